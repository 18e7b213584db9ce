// The rows a shoot is priced from: the service's packages and the add-ons the client picked. The
// orders module checks the choices and copies names and fees onto the shoot.
import { and, eq, inArray } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import type { PackageRow } from './presenter.ts';
import { addons, packages } from './schema.ts';

export type AddonRow = typeof addons.$inferSelect;

/** Every package of the service, as stored. */
export async function servicePackageRows(
  executor: Executor,
  input: { businessId: string; serviceId: string },
): Promise<PackageRow[]> {
  return executor
    .select()
    .from(packages)
    .where(and(eq(packages.businessId, input.businessId), eq(packages.serviceId, input.serviceId)));
}

/** The service's add-ons among `addonIds`, as stored; ids of other services are absent. */
export async function serviceAddonRows(
  executor: Executor,
  input: { businessId: string; serviceId: string; addonIds: string[] },
): Promise<AddonRow[]> {
  if (input.addonIds.length === 0) return [];
  return executor
    .select()
    .from(addons)
    .where(
      and(
        eq(addons.businessId, input.businessId),
        eq(addons.serviceId, input.serviceId),
        inArray(addons.id, input.addonIds),
      ),
    );
}
