// Duplicate and delete: both reach below the service (dates, slots, packages, add-ons, contracts),
// so these tests read those tables directly rather than through the other modules' answers.
import { and, asc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TService, TServicePage } from '@studio/shared/services/contracts';
import { uploadImage } from '../../test/factories/image.ts';
import { createOwner, type Owner } from '../../test/factories/owner.ts';
import { addPricingAndContracts, createServiceVia } from '../../test/factories/service.ts';
import { addDateWithSlots } from '../../test/factories/slot.ts';
import { testApp } from '../../test/harness.ts';
import { serviceContracts } from '../contract-templates/schema.ts';
import { addons, packages } from '../packages/schema.ts';
import { serviceDates, slots } from '../scheduling/schema.ts';
import { services } from './schema.ts';

let app: FastifyInstance;
beforeAll(async () => {
  app = await testApp();
});
afterAll(() => app.close());

function call(
  owner: Owner,
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
  url: string,
  payload?: object,
) {
  return app.inject({ method, url, headers: owner.headers, ...(payload ? { payload } : {}) });
}

async function rowsOf(serviceId: string) {
  const { db } = app.deps;
  const [dateRows, slotRows, packageRows, addonRows, contractRows] = await Promise.all([
    db
      .select()
      .from(serviceDates)
      .where(eq(serviceDates.serviceId, serviceId))
      .orderBy(asc(serviceDates.date)),
    db.select().from(slots).where(eq(slots.serviceId, serviceId)).orderBy(asc(slots.startTime)),
    db
      .select()
      .from(packages)
      .where(eq(packages.serviceId, serviceId))
      .orderBy(asc(packages.sortIndex)),
    db.select().from(addons).where(eq(addons.serviceId, serviceId)).orderBy(asc(addons.sortIndex)),
    db
      .select()
      .from(serviceContracts)
      .where(eq(serviceContracts.serviceId, serviceId))
      .orderBy(asc(serviceContracts.sortIndex)),
  ]);
  return { dateRows, slotRows, packageRows, addonRows, contractRows };
}

/** A fully set-up mini session: settings, gallery, two dates with every slot status, pricing, contracts. */
async function fullService(owner: Owner) {
  const service = await createServiceVia(app, owner, { name: 'Bluebonnet Minis' });
  const ids = { businessId: owner.businessId, serviceId: service.id };
  const image = await uploadImage(app, owner);
  const settings: [string, string, object][] = [
    [
      'PUT',
      '',
      {
        note: 'North gate',
        color: '#4f7cac',
        durationMinutes: 20,
        bufferMinutes: 10,
        expiryMonths: 6,
      },
    ],
    ['PUT', '/description', { description: '<p>Fields of <strong>blue</strong></p>' }],
    ['PUT', '/gallery', { fileIds: [image.id] }],
    ['PATCH', '/tax', { mode: 'EXCLUDE', rateBps: 825 }],
    ['PATCH', '/fee-collect-method', { feeCollectionMethod: 'PAYMENT_SCHEDULE' }],
    [
      'PATCH',
      '/payment-schedule',
      {
        paymentSchedules: [
          {
            milestone: 'DURING_BOOKING',
            amount: 5000,
            isFixed: false,
            dueInterval: 1,
            intervalUnit: 'DAYS',
          },
          {
            milestone: 'ON_SHOOT_DATE',
            amount: 5000,
            isFixed: false,
            dueInterval: 1,
            intervalUnit: 'DAYS',
          },
        ],
      },
    ],
    ['PATCH', '/service-options', { isPrivate: true }],
  ];
  for (const [method, path, payload] of settings) {
    const res = await call(owner, method as 'PUT', `/api/services/${service.id}${path}`, payload);
    expect(res.statusCode, `${method} ${path}: ${res.body}`).toBe(200);
  }
  const busy = await addDateWithSlots(app, {
    ...ids,
    date: '2031-04-12',
    location: 'Hill Country',
    statuses: ['AVAILABLE', 'BOOKED', 'BOOKING', 'SHOOTED'],
  });
  const open = await addDateWithSlots(app, {
    ...ids,
    date: '2031-04-13',
    location: 'Riverside',
    statuses: ['AVAILABLE', 'AVAILABLE'],
  });
  const { contractTemplateIds } = await addPricingAndContracts(app, ids);
  const edited = (await call(owner, 'GET', `/api/services/edit/${service.id}`)).json<TService>();
  return { service: edited, busy, open, contractTemplateIds };
}

describe('POST /api/services/:id/duplicate', () => {
  it('copies the service with its dates, open slots, packages, add-ons and contracts', async () => {
    const owner = await createOwner(app);
    const { service, contractTemplateIds } = await fullService(owner);
    const res = await call(owner, 'POST', `/api/services/${service.id}/duplicate`);
    expect(res.statusCode, res.body).toBe(201);
    const copy = res.json<TService>();

    expect(copy.id).not.toBe(service.id);
    expect(copy).toMatchObject({
      name: 'Bluebonnet Minis (copy)',
      number: 2,
      slug: 'bluebonnet-minis-copy',
      type: 1,
      color: '#4f7cac',
      note: 'North gate',
      description: '<p>Fields of <strong>blue</strong></p>',
      durationMinutes: 20,
      bufferMinutes: 10,
      expiryMonths: 6,
      tax: { mode: 'EXCLUDE', rateBps: 825 },
      feeCollectionMethod: 'PAYMENT_SCHEDULE',
      paymentSchedules: service.paymentSchedules,
      options: { isPrivate: true, isPaused: false },
      gallery: service.gallery,
    });

    const original = await rowsOf(service.id);
    const copied = await rowsOf(copy.id);
    expect(copied.dateRows.map((d) => [d.date, d.location, d.businessId])).toEqual([
      ['2031-04-12', 'Hill Country', owner.businessId],
      ['2031-04-13', 'Riverside', owner.businessId],
    ]);
    expect(copied.dateRows.map((d) => d.id)).not.toContain(original.dateRows[0]?.id);
    // Every slot copied at the same times, open again: no order, no hold.
    expect(copied.slotRows).toHaveLength(6);
    expect(
      copied.slotRows.map((s) => [
        s.startTime.toISOString(),
        s.endTime.toISOString(),
        s.isPremium,
        s.premiumFee,
      ]),
    ).toEqual(
      original.slotRows.map((s) => [
        s.startTime.toISOString(),
        s.endTime.toISOString(),
        s.isPremium,
        s.premiumFee,
      ]),
    );
    expect(new Set(copied.slotRows.map((s) => s.status))).toEqual(new Set(['AVAILABLE']));
    expect(copied.slotRows.every((s) => s.orderId === null && s.lockoutEnd === null)).toBe(true);
    const copiedDateIds = new Set(copied.dateRows.map((d) => d.id));
    expect(copied.slotRows.every((s) => copiedDateIds.has(s.serviceDateId))).toBe(true);

    expect(
      copied.packageRows.map((p) => [p.name, p.totalFee, p.discount, p.discountUsedCount]),
    ).toEqual([
      ['Classic', 25_000, original.packageRows[0]?.discount, 0],
      ['Deluxe', 40_000, null, 0],
    ]);
    expect(copied.addonRows.map((a) => [a.name, a.fee, a.maxQuantity])).toEqual([
      ['Extra prints', 1500, 4],
      ['Hair and make-up', 6000, 1],
    ]);
    expect(copied.contractRows.map((c) => c.contractTemplateId)).toEqual(contractTemplateIds);

    // The original is untouched: its booked and held slots keep their orders.
    const after = await rowsOf(service.id);
    expect(after.slotRows.map((s) => s.status)).toEqual([
      'AVAILABLE',
      'BOOKED',
      'BOOKING',
      'SHOOTED',
      'AVAILABLE',
      'AVAILABLE',
    ]);
    expect(after.slotRows.map((s) => s.orderId)).toEqual(original.slotRows.map((s) => s.orderId));
  });

  it('keeps a long name within 512 characters and numbers copies of copies', async () => {
    const owner = await createOwner(app);
    const service = await createServiceVia(app, owner, { name: 'y'.repeat(512) });
    const copy = (
      await call(owner, 'POST', `/api/services/${service.id}/duplicate`)
    ).json<TService>();
    expect(copy.name).toHaveLength(512);
    expect(copy.name.endsWith(' (copy)')).toBe(true);
    const again = (
      await call(owner, 'POST', `/api/services/${service.id}/duplicate`)
    ).json<TService>();
    expect(again.number).toBe(3);
    expect(again.slug).not.toBe(copy.slug);
  });

  it('copies nothing of a deleted service', async () => {
    const owner = await createOwner(app);
    const service = await createServiceVia(app, owner);
    await call(owner, 'DELETE', `/api/services/${service.id}`);
    expect((await call(owner, 'POST', `/api/services/${service.id}/duplicate`)).statusCode).toBe(
      404,
    );
    const [row] = await app.deps.db
      .select({ id: services.id })
      .from(services)
      .where(and(eq(services.businessId, owner.businessId), eq(services.number, 2)));
    expect(row).toBeUndefined();
  });
});

describe('DELETE /api/services/:id', () => {
  it('tells first what deleting would remove and keep', async () => {
    const owner = await createOwner(app);
    const { service } = await fullService(owner);
    const res = await call(owner, 'GET', `/api/services/${service.id}/service-affect`);
    expect(res.json()).toEqual({
      slots: { AVAILABLE: 3, BOOKING: 1, BOOKED: 1, SHOOTED: 1 },
      removedSlots: 4,
      keptSlots: 2,
      removedDates: 1,
      keptDates: 1,
      keptShoots: 2,
    });
  });

  it('soft-deletes the service, removes open and held slots and empty dates, keeps booked and shot ones', async () => {
    const owner = await createOwner(app);
    const { service, busy, open } = await fullService(owner);
    const res = await call(owner, 'DELETE', `/api/services/${service.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      removedSlots: 4,
      keptSlots: 2,
      removedDates: 1,
      keptDates: 1,
    });

    const left = await rowsOf(service.id);
    expect(left.slotRows.map((s) => s.status)).toEqual(['BOOKED', 'SHOOTED']);
    expect(left.slotRows.every((s) => s.orderId?.startsWith('O'))).toBe(true);
    expect(left.dateRows.map((d) => d.id)).toEqual([busy.dateId]);
    expect(left.dateRows.map((d) => d.id)).not.toContain(open.dateId);
    // Shoots on the kept slots still find their package and add-ons.
    expect(left.packageRows).toHaveLength(2);
    expect(left.addonRows).toHaveLength(2);

    const [row] = await app.deps.db.select().from(services).where(eq(services.id, service.id));
    expect(row?.deletedAt).toBeInstanceOf(Date);
    expect((await call(owner, 'GET', `/api/services/edit/${service.id}`)).statusCode).toBe(404);
    const list = (await call(owner, 'GET', '/api/services')).json<TServicePage>();
    expect(list.total).toBe(0);
    const again = await call(owner, 'DELETE', `/api/services/${service.id}`);
    expect(again.statusCode).toBe(404);
  });

  it('leaves another business’s service and its slots alone', async () => {
    const owner = await createOwner(app);
    const other = await createOwner(app);
    const { service } = await fullService(owner);
    expect((await call(other, 'DELETE', `/api/services/${service.id}`)).statusCode).toBe(404);
    expect((await rowsOf(service.id)).slotRows).toHaveLength(6);
    expect((await call(owner, 'GET', `/api/services/edit/${service.id}`)).statusCode).toBe(200);
  });

  it('gives a new service the next number, never a deleted one’s', async () => {
    const owner = await createOwner(app);
    const first = await createServiceVia(app, owner, { name: 'Once' });
    await call(owner, 'DELETE', `/api/services/${first.id}`);
    const next = await createServiceVia(app, owner, { name: 'Once' });
    expect(next).toMatchObject({ number: 2, slug: 'once-2' });
  });
});
