// Packages and add-ons of a service: every query is scoped by the tenant, and the
// service is checked to belong to it first.
import { and, asc, eq, sql, type Placeholder, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import { messages } from '@studio/shared/messages';
import type { TAddon, TPackage } from '@studio/shared/packages/contracts';
import {
  ADDON_SUGGESTIONS_LIMIT,
  type ZCreateAddonRequest,
  type ZCreatePackageRequest,
  type ZSetupPricingRequest,
} from '@studio/shared/packages/requests';
import type { Database, Executor } from '../../db/client.ts';
import { preparedFor } from '../../db/prepared.ts';
import { AppError } from '../../platform/errors.ts';
import { requireService } from '../services/lookup.ts';
import { presentAddon, presentPackage } from './presenter.ts';
import { addons, packages } from './schema.ts';

type Target = { businessId: string; serviceId: string };
export type PackageFields = z.output<typeof ZCreatePackageRequest>;
export type AddonFields = z.output<typeof ZCreateAddonRequest>;

type TargetSql = { businessId: string | Placeholder; serviceId: string | Placeholder };
const placeholders: TargetSql = {
  businessId: sql.placeholder('businessId'),
  serviceId: sql.placeholder('serviceId'),
};

function ofPackages(target: TargetSql): SQL | undefined {
  return and(eq(packages.businessId, target.businessId), eq(packages.serviceId, target.serviceId));
}

function ofAddons(target: TargetSql): SQL | undefined {
  return and(eq(addons.businessId, target.businessId), eq(addons.serviceId, target.serviceId));
}

/** The service's packages in their order. The caller has checked the service is the tenant's. */
export async function listPackages(executor: Executor, input: Target): Promise<TPackage[]> {
  const rows = await packagesQuery(executor).execute(input);
  return rows.map(presentPackage);
}

// The service edit page reads both on every load: prepared once per connection.
const packagesQuery = preparedFor((executor) =>
  executor
    .select()
    .from(packages)
    .where(ofPackages(placeholders))
    .orderBy(asc(packages.sortIndex), asc(packages.createdAt), asc(packages.id))
    .prepare('service_packages'),
);

const addonsQuery = preparedFor((executor) =>
  executor
    .select()
    .from(addons)
    .where(ofAddons(placeholders))
    .orderBy(asc(addons.sortIndex), asc(addons.createdAt), asc(addons.id))
    .prepare('service_addons'),
);

/** The service's add-ons in their order. The caller has checked the service is the tenant's. */
export async function listAddons(executor: Executor, input: Target): Promise<TAddon[]> {
  const rows = await addonsQuery(executor).execute(input);
  return rows.map(presentAddon);
}

export async function packagesOfService(db: Database, input: Target): Promise<TPackage[]> {
  await requireService(db, input);
  return listPackages(db, input);
}

export async function addonsOfService(db: Database, input: Target): Promise<TAddon[]> {
  await requireService(db, input);
  return listAddons(db, input);
}

/** Columns of a package from its request fields. The discount's use count lives in its own column. */
function packageValues(fields: PackageFields) {
  const { discount } = fields;
  return {
    name: fields.name,
    type: fields.type,
    totalFee: fields.totalFee,
    shootDurationMinutes: fields.shootDuration,
    shootLocation: fields.shootLocation,
    discount: discount
      ? {
          amount: discount.amount,
          isFixed: discount.isFixed,
          startDate: discount.startDate,
          endDate: discount.endDate,
          maxSlots: discount.maxSlots,
        }
      : null,
    isPremium: fields.isPremium,
    premiumFee: fields.premiumFee,
    isReservation: fields.isReservation,
    reservationDiscount: fields.reservationDiscount,
  };
}

/** The next sort index of a service's rows, computed in the insert itself. */
function nextSortIndex(table: typeof packages | typeof addons, target: Target): SQL<number> {
  return sql<number>`(select coalesce(max(${table.sortIndex}) + 1, 0) from ${table}
    where ${table.businessId} = ${target.businessId} and ${table.serviceId} = ${target.serviceId})`;
}

async function insertPackages(
  executor: Executor,
  target: Target,
  list: PackageFields[],
): Promise<TPackage[]> {
  const created: TPackage[] = [];
  for (const fields of list) {
    const [row] = await executor
      .insert(packages)
      .values({ ...target, ...packageValues(fields), sortIndex: nextSortIndex(packages, target) })
      .returning();
    if (row) created.push(presentPackage(row));
  }
  return created;
}

async function insertAddons(
  executor: Executor,
  target: Target,
  list: AddonFields[],
): Promise<TAddon[]> {
  const created: TAddon[] = [];
  for (const fields of list) {
    const [row] = await executor
      .insert(addons)
      .values({ ...target, ...fields, sortIndex: nextSortIndex(addons, target) })
      .returning();
    if (row) created.push(presentAddon(row));
  }
  return created;
}

export async function createPackage(
  db: Database,
  input: Target & { fields: PackageFields },
): Promise<TPackage> {
  await requireService(db, input);
  const [created] = await insertPackages(db, input, [input.fields]);
  if (!created) throw new Error('package insert returned nothing');
  return created;
}

/**
 * Replaces every field of one package of the service (PUT semantics: a field left out takes its
 * default). Removing the discount also resets its use count: a later discount starts afresh.
 */
export async function updatePackage(
  db: Database,
  input: Target & { packageId: string; fields: PackageFields },
): Promise<TPackage> {
  await requireService(db, input);
  const values = packageValues(input.fields);
  const [row] = await db
    .update(packages)
    .set({
      ...values,
      ...(values.discount ? {} : { discountUsedCount: 0 }),
      updatedAt: new Date(),
    })
    .where(and(ofPackages(input), eq(packages.id, input.packageId)))
    .returning();
  if (!row) throw AppError.notFound(messages.packageNotFound);
  return presentPackage(row);
}

/** Deletes one package of the service; answers the packages left. */
export async function deletePackage(
  db: Database,
  input: Target & { packageId: string },
): Promise<TPackage[]> {
  await requireService(db, input);
  const deleted = await db
    .delete(packages)
    .where(and(ofPackages(input), eq(packages.id, input.packageId)))
    .returning({ id: packages.id });
  if (deleted.length === 0) throw AppError.notFound(messages.packageNotFound);
  return listPackages(db, input);
}

export async function createAddon(
  db: Database,
  input: Target & { fields: AddonFields },
): Promise<TAddon> {
  await requireService(db, input);
  const [created] = await insertAddons(db, input, [input.fields]);
  if (!created) throw new Error('add-on insert returned nothing');
  return created;
}

export async function updateAddon(
  db: Database,
  input: Target & { addonId: string; fields: AddonFields },
): Promise<TAddon> {
  await requireService(db, input);
  const [row] = await db
    .update(addons)
    .set({ ...input.fields, updatedAt: new Date() })
    .where(and(ofAddons(input), eq(addons.id, input.addonId)))
    .returning();
  if (!row) throw AppError.notFound(messages.addonNotFound);
  return presentAddon(row);
}

/** Deletes one add-on of the service; answers the add-ons left. */
export async function deleteAddon(
  db: Database,
  input: Target & { addonId: string },
): Promise<TAddon[]> {
  await requireService(db, input);
  const deleted = await db
    .delete(addons)
    .where(and(ofAddons(input), eq(addons.id, input.addonId)))
    .returning({ id: addons.id });
  if (deleted.length === 0) throw AppError.notFound(messages.addonNotFound);
  return listAddons(db, input);
}

/**
 * Gives the rows of the service the order of `ids`, which must name each of them exactly once,
 * so a stale screen cannot drop or duplicate one.
 */
async function applyOrder(
  tx: Executor,
  table: typeof packages | typeof addons,
  input: Target & { ids: string[] },
): Promise<void> {
  const where = and(eq(table.businessId, input.businessId), eq(table.serviceId, input.serviceId));
  const current = await tx.select({ id: table.id }).from(table).where(where).for('update');
  const known = new Set(current.map((row) => row.id));
  const named = new Set(input.ids);
  const isExact =
    named.size === input.ids.length &&
    named.size === known.size &&
    input.ids.every((id) => known.has(id));
  if (!isExact) throw AppError.validation('ids', messages.reorderMismatch);
  for (const [sortIndex, id] of input.ids.entries()) {
    await tx
      .update(table)
      .set({ sortIndex })
      .where(and(where, eq(table.id, id)));
  }
}

export async function reorderPackages(
  db: Database,
  input: Target & { ids: string[] },
): Promise<TPackage[]> {
  await requireService(db, input);
  return db.transaction(async (tx) => {
    await applyOrder(tx, packages, input);
    return listPackages(tx, input);
  });
}

export async function reorderAddons(
  db: Database,
  input: Target & { ids: string[] },
): Promise<TAddon[]> {
  await requireService(db, input);
  return db.transaction(async (tx) => {
    await applyOrder(tx, addons, input);
    return listAddons(tx, input);
  });
}

/**
 * The first packages and add-ons of a new full session, all or nothing. A service that already has
 * packages is refused, so a double submit cannot create everything twice.
 */
export async function setupPricing(
  db: Database,
  input: Target & { request: z.output<typeof ZSetupPricingRequest> },
): Promise<{ packages: TPackage[]; addons: TAddon[] }> {
  await requireService(db, input);
  return db.transaction(async (tx) => {
    // Two submits of the same service queue here; the second then sees the first one's packages.
    await tx.execute(
      sql`select pg_advisory_xact_lock(hashtext(${`setup-pricing:${input.serviceId}`}))`,
    );
    const [existing] = await tx
      .select({ count: sql<number>`count(*)::int` })
      .from(packages)
      .where(ofPackages(input));
    if ((existing?.count ?? 0) > 0) throw new AppError('CONFLICT', messages.pricingAlreadySetUp);
    return {
      packages: await insertPackages(tx, input, input.request.packages),
      addons: await insertAddons(tx, input, input.request.addons),
    };
  });
}

/** LIKE pattern text with its wildcards taken literally. */
function likeText(text: string): string {
  return text.replace(/[\\%_]/g, (character) => `\\${character}`);
}

/**
 * Add-on names the business has used on any of its services, for the name autocomplete:
 * distinct regardless of case, matching anywhere in the name (names starting with the search
 * first), alphabetical, at most 10.
 */
export async function addonSuggestions(
  db: Database,
  input: { businessId: string; search: string },
): Promise<string[]> {
  const text = likeText(input.search.toLowerCase());
  const name = sql<string>`min(${addons.name})`;
  const rows = await db
    .select({ name })
    .from(addons)
    .where(
      and(eq(addons.businessId, input.businessId), sql`lower(${addons.name}) like ${`%${text}%`}`),
    )
    .groupBy(sql`lower(${addons.name})`)
    .orderBy(
      sql`case when lower(${addons.name}) like ${`${text}%`} then 0 else 1 end`,
      sql`lower(${addons.name})`,
    )
    .limit(ADDON_SUGGESTIONS_LIMIT);
  return rows.map((row) => row.name);
}

/**
 * A booking on `onDate` uses the package's discount when it applies then (inside its
 * dates and while usedCount is below maxSlots): one conditional update, so concurrent bookings
 * never take the count past maxSlots. Answers whether the discount was used.
 */
export async function useActiveDiscount(
  executor: Executor,
  input: { businessId: string; packageId: string; onDate: string },
): Promise<boolean> {
  const used = await executor
    .update(packages)
    .set({ discountUsedCount: sql`${packages.discountUsedCount} + 1` })
    .where(
      and(
        eq(packages.id, input.packageId),
        eq(packages.businessId, input.businessId),
        sql`(${packages.discount} ->> 'amount')::int > 0`,
        sql`coalesce(${packages.discount} ->> 'startDate', '') <= ${input.onDate}`,
        sql`coalesce(${packages.discount} ->> 'endDate', '9999-12-31') >= ${input.onDate}`,
        sql`(${packages.discount} ->> 'maxSlots' is null
          or ${packages.discountUsedCount} < (${packages.discount} ->> 'maxSlots')::int)`,
      ),
    )
    .returning({ id: packages.id });
  return used.length > 0;
}
