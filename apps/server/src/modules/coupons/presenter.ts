// Coupon rows -> the shared response shapes (never raw rows).
import type { TCoupon, TCouponTerms } from '@studio/shared/coupons/requests';
import type { coupons } from './schema.ts';

type CouponRow = typeof coupons.$inferSelect;

export function presentCoupon(row: CouponRow): TCoupon {
  return {
    id: row.id,
    code: row.code,
    amount: row.amount,
    isFixed: row.isFixed,
    startDate: row.startDate,
    endDate: row.endDate,
    usageLimit: row.usageLimit,
    usedCount: row.usedCount,
    createdDate: row.createdAt.toISOString(),
  };
}

export function presentCouponTerms(row: CouponRow): TCouponTerms {
  return { id: row.id, code: row.code, amount: row.amount, isFixed: row.isFixed };
}
