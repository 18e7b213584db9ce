// When an invoice of a shoot is due.
// Days and months are calendar steps on the business's wall clock (a day before 10:00 is 10:00
// the day before, across a daylight-saving change too); hours are elapsed time.
import type { intervalUnits, paymentMilestones } from '../enums.ts';
import { addDays, instantToWall, wallTimeToInstant } from '../scheduling/zoned-time.ts';

export type PaymentMilestone = (typeof paymentMilestones)[number];
export type IntervalUnit = (typeof intervalUnits)[number];

const HOUR_MS = 3_600_000;

/** 'YYYY-MM-DD' plus whole months; a day the target month lacks becomes its last day (Jan 31 + 1 = Feb 28/29). */
export function addMonths(date: string, months: number): string {
  const [year = 1970, month = 1, day = 1] = date.split('-').map(Number);
  const index = year * 12 + (month - 1) + months;
  const targetYear = Math.floor(index / 12);
  const targetMonth = index - targetYear * 12;
  const lastDay = new Date(Date.UTC(targetYear, targetMonth + 1, 0)).getUTCDate();
  const pad = (value: number, width = 2) => String(value).padStart(width, '0');
  return `${pad(targetYear, 4)}-${pad(targetMonth + 1)}-${pad(Math.min(day, lastDay))}`;
}

/** The instant shifted by a signed number of interval units in the zone. */
export function shiftInstant(
  instant: Date | string | number,
  amount: number,
  unit: IntervalUnit,
  timeZone: string,
): Date {
  const ms = new Date(instant).getTime();
  if (unit === 'HOURS') return new Date(ms + amount * HOUR_MS);
  const wall = instantToWall(ms, timeZone);
  const date = unit === 'DAYS' ? addDays(wall.date, amount) : addMonths(wall.date, amount);
  // Seconds are kept: a wall time carries minutes only.
  return new Date(wallTimeToInstant(date, wall.time, timeZone) + (ms % 60_000));
}

/**
 * DURING_BOOKING: when the shoot was booked; ON_SHOOT_DATE: the shoot's start; BEFORE / AFTER:
 * the start minus / plus the interval. A shoot without a date has no due date except at booking.
 */
export function invoiceDueDate(input: {
  milestone: PaymentMilestone;
  dueInterval: number;
  intervalUnit: IntervalUnit;
  bookedAt: Date | string;
  shootStart: Date | string | null;
  timeZone: string;
}): Date | null {
  if (input.milestone === 'DURING_BOOKING') return new Date(input.bookedAt);
  if (input.shootStart === null) return null;
  const interval = Math.max(1, input.dueInterval);
  switch (input.milestone) {
    case 'ON_SHOOT_DATE':
      return new Date(input.shootStart);
    case 'BEFORE_SHOOT_DATE':
      return shiftInstant(input.shootStart, -interval, input.intervalUnit, input.timeZone);
    case 'AFTER_SHOOT_DATE':
      return shiftInstant(input.shootStart, interval, input.intervalUnit, input.timeZone);
  }
}
