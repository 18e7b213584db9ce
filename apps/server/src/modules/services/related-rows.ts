// The one place where the services module touches tables of the scheduling, packages and
// contract-templates modules directly. ARCHITECTURE says cross-module calls go through the other
// module's service; these are the deliberate exceptions, each a set-based statement over one
// service's whole subtree that no per-row service function can do:
// - the list's next date: a correlated subquery, so a page stays one query (no N+1);
// - summary and delete-affect counts: one aggregate each;
// - deleting a service: open and held slots and the dates left empty go in the SAME
//   transaction as the soft delete, while booked and shot slots stay;
// - duplicating: dates, slots, packages, add-ons and contract attachments copied in ONE
//   transaction with the new service, so a failure leaves no half copy.
// When those modules export equivalents taking an executor, these should call them instead.
import crypto from 'node:crypto';
import { and, eq, inArray, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { TSlotCounts } from '@studio/shared/services/requests';
import type { Executor } from '../../db/client.ts';
import { serviceContracts } from '../contract-templates/schema.ts';
import { addons, packages } from '../packages/schema.ts';
import { serviceDates, slots } from '../scheduling/schema.ts';
import { services } from './schema.ts';

type ServiceRef = { businessId: string; serviceId: string };

/**
 * "table"."column": drizzle leaves columns unqualified in single-table statements, which makes a
 * correlated subquery compare a column with itself.
 */
export function col(table: PgTable, column: AnyColumn): SQL {
  return sql`${table}.${sql.identifier(column.name)}`;
}

const REMOVED_STATUSES = ['AVAILABLE', 'BOOKING'] as const;
const INSERT_CHUNK = 1000;

/**
 * The first date of the service on or after `today` (YYYY-MM-DD in the business time zone), for
 * a query that selects from `services` (already scoped to the business: a service's dates are its
 * business's). Matching on service_id alone lets the generic plan use the (service_id, date) index;
 * adding business_id made it pick (business_id, date) and filter every date of the business.
 */
export function nextDateSql(today: SQL | string): SQL<string | null> {
  return sql<string | null>`(
    select min(${col(serviceDates, serviceDates.date)}) from ${serviceDates}
    where ${col(serviceDates, serviceDates.serviceId)} = ${col(services, services.id)}
      and ${col(serviceDates, serviceDates.date)} >= ${today}
  )`;
}

function statusCount(status: string) {
  return sql<number>`count(*) filter (where ${slots.status} = ${status})`.mapWith(Number);
}

export async function countSlotsByStatus(
  executor: Executor,
  ref: ServiceRef,
): Promise<TSlotCounts & { keptShoots: number }> {
  const [row] = await executor
    .select({
      AVAILABLE: statusCount('AVAILABLE'),
      BOOKING: statusCount('BOOKING'),
      BOOKED: statusCount('BOOKED'),
      SHOOTED: statusCount('SHOOTED'),
      keptShoots: sql<number>`count(distinct ${slots.orderId}) filter (
        where ${slots.status} in ('BOOKED', 'SHOOTED'))`.mapWith(Number),
    })
    .from(slots)
    .where(and(eq(slots.businessId, ref.businessId), eq(slots.serviceId, ref.serviceId)));
  return row ?? { AVAILABLE: 0, BOOKING: 0, BOOKED: 0, SHOOTED: 0, keptShoots: 0 };
}

/** Dates of the service, and how many of them hold a booked or shot slot (and so would stay). */
export async function countDates(
  executor: Executor,
  ref: ServiceRef,
): Promise<{ total: number; kept: number }> {
  const [row] = await executor
    .select({
      total: sql<number>`count(*)`.mapWith(Number),
      kept: sql<number>`count(*) filter (where exists (
        select 1 from ${slots}
        where ${col(slots, slots.serviceDateId)} = ${col(serviceDates, serviceDates.id)}
          and ${col(slots, slots.status)} in ('BOOKED', 'SHOOTED')))`.mapWith(Number),
    })
    .from(serviceDates)
    .where(
      and(eq(serviceDates.businessId, ref.businessId), eq(serviceDates.serviceId, ref.serviceId)),
    );
  return row ?? { total: 0, kept: 0 };
}

export async function countPricingAndContracts(
  executor: Executor,
  ref: ServiceRef,
): Promise<{ packages: number; addons: number; contracts: number }> {
  const [row] = await executor
    .select({
      packages: sql<number>`(select count(*) from ${packages}
        where ${col(packages, packages.businessId)} = ${ref.businessId}
          and ${col(packages, packages.serviceId)} = ${ref.serviceId})`.mapWith(Number),
      addons: sql<number>`(select count(*) from ${addons}
        where ${col(addons, addons.businessId)} = ${ref.businessId}
          and ${col(addons, addons.serviceId)} = ${ref.serviceId})`.mapWith(Number),
      contracts: sql<number>`(select count(*) from ${serviceContracts}
        where ${col(serviceContracts, serviceContracts.businessId)} = ${ref.businessId}
          and ${col(serviceContracts, serviceContracts.serviceId)} = ${ref.serviceId})`.mapWith(
        Number,
      ),
    })
    .from(sql`(select 1) as one`);
  return row ?? { packages: 0, addons: 0, contracts: 0 };
}

/** Whether any live service of the business has a date on or after `today`. */
export async function hasUpcomingDates(
  executor: Executor,
  input: { businessId: string; today: SQL | string },
): Promise<boolean> {
  const [row] = await executor
    .select({ id: serviceDates.id })
    .from(serviceDates)
    .innerJoin(services, eq(services.id, serviceDates.serviceId))
    .where(
      and(
        eq(serviceDates.businessId, input.businessId),
        sql`${serviceDates.date} >= ${input.today}`,
        sql`${services.deletedAt} is null`,
      ),
    )
    .limit(1);
  return Boolean(row);
}

/**
 * Deleting a service keeps only shoots with BOOKED or SHOOTED slots: removes the open
 * (AVAILABLE) and held (BOOKING) slots, then every date left without slots. Each DELETE re-checks
 * its condition on rows a concurrent booking changed, so a slot booked meanwhile stays.
 */
export async function removeOpenSlotsAndEmptyDates(tx: Executor, ref: ServiceRef): Promise<void> {
  await tx
    .delete(slots)
    .where(
      and(
        eq(slots.businessId, ref.businessId),
        eq(slots.serviceId, ref.serviceId),
        inArray(slots.status, [...REMOVED_STATUSES]),
      ),
    );
  await tx.delete(serviceDates).where(
    and(
      eq(serviceDates.businessId, ref.businessId),
      eq(serviceDates.serviceId, ref.serviceId),
      sql`not exists (
          select 1 from ${slots}
          where ${col(slots, slots.serviceDateId)} = ${col(serviceDates, serviceDates.id)}
        )`,
    ),
  );
}

async function insertChunked<T>(rows: T[], insert: (chunk: T[]) => Promise<unknown>) {
  for (let start = 0; start < rows.length; start += INSERT_CHUNK) {
    await insert(rows.slice(start, start + INSERT_CHUNK));
  }
}

/** New ids for copied rows; a parent outside the copied set keeps its reference. */
function idMap(rows: { id: string }[]): Map<string, string> {
  return new Map(rows.map((row) => [row.id, crypto.randomUUID()]));
}

function mapped(ids: Map<string, string>, id: string): string {
  const next = ids.get(id);
  if (!next) throw new Error(`no copy id for ${id}`);
  return next;
}

export type CopiedCounts = {
  dates: number;
  slots: number;
  packages: number;
  addons: number;
  contracts: number;
};

/**
 * Copies what hangs below a service onto another one of the same business, inside the caller's
 * transaction: dates with their slots (as AVAILABLE, without order or hold: bookings are not
 * copied), packages (discount usage back to 0), add-ons and attached contracts in their order.
 */
export async function copyServiceSubtree(
  tx: Executor,
  input: { businessId: string; fromServiceId: string; toServiceId: string },
): Promise<CopiedCounts> {
  const from: ServiceRef = { businessId: input.businessId, serviceId: input.fromServiceId };
  const to = input.toServiceId;

  const dateRows = await tx
    .select()
    .from(serviceDates)
    .where(
      and(eq(serviceDates.businessId, from.businessId), eq(serviceDates.serviceId, from.serviceId)),
    );
  const dateIds = idMap(dateRows);
  await insertChunked(dateRows, (chunk) =>
    tx.insert(serviceDates).values(
      chunk.map((row) => ({
        id: mapped(dateIds, row.id),
        businessId: input.businessId,
        serviceId: to,
        date: row.date,
        location: row.location,
      })),
    ),
  );

  const slotRows = await tx
    .select()
    .from(slots)
    .where(and(eq(slots.businessId, from.businessId), eq(slots.serviceId, from.serviceId)));
  await insertChunked(slotRows, (chunk) =>
    tx.insert(slots).values(
      chunk.map((row) => ({
        businessId: input.businessId,
        serviceId: to,
        serviceDateId: mapped(dateIds, row.serviceDateId),
        startTime: row.startTime,
        endTime: row.endTime,
        status: 'AVAILABLE' as const,
        lockoutEnd: null,
        isPremium: row.isPremium,
        premiumFee: row.premiumFee,
        isReservation: row.isReservation,
        isBreakTime: row.isBreakTime,
        orderId: null,
        sortOrder: row.sortOrder,
      })),
    ),
  );

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

  const contractRows = await tx
    .select()
    .from(serviceContracts)
    .where(
      and(
        eq(serviceContracts.businessId, from.businessId),
        eq(serviceContracts.serviceId, from.serviceId),
      ),
    );
  await insertChunked(contractRows, (chunk) =>
    tx.insert(serviceContracts).values(
      chunk.map((row) => ({
        businessId: input.businessId,
        serviceId: to,
        contractTemplateId: row.contractTemplateId,
        sortIndex: row.sortIndex,
      })),
    ),
  );

  return {
    dates: dateRows.length,
    slots: slotRows.length,
    packages: packageRows.length,
    addons: addonRows.length,
    contracts: contractRows.length,
  };
}
