// The one pricing module: used by the server, the shoot form and the public booking
// page. Integer minor units throughout; percentages are basis points (700 = 7%).
import type { taxModes } from '../enums.ts';
import { packagePrice } from '../packages/discount.ts';
import { FULL_PERCENT_BPS } from '../packages/requests.ts';

export type TaxMode = (typeof taxModes)[number];
export type Tax = { mode: TaxMode; rateBps: number };
export type CouponTerms = { amount: number; isFixed: boolean };
export type AddonLine = { fee: number; quantity: number };

/**
 * The shoot fee before coupon and tax: the package price on the shoot's local date (discount,
 * reservation discount, premium: packagePrice) plus a premium slot's fee, plus add-ons times
 * their quantity. Without a package the fee starts at 0.
 */
export function shootFee(input: {
  pkg: Parameters<typeof packagePrice>[0] | null;
  onDate: string;
  slotPremiumFee?: number;
  addons: readonly AddonLine[];
}): number {
  const base = input.pkg ? packagePrice(input.pkg, input.onDate) : 0;
  return base + (input.slotPremiumFee ?? 0) + addonsTotal(input.addons);
}

export function addonsTotal(addons: readonly AddonLine[]): number {
  return addons.reduce((sum, line) => sum + line.fee * line.quantity, 0);
}

/** What a coupon takes off a fee: never more than the fee, never negative. */
export function couponDiscount(fee: number, coupon: CouponTerms | null): number {
  if (!coupon || fee <= 0) return 0;
  const off = coupon.isFixed
    ? coupon.amount
    : Math.round((fee * Math.min(coupon.amount, FULL_PERCENT_BPS)) / FULL_PERCENT_BPS);
  return Math.max(0, Math.min(off, fee));
}

export type OrderPrice = {
  /** The shoot fee the breakdown starts from. */
  fee: number;
  couponDiscount: number;
  /** fee - couponDiscount, never below 0. */
  taxable: number;
  /** The tax in the total: added when EXCLUDE, contained when INCLUDE, 0 when NO_TAX. */
  tax: number;
  tip: number;
  /** What the client pays: taxable (+ tax when excluded) + tip; never below the tip. */
  total: number;
};

/**
 * The coupon is subtracted before tax; EXCLUDE adds the sales tax, INCLUDE means the
 * fee already holds it (tax = taxable - taxable / (1 + rate)), NO_TAX adds nothing; the tip is
 * added after tax; a negative total floors at the tip.
 */
export function orderPrice(input: {
  fee: number;
  coupon?: CouponTerms | null;
  /** A discount already fixed on the order (wins over coupon terms when given). */
  couponDiscountAmount?: number;
  tax: Tax;
  tip?: number;
}): OrderPrice {
  const tip = Math.max(0, input.tip ?? 0);
  const discount =
    input.couponDiscountAmount !== undefined
      ? Math.max(0, Math.min(input.couponDiscountAmount, Math.max(0, input.fee)))
      : couponDiscount(input.fee, input.coupon ?? null);
  const taxable = Math.max(0, input.fee - discount);
  const rate = Math.max(0, input.tax.rateBps);
  let tax = 0;
  let total = taxable;
  if (input.tax.mode === 'EXCLUDE') {
    tax = Math.round((taxable * rate) / FULL_PERCENT_BPS);
    total = taxable + tax;
  } else if (input.tax.mode === 'INCLUDE') {
    tax = taxable - Math.round((taxable * FULL_PERCENT_BPS) / (FULL_PERCENT_BPS + rate));
  }
  return { fee: input.fee, couponDiscount: discount, taxable, tax, tip, total: total + tip };
}
