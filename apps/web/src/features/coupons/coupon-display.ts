// How a coupon reads in the list: its amount, validity, uses and state.
import type { TCoupon } from '@studio/shared/coupons/requests';
import { formatMoney } from '@studio/shared/money';
import { formatLocalDate } from '../../ui/date-formats.ts';

/** '10.00 €' for a fixed coupon (business currency), '15%' for a percent one. */
export function couponAmount(
  coupon: Pick<TCoupon, 'amount' | 'isFixed'>,
  currency: string,
): string {
  if (coupon.isFixed) return formatMoney(coupon.amount, currency);
  return `${Number((coupon.amount / 100).toFixed(2))}%`;
}

export function couponValidity(coupon: Pick<TCoupon, 'startDate' | 'endDate'>): string {
  const { startDate, endDate } = coupon;
  if (startDate && endDate) return `${formatLocalDate(startDate)} – ${formatLocalDate(endDate)}`;
  if (startDate) return `From ${formatLocalDate(startDate)}`;
  if (endDate) return `Until ${formatLocalDate(endDate)}`;
  return 'Any date';
}

/** 'used / limit'. */
export function couponUses(coupon: Pick<TCoupon, 'usedCount' | 'usageLimit'>): string {
  return `${coupon.usedCount} / ${coupon.usageLimit ?? 'no limit'}`;
}

export type CouponState = 'ACTIVE' | 'SCHEDULED' | 'EXPIRED' | 'USED_UP';

/** Its state on the business's local date `today` (YYYY-MM-DD). */
export function couponState(coupon: TCoupon, today: string): CouponState {
  if (coupon.usageLimit !== null && coupon.usedCount >= coupon.usageLimit) return 'USED_UP';
  if (coupon.endDate && today > coupon.endDate) return 'EXPIRED';
  if (coupon.startDate && today < coupon.startDate) return 'SCHEDULED';
  return 'ACTIVE';
}

export const couponStateTags: Record<CouponState, { label: string; color: string }> = {
  ACTIVE: { label: 'Active', color: 'green' },
  SCHEDULED: { label: 'Scheduled', color: 'blue' },
  EXPIRED: { label: 'Expired', color: 'default' },
  USED_UP: { label: 'Used up', color: 'orange' },
};
