// Two server instances on one PostgreSQL database, each with its own pool and LISTEN connection as
// two processes would have: a notification made through instance 1 reaches an open stream on
// instance 1 AND one on instance 2, exactly once each, within a second.
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { TNotification, TNotificationPage } from '@studio/shared/notifications/contracts';
import { buildApp } from '../../app.ts';
import { createDatabase, type DatabaseHandle } from '../../db/client.ts';
import { apiClient } from '../../test/api-client.ts';
import { clientAddress } from '../../test/factories/booking.ts';
import { createOwner } from '../../test/factories/owner.ts';
import { testConfig } from '../../test/harness.ts';
import { notificationHubOf } from './routes.ts';
import { listen, openStream, pause, stop } from './test-stream.ts';

const databaseUrl = inject('testDatabaseUrl');

type Instance = { app: FastifyInstance; database: DatabaseHandle; url: string };
const instances: Instance[] = [];

async function startInstance(): Promise<Instance> {
  if (!databaseUrl) throw new Error('the PostgreSQL pass sets testDatabaseUrl');
  const database = await createDatabase({ databaseUrl, poolSize: 3 });
  const app = await buildApp(testConfig(), { database });
  const url = await listen(app);
  const instance = { app, database, url };
  instances.push(instance);
  return instance;
}

let one: Instance;
let two: Instance;
beforeAll(async () => {
  one = await startInstance();
  two = await startInstance();
});
afterAll(async () => {
  for (const { app, database } of instances) {
    await stop(app);
    await database.close();
  }
});

describe('live notifications across two instances', () => {
  it('reach a stream on each instance exactly once', async () => {
    expect(one.database).not.toBe(two.database);
    const owner = await createOwner(one.app);
    const other = await createOwner(one.app);
    const onOne = await openStream(one.url, owner.headers);
    const onTwo = await openStream(two.url, owner.headers);
    const otherOnTwo = await openStream(two.url, other.headers);
    expect([onOne.status, onTwo.status, otherOnTwo.status]).toEqual([200, 200, 200]);

    const started = Date.now();
    const sent = await one.app.inject({
      method: 'POST',
      url: `/api/public/businesses/${owner.business.slug}/inquiries`,
      payload: {
        serviceSlug: null,
        answers: {
          fullName: 'Ana Lopes',
          email: 'ana@example.com',
          phone: '555-0101',
          message: 'Hi',
        },
      },
      remoteAddress: clientAddress(),
    });
    expect(sent.statusCode, sent.body).toBe(200);
    const [fromOne] = await onOne.waitForEvents(1, 1_000);
    const [fromTwo] = await onTwo.waitForEvents(1, 1_000);
    expect(Date.now() - started).toBeLessThan(1_000);

    const listed = (await apiClient<TNotificationPage>(two.app, owner).get('/api/notifications'))
      .body.items[0];
    expect(listed).toMatchObject({ type: 'INQUIRY', customer: { fullName: 'Ana Lopes' } });
    for (const event of [fromOne, fromTwo]) {
      expect(event?.id).toBe(listed?.id);
      expect(JSON.parse(event?.data ?? '') as TNotification).toEqual(listed);
    }

    // Exactly once each, and nothing for another business.
    await pause(700);
    expect(onOne.events).toHaveLength(1);
    expect(onTwo.events).toHaveLength(1);
    expect(otherOnTwo.events).toHaveLength(0);
    for (const stream of [onOne, onTwo, otherOnTwo]) stream.close();
  });

  it('keep delivering to several streams of a business on one instance, each once', async () => {
    const owner = await createOwner(two.app);
    const tabs = [
      await openStream(two.url, owner.headers),
      await openStream(two.url, owner.headers),
      await openStream(one.url, owner.headers),
    ];
    expect(notificationHubOf(two.app.deps)?.streamCount(owner.businessId)).toBe(2);
    for (const name of ['Rui', 'Marta']) {
      const res = await two.app.inject({
        method: 'POST',
        url: `/api/public/businesses/${owner.business.slug}/inquiries`,
        payload: {
          serviceSlug: null,
          answers: { fullName: name, email: 'x@example.com', phone: '555-0101', message: 'Hi' },
        },
        remoteAddress: clientAddress(),
      });
      expect(res.statusCode, res.body).toBe(200);
    }
    for (const tab of tabs) {
      const events = await tab.waitForEvents(2, 1_500);
      expect(events.map((event) => JSON.parse(event.data).customer.fullName).sort()).toEqual([
        'Marta',
        'Rui',
      ]);
    }
    await pause(500);
    expect(tabs.map((tab) => tab.events.length)).toEqual([2, 2, 2]);
    for (const tab of tabs) tab.close();
  });
});
