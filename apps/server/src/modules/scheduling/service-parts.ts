// The scheduling module's part of a service (see services/service-parts.ts): its dates and slots
// as the service edit page, list, summary, delete and duplicate need them. Set-based statements
// over one service's whole schedule, each scoped by the business.
import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { idMap, insertChunked, mapped } from '../../db/copy-rows.ts';
import { col } from '../../db/qualified-column.ts';
import type {
  CopyServiceRows,
  ServiceRef,
  ServiceScheduleParts,
} from '../services/service-parts.ts';
import { serviceDates, slots } from './schema.ts';
import { listDateMonths } from './service.ts';

const REMOVED_STATUSES = ['AVAILABLE', 'BOOKING'] as const;

/**
 * Matching on service_id alone lets the generic plan use the (service_id, date) index; adding
 * business_id made it pick (business_id, date) and filter every date of the business. The
 * enclosing query is already scoped to the business: a service's dates are its business's.
 */
function nextDateSql(input: { serviceId: SQL; today: SQL | string }) {
  return sql<string | null>`(
    select min(${col(serviceDates, serviceDates.date)}) from ${serviceDates}
    where ${col(serviceDates, serviceDates.serviceId)} = ${input.serviceId}
      and ${col(serviceDates, serviceDates.date)} >= ${input.today}
  )`;
}

async function hasDateOnOrAfter(
  executor: Executor,
  input: { businessId: string; serviceIds: SQL; today: SQL | string },
): Promise<boolean> {
  const [row] = await executor
    .select({ id: serviceDates.id })
    .from(serviceDates)
    .where(
      and(
        eq(serviceDates.businessId, input.businessId),
        sql`${serviceDates.date} >= ${input.today}`,
        sql`${serviceDates.serviceId} in (${input.serviceIds})`,
      ),
    )
    .limit(1);
  return Boolean(row);
}

function statusCount(status: string) {
  return sql<number>`count(*) filter (where ${slots.status} = ${status})`.mapWith(Number);
}

async function countSlotsByStatus(executor: Executor, ref: ServiceRef) {
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

async function countDates(executor: Executor, ref: ServiceRef) {
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

/**
 * Deleting a service keeps only shoots with BOOKED or SHOOTED slots: removes the open
 * (AVAILABLE) and held (BOOKING) slots, then every date left without slots. Each DELETE re-checks
 * its condition on rows a concurrent booking changed, so a slot booked meanwhile stays.
 */
async function removeOpenSlotsAndEmptyDates(tx: Executor, ref: ServiceRef): Promise<void> {
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

/** Dates with their slots, the slots open again (AVAILABLE, without order or hold). */
async function copy(tx: Executor, input: CopyServiceRows) {
  const from = { businessId: input.businessId, serviceId: input.fromServiceId };
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
  return { dates: dateRows.length, slots: slotRows.length };
}

export const serviceScheduleParts: ServiceScheduleParts = {
  listDateMonths,
  nextDateSql,
  hasDateOnOrAfter,
  countSlotsByStatus,
  countDates,
  removeOpenSlotsAndEmptyDates,
  copy,
};
