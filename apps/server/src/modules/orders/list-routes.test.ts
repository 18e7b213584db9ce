import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TShootPage } from '@studio/shared/orders/contracts';
import { startOfTodayIn } from '@studio/shared/scheduling/zoned-time';
import { testApp } from '../../test/harness.ts';
import { insertListShoot } from '../../test/factories/order.ts';
import { createOwner, type Owner } from '../../test/factories/owner.ts';
import { createServiceVia } from '../../test/factories/service.ts';
import { businesses } from '../businesses/schema.ts';
import { services } from '../services/schema.ts';
import { listShoots } from './list-service.ts';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

let app: FastifyInstance;

beforeAll(async () => {
  app = await testApp();
});
afterAll(async () => {
  await app.close();
});

async function list(owner: Owner, query = ''): Promise<TShootPage> {
  const res = await app.inject({
    method: 'GET',
    url: `/api/orders${query}`,
    headers: owner.headers,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<TShootPage>();
}

async function ownerWithService(timeZone = 'UTC') {
  const owner = await createOwner(app);
  await app.deps.db.update(businesses).set({ timeZone }).where(eq(businesses.id, owner.businessId));
  const service = await createServiceVia(app, owner, { name: 'Autumn minis' });
  return { owner, service, today: startOfTodayIn(timeZone).getTime() };
}

describe('GET /api/orders', () => {
  it('orders upcoming soonest first, undated by creation, then past newest first', async () => {
    const { owner, service, today } = await ownerWithService();
    const base = { businessId: owner.businessId, serviceId: service.id };
    const later = await insertListShoot(app, { ...base, startTime: new Date(today + 5 * DAY) });
    const soon = await insertListShoot(app, { ...base, startTime: new Date(today + 2 * HOUR) });
    const undatedNew = await insertListShoot(app, { ...base, createdAt: new Date(today - HOUR) });
    const undatedOld = await insertListShoot(app, { ...base, createdAt: new Date(today - DAY) });
    const lastWeek = await insertListShoot(app, { ...base, startTime: new Date(today - 7 * DAY) });
    const yesterday = await insertListShoot(app, { ...base, startTime: new Date(today - DAY) });
    await insertListShoot(app, {
      ...base,
      startTime: new Date(today + DAY),
      status: 'CANCELED',
    });

    const all = await list(owner);
    expect(all.items.map((item) => item.id)).toEqual([
      soon,
      later,
      undatedOld,
      undatedNew,
      yesterday,
      lastWeek,
    ]);
    expect(all.total).toBe(6);
    const first = all.items[0];
    expect(first?.service).toEqual({
      isDeleted: false,
      color: service.color,
      name: 'Autumn minis',
    });
    expect(first?.slots).toHaveLength(1);
    expect(first?.slots[0]?.status).toBe('BOOKED');
    expect(first?.startTime).toBe(new Date(today + 2 * HOUR).toISOString());
    expect(first?.slots[0]?.startTime).toBe(first?.startTime);
    expect(first?.slots[0]?.endTime).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);

    expect((await list(owner, '?dateFilter=1')).items.map((item) => item.id)).toEqual([
      soon,
      later,
      undatedOld,
      undatedNew,
    ]);
    const undated = await list(owner, '?dateFilter=2');
    expect(undated.items.map((item) => item.id)).toEqual([undatedOld, undatedNew]);
    expect(undated.total).toBe(2);
    const past = await list(owner, '?dateFilter=3');
    expect(past.items.map((item) => item.id)).toEqual([yesterday, lastWeek]);
    expect(past.total).toBe(2);
  });

  it('keeps only overdue shoots with overdue=true and reads the payment state', async () => {
    const { owner, service, today } = await ownerWithService();
    const base = { businessId: owner.businessId, serviceId: service.id };
    const overdue = await insertListShoot(app, {
      ...base,
      startTime: new Date(today + DAY),
      amountPaid: 2000,
      nextDueAt: new Date(today - HOUR),
    });
    const dueToday = await insertListShoot(app, {
      ...base,
      startTime: new Date(today + 2 * DAY),
      amountPaid: 2000,
      nextDueAt: new Date(today + HOUR),
    });
    const paid = await insertListShoot(app, {
      ...base,
      startTime: new Date(today - DAY),
      amountPaid: 10_000,
    });
    const unpaid = await insertListShoot(app, { ...base });

    const states = Object.fromEntries(
      (await list(owner)).items.map((item) => [item.id, item.paymentState]),
    );
    expect(states).toEqual({ [overdue]: 3, [dueToday]: 2, [paid]: 1, [unpaid]: 4 });

    const onlyOverdue = await list(owner, '?overdue=true');
    expect(onlyOverdue.items.map((item) => item.id)).toEqual([overdue]);
    expect(onlyOverdue.total).toBe(1);
    expect((await list(owner, '?overdue=true&dateFilter=3')).total).toBe(0);
  });

  it('drops shoots of a deleted service that hold no slot', async () => {
    const { owner, service, today } = await ownerWithService();
    const base = { businessId: owner.businessId, serviceId: service.id };
    const booked = await insertListShoot(app, { ...base, startTime: new Date(today + DAY) });
    await insertListShoot(app, { ...base });
    await insertListShoot(app, { ...base, startTime: new Date(today - DAY), withSlot: false });
    await app.deps.db
      .update(services)
      .set({ deletedAt: new Date() })
      .where(eq(services.id, service.id));

    const page = await list(owner);
    expect(page.items.map((item) => item.id)).toEqual([booked]);
    expect(page.total).toBe(1);
    expect(page.items[0]?.service.isDeleted).toBe(true);
  });

  it('pages by the requested size with the total', async () => {
    const { owner, service, today } = await ownerWithService();
    const base = { businessId: owner.businessId, serviceId: service.id };
    const ids: string[] = [];
    for (let index = 0; index < 5; index += 1) {
      ids.push(await insertListShoot(app, { ...base, startTime: new Date(today + index * HOUR) }));
    }
    for (let index = 1; index <= 4; index += 1) {
      ids.push(await insertListShoot(app, { ...base, startTime: new Date(today - index * DAY) }));
    }
    const pages = [
      await list(owner, '?size=4&page=1'),
      await list(owner, '?size=4&page=2'),
      await list(owner, '?size=4&page=3'),
    ];
    expect(pages.map((page) => page.total)).toEqual([9, 9, 9]);
    expect(pages.map((page) => page.hasMore)).toEqual([true, true, false]);
    expect(pages.flatMap((page) => page.items.map((item) => item.id))).toEqual(ids);
    expect(pages[2]?.items).toHaveLength(1);
    // Past the cap the count stops, says so, and paging still reaches the end.
    const capped = (page: number) =>
      listShoots(app.deps.db, {
        ...base,
        dateFilter: 0,
        overdue: false,
        page,
        size: 4,
        totalCap: 5,
      });
    expect(await capped(1)).toMatchObject({ total: 5, isTotalCapped: true, hasMore: true });
    expect(await capped(3)).toMatchObject({ hasMore: false });
    expect((await capped(3)).items).toHaveLength(1);
    expect((await list(owner)).size).toBe(50);
    const bad = await app.inject({
      method: 'GET',
      url: '/api/orders?dateFilter=7',
      headers: owner.headers,
    });
    expect(bad.statusCode).toBe(400);
  });

  it('decides "today" in the business time zone', async () => {
    // 03:00 UTC on Nov 21 is still Nov 20 in New York (UTC-5): today starts at 05:00 UTC Nov 20.
    const now = Date.parse('2026-11-21T03:00:00Z');
    expect(startOfTodayIn('America/New_York', now).toISOString()).toBe('2026-11-20T05:00:00.000Z');
    expect(startOfTodayIn('UTC', now).toISOString()).toBe('2026-11-21T00:00:00.000Z');

    const { owner, service } = await ownerWithService('America/New_York');
    const base = { businessId: owner.businessId, serviceId: service.id };
    // Nov 20, 18:00 in New York: past for a UTC business, upcoming (today) in New York.
    const evening = await insertListShoot(app, {
      ...base,
      startTime: new Date('2026-11-20T23:00:00Z'),
    });
    // Nov 19, 23:30 in New York: yesterday.
    const yesterday = await insertListShoot(app, {
      ...base,
      startTime: new Date('2026-11-20T04:30:00Z'),
    });
    const read = (dateFilter: number) =>
      listShoots(app.deps.db, {
        businessId: owner.businessId,
        dateFilter,
        overdue: false,
        page: 1,
        size: 50,
        now,
      });
    expect((await read(1)).items.map((item) => item.id)).toEqual([evening]);
    expect((await read(3)).items.map((item) => item.id)).toEqual([yesterday]);
  });

  it('notices at once that the business changed its time zone', async () => {
    const now = Date.parse('2026-11-21T03:00:00Z');
    const { owner, service } = await ownerWithService('UTC');
    // Nov 20, 23:00 UTC: yesterday for a UTC business; 18:00 today in New York.
    const evening = await insertListShoot(app, {
      businessId: owner.businessId,
      serviceId: service.id,
      startTime: new Date('2026-11-20T23:00:00Z'),
    });
    const read = async (dateFilter: number) =>
      (
        await listShoots(app.deps.db, {
          businessId: owner.businessId,
          dateFilter,
          overdue: false,
          page: 1,
          size: 50,
          now,
        })
      ).items.map((item) => item.id);
    expect(await read(3)).toEqual([evening]);
    await app.deps.db
      .update(businesses)
      .set({ timeZone: 'America/New_York' })
      .where(eq(businesses.id, owner.businessId));
    expect(await read(1)).toEqual([evening]);
    expect(await read(3)).toEqual([]);
  });

  it("never shows another business's shoots", async () => {
    const { owner, service, today } = await ownerWithService();
    await insertListShoot(app, {
      businessId: owner.businessId,
      serviceId: service.id,
      startTime: new Date(today + DAY),
    });
    const other = await createOwner(app);
    const page = await list(other);
    expect(page).toEqual({
      items: [],
      total: 0,
      isTotalCapped: false,
      hasMore: false,
      page: 1,
      size: 50,
    });
    const anonymous = await app.inject({ method: 'GET', url: '/api/orders' });
    expect(anonymous.statusCode).toBe(401);
  });
});
