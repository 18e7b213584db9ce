// Reads of packages for the client booking pages.
import { and, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { packages } from './schema.ts';

export type PackageRow = typeof packages.$inferSelect;

/** Every package of the business (each names its service). */
export async function listBusinessPackages(
  executor: Executor,
  input: { businessId: string },
): Promise<PackageRow[]> {
  return executor.select().from(packages).where(eq(packages.businessId, input.businessId));
}

/** A package of the service, or null. */
export async function findServicePackage(
  executor: Executor,
  input: { businessId: string; serviceId: string; packageId: string },
): Promise<PackageRow | null> {
  const [row] = await executor
    .select()
    .from(packages)
    .where(
      and(
        eq(packages.id, input.packageId),
        eq(packages.businessId, input.businessId),
        eq(packages.serviceId, input.serviceId),
      ),
    )
    .limit(1);
  return row ?? null;
}
