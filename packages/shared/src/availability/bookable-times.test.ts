import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  computeBookableTimes,
  type BookableTemplate,
  type BookableTimesInput,
} from './bookable-times.ts';
import { localInstant } from './local-time.ts';

const BERLIN = 'Europe/Berlin';
const everyDay = (start: string, end: string) =>
  [0, 1, 2, 3, 4, 5, 6].map((weekday) => ({ weekday, start, end }));

function input(overrides: Partial<BookableTimesInput> = {}): BookableTimesInput {
  return {
    template: { type: 'WEEKDAY', windows: everyDay('09:00:00', '12:00:00'), blockOffs: [] },
    from: '2026-06-01',
    to: '2026-06-01',
    timeZone: 'UTC',
    duration: 60,
    buffer: 0,
    busy: [],
    now: '2020-01-01T00:00:00Z',
    ...overrides,
  };
}

describe('computeBookableTimes', () => {
  it('steps through each window by duration plus buffer, keeping the whole booking inside', () => {
    expect(computeBookableTimes(input())).toEqual([
      '2026-06-01T09:00:00.000Z',
      '2026-06-01T10:00:00.000Z',
      '2026-06-01T11:00:00.000Z',
    ]);
    expect(computeBookableTimes(input({ duration: 45, buffer: 15 }))).toEqual([
      '2026-06-01T09:00:00.000Z',
      '2026-06-01T10:00:00.000Z',
      '2026-06-01T11:00:00.000Z',
    ]);
    expect(computeBookableTimes(input({ duration: 50, buffer: 10 }))).toHaveLength(3);
    expect(computeBookableTimes(input({ duration: 90, buffer: 0 }))).toEqual([
      '2026-06-01T09:00:00.000Z',
      '2026-06-01T10:30:00.000Z',
    ]);
    expect(computeBookableTimes(input({ duration: 240 }))).toEqual([]);
  });

  it('uses WEEKDAY windows by the weekday of the local date', () => {
    const template: BookableTemplate = {
      type: 'WEEKDAY',
      windows: [{ weekday: 1, start: '10:00:00', end: '11:00:00' }],
      blockOffs: [],
    };
    // 2026-06-01 is a Monday, 2026-06-08 the next one.
    expect(computeBookableTimes(input({ template, from: '2026-05-31', to: '2026-06-08' }))).toEqual(
      ['2026-06-01T10:00:00.000Z', '2026-06-08T10:00:00.000Z'],
    );
  });

  it('uses DATE windows only on their dates', () => {
    const template: BookableTemplate = {
      type: 'DATE',
      windows: [
        { date: '2026-06-02', start: '14:00:00', end: '16:00:00' },
        { date: '2026-07-01', start: '14:00:00', end: '15:00:00' },
      ],
      blockOffs: [],
    };
    expect(computeBookableTimes(input({ template, from: '2026-06-01', to: '2026-06-30' }))).toEqual(
      ['2026-06-02T14:00:00.000Z', '2026-06-02T15:00:00.000Z'],
    );
  });

  it('leaves out block-offs and busy ranges with the buffer kept around them', () => {
    const template: BookableTemplate = {
      type: 'WEEKDAY',
      windows: everyDay('09:00:00', '17:00:00'),
      blockOffs: [{ date: '2026-06-01', start: '12:00:00', end: '13:30:00' }],
    };
    const times = computeBookableTimes(
      input({
        template,
        duration: 60,
        buffer: 30,
        busy: [{ start: '2026-06-01T09:30:00Z', end: '2026-06-01T10:00:00Z' }],
      }),
    );
    // Grid 09:00, 10:30, 12:00, 13:30, 15:00 (16:30 does not fit). 09:00 meets the booking,
    // 10:30 starts just as its 30-minute buffer ends, 12:00 meets the block-off, 13:30 starts as
    // the block-off ends.
    expect(times).toEqual([
      '2026-06-01T10:30:00.000Z',
      '2026-06-01T13:30:00.000Z',
      '2026-06-01T15:00:00.000Z',
    ]);
    // A longer buffer pushes 10:30 out too.
    expect(
      computeBookableTimes(
        input({
          template,
          duration: 60,
          buffer: 31,
          busy: [{ start: '2026-06-01T09:30:00Z', end: '2026-06-01T10:00:00Z' }],
        }),
      ),
    ).not.toContain('2026-06-01T10:30:00.000Z');
  });

  it('offers nothing in the past', () => {
    const times = computeBookableTimes(input({ now: '2026-06-01T10:00:00Z' }));
    expect(times).toEqual(['2026-06-01T10:00:00.000Z', '2026-06-01T11:00:00.000Z']);
  });

  it('answers nothing for a zero duration or a reversed range', () => {
    expect(computeBookableTimes(input({ duration: 0 }))).toEqual([]);
    expect(computeBookableTimes(input({ from: '2026-06-02', to: '2026-06-01' }))).toEqual([]);
  });

  it('keeps wall-clock windows across the spring-forward week in Europe/Berlin', () => {
    // Mon 2026-03-23 .. Mon 2026-03-30; clocks go 02:00 -> 03:00 on Sunday 2026-03-29.
    const times = computeBookableTimes(
      input({
        template: { type: 'WEEKDAY', windows: everyDay('09:00:00', '11:00:00'), blockOffs: [] },
        from: '2026-03-23',
        to: '2026-03-30',
        timeZone: BERLIN,
      }),
    );
    expect(times).toHaveLength(16);
    expect(times.slice(0, 2)).toEqual(['2026-03-23T08:00:00.000Z', '2026-03-23T09:00:00.000Z']);
    // Saturday still CET (+1), Sunday and Monday CEST (+2): 09:00 local every day.
    expect(times).toContain('2026-03-28T08:00:00.000Z');
    expect(times).toContain('2026-03-29T07:00:00.000Z');
    expect(times.slice(-2)).toEqual(['2026-03-30T07:00:00.000Z', '2026-03-30T08:00:00.000Z']);
  });

  it('counts real time inside a window that spans a daylight-saving change', () => {
    const night = (date: string) => ({
      type: 'DATE' as const,
      windows: [{ date, start: '01:00:00', end: '04:00:00' }],
      blockOffs: [],
    });
    // Spring forward: 01:00-04:00 local is only two real hours (01:00 CET, then 03:00 CEST).
    expect(
      computeBookableTimes(
        input({
          template: night('2026-03-29'),
          from: '2026-03-29',
          to: '2026-03-29',
          timeZone: BERLIN,
        }),
      ),
    ).toEqual(['2026-03-29T00:00:00.000Z', '2026-03-29T01:00:00.000Z']);
    // Fall back: 01:00-04:00 local is four real hours; 02:00 comes twice.
    expect(
      computeBookableTimes(
        input({
          template: night('2026-10-25'),
          from: '2026-10-25',
          to: '2026-10-25',
          timeZone: BERLIN,
        }),
      ),
    ).toEqual([
      '2026-10-24T23:00:00.000Z',
      '2026-10-25T00:00:00.000Z',
      '2026-10-25T01:00:00.000Z',
      '2026-10-25T02:00:00.000Z',
    ]);
  });

  it('places block-offs by local time on either side of the change', () => {
    const times = computeBookableTimes(
      input({
        template: {
          type: 'WEEKDAY',
          windows: everyDay('09:00:00', '12:00:00'),
          blockOffs: [
            { date: '2026-03-28', start: '10:00:00', end: '11:00:00' },
            { date: '2026-03-29', start: '10:00:00', end: '11:00:00' },
          ],
        },
        from: '2026-03-28',
        to: '2026-03-29',
        timeZone: BERLIN,
      }),
    );
    expect(times).toEqual([
      '2026-03-28T08:00:00.000Z',
      '2026-03-28T10:00:00.000Z',
      '2026-03-29T07:00:00.000Z',
      '2026-03-29T09:00:00.000Z',
    ]);
  });
});

// Properties over random templates, busy ranges and zones (including a 30-minute DST zone), on
// ranges of up to a week that start near daylight-saving changes.
const zones = ['UTC', BERLIN, 'America/New_York', 'Asia/Kolkata', 'Australia/Lord_Howe'];
const firstDays = [
  '2026-03-06',
  '2026-03-26',
  '2026-04-02',
  '2026-10-01',
  '2026-10-22',
  '2026-10-29',
];
const DAY_MS = 24 * 3600 * 1000;
const clock = fc
  .tuple(fc.integer({ min: 0, max: 23 }), fc.constantFrom(0, 15, 30, 45))
  .map(([h, m]) => `${String(h).padStart(2, '0')}:${String(m).padStart(2, '0')}:00`);
const span = fc
  .tuple(clock, clock)
  .filter(([a, b]) => a !== b)
  .map(([a, b]) => (a < b ? { start: a, end: b } : { start: b, end: a }));
const scenario = fc.record({
  timeZone: fc.constantFrom(...zones),
  type: fc.constantFrom('WEEKDAY' as const, 'DATE' as const),
  from: fc.constantFrom(...firstDays),
  length: fc.integer({ min: 0, max: 6 }),
  windows: fc.array(
    fc.record({
      weekday: fc.integer({ min: 0, max: 6 }),
      day: fc.integer({ min: 0, max: 6 }),
      span,
    }),
    { maxLength: 6 },
  ),
  blockOffs: fc.array(fc.record({ day: fc.integer({ min: 0, max: 6 }), span }), { maxLength: 4 }),
  busy: fc.array(
    fc.record({
      offset: fc.integer({ min: -DAY_MS, max: 8 * DAY_MS }),
      minutes: fc.integer({ min: 5, max: 300 }),
    }),
    { maxLength: 8 },
  ),
  duration: fc.constantFrom(15, 20, 30, 45, 60, 90, 120),
  buffer: fc.constantFrom(0, 5, 10, 15, 30),
  now: fc.integer({ min: -2 * DAY_MS, max: 8 * DAY_MS }),
});

function build(s: typeof scenario extends fc.Arbitrary<infer T> ? T : never) {
  const base = Date.parse(`${s.from}T00:00:00Z`);
  const dayOf = (n: number) => new Date(base + n * DAY_MS).toISOString().slice(0, 10);
  const template: BookableTemplate = {
    type: s.type,
    windows: s.windows.map((w) =>
      s.type === 'WEEKDAY' ? { weekday: w.weekday, ...w.span } : { date: dayOf(w.day), ...w.span },
    ),
    blockOffs: s.blockOffs.map((b) => ({ date: dayOf(b.day), ...b.span })),
  };
  const busy = s.busy.map((b) => ({
    start: new Date(base + b.offset).toISOString(),
    end: new Date(base + b.offset + b.minutes * 60_000).toISOString(),
  }));
  const days = Array.from({ length: s.length + 1 }, (_, n) => dayOf(n));
  const input: BookableTimesInput = {
    template,
    from: s.from,
    to: dayOf(s.length),
    timeZone: s.timeZone,
    duration: s.duration,
    buffer: s.buffer,
    busy,
    now: base + s.now,
  };
  return { input, days };
}

describe('computeBookableTimes properties', () => {
  it('never offers a time that meets a busy range (with buffer) or a block-off, or is past', () => {
    fc.assert(
      fc.property(scenario, (s) => {
        const { input: scenarioInput } = build(s);
        const { template, busy, timeZone } = scenarioInput;
        const times = computeBookableTimes(scenarioInput);
        const durationMs = s.duration * 60_000;
        const bufferMs = s.buffer * 60_000;
        const blockOffs = template.blockOffs.map((b) => ({
          start: localInstant(b.date, b.start, timeZone),
          end: localInstant(b.date, b.end, timeZone),
        }));
        let previous = -Infinity;
        for (const time of times) {
          const start = Date.parse(time);
          const end = start + durationMs;
          expect(start).toBeGreaterThan(previous);
          previous = start;
          expect(start).toBeGreaterThanOrEqual(new Date(scenarioInput.now).getTime());
          for (const range of busy) {
            const meets =
              start < Date.parse(range.end) + bufferMs && end > Date.parse(range.start) - bufferMs;
            expect(meets, `${time} meets busy ${range.start}-${range.end}`).toBe(false);
          }
          for (const range of blockOffs) {
            expect(start < range.end && end > range.start, `${time} meets a block-off`).toBe(false);
          }
        }
      }),
      { numRuns: 400 },
    );
  });

  it('offers only times whose whole booking fits inside a window of their local day', () => {
    fc.assert(
      fc.property(scenario, (s) => {
        const { input: scenarioInput, days } = build(s);
        const { template, timeZone } = scenarioInput;
        const times = computeBookableTimes(scenarioInput);
        for (const time of times) {
          const start = Date.parse(time);
          const fits = days.some((date) =>
            template.windows.some(
              (w) =>
                (s.type === 'WEEKDAY'
                  ? w.weekday === new Date(`${date}T00:00:00Z`).getUTCDay()
                  : w.date === date) &&
                start >= localInstant(date, w.start, timeZone) &&
                start + s.duration * 60_000 <= localInstant(date, w.end, timeZone),
            ),
          );
          expect(fits, time).toBe(true);
        }
      }),
      { numRuns: 400 },
    );
  });

  it('only removes times, never adds or moves them, when busy ranges and the clock come in', () => {
    fc.assert(
      fc.property(scenario, (s) => {
        const { input: scenarioInput } = build(s);
        const free = computeBookableTimes({ ...scenarioInput, busy: [], now: 0 });
        const withBlocks = computeBookableTimes(scenarioInput);
        expect(withBlocks.every((time) => free.includes(time))).toBe(true);
      }),
      { numRuns: 200 },
    );
  });
});
