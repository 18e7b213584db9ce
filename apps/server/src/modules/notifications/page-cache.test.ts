// The panel's first page is kept in memory (page-cache.ts) and must always equal a fresh one: a new
// notification, marking read (one or all), and plain SQL of another writer change the next answer
// at once; a rolled-back write changes nothing; a browser that has the page gets 304.
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TNotificationPage } from '@studio/shared/notifications/contracts';
import { apiClient } from '../../test/api-client.ts';
import { createOwner, type Owner } from '../../test/factories/owner.ts';
import { testApp } from '../../test/harness.ts';
import { notifications, notificationVersions } from './schema.ts';
import { createNotification, listNotifications } from './service.ts';

let app: FastifyInstance;
beforeAll(async () => {
  app = await testApp();
});
afterAll(() => app.close());

type Reply = { status: number; etag: string; cacheControl: string; body: TNotificationPage };

async function firstPage(owner: Owner, query = '', ifNoneMatch?: string): Promise<Reply> {
  const res = await app.inject({
    method: 'GET',
    url: `/api/notifications${query}`,
    headers: { ...owner.headers, ...(ifNoneMatch ? { 'if-none-match': ifNoneMatch } : {}) },
  });
  return {
    status: res.statusCode,
    etag: String(res.headers.etag ?? ''),
    cacheControl: String(res.headers['cache-control'] ?? ''),
    body: res.body ? (res.json() as TNotificationPage) : (null as never),
  };
}

/** What the database holds now, read past any cache. */
const fresh = (owner: Owner, unread = false) =>
  listNotifications(app.deps.db, { businessId: owner.businessId, unread, skip: 0 });

async function booked(owner: Owner, customerName: string): Promise<string> {
  const id = await createNotification(app.deps.db, {
    businessId: owner.businessId,
    type: 'BOOKED',
    link: '/shoots/O1',
    customerName,
    serviceName: 'Garden Minis',
    serviceColor: '#c96f3b',
  });
  if (!id) throw new Error('the notification settings kept it from being made');
  return id;
}

async function expectCurrent(owner: Owner): Promise<Reply> {
  const all = await firstPage(owner);
  expect(all.status).toBe(200);
  expect(all.body).toEqual(await fresh(owner));
  const unread = await firstPage(owner, '?unread=true');
  expect(unread.body).toEqual(await fresh(owner, true));
  return all;
}

const versionOf = async (owner: Owner) => {
  const [row] = await app.deps.db
    .select({ version: notificationVersions.version })
    .from(notificationVersions)
    .where(eq(notificationVersions.businessId, owner.businessId));
  return row?.version ?? 0;
};

const lastVersionTaken = async () => {
  const result = await app.deps.db.execute(sql`select last_value from notification_version_seq`);
  return Number((result as unknown as { rows: { last_value: string }[] }).rows[0]?.last_value);
};

describe('the first page of the notifications panel', () => {
  it('carries an ETag; a browser that has the page gets 304, and the new page after a change', async () => {
    const owner = await createOwner(app);
    await booked(owner, 'Ada Lovelace');
    const first = await firstPage(owner);
    expect(first.status).toBe(200);
    expect(first.etag).toMatch(/^"[\w-]{32}"$/);
    expect(first.cacheControl).toBe('private, no-cache');
    expect(first.body.items.map((item) => item.customer.fullName)).toEqual(['Ada Lovelace']);

    const again = await firstPage(owner, '', first.etag);
    expect(again.status).toBe(304);
    expect(again.etag).toBe(first.etag);

    await booked(owner, 'Grace Hopper');
    const changed = await firstPage(owner, '', first.etag);
    expect(changed.status).toBe(200);
    expect(changed.etag).not.toBe(first.etag);
    expect(changed.body.items.map((item) => item.customer.fullName)).toEqual([
      'Grace Hopper',
      'Ada Lovelace',
    ]);
  });

  it('is current after every kind of write, and unchanged by a write that rolls back', async () => {
    const owner = await createOwner(app);
    const api = apiClient(app, owner);
    await expectCurrent(owner);

    const id = await booked(owner, 'Ada Lovelace');
    await booked(owner, 'Grace Hopper');
    const made = await expectCurrent(owner);
    expect(made.body.items).toHaveLength(2);

    expect((await api.post(`/api/notifications/${id}/mark-as-read`, {})).status).toBe(200);
    const marked = await expectCurrent(owner);
    expect(marked.body.items.filter((item) => item.isRead)).toHaveLength(1);

    // Another writer (another instance, psql): the database's own version moves with it.
    await app.deps.db.execute(
      sql`update notifications set customer_name = 'Ada King' where id = ${id}`,
    );
    const renamed = await expectCurrent(owner);
    expect(renamed.body.items.map((item) => item.customer.fullName)).toContain('Ada King');

    expect((await api.post('/api/notifications/mark-all-as-read', {})).status).toBe(200);
    const allRead = await expectCurrent(owner);
    expect(allRead.body.items.every((item) => item.isRead)).toBe(true);
    expect((await firstPage(owner, '?unread=true')).body.items).toEqual([]);

    await expect(
      app.deps.db.transaction(async (tx) => {
        await tx.delete(notifications).where(eq(notifications.businessId, owner.businessId));
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    const kept = await firstPage(owner, '', allRead.etag);
    expect(kept.status).toBe(304);

    await app.deps.db.delete(notifications).where(eq(notifications.id, id));
    const deleted = await expectCurrent(owner);
    expect(deleted.body.items.map((item) => item.customer.fullName)).toEqual(['Grace Hopper']);
  });

  it('is served from memory while nothing is written', async () => {
    const owner = await createOwner(app);
    const id = await booked(owner, 'Ada Lovelace');
    const first = await firstPage(owner);
    // A change that no trigger sees (triggers off for the transaction) is not read again...
    await app.deps.db.transaction(async (tx) => {
      await tx.execute(sql`set local session_replication_role = replica`);
      await tx.execute(sql`update notifications set customer_name = 'Unseen' where id = ${id}`);
    });
    expect((await firstPage(owner)).body).toEqual(first.body);
    // ...until the next write the database counts.
    await booked(owner, 'Grace Hopper');
    expect((await firstPage(owner)).body.items.map((item) => item.customer.fullName)).toEqual([
      'Grace Hopper',
      'Unseen',
    ]);
  });

  it("takes one new version per transaction however many rows it writes, and only that business's", async () => {
    const owner = await createOwner(app);
    const other = await createOwner(app);
    expect(await versionOf(owner)).toBe(0);
    for (const name of ['A', 'B', 'C']) await booked(owner, name);
    await booked(other, 'D');
    const before = await versionOf(owner);
    const otherBefore = await versionOf(other);
    const taken = await lastVersionTaken();
    expect(before).toBeGreaterThan(0);

    await apiClient(app, owner).post('/api/notifications/mark-all-as-read', {});
    const after = await versionOf(owner);
    expect(after).toBeGreaterThan(before);
    // One value of the sequence for the three rows.
    expect(await lastVersionTaken()).toBe(taken + 1);
    expect(await versionOf(other)).toBe(otherBefore);
  });

  it('reads later pages fresh, without an ETag', async () => {
    const owner = await createOwner(app);
    const res = await app.inject({
      method: 'GET',
      url: '/api/notifications?skip=100',
      headers: owner.headers,
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers.etag).toBeUndefined();
    expect(res.json()).toEqual({ items: [], hasMore: false });
  });
});
