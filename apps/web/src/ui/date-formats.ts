// How the owner screens write dates and times: one format per use. An instant (ISO) is shown in
// the business time zone; a local date ('YYYY-MM-DD') or wall time ('HH:mm') already is in it.
import { dayjs } from './dayjs.ts';

/** A calendar day, 'Jun 10, 2030'; also what every date picker shows. */
export const DATE_FORMAT = 'MMM D, YYYY';
/** A wall-clock time, '3:30 PM'; also what every time picker shows. */
export const TIME_FORMAT = 'h:mm A';

/** A local date 'YYYY-MM-DD' as 'Jun 10, 2030'. */
export function formatLocalDate(date: string): string {
  return dayjs(date).format(DATE_FORMAT);
}

/** A local date as its weekday, 'Monday'. */
export function formatWeekday(date: string): string {
  return dayjs(date).format('dddd');
}

/** A local date with its weekday, 'Mon, Jun 10, 2030'. */
export function formatWeekdayDate(date: string): string {
  return dayjs(date).format(`ddd, ${DATE_FORMAT}`);
}

/** A local date of the week on show, year left out: 'Mon, Jun 10'. */
export function formatWeekdayDay(date: string): string {
  return dayjs(date).format('ddd, MMM D');
}

/** Two local dates as one span, the year once: 'Jun 1 – Jun 7, 2030'. */
export function formatDateRange(from: string, to: string): string {
  return `${dayjs(from).format('MMM D')} – ${dayjs(to).format(DATE_FORMAT)}`;
}

/** A month 'YYYY-MM' as a heading, 'June 2030'. */
export function formatMonth(month: string): string {
  return dayjs(`${month}-01`).format('MMMM YYYY');
}

/** A wall time 'HH:mm' or 'HH:mm:ss' as '9:00 AM'. */
export function formatWallTime(time: string): string {
  return dayjs(`2000-01-01T${time}`).format(TIME_FORMAT);
}

/** An instant's day in the zone (this device's zone when none is known yet). */
export function formatDate(iso: string, timeZone: string | undefined): string {
  const value = timeZone ? dayjs(iso).tz(timeZone) : dayjs(iso);
  return value.format(DATE_FORMAT);
}

/** An instant's wall-clock time in the zone. */
export function formatTime(iso: string, timeZone: string): string {
  return dayjs(iso).tz(timeZone).format(TIME_FORMAT);
}

/** Two instants as '10:00 AM – 11:30 AM' in the zone. */
export function formatTimeRange(start: string, end: string, timeZone: string): string {
  return `${formatTime(start, timeZone)} – ${formatTime(end, timeZone)}`;
}

/** An instant as 'Jun 10, 2030 at 3:30 PM', for hover texts and activity logs. */
export function formatDateTime(iso: string, timeZone: string): string {
  return dayjs(iso).tz(timeZone).format(`${DATE_FORMAT} [at] ${TIME_FORMAT}`);
}
