// Connecting Stripe: the key is checked with the provider (the stand-in), secrets are stored
// sealed and never answered, one connection per provider, disconnect, tenancy.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '@studio/shared/messages';
import type { TPaymentConnection } from '@studio/shared/payments/connections';
import { createOwner } from '../../test/factories/owner.ts';
import { standInKeys } from '../../test/stripe-stand-in-api.ts';
import { checkouts, paymentConnections } from './schema.ts';
import { startPayment } from './service.ts';
import { connectStripe, startPaymentsTestbed, type PaymentsTestbed } from './test-setup.ts';

let bed: PaymentsTestbed;
beforeAll(async () => {
  bed = await startPaymentsTestbed();
});
afterAll(() => bed.close());

const secretKey = 'sk_test_ownsecret1234567890abcd';
const webhookSecret = 'whsec_ownwebhooksecret1234567890';

async function storedRows(businessId: string) {
  return bed.app.deps.db
    .select()
    .from(paymentConnections)
    .where(eq(paymentConnections.businessId, businessId));
}

describe('payment services', () => {
  it('connects Stripe after checking the key with Stripe, and never answers a secret', async () => {
    const { app, stripe } = bed;
    const owner = await createOwner(app);
    const empty = await app.inject({
      method: 'GET',
      url: `/api/businesses/${owner.businessId}/payment-services`,
      headers: owner.headers,
    });
    expect(empty.json()).toEqual([]);

    const res = await connectStripe(app, owner, { secretKey, webhookSecret });
    expect(res.statusCode, res.body).toBe(200);
    const connection = res.json<TPaymentConnection>();
    expect(connection).toEqual({
      id: expect.any(String),
      provider: 'STRIPE',
      label: 'Stand-in Studio',
      publishableKey: standInKeys.publishableKey,
      isTestMode: true,
      createdAt: expect.any(String),
    });
    const check = stripe.requests.find((r) => r.apiKey === secretKey);
    expect(check).toMatchObject({ method: 'GET', path: '/v1/account' });

    const list = await app.inject({
      method: 'GET',
      url: `/api/businesses/${owner.businessId}/payment-services`,
      headers: owner.headers,
    });
    expect(list.json()).toEqual([connection]);
    for (const body of [res.body, list.body]) {
      expect(body).not.toContain(secretKey);
      expect(body).not.toContain(webhookSecret);
    }

    // Stored sealed: neither secret appears in the row, and both open again.
    const [row] = await storedRows(owner.businessId);
    expect(JSON.stringify(row)).not.toContain(secretKey);
    expect(JSON.stringify(row)).not.toContain(webhookSecret);
    expect(row?.secretKeyBox.startsWith('v1.')).toBe(true);
    const { stripeSecretsOf } = await import('./connection-service.ts');
    expect(await stripeSecretsOf(app.deps, { businessId: owner.businessId })).toMatchObject({
      secretKey,
      webhookSecret,
    });
  });

  it('refuses a key Stripe does not accept, and stores nothing', async () => {
    const owner = await createOwner(bed.app);
    const res = await connectStripe(bed.app, owner, { secretKey: 'sk_test_invalid000000' });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual([{ field: 'secretKey', message: messages.stripeKeyRefused }]);
    expect(res.body).not.toContain('sk_test_invalid000000');
    expect(await storedRows(owner.businessId)).toEqual([]);
  });

  it('says what is wrong with malformed keys before asking Stripe', async () => {
    const owner = await createOwner(bed.app);
    const before = bed.stripe.requests.length;
    const res = await connectStripe(bed.app, owner, {
      publishableKey: 'pk_live_abc',
      webhookSecret: 'secret',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual(
      expect.arrayContaining([
        { field: 'webhookSecret', message: messages.stripeWebhookSecretFormat },
      ]),
    );
    const modes = await connectStripe(bed.app, owner, { publishableKey: 'pk_live_abc' });
    expect(modes.json().errors).toEqual([
      { field: 'secretKey', message: messages.stripeKeyModesDiffer },
    ]);
    expect(bed.stripe.requests.length).toBe(before);
  });

  it('accepts a restricted key that can read the balance', async () => {
    const owner = await createOwner(bed.app);
    const restricted = 'rk_test_restricted1234abcd';
    const res = await connectStripe(bed.app, owner, { secretKey: restricted });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().label).toBe('Stripe account …abcd');
    const refused = await connectStripe(bed.app, owner, { secretKey: 'rk_test_nobalance1' });
    expect(refused.json().errors).toEqual([
      { field: 'secretKey', message: messages.stripeKeyNotAllowed },
    ]);
  });

  it('answers 502 when Stripe cannot be reached', async () => {
    const owner = await createOwner(bed.app);
    bed.stripe.failNext(1, '/v1/account');
    const res = await connectStripe(bed.app, owner);
    expect(res.statusCode).toBe(502);
    expect(res.json().detail).toBe(messages.paymentProviderUnreachable);
    expect(await storedRows(owner.businessId)).toEqual([]);
  });

  it('keeps one connection per provider: connecting again replaces the keys', async () => {
    const owner = await createOwner(bed.app);
    const first = (await connectStripe(bed.app, owner)).json<TPaymentConnection>();
    const second = await connectStripe(bed.app, owner, {
      publishableKey: 'pk_test_second',
      secretKey,
    });
    expect(second.statusCode).toBe(200);
    expect(second.json()).toMatchObject({ id: first.id, publishableKey: 'pk_test_second' });
    const rows = await storedRows(owner.businessId);
    expect(rows).toHaveLength(1);
    const { stripeSecretsOf } = await import('./connection-service.ts');
    expect((await stripeSecretsOf(bed.app.deps, { businessId: owner.businessId }))?.secretKey).toBe(
      secretKey,
    );
  });

  it('disconnects by id or provider name; 404 when not connected', async () => {
    const { app } = bed;
    const owner = await createOwner(app);
    const connection = (await connectStripe(app, owner)).json<TPaymentConnection>();
    const remove = (serviceId: string) =>
      app.inject({
        method: 'DELETE',
        url: `/api/businesses/${owner.businessId}/payment-services/${serviceId}`,
        headers: owner.headers,
      });
    const removed = await remove(connection.id);
    expect(removed.statusCode).toBe(200);
    expect(removed.json()).toEqual([]);
    expect(await storedRows(owner.businessId)).toEqual([]);
    const again = await remove(connection.id);
    expect(again.statusCode).toBe(404);
    expect(again.json().detail).toBe(messages.serviceNotConnected);

    await connectStripe(app, owner);
    expect((await remove('STRIPE')).statusCode).toBe(200);
    expect(await storedRows(owner.businessId)).toEqual([]);
  });

  it('refuses to disconnect while a client is paying, and allows it once the payment ended', async () => {
    const { app } = bed;
    const owner = await createOwner(app);
    await connectStripe(app, owner);
    const { checkoutId } = await startPayment(app.deps, {
      businessId: owner.businessId,
      kind: 'BOOKING',
      amount: 5000,
      currency: 'USD',
      description: 'Deposit',
      customerEmail: 'client@example.com',
      successUrl: 'https://studio.example/done',
      cancelUrl: 'https://studio.example/',
      expiresAt: new Date(Date.now() + 30 * 60_000),
    });
    const remove = () =>
      app.inject({
        method: 'DELETE',
        url: `/api/businesses/${owner.businessId}/payment-services/STRIPE`,
        headers: owner.headers,
      });
    const refused = await remove();
    expect(refused.statusCode).toBe(409);
    expect(refused.json().detail).toBe(messages.paymentInProgress);
    expect(await storedRows(owner.businessId)).toHaveLength(1);

    // The client gave up: the checkout expired (the sweeper's work).
    await app.deps.db
      .update(checkouts)
      .set({ status: 'EXPIRED' })
      .where(eq(checkouts.id, checkoutId));
    expect((await remove()).statusCode).toBe(200);
    expect(await storedRows(owner.businessId)).toEqual([]);
  });

  it('never reaches another business’s connection', async () => {
    const { app } = bed;
    const a = await createOwner(app);
    const b = await createOwner(app);
    const connection = (await connectStripe(app, a)).json<TPaymentConnection>();
    const asB = { headers: b.headers };
    const calls = [
      { method: 'GET' as const, url: `/api/businesses/${a.businessId}/payment-services` },
      {
        method: 'DELETE' as const,
        url: `/api/businesses/${a.businessId}/payment-services/${connection.id}`,
      },
      {
        method: 'POST' as const,
        url: `/api/businesses/${a.businessId}/payment-services`,
        payload: standInKeys,
      },
    ];
    for (const call of calls) {
      const res = await app.inject({ ...call, ...asB });
      expect(res.statusCode, call.url).toBe(404);
      expect(res.json().detail).toBe(messages.businessNotFound);
    }
    // B's own path with A's connection id: not B's, so not found, and A keeps it.
    const foreign = await app.inject({
      method: 'DELETE',
      url: `/api/businesses/${b.businessId}/payment-services/${connection.id}`,
      ...asB,
    });
    expect(foreign.statusCode).toBe(404);
    expect(await storedRows(a.businessId)).toHaveLength(1);
  });
});
