// The price a client sees before booking and the server charges: the package price on the shoot's
// local date, a premium time's fee, the add-ons, the coupon, tax (the shared pricing module) and
// what falls due at booking (the DURING_BOOKING invoices of the payment schedule).
import { planInvoices } from '../invoices/plan.ts';
import { messages } from '../messages.ts';
import { packagePrice } from '../packages/discount.ts';
import type { TPackage } from '../packages/contracts.ts';
import { couponDiscount, orderPrice, type CouponTerms, type Tax } from '../pricing/price.ts';
import type { TPaymentScheduleEntry } from '../services/contracts.ts';
import type { TPriceBreakdown } from './contracts.ts';

export type BreakdownInput = {
  pkg:
    | (Pick<
        TPackage,
        | 'totalFee'
        | 'discount'
        | 'isPremium'
        | 'premiumFee'
        | 'isReservation'
        | 'reservationDiscount'
      > & { name: string })
    | null;
  /** The shoot's local date in the business time zone (discount dates apply to it). */
  onDate: string;
  /** Extra fee of a premium mini-session time, 0 otherwise. */
  slotPremiumFee: number;
  addons: readonly { name: string; fee: number; quantity: number }[];
  coupon: CouponTerms | null;
  tax: Tax;
  feeCollectionMethod: string;
  schedule: readonly TPaymentScheduleEntry[];
  shootStart: Date | string | null;
  timeZone: string;
  now: Date;
};

export function priceBreakdown(input: BreakdownInput): TPriceBreakdown {
  const lines: TPriceBreakdown['lines'] = [];
  if (input.pkg)
    lines.push({ label: input.pkg.name, amount: packagePrice(input.pkg, input.onDate) });
  if (input.slotPremiumFee > 0) {
    lines.push({ label: messages.premiumTimeLine, amount: input.slotPremiumFee });
  }
  for (const addon of input.addons) {
    lines.push({
      label: messages.addonLine(addon.name, addon.quantity),
      amount: addon.fee * addon.quantity,
    });
  }
  const subtotal = lines.reduce((sum, line) => sum + line.amount, 0);
  const price = orderPrice({
    fee: subtotal,
    couponDiscountAmount: couponDiscount(subtotal, input.coupon),
    tax: input.tax,
  });
  const dueNow = planInvoices({
    grandTotal: price.total,
    feeCollectionMethod: input.feeCollectionMethod,
    schedule: input.schedule,
    bookedAt: input.now,
    shootStart: input.shootStart,
    timeZone: input.timeZone,
  })
    .filter((invoice) => invoice.paymentMilestone === 'DURING_BOOKING')
    .reduce((sum, invoice) => sum + invoice.total, 0);
  return {
    lines,
    subtotal,
    couponDiscount: price.couponDiscount,
    tax: price.tax,
    total: price.total,
    dueNow,
  };
}
