// Slot overlap ("slots conflict when their time ranges overlap, except booked ones").
//
// Our reading, precisely:
// - Two ranges overlap when each starts before the other ends; slots that only touch
//   (one ends at 10:00, the next starts at 10:00) do not.
// - A slot a client occupies (BOOKED, SHOOTED, or held while lockoutEnd is in the future) is never
//   flagged: the booking is a fact the photographer cannot fix by editing the slot.
// - Every other slot (available, break time, expired hold) that overlaps ANY other slot is
//   flagged, including one that overlaps an occupied slot: that is the slot to move or remove.
// - The check is business-wide: slots of other services count (the photographer is one person).
import { isProtected, type SlotStateInput } from './slot-state.ts';

export type TimeRange = { startTime: string | Date; endTime: string | Date };
export type ConflictCandidate = TimeRange & SlotStateInput & { id: string };

function ms(value: string | Date): number {
  return value instanceof Date ? value.getTime() : Date.parse(value);
}

export function rangesOverlap(a: TimeRange, b: TimeRange): boolean {
  return ms(a.startTime) < ms(b.endTime) && ms(b.startTime) < ms(a.endTime);
}

/** The ids of the slots to flag 'Conflict with another time slot'. */
export function findConflicts(
  slots: readonly ConflictCandidate[],
  now: Date = new Date(),
): Set<string> {
  const sorted = slots
    .map((slot) => ({
      slot,
      start: ms(slot.startTime),
      end: ms(slot.endTime),
      isFlaggable: !isProtected(slot, now),
    }))
    .sort((x, y) => x.start - y.start);
  const flagged = new Set<string>();
  // Every overlapping pair is met from the one that starts first: scan forward while the later
  // slots start before it ends. O(n log n + overlapping pairs).
  for (let i = 0; i < sorted.length; i += 1) {
    const current = sorted[i];
    if (!current) continue;
    for (let j = i + 1; j < sorted.length; j += 1) {
      const other = sorted[j];
      if (!other || other.start >= current.end) break;
      if (other.slot.id === current.slot.id || other.end <= current.start) continue;
      if (current.isFlaggable) flagged.add(current.slot.id);
      if (other.isFlaggable) flagged.add(other.slot.id);
    }
  }
  return flagged;
}

/** The ranges among `others` that overlap `range` (touching ends do not), in their order. */
export function conflictsWith<T extends TimeRange>(range: TimeRange, others: readonly T[]): T[] {
  return others.filter((other) => rangesOverlap(range, other));
}
