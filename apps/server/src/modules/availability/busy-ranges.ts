// The times the photographer is already taken, across every service of the business. Bookable
// times leave these out (with the service's buffer around them).
import { and, eq, gt, inArray, lt, or } from 'drizzle-orm';
import type { BusyRange } from '@studio/shared/availability/bookable-times';
import type { Executor } from '../../db/client.ts';
import { slots } from '../scheduling/schema.ts';

type BusyQuery = { businessId: string; start: Date; end: Date; now: Date };

/**
 * Busy ranges meeting [start, end). Today: slots that are BOOKED or SHOOTED, or held (BOOKING)
 * while their lockout has not ended. Full-session bookings (orders, a later issue) add their
 * source here, and nothing else needs to change.
 */
export async function listBusyRanges(executor: Executor, query: BusyQuery): Promise<BusyRange[]> {
  const sources = await Promise.all([bookedSlots(executor, query)]);
  return sources.flat();
}

/**
 * Reads the scheduling module's slots table directly: one narrow, read-only query, kept here so
 * the availability rules have a single place that knows what "busy" means.
 */
async function bookedSlots(executor: Executor, query: BusyQuery): Promise<BusyRange[]> {
  const rows = await executor
    .select({ start: slots.startTime, end: slots.endTime })
    .from(slots)
    .where(
      and(
        eq(slots.businessId, query.businessId),
        lt(slots.startTime, query.end),
        gt(slots.endTime, query.start),
        or(
          inArray(slots.status, ['BOOKED', 'SHOOTED']),
          and(eq(slots.status, 'BOOKING'), gt(slots.lockoutEnd, query.now)),
        ),
      ),
    );
  return rows.map((row) => ({ start: row.start.toISOString(), end: row.end.toISOString() }));
}
