// The times a full session can be booked at: the template's windows in the business time zone,
// minus block-offs, minus busy ranges (with the buffer kept around them), none in the past.
import { addDays, MINUTE_MS, weekdayOf } from '../scheduling/zoned-time.ts';
import type { TAvailabilityTemplate } from './contracts.ts';
import { localInstant } from './local-time.ts';

type Window = { start: string; end: string; weekday?: number; date?: string };
export type BookableTemplate = {
  type: TAvailabilityTemplate['type'];
  windows: readonly Window[];
  blockOffs: readonly { date: string; start: string; end: string }[];
};
/** A time nobody else may have: ISO instants, end exclusive. */
export type BusyRange = { start: string; end: string };

export type BookableTimesInput = {
  template: BookableTemplate;
  /** Local dates, both included. */
  from: string;
  to: string;
  /** IANA zone the windows and block-offs are written in. */
  timeZone: string;
  /** Minutes a booking lasts. */
  duration: number;
  /** Minutes kept free after each offered time and around each busy range. */
  buffer: number;
  busy: readonly BusyRange[];
  now: Date | string | number;
};

type Range = { start: number; end: number };

/**
 * ISO start times, ascending. Within a window, times step by duration + buffer from the window's
 * start in real time, so a booking lasts its real duration even across a daylight-saving change;
 * each day's window is placed by its own wall-clock times, so 09:00 stays 09:00 after the change.
 */
export function computeBookableTimes(input: BookableTimesInput): string[] {
  const durationMs = input.duration * MINUTE_MS;
  const bufferMs = Math.max(0, input.buffer) * MINUTE_MS;
  if (!(durationMs > 0) || input.from > input.to) return [];
  const now = new Date(input.now).getTime();
  const { template, timeZone } = input;

  const blocked = mergeRanges([
    ...input.busy.map((range) => ({
      start: Date.parse(range.start) - bufferMs,
      end: Date.parse(range.end) + bufferMs,
    })),
    ...template.blockOffs.map((blockOff) => ({
      start: localInstant(blockOff.date, blockOff.start, timeZone),
      end: localInstant(blockOff.date, blockOff.end, timeZone),
    })),
  ]);

  const starts = new Set<number>();
  for (let date = input.from; date <= input.to; date = addDays(date, 1)) {
    for (const window of windowsOn(template, date)) {
      const windowStart = localInstant(date, window.start, timeZone);
      const windowEnd = localInstant(date, window.end, timeZone);
      for (
        let start = windowStart;
        start + durationMs <= windowEnd;
        start += durationMs + bufferMs
      ) {
        if (start >= now && !overlaps(blocked, start, start + durationMs)) starts.add(start);
      }
    }
  }
  return [...starts].sort((a, b) => a - b).map((start) => new Date(start).toISOString());
}

/** WEEKDAY templates repeat by the local date's weekday; DATE templates name their dates. */
export function windowsOn(template: BookableTemplate, date: string): Window[] {
  if (template.type === 'WEEKDAY') {
    const weekday = weekdayOf(date);
    return template.windows.filter((window) => window.weekday === weekday);
  }
  return template.windows.filter((window) => window.date === date);
}

/** Sorted, non-overlapping ranges covering the same time as the input. */
function mergeRanges(ranges: Range[]): Range[] {
  const sorted = ranges
    .filter((range) => Number.isFinite(range.start) && range.end > range.start)
    .sort((a, b) => a.start - b.start);
  const merged: Range[] = [];
  for (const range of sorted) {
    const last = merged[merged.length - 1];
    if (last && range.start <= last.end) last.end = Math.max(last.end, range.end);
    else merged.push({ ...range });
  }
  return merged;
}

/** Whether [start, end) meets any merged range: binary search for the first range ending after start. */
function overlaps(ranges: Range[], start: number, end: number): boolean {
  let low = 0;
  let high = ranges.length;
  while (low < high) {
    const middle = (low + high) >> 1;
    if ((ranges[middle]?.end ?? 0) <= start) low = middle + 1;
    else high = middle;
  }
  const candidate = ranges[low];
  return candidate !== undefined && candidate.start < end;
}
