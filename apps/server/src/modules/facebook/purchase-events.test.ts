// A booking's Purchase through the Conversions API, against the local Graph API stand-in: queued
// in the booking's transaction only when the business is connected, sent by the worker hashed and
// under the pixel's event id, once, and retried through an outage.
import crypto from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TCheckoutResult } from '@studio/shared/booking/contracts';
import { holdSlot, publicRequest } from '../../test/factories/booking.ts';
import { contactFields } from '../../test/factories/customer.ts';
import { createOwner, type Owner } from '../../test/factories/owner.ts';
import { createBookingService, type BookingService } from '../../test/factories/service.ts';
import { createSlots } from '../../test/factories/slot.ts';
import { testApp } from '../../test/harness.ts';
import {
  standInMarketing,
  startMarketingStandIn,
  type MarketingStandIn,
} from '../../test/marketing-stand-in.ts';
import { facebookOutbox } from './schema.ts';
import { facebookDepsOf } from './service.ts';
import { sendDueConversionEvents, type FacebookWorkerOptions } from './worker.ts';

let app: FastifyInstance;
let standIn: MarketingStandIn;
beforeAll(async () => {
  standIn = await startMarketingStandIn();
  app = await testApp({ facebookGraphUrl: standIn.env.FACEBOOK_GRAPH_URL });
});
afterAll(async () => {
  await app.close();
  await standIn.close();
});

const sha256 = (text: string) => crypto.createHash('sha256').update(text).digest('hex');
const silent = { info: () => {}, warn: () => {}, error: () => {} };
const workerOptions = (): FacebookWorkerOptions => ({
  deps: { ...facebookDepsOf(app.deps), log: silent as never },
  database: app.deps.database,
  backoffMs: [0],
});

async function connect(owner: Owner) {
  const res = await app.inject({
    method: 'POST',
    url: '/api/facebook/connect',
    headers: owner.headers,
    payload: { pixelId: standInMarketing.pixelId, accessToken: standInMarketing.accessToken },
  });
  expect(res.statusCode, res.body).toBe(200);
}

async function book(owner: Owner, service: BookingService) {
  const [slot] = await createSlots(app, owner, { serviceId: service.id, count: 1 });
  if (!slot) throw new Error('a slot expected');
  const hold = await holdSlot(app, service, slot.id);
  const client = { ...contactFields(), email: '  Ada.Client@Example.COM ', phone: '+1 555 0101' };
  const res = await publicRequest<TCheckoutResult>(app, 'POST', `${service.path}/checkout`, {
    ...client,
    holdToken: hold.holdToken,
    packageId: service.packageId,
  });
  if (res.body.status !== 'CONFIRMED') throw new Error(`checkout answered ${res.text}`);
  return res.body.orderId;
}

const rowsOf = (owner: Owner) =>
  app.deps.db.select().from(facebookOutbox).where(eq(facebookOutbox.businessId, owner.businessId));

const purchasesOf = (orderId: string) =>
  standIn.facebookEvents.filter(
    (event) => (event as { event_id?: string }).event_id === `booking-${orderId}`,
  );

describe("a booking's Purchase through the Conversions API", () => {
  it('is sent once, hashed, with its value, under the id the browser pixel uses', async () => {
    const owner = await createOwner(app);
    await connect(owner);
    const service = await createBookingService(app, owner, { packageFee: 25000 });
    const orderId = await book(owner, service);
    expect(await rowsOf(owner)).toMatchObject([{ status: 'NEW', eventId: `booking-${orderId}` }]);

    await sendDueConversionEvents(workerOptions());
    // A second worker pass finds nothing more to send.
    await sendDueConversionEvents(workerOptions());

    const sent = purchasesOf(orderId);
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({
      event_name: 'Purchase',
      action_source: 'website',
      user_data: { em: [sha256('ada.client@example.com')], ph: [sha256('+1 555 0101')] },
      custom_data: { currency: owner.business.currency.toUpperCase(), value: 250 },
    });
    expect(JSON.stringify(sent[0])).not.toContain('Ada.Client');
    expect(await rowsOf(owner)).toMatchObject([{ status: 'SENT' }]);
  });

  it('is not queued for a business without the Conversions API', async () => {
    const owner = await createOwner(app);
    const service = await createBookingService(app, owner);
    const orderId = await book(owner, service);
    expect(await rowsOf(owner)).toEqual([]);
    await sendDueConversionEvents(workerOptions());
    expect(purchasesOf(orderId)).toEqual([]);
  });

  it('waits through an outage of the Graph API and is sent when it answers', async () => {
    const owner = await createOwner(app);
    await connect(owner);
    const service = await createBookingService(app, owner);
    const orderId = await book(owner, service);
    standIn.failNext(1, 503);
    await sendDueConversionEvents(workerOptions());
    expect(purchasesOf(orderId)).toEqual([]);
    expect(await rowsOf(owner)).toMatchObject([{ status: 'NEW', attempts: 1 }]);

    await sendDueConversionEvents(workerOptions());
    expect(purchasesOf(orderId)).toHaveLength(1);
    expect(await rowsOf(owner)).toMatchObject([{ status: 'SENT', attempts: 2 }]);
  });

  it('is dropped with the connection when the owner disconnects before it is sent', async () => {
    const owner = await createOwner(app);
    await connect(owner);
    const service = await createBookingService(app, owner);
    const orderId = await book(owner, service);
    const removed = await app.inject({
      method: 'DELETE',
      url: '/api/options/facebook-conversions/integration',
      headers: owner.headers,
    });
    expect(removed.statusCode).toBe(204);
    expect(await rowsOf(owner)).toEqual([]);
    await sendDueConversionEvents(workerOptions());
    expect(purchasesOf(orderId)).toEqual([]);
  });
});
