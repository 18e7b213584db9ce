import fc from 'fast-check';
import { afterEach, describe, expect, it } from 'vitest';
import { instantToWall } from '../scheduling/zoned-time.ts';
import {
  addMonths,
  dueTimeOf,
  shiftInstant,
  type TDueAnchors,
  type TTaskTiming,
} from './due-time.ts';

const NY = 'America/New_York';
const LISBON = 'Europe/Lisbon';
const SYDNEY = 'Australia/Sydney';

const noAnchors: TDueAnchors = {
  shootStart: null,
  bookedAt: null,
  createdAt: null,
  inquiryCreatedAt: null,
  newbornDueDate: null,
};

function timing(overrides: Partial<TTaskTiming>): TTaskTiming {
  return {
    dependency: 'BEFORE',
    relativeTo: 'SHOOT_TIME',
    dueInterval: 1,
    intervalUnit: 'DAYS',
    absoluteDueAt: null,
    ...overrides,
  };
}

function dueBefore(
  shootStart: string,
  interval: number,
  unit: TTaskTiming['intervalUnit'],
  zone: string,
) {
  const due = dueTimeOf({
    timing: timing({ dueInterval: interval, intervalUnit: unit }),
    anchors: { ...noAnchors, shootStart: new Date(shootStart) },
    timeZone: zone,
  });
  return due?.toISOString();
}

/** Shoots at 10:00 local on the first day after a clock change, and what is due before them. */
const afterChanges = [
  // New York springs forward on 2026-03-08: the day before is still EST (-5), the shoot EDT (-4).
  {
    zone: NY,
    shoot: '2026-03-08T14:00:00.000Z',
    dayBefore: '2026-03-07T15:00:00.000Z',
    twoHoursBefore: '2026-03-08T12:00:00.000Z',
  },
  // New York falls back on 2026-11-01: the day before is EDT (-4), the shoot EST (-5).
  {
    zone: NY,
    shoot: '2026-11-01T15:00:00.000Z',
    dayBefore: '2026-10-31T14:00:00.000Z',
    twoHoursBefore: '2026-11-01T13:00:00.000Z',
  },
  // Lisbon springs forward on 2026-03-29: WET (+0) the day before, WEST (+1) on the day.
  {
    zone: LISBON,
    shoot: '2026-03-29T09:00:00.000Z',
    dayBefore: '2026-03-28T10:00:00.000Z',
    twoHoursBefore: '2026-03-29T07:00:00.000Z',
  },
  // Lisbon falls back on 2026-10-25.
  {
    zone: LISBON,
    shoot: '2026-10-25T10:00:00.000Z',
    dayBefore: '2026-10-24T09:00:00.000Z',
    twoHoursBefore: '2026-10-25T08:00:00.000Z',
  },
  // Sydney ends summer time on 2026-04-05: AEDT (+11) the day before, AEST (+10) on the day.
  {
    zone: SYDNEY,
    shoot: '2026-04-05T00:00:00.000Z',
    dayBefore: '2026-04-03T23:00:00.000Z',
    twoHoursBefore: '2026-04-04T22:00:00.000Z',
  },
  // Sydney starts summer time on 2026-10-04.
  {
    zone: SYDNEY,
    shoot: '2026-10-03T23:00:00.000Z',
    dayBefore: '2026-10-03T00:00:00.000Z',
    twoHoursBefore: '2026-10-03T21:00:00.000Z',
  },
];

function checkAfterChanges() {
  for (const { zone, shoot, dayBefore, twoHoursBefore } of afterChanges) {
    expect(instantToWall(shoot, zone).time).toBe('10:00');
    expect(dueBefore(shoot, 1, 'DAYS', zone), `${zone} 1 day before ${shoot}`).toBe(dayBefore);
    expect(instantToWall(dayBefore, zone).time).toBe('10:00');
    expect(dueBefore(shoot, 2, 'HOURS', zone), `${zone} 2 hours before ${shoot}`).toBe(
      twoHoursBefore,
    );
    expect(instantToWall(twoHoursBefore, zone).time).toBe('08:00');
  }
}

describe('due time across daylight-saving changes', () => {
  it('keeps the local clock time for days and moves real time for hours', () => {
    checkAfterChanges();
  });

  describe('in a server whose own zone is not UTC', () => {
    const original = process.env.TZ;
    afterEach(() => {
      if (original === undefined) delete process.env.TZ;
      else process.env.TZ = original;
    });

    for (const serverZone of ['Pacific/Chatham', 'America/Los_Angeles', 'Asia/Kolkata']) {
      it(`gives the same instants with TZ=${serverZone}`, () => {
        process.env.TZ = serverZone;
        // Node reads TZ again when it is assigned: the local offset is now the server zone's.
        expect(new Date('2026-01-15T12:00:00Z').getTimezoneOffset()).not.toBe(0);
        checkAfterChanges();
      });
    }
  });

  it('takes a clock time the day skips as the moment the clocks jump past it', () => {
    // 02:30 on 2026-03-09 in New York; the day before has no 02:30, so 03:00 EDT.
    expect(dueBefore('2026-03-09T06:30:00.000Z', 1, 'DAYS', NY)).toBe('2026-03-08T07:00:00.000Z');
  });

  it('takes a repeated clock time at its first occurrence', () => {
    // 01:30 on 2026-11-02 (EST) in New York; 01:30 on 2026-11-01 happens twice, first in EDT.
    expect(dueBefore('2026-11-02T06:30:00.000Z', 1, 'DAYS', NY)).toBe('2026-11-01T05:30:00.000Z');
  });

  it('counts hours in real time through the jump', () => {
    // 03:30 EDT on the spring-forward night, two hours before is 00:30 EST.
    expect(dueBefore('2026-03-08T07:30:00.000Z', 2, 'HOURS', NY)).toBe('2026-03-08T05:30:00.000Z');
    expect(instantToWall('2026-03-08T05:30:00.000Z', NY).time).toBe('00:30');
  });

  it('keeps the local time of day for any whole number of days (property)', () => {
    fc.assert(
      fc.property(
        fc.integer({
          min: Date.parse('2020-01-01T00:00:00Z'),
          max: Date.parse('2035-01-01T00:00:00Z'),
        }),
        fc.integer({ min: -60, max: 60 }),
        fc.constantFrom(NY, LISBON, SYDNEY),
        (ms, days, zone) => {
          const anchor = new Date(Math.floor(ms / 60_000) * 60_000);
          const shifted = shiftInstant(anchor, days, 'DAYS', zone);
          const before = instantToWall(anchor, zone);
          const after = instantToWall(shifted, zone);
          // Only a time the target day skips reads differently (later, by the size of the jump).
          if (after.time !== before.time) {
            expect(after.time > before.time).toBe(true);
          }
          const dayDifference =
            (Date.parse(`${after.date}T00:00:00Z`) - Date.parse(`${before.date}T00:00:00Z`)) /
            86_400_000;
          expect(dayDifference).toBe(days);
        },
      ),
    );
  });
});

describe('due time of each dependency', () => {
  const anchors: TDueAnchors = {
    shootStart: new Date('2026-06-20T14:00:00.000Z'),
    bookedAt: new Date('2026-06-01T09:15:30.000Z'),
    createdAt: new Date('2026-06-01T09:15:00.000Z'),
    inquiryCreatedAt: new Date('2026-05-30T12:00:00.000Z'),
    newbornDueDate: '2026-07-10',
  };
  const due = (overrides: Partial<TTaskTiming>, previous: Date | null = null) =>
    dueTimeOf({
      timing: timing(overrides),
      anchors,
      timeZone: NY,
      previousEmailDueAt: previous,
    })?.toISOString() ?? null;

  it('goes at the anchor itself for the immediate kinds', () => {
    expect(due({ dependency: 'IMMEDIATELY_AT', relativeTo: 'BOOKED_TIME' })).toBe(
      '2026-06-01T09:15:30.000Z',
    );
    expect(due({ dependency: 'IMMEDIATELY_AT', relativeTo: 'INQUIRY_CREATED_TIME' })).toBe(
      '2026-05-30T12:00:00.000Z',
    );
    expect(due({ dependency: 'IMMEDIATELY_ALONG_WITH', relativeTo: 'CREATED_TIME' })).toBe(
      '2026-06-01T09:15:00.000Z',
    );
    expect(
      due(
        { dependency: 'IMMEDIATELY_ALONG_WITH', relativeTo: 'CREATED_TIME' },
        new Date('2026-06-02T00:00:00Z'),
      ),
    ).toBe('2026-06-02T00:00:00.000Z');
  });

  it('counts before and after the anchor in its unit', () => {
    expect(
      due({ dependency: 'AFTER', relativeTo: 'SHOOT_TIME', dueInterval: 3, intervalUnit: 'DAYS' }),
    ).toBe('2026-06-23T14:00:00.000Z');
    expect(
      due({
        dependency: 'AFTER',
        relativeTo: 'SHOOT_TIME',
        dueInterval: 1,
        intervalUnit: 'MONTHS',
      }),
    ).toBe('2026-07-20T14:00:00.000Z');
    expect(
      due({
        dependency: 'BEFORE',
        relativeTo: 'SHOOT_TIME',
        dueInterval: 2,
        intervalUnit: 'HOURS',
      }),
    ).toBe('2026-06-20T12:00:00.000Z');
  });

  it('reads the newborn due date as the end of that local day', () => {
    expect(due({ dependency: 'IMMEDIATELY_AT', relativeTo: 'NEWBORN_DUE_DATE' })).toBe(
      '2026-07-11T03:59:00.000Z',
    );
    expect(due({ dependency: 'BEFORE', relativeTo: 'NEWBORN_DUE_DATE', dueInterval: 7 })).toBe(
      '2026-07-04T03:59:00.000Z',
    );
  });

  it('follows the previous email, and has no due time without one', () => {
    expect(
      due(
        { dependency: 'AFTER_PREVIOUS_EMAIL', relativeTo: null, dueInterval: 2 },
        new Date('2026-06-05T13:00:00Z'),
      ),
    ).toBe('2026-06-07T13:00:00.000Z');
    expect(due({ dependency: 'AFTER_PREVIOUS_EMAIL', relativeTo: null })).toBeNull();
  });

  it('answers the absolute time as given', () => {
    expect(
      due({
        dependency: 'ABSOLUTE_DUE_TIME',
        relativeTo: null,
        absoluteDueAt: '2026-08-01T10:00:00+02:00',
      }),
    ).toBe('2026-08-01T08:00:00.000Z');
  });

  it('has no due time while its anchor is unknown', () => {
    expect(dueTimeOf({ timing: timing({}), anchors: noAnchors, timeZone: NY })).toBeNull();
  });
});

describe('addMonths', () => {
  it('keeps the day, or takes the last day of a shorter month', () => {
    expect(addMonths('2026-01-31', 1)).toBe('2026-02-28');
    expect(addMonths('2028-01-31', 1)).toBe('2028-02-29');
    expect(addMonths('2026-03-15', -3)).toBe('2025-12-15');
    expect(addMonths('2026-12-31', 2)).toBe('2027-02-28');
  });
});
