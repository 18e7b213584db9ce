import { describe, expect, it } from 'vitest';
import {
  addDays,
  instantToWall,
  instantsAt,
  isLocalDate,
  isLocalTime,
  wallTimeToInstant,
  zoneOffsetMinutes,
} from './zoned-time.ts';

const iso = (ms: number) => new Date(ms).toISOString();
const NY = 'America/New_York';
const BERLIN = 'Europe/Berlin';

describe('zoned time', () => {
  it('reads offsets of summer and winter', () => {
    expect(zoneOffsetMinutes(Date.parse('2026-01-15T12:00:00Z'), NY)).toBe(-300);
    expect(zoneOffsetMinutes(Date.parse('2026-07-15T12:00:00Z'), NY)).toBe(-240);
    expect(zoneOffsetMinutes(Date.parse('2026-07-15T12:00:00Z'), BERLIN)).toBe(120);
    expect(zoneOffsetMinutes(Date.parse('2026-07-15T12:00:00Z'), 'Asia/Kolkata')).toBe(330);
    expect(zoneOffsetMinutes(Date.parse('2026-07-15T12:00:00Z'), 'UTC')).toBe(0);
  });

  it('finds one instant on an ordinary day', () => {
    expect(instantsAt('2026-07-01', '09:00', NY).map(iso)).toEqual(['2026-07-01T13:00:00.000Z']);
    expect(instantsAt('2026-01-15', '09:00', NY).map(iso)).toEqual(['2026-01-15T14:00:00.000Z']);
    expect(instantsAt('2026-07-01', '09:00', 'UTC').map(iso)).toEqual(['2026-07-01T09:00:00.000Z']);
  });

  it('finds no instant for a time skipped when clocks spring forward (New York, 2026-03-08)', () => {
    expect(instantsAt('2026-03-08', '02:00', NY)).toEqual([]);
    expect(instantsAt('2026-03-08', '02:59', NY)).toEqual([]);
    expect(instantsAt('2026-03-08', '01:59', NY).map(iso)).toEqual(['2026-03-08T06:59:00.000Z']);
    expect(instantsAt('2026-03-08', '03:00', NY).map(iso)).toEqual(['2026-03-08T07:00:00.000Z']);
    // The day's working hours are already summer time.
    expect(instantsAt('2026-03-08', '09:00', NY).map(iso)).toEqual(['2026-03-08T13:00:00.000Z']);
  });

  it('finds two instants for a time repeated when clocks fall back (New York, 2026-11-01)', () => {
    expect(instantsAt('2026-11-01', '01:30', NY).map(iso)).toEqual([
      '2026-11-01T05:30:00.000Z',
      '2026-11-01T06:30:00.000Z',
    ]);
    expect(instantsAt('2026-11-01', '00:59', NY).map(iso)).toEqual(['2026-11-01T04:59:00.000Z']);
    expect(instantsAt('2026-11-01', '02:00', NY).map(iso)).toEqual(['2026-11-01T07:00:00.000Z']);
    expect(instantsAt('2026-11-01', '09:00', NY).map(iso)).toEqual(['2026-11-01T14:00:00.000Z']);
  });

  it('handles Berlin, whose clocks change at 2:00 and 3:00 local (2026-03-29, 2026-10-25)', () => {
    expect(instantsAt('2026-03-29', '02:30', BERLIN)).toEqual([]);
    expect(instantsAt('2026-03-29', '03:00', BERLIN).map(iso)).toEqual([
      '2026-03-29T01:00:00.000Z',
    ]);
    expect(instantsAt('2026-10-25', '02:30', BERLIN).map(iso)).toEqual([
      '2026-10-25T00:30:00.000Z',
      '2026-10-25T01:30:00.000Z',
    ]);
  });

  it('handles a half-hour change (Lord Howe Island, 2026-10-04)', () => {
    expect(instantsAt('2026-10-04', '02:15', 'Australia/Lord_Howe')).toEqual([]);
    expect(instantsAt('2026-10-04', '02:30', 'Australia/Lord_Howe')).toHaveLength(1);
  });

  it('reads window bounds: first occurrence of a repeated time, the jump for a skipped one', () => {
    expect(iso(wallTimeToInstant('2026-11-01', '01:30', NY))).toBe('2026-11-01T05:30:00.000Z');
    expect(iso(wallTimeToInstant('2026-03-08', '02:30', NY))).toBe('2026-03-08T07:00:00.000Z');
    expect(iso(wallTimeToInstant('2026-03-29', '02:10', BERLIN))).toBe('2026-03-29T01:00:00.000Z');
    expect(iso(wallTimeToInstant('2026-10-04', '02:10', 'Australia/Lord_Howe'))).toBe(
      '2026-10-03T15:30:00.000Z',
    );
  });

  it('shows an instant on the zone’s wall clock', () => {
    expect(instantToWall('2026-11-01T06:30:00Z', NY)).toEqual({
      date: '2026-11-01',
      time: '01:30',
    });
    expect(instantToWall('2026-11-01T03:30:00Z', NY)).toEqual({
      date: '2026-10-31',
      time: '23:30',
    });
    expect(instantToWall(Date.parse('2026-03-29T01:00:00Z'), BERLIN)).toEqual({
      date: '2026-03-29',
      time: '03:00',
    });
  });

  it('checks local dates and times', () => {
    expect(isLocalDate('2026-02-28')).toBe(true);
    expect(isLocalDate('2026-02-29')).toBe(false);
    expect(isLocalDate('2028-02-29')).toBe(true);
    expect(isLocalDate('2026-2-1')).toBe(false);
    expect(isLocalTime('23:59')).toBe(true);
    expect(isLocalTime('24:00')).toBe(false);
    expect(isLocalTime('9:00')).toBe(false);
  });

  it('adds days across months and years', () => {
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
  });
});
