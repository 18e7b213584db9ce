// Mini session slot generation: a day's window cut into slots at the wall-clock times the
// photographer chose, in the business time zone.
//
// The rule, on every day including daylight-saving changes:
// - Slot k is meant to start at the wall-clock time startTime + k * (duration + buffer).
// - Every slot lasts exactly `duration` real minutes; the next one starts at least `buffer`
//   minutes after it ends; the last one ends no later than endTime.
// - A wall-clock time that does not exist that day (the hour skipped when clocks spring forward)
//   gets no slot: nobody can meet at 2:30 on that night. A time that exists twice (the hour
//   repeated when clocks fall back) gets one slot, at its first occurrence; the repeated hour is
//   not filled a second time.
// - A slot that would start before the previous one ends plus the buffer is left out. That only
//   happens right after a slot that runs across the skipped hour (its real minutes end later on
//   the wall clock than its label suggests).
// - A window bound that does not exist means the moment the clocks jump past it; one that exists
//   twice means its first occurrence (see wallTimeToInstant).
import { instantsAt, MINUTE_MS, minutesOfDay, timeOfDay, wallTimeToInstant } from './zoned-time.ts';

export type GenerateSlotsInput = {
  /** Local date 'YYYY-MM-DD' in the business time zone. */
  date: string;
  /** Local wall-clock times 'HH:mm'; the window is empty unless endTime is after startTime. */
  startTime: string;
  endTime: string;
  /** Minutes, from the duration list. */
  duration: number;
  /** Minutes between slots, from the buffer list (0 allowed). */
  buffer: number;
  /** IANA zone of the business. */
  timeZone: string;
};

/** A generated slot as ISO instants in UTC. */
export type GeneratedSlot = { startTime: string; endTime: string };

export function generateSlots(input: GenerateSlotsInput): GeneratedSlot[] {
  const { date, duration, buffer, timeZone } = input;
  const first = minutesOfDay(input.startTime);
  const last = minutesOfDay(input.endTime);
  if (!Number.isInteger(duration) || duration <= 0) return [];
  if (!Number.isInteger(buffer) || buffer < 0 || last <= first) return [];

  const windowEnd = wallTimeToInstant(date, input.endTime, timeZone);
  const step = duration + buffer;
  const slots: GeneratedSlot[] = [];
  let earliestNext = Number.NEGATIVE_INFINITY;

  for (let wall = first; wall < last; wall += step) {
    const [start] = instantsAt(date, timeOfDay(wall), timeZone);
    if (start === undefined || start < earliestNext) continue;
    const end = start + duration * MINUTE_MS;
    // Starts only grow with the wall clock under this rule, so no later slot can fit either.
    if (end > windowEnd) break;
    slots.push({ startTime: new Date(start).toISOString(), endTime: new Date(end).toISOString() });
    earliestNext = end + buffer * MINUTE_MS;
  }
  return slots;
}

/** '20 min', '1 h', '1 h 15 min': how the duration and buffer lists read. */
export function durationLabel(minutes: number): string {
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  if (hours === 0) return `${rest} min`;
  return rest === 0 ? `${hours} h` : `${hours} h ${rest} min`;
}
