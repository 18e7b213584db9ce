// Read-side queries of scheduling: business-wide overlaps, held slots, counts per status, and
// the shoot-time conflicts the shoot form asks for.
import { and, asc, eq, gt, gte, inArray, isNull, lt, ne, or, sql, type SQL } from 'drizzle-orm';
import { slotStatuses } from '@studio/shared/enums';
import type {
  TConflictShootsResponse,
  TLockedSlot,
  TSlotCounts,
} from '@studio/shared/scheduling/requests';
import { effectiveStatus } from '@studio/shared/scheduling/slot-state';
import type { Executor } from '../../db/client.ts';
import { requireService } from '../services/lookup.ts';
import { serviceColumns } from '../services/service-columns.ts';
import { slots } from './schema.ts';
import { googleBusyRanges } from '../google-calendar/busy.ts';

const service = serviceColumns('service');

/** Longer than any slot can be (a slot lies within one local day): bounds the index range scan. */
const MAX_SLOT_SPAN = sql`interval '2 days'`;

export type OverlapCandidate = {
  id: string;
  startTime: Date;
  endTime: Date;
  status: (typeof slotStatuses)[number];
  lockoutEnd: Date | null;
};

/**
 * A deleted service keeps its booked and shot slots: those shoots still take the
 * photographer's time, so they still count. Its other slots are gone for good.
 */
function stillTakesTime(): SQL | undefined {
  return or(isNull(service.deletedAt), inArray(slots.status, ['BOOKED', 'SHOOTED']));
}

/**
 * Slots of the business outside the given set (one service's slots, or one date's) that may
 * overlap a slot of the set: those within the time span of a date of the set. With the set itself
 * this is everything findConflicts needs. One index range probe per date, not per slot.
 */
export async function overlappingSlotsOutside(
  executor: Executor,
  input: {
    businessId: string;
    serviceId: string;
    serviceDateId?: string;
    /** Only the spans of these dates of the service (a month of the edit page). */
    serviceDateIds?: string[] | undefined;
  },
): Promise<OverlapCandidate[]> {
  const spans = executor.$with('spans').as(
    executor
      .select({
        start: sql<Date>`min(${slots.startTime})`.as('span_start'),
        end: sql<Date>`max(${slots.endTime})`.as('span_end'),
      })
      .from(slots)
      .where(
        and(
          eq(slots.businessId, input.businessId),
          eq(slots.serviceId, input.serviceId),
          input.serviceDateId ? eq(slots.serviceDateId, input.serviceDateId) : undefined,
          input.serviceDateIds ? inArray(slots.serviceDateId, input.serviceDateIds) : undefined,
        ),
      )
      .groupBy(slots.serviceDateId),
  );
  return executor
    .with(spans)
    .selectDistinct({
      id: slots.id,
      startTime: slots.startTime,
      endTime: slots.endTime,
      status: slots.status,
      lockoutEnd: slots.lockoutEnd,
    })
    .from(spans)
    .innerJoin(
      slots,
      and(
        eq(slots.businessId, input.businessId),
        gte(slots.startTime, sql`${spans.start} - ${MAX_SLOT_SPAN}`),
        lt(slots.startTime, spans.end),
        gt(slots.endTime, spans.start),
        input.serviceDateId
          ? ne(slots.serviceDateId, input.serviceDateId)
          : ne(slots.serviceId, input.serviceId),
      ),
    )
    .innerJoin(service, eq(service.id, slots.serviceId))
    .where(stillTakesTime());
}

/** Slots held right now: BOOKING with lockoutEnd in the future, soonest release first. */
export async function listHeldSlots(
  executor: Executor,
  input: { businessId: string; serviceId?: string | undefined },
): Promise<TLockedSlot[]> {
  const rows = await executor
    .select({
      id: slots.id,
      serviceId: slots.serviceId,
      serviceName: service.name,
      serviceColor: service.color,
      serviceDateId: slots.serviceDateId,
      startTime: slots.startTime,
      endTime: slots.endTime,
      lockoutEnd: slots.lockoutEnd,
    })
    .from(slots)
    .innerJoin(service, eq(service.id, slots.serviceId))
    .where(
      and(
        eq(slots.businessId, input.businessId),
        input.serviceId ? eq(slots.serviceId, input.serviceId) : undefined,
        eq(slots.status, 'BOOKING'),
        gt(slots.lockoutEnd, sql`now()`),
        isNull(service.deletedAt),
      ),
    )
    .orderBy(asc(slots.lockoutEnd), asc(slots.startTime));
  return rows.map((row) => ({
    ...row,
    startTime: row.startTime.toISOString(),
    endTime: row.endTime.toISOString(),
    lockoutEnd: row.lockoutEnd?.toISOString() ?? '',
  }));
}

/** A service's slots by status; an expired hold counts as AVAILABLE. */
export async function countSlots(
  executor: Executor,
  input: { businessId: string; serviceId: string },
): Promise<TSlotCounts> {
  await requireService(executor, input);
  const status = sql<string>`case when ${slots.status} = 'BOOKING' and (${slots.lockoutEnd} is null or ${slots.lockoutEnd} <= now()) then 'AVAILABLE' else ${slots.status} end`;
  const rows = await executor
    .select({
      status,
      count: sql<number>`count(*)::int`,
      breakTime: sql<number>`(count(*) filter (where ${slots.isBreakTime}))::int`,
    })
    .from(slots)
    .where(and(eq(slots.businessId, input.businessId), eq(slots.serviceId, input.serviceId)))
    .groupBy(status);
  const byStatus = Object.fromEntries(slotStatuses.map((s) => [s, 0])) as TSlotCounts['byStatus'];
  let total = 0;
  let breakTime = 0;
  for (const row of rows) {
    const key = row.status as keyof TSlotCounts['byStatus'];
    byStatus[key] = Number(row.count);
    total += Number(row.count);
    breakTime += Number(row.breakTime);
  }
  return { serviceId: input.serviceId, total, byStatus, breakTime };
}

/**
 * Which services and times of the business a proposed shoot time overlaps: every slot that takes
 * the photographer's time (any status, break time included), except the slot the shoot already
 * occupies. Shoots of full sessions join this list when the shoots module arrives.
 */
export async function findShootTimeConflicts(
  executor: Executor,
  input: {
    businessId: string;
    serviceId: string;
    startTime: string;
    endTime: string;
    excludeSlotId?: string | undefined;
  },
): Promise<TConflictShootsResponse> {
  await requireService(executor, input);
  const rows = await executor
    .select({
      slotId: slots.id,
      serviceId: slots.serviceId,
      serviceName: service.name,
      serviceColor: service.color,
      startTime: slots.startTime,
      endTime: slots.endTime,
      status: slots.status,
      lockoutEnd: slots.lockoutEnd,
      isBreakTime: slots.isBreakTime,
    })
    .from(slots)
    .innerJoin(service, eq(service.id, slots.serviceId))
    .where(
      and(
        eq(slots.businessId, input.businessId),
        gte(slots.startTime, sql`${new Date(input.startTime)}::timestamptz - ${MAX_SLOT_SPAN}`),
        lt(slots.startTime, new Date(input.endTime)),
        gt(slots.endTime, new Date(input.startTime)),
        input.excludeSlotId ? ne(slots.id, input.excludeSlotId) : undefined,
        stillTakesTime(),
      ),
    )
    .orderBy(asc(slots.startTime), asc(service.name));
  const now = new Date();
  const conflicts = rows.map(({ lockoutEnd, ...row }) => ({
    ...row,
    status: effectiveStatus({ status: row.status, lockoutEnd }, now),
    startTime: row.startTime.toISOString(),
    endTime: row.endTime.toISOString(),
  }));
  const calendarBusy = (
    await googleBusyRanges(executor, {
      businessId: input.businessId,
      start: new Date(input.startTime),
      end: new Date(input.endTime),
      now,
    })
  ).map((range) => ({ startTime: range.start, endTime: range.end }));
  return { hasConflict: conflicts.length > 0 || calendarBusy.length > 0, conflicts, calendarBusy };
}
