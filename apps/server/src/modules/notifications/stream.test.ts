// GET /api/notifications/stream on a listening app (PGlite here; stream.pg.test.ts runs two
// instances on PostgreSQL): a committed notification reaches every open stream of its business
// within a second, once; nothing reaches another business; streams are closed like every route
// and are cleaned up when the client goes.
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TNotification, TNotificationPage } from '@studio/shared/notifications/contracts';
import { apiClient } from '../../test/api-client.ts';
import { clientAddress } from '../../test/factories/booking.ts';
import { createOwner, type Owner } from '../../test/factories/owner.ts';
import { testApp } from '../../test/harness.ts';
import { notificationHubOf } from './routes.ts';
import { createNotification } from './service.ts';
import { eventually, listen, openStream, pause, stop } from './test-stream.ts';

let app: FastifyInstance;
let baseUrl: string;
beforeAll(async () => {
  app = await testApp();
  baseUrl = await listen(app);
});
afterAll(() => stop(app));

function sendInquiry(owner: Owner, fullName: string) {
  return app.inject({
    method: 'POST',
    url: `/api/public/businesses/${owner.business.slug}/inquiries`,
    payload: {
      serviceSlug: null,
      answers: { fullName, email: 'ana@example.com', phone: '555-0101', message: 'Hello' },
    },
    remoteAddress: clientAddress(),
  });
}

describe('the notification stream', () => {
  it('is an uncompressed, unbuffered event stream with the security headers', async () => {
    const owner = await createOwner(app);
    const stream = await openStream(baseUrl, owner.headers);
    expect(stream.status).toBe(200);
    expect(stream.headers.get('content-type')).toBe('text/event-stream; charset=utf-8');
    expect(stream.headers.get('cache-control')).toBe('no-cache, no-transform');
    expect(stream.headers.get('x-accel-buffering')).toBe('no');
    expect(stream.headers.get('content-encoding')).toBeNull();
    expect(stream.headers.get('x-content-type-options')).toBe('nosniff');
    await eventually(() => stream.retry !== undefined);
    expect(stream.retry).toBe(2_000);
    stream.close();
  });

  it('delivers a new notification to every open stream of the business within a second, once', async () => {
    const owner = await createOwner(app);
    const other = await createOwner(app);
    const first = await openStream(baseUrl, owner.headers);
    const second = await openStream(baseUrl, owner.headers);
    const elsewhere = await openStream(baseUrl, other.headers);

    const started = Date.now();
    const sent = await sendInquiry(owner, 'Ana Lopes');
    expect(sent.statusCode, sent.body).toBe(200);
    const [event] = await first.waitForEvents(1, 1_000);
    await second.waitForEvents(1, 1_000);
    expect(Date.now() - started).toBeLessThan(1_000);

    // The same notification the list answers, with its id as the event id.
    const listed = (await apiClient<TNotificationPage>(app, owner).get('/api/notifications')).body
      .items[0];
    expect(event?.event).toBe('notification');
    expect(event?.id).toBe(listed?.id);
    expect(JSON.parse(event?.data ?? '') as TNotification).toEqual(listed);

    await pause(300);
    expect(first.events).toHaveLength(1);
    expect(second.events).toHaveLength(1);
    expect(elsewhere.events).toHaveLength(0);
    for (const stream of [first, second, elsewhere]) stream.close();
  });

  it('delivers nothing of a transaction that rolls back, or that the settings turn off', async () => {
    const owner = await createOwner(app);
    const stream = await openStream(baseUrl, owner.headers);
    await app.deps.db
      .transaction(async (tx) => {
        await createNotification(tx, {
          businessId: owner.businessId,
          type: 'BOOKED',
          link: '/shoots/OABCDEFGHJK',
          customerName: 'Never',
        });
        throw new Error('rolled back');
      })
      .catch(() => undefined);
    await apiClient(app, owner).post('/api/options/notifications', {
      disabledAll: true,
      disabledTypes: [],
    });
    expect((await sendInquiry(owner, 'Ana Lopes')).statusCode).toBe(200);
    await pause(500);
    expect(stream.events).toEqual([]);
    stream.close();
  });

  it('is closed like every business route, and asks for an event stream', async () => {
    const owner = await createOwner(app);
    const other = await createOwner(app);
    const anonymous = await openStream(baseUrl, {});
    expect(anonymous.status).toBe(401);
    const foreign = await openStream(baseUrl, {
      ...owner.headers,
      'x-business-id': other.businessId,
    });
    expect(foreign.status).toBe(404);
    // A plain request (not an event stream) is answered at once instead of hanging.
    const res = await app.inject({
      method: 'GET',
      url: '/api/notifications/stream',
      headers: owner.headers,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().detail).toContain(
      'This address sends a stream of events: ask for it with Accept: text/event-stream',
    );
    expect(notificationHubOf(app.deps)?.streamCount(owner.businessId)).toBe(0);
  });

  it('forgets a stream when the client goes', async () => {
    const owner = await createOwner(app);
    const hub = notificationHubOf(app.deps);
    const streams = [
      await openStream(baseUrl, owner.headers),
      await openStream(baseUrl, owner.headers),
    ];
    await eventually(() => hub?.streamCount(owner.businessId) === 2);
    streams[0]?.close();
    await eventually(() => hub?.streamCount(owner.businessId) === 1);
    streams[1]?.close();
    await eventually(() => hub?.streamCount(owner.businessId) === 0);
  });
});

describe('a stream’s lifetime', () => {
  it('ends at once when its sign-in signs out, and only that one', async () => {
    const owner = await createOwner(app);
    const other = await createOwner(app);
    const mine = await openStream(baseUrl, owner.headers);
    const theirs = await openStream(baseUrl, other.headers);
    expect(mine.status).toBe(200);
    let isTheirsEnded = false;
    void theirs.ended.then(() => {
      isTheirsEnded = true;
    });

    const started = Date.now();
    const out = await app.inject({
      method: 'GET',
      url: '/auth/logout',
      headers: { authorization: owner.headers.authorization ?? '' },
    });
    expect(out.statusCode).toBe(200);
    await mine.ended;
    expect(Date.now() - started).toBeLessThan(2_000);
    await pause(200);
    expect(isTheirsEnded).toBe(false);
    theirs.close();
  });

  it('ends when the access token would expire, and when the app closes', async () => {
    // Three seconds: signing up (argon2) took over a second on a busy CI machine, and a token of
    // one second had expired before its stream opened.
    const shortLived = await testApp({ accessTokenTtlSeconds: 3 });
    const url = await listen(shortLived);
    const owner = await createOwner(shortLived);
    const stream = await openStream(url, owner.headers);
    expect(stream.status).toBe(200);
    const started = Date.now();
    await stream.ended;
    expect(Date.now() - started).toBeLessThan(4_500);

    const owner2 = await createOwner(shortLived);
    const open = await openStream(url, owner2.headers);
    expect(open.status).toBe(200);
    // Closing ends the open stream itself, not waiting for its client.
    await shortLived.close();
    await open.ended;
  });
});
