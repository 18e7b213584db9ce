import type { TBusiness } from '@studio/shared/business/contracts';
import type { BusinessRow } from './service.ts';

export function presentBusiness(row: BusinessRow): TBusiness {
  return {
    id: row.id,
    businessName: row.name,
    email: row.email,
    emailConfirmed: row.emailConfirmedAt !== null,
    pendingEmail: row.pendingEmail,
    phone: row.phone,
    domain: row.slug,
    timeZone: row.timeZone,
    currency: row.currency,
    brandColor: row.brandColor,
    logoUrl: row.logoUrl,
    website: row.website,
    address: row.address,
    description: row.description,
    createdDate: row.createdAt.toISOString(),
    setupStep: row.setupStep,
  };
}
