import { describe, expect, it } from 'vitest';
import {
  formatClientTime,
  formatCountdown,
  formatTime,
  readsDifferently,
  twelveHour,
} from './format.ts';

describe('times on the booking pages', () => {
  // 2026-06-05 19:00 UTC is 3:00 PM in New York (EDT) and 9:00 PM in Berlin (CEST).
  const instant = '2026-06-05T19:00:00.000Z';

  it('shows a time in the business time zone as h:mm A', () => {
    expect(formatTime(instant, 'America/New_York')).toBe('3:00 PM');
    expect(twelveHour('00:05')).toBe('12:05 AM');
    expect(twelveHour('12:30')).toBe('12:30 PM');
  });

  it("shows the client's own time only when their clock reads differently", () => {
    expect(readsDifferently(instant, 'America/New_York', 'Europe/Berlin')).toBe(true);
    expect(formatClientTime(instant, 'America/New_York', 'Europe/Berlin')).toBe('9:00 PM');
    expect(readsDifferently(instant, 'America/New_York', 'America/New_York')).toBe(false);
    // Another name for the same clock is not a different time.
    expect(readsDifferently(instant, 'America/New_York', 'America/Detroit')).toBe(false);
  });

  it("names the client's day when it is another day there", () => {
    // 11:00 PM in New York is already Saturday 5:00 AM in Berlin.
    expect(formatClientTime('2026-06-06T03:00:00.000Z', 'America/New_York', 'Europe/Berlin')).toBe(
      'Sat 5:00 AM',
    );
  });

  it('keeps the wall time right across a daylight-saving change', () => {
    // New York springs forward on 2026-03-08: 9:00 AM local is 13:00 UTC after the change.
    expect(formatTime('2026-03-08T13:00:00.000Z', 'America/New_York')).toBe('9:00 AM');
    expect(formatTime('2026-03-07T14:00:00.000Z', 'America/New_York')).toBe('9:00 AM');
  });

  it('counts down as m:ss and never below zero', () => {
    expect(formatCountdown(15 * 60_000)).toBe('15:00');
    expect(formatCountdown(899_001)).toBe('15:00');
    expect(formatCountdown(899_000)).toBe('14:59');
    expect(formatCountdown(-5)).toBe('0:00');
  });
});
