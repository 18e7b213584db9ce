// The packages module's part of a service (see services/service-parts.ts): its packages and
// add-ons as the service edit page, summary and duplicate need them, each scoped by the business.
import { and, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { idMap, insertChunked, mapped } from '../../db/copy-rows.ts';
import { col } from '../../db/qualified-column.ts';
import type {
  CopyServiceRows,
  ServicePricingParts,
  ServiceRef,
} from '../services/service-parts.ts';
import { addons, packages } from './schema.ts';
import { listAddons, listPackages } from './service.ts';

async function count(executor: Executor, ref: ServiceRef) {
  const [row] = await executor
    .select({
      packages: sql<number>`(select count(*) from ${packages}
        where ${col(packages, packages.businessId)} = ${ref.businessId}
          and ${col(packages, packages.serviceId)} = ${ref.serviceId})`.mapWith(Number),
      addons: sql<number>`(select count(*) from ${addons}
        where ${col(addons, addons.businessId)} = ${ref.businessId}
          and ${col(addons, addons.serviceId)} = ${ref.serviceId})`.mapWith(Number),
    })
    .from(sql`(select 1) as one`);
  return row ?? { packages: 0, addons: 0 };
}

/** Packages (discount usage back to 0) and add-ons in their order, sub-items under their copies. */
async function copy(tx: Executor, input: CopyServiceRows) {
  const from = { businessId: input.businessId, serviceId: input.fromServiceId };
  const to = input.toServiceId;

  const packageRows = await tx
    .select()
    .from(packages)
    .where(and(eq(packages.businessId, from.businessId), eq(packages.serviceId, from.serviceId)));
  const packageIds = idMap(packageRows);
  await insertChunked(packageRows, (chunk) =>
    tx.insert(packages).values(
      chunk.map(({ id, createdAt: _c, updatedAt: _u, ...row }) => ({
        ...row,
        id: mapped(packageIds, id),
        serviceId: to,
        parentId: row.parentId ? (packageIds.get(row.parentId) ?? row.parentId) : null,
        discountUsedCount: 0,
      })),
    ),
  );

  const addonRows = await tx
    .select()
    .from(addons)
    .where(and(eq(addons.businessId, from.businessId), eq(addons.serviceId, from.serviceId)));
  const addonIds = idMap(addonRows);
  await insertChunked(addonRows, (chunk) =>
    tx.insert(addons).values(
      chunk.map(({ id, createdAt: _c, updatedAt: _u, ...row }) => ({
        ...row,
        id: mapped(addonIds, id),
        serviceId: to,
        parentId: row.parentId ? (addonIds.get(row.parentId) ?? row.parentId) : null,
      })),
    ),
  );
  return { packages: packageRows.length, addons: addonRows.length };
}

export const servicePricingParts: ServicePricingParts = { listPackages, listAddons, count, copy };
