import { describe, expect, it } from 'vitest';
import { priceBreakdown, type BreakdownInput } from './price-breakdown.ts';

const base: BreakdownInput = {
  pkg: {
    name: 'Classic',
    totalFee: 20_000,
    discount: null,
    isPremium: false,
    premiumFee: 0,
    isReservation: false,
    reservationDiscount: 0,
  },
  onDate: '2031-06-10',
  slotPremiumFee: 0,
  addons: [],
  coupon: null,
  tax: { mode: 'NO_TAX', rateBps: 0 },
  feeCollectionMethod: 'FULL_AT_BOOKING',
  schedule: [],
  shootStart: '2031-06-10T09:00:00Z',
  timeZone: 'UTC',
  now: new Date('2031-05-01T00:00:00Z'),
};

describe('priceBreakdown', () => {
  it('adds the package, a premium time and add-ons, then coupon and tax', () => {
    const breakdown = priceBreakdown({
      ...base,
      slotPremiumFee: 2_500,
      addons: [{ name: 'Prints', fee: 1_500, quantity: 2 }],
      coupon: { amount: 1_000, isFixed: false },
      tax: { mode: 'EXCLUDE', rateBps: 700 },
    });
    expect(breakdown.lines).toEqual([
      { label: 'Classic', amount: 20_000 },
      { label: 'Premium time', amount: 2_500 },
      { label: 'Prints × 2', amount: 3_000 },
    ]);
    expect(breakdown.subtotal).toBe(25_500);
    expect(breakdown.couponDiscount).toBe(2_550);
    expect(breakdown.tax).toBe(Math.round(22_950 * 0.07));
    expect(breakdown.total).toBe(22_950 + breakdown.tax);
    expect(breakdown.dueNow).toBe(breakdown.total);
  });

  it('due now is the DURING_BOOKING part of the payment schedule', () => {
    const breakdown = priceBreakdown({
      ...base,
      feeCollectionMethod: 'PAYMENT_SCHEDULE',
      schedule: [
        {
          milestone: 'DURING_BOOKING',
          amount: 3_000,
          isFixed: false,
          dueInterval: 1,
          intervalUnit: 'DAYS',
        },
        {
          milestone: 'BEFORE_SHOOT_DATE',
          amount: 7_000,
          isFixed: false,
          dueInterval: 7,
          intervalUnit: 'DAYS',
        },
      ],
    });
    expect(breakdown.total).toBe(20_000);
    expect(breakdown.dueNow).toBe(6_000);
  });

  it('nothing is due now when the client pays in person', () => {
    const breakdown = priceBreakdown({ ...base, feeCollectionMethod: 'NO_ONLINE_PAYMENT' });
    expect(breakdown.dueNow).toBe(0);
  });
});
