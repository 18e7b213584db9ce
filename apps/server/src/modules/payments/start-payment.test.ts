// startPayment: the checkout row is committed before the provider is called, the session at
// the stand-in carries the amount, currency, expiry and references; a provider failure expires
// the checkout and answers 502.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '@studio/shared/messages';
import { AppError } from '../../platform/errors.ts';
import { createOwner } from '../../test/factories/owner.ts';
import { checkouts } from './schema.ts';
import { onlinePaymentsOf, startPayment, type StartPaymentInput } from './service.ts';
import { providerAmount } from './stripe-client.ts';
import { createConnectedOwner, startPaymentsTestbed, type PaymentsTestbed } from './test-setup.ts';

let bed: PaymentsTestbed;
beforeAll(async () => {
  bed = await startPaymentsTestbed();
});
afterAll(() => bed.close());

const MINUTE_MS = 60_000;

function input(businessId: string, overrides: Partial<StartPaymentInput> = {}): StartPaymentInput {
  return {
    businessId,
    kind: 'BOOKING',
    amount: 12_345,
    currency: 'EUR',
    description: 'Deposit: Autumn mini session, Sep 1, 2030, 9:30 AM',
    customerEmail: 'client@example.com',
    successUrl: 'https://studio.example/book/b/s/done?checkout={CHECKOUT_ID}',
    cancelUrl: 'https://studio.example/book/b/s',
    expiresAt: new Date(Date.now() + 31 * MINUTE_MS),
    request: { fullName: 'Client', email: 'client@example.com' },
    ...overrides,
  };
}

async function checkoutRow(id: string) {
  const [row] = await bed.app.deps.db.select().from(checkouts).where(eq(checkouts.id, id));
  return row;
}

describe('startPayment', () => {
  it('commits the checkout, then creates the session with amount, currency and expiry', async () => {
    const owner = await createConnectedOwner(bed.app);
    expect(await onlinePaymentsOf(bed.app.deps.db, owner.businessId)).toEqual({
      provider: 'STRIPE',
    });
    const payment = input(owner.businessId);
    let preparedId: string | undefined;
    const result = await startPayment(bed.app.deps, payment, async (tx, checkoutId) => {
      preparedId = checkoutId;
      const [row] = await tx.select().from(checkouts).where(eq(checkouts.id, checkoutId));
      expect(row?.status).toBe('OPEN');
      // Nothing at the provider yet: the session comes after the commit.
      expect(bed.stripe.requests.some((r) => r.params.client_reference_id === checkoutId)).toBe(
        false,
      );
    });
    expect(preparedId).toBe(result.checkoutId);

    const { session, params, idempotencyKey } = {
      ...bed.sessionOf(result.checkoutId),
      idempotencyKey: bed.stripe.requests.find(
        (r) => r.params.client_reference_id === result.checkoutId,
      )?.idempotencyKey,
    };
    expect(result.paymentUrl).toBe(session.url);
    expect(result.paymentUrl).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/pay\/cs_test_/);
    expect(idempotencyKey).toBe(`checkout-${result.checkoutId}`);
    expect(params).toEqual({
      mode: 'payment',
      line_items: [
        {
          quantity: '1',
          price_data: {
            currency: 'eur',
            unit_amount: '12345',
            product_data: { name: payment.description },
          },
        },
      ],
      customer_email: 'client@example.com',
      success_url: `https://studio.example/book/b/s/done?checkout=${result.checkoutId}`,
      cancel_url: 'https://studio.example/book/b/s',
      expires_at: String(Math.floor(payment.expiresAt.getTime() / 1000)),
      client_reference_id: result.checkoutId,
      metadata: { checkoutId: result.checkoutId, businessId: owner.businessId, kind: 'BOOKING' },
      payment_intent_data: {
        metadata: { checkoutId: result.checkoutId, businessId: owner.businessId },
      },
    });
    expect(await checkoutRow(result.checkoutId)).toMatchObject({
      status: 'OPEN',
      kind: 'BOOKING',
      amount: 12_345,
      currency: 'EUR',
      providerSessionId: session.id,
      expiresAt: payment.expiresAt,
      request: payment.request,
    });
  });

  it('never asks Stripe for a session shorter than it allows', async () => {
    const owner = await createConnectedOwner(bed.app);
    const soon = new Date(Date.now() + 29 * MINUTE_MS);
    const before = Math.floor(Date.now() / 1000);
    const result = await startPayment(bed.app.deps, input(owner.businessId, { expiresAt: soon }));
    const { session } = bed.sessionOf(result.checkoutId);
    expect(session.expires_at).toBeGreaterThanOrEqual(before + 30 * 60);
    expect((await checkoutRow(result.checkoutId))?.expiresAt).toEqual(soon);
  });

  it('sends whole units for zero-decimal currencies', async () => {
    expect(providerAmount(500_000, 'JPY')).toBe(5000);
    expect(providerAmount(1999, 'usd')).toBe(1999);
    const owner = await createConnectedOwner(bed.app);
    const result = await startPayment(
      bed.app.deps,
      input(owner.businessId, { amount: 500_000, currency: 'JPY' }),
    );
    expect(bed.sessionOf(result.checkoutId).params.line_items).toEqual([
      expect.objectContaining({
        price_data: expect.objectContaining({ currency: 'jpy', unit_amount: '5000' }),
      }),
    ]);
  });

  it('expires the checkout and answers 502 when the provider fails', async () => {
    const owner = await createConnectedOwner(bed.app);
    bed.stripe.failNext(1, '/v1/checkout/sessions');
    let checkoutId: string | undefined;
    const failed = await startPayment(bed.app.deps, input(owner.businessId), async (_tx, id) => {
      checkoutId = id;
    }).catch((error: unknown) => error);
    expect(failed).toBeInstanceOf(AppError);
    expect(failed).toMatchObject({
      code: 'BAD_GATEWAY',
      message: messages.paymentProviderUnreachable,
    });
    expect(checkoutId).toBeDefined();
    expect(await checkoutRow(checkoutId ?? '')).toMatchObject({
      status: 'EXPIRED',
      providerSessionId: null,
    });
  });

  it('refuses a business without online payments, and rolls back with `prepared`', async () => {
    const owner = await createOwner(bed.app);
    expect(await onlinePaymentsOf(bed.app.deps.db, owner.businessId)).toBeNull();
    await expect(startPayment(bed.app.deps, input(owner.businessId))).rejects.toMatchObject({
      code: 'CONFLICT',
      message: messages.onlinePaymentsNotConnected,
    });

    const connected = await createConnectedOwner(bed.app);
    const requestsBefore = bed.stripe.requests.length;
    let checkoutId = '';
    await expect(
      startPayment(bed.app.deps, input(connected.businessId), async (_tx, id) => {
        checkoutId = id;
        throw new AppError('CONFLICT', messages.holdExpired);
      }),
    ).rejects.toMatchObject({ message: messages.holdExpired });
    expect(await checkoutRow(checkoutId)).toBeUndefined();
    expect(bed.stripe.requests.length).toBe(requestsBefore);
  });
});
