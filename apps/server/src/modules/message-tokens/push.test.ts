// Devices and push messages end to end: a device registers, a client's inquiry or booking reaches
// it as a Web Push message a local push service decrypts (RFC 8291) and whose VAPID signature it
// checks; turned-off notification types push nothing; a gone subscription removes the device; a
// failure is tried again.
import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TCheckoutResult } from '@studio/shared/booking/contracts';
import type {
  TMessageToken,
  TMessageTokenList,
  TTestPushResult,
  TVapidPublicKey,
} from '@studio/shared/message-tokens/contracts';
import { apiClient } from '../../test/api-client.ts';
import { clientAddress, holdSlot, publicRequest } from '../../test/factories/booking.ts';
import { contactFields } from '../../test/factories/customer.ts';
import { createOwner, type Owner } from '../../test/factories/owner.ts';
import { createBookingService } from '../../test/factories/service.ts';
import { createSlots } from '../../test/factories/slot.ts';
import { testApp } from '../../test/harness.ts';
import {
  startPushServiceStandIn,
  type FakeSubscription,
  type PushServiceStandIn,
} from '../../test/push-service-stand-in.ts';
import { deliverDuePushes } from './push-worker.ts';
import { pushOutbox } from './schema.ts';
import { vapidKeys, vapidSubject } from './vapid-keys.ts';

let app: FastifyInstance;
let pushService: PushServiceStandIn;
beforeAll(async () => {
  pushService = await startPushServiceStandIn();
  app = await testApp({ pushServiceHosts: ['localhost'], appUrl: 'https://studio.example' });
});
afterAll(async () => {
  await app.close();
  await pushService.close();
});

/** One pass of the push worker, as it runs in the server, against the local push service. */
async function deliver(options: { backoffMs?: number[] } = {}) {
  return deliverDuePushes({
    database: app.deps.database,
    vapid: { ...(await vapidKeys(app.deps)), subject: vapidSubject(app.deps.config) },
    log: { warn: () => {}, error: () => {} },
    agent: pushService.agent,
    ...options,
  });
}

async function register(owner: Owner, subscription: FakeSubscription) {
  const res = await apiClient<TMessageToken>(app, owner).post(
    '/api/message-tokens',
    subscription.json,
  );
  expect(res.status).toBe(200);
  return res.body;
}

const devicesOf = async (owner: Owner) =>
  (await apiClient<TMessageTokenList>(app, owner).get('/api/message-tokens')).body.items;

function sendInquiry(owner: Owner, fullName: string) {
  return app.inject({
    method: 'POST',
    url: `/api/public/businesses/${owner.business.slug}/inquiries`,
    payload: {
      serviceSlug: null,
      answers: {
        fullName,
        email: `${fullName.replace(/\W/g, '')}@example.com`,
        phone: '555-0101',
        message: 'A family shoot in May?',
      },
    },
    remoteAddress: clientAddress(),
  });
}

describe('message tokens: the devices of a member', () => {
  it('registers a device once per endpoint, lists it and removes it', async () => {
    const owner = await createOwner(app);
    const device = pushService.subscribe();
    const first = await register(owner, device);
    const again = await register(owner, device);
    expect(again.id).toBe(first.id);
    expect(await devicesOf(owner)).toHaveLength(1);

    // Another business's member neither sees nor removes it.
    const stranger = await createOwner(app);
    expect(await devicesOf(stranger)).toEqual([]);
    expect((await apiClient(app, stranger).delete(`/api/message-tokens/${first.id}`)).status).toBe(
      404,
    );

    const removed = await app.inject({
      method: 'DELETE',
      url: `/api/message-tokens/${first.id}`,
      headers: owner.headers,
    });
    expect(removed.statusCode).toBe(204);
    expect(await devicesOf(owner)).toEqual([]);
  });

  it('names the device from its browser', async () => {
    const owner = await createOwner(app);
    const res = await app.inject({
      method: 'POST',
      url: '/api/message-tokens',
      headers: {
        ...owner.headers,
        'user-agent':
          'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1',
      },
      payload: pushService.subscribe().json,
    });
    expect(res.json<TMessageToken>().deviceName).toBe('Safari on iPhone');
  });

  it('refuses an endpoint that is not https or not a push service, and malformed keys', async () => {
    const owner = await createOwner(app);
    const { json } = pushService.subscribe();
    const client = apiClient(app, owner);
    const http = await client.post('/api/message-tokens', {
      ...json,
      endpoint: json.endpoint.replace('https:', 'http:'),
    });
    expect(http.status).toBe(400);
    const elsewhere = await client.post('/api/message-tokens', {
      ...json,
      endpoint: 'https://169.254.169.254/latest/meta-data',
    });
    expect(elsewhere.status).toBe(400);
    expect(elsewhere.body.detail).toContain('push service');
    const badKeys = await client.post('/api/message-tokens', {
      ...json,
      keys: { p256dh: 'not base64!', auth: json.keys.auth },
    });
    expect(badKeys.status).toBe(400);
    expect(await devicesOf(owner)).toEqual([]);
  });

  it('hands out the VAPID public key the messages are signed with', async () => {
    const owner = await createOwner(app);
    const res = await apiClient<TVapidPublicKey>(app, owner).get(
      '/api/message-tokens/vapid-public-key',
    );
    expect(res.status).toBe(200);
    expect(res.body.publicKey).toBe((await vapidKeys(app.deps)).publicKey);
    expect(Buffer.from(res.body.publicKey, 'base64url')).toHaveLength(65);
  });
});

describe('push messages', () => {
  it('pushes a new inquiry to every device of the business, decrypted and signed', async () => {
    const owner = await createOwner(app);
    const phone = pushService.subscribe();
    const laptop = pushService.subscribe();
    await register(owner, phone);
    await register(owner, laptop);

    expect((await sendInquiry(owner, 'Ann Lee')).statusCode).toBe(200);
    // Nothing is sent inside the request: the worker sends after commit.
    expect(phone.received).toEqual([]);
    await deliver();

    for (const device of [phone, laptop]) {
      expect(device.received).toHaveLength(1);
      const [message] = device.received;
      expect(message!.payload).toMatchObject({
        title: 'New inquiry',
        body: 'Ann Lee sent an inquiry',
        url: expect.stringMatching(/^\/inquiries\/I/),
      });
      expect(message!.claims.sub).toBe('https://studio.example');
      expect(message!.headers.urgency).toBe('high');
    }
    // Sent once: another pass finds nothing due.
    await deliver();
    expect(phone.received).toHaveLength(1);
  });

  it('pushes a booking with the client, the service and a link to the shoot', async () => {
    const owner = await createOwner(app);
    const phone = pushService.subscribe();
    await register(owner, phone);
    const service = await createBookingService(app, owner);
    const [slot] = await createSlots(app, owner, { serviceId: service.id, count: 1 });
    const hold = await holdSlot(app, service, slot!.id);
    const client = contactFields();
    const res = await publicRequest<TCheckoutResult>(app, 'POST', `${service.path}/checkout`, {
      ...client,
      holdToken: hold.holdToken,
      packageId: service.packageId,
    });
    if (res.body.status !== 'CONFIRMED') throw new Error(`checkout answered ${res.text}`);
    await deliver();
    expect(phone.received.map((message) => message.payload)).toEqual([
      expect.objectContaining({
        title: 'New booking',
        body: expect.stringMatching(new RegExp(`^${client.fullName} booked `)),
        url: `/shoots/${res.body.orderId}`,
      }),
    ]);
  });

  it('pushes nothing for a notification type the settings turn off', async () => {
    const owner = await createOwner(app);
    const phone = pushService.subscribe();
    await register(owner, phone);
    const off = await apiClient(app, owner).post('/api/options/notifications', {
      disabledAll: false,
      disabledTypes: ['INQUIRY'],
    });
    expect(off.status).toBe(200);
    expect((await sendInquiry(owner, 'Bo Chen')).statusCode).toBe(200);
    await deliver();
    expect(phone.requests).toEqual([]);
  });

  it('removes a device whose subscription is gone (410)', async () => {
    const owner = await createOwner(app);
    const phone = pushService.subscribe();
    await register(owner, phone);
    phone.answerNext(410);
    await sendInquiry(owner, 'Cy Park');
    await deliver();
    expect(phone.requests).toEqual([{ status: 410 }]);
    expect(await devicesOf(owner)).toEqual([]);
  });

  it('tries a failed send again after its back-off, and delivers it once', async () => {
    const owner = await createOwner(app);
    const phone = pushService.subscribe();
    const token = await register(owner, phone);
    phone.answerNext(503);
    await sendInquiry(owner, 'Di Ross');
    await deliver({ backoffMs: [60_000] });
    expect(phone.requests).toEqual([{ status: 503 }]);
    // Not due yet: the back-off holds it.
    await deliver({ backoffMs: [60_000] });
    expect(phone.requests).toHaveLength(1);

    await app.deps.db
      .update(pushOutbox)
      .set({ nextAttemptAt: new Date(Date.now() - 1000) })
      .where(eq(pushOutbox.tokenId, token.id));
    await deliver();
    expect(phone.requests).toEqual([{ status: 503 }, { status: 201 }]);
    expect(phone.received.map((message) => message.payload)).toEqual([
      expect.objectContaining({ body: 'Di Ross sent an inquiry' }),
    ]);
    expect(await devicesOf(owner)).toHaveLength(1);
  });

  it('sends each message once when two workers run at the same time', async () => {
    const owner = await createOwner(app);
    const phone = pushService.subscribe();
    await register(owner, phone);
    for (const name of ['Eve Moss', 'Fay Lund', 'Gus Hale', 'Hal Yoon']) {
      expect((await sendInquiry(owner, name)).statusCode).toBe(200);
    }
    await Promise.all([deliver(), deliver(), deliver()]);
    const bodies = phone.received.map((message) => (message.payload as { body: string }).body);
    expect(bodies.sort()).toEqual([
      'Eve Moss sent an inquiry',
      'Fay Lund sent an inquiry',
      'Gus Hale sent an inquiry',
      'Hal Yoon sent an inquiry',
    ]);
  });

  it('sends a test notification to the member’s own devices', async () => {
    const owner = await createOwner(app);
    const phone = pushService.subscribe();
    await register(owner, phone);
    const res = await apiClient<TTestPushResult>(app, owner).post('/api/message-tokens/test', {});
    expect(res.body).toEqual({ devices: 1 });
    await deliver();
    expect(phone.received.map((message) => message.payload)).toEqual([
      expect.objectContaining({ title: 'Test notification', url: '/' }),
    ]);
  });
});
