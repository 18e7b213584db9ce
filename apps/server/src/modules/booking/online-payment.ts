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
import { and, asc, eq, gt, ne, sql } from 'drizzle-orm';
import type { TCheckoutResult } from '@studio/shared/booking/contracts';
import { messages } from '@studio/shared/messages';
import { addMinutes } from '@studio/shared/scheduling/zoned-time';
import type { Database, Transaction } from '../../db/client.ts';
import { describeInstant } from '../../platform/describe-instant.ts';
import { AppError } from '../../platform/errors.ts';
import { endProviderSession, openSessionUrl } from '../payments/provider-sessions.ts';
import { checkouts } from '../payments/schema.ts';
import { CHECKOUT_ID_PLACEHOLDER, startPayment, type CheckoutRow } from '../payments/service.ts';
import { lockBusinessBookings } from '../scheduling/order-slots.ts';
import { slots } from '../scheduling/schema.ts';
import { requireRoomForClient } from './client-limits.ts';
import type { BookingContext, CheckoutInput } from './confirm.ts';
import { holdTokenHash } from './hold-tokens.ts';
import { bookingAppUrl } from './setup.ts';
import { getBookingSettings } from './settings.ts';
import { TakenError } from './taken-error.ts';

/** Stripe keeps a Checkout Session open at least 30 minutes: the hold lasts as long. */
export const PAYMENT_MINUTES = 30;

type Held = { slot: typeof slots.$inferSelect; amount: number };

/** The booking checkouts of this hold: its slot, carrying its token. */
function ofHold(businessId: string, slotId: string, holdToken: string) {
  return and(
    eq(checkouts.businessId, businessId),
    eq(checkouts.kind, 'BOOKING'),
    eq(checkouts.slotId, slotId),
    sql`${checkouts.request}->>'holdToken' = ${holdToken}`,
  );
}

/**
 * The client goes back to the hold's open payment when nothing changed; a payment with other
 * choices is ended first. Answers the payment to go back to, or null to open a new one.
 */
async function reuseOrEndOpenPayment(
  db: Database,
  context: BookingContext,
  request: CheckoutInput,
  held: Held,
): Promise<TCheckoutResult | null> {
  const businessId = context.business.id;
  const [open] = await db
    .select()
    .from(checkouts)
    .where(
      and(
        ofHold(businessId, held.slot.id, request.holdToken),
        eq(checkouts.status, 'OPEN'),
        gt(checkouts.expiresAt, sql`now()`),
      ),
    )
    .orderBy(asc(checkouts.createdAt))
    .limit(1);
  if (!open) return null;
  const isSame =
    open.amount === held.amount &&
    (
      await db
        .select({ id: checkouts.id })
        .from(checkouts)
        .where(
          and(
            eq(checkouts.id, open.id),
            eq(checkouts.businessId, businessId),
            sql`${checkouts.request} = ${JSON.stringify(request)}::jsonb`,
          ),
        )
    ).length > 0;
  if (isSame) {
    const paymentUrl = await openSessionUrl(db, open);
    if (paymentUrl) return { status: 'PAYMENT', checkoutId: open.id, paymentUrl };
  }
  await endOpenPayment(db, open);
  return null;
}

/**
 * Ends a payment being replaced: EXPIRED here first (so the provider's "expired" event that
 * follows does not let the hold go: the new payment keeps it), then at the provider. Paid
 * meanwhile: 409 holdAlreadyPaid (its webhook books it). The provider out of reach: the payment
 * stays open, and the client may try again.
 */
async function endOpenPayment(db: Database, open: CheckoutRow): Promise<void> {
  const scope = and(eq(checkouts.id, open.id), eq(checkouts.businessId, open.businessId));
  const [ended] = await db
    .update(checkouts)
    .set({ status: 'EXPIRED' })
    .where(and(scope, eq(checkouts.status, 'OPEN')))
    .returning({ id: checkouts.id });
  if (!ended) {
    const [now] = await db.select({ status: checkouts.status }).from(checkouts).where(scope);
    if (now?.status === 'COMPLETED') throw new AppError('CONFLICT', messages.holdAlreadyPaid);
    return;
  }
  let outcome: 'ended' | 'paid';
  try {
    outcome = await endProviderSession(db, open);
  } catch (error) {
    await db
      .update(checkouts)
      .set({ status: 'OPEN' })
      .where(and(scope, eq(checkouts.status, 'EXPIRED')));
    throw error;
  }
  if (outcome === 'paid') throw new AppError('CONFLICT', messages.holdAlreadyPaid);
}

/** When the hold's first payment started (now for the first one). */
async function firstPaymentOf(db: Database, businessId: string, held: Held, holdToken: string) {
  const [first] = await db
    .select({ createdAt: checkouts.createdAt })
    .from(checkouts)
    .where(ofHold(businessId, held.slot.id, holdToken))
    .orderBy(asc(checkouts.createdAt))
    .limit(1);
  return first?.createdAt ?? new Date();
}

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
  const [other] = await tx
    .select({ id: checkouts.id })
    .from(checkouts)
    .where(
      and(
        ofHold(businessId, held.slot.id, request.holdToken),
        eq(checkouts.status, 'OPEN'),
        gt(checkouts.expiresAt, sql`now()`),
        ne(checkouts.id, input.checkoutId),
      ),
    )
    .limit(1);
  if (other) throw new AppError('CONFLICT', messages.paymentAlreadyOpen);
  await requireRoomForClient(tx, {
    businessId,
    serviceId: context.service.id,
    email: request.email,
    slotId: held.slot.id,
    settings: await getBookingSettings(tx, { businessId }),
  });
  const [extended] = await tx
    .update(slots)
    .set({ lockoutEnd: input.expiresAt, updatedAt: sql`now()` })
    .where(
      and(
        eq(slots.id, held.slot.id),
        eq(slots.businessId, businessId),
        eq(slots.status, 'BOOKING'),
        eq(slots.holdTokenHash, holdTokenHash(request.holdToken)),
        gt(slots.lockoutEnd, sql`now()`),
      ),
    )
    .returning({ id: slots.id });
  if (!extended) throw new TakenError(messages.holdExpired, []);
}

/** PAYMENT: the client goes to the provider's page (the same one while nothing changed). */
export async function startOnlinePayment(
  db: Database,
  context: BookingContext,
  request: CheckoutInput,
  held: Held,
): Promise<TCheckoutResult> {
  const { business, service } = context;
  const reused = await reuseOrEndOpenPayment(db, context, request, held);
  if (reused) return reused;
  const firstStarted = await firstPaymentOf(db, business.id, held, request.holdToken);
  const expiresAt = addMinutes(Math.min(Date.now(), firstStarted.getTime()), PAYMENT_MINUTES);
  const page = `${bookingAppUrl()}/book/${encodeURIComponent(business.slug)}/${encodeURIComponent(service.slug)}`;
  const started = await startPayment(
    db,
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
      request,
    },
    (tx, checkoutId) => claimHold(tx, { context, request, held, checkoutId, expiresAt }),
  );
  return { status: 'PAYMENT', checkoutId: started.checkoutId, paymentUrl: started.paymentUrl };
}
