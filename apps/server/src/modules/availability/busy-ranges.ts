// The times the photographer is already taken, across every service of the business. Bookable
// times leave these out (with the service's buffer around them).
import type { BusyRange } from '@studio/shared/availability/bookable-times';
import type { Executor } from '../../db/client.ts';
import { listTakenSlotTimes } from '../scheduling/slot-reads.ts';

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

/** The scheduling module's slots that take the photographer's time. */
async function bookedSlots(executor: Executor, query: BusyQuery): Promise<BusyRange[]> {
  const rows = await listTakenSlotTimes(executor, query);
  return rows.map((row) => ({ start: row.start.toISOString(), end: row.end.toISOString() }));
}
