// What makes a mini session slot free for a client, written once for the public times (read) and
// the hold (conditional update), so the page never offers a time the hold would refuse. The same
// rule as the shoot form's (order-slots.ts isChoosableFor): AVAILABLE or an expired hold, not
// a break, and overlapping no other slot of the business that takes the photographer's time.
import { sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { serviceColumns } from '../services/service-columns.ts';
import { slots } from './schema.ts';

const other = alias(slots, 'other_slot');
const otherService = serviceColumns('other_service');

/**
 * Slots are at most 12 hours long, so an overlapping slot starts less than
 * 12 hours earlier: the bound lets the index on (business, start) read only that neighbourhood.
 */
export const OVERLAP_LOOKBACK = sql`interval '12 hours'`;

/** Another slot of the business overlaps this one and takes the time. */
export const overlapsAnotherSlot: SQL = sql`exists (
  select 1 from ${sql.raw('"slots" as "other_slot"')}
  inner join ${otherService} on ${otherService.id} = ${other.serviceId}
  where ${other.businessId} = ${slots.businessId}
    and ${other.id} <> ${slots.id}
    and ${other.startTime} < ${slots.endTime}
    and ${other.endTime} > ${slots.startTime}
    and ${other.startTime} > ${slots.startTime} - ${OVERLAP_LOOKBACK}
    and (${otherService.deletedAt} is null or ${other.status} in ('BOOKED', 'SHOOTED'))
)`;

/** AVAILABLE, or a hold whose lockout has ended (an expired hold is available). */
export const isOpenStatus: SQL = sql`(${slots.status} = 'AVAILABLE'
  or (${slots.status} = 'BOOKING' and (${slots.lockoutEnd} is null or ${slots.lockoutEnd} <= now())))`;

/** Free for a client now: open, not a break, in the future, and no overlap. */
export const isFreeForClient: SQL = sql`(${isOpenStatus}
  and ${slots.isBreakTime} = false
  and ${slots.startTime} > now()
  and not ${overlapsAnotherSlot})`;
