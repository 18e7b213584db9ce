import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { bufferDurations, durations } from '../enums.ts';
import { durationLabel, generateSlots, type GenerateSlotsInput } from './slot-generation.ts';
import {
  instantToWall,
  minutesOfDay,
  timeOfDay,
  wallTimeToInstant,
  zoneOffsetMinutes,
} from './zoned-time.ts';

const NY = 'America/New_York';
const BERLIN = 'Europe/Berlin';
const MINUTE = 60_000;

function starts(input: GenerateSlotsInput): string[] {
  return generateSlots(input).map((slot) => slot.startTime);
}

function wallStarts(input: GenerateSlotsInput): string[] {
  return generateSlots(input).map((slot) => instantToWall(slot.startTime, input.timeZone).time);
}

describe('generateSlots on ordinary days', () => {
  it('cuts the window into slots separated by the buffer, the last ending by the end time', () => {
    const slots = generateSlots({
      date: '2026-06-10',
      startTime: '09:00',
      endTime: '12:00',
      duration: 20,
      buffer: 10,
      timeZone: 'UTC',
    });
    expect(slots).toHaveLength(6);
    expect(slots[0]).toEqual({
      startTime: '2026-06-10T09:00:00.000Z',
      endTime: '2026-06-10T09:20:00.000Z',
    });
    expect(slots[5]).toEqual({
      startTime: '2026-06-10T11:30:00.000Z',
      endTime: '2026-06-10T11:50:00.000Z',
    });
  });

  it('fills the window exactly when it divides evenly, and makes nothing when it is too short', () => {
    const base = { date: '2026-06-10', startTime: '09:00', buffer: 0, timeZone: 'UTC' };
    expect(generateSlots({ ...base, endTime: '10:00', duration: 60 })).toHaveLength(1);
    expect(generateSlots({ ...base, endTime: '09:59', duration: 60 })).toHaveLength(0);
    expect(generateSlots({ ...base, endTime: '11:00', duration: 20 })).toHaveLength(6);
    expect(generateSlots({ ...base, endTime: '08:00', duration: 20 })).toEqual([]);
    expect(generateSlots({ ...base, endTime: '11:00', duration: 0 })).toEqual([]);
  });

  it('places slots on the business wall clock in summer and winter', () => {
    const base = { startTime: '09:00', endTime: '10:00', duration: 60, buffer: 0, timeZone: NY };
    expect(starts({ ...base, date: '2026-07-01' })).toEqual(['2026-07-01T13:00:00.000Z']);
    expect(starts({ ...base, date: '2026-01-15' })).toEqual(['2026-01-15T14:00:00.000Z']);
    expect(starts({ ...base, date: '2026-07-01', timeZone: BERLIN })).toEqual([
      '2026-07-01T07:00:00.000Z',
    ]);
  });
});

describe('generateSlots across daylight-saving changes', () => {
  it('keeps daytime slots at the chosen wall-clock times on the change days', () => {
    const base = { startTime: '09:00', endTime: '10:00', duration: 30, buffer: 0 };
    expect(starts({ ...base, date: '2026-03-08', timeZone: NY })).toEqual([
      '2026-03-08T13:00:00.000Z',
      '2026-03-08T13:30:00.000Z',
    ]);
    expect(starts({ ...base, date: '2026-11-01', timeZone: NY })).toEqual([
      '2026-11-01T14:00:00.000Z',
      '2026-11-01T14:30:00.000Z',
    ]);
    expect(starts({ ...base, date: '2026-03-29', timeZone: BERLIN })).toEqual([
      '2026-03-29T07:00:00.000Z',
      '2026-03-29T07:30:00.000Z',
    ]);
    expect(starts({ ...base, date: '2026-10-25', timeZone: BERLIN })).toEqual([
      '2026-10-25T08:00:00.000Z',
      '2026-10-25T08:30:00.000Z',
    ]);
  });

  it('makes no slot at wall-clock times skipped when clocks spring forward (New York)', () => {
    const input = {
      date: '2026-03-08',
      startTime: '01:00',
      endTime: '04:00',
      duration: 30,
      buffer: 0,
      timeZone: NY,
    };
    expect(wallStarts(input)).toEqual(['01:00', '01:30', '03:00', '03:30']);
    expect(starts(input)).toEqual([
      '2026-03-08T06:00:00.000Z',
      '2026-03-08T06:30:00.000Z',
      '2026-03-08T07:00:00.000Z',
      '2026-03-08T07:30:00.000Z',
    ]);
  });

  it('uses a repeated wall-clock time once, at its first occurrence (New York)', () => {
    const input = {
      date: '2026-11-01',
      startTime: '00:30',
      endTime: '03:00',
      duration: 30,
      buffer: 0,
      timeZone: NY,
    };
    expect(wallStarts(input)).toEqual(['00:30', '01:00', '01:30', '02:00', '02:30']);
    expect(starts(input)).toEqual([
      '2026-11-01T04:30:00.000Z',
      '2026-11-01T05:00:00.000Z',
      '2026-11-01T05:30:00.000Z',
      '2026-11-01T07:00:00.000Z',
      '2026-11-01T07:30:00.000Z',
    ]);
  });

  it('handles Berlin’s change hours the same way', () => {
    const spring = {
      date: '2026-03-29',
      startTime: '01:00',
      endTime: '04:00',
      duration: 60,
      buffer: 0,
      timeZone: BERLIN,
    };
    expect(wallStarts(spring)).toEqual(['01:00', '03:00']);
    const autumn = { ...spring, date: '2026-10-25', startTime: '01:30', duration: 30 };
    expect(wallStarts(autumn)).toEqual(['01:30', '02:00', '02:30', '03:00', '03:30']);
    expect(starts(autumn)[1]).toBe('2026-10-25T00:00:00.000Z');
    expect(starts(autumn)[3]).toBe('2026-10-25T02:00:00.000Z');
  });

  it('keeps real durations: a slot across the skipped hour lasts its minutes and the next waits', () => {
    const slots = generateSlots({
      date: '2026-03-08',
      startTime: '01:50',
      endTime: '06:00',
      duration: 75,
      buffer: 0,
      timeZone: NY,
    });
    // 1:50 EST + 75 minutes is 4:05 EDT; the 3:05 slot would overlap it and is left out.
    expect(slots.map((slot) => instantToWall(slot.startTime, NY).time)).toEqual(['01:50', '04:20']);
    expect(slots[0]).toEqual({
      startTime: '2026-03-08T06:50:00.000Z',
      endTime: '2026-03-08T08:05:00.000Z',
    });
  });

  it('reads a skipped window bound as the moment the clocks jump past it', () => {
    const base = { date: '2026-03-08', duration: 30, buffer: 0, timeZone: NY };
    expect(wallStarts({ ...base, startTime: '02:30', endTime: '04:00' })).toEqual([
      '03:00',
      '03:30',
    ]);
    expect(wallStarts({ ...base, startTime: '01:00', endTime: '02:30' })).toEqual([
      '01:00',
      '01:30',
    ]);
  });
});

describe('durationLabel', () => {
  it('reads minutes and hours as the lists show them', () => {
    expect(durationLabel(0)).toBe('0 min');
    expect(durationLabel(20)).toBe('20 min');
    expect(durationLabel(60)).toBe('1 h');
    expect(durationLabel(75)).toBe('1 h 15 min');
    expect(durationLabel(210)).toBe('3 h 30 min');
    expect(durationLabel(720)).toBe('12 h');
  });
});

// Property tests: the invariants hold for any window, list duration and buffer, in zones with
// and without daylight saving, on ordinary days and on the change days.
const zones = [
  'UTC',
  NY,
  BERLIN,
  'Australia/Lord_Howe',
  'Asia/Kolkata',
  'America/Santiago',
  'Pacific/Chatham',
];
const changeDays = [
  '2026-03-08',
  '2026-11-01',
  '2026-03-29',
  '2026-10-25',
  '2026-04-05',
  '2026-10-04',
  '2026-09-06',
];

const arbitraryInput = fc
  .record({
    date: fc.oneof(
      fc.constantFrom(...changeDays),
      fc
        .integer({ min: 0, max: 364 })
        .map((day) => new Date(Date.UTC(2026, 0, 1) + day * 86_400_000).toISOString().slice(0, 10)),
    ),
    start: fc.integer({ min: 0, max: 1438 }),
    length: fc.integer({ min: 1, max: 1439 }),
    duration: fc.constantFrom(...durations),
    buffer: fc.constantFrom(...bufferDurations),
    timeZone: fc.constantFrom(...zones),
  })
  .map(({ start, length, ...rest }) => ({
    ...rest,
    startTime: timeOfDay(start),
    endTime: timeOfDay(Math.min(1439, start + length)),
  }));

describe('generateSlots invariants (fast-check)', () => {
  it('slots are ordered, the duration long, apart by at least the buffer and inside the window', () => {
    fc.assert(
      fc.property(arbitraryInput, (input) => {
        const slots = generateSlots(input);
        const windowStart = wallTimeToInstant(input.date, input.startTime, input.timeZone);
        const windowEnd = wallTimeToInstant(input.date, input.endTime, input.timeZone);
        let previousEnd = Number.NEGATIVE_INFINITY;
        for (const slot of slots) {
          const start = Date.parse(slot.startTime);
          const end = Date.parse(slot.endTime);
          expect(end - start).toBe(input.duration * MINUTE);
          expect(start).toBeGreaterThanOrEqual(previousEnd + input.buffer * MINUTE);
          expect(start).toBeGreaterThanOrEqual(windowStart);
          expect(end).toBeLessThanOrEqual(windowEnd);
          previousEnd = end;
        }
      }),
      { numRuns: 400 },
    );
  });

  it('every slot starts at a chosen wall-clock time: start + k × (duration + buffer), on the date', () => {
    fc.assert(
      fc.property(arbitraryInput, (input) => {
        const step = input.duration + input.buffer;
        const first = minutesOfDay(input.startTime);
        for (const slot of generateSlots(input)) {
          const wall = instantToWall(slot.startTime, input.timeZone);
          expect(wall.date).toBe(input.date);
          expect((minutesOfDay(wall.time) - first) % step).toBe(0);
        }
      }),
      { numRuns: 400 },
    );
  });

  it('on a day without a clock change, makes every slot that fits', () => {
    fc.assert(
      fc.property(arbitraryInput, (input) => {
        const dayStart = wallTimeToInstant(input.date, '00:00', input.timeZone);
        const dayEnd = wallTimeToInstant(input.date, '23:59', input.timeZone);
        // A clock change can fall at midnight itself (Santiago springs forward at 00:00), so the
        // day is ordinary only when its midnight exists and the offset holds until 23:59.
        fc.pre(
          instantToWall(dayStart, input.timeZone).time === '00:00' &&
            zoneOffsetMinutes(dayStart, input.timeZone) ===
              zoneOffsetMinutes(dayEnd, input.timeZone),
        );
        const length = minutesOfDay(input.endTime) - minutesOfDay(input.startTime);
        const expected =
          length >= input.duration
            ? Math.floor((length - input.duration) / (input.duration + input.buffer)) + 1
            : 0;
        expect(generateSlots(input)).toHaveLength(expected);
      }),
      { numRuns: 400 },
    );
  });
});
