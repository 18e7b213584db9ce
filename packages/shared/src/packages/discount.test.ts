import { describe, expect, it } from 'vitest';
import type { TPackage, TPackageDiscount } from './contracts.ts';
import { activeDiscount, discountAmount, packagePrice } from './discount.ts';

function discount(overrides: Partial<TPackageDiscount> = {}): TPackageDiscount {
  return {
    amount: 1000,
    isFixed: false,
    startDate: '2026-03-01',
    endDate: '2026-03-31',
    maxSlots: 5,
    usedCount: 0,
    ...overrides,
  };
}

describe('activeDiscount', () => {
  it('applies from its start date to its end date, both included', () => {
    const pkg = { discount: discount() };
    expect(activeDiscount(pkg, '2026-02-28')).toBeNull();
    expect(activeDiscount(pkg, '2026-03-01')).toEqual(pkg.discount);
    expect(activeDiscount(pkg, '2026-03-15')).toEqual(pkg.discount);
    expect(activeDiscount(pkg, '2026-03-31')).toEqual(pkg.discount);
    expect(activeDiscount(pkg, '2026-04-01')).toBeNull();
  });

  it('treats a missing start or end date as open-ended', () => {
    expect(
      activeDiscount({ discount: discount({ startDate: null }) }, '1999-01-01'),
    ).not.toBeNull();
    expect(activeDiscount({ discount: discount({ endDate: null }) }, '2099-12-31')).not.toBeNull();
    const open = { discount: discount({ startDate: null, endDate: null }) };
    expect(activeDiscount(open, '2026-07-04')).not.toBeNull();
  });

  it('applies while usedCount is below maxSlots, and not once it reaches it', () => {
    const on = '2026-03-10';
    expect(activeDiscount({ discount: discount({ usedCount: 4 }) }, on)).not.toBeNull();
    expect(activeDiscount({ discount: discount({ usedCount: 5 }) }, on)).toBeNull();
    expect(activeDiscount({ discount: discount({ usedCount: 9 }) }, on)).toBeNull();
    expect(
      activeDiscount({ discount: discount({ maxSlots: null, usedCount: 900 }) }, on),
    ).not.toBeNull();
  });

  it('has nothing to apply without a discount', () => {
    expect(activeDiscount({ discount: null }, '2026-03-10')).toBeNull();
  });
});

describe('discountAmount', () => {
  it('takes a fixed amount or a percentage in basis points, never more than the fee', () => {
    expect(discountAmount(20000, discount({ isFixed: true, amount: 2500 }))).toBe(2500);
    expect(discountAmount(20000, discount({ isFixed: false, amount: 1250 }))).toBe(2500);
    expect(discountAmount(999, discount({ isFixed: false, amount: 5000 }))).toBe(500);
    expect(discountAmount(1000, discount({ isFixed: true, amount: 5000 }))).toBe(1000);
    expect(discountAmount(1000, null)).toBe(0);
  });
});

describe('packagePrice', () => {
  const base: Pick<
    TPackage,
    'totalFee' | 'discount' | 'isPremium' | 'premiumFee' | 'isReservation' | 'reservationDiscount'
  > = {
    totalFee: 30000,
    discount: discount({ isFixed: false, amount: 1000 }),
    isPremium: false,
    premiumFee: 5000,
    isReservation: false,
    reservationDiscount: 2000,
  };

  it('subtracts the active discount and the reservation discount, and adds the premium fee', () => {
    expect(packagePrice(base, '2026-03-10')).toBe(27000);
    expect(packagePrice(base, '2026-04-10')).toBe(30000);
    expect(packagePrice({ ...base, isReservation: true }, '2026-03-10')).toBe(25000);
    expect(packagePrice({ ...base, isPremium: true }, '2026-03-10')).toBe(32000);
    expect(packagePrice({ ...base, isPremium: true, isReservation: true }, '2026-04-10')).toBe(
      33000,
    );
  });

  it('never goes below zero before the premium fee', () => {
    const pkg = { ...base, totalFee: 1000, isReservation: true, reservationDiscount: 5000 };
    expect(packagePrice(pkg, '2026-04-10')).toBe(0);
    expect(packagePrice({ ...pkg, isPremium: true }, '2026-04-10')).toBe(5000);
  });
});
