import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TServicePage } from '@studio/shared/services/contracts';
import { createOwner, type Owner } from '../../test/factories/owner.ts';
import { addPricingAndContracts, createServiceVia } from '../../test/factories/service.ts';
import { addDateWithSlots } from '../../test/factories/slot.ts';
import { testApp } from '../../test/harness.ts';
import { services } from './schema.ts';

let app: FastifyInstance;
beforeAll(async () => {
  app = await testApp();
});
afterAll(() => app.close());

function get(owner: Owner, url: string) {
  return app.inject({ method: 'GET', url, headers: owner.headers });
}

async function page(owner: Owner, query: string): Promise<TServicePage> {
  const res = await get(owner, `/api/services?${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<TServicePage>();
}

function localDate(offsetDays: number): string {
  return new Date(Date.now() + offsetDays * 86_400_000).toISOString().slice(0, 10);
}

/** Services named out of alphabetical order, created one after another, with mixed kinds. */
async function seed(owner: Owner) {
  const names: [string, 1 | 2 | 3][] = [
    ['banana Minis', 1],
    ['Apple Portraits', 2],
    ['cherry Bundle', 3],
    ['Date Night', 2],
    ['elderflower Minis', 1],
  ];
  const created = [];
  for (const [name, kind] of names)
    created.push(await createServiceVia(app, owner, { name, kind }));
  // Distinct creation times, oldest first, whatever the clock resolution.
  for (const [index, service] of created.entries()) {
    await app.deps.db
      .update(services)
      .set({ createdAt: new Date(Date.UTC(2025, 0, 1 + index)) })
      .where(eq(services.id, service.id));
  }
  return created;
}

describe('GET /api/services', () => {
  it('pages with page (1-based) and size, newest first by default, and counts the total', async () => {
    const owner = await createOwner(app);
    await seed(owner);
    const first = await page(owner, 'size=2');
    expect(first).toMatchObject({ total: 5, page: 1, size: 2 });
    expect(first.items.map((s) => s.number)).toEqual([5, 4]);
    const third = await page(owner, 'size=2&page=3');
    expect(third.items.map((s) => s.number)).toEqual([1]);
    const beyond = await page(owner, 'size=2&page=4');
    expect(beyond).toMatchObject({ items: [], total: 5 });
    const all = await page(owner, '');
    expect(all.size).toBe(50);
    expect(all.items).toHaveLength(5);
  });

  it('sorts by name ignoring case, by created date and by number, both ways', async () => {
    const owner = await createOwner(app);
    await seed(owner);
    const names = async (query: string) => (await page(owner, query)).items.map((s) => s.name);
    expect(await names('sortBy=1&sortOrder=1')).toEqual([
      'Apple Portraits',
      'banana Minis',
      'cherry Bundle',
      'Date Night',
      'elderflower Minis',
    ]);
    expect((await names('sortBy=1&sortOrder=2'))[0]).toBe('elderflower Minis');
    expect(await names('sortBy=2&sortOrder=1')).toEqual([
      'banana Minis',
      'Apple Portraits',
      'cherry Bundle',
      'Date Night',
      'elderflower Minis',
    ]);
    const byNumber = (await page(owner, 'sortBy=3&sortOrder=2')).items.map((s) => s.number);
    expect(byNumber).toEqual([5, 4, 3, 2, 1]);
  });

  it('searches names case-insensitively anywhere, wildcards literally, and filters by kind', async () => {
    const owner = await createOwner(app);
    await seed(owner);
    await createServiceVia(app, owner, { name: '100% Fun_Day', kind: 2 });
    expect((await page(owner, 'search=MINIS')).items.map((s) => s.name).sort()).toEqual([
      'banana Minis',
      'elderflower Minis',
    ]);
    expect((await page(owner, 'search=%25')).items.map((s) => s.name)).toEqual(['100% Fun_Day']);
    expect((await page(owner, 'search=e_N')).items).toEqual([]);
    const full = await page(owner, 'kind=2&sortBy=1&sortOrder=1');
    expect(full.items.map((s) => s.name)).toEqual([
      '100% Fun_Day',
      'Apple Portraits',
      'Date Night',
    ]);
    expect(full.total).toBe(3);
    expect((await page(owner, 'kind=1&search=banana')).total).toBe(1);
  });

  it('refuses a page below 1, a size above 100 and an unknown sort', async () => {
    const owner = await createOwner(app);
    for (const query of ['page=0', 'size=101', 'sortBy=4', 'sortOrder=3', 'kind=5']) {
      expect((await get(owner, `/api/services?${query}`)).statusCode, query).toBe(400);
    }
  });

  it('shows the list fields, with the next date on or after today in the business time zone', async () => {
    const owner = await createOwner(app);
    const service = await createServiceVia(app, owner, { name: 'Pumpkin Patch' });
    const ids = { businessId: owner.businessId, serviceId: service.id };
    await addDateWithSlots(app, { ...ids, date: localDate(-3), statuses: ['AVAILABLE'] });
    await addDateWithSlots(app, { ...ids, date: localDate(9), statuses: ['AVAILABLE'] });
    await addDateWithSlots(app, { ...ids, date: localDate(4), statuses: [] });
    const [item] = (await page(owner, '')).items;
    expect(item).toEqual({
      id: service.id,
      number: 1,
      name: 'Pumpkin Patch',
      slug: 'pumpkin-patch',
      type: 1,
      isMiniSession: true,
      color: service.color,
      isPrivate: false,
      isPaused: false,
      createdDate: service.createdDate,
      nextDate: localDate(4),
      coverUrl: null,
    });
  });

  it('leaves out deleted services and other businesses’ services', async () => {
    const owner = await createOwner(app);
    const other = await createOwner(app);
    const [first] = await seed(owner);
    await createServiceVia(app, other, { name: 'Not mine' });
    if (!first) throw new Error('seed made nothing');
    await app.inject({
      method: 'DELETE',
      url: `/api/services/${first.id}`,
      headers: owner.headers,
    });
    const list = await page(owner, '');
    expect(list.total).toBe(4);
    expect(list.items.map((s) => s.id)).not.toContain(first.id);
    expect(list.items.map((s) => s.name)).not.toContain('Not mine');
  });
});

describe('short lists and counts', () => {
  it('answers all, options, session types, last id and count for live services only', async () => {
    const owner = await createOwner(app);
    const created = await seed(owner);
    const deleted = created[1];
    if (!deleted) throw new Error('seed made too little');
    await app.inject({
      method: 'DELETE',
      url: `/api/services/${deleted.id}`,
      headers: owner.headers,
    });

    const all = (await get(owner, '/api/services/all')).json();
    expect(all.map((s: { name: string }) => s.name)).toEqual([
      'banana Minis',
      'cherry Bundle',
      'Date Night',
      'elderflower Minis',
    ]);
    expect(all[0]).toEqual({
      id: created[0]?.id,
      name: 'banana Minis',
      color: created[0]?.color,
      type: 1,
    });
    const options = (await get(owner, '/api/services/options')).json();
    expect(options[1]).toEqual({ id: created[2]?.id, name: 'cherry Bundle' });
    expect(options).toHaveLength(4);
    const sessionTypes = (await get(owner, '/api/services/session-types')).json();
    expect(sessionTypes.map((s: { name: string }) => s.name)).toEqual([
      'cherry Bundle',
      'Date Night',
    ]);
    expect((await get(owner, '/api/services/last-service-id')).json()).toEqual({
      id: created[4]?.id,
    });
    expect((await get(owner, '/api/services/count-services')).json()).toEqual({ count: 4 });
  });

  it('answers empty lists and a null last id to a business without services', async () => {
    const owner = await createOwner(app);
    expect((await get(owner, '/api/services/all')).json()).toEqual([]);
    expect((await get(owner, '/api/services/options')).json()).toEqual([]);
    expect((await get(owner, '/api/services/last-service-id')).json()).toEqual({ id: null });
    expect((await get(owner, '/api/services/count-services')).json()).toEqual({ count: 0 });
    expect((await get(owner, '/api/services/has-services-and-dates')).json()).toEqual({
      hasServices: false,
      hasDates: false,
    });
  });

  it('knows whether there are services and upcoming dates', async () => {
    const owner = await createOwner(app);
    const service = await createServiceVia(app, owner);
    const url = '/api/services/has-services-and-dates';
    expect((await get(owner, url)).json()).toEqual({ hasServices: true, hasDates: false });
    const ids = { businessId: owner.businessId, serviceId: service.id };
    await addDateWithSlots(app, { ...ids, date: localDate(-10), statuses: [] });
    expect((await get(owner, url)).json()).toEqual({ hasServices: true, hasDates: false });
    await addDateWithSlots(app, { ...ids, date: localDate(2), statuses: [] });
    expect((await get(owner, url)).json()).toEqual({ hasServices: true, hasDates: true });
  });

  it('searches in pages of 10, A to Z, and counts the matches', async () => {
    const owner = await createOwner(app);
    for (let index = 12; index >= 1; index--) {
      await createServiceVia(app, owner, { name: `Beach ${String(index).padStart(2, '0')}` });
    }
    await createServiceVia(app, owner, { name: 'Studio portraits' });
    const first = (await get(owner, '/api/services/search?search=beach')).json<TServicePage>();
    expect(first).toMatchObject({ total: 12, page: 1, size: 10 });
    expect(first.items[0]?.name).toBe('Beach 01');
    const second = (
      await get(owner, '/api/services/search?search=beach&page=2')
    ).json<TServicePage>();
    expect(second.items.map((s) => s.name)).toEqual(['Beach 11', 'Beach 12']);
    expect((await get(owner, '/api/services/count-search?search=BEACH')).json()).toEqual({
      count: 12,
    });
    expect((await get(owner, '/api/services/count-search')).json()).toEqual({ count: 13 });
  });
});

describe('one service', () => {
  it('answers its name', async () => {
    const owner = await createOwner(app);
    const service = await createServiceVia(app, owner, { name: 'Snow Day' });
    const res = await get(owner, `/api/services/${service.id}/service-name`);
    expect(res.json()).toEqual({ id: service.id, name: 'Snow Day' });
  });

  it('summarises dates, slots by status, packages, add-ons and contracts', async () => {
    const owner = await createOwner(app);
    const service = await createServiceVia(app, owner);
    const ids = { businessId: owner.businessId, serviceId: service.id };
    const empty = (await get(owner, `/api/services/${service.id}/summary`)).json();
    expect(empty).toEqual({
      dates: 0,
      slots: { AVAILABLE: 0, BOOKING: 0, BOOKED: 0, SHOOTED: 0 },
      packages: 0,
      addons: 0,
      contracts: 0,
    });
    await addDateWithSlots(app, {
      ...ids,
      date: localDate(5),
      statuses: ['AVAILABLE', 'AVAILABLE', 'BOOKED', 'BOOKING'],
    });
    await addDateWithSlots(app, { ...ids, date: localDate(6), statuses: ['SHOOTED'] });
    await addPricingAndContracts(app, ids);
    // Another service's rows never count.
    const other = await createServiceVia(app, owner);
    await addDateWithSlots(app, {
      businessId: owner.businessId,
      serviceId: other.id,
      date: localDate(5),
      statuses: ['BOOKED'],
    });
    expect((await get(owner, `/api/services/${service.id}/summary`)).json()).toEqual({
      dates: 2,
      slots: { AVAILABLE: 2, BOOKING: 1, BOOKED: 1, SHOOTED: 1 },
      packages: 2,
      addons: 2,
      contracts: 2,
    });
  });
});
