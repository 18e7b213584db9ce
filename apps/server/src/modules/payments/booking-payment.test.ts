// A client's booking paid through Stripe (the stand-in): hold, checkout, the payment page, and
// the signed webhook that confirms it once; an expired session releases the hold; a forged
// webhook changes nothing.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TPublicBooking } from '@studio/shared/booking/contracts';
import { publicRequest } from '../../test/factories/booking.ts';
import { invoices, orders } from '../orders/schema.ts';
import { slots } from '../scheduling/schema.ts';
import { checkouts, paymentEvents } from './schema.ts';
import { startOnlineBooking, startPaymentsTestbed, type PaymentsTestbed } from './test-setup.ts';

let bed: PaymentsTestbed;
beforeAll(async () => {
  bed = await startPaymentsTestbed();
});

type TCheckoutState = { status: 'OPEN' | 'COMPLETED' | 'EXPIRED'; manageToken: string | null };
afterAll(() => bed.close());

async function checkoutState(checkoutId: string) {
  const res = await publicRequest<TCheckoutState>(
    bed.app,
    'GET',
    `/api/public/checkouts/${checkoutId}`,
  );
  return res.body;
}

async function slotRow(id: string) {
  const [row] = await bed.app.deps.db.select().from(slots).where(eq(slots.id, id));
  return row;
}

async function checkoutRow(id: string) {
  const [row] = await bed.app.deps.db.select().from(checkouts).where(eq(checkouts.id, id));
  return row;
}

async function ordersOf(businessId: string) {
  return bed.app.deps.db.select().from(orders).where(eq(orders.businessId, businessId));
}

describe('a booking paid online', () => {
  it('holds the time while the client pays, and the webhook confirms it exactly once', async () => {
    const started = await startOnlineBooking(bed);
    const { session, params } = bed.stripe.sessions.get(started.sessionId) ?? {};
    expect(session).toMatchObject({ amount_total: 20_000, currency: 'usd' });
    expect(params).toMatchObject({ customer_email: started.email, mode: 'payment' });
    const open = await checkoutRow(started.checkoutId);
    expect(open).toMatchObject({ status: 'OPEN', kind: 'BOOKING', slotId: started.slotId });
    // The hold lasts as long as the checkout; the session no longer than Stripe's minimum allows.
    expect((await slotRow(started.slotId))?.lockoutEnd).toEqual(open?.expiresAt);
    expect(
      Math.abs((session?.expires_at ?? 0) - (open?.expiresAt.getTime() ?? 0) / 1000),
    ).toBeLessThan(10);

    // The client pays on the payment page and comes back to the done page.
    const paid = await fetch(started.paymentUrl, { method: 'POST', redirect: 'manual' });
    expect(paid.status).toBe(303);
    expect(paid.headers.get('location')).toContain(`/done?checkout=${started.checkoutId}`);
    const delivery = bed.stripe.deliveries.at(-1);
    expect(delivery).toMatchObject({ type: 'checkout.session.completed', status: 200 });

    const [order, ...others] = await ordersOf(started.owner.businessId);
    expect(others).toEqual([]);
    expect(order).toMatchObject({ email: started.email, source: 'CLIENT', amountPaid: 20_000 });
    expect(await slotRow(started.slotId)).toMatchObject({
      status: 'BOOKED',
      orderId: order?.id,
      holdTokenHash: null,
    });
    expect(await checkoutRow(started.checkoutId)).toMatchObject({
      status: 'COMPLETED',
      orderId: order?.id,
    });
    const paidInvoices = await bed.app.deps.db
      .select()
      .from(invoices)
      .where(eq(invoices.orderId, order?.id ?? ''));
    expect(paidInvoices.map((i) => [i.paymentMilestone, i.status])).toEqual([
      ['DURING_BOOKING', 'PAID'],
    ]);
    const state = await checkoutState(started.checkoutId);
    expect(state.status).toBe('COMPLETED');
    const booking = await publicRequest<TPublicBooking>(
      bed.app,
      'GET',
      `/api/public/bookings/${encodeURIComponent(state.manageToken ?? '')}`,
    );
    expect(booking.body).toMatchObject({ orderId: order?.id, amountPaid: 20_000 });

    // Replayed, and again under another event id: still one booking.
    const session2 = bed.stripe.sessions.get(started.sessionId)?.session ?? {};
    const replay = await bed.stripe.sendEvent({
      businessId: started.owner.businessId,
      type: 'checkout.session.completed',
      object: session2,
      eventId: delivery?.eventId,
    });
    expect(replay.status).toBe(200);
    expect((await bed.stripe.pay(started.sessionId)).status).toBe(200);
    expect(await ordersOf(started.owner.businessId)).toHaveLength(1);
    expect((await slotRow(started.slotId))?.orderId).toBe(order?.id);
    const events = await bed.app.deps.db
      .select()
      .from(paymentEvents)
      .where(eq(paymentEvents.businessId, started.owner.businessId));
    expect(events).toHaveLength(2);
  });

  it('confirms concurrent deliveries of the same payment once', async () => {
    const started = await startOnlineBooking(bed);
    await bed.stripe.pay(started.sessionId, { eventId: `evt_same_${started.checkoutId}` });
    const session = bed.stripe.sessions.get(started.sessionId)?.session ?? {};
    const deliveries = await Promise.all(
      ['a', 'b', 'c'].map((suffix) =>
        bed.stripe.sendEvent({
          businessId: started.owner.businessId,
          type: 'checkout.session.completed',
          object: session,
          eventId: `evt_other_${suffix}_${started.checkoutId}`,
        }),
      ),
    );
    expect(deliveries.map((d) => d.status)).toEqual([200, 200, 200]);
    expect(await ordersOf(started.owner.businessId)).toHaveLength(1);
  });

  it('releases the hold when the session expires unpaid', async () => {
    const started = await startOnlineBooking(bed);
    expect((await slotRow(started.slotId))?.status).toBe('BOOKING');
    const delivery = await bed.stripe.expire(started.sessionId);
    expect(delivery.status).toBe(200);
    expect(await checkoutRow(started.checkoutId)).toMatchObject({ status: 'EXPIRED' });
    expect(await slotRow(started.slotId)).toMatchObject({
      status: 'AVAILABLE',
      holdTokenHash: null,
      orderId: null,
    });
    expect(await ordersOf(started.owner.businessId)).toEqual([]);
    expect((await checkoutState(started.checkoutId)).status).toBe('EXPIRED');
  });

  it('changes nothing for a forged webhook', async () => {
    const started = await startOnlineBooking(bed);
    const session = bed.stripe.sessions.get(started.sessionId)?.session ?? {};
    const forged = await bed.stripe.sendEvent({
      businessId: started.owner.businessId,
      type: 'checkout.session.completed',
      object: { ...session, status: 'complete', payment_status: 'paid' },
      secret: 'whsec_forger000000000000000000000',
    });
    expect(forged.status).toBe(400);
    expect(await checkoutRow(started.checkoutId)).toMatchObject({ status: 'OPEN' });
    expect((await slotRow(started.slotId))?.status).toBe('BOOKING');
    expect(await ordersOf(started.owner.businessId)).toEqual([]);
  });
});
