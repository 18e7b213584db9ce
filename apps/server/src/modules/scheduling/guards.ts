// The one SQL reading of "a client occupies this slot", used inside conditional UPDATE/DELETE
// statements so the check and the change are one atomic step (ARCHITECTURE "Concurrency").
import { sql, type SQL } from 'drizzle-orm';
import { slots } from './schema.ts';

/**
 * BOOKED, SHOOTED, or BOOKING while lockout_end is in the future. An expired hold is an available
 * slot. The same rule as isProtected() in @studio/shared/scheduling/slot-state.
 */
export function isProtectedSlot(): SQL {
  return sql`(${slots.status} in ('BOOKED', 'SHOOTED') or (${slots.status} = 'BOOKING' and ${slots.lockoutEnd} > now()))`;
}

export function isNotProtectedSlot(): SQL {
  return sql`not ${isProtectedSlot()}`;
}
