// Customer rows -> the shared contact shapes (never the raw row: search_text and emailKey stay in).
import type { TCustomer, TCustomerListItem } from '@studio/shared/customers/contracts';
import type { customers } from './schema.ts';

export type CustomerRow = Omit<typeof customers.$inferSelect, 'searchText'>;

export function presentCustomer(row: CustomerRow): TCustomer {
  return {
    id: row.id,
    fullName: row.fullName,
    companyName: row.companyName,
    email: row.email,
    phone: row.phone,
    location: row.location,
    note: row.note,
    leadSource: row.leadSource,
    createdDate: row.createdAt.toISOString(),
    updatedDate: row.updatedAt.toISOString(),
  };
}

export function presentCustomerListItem(
  row: Omit<
    CustomerRow,
    'note' | 'updatedAt' | 'emailKey' | 'businessId' | 'newsletterConsentAt'
  > & {
    shootCount: number;
    inquiryCount: number;
  },
): TCustomerListItem {
  return {
    id: row.id,
    fullName: row.fullName,
    companyName: row.companyName,
    email: row.email,
    phone: row.phone,
    location: row.location,
    leadSource: row.leadSource,
    createdDate: row.createdAt.toISOString(),
    shootCount: row.shootCount,
    inquiryCount: row.inquiryCount,
  };
}
