// Dates and times of the booking pages: always in the business time zone ('h:mm A',
// 'MMM D, YYYY'), with the client's own zone beside them when it reads differently.
import { instantToWall, weekdayOf } from '@studio/shared/scheduling/zoned-time';

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const LONG_MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];
const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];

/** The zone this device runs in (the client's own). */
export function deviceTimeZone(): string {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
  } catch {
    return 'UTC';
  }
}

/** 'HH:mm' -> 'h:mm A'. */
export function twelveHour(time: string): string {
  const [hours = 0, minutes = 0] = time.split(':').map(Number);
  const suffix = hours < 12 ? 'AM' : 'PM';
  const hour = hours % 12 === 0 ? 12 : hours % 12;
  return `${hour}:${String(minutes).padStart(2, '0')} ${suffix}`;
}

/** The instant's wall time in the zone, 'h:mm A'. */
export function formatTime(instant: string, timeZone: string): string {
  return twelveHour(instantToWall(instant, timeZone).time);
}

function dateParts(localDate: string): { year: number; month: number; day: number } {
  const [year = 1970, month = 1, day = 1] = localDate.split('-').map(Number);
  return { year, month, day };
}

/** 'YYYY-MM-DD' -> 'MMM D, YYYY'. */
export function formatLocalDate(localDate: string): string {
  const { year, month, day } = dateParts(localDate);
  return `${MONTHS[month - 1]} ${day}, ${year}`;
}

/** 'YYYY-MM-DD' -> 'Friday, June 5'. */
export function formatDayHeading(localDate: string): string {
  const { month, day } = dateParts(localDate);
  return `${WEEKDAYS[weekdayOf(localDate)]}, ${LONG_MONTHS[month - 1]} ${day}`;
}

/** 'YYYY-MM' -> 'June 2026'. */
export function formatMonth(month: string): string {
  const { year, month: m } = dateParts(`${month}-01`);
  return `${LONG_MONTHS[m - 1]} ${year}`;
}

/** The instant's date in the zone, 'MMM D, YYYY'. */
export function formatDate(instant: string, timeZone: string): string {
  return formatLocalDate(instantToWall(instant, timeZone).date);
}

/** 'Fri, Jun 5, 2026 at 3:00 PM' in the zone. */
export function formatDateTime(instant: string, timeZone: string): string {
  const wall = instantToWall(instant, timeZone);
  const weekday = WEEKDAYS[weekdayOf(wall.date)]?.slice(0, 3);
  return `${weekday}, ${formatLocalDate(wall.date)} at ${twelveHour(wall.time)}`;
}

/** 'Sat, Nov 21 · 3:00 PM' in the zone (the hold bar: one line on a phone). */
export function formatShortDateTime(instant: string, timeZone: string): string {
  const wall = instantToWall(instant, timeZone);
  const { month, day } = dateParts(wall.date);
  const weekday = WEEKDAYS[weekdayOf(wall.date)]?.slice(0, 3);
  return `${weekday}, ${MONTHS[month - 1]} ${day} · ${twelveHour(wall.time)}`;
}

/** 'America/New_York' -> 'New York'. */
export function zoneCity(timeZone: string): string {
  return (timeZone.split('/').pop() ?? timeZone).replace(/_/g, ' ');
}

/** Whether the client's clock shows this instant differently from the business's. */
export function readsDifferently(instant: string, businessZone: string, clientZone: string) {
  if (businessZone === clientZone) return false;
  const business = instantToWall(instant, businessZone);
  const client = instantToWall(instant, clientZone);
  return business.date !== client.date || business.time !== client.time;
}

/** The client's view of an instant: '9:00 PM' or 'Sat 1:00 AM' when the day differs too. */
export function formatClientTime(instant: string, businessZone: string, clientZone: string) {
  const business = instantToWall(instant, businessZone);
  const client = instantToWall(instant, clientZone);
  const time = twelveHour(client.time);
  if (client.date === business.date) return time;
  return `${WEEKDAYS[weekdayOf(client.date)]?.slice(0, 3)} ${time}`;
}

/** Milliseconds -> 'm:ss'. */
export function formatCountdown(ms: number): string {
  const seconds = Math.max(0, Math.ceil(ms / 1000));
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
}
