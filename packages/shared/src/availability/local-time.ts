// Local wall-clock dates and times of the business time zone, and their conversion to instants.
import dayjs from 'dayjs';
import utc from 'dayjs/plugin/utc.js';
import timezone from 'dayjs/plugin/timezone.js';
import { z } from 'zod';
import { messages } from '../messages.ts';
import { calendarDate } from '../validation.ts';

dayjs.extend(utc);
dayjs.extend(timezone);

const TIME = /^([01]\d|2[0-3]):[0-5]\d:[0-5]\d$/;
const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** 'YYYY-MM-DD' naming a real calendar day (no 2025-02-30). */
export function isCalendarDate(value: string): boolean {
  const match = DATE.exec(value);
  if (!match) return false;
  const [, year, month, day] = match.map(Number) as [number, number, number, number];
  const date = new Date(Date.UTC(year, month - 1, day));
  return (
    date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day
  );
}

export const ZLocalDateInput = calendarDate(messages.dateFormat);
export const ZTimeInput = z.string({ error: messages.required }).regex(TIME, messages.timeFormat);

/** Seconds since midnight of 'HH:mm:ss'. */
export function secondsOfDay(time: string): number {
  const [hours = 0, minutes = 0, seconds = 0] = time.split(':').map(Number);
  return hours * 3600 + minutes * 60 + seconds;
}

/**
 * The instant (epoch ms) of a wall-clock time on a local date in an IANA zone. A time skipped by
 * a spring-forward change moves forward by the gap; a time repeated by a fall-back change is
 * taken at its later occurrence (dayjs's rule), which keeps windows at least as long as written.
 */
export function localInstant(date: string, time: string, timeZone: string): number {
  return dayjs.tz(`${date}T${time}`, timeZone).valueOf();
}

/** The local date 'YYYY-MM-DD' of an instant in a zone. */
export function localDateOf(instant: number | string, timeZone: string): string {
  return dayjs(instant).tz(timeZone).format('YYYY-MM-DD');
}

/** Day of the week of a local date: 0 Sunday ... 6 Saturday (independent of any zone). */
export function weekdayOf(date: string): number {
  return new Date(`${date}T00:00:00Z`).getUTCDay();
}

/** The local date `days` after `date` (calendar arithmetic, no zone involved). */
export function addDays(date: string, days: number): string {
  const at = new Date(`${date}T00:00:00Z`);
  at.setUTCDate(at.getUTCDate() + days);
  return at.toISOString().slice(0, 10);
}

/** Whole days from `from` to `to` (negative when `to` is earlier). */
export function daysBetween(from: string, to: string): number {
  return Math.round(
    (Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / (24 * 3600 * 1000),
  );
}
