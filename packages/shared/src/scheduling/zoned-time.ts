// The date and time helpers server and web share: minutes on instants, calendar arithmetic on
// local dates ('YYYY-MM-DD'), and wall-clock times in an IANA time zone <-> UTC instants, with Intl
// only. dayjs.tz leaves the parsing of a local time near a daylight-saving change undefined; slots
// need a rule we state.
export const MINUTE_MS = 60_000;
export const DAY_MS = 24 * 60 * MINUTE_MS;
const DATE_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;
const TIME_PATTERN = /^([01]\d|2[0-3]):([0-5]\d)$/;
/** 'HH:mm' on a 24-hour clock. */
export const LOCAL_TIME_PATTERN = TIME_PATTERN;

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatter(timeZone: string): Intl.DateTimeFormat {
  let cached = formatters.get(timeZone);
  if (!cached) {
    cached = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    formatters.set(timeZone, cached);
  }
  return cached;
}

type WallParts = { year: number; month: number; day: number; hour: number; minute: number };

function wallParts(instantMs: number, timeZone: string): WallParts & { second: number } {
  const values: Record<string, number> = {};
  for (const part of formatter(timeZone).formatToParts(new Date(instantMs))) {
    if (part.type !== 'literal') values[part.type] = Number(part.value);
  }
  return {
    year: values.year ?? 1970,
    month: values.month ?? 1,
    day: values.day ?? 1,
    hour: (values.hour ?? 0) % 24,
    minute: values.minute ?? 0,
    second: values.second ?? 0,
  };
}

/** The zone's offset from UTC at the instant, in minutes (New York in winter: -300). */
export function zoneOffsetMinutes(instantMs: number, timeZone: string): number {
  const p = wallParts(instantMs, timeZone);
  const asUtc = Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute, p.second);
  return Math.round((asUtc - Math.floor(instantMs / 1000) * 1000) / MINUTE_MS);
}

/** The instant `minutes` after `instant` (before, when negative). */
export function addMinutes(instant: Date | number, minutes: number): Date {
  return new Date(new Date(instant).getTime() + minutes * MINUTE_MS);
}

/** Whole minutes from `start` to `end`, rounded. */
export function minutesBetween(start: Date, end: Date): number {
  return Math.round((end.getTime() - start.getTime()) / MINUTE_MS);
}

/** The instant 'YYYY-MM-DD' begins in UTC, or undefined when it names no real calendar day. */
function utcMidnightOf(value: string): number | undefined {
  const match = DATE_PATTERN.exec(value);
  if (!match) return undefined;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  const isReal =
    date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
  return isReal ? date.getTime() : undefined;
}

/** 'YYYY-MM-DD' naming a real calendar day (no 2025-02-30). */
export function isLocalDate(value: string): boolean {
  return utcMidnightOf(value) !== undefined;
}

export function isLocalTime(value: string): boolean {
  return TIME_PATTERN.test(value);
}

/** 'HH:mm' -> minutes since midnight. */
export function minutesOfDay(time: string): number {
  const match = TIME_PATTERN.exec(time);
  if (!match) throw new Error(`Not a local time HH:mm: ${time}`);
  return Number(match[1]) * 60 + Number(match[2]);
}

/** Minutes since midnight (0..1439) -> 'HH:mm'. */
export function timeOfDay(minutes: number): string {
  const hours = Math.floor(minutes / 60);
  return `${String(hours).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
}

/** The wall time read as if it were UTC: a number to do calendar arithmetic on. */
function wallAsUtc(date: string, minutes: number): number {
  const midnight = utcMidnightOf(date);
  if (midnight === undefined) throw new Error(`Not a local date YYYY-MM-DD: ${date}`);
  return midnight + minutes * MINUTE_MS;
}

/** 'YYYY-MM-DD' plus whole days. */
export function addDays(date: string, days: number): string {
  return new Date(wallAsUtc(date, 0) + days * DAY_MS).toISOString().slice(0, 10);
}

/** Day of the week of a local date: 0 Sunday ... 6 Saturday (independent of any zone). */
export function weekdayOf(date: string): number {
  return new Date(`${date}T00:00:00Z`).getUTCDay();
}

/** Whole days from `from` to `to` (negative when `to` is earlier). */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);
}

/**
 * Every instant at which the zone's clocks read this wall time, earliest first: one on an
 * ordinary day, none for a time skipped when clocks spring forward, two for a time repeated
 * when they fall back.
 */
export function instantsAt(date: string, time: string, timeZone: string): number[] {
  const wall = wallAsUtc(date, minutesOfDay(time));
  // A day either side sees the offsets before and after any change near this wall time.
  const offsets = new Set(
    [wall - DAY_MS, wall, wall + DAY_MS].map((probe) => zoneOffsetMinutes(probe, timeZone)),
  );
  const found = new Set<number>();
  for (const offset of offsets) {
    const instant = wall - offset * MINUTE_MS;
    if (zoneOffsetMinutes(instant, timeZone) === offset) found.add(instant);
  }
  return [...found].sort((x, y) => x - y);
}

/**
 * The instant a wall time means as a bound of a time window. A repeated time means its first
 * occurrence; a skipped time means the moment the clocks jump past it (the first instant the clock
 * reads a later time), so "from 2:30" on a spring-forward night starts at 3:00 and "until 2:30"
 * ends there.
 */
export function wallTimeToInstant(date: string, time: string, timeZone: string): number {
  const [first] = instantsAt(date, time, timeZone);
  if (first !== undefined) return first;
  const wall = wallAsUtc(date, minutesOfDay(time));
  const before = zoneOffsetMinutes(wall - DAY_MS, timeZone);
  const after = zoneOffsetMinutes(wall + DAY_MS, timeZone);
  // The change lies between reading the wall time with the new offset and with the old one.
  let low = wall - after * MINUTE_MS;
  let high = wall - before * MINUTE_MS;
  while (high - low > MINUTE_MS) {
    const middle = low + Math.floor((high - low) / 2 / MINUTE_MS) * MINUTE_MS;
    if (zoneOffsetMinutes(middle, timeZone) === before) low = middle;
    else high = middle;
  }
  return high;
}

/** The local date and 'HH:mm' time the zone's clocks show at the instant. */
export function instantToWall(
  instant: number | string | Date,
  timeZone: string,
): { date: string; time: string } {
  const ms = typeof instant === 'number' ? instant : new Date(instant).getTime();
  const p = wallParts(ms, timeZone);
  const date = `${String(p.year).padStart(4, '0')}-${String(p.month).padStart(2, '0')}-${String(p.day).padStart(2, '0')}`;
  return { date, time: timeOfDay(p.hour * 60 + p.minute) };
}

/** Today's local date in the zone. */
export function todayIn(timeZone: string, now: number = Date.now()): string {
  return instantToWall(now, timeZone).date;
}

/** The local date and the instant it began, per time zone: most calls fall on the same day. */
const dayStarts = new Map<string, { date: string; start: number }>();

/** The start of today in the zone, as an instant. */
export function startOfTodayIn(timeZone: string, now: number = Date.now()): Date {
  const date = todayIn(timeZone, now);
  let known = dayStarts.get(timeZone);
  if (known?.date !== date) {
    known = { date, start: wallTimeToInstant(date, '00:00', timeZone) };
    dayStarts.set(timeZone, known);
  }
  return new Date(known.start);
}
