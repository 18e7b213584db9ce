// Coupons: the requests and answers of /api/coupons.
import { z } from 'zod';
import { ZLocalDateInput } from '../availability/local-time.ts';
import { messages } from '../messages.ts';
import { FULL_PERCENT_BPS } from '../packages/requests.ts';
import { boundedInt, PAGE_MAX, percentAtMost, queryInt } from '../validation.ts';

export const COUPON_CODE_MAX = 64;
export const COUPON_PAGE_SIZE = 50;
/** Ten million in minor units: far above any shoot fee, far below integer overflow. */
export const COUPON_AMOUNT_MAX = 1_000_000_000;
/** More uses than any photographer has clients; the column is an int4. */
export const COUPON_USAGE_LIMIT_MAX = 1_000_000;

/** How a code is compared: trimmed, upper-case (unique in the business). */
export function couponCodeKey(code: string): string {
  return code.trim().toUpperCase();
}

export const ZCouponCode = z
  .string({ error: messages.required })
  .trim()
  .min(1, messages.required)
  .max(COUPON_CODE_MAX, messages.maxLength('coupon code', COUPON_CODE_MAX))
  .regex(/^[A-Za-z0-9_-]*$/, messages.couponCodeFormat);

export const ZSaveCouponRequest = z
  .object({
    code: ZCouponCode,
    /** Minor units when fixed, basis points (1000 = 10%) otherwise. */
    amount: z
      .number({ error: messages.required })
      .int()
      .min(1, messages.paymentAmountPositive)
      .max(COUPON_AMOUNT_MAX, messages.amountTooLarge),
    isFixed: z.boolean(),
    /** Local dates in the business time zone, both inclusive; null = open-ended. */
    startDate: ZLocalDateInput.nullable().default(null),
    endDate: ZLocalDateInput.nullable().default(null),
    /** null = no limit. */
    usageLimit: boundedInt(1, COUPON_USAGE_LIMIT_MAX, {
      min: messages.couponUsageLimitMin,
      max: messages.usageLimitMax(COUPON_USAGE_LIMIT_MAX),
    })
      .nullable()
      .default(null),
  })
  .superRefine((coupon, context) => {
    if (!coupon.isFixed && coupon.amount > FULL_PERCENT_BPS) {
      context.addIssue({ code: 'custom', path: ['amount'], message: messages.paymentPercentMax });
    }
    if (coupon.startDate && coupon.endDate && coupon.endDate < coupon.startDate) {
      context.addIssue({ code: 'custom', path: ['endDate'], message: messages.endDateBeforeStart });
    }
  })
  .meta(percentAtMost(FULL_PERCENT_BPS));
export type TSaveCouponRequest = z.input<typeof ZSaveCouponRequest>;
export type TSaveCoupon = z.output<typeof ZSaveCouponRequest>;

export const ZCoupon = z.object({
  id: z.string(),
  code: z.string(),
  amount: z.number().int(),
  isFixed: z.boolean(),
  startDate: z.string().nullable(),
  endDate: z.string().nullable(),
  usageLimit: z.number().int().nullable(),
  usedCount: z.number().int(),
  createdDate: z.string(),
});
export type TCoupon = z.infer<typeof ZCoupon>;

export const ZCouponPage = z.object({
  items: z.array(ZCoupon),
  total: z.number().int(),
  page: z.number().int(),
  size: z.number().int(),
});
export type TCouponPage = z.infer<typeof ZCouponPage>;

export const ZListCouponsQuery = z.object({
  page: queryInt(1, PAGE_MAX).default(1),
  size: z.coerce.number().int().min(1).max(100).default(COUPON_PAGE_SIZE),
  /** Part of the code, any case. */
  search: z.string().trim().max(COUPON_CODE_MAX).optional(),
});
export type TListCouponsQuery = z.input<typeof ZListCouponsQuery>;

/** GET /api/coupons/validate: is the code usable on this local date? */
export const ZValidateCouponQuery = z.object({
  code: z.string({ error: messages.required }).trim().min(1, messages.required).max(200),
  date: ZLocalDateInput,
});

/** What a valid code takes off (the pricing module's CouponTerms, with the coupon's identity). */
export const ZCouponTerms = z.object({
  id: z.string(),
  code: z.string(),
  amount: z.number().int(),
  isFixed: z.boolean(),
});
export type TCouponTerms = z.infer<typeof ZCouponTerms>;
