// Back from the payment page with Cancel: the Stripe session is expired, the checkout EXPIRED and
// the hold released at once; when Stripe cannot be reached the checkout still ends here, and a
// payment that completes after all is still recorded.
import crypto from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '@studio/shared/messages';
import { holdSlot, publicRequest } from '../../test/factories/booking.ts';
import { orders } from '../orders/schema.ts';
import { slots } from '../scheduling/schema.ts';
import { checkouts } from './schema.ts';
import { startOnlineBooking, startPaymentsTestbed, type PaymentsTestbed } from './test-setup.ts';

type State = { status: 'OPEN' | 'COMPLETED' | 'EXPIRED'; manageToken: string | null };

let bed: PaymentsTestbed;
beforeAll(async () => {
  bed = await startPaymentsTestbed();
});
afterAll(() => bed.close());

function cancel(checkoutId: string) {
  return publicRequest<State & { detail: string }>(
    bed.app,
    'POST',
    `/api/public/checkouts/${checkoutId}/cancel`,
    {},
  );
}

async function slotRow(id: string) {
  const [row] = await bed.app.deps.db.select().from(slots).where(eq(slots.id, id));
  return row;
}

async function checkoutRow(id: string) {
  const [row] = await bed.app.deps.db.select().from(checkouts).where(eq(checkouts.id, id));
  return row;
}

async function until(check: () => boolean, what: string): Promise<void> {
  const deadline = Date.now() + 10_000;
  while (!check()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

describe('cancelling on the payment page', () => {
  it('expires the Stripe session, ends the checkout and frees the time at once', async () => {
    const started = await startOnlineBooking(bed);
    expect((await slotRow(started.slotId))?.status).toBe('BOOKING');

    const res = await cancel(started.checkoutId);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ status: 'EXPIRED', manageToken: null });
    const expireCall = bed.stripe.requests.find(
      (call) => call.path === `/v1/checkout/sessions/${started.sessionId}/expire`,
    );
    expect(expireCall).toMatchObject({ method: 'POST' });
    expect(bed.stripe.sessions.get(started.sessionId)?.session.status).toBe('expired');
    expect(await checkoutRow(started.checkoutId)).toMatchObject({ status: 'EXPIRED' });
    expect(await slotRow(started.slotId)).toMatchObject({
      status: 'AVAILABLE',
      holdTokenHash: null,
      orderId: null,
    });
    // The time is free for the next client right away.
    await holdSlot(bed.app, started.service, started.slotId);

    // Stripe's own checkout.session.expired follows; it finds nothing left to do.
    await until(
      () =>
        bed.stripe.deliveries.some(
          (d) => d.type === 'checkout.session.expired' && d.businessId === started.owner.businessId,
        ),
      'the expired event',
    );
    const event = bed.stripe.deliveries.find((d) => d.businessId === started.owner.businessId);
    expect(event?.status).toBe(200);
    expect((await slotRow(started.slotId))?.status).toBe('BOOKING');

    // A second cancel (a reload) changes nothing.
    const again = await cancel(started.checkoutId);
    expect(again.body).toEqual({ status: 'EXPIRED', manageToken: null });
  });

  it('still ends the checkout when Stripe cannot be reached; a late payment is still honoured', async () => {
    const started = await startOnlineBooking(bed);
    bed.stripe.failNext(1, '/v1/checkout/sessions/');
    const res = await cancel(started.checkoutId);
    expect(res.status).toBe(200);
    expect(res.body.status).toBe('EXPIRED');
    expect(await slotRow(started.slotId)).toMatchObject({ status: 'AVAILABLE', orderId: null });
    // The session stayed open at Stripe, and the client paid on it after all.
    expect(bed.stripe.sessions.get(started.sessionId)?.session.status).toBe('open');
    const paid = await bed.stripe.pay(started.sessionId);
    expect(paid.status).toBe(200);
    const booked = await bed.app.deps.db
      .select()
      .from(orders)
      .where(eq(orders.businessId, started.owner.businessId));
    expect(booked).toHaveLength(1);
    expect(booked[0]).toMatchObject({ amountPaid: 20_000, source: 'CLIENT' });
    expect(await checkoutRow(started.checkoutId)).toMatchObject({ status: 'COMPLETED' });
  });

  it('leaves a paid checkout as it is and leads to its booking', async () => {
    const started = await startOnlineBooking(bed);
    await bed.stripe.pay(started.sessionId);
    const res = await cancel(started.checkoutId);
    expect(res.status).toBe(200);
    expect(res.body.status).toBe('COMPLETED');
    expect(res.body.manageToken).toMatch(/^O/);
    expect(await slotRow(started.slotId)).toMatchObject({ status: 'BOOKED' });
    expect(
      bed.stripe.requests.some((call) => call.path.endsWith(`${started.sessionId}/expire`)),
    ).toBe(false);
  });

  it('answers 404 for an unknown checkout', async () => {
    const res = await cancel(crypto.randomUUID());
    expect(res.status).toBe(404);
    expect(res.body.detail).toBe(messages.checkoutNotFound);
  });
});
