// Reads of the slots table for other modules: an order's slots, the times the photographer is
// taken, and a mini session's slots as the public booking page shows them. Hot reads are
// prepared statements (db/prepared.ts).
import { and, asc, eq, gt, gte, inArray, lt, or, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { executeNamed, preparedFor } from '../../db/prepared.ts';
import type { ShootSlot } from './order-slots.ts';
import { serviceDates, slots } from './schema.ts';
import { isOpenStatus, OVERLAP_LOOKBACK } from './slot-rules.ts';

const orderSlotsQuery = preparedFor((executor) =>
  executor
    .select()
    .from(slots)
    .where(
      and(
        eq(slots.businessId, sql.placeholder('businessId')),
        eq(slots.orderId, sql.placeholder('orderId')),
      ),
    )
    .orderBy(asc(slots.startTime))
    .prepare('order_slots'),
);

/** The slots of an order in time order (the shoot page's read). */
export async function listOrderSlots(
  executor: Executor,
  input: { businessId: string; orderId: string },
): Promise<ShootSlot[]> {
  return orderSlotsQuery(executor).execute(input);
}

/**
 * The slots meeting [start, end) that take the photographer's time: BOOKED or SHOOTED, or held
 * (BOOKING) while their lockout has not ended at `now`.
 */
export async function listTakenSlotTimes(
  executor: Executor,
  input: { businessId: string; start: Date; end: Date; now: Date },
): Promise<{ start: Date; end: Date }[]> {
  return executor
    .select({ start: slots.startTime, end: slots.endTime })
    .from(slots)
    .where(
      and(
        eq(slots.businessId, input.businessId),
        lt(slots.startTime, input.end),
        gt(slots.endTime, input.start),
        or(
          inArray(slots.status, ['BOOKED', 'SHOOTED']),
          and(eq(slots.status, 'BOOKING'), gt(slots.lockoutEnd, input.now)),
        ),
      ),
    );
}

export type PublicMiniSlotRow = {
  id: string;
  start_time: Date | string;
  end_time: Date | string;
  status: string;
  lockout_end: Date | string | null;
  is_premium: boolean;
  premium_fee: number;
  is_reservation: boolean;
  date: string;
  location: string;
  is_conflict: boolean;
};

type ServiceRange = { businessId: string; serviceId: string; start: string; end: string };

/**
 * The service's slots in [start, end) with their date and whether another slot of the business
 * overlaps them (the rule of slot-rules.ts), in one pass: the business's slots around the range
 * that take time, in start order, each with the latest end before it and the next start after it.
 */
function miniSlotsQuery(input: ServiceRange) {
  return sql`with taking as (
      select s.id, s.service_id, s.service_date_id, s.start_time, s.end_time, s.status,
        s.lockout_end, s.is_premium, s.premium_fee, s.is_reservation, s.is_break_time,
        max(s.end_time) over (order by s.start_time, s.id
          rows between unbounded preceding and 1 preceding) as end_before,
        lead(s.start_time) over (order by s.start_time, s.id) as next_start
      from slots s
      inner join services sv on sv.id = s.service_id
      where s.business_id = ${input.businessId}
        and s.start_time > ${input.start}::timestamptz - ${OVERLAP_LOOKBACK}
        and s.start_time < ${input.end}::timestamptz + ${OVERLAP_LOOKBACK}
        and (sv.deleted_at is null or s.status in ('BOOKED', 'SHOOTED'))
    )
    select t.id, t.start_time, t.end_time, t.status, t.lockout_end, t.is_premium, t.premium_fee,
      t.is_reservation, d.date, d.location,
      coalesce(t.end_before > t.start_time, false)
        or coalesce(t.next_start < t.end_time, false) as is_conflict
    from taking t
    inner join service_dates d on d.id = t.service_date_id
    where t.service_id = ${input.serviceId}
      and t.start_time >= ${input.start}::timestamptz
      and t.start_time < ${input.end}::timestamptz
      and t.is_break_time = false
    order by t.start_time`;
}

/** A mini session's slots in [start, end) (ISO instants) as the public page shows them. */
export async function listPublicMiniSlots(
  executor: Executor,
  input: ServiceRange,
): Promise<PublicMiniSlotRow[]> {
  const result = await executeNamed(executor, 'public_mini_slots', miniSlotsQuery(input));
  return (result as { rows: PublicMiniSlotRow[] }).rows;
}

const nextMiniSlotQuery = preparedFor((executor) =>
  executor
    .select({ startTime: slots.startTime, date: serviceDates.date })
    .from(slots)
    .innerJoin(serviceDates, eq(serviceDates.id, slots.serviceDateId))
    .where(
      and(
        eq(slots.businessId, sql.placeholder('businessId')),
        eq(slots.serviceId, sql.placeholder('serviceId')),
        gte(slots.startTime, sql`${sql.placeholder('start')}::timestamptz`),
        eq(slots.isBreakTime, false),
        isOpenStatus,
      ),
    )
    .orderBy(asc(slots.startTime))
    .limit(1)
    .prepare('public_next_mini_slot'),
);

/** The first open slot of the service from `start` (an ISO instant) on, with its date. */
export async function findNextOpenMiniSlot(
  executor: Executor,
  input: { businessId: string; serviceId: string; start: string },
): Promise<{ startTime: Date; date: string } | null> {
  const [next] = await nextMiniSlotQuery(executor).execute(input);
  return next ?? null;
}

const nextHoldEndQuery = preparedFor((executor) =>
  executor
    .select({ lockoutEnd: sql<Date | string | null>`min(${slots.lockoutEnd})` })
    .from(slots)
    .where(
      and(
        eq(slots.businessId, sql.placeholder('businessId')),
        eq(slots.serviceId, sql.placeholder('serviceId')),
        gte(slots.startTime, sql`${sql.placeholder('start')}::timestamptz`),
        eq(slots.status, 'BOOKING'),
        gt(slots.lockoutEnd, sql`${sql.placeholder('now')}::timestamptz`),
        eq(slots.isBreakTime, false),
      ),
    )
    .prepare('public_next_hold_end'),
);

/**
 * The earliest end of a live hold (at `now`) on the service's slots from `start` on: when it
 * ends, the slot opens again.
 */
export async function findNextHoldEnd(
  executor: Executor,
  input: { businessId: string; serviceId: string; start: string; now: string },
): Promise<Date | string | null> {
  const [row] = await nextHoldEndQuery(executor).execute(input);
  return row?.lockoutEnd ?? null;
}
