// Payment tests: the real app listening on 127.0.0.1 (the stand-in posts webhooks to it over
// HTTP) with the Stripe SDK pointed at the stand-in, and an owner with Stripe connected.
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import type { TCheckoutResult } from '@studio/shared/booking/contracts';
import { holdSlot, publicRequest } from '../../test/factories/booking.ts';
import { contactFields } from '../../test/factories/customer.ts';
import { createOwner, type Owner } from '../../test/factories/owner.ts';
import { type BookingService, createBookingService } from '../../test/factories/service.ts';
import { createSlots } from '../../test/factories/slot.ts';
import { testApp } from '../../test/harness.ts';
import { startStripeStandIn } from '../../test/stripe-stand-in.ts';
import {
  standInKeys,
  type StandInSession,
  type StripeStandIn,
} from '../../test/stripe-stand-in-api.ts';

export type PaymentsTestbed = {
  app: FastifyInstance;
  stripe: StripeStandIn;
  /** The stand-in's session of a checkout (throws when there is none). */
  sessionOf(checkoutId: string): StandInSession;
  close(): Promise<void>;
};

export async function startPaymentsTestbed(): Promise<PaymentsTestbed> {
  let appUrl = '';
  const stripe = await startStripeStandIn({
    webhookUrlFor: (businessId) => `${appUrl}/api/public/payments/stripe/${businessId}/webhook`,
  });
  const app = await testApp({ stripeApi: stripe.apiConfig });
  await app.listen({ port: 0, host: '127.0.0.1' });
  appUrl = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  return {
    app,
    stripe,
    sessionOf(checkoutId) {
      const entry = [...stripe.sessions.values()].find(
        (s) => s.session.metadata.checkoutId === checkoutId,
      );
      if (!entry) throw new Error('no session at the stand-in');
      return entry;
    },
    async close() {
      await app.close();
      await stripe.close();
    },
  };
}

/** POST payment-services as the owner (the stand-in's keys unless given). */
export function connectStripe(
  app: FastifyInstance,
  owner: Owner,
  keys: Partial<Record<keyof typeof standInKeys, string>> = {},
) {
  return app.inject({
    method: 'POST',
    url: `/api/businesses/${owner.businessId}/payment-services`,
    headers: owner.headers,
    payload: { ...standInKeys, ...keys },
  });
}

/** An owner whose business has Stripe connected through the stand-in. */
export async function createConnectedOwner(app: FastifyInstance): Promise<Owner> {
  const owner = await createOwner(app);
  const res = await connectStripe(app, owner);
  if (res.statusCode !== 200) throw new Error(`connect answered ${res.statusCode}: ${res.body}`);
  return owner;
}

export type OnlineBooking = {
  owner: Owner;
  service: BookingService;
  slotId: string;
  checkoutId: string;
  paymentUrl: string;
  sessionId: string;
  email: string;
};

/**
 * Through the public API: a connected business, a client holds a mini session slot and checks
 * out; the answer sends the client to the stand-in's payment page.
 */
export async function startOnlineBooking(bed: PaymentsTestbed): Promise<OnlineBooking> {
  const owner = await createConnectedOwner(bed.app);
  const service = await createBookingService(bed.app, owner, { packageFee: 20_000 });
  const [slot] = await createSlots(bed.app, owner, { serviceId: service.id, count: 1 });
  if (!slot) throw new Error('no slot');
  const hold = await holdSlot(bed.app, service, slot.id);
  const client = contactFields();
  const res = await publicRequest<TCheckoutResult>(bed.app, 'POST', `${service.path}/checkout`, {
    ...client,
    holdToken: hold.holdToken,
    packageId: service.packageId,
  });
  if (res.body.status !== 'PAYMENT')
    throw new Error(`checkout answered ${res.status}: ${res.text}`);
  const { checkoutId, paymentUrl } = res.body;
  return {
    owner,
    service,
    slotId: slot.id,
    checkoutId,
    paymentUrl,
    sessionId: bed.sessionOf(checkoutId).session.id,
    email: client.email,
  };
}
