// A checkout paid online: the hold waits in one open payment while the client pays. Opening the
// checkout again (a second click, the back button, another tab) never opens a second payment that
// could be paid too, and never keeps the time held longer than one payment's half hour:
// - the same choices: the same payment page again, while it is open;
// - changed choices (another add-on, a coupon): the old payment is ended at the provider first,
//   then a new one opens; if the old one was paid meanwhile, the client is told so;
// - however often it is opened, the hold ends PAYMENT_MINUTES after its first payment started
//   (so at most HOLD_MINUTES + PAYMENT_MINUTES after the time was taken). A payment opened late
//   still gets the provider's shortest session (30 minutes); when the payment ends here, the hold
//   sweeper ends that session at the provider too.
import type { TCheckoutResult } from '@studio/shared/booking/contracts';
import { messages } from '@studio/shared/messages';
import { addMinutes } from '@studio/shared/scheduling/zoned-time';
import type { Transaction } from '../../db/client.ts';
import { describeInstant } from '../../platform/describe-instant.ts';
import {
  firstHoldPaymentAt,
  requireOnlyOpenHoldPayment,
  reuseOrEndHoldPayment,
} from '../payments/hold-payments.ts';
import type { PaymentsDeps } from '../payments/payments-deps.ts';
import { CHECKOUT_ID_PLACEHOLDER, startPayment } from '../payments/service.ts';
import { lockBusinessBookings, type ShootSlot } from '../scheduling/order-slots.ts';
import { extendHold } from '../scheduling/holds.ts';
import { requireRoomForClient } from './client-limits.ts';
import { withOrigin, type BookingContext, type CheckoutInput } from './confirm.ts';
import type { SigningOrigin } from './contract-port.ts';
import { holdTokenHash } from './hold-tokens.ts';
import { getBookingSettings } from './settings.ts';
import { TakenError } from './taken.ts';

/** Stripe keeps a Checkout Session open at least 30 minutes: the hold lasts as long. */
export const PAYMENT_MINUTES = 30;

type Held = { slot: ShootSlot; amount: number; origin: SigningOrigin };

/**
 * In the new payment's transaction, under the business's booking lock: still the hold's only
 * open payment (a second tab opening one at the same moment loses), the client's email within
 * the business's limits, and the hold kept until the payment's expiry, if it is still theirs.
 */
async function claimHold(
  tx: Transaction,
  input: {
    context: BookingContext;
    request: CheckoutInput;
    held: Held;
    checkoutId: string;
    expiresAt: Date;
  },
): Promise<void> {
  const { context, request, held } = input;
  const businessId = context.business.id;
  await lockBusinessBookings(tx, businessId);
  await requireOnlyOpenHoldPayment(tx, {
    businessId,
    slotId: held.slot.id,
    holdToken: request.holdToken,
    checkoutId: input.checkoutId,
  });
  await requireRoomForClient(tx, {
    businessId,
    serviceId: context.service.id,
    email: request.email,
    slotId: held.slot.id,
    settings: await getBookingSettings(tx, { businessId }),
  });
  const isExtended = await extendHold(tx, {
    businessId,
    slotId: held.slot.id,
    tokenHash: holdTokenHash(request.holdToken),
    until: input.expiresAt,
  });
  if (!isExtended) throw new TakenError(messages.holdExpired);
}

/** PAYMENT: the client goes to the provider's page (the same one while nothing changed). */
export async function startOnlinePayment(
  deps: PaymentsDeps,
  context: BookingContext,
  request: CheckoutInput,
  held: Held,
): Promise<TCheckoutResult> {
  const { db } = deps;
  const { business, service } = context;
  const hold = { businessId: business.id, slotId: held.slot.id, holdToken: request.holdToken };
  const reused = await reuseOrEndHoldPayment(deps, { ...hold, amount: held.amount, request });
  if (reused) return { status: 'PAYMENT', ...reused };
  const firstStarted = (await firstHoldPaymentAt(db, hold)) ?? new Date();
  const expiresAt = addMinutes(Math.min(Date.now(), firstStarted.getTime()), PAYMENT_MINUTES);
  const page = context.links.servicePageUrl({
    businessSlug: business.slug,
    serviceSlug: service.slug,
  });
  const started = await startPayment(
    deps,
    {
      businessId: business.id,
      kind: 'BOOKING',
      amount: held.amount,
      currency: business.currency,
      description: `${service.name}, ${describeInstant(business.timeZone)(held.slot.startTime)}`,
      customerEmail: request.email,
      successUrl: `${page}/done?checkout=${CHECKOUT_ID_PLACEHOLDER}`,
      cancelUrl: `${page}?checkout=${CHECKOUT_ID_PLACEHOLDER}`,
      expiresAt,
      serviceId: service.id,
      slotId: held.slot.id,
      // With where the client sent it from, for the webhook's confirmation: the contracts signed
      // while booking record it.
      request: withOrigin(request, held.origin),
    },
    (tx, checkoutId) => claimHold(tx, { context, request, held, checkoutId, expiresAt }),
  );
  return { status: 'PAYMENT', checkoutId: started.checkoutId, paymentUrl: started.paymentUrl };
}
