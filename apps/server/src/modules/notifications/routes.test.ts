// The notifications API: the list (100 a page, newest first, the unread tab), the unread count,
// marking one and all read, the notification option, and that no business sees another's.
import crypto from 'node:crypto';
import { eq, inArray, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  TNotification,
  TNotificationCount,
  TNotificationOption,
  TNotificationPage,
} from '@studio/shared/notifications/contracts';
import { apiClient } from '../../test/api-client.ts';
import { createOwner, type Owner } from '../../test/factories/owner.ts';
import { testApp } from '../../test/harness.ts';
import { notifications } from './schema.ts';
import { createNotification } from './service.ts';

let app: FastifyInstance;
beforeAll(async () => {
  app = await testApp();
});
afterAll(() => app.close());

/**
 * `count` notifications of the owner, the first the oldest: created one minute apart, so their
 * order is known. Answers their ids, oldest first.
 */
async function seed(owner: Owner, count: number, start = Date.UTC(2030, 0, 1)): Promise<string[]> {
  const rows = Array.from({ length: count }, (_, index) => ({
    businessId: owner.businessId,
    type: index % 3 === 0 ? 'BOOKED' : index % 3 === 1 ? 'WAITLISTED' : 'INQUIRY',
    link: `/shoots/O${String(index).padStart(10, 'A')}`,
    customerName: `Client ${index}`,
    serviceName: index % 3 === 2 ? '' : 'Garden Minis',
    serviceColor: index % 3 === 2 ? '' : '#c96f3b',
    startTime: index % 3 === 0 ? new Date(start + 86_400_000) : null,
    createdAt: new Date(start + index * 60_000),
  }));
  const inserted = await app.deps.db
    .insert(notifications)
    .values(rows)
    .returning({ id: notifications.id, createdAt: notifications.createdAt });
  return inserted
    .sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime())
    .map((row) => row.id);
}

const page = (owner: Owner, query = '') =>
  apiClient<TNotificationPage>(app, owner).get(`/api/notifications${query}`);
const unreadCount = async (owner: Owner) =>
  (await apiClient<TNotificationCount>(app, owner).get('/api/notifications/count/unread')).body
    .count;

describe('GET /api/notifications', () => {
  it('answers an empty page to a business without notifications', async () => {
    const owner = await createOwner(app);
    const res = await page(owner);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ items: [], hasMore: false });
  });

  it('lists newest first in pages of 100, and skip loads the next page', async () => {
    const owner = await createOwner(app);
    const ids = await seed(owner, 205);
    const newestFirst = [...ids].reverse();

    const first = await page(owner);
    expect(first.status).toBe(200);
    expect(first.body.items).toHaveLength(100);
    expect(first.body.hasMore).toBe(true);
    expect(first.body.items.map((item) => item.id)).toEqual(newestFirst.slice(0, 100));

    const second = await page(owner, '?skip=100');
    expect(second.body.items.map((item) => item.id)).toEqual(newestFirst.slice(100, 200));
    expect(second.body.hasMore).toBe(true);

    const last = await page(owner, '?skip=200&unread=false');
    expect(last.body.items.map((item) => item.id)).toEqual(newestFirst.slice(200));
    expect(last.body.hasMore).toBe(false);
  });

  it('answers each notification in the API shape', async () => {
    const owner = await createOwner(app);
    const start = Date.UTC(2030, 4, 1, 9);
    await seed(owner, 3, start);
    const { items } = (await page(owner)).body;
    expect(items[2]).toEqual<TNotification>({
      id: expect.any(String),
      type: 'BOOKED',
      isRead: false,
      createdDate: new Date(start).toISOString(),
      link: '/shoots/OAAAAAAAAA0',
      customer: { fullName: 'Client 0' },
      service: { name: 'Garden Minis', color: '#c96f3b' },
      startTime: new Date(start + 86_400_000).toISOString(),
    });
    // A business-wide inquiry belongs to no service.
    expect(items[0]).toMatchObject({ type: 'INQUIRY', service: null, startTime: null });
  });

  it('lists a notification as it answers the one (the list reads raw rows)', async () => {
    const owner = await createOwner(app);
    const [id] = await seed(owner, 1);
    // PostgreSQL keeps microseconds; the API cuts them to milliseconds, as toISOString() does.
    await app.deps.db.execute(sql`update notifications
      set created_at = '2030-05-01 09:00:00.123789+00', start_time = '2030-05-02 10:30:00.5+00'
      where id = ${id}`);
    const listed = (await page(owner)).body.items[0];
    const marked = await apiClient<TNotification>(app, owner).post(
      `/api/notifications/${id}/mark-as-read`,
      {},
    );
    expect(listed).toEqual({ ...marked.body, isRead: false });
    expect(listed).toMatchObject({
      createdDate: '2030-05-01T09:00:00.123Z',
      startTime: '2030-05-02T10:30:00.500Z',
    });
  });

  it('keeps the unread ones only with unread=true', async () => {
    const owner = await createOwner(app);
    const ids = await seed(owner, 6);
    await app.deps.db
      .update(notifications)
      .set({ isRead: true })
      .where(inArray(notifications.id, [ids[1]!, ids[4]!]));
    const res = await page(owner, '?unread=true');
    expect(res.body.items.map((item) => item.id)).toEqual([ids[5], ids[3], ids[2], ids[0]]);
    expect(res.body.items.every((item) => !item.isRead)).toBe(true);
    expect((await page(owner, '?unread=true&skip=3')).body.items.map((item) => item.id)).toEqual([
      ids[0],
    ]);
  });

  it('breaks ties of one moment by id, so pages never repeat or miss a row', async () => {
    const owner = await createOwner(app);
    const moment = new Date(Date.UTC(2030, 2, 3));
    await app.deps.db.insert(notifications).values(
      Array.from({ length: 150 }, (_, index) => ({
        businessId: owner.businessId,
        type: 'BOOKED',
        link: `/shoots/O${index}`,
        customerName: `Twin ${index}`,
        createdAt: moment,
      })),
    );
    const first = (await page(owner)).body.items.map((item) => item.id);
    const second = (await page(owner, '?skip=100')).body.items.map((item) => item.id);
    expect(new Set([...first, ...second]).size).toBe(150);
  });

  it('refuses a bad skip or unread flag', async () => {
    const owner = await createOwner(app);
    for (const query of ['?skip=-1', '?skip=abc', '?skip=1.5', '?unread=yes', '?skip=2000000']) {
      expect((await page(owner, query)).status, query).toBe(400);
    }
  });

  it('needs a signed-in member of the business', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/notifications' });
    expect(res.statusCode).toBe(401);
  });
});

describe('the unread count and marking read', () => {
  it('counts the unread ones; marking one read lowers it by one, again changes nothing', async () => {
    const owner = await createOwner(app);
    const ids = await seed(owner, 4);
    expect(await unreadCount(owner)).toBe(4);

    const api = apiClient<TNotification>(app, owner);
    const marked = await api.post(`/api/notifications/${ids[2]}/mark-as-read`, {});
    expect(marked.status).toBe(200);
    expect(marked.body).toMatchObject({
      id: ids[2],
      isRead: true,
      customer: { fullName: 'Client 2' },
    });
    expect(await unreadCount(owner)).toBe(3);

    const again = await api.post(`/api/notifications/${ids[2]}/mark-as-read`, {});
    expect(again.status).toBe(200);
    expect(await unreadCount(owner)).toBe(3);
  });

  it('marks all read at once and answers how many changed', async () => {
    const owner = await createOwner(app);
    const other = await createOwner(app);
    await seed(owner, 5);
    await seed(other, 2);
    const api = apiClient<{ updated: number }>(app, owner);
    const res = await api.post('/api/notifications/mark-all-as-read', {});
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ updated: 5 });
    expect(await unreadCount(owner)).toBe(0);
    expect((await page(owner, '?unread=true')).body.items).toEqual([]);
    expect((await api.post('/api/notifications/mark-all-as-read', {})).body).toEqual({
      updated: 0,
    });
    // The other business's stay unread.
    expect(await unreadCount(other)).toBe(2);
  });

  it('answers 404 for an unknown, malformed or another business’s notification', async () => {
    const owner = await createOwner(app);
    const other = await createOwner(app);
    const [theirs] = await seed(other, 1);
    const api = apiClient(app, owner);
    for (const id of [theirs, crypto.randomUUID(), 'not-an-id']) {
      const res = await api.post(`/api/notifications/${id}/mark-as-read`, {});
      expect(res.status, id).toBe(404);
      expect(res.body.detail).toBe('This notification does not exist or was deleted');
    }
    const [row] = await app.deps.db
      .select({ isRead: notifications.isRead })
      .from(notifications)
      .where(eq(notifications.id, theirs!));
    expect(row?.isRead).toBe(false);
  });
});

describe('tenancy', () => {
  it('never lists, counts or marks another business’s notifications', async () => {
    const owner = await createOwner(app);
    const other = await createOwner(app);
    await seed(other, 3);
    expect((await page(owner)).body.items).toEqual([]);
    expect(await unreadCount(owner)).toBe(0);
    // Another business's id in the header is refused before anything is read.
    const res = await app.inject({
      method: 'GET',
      url: '/api/notifications',
      headers: { ...owner.headers, 'x-business-id': other.businessId },
    });
    expect(res.statusCode).toBe(404);
    expect(res.json().detail).toBe('Business not found');
  });
});

describe('the notification option', () => {
  const optionApi = (owner: Owner) => apiClient<TNotificationOption>(app, owner);

  it('is all on until saved, then answers what was saved', async () => {
    const owner = await createOwner(app);
    const api = optionApi(owner);
    expect((await api.get('/api/options/notifications')).body).toEqual({
      disabledAll: false,
      disabledTypes: [],
    });
    const saved = await api.post('/api/options/notifications', {
      disabledAll: false,
      disabledTypes: ['INQUIRY', 'WAITLISTED', 'INQUIRY'],
    });
    expect(saved.status).toBe(200);
    // Each kind once, in the fixed order of the kinds.
    expect(saved.body).toEqual({ disabledAll: false, disabledTypes: ['WAITLISTED', 'INQUIRY'] });
    expect((await api.get('/api/options/notifications')).body).toEqual(saved.body);
    // The generic options read shows the same stored value.
    const generic = await app.inject({
      method: 'GET',
      url: '/api/options?optionName=notifications',
      headers: owner.headers,
    });
    expect(generic.json()).toEqual({ name: 'notifications', value: saved.body });
    // Another business is untouched.
    const other = await createOwner(app);
    expect((await optionApi(other).get('/api/options/notifications')).body.disabledTypes).toEqual(
      [],
    );
  });

  it('refuses what is not the option’s shape (the generic { value } body included)', async () => {
    const owner = await createOwner(app);
    const api = optionApi(owner);
    for (const payload of [
      { disabledAll: 'yes', disabledTypes: [] },
      { disabledAll: false, disabledTypes: ['SHOOTED'] },
      { disabledAll: false },
      { value: { disabledAll: true, disabledTypes: [] } },
    ]) {
      const res = await api.post('/api/options/notifications', payload);
      expect(res.status, JSON.stringify(payload)).toBe(400);
    }
    expect((await api.get('/api/options/notifications')).body.disabledAll).toBe(false);
  });

  it('decides which notifications are made', async () => {
    const owner = await createOwner(app);
    const api = optionApi(owner);
    const make = (type: 'BOOKED' | 'WAITLISTED' | 'INQUIRY' | 'CANCELLED') =>
      createNotification(app.deps.db, {
        businessId: owner.businessId,
        type,
        link: '/shoots/OABCDEFGHJK',
        customerName: 'Ada',
      });
    await api.post('/api/options/notifications', { disabledAll: false, disabledTypes: ['BOOKED'] });
    // Bookings off: BOOKED and a client's cancellation are not made; the rest are.
    expect(await make('BOOKED')).toBeNull();
    expect(await make('CANCELLED')).toBeNull();
    expect(await make('INQUIRY')).toEqual(expect.any(String));
    expect(await make('WAITLISTED')).toEqual(expect.any(String));
    await api.post('/api/options/notifications', { disabledAll: true, disabledTypes: [] });
    expect(await make('INQUIRY')).toBeNull();
    await api.post('/api/options/notifications', { disabledAll: false, disabledTypes: [] });
    expect(await make('BOOKED')).toEqual(expect.any(String));
    expect(await unreadCount(owner)).toBe(3);
  });
});
