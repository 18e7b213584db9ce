// The times the photographer is already taken, across every service of the business. Bookable
// times leave these out (with the service's buffer around them).
import type { BusyRange } from '@studio/shared/availability/bookable-times';
import type { Executor } from '../../db/client.ts';
import { listTakenSlotTimes } from '../scheduling/slot-reads.ts';
import { googleBusyRanges } from '../google-calendar/busy.ts';

type BusyQuery = { businessId: string; start: Date; end: Date; now: Date };

/**
 * Busy ranges meeting [start, end): slots that are BOOKED or SHOOTED, or held (BOOKING) while
 * their lockout has not ended, and the busy times of the chosen Google calendars (as last read:
 * the caller refreshes them first when it may wait for Google; see google-calendar/busy.ts).
 * One after the other: the executor may be a transaction.
 */
export async function listBusyRanges(executor: Executor, query: BusyQuery): Promise<BusyRange[]> {
  const slots = await bookedSlots(executor, query);
  const google = await googleBusyRanges(executor, query);
  return [...slots, ...google];
}

/** The scheduling module's slots that take the photographer's time. */
async function bookedSlots(executor: Executor, query: BusyQuery): Promise<BusyRange[]> {
  const rows = await listTakenSlotTimes(executor, query);
  return rows.map((row) => ({ start: row.start.toISOString(), end: row.end.toISOString() }));
}
