// Paying a pending invoice from the manage page, end to end through the Stripe stand-in: the
// session, the payment page, the signed webhook; replays and forged signatures change nothing.
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '@studio/shared/messages';
import type { TInvoicePaymentStarted } from '@studio/shared/payments/connections';
import type { TActivity, TOrder } from '@studio/shared/orders/contracts';
import { createShoot } from '../../test/factories/order.ts';
import { createOwner, type Owner } from '../../test/factories/owner.ts';
import { checkouts, paymentEvents } from './schema.ts';
import { createConnectedOwner, startPaymentsTestbed, type PaymentsTestbed } from './test-setup.ts';

let bed: PaymentsTestbed;
beforeAll(async () => {
  bed = await startPaymentsTestbed();
});
afterAll(() => bed.close());

type Booking = { owner: Owner; order: TOrder; invoiceId: string; token: string };

async function booking(owner?: Owner): Promise<Booking> {
  const who = owner ?? (await createConnectedOwner(bed.app));
  const { order } = await createShoot(bed.app, who);
  const invoice = order.invoices.find((row) => row.paymentStatus === 'PENDING');
  if (!invoice) throw new Error('the shoot has no pending invoice');
  return {
    owner: who,
    order,
    invoiceId: invoice.id,
    token: bed.app.deps.signedTokens.manageToken(order.orderId),
  };
}

function startPay(token: string, invoiceId: string) {
  return bed.app.inject({
    method: 'POST',
    url: `/api/public/bookings/${encodeURIComponent(token)}/invoices/${invoiceId}/pay`,
  });
}

async function orderOf(b: Booking): Promise<TOrder> {
  const res = await bed.app.inject({
    method: 'GET',
    url: `/api/orders/${b.order.orderId}`,
    headers: b.owner.headers,
  });
  return res.json<TOrder>();
}

async function activitiesOf(b: Booking): Promise<TActivity[]> {
  const res = await bed.app.inject({
    method: 'GET',
    url: `/api/orders/${b.order.orderId}/activities`,
    headers: b.owner.headers,
  });
  return res.json<TActivity[]>();
}

async function checkoutRow(id: string) {
  const [row] = await bed.app.deps.db.select().from(checkouts).where(eq(checkouts.id, id));
  if (!row) throw new Error('no checkout');
  return row;
}

describe('paying an invoice from the manage page', () => {
  it('creates a session for the invoice, and the paid webhook marks it PAID once', async () => {
    const b = await booking();
    const invoice = b.order.invoices.find((row) => row.id === b.invoiceId);
    const res = await startPay(b.token, b.invoiceId);
    expect(res.statusCode, res.body).toBe(200);
    const started = res.json<TInvoicePaymentStarted>();
    const { session, params, apiKey } = bed.sessionOf(started.checkoutId);
    expect(started.paymentUrl).toBe(session.url);
    expect(apiKey).toBe('sk_test_standin0000000000000000');
    expect(params).toMatchObject({
      mode: 'payment',
      customer_email: b.order.email,
      client_reference_id: started.checkoutId,
      metadata: { checkoutId: started.checkoutId, businessId: b.owner.businessId, kind: 'INVOICE' },
      line_items: [
        {
          quantity: '1',
          price_data: { currency: 'usd', unit_amount: String(invoice?.total) },
        },
      ],
    });
    expect(session.success_url).toBe(
      `http://localhost:3000/booking/${encodeURIComponent(b.token)}?payment=success&checkout=${started.checkoutId}`,
    );
    expect(await checkoutRow(started.checkoutId)).toMatchObject({
      status: 'OPEN',
      kind: 'INVOICE',
      providerSessionId: session.id,
      orderId: b.order.orderId,
      invoiceId: b.invoiceId,
      amount: invoice?.total,
    });

    // Asking again while that session is open goes back to it.
    const again = (await startPay(b.token, b.invoiceId)).json<TInvoicePaymentStarted>();
    expect(again).toEqual(started);

    // The client pays on the stand-in's page: the webhook arrives, then the return.
    const pagePath = new URL(started.paymentUrl);
    const pageHtml = await (await fetch(pagePath)).text();
    expect(pageHtml).toContain('>Pay</button>');
    const paid = await fetch(pagePath, { method: 'POST', redirect: 'manual' });
    expect(paid.status).toBe(303);
    expect(paid.headers.get('location')).toBe(session.success_url);
    const delivery = bed.stripe.deliveries.at(-1);
    expect(delivery).toMatchObject({ type: 'checkout.session.completed', status: 200 });

    const order = await orderOf(b);
    const paidInvoice = order.invoices.find((row) => row.id === b.invoiceId);
    expect(paidInvoice?.paymentStatus).toBe('PAID');
    expect(paidInvoice?.paidDate).not.toBeNull();
    expect(order.amountPaid).toBe(invoice?.total);
    expect(await checkoutRow(started.checkoutId)).toMatchObject({ status: 'COMPLETED' });
    const markPaid = (await activitiesOf(b)).filter((a) => a.type === 'MARK_PAID');
    expect(markPaid).toHaveLength(1);
    expect(markPaid[0]?.actorName).toBe(b.order.fullName);

    // The same event again, then another event of the same session: nothing more happens.
    const replay = await bed.stripe.sendEvent({
      businessId: b.owner.businessId,
      type: 'checkout.session.completed',
      object: session,
      eventId: delivery?.eventId,
    });
    expect(replay.status).toBe(200);
    expect((await bed.stripe.pay(session.id)).status).toBe(200);
    expect((await activitiesOf(b)).filter((a) => a.type === 'MARK_PAID')).toHaveLength(1);
    expect((await orderOf(b)).amountPaid).toBe(invoice?.total);
    const events = await bed.app.deps.db
      .select()
      .from(paymentEvents)
      .where(eq(paymentEvents.businessId, b.owner.businessId));
    expect(events).toHaveLength(2);

    // Paid: nothing left to pay on it.
    const late = await startPay(b.token, b.invoiceId);
    expect(late.statusCode).toBe(409);
    expect(late.json().detail).toBe(messages.invoiceNotPayable);
  });

  it('records a payment that arrives for an invoice already paid by hand', async () => {
    const b = await booking();
    const started = (await startPay(b.token, b.invoiceId)).json<TInvoicePaymentStarted>();
    const byHand = await bed.app.inject({
      method: 'PATCH',
      url: `/api/orders/invoices/${b.invoiceId}/update-status`,
      headers: b.owner.headers,
      payload: { status: 'PAID' },
    });
    expect(byHand.statusCode, byHand.body).toBe(200);
    const delivery = await bed.stripe.pay(bed.sessionOf(started.checkoutId).session.id);
    expect(delivery.status).toBe(200);
    const [latest] = await activitiesOf(b);
    expect(latest?.summary).toMatch(/^Received an online payment of .* already paid$/);
    expect(await checkoutRow(started.checkoutId)).toMatchObject({ status: 'COMPLETED' });
  });

  it('expires the checkout when the session expires unpaid', async () => {
    const b = await booking();
    const started = (await startPay(b.token, b.invoiceId)).json<TInvoicePaymentStarted>();
    const delivery = await bed.stripe.expire(bed.sessionOf(started.checkoutId).session.id);
    expect(delivery.status).toBe(200);
    expect(await checkoutRow(started.checkoutId)).toMatchObject({ status: 'EXPIRED' });
    // A new attempt starts a new session.
    const next = (await startPay(b.token, b.invoiceId)).json<TInvoicePaymentStarted>();
    expect(next.checkoutId).not.toBe(started.checkoutId);
  });

  it('answers 502 and keeps nothing open when Stripe cannot be reached', async () => {
    const b = await booking();
    bed.stripe.failNext(1, '/v1/checkout/sessions');
    const res = await startPay(b.token, b.invoiceId);
    expect(res.statusCode).toBe(502);
    expect(res.json().detail).toBe(messages.paymentProviderUnreachable);
    const rows = await bed.app.deps.db
      .select()
      .from(checkouts)
      .where(eq(checkouts.invoiceId, b.invoiceId));
    expect(rows.map((row) => row.status)).toEqual(['EXPIRED']);
  });

  it('refuses links and invoices that are not the booking’s, and unconnected businesses', async () => {
    const b = await booking();
    const other = await booking(b.owner);
    const foreign = await startPay(b.token, other.invoiceId);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().detail).toBe(messages.invoiceNotFound);
    const forged = await startPay(`${b.order.orderId}.not-the-signature`, b.invoiceId);
    expect(forged.statusCode).toBe(404);
    expect(forged.json().detail).toBe(messages.bookingNotFound);

    const unconnected = await booking(await createOwner(bed.app));
    const res = await startPay(unconnected.token, unconnected.invoiceId);
    expect(res.statusCode).toBe(409);
    expect(res.json().detail).toBe(messages.onlinePaymentsNotConnected);

    const canceled = await booking(b.owner);
    await bed.app.inject({
      method: 'PATCH',
      url: `/api/orders/${canceled.order.orderId}/cancel-booking`,
      headers: b.owner.headers,
    });
    expect((await startPay(canceled.token, canceled.invoiceId)).statusCode).toBe(409);
  });
});

describe('the Stripe webhook', () => {
  const webhookUrl = (businessId: string) => `/api/public/payments/stripe/${businessId}/webhook`;

  it('refuses a forged or missing signature and changes nothing', async () => {
    const b = await booking();
    const started = (await startPay(b.token, b.invoiceId)).json<TInvoicePaymentStarted>();
    const { session } = bed.sessionOf(started.checkoutId);
    const paidSession = { ...session, status: 'complete', payment_status: 'paid' };
    const send = (extra: { signature?: string; secret?: string }) =>
      bed.stripe.sendEvent({
        businessId: b.owner.businessId,
        type: 'checkout.session.completed',
        object: paidSession,
        ...extra,
      });
    for (const attempt of [
      { signature: `t=${Math.floor(Date.now() / 1000)},v1=${'0'.repeat(64)}` },
      { secret: 'whsec_someoneelse000000000000' },
    ]) {
      const delivery = await send(attempt);
      expect(delivery.status).toBe(400);
      expect(JSON.parse(delivery.body).detail).toBe(messages.webhookSignatureInvalid);
    }
    const unsigned = await bed.app.inject({
      method: 'POST',
      url: webhookUrl(b.owner.businessId),
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ id: 'evt_x', type: 'checkout.session.completed' }),
    });
    expect(unsigned.statusCode).toBe(400);

    expect(await checkoutRow(started.checkoutId)).toMatchObject({ status: 'OPEN' });
    expect((await orderOf(b)).amountPaid).toBe(0);
    const events = await bed.app.deps.db
      .select()
      .from(paymentEvents)
      .where(eq(paymentEvents.businessId, b.owner.businessId));
    expect(events).toEqual([]);
  });

  it('answers 400 for a business without Stripe, and ignores events it does not act on', async () => {
    const unconnected = await createOwner(bed.app);
    const delivery = await bed.stripe.sendEvent({
      businessId: unconnected.businessId,
      type: 'checkout.session.completed',
      object: {},
    });
    expect(delivery.status).toBe(400);

    const owner = await createConnectedOwner(bed.app);
    const other = await bed.stripe.sendEvent({
      businessId: owner.businessId,
      type: 'customer.created',
      object: { id: 'cus_1' },
    });
    expect(other.status).toBe(200);
    // Another business's checkout (the metadata names it) is not this business's to complete.
    const b = await booking();
    const started = (await startPay(b.token, b.invoiceId)).json<TInvoicePaymentStarted>();
    const { session } = bed.sessionOf(started.checkoutId);
    const crossed = await bed.stripe.sendEvent({
      businessId: owner.businessId,
      type: 'checkout.session.completed',
      object: { ...session, status: 'complete', payment_status: 'paid' },
    });
    expect(crossed.status).toBe(200);
    expect(await checkoutRow(started.checkoutId)).toMatchObject({ status: 'OPEN' });
    const recorded = await bed.app.deps.db
      .select()
      .from(paymentEvents)
      .where(and(eq(paymentEvents.businessId, owner.businessId)));
    expect(recorded).toEqual([]);
  });
});
