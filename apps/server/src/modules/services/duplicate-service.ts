// POST /api/services/{id}/duplicate: a copy of the service with everything below it, in one
// transaction, so a failure leaves no half copy. The rows below it are copied by the modules
// that own them (service-parts.ts).
import { limits } from '@studio/shared/constants';
import type { Database } from '../../db/client.ts';
import { requireService } from './lookup.ts';
import { insertService } from './service-numbering.ts';
import { serviceParts } from './service-parts.ts';
import type { ServiceTarget } from './service.ts';

const COPY_SUFFIX = ' (copy)';

export type CopiedCounts = {
  dates: number;
  slots: number;
  packages: number;
  addons: number;
  contracts: number;
};

/** '<name> (copy)', shortened so it stays within the name limit. */
export function copyName(name: string): string {
  return `${name.slice(0, limits.name - COPY_SUFFIX.length)}${COPY_SUFFIX}`;
}

/**
 * Copies the service (settings, description, gallery, tax and payment set-up, options) under a
 * new number and slug, with its dates and slots (open again: bookings are not copied), packages,
 * add-ons and contract attachments. Either all of it is copied or nothing is.
 */
export async function duplicateService(
  db: Database,
  target: ServiceTarget,
): Promise<{ serviceId: string; copied: CopiedCounts }> {
  return db.transaction(async (tx) => {
    const source = await requireService(tx, target);
    const {
      id: _id,
      number: _number,
      slug: _slug,
      createdAt: _createdAt,
      updatedAt: _updatedAt,
      deletedAt: _deletedAt,
      ...settings
    } = source;
    const copy = await insertService(tx, { ...settings, name: copyName(source.name) });
    const rows = { businessId: target.businessId, fromServiceId: source.id, toServiceId: copy.id };
    const { schedule, pricing, contracts } = serviceParts();
    // One after another: inside a transaction there is one connection.
    const copied: CopiedCounts = {
      ...(await schedule.copy(tx, rows)),
      ...(await pricing.copy(tx, rows)),
      ...(await contracts.copy(tx, rows)),
    };
    return { serviceId: copy.id, copied };
  });
}
