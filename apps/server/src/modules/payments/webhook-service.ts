// What a verified Stripe event changes. Each event is handled once (payment_events), and all it
// changes is one transaction: the event's record, the checkout, and the booking or invoice.
import type Stripe from 'stripe';
import { and, desc, eq, isNull, ne, or, sql } from 'drizzle-orm';
import { ZCheckoutRequest } from '@studio/shared/booking/contracts';
import { formatMoney } from '@studio/shared/money';
import type { Transaction } from '../../db/client.ts';
import { isUuid } from '../../platform/path-params.ts';
import { findBusiness } from '../businesses/profile-service.ts';
import { recordActivity } from '../orders/activities.ts';
import { markInvoicePaidIn } from '../orders/invoice-edit-service.ts';
import { invoicesOf } from '../orders/invoice-service.ts';
import { requireOrder } from '../orders/service.ts';
import { lockBusinessBookings } from '../scheduling/order-slots.ts';
import { refundDuplicatePayment } from './refunds.ts';
import { checkouts, paymentEvents } from './schema.ts';
import type { PaymentsDeps } from './payments-deps.ts';
import type { CheckoutRow } from './service.ts';

/** handled: it changed what it should; duplicate: seen before; ignored: not ours to act on. */
export type WebhookOutcome = 'handled' | 'duplicate' | 'ignored';

export type Paid = { amount: number; paidAt: Date; providerRef: string };
/** A BOOKING checkout was paid (turned COMPLETED in `tx`): make its booking, answer the order id. */
export type OnCheckoutPaid = (
  tx: Transaction,
  checkout: CheckoutRow,
  paid: Paid,
) => Promise<string>;
/** A BOOKING checkout ended unpaid: let the hold that its token names go, if it is still held. */
export type OnCheckoutEnded = (
  tx: Transaction,
  hold: { businessId: string; slotId: string; holdToken: string },
) => Promise<void>;
/**
 * What a booking checkout's end means to the bookings. Handed in at start-up by the module that
 * takes bookings, which imports payments: payments never imports it back.
 */
export type BookingCheckoutHooks = { onPaid: OnCheckoutPaid; onEnded: OnCheckoutEnded };

const paidTypes = new Set([
  'checkout.session.completed',
  'checkout.session.async_payment_succeeded',
]);
const endedTypes = new Set(['checkout.session.expired', 'checkout.session.async_payment_failed']);

export async function handleStripeEvent(
  deps: PaymentsDeps,
  input: { businessId: string; event: Stripe.Event; hooks: BookingCheckoutHooks },
): Promise<WebhookOutcome> {
  const { db } = deps;
  const { businessId, event, hooks } = input;
  if (!paidTypes.has(event.type) && !endedTypes.has(event.type)) return 'ignored';
  const session = event.data.object as Stripe.Checkout.Session;
  const checkoutId = session.metadata?.checkoutId ?? session.client_reference_id;
  // One Stripe account may serve several businesses: each acts on its own checkouts only.
  if (!checkoutId || !isUuid(checkoutId) || session.metadata?.businessId !== businessId)
    return 'ignored';

  const outcome = await db.transaction(async (tx) => {
    const [isNew] = await tx
      .insert(paymentEvents)
      .values({ id: event.id, businessId, type: event.type })
      .onConflictDoNothing()
      .returning({ id: paymentEvents.id });
    if (!isNew) return 'duplicate';
    const target = { businessId, checkoutId, sessionId: session.id };
    if (paidTypes.has(event.type)) {
      // A delayed payment method completes the session unpaid; its own event follows.
      if (session.payment_status !== 'paid') return 'handled';
      await completeCheckout(tx, {
        ...target,
        paidAt: new Date(event.created * 1000),
        session,
        onPaid: hooks.onPaid,
      });
    } else {
      await endCheckout(tx, { ...target, onEnded: hooks.onEnded });
    }
    return 'handled';
  });
  // After the commit, never inside it: a second payment of a hold is given back. Also on a
  // duplicate delivery, which is how a refund that failed is tried again.
  if (paidTypes.has(event.type)) await refundDuplicatePayment(deps, { businessId, checkoutId });
  return outcome;
}

type CheckoutTarget = { businessId: string; checkoutId: string; sessionId: string };

/** The checkout row of this session, unless another session was started for it. */
function sameCheckout(target: CheckoutTarget) {
  return and(
    eq(checkouts.id, target.checkoutId),
    eq(checkouts.businessId, target.businessId),
    or(isNull(checkouts.providerSessionId), eq(checkouts.providerSessionId, target.sessionId)),
  );
}

/**
 * Paid: the checkout turns COMPLETED once (a conditional update: a replay, or another event of
 * the same session, finds nothing to change). An EXPIRED checkout is completed too: the client
 * paid just as it ran out, and the money must not go unrecorded.
 */
async function completeCheckout(
  tx: Transaction,
  input: CheckoutTarget & {
    paidAt: Date;
    session: Stripe.Checkout.Session;
    onPaid: OnCheckoutPaid;
  },
): Promise<void> {
  // The payments of one business's bookings are decided one at a time (the lock holds and
  // checkouts take), so of two sessions of one hold paid at once exactly one makes the booking.
  await lockBusinessBookings(tx, input.businessId);
  const [checkout] = await tx
    .update(checkouts)
    .set({ status: 'COMPLETED', completedAt: input.paidAt, providerSessionId: input.sessionId })
    .where(and(sameCheckout(input), ne(checkouts.status, 'COMPLETED')))
    .returning();
  if (!checkout) return;
  const intent = input.session.payment_intent;
  const paid: Paid = {
    amount: checkout.amount,
    paidAt: input.paidAt,
    providerRef: (typeof intent === 'string' ? intent : intent?.id) ?? input.sessionId,
  };
  if (checkout.kind === 'BOOKING') {
    const booked = await paidCheckoutOfSameHold(tx, checkout);
    if (booked) {
      // Paid twice for one hold: the booking stands once; this payment is refunded after the
      // commit (refunds.ts), and the client's return page leads to the booking made.
      await tx
        .update(checkouts)
        .set({ orderId: booked.orderId, refundPaymentRef: paid.providerRef })
        .where(and(eq(checkouts.id, checkout.id), eq(checkouts.businessId, checkout.businessId)));
      return;
    }
    const orderId = await input.onPaid(tx, checkout, paid);
    await tx
      .update(checkouts)
      .set({ orderId })
      .where(and(eq(checkouts.id, checkout.id), eq(checkouts.businessId, checkout.businessId)));
  } else {
    await payInvoice(tx, checkout, paid.paidAt);
  }
}

/** Another checkout of the same hold (its slot and hold token) that was paid already. */
async function paidCheckoutOfSameHold(
  tx: Transaction,
  checkout: CheckoutRow,
): Promise<{ orderId: string | null } | null> {
  const holdToken = holdTokenOf(checkout);
  if (!checkout.slotId || !holdToken) return null;
  const [paid] = await tx
    .select({ orderId: checkouts.orderId })
    .from(checkouts)
    .where(
      and(
        eq(checkouts.businessId, checkout.businessId),
        eq(checkouts.kind, 'BOOKING'),
        eq(checkouts.slotId, checkout.slotId),
        eq(checkouts.status, 'COMPLETED'),
        ne(checkouts.id, checkout.id),
        isNull(checkouts.refundPaymentRef),
        sql`${checkouts.request}->>'holdToken' = ${holdToken}`,
      ),
    )
    .limit(1);
  return paid ?? null;
}

function holdTokenOf(checkout: CheckoutRow): string | null {
  const request = checkout.request as { holdToken?: unknown } | null;
  return typeof request?.holdToken === 'string' ? request.holdToken : null;
}

/**
 * The invoice turns PAID with its MARK_PAID activity and the order's totals. When it no longer
 * waits for the money (paid by hand meanwhile, cancelled, or its booking cancelled), the payment
 * is still written in the shoot's log, so the owner sees it and can refund it.
 */
async function payInvoice(tx: Transaction, checkout: CheckoutRow, paidAt: Date): Promise<void> {
  const { businessId, orderId, invoiceId } = checkout;
  if (!orderId || !invoiceId) return;
  const order = await requireOrder(tx, { businessId, orderId });
  const invoice = (await invoicesOf(tx, { businessId, orderId })).find(
    (row) => row.id === invoiceId,
  );
  const actor = { accountId: null, name: order.fullName };
  if (invoice && invoice.status === 'PENDING' && order.status === 'ACTIVE') {
    await markInvoicePaidIn(tx, { businessId, invoiceId, actor, paidAt });
    return;
  }
  const { currency } = await findBusiness(tx, { businessId });
  const state = order.status === 'ACTIVE' ? (invoice?.status ?? 'DELETED') : 'CANCELED';
  await recordActivity(tx, {
    businessId,
    orderId,
    type: 'MARK_PAID',
    actor,
    summary: `Received an online payment of ${formatMoney(checkout.amount, currency)} for an invoice that was already ${state.toLowerCase()}`,
  });
}

/** Expired or failed unpaid: the checkout is EXPIRED and a booking's hold released. */
async function endCheckout(
  tx: Transaction,
  target: CheckoutTarget & { onEnded: OnCheckoutEnded },
): Promise<void> {
  const [checkout] = await tx
    .update(checkouts)
    .set({ status: 'EXPIRED' })
    .where(and(sameCheckout(target), eq(checkouts.status, 'OPEN')))
    .returning();
  if (checkout) await releaseCheckoutHold(tx, { checkout, onEnded: target.onEnded });
}

/** The hold token of the latest booking checkout of the slot (the one that just ended). */
async function holdTokenOfCheckoutSlot(
  tx: Transaction,
  input: { businessId: string; slotId: string },
): Promise<string | null> {
  const [row] = await tx
    .select({ request: checkouts.request })
    .from(checkouts)
    .where(
      and(
        eq(checkouts.businessId, input.businessId),
        eq(checkouts.slotId, input.slotId),
        eq(checkouts.kind, 'BOOKING'),
      ),
    )
    .orderBy(desc(checkouts.createdAt))
    .limit(1);
  const parsed = ZCheckoutRequest.safeParse(row?.request);
  return parsed.success ? parsed.data.holdToken : null;
}

/**
 * A BOOKING checkout that ended unpaid lets its hold go (none for an invoice payment): only
 * while the slot still carries the checkout's own hold token, so a later client who took the
 * time meanwhile keeps it. A checkout without a token stands for the slot's latest one.
 */
export async function releaseCheckoutHold(
  tx: Transaction,
  input: { checkout: CheckoutRow; onEnded: OnCheckoutEnded },
): Promise<void> {
  const { checkout } = input;
  if (checkout.kind !== 'BOOKING' || !checkout.slotId) return;
  const hold = { businessId: checkout.businessId, slotId: checkout.slotId };
  const holdToken = holdTokenOf(checkout) ?? (await holdTokenOfCheckoutSlot(tx, hold));
  if (!holdToken) return;
  await input.onEnded(tx, { ...hold, holdToken });
}
