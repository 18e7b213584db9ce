// POST /api/services/{id}/duplicate: a copy of the service with everything below it, in one
// transaction (see related-rows.ts for why this reads the other modules' tables directly).
import { limits } from '@studio/shared/constants';
import type { Database } from '../../db/client.ts';
import { requireService } from './lookup.ts';
import { copyServiceSubtree, type CopiedCounts } from './related-rows.ts';
import { insertService } from './service-numbering.ts';
import type { ServiceTarget } from './service.ts';

const COPY_SUFFIX = ' (copy)';

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
    const copied = await copyServiceSubtree(tx, {
      businessId: target.businessId,
      fromServiceId: source.id,
      toServiceId: copy.id,
    });
    return { serviceId: copy.id, copied };
  });
}
