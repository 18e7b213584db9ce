import { describe, expect, it } from 'vitest';
import {
  formatDate,
  formatDateRange,
  formatDateTime,
  formatLocalDate,
  formatMonth,
  formatTime,
  formatTimeRange,
  formatWallTime,
  formatWeekday,
  formatWeekdayDate,
  formatWeekdayDay,
} from './date-formats.ts';

describe('date formats', () => {
  it('writes local dates, months and wall times as they are', () => {
    expect(formatLocalDate('2030-06-10')).toBe('Jun 10, 2030');
    expect(formatWeekday('2030-06-10')).toBe('Monday');
    expect(formatWeekdayDate('2030-06-10')).toBe('Mon, Jun 10, 2030');
    expect(formatWeekdayDay('2030-06-10')).toBe('Mon, Jun 10');
    expect(formatDateRange('2030-06-10', '2030-06-16')).toBe('Jun 10 – Jun 16, 2030');
    expect(formatMonth('2030-06')).toBe('June 2030');
    expect(formatWallTime('09:00:00')).toBe('9:00 AM');
    expect(formatWallTime('17:30')).toBe('5:30 PM');
  });

  it('writes an instant in the given zone', () => {
    const iso = '2030-06-11T02:30:00.000Z';
    expect(formatDate(iso, 'America/New_York')).toBe('Jun 10, 2030');
    expect(formatTime(iso, 'America/New_York')).toBe('10:30 PM');
    expect(formatDateTime(iso, 'America/New_York')).toBe('Jun 10, 2030 at 10:30 PM');
    expect(formatTimeRange(iso, '2030-06-11T03:00:00.000Z', 'UTC')).toBe('2:30 AM – 3:00 AM');
  });
});
