import { describe, expect, it } from 'vitest';
import { messages } from '../messages.ts';
import { couponCodeKey, ZSaveCouponRequest } from './requests.ts';

const valid = { code: 'SPRING-10', amount: 1000, isFixed: false };
const errorsOf = (input: unknown) => {
  const result = ZSaveCouponRequest.safeParse(input);
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
};

describe('ZSaveCouponRequest', () => {
  it('accepts a percent coupon with open dates and no limit', () => {
    expect(ZSaveCouponRequest.parse(valid)).toEqual({
      ...valid,
      startDate: null,
      endDate: null,
      usageLimit: null,
    });
  });

  it('trims the code and compares it upper-case', () => {
    expect(ZSaveCouponRequest.parse({ ...valid, code: '  spring_10 ' }).code).toBe('spring_10');
    expect(couponCodeKey(' spring_10 ')).toBe('SPRING_10');
  });

  it('gives the messages of each rule', () => {
    expect(errorsOf({ ...valid, code: '  ' })).toEqual([messages.required]);
    expect(errorsOf({ ...valid, code: 'A'.repeat(65) })).toEqual([
      messages.maxLength('coupon code', 64),
    ]);
    expect(errorsOf({ ...valid, code: 'TEN OFF' })).toEqual([messages.couponCodeFormat]);
    expect(errorsOf({ ...valid, amount: 0 })).toEqual([messages.paymentAmountPositive]);
    expect(errorsOf({ ...valid, amount: 10001 })).toEqual([messages.paymentPercentMax]);
    expect(errorsOf({ ...valid, isFixed: true, amount: 10001 })).toEqual([]);
    expect(errorsOf({ ...valid, usageLimit: 0 })).toEqual([messages.couponUsageLimitMin]);
    expect(errorsOf({ ...valid, startDate: '2026-02-30' })).toEqual([messages.dateFormat]);
    expect(errorsOf({ ...valid, startDate: '2026-06-02', endDate: '2026-06-01' })).toEqual([
      messages.endDateBeforeStart,
    ]);
    expect(errorsOf({ ...valid, startDate: '2026-06-01', endDate: '2026-06-01' })).toEqual([]);
  });
});
