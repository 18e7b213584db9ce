// One hold, one payment: opening the checkout again answers the same Stripe session while the
// choices are the same; changed choices end the old session at Stripe before a new one opens; the
// hold never outlives its first payment's half hour; a second payment for a hold that was paid
// is refunded and never makes a second booking; one email keeps few payments open at once.
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TCheckoutResult } from '@studio/shared/booking/contracts';
import { messages } from '@studio/shared/messages';
import { holdSlot, publicRequest } from '../../test/factories/booking.ts';
import { contactFields } from '../../test/factories/customer.ts';
import { type BookingService, createBookingService } from '../../test/factories/service.ts';
import { createSlots } from '../../test/factories/slot.ts';
import { sweepOnce } from '../booking/sweeper.ts';
import { notifications } from '../notifications/schema.ts';
import { orders } from '../orders/schema.ts';
import { slots } from '../scheduling/schema.ts';
import { checkouts } from './schema.ts';
import { createConnectedOwner, startPaymentsTestbed, type PaymentsTestbed } from './test-setup.ts';

type Answer = TCheckoutResult & { detail?: string };

let bed: PaymentsTestbed;
beforeAll(async () => {
  bed = await startPaymentsTestbed();
});
afterAll(() => bed.close());

async function slotRow(id: string) {
  const [row] = await bed.app.deps.db.select().from(slots).where(eq(slots.id, id));
  return row;
}

async function checkoutRow(id: string) {
  const [row] = await bed.app.deps.db.select().from(checkouts).where(eq(checkouts.id, id));
  return row;
}

function payment(answer: { status: number; body: Answer; text: string }) {
  expect(answer.status, answer.text).toBe(200);
  if (answer.body.status !== 'PAYMENT') throw new Error(`not a payment: ${answer.text}`);
  return answer.body;
}

/** A connected business, a service with an add-on, and a client holding one of its slots. */
async function heldTime() {
  const owner = await createConnectedOwner(bed.app);
  const service = await createBookingService(bed.app, owner, {
    packageFee: 20_000,
    addons: [{ name: 'Prints', fee: 1_500, maxQuantity: 3 }],
  });
  const [slot] = await createSlots(bed.app, owner, { serviceId: service.id, count: 1 });
  const hold = await holdSlot(bed.app, service, slot!.id);
  const body = {
    ...contactFields(),
    holdToken: hold.holdToken,
    packageId: service.packageId,
  };
  const checkout = (changes: object = {}) =>
    publicRequest<Answer>(bed.app, 'POST', `${service.path}/checkout`, { ...body, ...changes });
  return { owner, service, slotId: slot!.id, body, checkout };
}

/** Waits for the stand-in's webhook of `type` to the business (sent after its API answer). */
async function waitForDelivery(type: string, businessId: string) {
  for (let attempt = 0; attempt < 100; attempt += 1) {
    const found = bed.stripe.deliveries.find(
      (delivery) => delivery.type === type && delivery.businessId === businessId,
    );
    if (found) return found;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`no ${type} delivery`);
}

describe('one payment per hold', () => {
  it('opening the checkout again with the same choices answers the same payment, and keeps the hold as it was', async () => {
    const held = await heldTime();
    const first = payment(await held.checkout());
    const lockoutEnd = (await slotRow(held.slotId))?.lockoutEnd;
    const again = payment(await held.checkout());
    expect(again).toEqual(first);
    const opened = await bed.app.deps.db
      .select()
      .from(checkouts)
      .where(eq(checkouts.slotId, held.slotId));
    expect(opened).toHaveLength(1);
    const sessions = [...bed.stripe.sessions.values()].filter(
      (entry) => entry.session.metadata.checkoutId === first.checkoutId,
    );
    expect(sessions).toHaveLength(1);
    expect((await slotRow(held.slotId))?.lockoutEnd).toEqual(lockoutEnd);
  });

  it('changed choices end the old session at Stripe first; the hold stays, but never past the first payment’s half hour', async () => {
    const held = await heldTime();
    const first = payment(await held.checkout());
    const firstSession = bed.sessionOf(first.checkoutId).session.id;
    // The client has been paying for 25 minutes when they go back and add prints.
    await bed.app.deps.db
      .update(checkouts)
      .set({ createdAt: sql`now() - interval '25 minutes'` })
      .where(eq(checkouts.id, first.checkoutId));
    const changed = payment(
      await held.checkout({ addons: [{ addonId: held.service.addonIds[0], quantity: 1 }] }),
    );
    expect(changed.checkoutId).not.toBe(first.checkoutId);
    expect(bed.stripe.sessions.get(firstSession)?.session.status).toBe('expired');
    const expireCall = bed.stripe.requests.findIndex(
      (request) => request.path === `/v1/checkout/sessions/${firstSession}/expire`,
    );
    const createCall = bed.stripe.requests.findIndex(
      (request) =>
        request.path === '/v1/checkout/sessions' &&
        (request.params.metadata as Record<string, string> | undefined)?.checkoutId ===
          changed.checkoutId,
    );
    expect(expireCall).toBeGreaterThanOrEqual(0);
    expect(expireCall).toBeLessThan(createCall);
    expect(await checkoutRow(first.checkoutId)).toMatchObject({ status: 'EXPIRED' });
    expect(bed.sessionOf(changed.checkoutId).session.amount_total).toBe(21_500);

    // Stripe's "expired" event for the old session does not let the hold go: the new one keeps it.
    expect((await waitForDelivery('checkout.session.expired', held.owner.businessId)).status).toBe(
      200,
    );
    const slot = await slotRow(held.slotId);
    expect(slot?.status).toBe('BOOKING');
    // 30 minutes after the first payment started: 5 minutes from now, not another half hour.
    const left = (slot?.lockoutEnd?.getTime() ?? 0) - Date.now();
    expect(left).toBeGreaterThan(3 * 60_000);
    expect(left).toBeLessThan(6 * 60_000);
    expect((await checkoutRow(changed.checkoutId))?.expiresAt).toEqual(slot?.lockoutEnd);

    // Stripe keeps the new session open its shortest 30 minutes; when the payment ends here,
    // the sweeper ends the session there too, so the time cannot be paid once it is let go.
    const newSession = bed.sessionOf(changed.checkoutId).session;
    expect(newSession.status).toBe('open');
    await bed.app.deps.db
      .update(checkouts)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(checkouts.id, changed.checkoutId));
    await bed.app.deps.db
      .update(slots)
      .set({ lockoutEnd: sql`now() - interval '1 second'` })
      .where(eq(slots.id, held.slotId));
    const swept = await sweepOnce(bed.app.deps);
    expect(swept.cutShort.map((ended) => ended.checkoutId)).toContain(changed.checkoutId);
    expect(newSession.status).toBe('expired');
    expect(await slotRow(held.slotId)).toMatchObject({ status: 'AVAILABLE', orderId: null });
  });

  it('answers holdAlreadyPaid when the old payment was paid meanwhile, and opens no other', async () => {
    const held = await heldTime();
    const first = payment(await held.checkout());
    // Paid at Stripe a moment ago; its webhook is still on its way.
    const entry = bed.sessionOf(first.checkoutId);
    Object.assign(entry.session, {
      status: 'complete',
      payment_status: 'paid',
      payment_intent: 'pi_paid_meanwhile',
    });
    const changed = await held.checkout({
      addons: [{ addonId: held.service.addonIds[0], quantity: 2 }],
    });
    expect(changed.status, changed.text).toBe(409);
    expect(changed.body.detail).toBe(messages.holdAlreadyPaid);
    const opened = await bed.app.deps.db
      .select()
      .from(checkouts)
      .where(eq(checkouts.slotId, held.slotId));
    expect(opened).toHaveLength(1);
    // The webhook then books it, from the checkout that was ended here.
    expect((await bed.stripe.pay(entry.session.id)).status).toBe(200);
    expect(await checkoutRow(first.checkoutId)).toMatchObject({ status: 'COMPLETED' });
    expect((await slotRow(held.slotId))?.status).toBe('BOOKED');
  });

  it('a second payment for a paid hold is refunded once and makes no second booking', async () => {
    const held = await heldTime();
    const first = payment(await held.checkout());
    const oldSession = bed.sessionOf(first.checkoutId).session;
    const second = payment(
      await held.checkout({ addons: [{ addonId: held.service.addonIds[0], quantity: 1 }] }),
    );
    const newSession = bed.sessionOf(second.checkoutId).session;
    // The old session was paid just as it was expired (Stripe completed it after all).
    Object.assign(oldSession, {
      status: 'complete',
      payment_status: 'paid',
      payment_intent: `pi_old_${first.checkoutId.slice(0, 8)}`,
    });
    const [late, paid] = await Promise.all([
      bed.stripe.sendEvent({
        businessId: held.owner.businessId,
        type: 'checkout.session.completed',
        object: oldSession,
      }),
      bed.stripe.pay(newSession.id),
    ]);
    expect([late.status, paid.status]).toEqual([200, 200]);

    const made = await bed.app.deps.db
      .select()
      .from(orders)
      .where(eq(orders.businessId, held.owner.businessId));
    expect(made).toHaveLength(1);
    const booked = await bed.app.deps.db
      .select()
      .from(notifications)
      .where(eq(notifications.businessId, held.owner.businessId));
    expect(booked).toHaveLength(1);
    const both = [await checkoutRow(first.checkoutId), await checkoutRow(second.checkoutId)];
    expect(both.map((row) => [row?.status, row?.orderId])).toEqual([
      ['COMPLETED', made[0]?.id],
      ['COMPLETED', made[0]?.id],
    ]);
    const refunded = both.find((row) => row?.refundPaymentRef);
    const kept = both.find((row) => !row?.refundPaymentRef);
    const refunds = bed.stripe.refunds.filter(
      (refund) => refund.metadata.checkoutId === refunded?.id,
    );
    expect(refunds).toHaveLength(1);
    expect(refunds[0]).toMatchObject({
      payment_intent: refunded?.refundPaymentRef,
      amount: refunded?.amount,
      reason: 'duplicate',
    });
    expect(refunded?.refundId).toBe(refunds[0]?.id);
    expect(made[0]?.amountPaid).toBe(kept?.amount);
    const refundCall = bed.stripe.requests.find(
      (request) =>
        request.path === '/v1/refunds' &&
        (request.params.metadata as Record<string, string>).checkoutId === refunded?.id,
    );
    expect(refundCall?.idempotencyKey).toBe(`refund-${refunded?.id}`);

    // Delivered again: still one booking, still one refund.
    const refundedSession = refunded?.id === first.checkoutId ? oldSession : newSession;
    await bed.stripe.sendEvent({
      businessId: held.owner.businessId,
      type: 'checkout.session.completed',
      object: refundedSession,
    });
    expect(
      await bed.app.deps.db
        .select()
        .from(orders)
        .where(eq(orders.businessId, held.owner.businessId)),
    ).toHaveLength(1);
    expect(
      bed.stripe.refunds.filter((refund) => refund.metadata.checkoutId === refunded?.id),
    ).toHaveLength(1);
  });
});

describe('open payments of one client email', () => {
  it('keeps at most 2 open at once across the services of a business', async () => {
    const owner = await createConnectedOwner(bed.app);
    const client = contactFields();
    const made: BookingService[] = [];
    for (let index = 0; index < 3; index += 1) {
      made.push(await createBookingService(bed.app, owner, { packageFee: 20_000 }));
    }
    const answers = [];
    for (const service of made) {
      const [slot] = await createSlots(bed.app, owner, { serviceId: service.id, count: 1 });
      const hold = await holdSlot(bed.app, service, slot!.id);
      answers.push(
        await publicRequest<Answer>(bed.app, 'POST', `${service.path}/checkout`, {
          ...client,
          holdToken: hold.holdToken,
          packageId: service.packageId,
        }),
      );
    }
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 429]);
    expect(answers[2]?.body.detail).toBe(messages.tooManyOpenCheckoutsForEmail(2));
    const open = await bed.app.deps.db
      .select()
      .from(checkouts)
      .where(and(eq(checkouts.businessId, owner.businessId), eq(checkouts.status, 'OPEN')));
    expect(open).toHaveLength(2);
  });
});
