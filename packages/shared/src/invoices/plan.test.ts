import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { intervalUnits, paymentMilestones } from '../enums.ts';
import { orderPrice } from '../pricing/price.ts';
import { addMonths, invoiceDueDate } from './due-date.ts';
import { feeDecreaseForTotal, feeIncreaseForTotal } from './fee-for-total.ts';
import { applyAmountPaid, planInvoices, splitTotal } from './plan.ts';

const NY = 'America/New_York';
const BOOKED = '2026-03-01T15:00:00.000Z';

function entry(
  milestone: (typeof paymentMilestones)[number],
  amount: number,
  isFixed = false,
  dueInterval = 1,
  intervalUnit: (typeof intervalUnits)[number] = 'DAYS',
) {
  return { milestone, amount, isFixed, dueInterval, intervalUnit };
}

const ZEntry = fc.record({
  milestone: fc.constantFrom(...paymentMilestones),
  isFixed: fc.boolean(),
  amount: fc.integer({ min: 0, max: 2_000_000 }),
  dueInterval: fc.integer({ min: 1, max: 48 }),
  intervalUnit: fc.constantFrom(...intervalUnits),
});

describe('splitTotal', () => {
  it('gives percent entries their rounded share and the last entry the remainder', () => {
    // 33.33% of 100.01 = 33.3333 -> 33.33; the last entry takes 66.68, whatever it says.
    expect(
      splitTotal(10_001, [entry('DURING_BOOKING', 3333), entry('ON_SHOOT_DATE', 3333)]),
    ).toEqual([3333, 6668]);
    expect(
      splitTotal(1000, [
        entry('DURING_BOOKING', 5000),
        entry('BEFORE_SHOOT_DATE', 2500),
        entry('AFTER_SHOOT_DATE', 2500),
      ]),
    ).toEqual([500, 250, 250]);
  });

  it('caps fixed entries at what remains and never goes negative', () => {
    expect(
      splitTotal(10_000, [
        entry('DURING_BOOKING', 8000, true),
        entry('BEFORE_SHOOT_DATE', 5000, true),
        entry('ON_SHOOT_DATE', 100, true),
      ]),
    ).toEqual([8000, 2000, 0]);
    expect(splitTotal(0, [entry('DURING_BOOKING', 5000)])).toEqual([0]);
    expect(splitTotal(-5, [entry('DURING_BOOKING', 5000)])).toEqual([0]);
  });

  it('always adds up to the total exactly, with non-negative integers', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 1_000_000_000 }),
        fc.array(ZEntry, { minLength: 1, maxLength: 8 }),
        (total, entries) => {
          const shares = splitTotal(total, entries);
          expect(shares).toHaveLength(entries.length);
          expect(shares.reduce((a, b) => a + b, 0)).toBe(total);
          for (const share of shares) {
            expect(Number.isInteger(share)).toBe(true);
            expect(share).toBeGreaterThanOrEqual(0);
          }
        },
      ),
    );
  });
});

describe('planInvoices', () => {
  const base = { bookedAt: BOOKED, shootStart: '2026-06-15T14:00:00.000Z', timeZone: NY };

  it('FULL_AT_BOOKING: one invoice of everything, due when booked', () => {
    const [only, ...rest] = planInvoices({
      ...base,
      grandTotal: 25_000,
      feeCollectionMethod: 'FULL_AT_BOOKING',
      schedule: [entry('AFTER_SHOOT_DATE', 100)],
    });
    expect(rest).toEqual([]);
    expect(only).toMatchObject({
      total: 25_000,
      status: 'PENDING',
      paymentMilestone: 'DURING_BOOKING',
      amount: 10_000,
      isFixed: false,
    });
    expect(only?.dueDate?.toISOString()).toBe(BOOKED);
  });

  it('NO_ONLINE_PAYMENT: one invoice due on the shoot date', () => {
    const planned = planInvoices({
      ...base,
      grandTotal: 9_900,
      feeCollectionMethod: 'NO_ONLINE_PAYMENT',
      schedule: [],
    });
    expect(planned).toHaveLength(1);
    expect(planned[0]).toMatchObject({ total: 9_900, paymentMilestone: 'ON_SHOOT_DATE' });
    expect(planned[0]?.dueDate?.toISOString()).toBe('2026-06-15T14:00:00.000Z');
  });

  it('PAYMENT_SCHEDULE: a deposit at booking, the rest a week before; an empty schedule is all at booking', () => {
    const planned = planInvoices({
      ...base,
      grandTotal: 50_000,
      feeCollectionMethod: 'PAYMENT_SCHEDULE',
      schedule: [
        entry('DURING_BOOKING', 10_000, true),
        entry('BEFORE_SHOOT_DATE', 10_000, false, 7, 'DAYS'),
      ],
    });
    expect(planned.map((p) => [p.total, p.paymentMilestone, p.dueDate?.toISOString()])).toEqual([
      [10_000, 'DURING_BOOKING', BOOKED],
      [40_000, 'BEFORE_SHOOT_DATE', '2026-06-08T14:00:00.000Z'],
    ]);
    const empty = planInvoices({
      ...base,
      grandTotal: 500,
      feeCollectionMethod: 'PAYMENT_SCHEDULE',
      schedule: [],
    });
    expect(empty).toMatchObject([{ total: 500, paymentMilestone: 'DURING_BOOKING' }]);
  });

  it('a shoot without a date: only the booking invoice has a due date', () => {
    const planned = planInvoices({
      ...base,
      shootStart: null,
      grandTotal: 1_000,
      feeCollectionMethod: 'PAYMENT_SCHEDULE',
      schedule: [
        entry('DURING_BOOKING', 3000),
        entry('ON_SHOOT_DATE', 3000),
        entry('AFTER_SHOOT_DATE', 5000),
      ],
    });
    expect(planned.map((p) => p.dueDate?.toISOString() ?? null)).toEqual([BOOKED, null, null]);
  });

  it('a grand total of 0 plans no invoice; entries left with nothing are dropped', () => {
    expect(
      planInvoices({
        ...base,
        grandTotal: 0,
        feeCollectionMethod: 'FULL_AT_BOOKING',
        schedule: [],
      }),
    ).toEqual([]);
    const planned = planInvoices({
      ...base,
      grandTotal: 1_000,
      feeCollectionMethod: 'PAYMENT_SCHEDULE',
      schedule: [entry('DURING_BOOKING', 5_000, true), entry('ON_SHOOT_DATE', 5000)],
    });
    expect(planned.map((p) => p.total)).toEqual([1_000]);
  });

  it('property: totals add up to the grand total, positive integers, any method and schedule', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 100_000_000 }),
        fc.constantFrom('FULL_AT_BOOKING', 'PAYMENT_SCHEDULE', 'NO_ONLINE_PAYMENT'),
        fc.array(ZEntry, { maxLength: 6 }),
        fc.boolean(),
        fc.integer({ min: 0, max: 200_000_000 }),
        (grandTotal, method, schedule, isDated, amountPaid) => {
          const planned = planInvoices({
            ...base,
            shootStart: isDated ? base.shootStart : null,
            grandTotal,
            feeCollectionMethod: method,
            schedule,
          });
          const paid = applyAmountPaid(planned, amountPaid);
          for (const list of [planned, paid]) {
            expect(list.reduce((sum, p) => sum + p.total, 0)).toBe(grandTotal);
            for (const p of list) {
              expect(Number.isInteger(p.total)).toBe(true);
              expect(p.total).toBeGreaterThan(0);
            }
          }
          const paidSum = paid.filter((p) => p.status === 'PAID').reduce((s, p) => s + p.total, 0);
          expect(paidSum).toBe(Math.min(amountPaid, grandTotal));
        },
      ),
    );
  });
});

describe('applyAmountPaid', () => {
  it('pays whole invoices in order and splits the one paid in part', () => {
    const planned = planInvoices({
      bookedAt: BOOKED,
      shootStart: null,
      timeZone: 'UTC',
      grandTotal: 1_000,
      feeCollectionMethod: 'PAYMENT_SCHEDULE',
      schedule: [entry('DURING_BOOKING', 3000), entry('ON_SHOOT_DATE', 7000)],
    });
    const paid = applyAmountPaid(planned, 500);
    expect(paid.map((p) => [p.total, p.status, p.paymentMilestone])).toEqual([
      [300, 'PAID', 'DURING_BOOKING'],
      [200, 'PAID', 'ON_SHOOT_DATE'],
      [500, 'PENDING', 'ON_SHOOT_DATE'],
    ]);
  });
});

describe('invoiceDueDate', () => {
  const at = (
    milestone: (typeof paymentMilestones)[number],
    dueInterval: number,
    intervalUnit: (typeof intervalUnits)[number],
    shootStart: string | null,
    timeZone = NY,
  ) =>
    invoiceDueDate({
      milestone,
      dueInterval,
      intervalUnit,
      bookedAt: BOOKED,
      shootStart,
      timeZone,
    })?.toISOString() ?? null;

  it('days before a shoot keep the wall-clock time across a daylight-saving change', () => {
    // New York springs forward on 2026-03-08: 10:00 EDT on the 10th is 14:00Z; 3 days earlier
    // 10:00 EST is 15:00Z (an elapsed 72 h would give 09:00 local).
    expect(at('BEFORE_SHOOT_DATE', 3, 'DAYS', '2026-03-10T14:00:00.000Z')).toBe(
      '2026-03-07T15:00:00.000Z',
    );
    // Falls back on 2026-11-01.
    expect(at('AFTER_SHOOT_DATE', 2, 'DAYS', '2026-10-31T14:00:00.000Z')).toBe(
      '2026-11-02T15:00:00.000Z',
    );
  });

  it('hours are elapsed time', () => {
    expect(at('BEFORE_SHOOT_DATE', 24, 'HOURS', '2026-03-09T14:00:00.000Z')).toBe(
      '2026-03-08T14:00:00.000Z',
    );
  });

  it('months are calendar months, clamped to the end of a shorter month', () => {
    expect(at('BEFORE_SHOOT_DATE', 1, 'MONTHS', '2026-03-31T14:00:00.000Z')).toBe(
      '2026-02-28T15:00:00.000Z',
    );
    expect(at('AFTER_SHOOT_DATE', 1, 'MONTHS', '2028-01-31T15:00:00.000Z')).toBe(
      '2028-02-29T15:00:00.000Z',
    );
    expect(addMonths('2026-11-30', 3)).toBe('2027-02-28');
    expect(addMonths('2026-01-15', -13)).toBe('2024-12-15');
  });

  it('at booking, on the shoot date, and without a date', () => {
    expect(at('DURING_BOOKING', 5, 'MONTHS', null)).toBe(BOOKED);
    expect(at('ON_SHOOT_DATE', 5, 'DAYS', '2026-06-15T14:00:00.000Z')).toBe(
      '2026-06-15T14:00:00.000Z',
    );
    expect(at('BEFORE_SHOOT_DATE', 5, 'DAYS', null)).toBeNull();
    expect(at('AFTER_SHOOT_DATE', 5, 'HOURS', null)).toBeNull();
  });
});

describe('feeIncreaseForTotal', () => {
  it('grows the fee by the pre-tax part when tax is excluded', () => {
    const totalOf = (fee: number) =>
      orderPrice({ fee, tax: { mode: 'EXCLUDE', rateBps: 700 } }).total;
    // 107.00 more in total = 100.00 more fee + 7.00 tax.
    expect(feeIncreaseForTotal(totalOf, 50_000, 10_700)).toEqual({
      feeIncrease: 10_000,
      totalIncrease: 10_700,
    });
  });

  it('property: the total grows by the wanted amount or one unit more', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 10_000_000 }),
        fc.integer({ min: 1, max: 10_000_000 }),
        fc.constantFrom('EXCLUDE', 'INCLUDE', 'NO_TAX' as const),
        fc.integer({ min: 0, max: 3000 }),
        fc.integer({ min: 0, max: 100_000 }),
        (fee, wanted, mode, rateBps, discount) => {
          const totalOf = (f: number) =>
            orderPrice({ fee: f, couponDiscountAmount: discount, tax: { mode, rateBps } }).total;
          const { feeIncrease, totalIncrease } = feeIncreaseForTotal(totalOf, fee, wanted);
          expect(totalIncrease).toBe(totalOf(fee + feeIncrease) - totalOf(fee));
          expect(totalIncrease).toBeGreaterThanOrEqual(wanted);
          expect(totalIncrease).toBeLessThanOrEqual(wanted + 1);
        },
      ),
    );
  });
});

describe('feeDecreaseForTotal', () => {
  it('takes the pre-tax part off the fee, and stops at a fee of 0', () => {
    const totalOf = (fee: number) =>
      orderPrice({ fee, tax: { mode: 'EXCLUDE', rateBps: 700 }, tip: 500 }).total;
    expect(feeDecreaseForTotal(totalOf, 50_000, 10_700)).toEqual({
      feeDecrease: 10_000,
      totalDecrease: 10_700,
    });
    // Only 535.00 of fee and tax can go; the tip stays.
    expect(feeDecreaseForTotal(totalOf, 50_000, 60_000)).toEqual({
      feeDecrease: 50_000,
      totalDecrease: 53_500,
    });
  });

  it('property: the total falls by the wanted amount or one unit more, unless the fee runs out', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 10_000_000 }),
        fc.integer({ min: 1, max: 10_000_000 }),
        fc.constantFrom('EXCLUDE', 'INCLUDE', 'NO_TAX' as const),
        fc.integer({ min: 0, max: 3000 }),
        (fee, wanted, mode, rateBps) => {
          const totalOf = (f: number) => orderPrice({ fee: f, tax: { mode, rateBps } }).total;
          const { feeDecrease, totalDecrease } = feeDecreaseForTotal(totalOf, fee, wanted);
          expect(feeDecrease).toBeLessThanOrEqual(fee);
          expect(totalDecrease).toBe(totalOf(fee) - totalOf(fee - feeDecrease));
          if (feeDecrease < fee) {
            expect(totalDecrease).toBeGreaterThanOrEqual(wanted);
            expect(totalDecrease).toBeLessThanOrEqual(wanted + 1);
          } else {
            expect(totalDecrease).toBeLessThanOrEqual(wanted + 1);
          }
        },
      ),
    );
  });
});
