// The client's checkout, the price preview (quote) and where a payment stands. Without online
// payment (or nothing due now) one transaction confirms the booking; with Stripe the validated
// request waits in a checkout row while the client pays (online-payment.ts), and the webhook
// confirms it. Either way the client's email is held to the business's booking limits first.
import type { z } from 'zod';
import type {
  TCheckoutResult,
  TPriceBreakdown,
  TQuote,
  ZQuoteRequest,
} from '@studio/shared/booking/contracts';
import { priceBreakdown } from '@studio/shared/booking/price-breakdown';
import { messages } from '@studio/shared/messages';
import type { TaxMode } from '@studio/shared/pricing/price';
import { instantToWall, todayIn } from '@studio/shared/scheduling/zoned-time';
import type { Database, Transaction } from '../../db/client.ts';
import { AppError } from '../../platform/errors.ts';
import { checkCoupon } from '../coupons/service.ts';
import {
  scheduleOf,
  validateChoices,
  type OrderLine,
  type PackageRow,
} from '../orders/order-builder.ts';
import { presentPackage } from '../packages/presenter.ts';
import { getPaymentSettings } from '../payment-settings/service.ts';
import type { PaymentsDeps } from '../payments/payments-deps.ts';
import { cancelBookingCheckout } from '../payments/cancel-checkout.ts';
import { requireBookingCheckoutState } from '../payments/hold-payments.ts';
import { onlinePaymentsOf } from '../payments/service.ts';
import { findLiveHold, requireServiceSlot } from '../scheduling/holds.ts';
import { lockBusinessBookings } from '../scheduling/order-slots.ts';
import { requireRoomForClient } from './client-limits.ts';
import { checkChoices, confirmHold, type BookingContext, type CheckoutInput } from './confirm.ts';
import { contractFactsOf, type BookingContractPort, type SigningOrigin } from './contract-port.ts';
import { holdTokenHash, slotIdOfHoldToken } from './hold-tokens.ts';
import type { BookingLinks } from './links.ts';
import { releaseHeldSlot } from './holds.ts';
import { startOnlinePayment } from './online-payment.ts';
import { requirePublicService, type PublicTarget } from './public-service.ts';
import { getBookingSettings } from './settings.ts';
import { TakenError } from './taken.ts';

type QuoteInput = z.output<typeof ZQuoteRequest>;
type PricedSlot = { startTime: Date; isPremium: boolean; premiumFee: number };

/** The breakdown of a choice (the same module the page previews with). */
function breakdownOf(
  context: Omit<BookingContext, 'links' | 'contracts'>,
  input: {
    pkg: PackageRow | null;
    lines: readonly OrderLine[];
    slot: PricedSlot | null;
    coupon: { amount: number; isFixed: boolean } | null;
    now: Date;
  },
): TPriceBreakdown {
  const { business, service, settings } = context;
  return priceBreakdown({
    pkg: input.pkg ? presentPackage(input.pkg) : null,
    onDate: input.slot
      ? instantToWall(input.slot.startTime, business.timeZone).date
      : todayIn(business.timeZone, input.now.getTime()),
    slotPremiumFee: input.slot?.isPremium ? input.slot.premiumFee : 0,
    addons: input.lines,
    coupon: input.coupon,
    tax: { mode: service.taxMode as TaxMode, rateBps: service.taxRateBps ?? settings.salesTaxBps },
    feeCollectionMethod: service.feeCollectionMethod,
    schedule: scheduleOf(service, settings.paymentSchedule),
    shootStart: input.slot?.startTime ?? null,
    timeZone: business.timeZone,
    now: input.now,
  });
}

async function contextOf(
  db: Database,
  input: { target: PublicTarget; links: BookingLinks; contracts: BookingContractPort },
): Promise<BookingContext> {
  const settings = await getPaymentSettings(db, { businessId: input.target.business.id });
  return { ...input.target, settings, links: input.links, contracts: input.contracts };
}

/** POST /api/public/businesses/{b}/quote: the server's price; a refused coupon is reported, not thrown. */
export async function quote(
  db: Database,
  input: { businessSlug: string; request: QuoteInput },
): Promise<TQuote> {
  const { request } = input;
  const target = await requirePublicService(db, {
    businessSlug: input.businessSlug,
    serviceSlug: request.serviceSlug,
  });
  const settings = await getPaymentSettings(db, { businessId: target.business.id });
  const context = { ...target, settings };
  const businessId = target.business.id;
  return db.transaction(async (tx) => {
    const { pkg, lines } = await validateChoices(tx, target.service, request);
    let slot: PricedSlot | null = null;
    if (request.slotId) {
      slot = await requireServiceSlot(tx, {
        businessId,
        serviceId: target.service.id,
        slotId: request.slotId,
      });
    }
    const now = new Date();
    let coupon: { amount: number; isFixed: boolean } | null = null;
    let couponError: string | null = null;
    if (request.couponCode) {
      const onDate = slot
        ? instantToWall(slot.startTime, target.business.timeZone).date
        : todayIn(target.business.timeZone, now.getTime());
      try {
        coupon = await checkCoupon(tx, { businessId, code: request.couponCode, onDate });
      } catch (error) {
        if (!(error instanceof AppError)) throw error;
        couponError = error.message;
      }
    }
    return { breakdown: breakdownOf(context, { pkg, lines, slot, coupon, now }), couponError };
  });
}

/** The client's live hold of this service, or 409 holdExpired. */
export async function requireLiveHold(tx: Transaction, target: PublicTarget, holdToken: string) {
  const slotId = slotIdOfHoldToken(holdToken);
  const slot = slotId
    ? await findLiveHold(tx, {
        businessId: target.business.id,
        serviceId: target.service.id,
        slotId,
        tokenHash: holdTokenHash(holdToken),
      })
    : null;
  if (!slot) throw new TakenError(messages.holdExpired);
  return slot;
}

/**
 * Everything a confirmation would check, and the price, without writing anything: the client is
 * refused here, before paying, rather than by the confirmation after paying (which never refuses).
 */
async function preview(db: Database, context: BookingContext, request: CheckoutInput) {
  return db.transaction(async (tx) => {
    const slot = await requireLiveHold(tx, context, request.holdToken);
    const { pkg, lines } = await checkChoices(tx, context.service, request);
    await context.contracts.requireSigned(tx, {
      facts: contractFactsOf(context, { client: request, pkg, slot }),
      signatures: request.contracts,
    });
    const now = new Date();
    const coupon = request.couponCode
      ? await checkCoupon(tx, {
          businessId: context.business.id,
          code: request.couponCode,
          onDate: instantToWall(slot.startTime, context.business.timeZone).date,
          field: 'couponCode',
        })
      : null;
    return { slot, breakdown: breakdownOf(context, { pkg, lines, slot, coupon, now }) };
  });
}

/** POST .../checkout: CONFIRMED now, or PAYMENT (go to the provider). */
export async function checkout(
  deps: PaymentsDeps,
  input: {
    target: PublicTarget;
    request: CheckoutInput;
    links: BookingLinks;
    contracts: BookingContractPort;
    /** Where the client checked out from: the audit trail of contracts signed while booking. */
    origin: SigningOrigin;
  },
): Promise<TCheckoutResult> {
  const { db } = deps;
  const { target, request, origin } = input;
  const { links } = input;
  const context = await contextOf(db, { target, links, contracts: input.contracts });
  if (await onlinePaymentsOf(db, target.business.id)) {
    const held = await preview(db, context, request);
    if (held.breakdown.dueNow > 0) {
      return await startOnlinePayment(deps, context, request, {
        slot: held.slot,
        amount: held.breakdown.dueNow,
        origin,
      });
    }
  }
  const orderId = await db.transaction(async (tx) => {
    // Under the business's booking lock, so two tabs of one email cannot both pass the limits.
    await lockBusinessBookings(tx, target.business.id);
    const slotId = slotIdOfHoldToken(request.holdToken);
    if (slotId) {
      await requireRoomForClient(tx, {
        businessId: target.business.id,
        serviceId: target.service.id,
        email: request.email,
        slotId,
        settings: await getBookingSettings(tx, { businessId: target.business.id }),
      });
    }
    return confirmHold(tx, context, request, { origin });
  });
  return { status: 'CONFIRMED', orderId, manageToken: links.manageToken(orderId) };
}

/** GET /api/public/checkouts/{id}: the return page polls it until the webhook confirmed. */
export async function getCheckoutState(
  db: Database,
  links: BookingLinks,
  checkoutId: string,
): Promise<{ status: 'OPEN' | 'COMPLETED' | 'EXPIRED'; manageToken: string | null }> {
  // The random id is the capability, as a Stripe session id is; nothing else of it is shown.
  const row = await requireBookingCheckoutState(db, { checkoutId });
  return {
    status: row.status,
    manageToken: row.status === 'COMPLETED' && row.orderId ? links.manageToken(row.orderId) : null,
  };
}

/**
 * POST /api/public/checkouts/{id}/cancel: back from the payment page with Cancel. An OPEN
 * checkout ends (the provider's session expired, the hold let go); answers where it stands, so a
 * payment completed meanwhile (in another tab) leads to its booking.
 */
export async function cancelCheckout(
  deps: PaymentsDeps,
  links: BookingLinks,
  checkoutId: string,
): Promise<{ status: 'OPEN' | 'COMPLETED' | 'EXPIRED'; manageToken: string | null }> {
  const { db } = deps;
  await cancelBookingCheckout(deps, { checkoutId, onEnded: releaseHeldSlot });
  return getCheckoutState(db, links, checkoutId);
}
