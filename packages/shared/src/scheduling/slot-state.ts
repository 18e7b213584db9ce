// What a slot's status means at a given moment: a hold lasts only while lockoutEnd is in
// the future; an expired hold is an available slot.
import type { slotStatuses } from '../enums.ts';

export type TSlotStatus = (typeof slotStatuses)[number];

export type SlotStateInput = { status: TSlotStatus; lockoutEnd: string | Date | null };

function time(value: string | Date): number {
  return value instanceof Date ? value.getTime() : Date.parse(value);
}

/** BOOKING with lockoutEnd still in the future: a client is in the middle of booking it. */
export function isHeld(slot: SlotStateInput, now: Date = new Date()): boolean {
  return (
    slot.status === 'BOOKING' && slot.lockoutEnd !== null && time(slot.lockoutEnd) > now.getTime()
  );
}

/** The status as people should see it: an expired hold reads AVAILABLE. */
export function effectiveStatus(slot: SlotStateInput, now: Date = new Date()): TSlotStatus {
  if (slot.status === 'BOOKING' && !isHeld(slot, now)) return 'AVAILABLE';
  return slot.status;
}

/**
 * A client's booking sits on the slot (BOOKED, SHOOTED) or is being made (held): edits that would
 * remove, move or shorten it are refused, and it is never flagged as conflicting.
 */
export function isProtected(slot: SlotStateInput, now: Date = new Date()): boolean {
  return slot.status === 'BOOKED' || slot.status === 'SHOOTED' || isHeld(slot, now);
}
