import crypto from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TAddon, TPackage } from '@studio/shared/packages/contracts';
import { createOwner, type Owner } from '../../test/factories/owner.ts';
import { createService } from '../../test/factories/service.ts';
import { testApp } from '../../test/harness.ts';
import { packages } from './schema.ts';
import { listAddons, listPackages } from './service.ts';

let app: FastifyInstance;
beforeAll(async () => {
  app = await testApp();
});
afterAll(() => app.close());

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
const call = (owner: Owner, method: Method, url: string, payload?: object) =>
  app.inject({ method, url, headers: owner.headers, ...(payload ? { payload } : {}) });

async function ownerWithService(kind: 1 | 2 | 3 = 2) {
  const owner = await createOwner(app);
  const service = await createService(app, owner, { kind });
  return { owner, serviceId: service.id };
}

const classic = {
  name: 'Classic',
  totalFee: 25000,
  shootDuration: 60,
  shootLocation: 'Rose Garden',
};

async function addPackage(owner: Owner, serviceId: string, body: object = classic) {
  const res = await call(owner, 'POST', `/api/services/${serviceId}/packages`, body);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<TPackage>();
}

async function addAddon(owner: Owner, serviceId: string, body: object) {
  const res = await call(owner, 'POST', `/api/services/${serviceId}/addons`, body);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<TAddon>();
}

describe('packages', () => {
  it('adds packages in order and lists them', async () => {
    const { owner, serviceId } = await ownerWithService();
    const first = await addPackage(owner, serviceId);
    expect(first).toMatchObject({
      serviceId,
      name: 'Classic',
      type: 'STANDARD',
      totalFee: 25000,
      shootDuration: 60,
      shootLocation: 'Rose Garden',
      discount: null,
      isPremium: false,
      premiumFee: 0,
      isReservation: false,
      reservationDiscount: 0,
      parentId: null,
      sortIndex: 0,
    });
    const second = await addPackage(owner, serviceId, {
      name: '  Deluxe  ',
      totalFee: 40000,
      shootDuration: 90,
      discount: {
        amount: 1500,
        isFixed: false,
        startDate: '2026-03-01',
        endDate: '2026-03-31',
        maxSlots: 5,
      },
      isPremium: true,
      premiumFee: 5000,
    });
    expect(second).toMatchObject({
      name: 'Deluxe',
      sortIndex: 1,
      discount: {
        amount: 1500,
        isFixed: false,
        startDate: '2026-03-01',
        endDate: '2026-03-31',
        maxSlots: 5,
        usedCount: 0,
      },
      isPremium: true,
      premiumFee: 5000,
    });
    const list = await call(owner, 'GET', `/api/packages/service/${serviceId}`);
    expect(list.statusCode).toBe(200);
    expect(list.json().map((p: TPackage) => p.name)).toEqual(['Classic', 'Deluxe']);
    // What the service edit page gets through listPackages.
    expect(await listPackages(app.deps.db, { businessId: owner.businessId, serviceId })).toEqual(
      list.json(),
    );
  });

  it('answers the exact messages word for word', async () => {
    const { owner, serviceId } = await ownerWithService();
    const post = (body: object) => call(owner, 'POST', `/api/services/${serviceId}/packages`, body);
    const cases: [object, string, string][] = [
      [{ ...classic, totalFee: 30 }, 'totalFee', 'The total amount must be 0 or greater than 0.5'],
      [{ ...classic, totalFee: -100 }, 'totalFee', 'Total fee must be greater than or equal to 0'],
      [{ ...classic, name: '   ' }, 'name', 'This field cannot be left blank'],
      [{ ...classic, name: 'x'.repeat(513) }, 'name', 'The name must be less than 512 characters'],
      [
        { ...classic, shootLocation: 'x'.repeat(513) },
        'shootLocation',
        'The location must be less than 512 characters',
      ],
      [
        { ...classic, shootDuration: 61 },
        'shootDuration',
        'Please choose a duration from the list',
      ],
      [
        { ...classic, discount: { amount: 10001, isFixed: false } },
        'discount.amount',
        'The discount cannot be more than 100%',
      ],
      [
        { ...classic, discount: { amount: 30000, isFixed: true } },
        'discount.amount',
        'The discount cannot be more than the total fee',
      ],
      [
        {
          ...classic,
          discount: { amount: 100, isFixed: true, startDate: '2026-05-02', endDate: '2026-05-01' },
        },
        'discount.endDate',
        'The end date must be on or after the start date',
      ],
      [
        { ...classic, isPremium: true, premiumFee: 10 },
        'premiumFee',
        'The premium fee must be 0 or greater than 0.5',
      ],
      [
        { ...classic, isReservation: true, reservationDiscount: 26000 },
        'reservationDiscount',
        'The reservation discount cannot be more than the total fee',
      ],
    ];
    for (const [body, field, message] of cases) {
      const res = await post(body);
      expect(res.statusCode, message).toBe(400);
      expect(res.json().errors, message).toEqual([{ field, message }]);
      expect(res.json().detail).toBe(message);
    }
    const both = await post({ ...classic, name: '', totalFee: 1 });
    expect(both.json().detail).toBe(
      'This field cannot be left blank; The total amount must be 0 or greater than 0.5',
    );
    expect((await post({ ...classic, totalFee: 0 })).statusCode).toBe(200);
    expect((await post({ ...classic, totalFee: 50 })).statusCode).toBe(200);
  });

  it('updates one package by id (PUT) and resets the discount count when the discount goes', async () => {
    const { owner, serviceId } = await ownerWithService();
    const created = await addPackage(owner, serviceId, {
      ...classic,
      discount: { amount: 2000, isFixed: true, maxSlots: 3 },
    });
    await app.deps.db
      .update(packages)
      .set({ discountUsedCount: 2 })
      .where(eq(packages.id, created.id));
    const changed = await call(owner, 'PUT', `/api/services/${serviceId}/packages`, {
      id: created.id,
      ...classic,
      name: 'Classic plus',
      totalFee: 27500,
      discount: { amount: 2500, isFixed: true, maxSlots: 3 },
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json()).toMatchObject({
      id: created.id,
      name: 'Classic plus',
      totalFee: 27500,
      discount: { amount: 2500, usedCount: 2, startDate: null, endDate: null },
    });
    const removed = await call(owner, 'PUT', `/api/services/${serviceId}/packages`, {
      id: created.id,
      ...classic,
    });
    expect(removed.json().discount).toBeNull();
    const [row] = await app.deps.db.select().from(packages).where(eq(packages.id, created.id));
    expect(row?.discountUsedCount).toBe(0);
    const bad = await call(owner, 'PUT', `/api/services/${serviceId}/packages`, {
      id: created.id,
      ...classic,
      totalFee: 20,
    });
    expect(bad.json().errors).toEqual([
      { field: 'totalFee', message: 'The total amount must be 0 or greater than 0.5' },
    ]);
  });

  it('deletes a package and answers the ones left', async () => {
    const { owner, serviceId } = await ownerWithService();
    const a = await addPackage(owner, serviceId);
    const b = await addPackage(owner, serviceId, { ...classic, name: 'B' });
    const res = await call(
      owner,
      'DELETE',
      `/api/services/${serviceId}/packages?packageId=${a.id}`,
    );
    expect(res.statusCode).toBe(200);
    expect(res.json().map((p: TPackage) => p.id)).toEqual([b.id]);
    const again = await call(
      owner,
      'DELETE',
      `/api/services/${serviceId}/packages?packageId=${a.id}`,
    );
    expect(again.statusCode).toBe(404);
    expect(again.json().detail).toBe('This package does not exist or was deleted');
    expect((await call(owner, 'DELETE', `/api/services/${serviceId}/packages`)).statusCode).toBe(
      400,
    );
  });

  it('reorders packages when the list names each one once', async () => {
    const { owner, serviceId } = await ownerWithService();
    const a = await addPackage(owner, serviceId, { ...classic, name: 'A' });
    const b = await addPackage(owner, serviceId, { ...classic, name: 'B' });
    const c = await addPackage(owner, serviceId, { ...classic, name: 'C' });
    const url = `/api/services/${serviceId}/packages/order`;
    const res = await call(owner, 'PATCH', url, { ids: [c.id, a.id, b.id] });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().map((p: TPackage) => [p.name, p.sortIndex])).toEqual([
      ['C', 0],
      ['A', 1],
      ['B', 2],
    ]);
    for (const ids of [
      [c.id, a.id],
      [c.id, a.id, a.id],
      [c.id, a.id, b.id, crypto.randomUUID()],
    ]) {
      const wrong = await call(owner, 'PATCH', url, { ids });
      expect(wrong.statusCode).toBe(400);
      expect(wrong.json().detail).toBe(
        'The new order must list every item of the service exactly once',
      );
    }
  });

  it('answers 404 for another business’s service and package ids', async () => {
    const { owner: a, serviceId: aService } = await ownerWithService();
    const aPackage = await addPackage(a, aService);
    const aAddon = await addAddon(a, aService, { name: 'Prints', fee: 1000 });
    const { owner: b, serviceId: bService } = await ownerWithService();
    const notFound = 'This service does not exist or was deleted';
    const calls: [Method, string, object?][] = [
      ['GET', `/api/packages/service/${aService}`],
      ['POST', `/api/services/${aService}/packages`, classic],
      ['POST', `/api/services/${aService}/packages`, {}],
      ['PUT', `/api/services/${aService}/packages`, { id: aPackage.id, ...classic }],
      ['PATCH', `/api/services/${aService}/packages/order`, { ids: [aPackage.id] }],
      ['DELETE', `/api/services/${aService}/packages?packageId=${aPackage.id}`],
      ['POST', `/api/services/${aService}/setup-pricing`, { packages: [classic] }],
      ['GET', `/api/addons/service/${aService}`],
      ['POST', `/api/services/${aService}/addons`, { name: 'X', fee: 0 }],
      ['PUT', `/api/services/${aService}/addons`, { id: aAddon.id, name: 'X', fee: 0 }],
      ['PATCH', `/api/services/${aService}/addons/order`, { ids: [aAddon.id] }],
      ['DELETE', `/api/services/${aService}/addons?addonId=${aAddon.id}`],
      ['GET', '/api/packages/service/not-a-uuid'],
    ];
    for (const [method, url, body] of calls) {
      const res = await call(b, method, url, body);
      expect(res.statusCode, `${method} ${url}`).toBe(404);
      expect(res.json().detail).toBe(notFound);
    }
    // A's package or add-on through B's own service: not found either, and untouched.
    const put = await call(b, 'PUT', `/api/services/${bService}/packages`, {
      id: aPackage.id,
      ...classic,
      name: 'Hijacked',
    });
    expect(put.statusCode).toBe(404);
    expect(put.json().detail).toBe('This package does not exist or was deleted');
    const del = await call(b, 'DELETE', `/api/services/${bService}/addons?addonId=${aAddon.id}`);
    expect(del.statusCode).toBe(404);
    expect(del.json().detail).toBe('This add-on does not exist or was deleted');
    const still = await call(a, 'GET', `/api/packages/service/${aService}`);
    expect(still.json()).toEqual([aPackage]);
    expect((await call(a, 'GET', `/api/addons/service/${aService}`)).json()).toEqual([aAddon]);
  });
});

describe('add-ons', () => {
  it('adds, lists, updates, reorders and deletes add-ons', async () => {
    const { owner, serviceId } = await ownerWithService();
    const prints = await addAddon(owner, serviceId, {
      name: 'Extra prints',
      fee: 1500,
      maxQuantity: 4,
    });
    const album = await addAddon(owner, serviceId, { name: 'Album', fee: 12000 });
    expect(prints).toMatchObject({
      serviceId,
      name: 'Extra prints',
      fee: 1500,
      maxQuantity: 4,
      sortIndex: 0,
    });
    expect(album).toMatchObject({ maxQuantity: 1, sortIndex: 1 });
    const list = await call(owner, 'GET', `/api/addons/service/${serviceId}`);
    expect(list.json()).toEqual([prints, album]);
    expect(await listAddons(app.deps.db, { businessId: owner.businessId, serviceId })).toEqual(
      list.json(),
    );

    const put = await call(owner, 'PUT', `/api/services/${serviceId}/addons`, {
      id: album.id,
      name: 'Leather album',
      fee: 14000,
      maxQuantity: 2,
    });
    expect(put.json()).toMatchObject({
      id: album.id,
      name: 'Leather album',
      fee: 14000,
      maxQuantity: 2,
    });

    const order = await call(owner, 'PATCH', `/api/services/${serviceId}/addons/order`, {
      ids: [album.id, prints.id],
    });
    expect(order.json().map((a: TAddon) => a.name)).toEqual(['Leather album', 'Extra prints']);

    const del = await call(
      owner,
      'DELETE',
      `/api/services/${serviceId}/addons?addonId=${prints.id}`,
    );
    expect(del.json().map((a: TAddon) => a.id)).toEqual([album.id]);
  });

  it('answers the fee and quantity messages', async () => {
    const { owner, serviceId } = await ownerWithService();
    const post = (body: object) => call(owner, 'POST', `/api/services/${serviceId}/addons`, body);
    const cases: [object, string, string][] = [
      [{ name: '', fee: 100 }, 'name', 'This field cannot be left blank'],
      [{ name: 'A', fee: 49 }, 'fee', 'The fee must be 0 or greater than 0.5'],
      [{ name: 'A', fee: -1 }, 'fee', 'The fee must be greater than or equal to 0'],
      [{ name: 'A', fee: 100, maxQuantity: 0 }, 'maxQuantity', 'Max quantity must be at least 1'],
      [{ name: 'A', fee: 12.5 }, 'fee', 'Please enter the correct money format'],
    ];
    for (const [body, field, message] of cases) {
      const res = await post(body);
      expect(res.statusCode, message).toBe(400);
      expect(res.json().errors).toEqual([{ field, message }]);
    }
  });

  it('suggests distinct names of the business’s add-ons, prefix matches first, at most 10', async () => {
    const { owner, serviceId } = await ownerWithService();
    const other = await createService(app, owner, { kind: 2 });
    for (const name of ['Prints 8x10', 'prints 8x10', 'Extra prints', 'Print box', 'Album']) {
      await addAddon(owner, serviceId, { name, fee: 1000 });
    }
    await addAddon(owner, other.id, { name: 'Canvas print', fee: 9000 });
    await addAddon(owner, other.id, { name: '100%_cotton bag', fee: 500 });
    const stranger = await ownerWithService();
    await addAddon(stranger.owner, stranger.serviceId, { name: 'Print secret', fee: 1000 });

    const suggest = async (search: string) => {
      const res = await call(
        owner,
        'GET',
        `/api/addons/suggestions?search=${encodeURIComponent(search)}`,
      );
      expect(res.statusCode).toBe(200);
      return res.json<string[]>();
    };
    const print = await suggest('PRINT');
    expect(print).toHaveLength(4);
    expect(print.slice(0, 2).map((name) => name.toLowerCase())).toEqual([
      'print box',
      'prints 8x10',
    ]);
    expect(print.slice(2)).toEqual(['Canvas print', 'Extra prints']);
    expect(await suggest('%_')).toEqual(['100%_cotton bag']);
    expect(await suggest('zzz')).toEqual([]);
    expect((await suggest('')).length).toBe(6);

    for (let i = 0; i < 12; i += 1)
      await addAddon(owner, other.id, { name: `Frame ${i}`, fee: 1000 });
    expect(await suggest('frame')).toHaveLength(10);
  });
});

describe('setup pricing', () => {
  it('creates the first packages and add-ons in one go, and only once', async () => {
    const { owner, serviceId } = await ownerWithService();
    const url = `/api/services/${serviceId}/setup-pricing`;
    const body = {
      packages: [classic, { ...classic, name: 'Deluxe', totalFee: 40000 }],
      addons: [
        { name: 'Prints', fee: 1500, maxQuantity: 5 },
        { name: 'Album', fee: 12000 },
        { name: 'Make-up', fee: 6000 },
      ],
    };
    const invalid = await call(owner, 'POST', url, {
      ...body,
      addons: [...body.addons, { name: 'Broken', fee: 10 }],
    });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json().errors).toEqual([
      { field: 'addons.3.fee', message: 'The fee must be 0 or greater than 0.5' },
    ]);
    expect(await listPackages(app.deps.db, { businessId: owner.businessId, serviceId })).toEqual(
      [],
    );

    const [first, second] = await Promise.all([
      call(owner, 'POST', url, body),
      call(owner, 'POST', url, body),
    ]);
    const statuses = [first?.statusCode, second?.statusCode].sort();
    expect(statuses).toEqual([200, 409]);
    const ok = first?.statusCode === 200 ? first : second;
    expect(ok?.json().packages.map((p: TPackage) => [p.name, p.sortIndex])).toEqual([
      ['Classic', 0],
      ['Deluxe', 1],
    ]);
    expect(ok?.json().addons.map((a: TAddon) => a.name)).toEqual(['Prints', 'Album', 'Make-up']);
    const conflict = first?.statusCode === 409 ? first : second;
    expect(conflict?.json().detail).toBe('Pricing is already set up for this service');
    const stored = await app.deps.db
      .select()
      .from(packages)
      .where(and(eq(packages.businessId, owner.businessId), eq(packages.serviceId, serviceId)));
    expect(stored).toHaveLength(2);
  });
});
