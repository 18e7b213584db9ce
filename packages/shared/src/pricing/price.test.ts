import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { TPackage } from '../packages/contracts.ts';
import { packagePrice } from '../packages/discount.ts';
import {
  addonsTotal,
  couponDiscount,
  orderPrice,
  shootFee,
  type Tax,
  type TaxMode,
} from './price.ts';

type Priced = Parameters<typeof packagePrice>[0];

function pkg(overrides: Partial<TPackage> = {}): Priced {
  return {
    totalFee: 20000,
    discount: null,
    isPremium: false,
    premiumFee: 0,
    isReservation: false,
    reservationDiscount: 0,
    ...overrides,
  };
}

const noTax: Tax = { mode: 'NO_TAX', rateBps: 700 };
const exclude: Tax = { mode: 'EXCLUDE', rateBps: 700 };
const include: Tax = { mode: 'INCLUDE', rateBps: 700 };

describe('orderPrice: worked examples', () => {
  it('NO_TAX: the fee is the total', () => {
    expect(orderPrice({ fee: 10000, tax: noTax })).toEqual({
      fee: 10000,
      couponDiscount: 0,
      taxable: 10000,
      tax: 0,
      tip: 0,
      total: 10000,
    });
  });

  it('EXCLUDE: 7% sales tax is added on top (100.00 -> 107.00)', () => {
    expect(orderPrice({ fee: 10000, tax: exclude })).toMatchObject({ tax: 700, total: 10700 });
  });

  it('EXCLUDE rounds the tax to the nearest minor unit (8.25% of 19.99 = 1.649...)', () => {
    expect(orderPrice({ fee: 1999, tax: { mode: 'EXCLUDE', rateBps: 825 } })).toMatchObject({
      tax: 165,
      total: 2164,
    });
  });

  it('INCLUDE: the fee already holds the tax (107.00 holds 7.00)', () => {
    expect(orderPrice({ fee: 10700, tax: include })).toMatchObject({
      taxable: 10700,
      tax: 700,
      total: 10700,
    });
  });

  it('a fixed coupon is taken off before tax', () => {
    const price = orderPrice({ fee: 10000, coupon: { amount: 2000, isFixed: true }, tax: exclude });
    expect(price).toMatchObject({ couponDiscount: 2000, taxable: 8000, tax: 560, total: 8560 });
  });

  it('a percent coupon takes its share of the fee (15% of 200.00)', () => {
    const price = orderPrice({ fee: 20000, coupon: { amount: 1500, isFixed: false }, tax: noTax });
    expect(price).toMatchObject({ couponDiscount: 3000, total: 17000 });
  });

  it('a coupon above the fee takes the fee only: the total is the tip', () => {
    const price = orderPrice({
      fee: 5000,
      coupon: { amount: 8000, isFixed: true },
      tax: exclude,
      tip: 1000,
    });
    expect(price).toMatchObject({ couponDiscount: 5000, taxable: 0, tax: 0, total: 1000 });
  });

  it('a percent coupon above 100% counts as 100%', () => {
    expect(couponDiscount(5000, { amount: 25000, isFixed: false })).toBe(5000);
  });

  it('the tip is added after tax and is never taxed', () => {
    expect(orderPrice({ fee: 10000, tax: exclude, tip: 1500 })).toMatchObject({
      tax: 700,
      tip: 1500,
      total: 12200,
    });
  });

  it('a negative total floors at the tip', () => {
    expect(orderPrice({ fee: -3000, tax: exclude, tip: 500 })).toMatchObject({
      taxable: 0,
      tax: 0,
      total: 500,
    });
    expect(
      orderPrice({ fee: 1000, couponDiscountAmount: 4000, tax: noTax, tip: 200 }),
    ).toMatchObject({ couponDiscount: 1000, total: 200 });
  });

  it('a discount already fixed on the order wins over coupon terms', () => {
    const price = orderPrice({
      fee: 10000,
      coupon: { amount: 5000, isFixed: true },
      couponDiscountAmount: 1000,
      tax: noTax,
    });
    expect(price).toMatchObject({ couponDiscount: 1000, total: 9000 });
  });

  it('a negative tip counts as none', () => {
    expect(orderPrice({ fee: 1000, tax: noTax, tip: -50 })).toMatchObject({ tip: 0, total: 1000 });
  });
});

describe('shootFee and packagePrice: worked examples', () => {
  const tenPercent = {
    amount: 1000,
    isFixed: false,
    startDate: '2026-06-01',
    endDate: '2026-06-30',
    maxSlots: 3,
    usedCount: 0,
  };

  it('a package discount applies only inside its dates (both inclusive)', () => {
    const discounted = pkg({ discount: tenPercent });
    expect(packagePrice(discounted, '2026-05-31')).toBe(20000);
    expect(packagePrice(discounted, '2026-06-01')).toBe(18000);
    expect(packagePrice(discounted, '2026-06-30')).toBe(18000);
    expect(packagePrice(discounted, '2026-07-01')).toBe(20000);
  });

  it('a package discount stops when usedCount reaches maxSlots', () => {
    expect(packagePrice(pkg({ discount: { ...tenPercent, usedCount: 2 } }), '2026-06-10')).toBe(
      18000,
    );
    expect(packagePrice(pkg({ discount: { ...tenPercent, usedCount: 3 } }), '2026-06-10')).toBe(
      20000,
    );
    expect(
      packagePrice(
        pkg({ discount: { ...tenPercent, maxSlots: null, usedCount: 99 } }),
        '2026-06-10',
      ),
    ).toBe(18000);
  });

  it('a fixed package discount, then the reservation discount, then the premium fee', () => {
    const price = packagePrice(
      pkg({
        discount: { ...tenPercent, isFixed: true, amount: 2500 },
        isReservation: true,
        reservationDiscount: 1500,
        isPremium: true,
        premiumFee: 4000,
      }),
      '2026-06-10',
    );
    expect(price).toBe(20000 - 2500 - 1500 + 4000);
  });

  it('the premium fee counts only when the package is premium', () => {
    expect(packagePrice(pkg({ premiumFee: 4000 }), '2026-06-10')).toBe(20000);
    expect(packagePrice(pkg({ isPremium: true, premiumFee: 4000 }), '2026-06-10')).toBe(24000);
  });

  it('adds the premium slot fee and the add-ons times their quantity', () => {
    const fee = shootFee({
      pkg: pkg(),
      onDate: '2026-06-10',
      slotPremiumFee: 3000,
      addons: [
        { fee: 2500, quantity: 2 },
        { fee: 999, quantity: 3 },
      ],
    });
    expect(fee).toBe(20000 + 3000 + 5000 + 2997);
  });

  it('without a package the fee is the add-ons only', () => {
    expect(
      shootFee({ pkg: null, onDate: '2026-06-10', addons: [{ fee: 1200, quantity: 1 }] }),
    ).toBe(1200);
  });

  it('the shoot fee then goes through coupon, tax and tip', () => {
    const fee = shootFee({
      pkg: pkg({ discount: tenPercent }),
      onDate: '2026-06-15',
      addons: [{ fee: 2000, quantity: 1 }],
    });
    expect(fee).toBe(20000);
    expect(
      orderPrice({ fee, coupon: { amount: 1000, isFixed: false }, tax: exclude, tip: 500 }),
    ).toMatchObject({ couponDiscount: 2000, taxable: 18000, tax: 1260, total: 19760 });
  });
});

// Properties: fast-check tries many inputs (and shrinks a failure to the smallest one).
const money = fc.integer({ min: 0, max: 100_000_000 });
const anyFee = fc.integer({ min: -1_000_000, max: 100_000_000 });
const rate = fc.integer({ min: 0, max: 10_000 });
const taxMode = fc.constantFrom<TaxMode>('EXCLUDE', 'INCLUDE', 'NO_TAX');
const coupon = fc.option(
  fc.oneof(
    fc.record({ amount: money, isFixed: fc.constant(true) }),
    fc.record({ amount: fc.integer({ min: 0, max: 20_000 }), isFixed: fc.constant(false) }),
  ),
  { nil: null },
);
const tip = fc.integer({ min: 0, max: 10_000_000 });

describe('orderPrice: properties', () => {
  it('the total is never below the tip, and every part is an integer', () => {
    fc.assert(
      fc.property(anyFee, coupon, taxMode, rate, tip, (fee, terms, mode, rateBps, tipValue) => {
        const price = orderPrice({ fee, coupon: terms, tax: { mode, rateBps }, tip: tipValue });
        expect(price.total).toBeGreaterThanOrEqual(tipValue);
        for (const value of Object.values(price)) expect(Number.isInteger(value)).toBe(true);
      }),
    );
  });

  it('EXCLUDE: total = taxable + tax + tip, and the tax is the rate of the taxable', () => {
    fc.assert(
      fc.property(anyFee, coupon, rate, tip, (fee, terms, rateBps, tipValue) => {
        const price = orderPrice({
          fee,
          coupon: terms,
          tax: { mode: 'EXCLUDE', rateBps },
          tip: tipValue,
        });
        expect(price.total).toBe(price.taxable + price.tax + tipValue);
        expect(Math.abs(price.tax * 10_000 - price.taxable * rateBps)).toBeLessThanOrEqual(5_000);
      }),
    );
  });

  it('INCLUDE: total = taxable + tip and 0 <= tax <= taxable', () => {
    fc.assert(
      fc.property(anyFee, coupon, rate, tip, (fee, terms, rateBps, tipValue) => {
        const price = orderPrice({
          fee,
          coupon: terms,
          tax: { mode: 'INCLUDE', rateBps },
          tip: tipValue,
        });
        expect(price.total).toBe(price.taxable + tipValue);
        expect(price.tax).toBeGreaterThanOrEqual(0);
        expect(price.tax).toBeLessThanOrEqual(price.taxable);
      }),
    );
  });

  it('NO_TAX: no tax, and the total never falls when the fee rises', () => {
    fc.assert(
      fc.property(anyFee, money, coupon, tip, (fee, raise, terms, tipValue) => {
        const lower = orderPrice({ fee, coupon: terms, tax: noTax, tip: tipValue });
        const higher = orderPrice({ fee: fee + raise, coupon: terms, tax: noTax, tip: tipValue });
        expect(lower.tax).toBe(0);
        expect(higher.total).toBeGreaterThanOrEqual(lower.total);
      }),
    );
  });

  it('EXCLUDE adds at least as much as INCLUDE holds, and NO_TAX is the least', () => {
    fc.assert(
      fc.property(money, coupon, rate, tip, (fee, terms, rateBps, tipValue) => {
        const at = (mode: TaxMode) =>
          orderPrice({ fee, coupon: terms, tax: { mode, rateBps }, tip: tipValue }).total;
        expect(at('EXCLUDE')).toBeGreaterThanOrEqual(at('INCLUDE'));
        expect(at('INCLUDE')).toBe(at('NO_TAX'));
      }),
    );
  });

  it('a coupon discount is never negative and never more than the fee', () => {
    fc.assert(
      fc.property(anyFee, coupon, (fee, terms) => {
        const off = couponDiscount(fee, terms);
        expect(off).toBeGreaterThanOrEqual(0);
        expect(off).toBeLessThanOrEqual(Math.max(0, fee));
        expect(Number.isInteger(off)).toBe(true);
      }),
    );
  });

  it('a percent coupon takes no more than its percent (rounded) of the fee', () => {
    fc.assert(
      fc.property(money, fc.integer({ min: 0, max: 10_000 }), (fee, bps) => {
        const off = couponDiscount(fee, { amount: bps, isFixed: false });
        expect(Math.abs(off * 10_000 - fee * bps)).toBeLessThanOrEqual(5_000);
      }),
    );
  });

  it('the coupon comes before tax: taxable = fee - discount', () => {
    fc.assert(
      fc.property(money, coupon, taxMode, rate, (fee, terms, mode, rateBps) => {
        const price = orderPrice({ fee, coupon: terms, tax: { mode, rateBps } });
        expect(price.taxable).toBe(fee - price.couponDiscount);
      }),
    );
  });

  it('add-ons count their fee times their quantity', () => {
    fc.assert(
      fc.property(
        fc.array(fc.record({ fee: money, quantity: fc.integer({ min: 1, max: 20 }) }), {
          maxLength: 10,
        }),
        (lines) => {
          const total = addonsTotal(lines);
          expect(total).toBe(lines.reduce((sum, line) => sum + line.fee * line.quantity, 0));
          expect(shootFee({ pkg: null, onDate: '2026-01-01', addons: lines })).toBe(total);
        },
      ),
    );
  });

  it('a package price is never negative and never above the fee plus the premium fee', () => {
    const discount = fc.option(
      fc.record({
        amount: fc.integer({ min: 0, max: 200_000 }),
        isFixed: fc.boolean(),
        startDate: fc.constantFrom(null, '2026-01-01', '2026-06-15'),
        endDate: fc.constantFrom(null, '2026-06-15', '2026-12-31'),
        maxSlots: fc.option(fc.integer({ min: 1, max: 5 }), { nil: null }),
        usedCount: fc.integer({ min: 0, max: 6 }),
      }),
      { nil: null },
    );
    fc.assert(
      fc.property(
        money,
        discount,
        fc.boolean(),
        money,
        fc.boolean(),
        money,
        fc.constantFrom('2025-12-31', '2026-03-01', '2026-06-15', '2027-01-01'),
        (totalFee, packageDiscount, isPremium, premiumFee, isReservation, reservation, onDate) => {
          const price = packagePrice(
            pkg({
              totalFee,
              discount: packageDiscount,
              isPremium,
              premiumFee,
              isReservation,
              reservationDiscount: reservation,
            }),
            onDate,
          );
          const premium = isPremium ? premiumFee : 0;
          expect(price).toBeGreaterThanOrEqual(premium);
          expect(price).toBeLessThanOrEqual(totalFee + premium);
          expect(Number.isInteger(price)).toBe(true);
        },
      ),
    );
  });
});
