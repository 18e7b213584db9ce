// POST /api/services/{id}/create-shoot and GET /api/orders/{id}: the shoot form's rules, the
// customer it joins, the slot it takes, tax, activity; another business's ids answer 404.
import { and, eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serviceKinds } from '@studio/shared/enums';
import { messages } from '@studio/shared/messages';
import type { TActivity, TOrder } from '@studio/shared/orders/contracts';
import { apiClient, type ApiClient } from '../../test/api-client.ts';
import { createShoot } from '../../test/factories/order.ts';
import { createOwner, type Owner } from '../../test/factories/owner.ts';
import { createShootService } from '../../test/factories/service.ts';
import { createServiceSlot, freshShootDate, setSlotState } from '../../test/factories/slot.ts';
import { testApp } from '../../test/harness.ts';
import { emailOutbox } from '../../platform/mail/schema.ts';
import { customers } from '../customers/schema.ts';
import { packages } from '../packages/schema.ts';
import { serviceDates, slots } from '../scheduling/schema.ts';

let app: FastifyInstance;
let owner: Owner;
let api: ApiClient<TOrder>;

beforeAll(async () => {
  app = await testApp();
  owner = await createOwner(app);
  api = apiClient<TOrder>(app, owner);
});
afterAll(() => app.close());

const base = {
  fullName: 'Ada Lovelace',
  email: 'ada@example.com',
  phone: '+44 20 7946 0000',
  totalFee: 20000,
};

async function slotRow(id: string) {
  const [row] = await app.deps.db.select().from(slots).where(eq(slots.id, id));
  return row;
}

describe('create-shoot: mini session', () => {
  it('books the slot, creates the customer and answers the shoot', async () => {
    const service = await createShootService(app, owner, {
      addons: [{ fee: 1500, maxQuantity: 2 }],
    });
    const slot = await createServiceSlot(app, owner, { serviceId: service.id });
    const res = await api.post<TOrder>(`/api/services/${service.id}/create-shoot`, {
      ...base,
      email: `Mixed.Case-${service.id.slice(0, 6)}@Example.com`,
      packageId: service.packageId,
      slotId: slot.id,
      addons: [{ addonId: service.addonIds[0], quantity: 2 }],
      totalFee: 23000,
      amountPaid: 5000,
      note: 'Bring the dog',
      shootLocation: 'Hyde Park',
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const order = res.body;
    expect(order.orderId).toMatch(/^O[A-Z2-7]{10}$/);
    expect(order).toMatchObject({
      status: 'ACTIVE',
      fullName: 'Ada Lovelace',
      serviceId: service.id,
      packageId: service.packageId,
      slotId: slot.id,
      serviceDateId: slot.serviceDateId,
      startTime: slot.startTime.toISOString(),
      duration: 30,
      shootLocation: 'Hyde Park',
      totalFee: 23000,
      grandTotal: 23000,
      note: 'Bring the dog',
      service: { isMiniSession: true, type: serviceKinds.MINI_SESSION, isDeleted: false },
      tax: { mode: 'NO_TAX', amount: 0 },
      canceledDate: null,
    });
    expect(order.addons).toEqual([
      expect.objectContaining({
        addonId: service.addonIds[0],
        fee: 1500,
        quantity: 2,
        maxQuantity: 2,
      }),
    ]);
    expect(order.customer.email.toLowerCase()).toBe(order.email.toLowerCase());
    expect(await slotRow(slot.id)).toMatchObject({ status: 'BOOKED', orderId: order.orderId });

    const again = await api.get<TOrder>(`/api/orders/${order.orderId}`);
    expect(again.status).toBe(200);
    expect(again.body).toEqual(order);

    const activities = await api.get<TActivity[]>(`/api/orders/${order.orderId}/activities`);
    expect(activities.body).toEqual([
      expect.objectContaining({ type: 'CREATED_SHOOT', actorName: owner.email }),
    ]);
  });

  it('takes the date’s location and uses the package discount while it lasts', async () => {
    const service = await createShootService(app, owner);
    const packageId = service.packageId ?? '';
    const { db } = app.deps;
    await db
      .update(packages)
      .set({
        discount: { amount: 1000, isFixed: true, startDate: null, endDate: null, maxSlots: 1 },
      })
      .where(eq(packages.id, packageId));
    const book = async () => {
      const slot = await createServiceSlot(app, owner, { serviceId: service.id });
      await db
        .update(serviceDates)
        .set({ location: 'Rose Garden' })
        .where(eq(serviceDates.id, slot.serviceDateId));
      const res = await api.post<TOrder>(`/api/services/${service.id}/create-shoot`, {
        ...base,
        packageId,
        slotId: slot.id,
      });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      return res.body;
    };
    const usedCount = async () =>
      (await db.select().from(packages).where(eq(packages.id, packageId)))[0]?.discountUsedCount;
    expect((await book()).shootLocation).toBe('Rose Garden');
    expect(await usedCount()).toBe(1);
    await book();
    expect(await usedCount()).toBe(1);
  });

  it('emails the client a booking confirmation only when asked, and logs it', async () => {
    const service = await createShootService(app, owner);
    const book = async (isSendEmail: boolean, email: string) => {
      const slot = await createServiceSlot(app, owner, { serviceId: service.id });
      const res = await api.post<TOrder>(`/api/services/${service.id}/create-shoot`, {
        ...base,
        email,
        packageId: service.packageId,
        slotId: slot.id,
        isSendEmail,
      });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      return res.body;
    };
    const sent = await book(true, `sent-${service.id.slice(0, 8)}@example.com`);
    const quiet = await book(false, `quiet-${service.id.slice(0, 8)}@example.com`);
    const mails = await app.deps.db
      .select()
      .from(emailOutbox)
      .where(inArray(emailOutbox.toAddress, [sent.email, quiet.email]));
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({ toAddress: sent.email, replyTo: owner.email });
    // The default workflow's booking confirmation: the business's default template, filled in.
    expect(mails[0]?.subject).toMatch(/^Your Service .+ session with .+ is confirmed$/);
    expect(mails[0]?.subject).toContain(owner.business.name);
    expect(mails[0]?.text).toContain('Hi Ada,');
    expect(mails[0]?.text).toContain('Total: $200.00');
    const log = await api.get<TActivity[]>(`/api/orders/${sent.orderId}/activities`);
    expect(log.body.map((activity) => activity.type)).toEqual(['SEND_MAIL', 'CREATED_SHOOT']);
  });

  it('joins the customer with the same email, whatever its case and spaces', async () => {
    const email = `joan-${Date.now()}@example.com`;
    const first = await createShoot(app, owner, { request: { email } });
    const second = await createShoot(app, owner, {
      request: { email: `  ${email.toUpperCase()} `, fullName: 'Joan Other' },
    });
    expect(second.order.customer.id).toBe(first.order.customer.id);
    const rows = await app.deps.db
      .select()
      .from(customers)
      .where(and(eq(customers.businessId, owner.businessId), eq(customers.emailKey, email)));
    expect(rows).toHaveLength(1);
  });

  it('needs a slot, and refuses booked, held, break-time and conflicting slots', async () => {
    const service = await createShootService(app, owner, { packageFee: null });
    const url = `/api/services/${service.id}/create-shoot`;
    const noSlot = await api.post(url, { ...base, date: '2031-01-01', startTime: '10:00' });
    expect(noSlot.status).toBe(400);
    expect(noSlot.body.errors).toEqual([{ field: 'slotId', message: messages.slotRequired }]);

    for (const state of ['BOOKED', 'HELD', 'SHOOTED'] as const) {
      const slot = await createServiceSlot(app, owner, { serviceId: service.id });
      await setSlotState(app, slot.id, state);
      const res = await api.post(url, { ...base, slotId: slot.id });
      expect(res.status, state).toBe(409);
      expect(res.body.detail).toBe(messages.slotUnavailable);
    }
    const expired = await createServiceSlot(app, owner, { serviceId: service.id });
    await setSlotState(app, expired.id, 'EXPIRED_HOLD');
    expect((await api.post(url, { ...base, slotId: expired.id })).status).toBe(200);

    const pause = await createServiceSlot(app, owner, { serviceId: service.id, isBreakTime: true });
    expect((await api.post(url, { ...base, slotId: pause.id })).status).toBe(409);

    // Two slots that overlap (of another service, too) are conflicting: neither can be chosen.
    const other = await createShootService(app, owner, { packageFee: null });
    const slot = await createServiceSlot(app, owner, { serviceId: service.id });
    await createServiceSlot(app, owner, {
      serviceId: other.id,
      startTime: new Date(slot.startTime.getTime() + 10 * 60_000),
    });
    const conflicting = await api.post(url, { ...base, slotId: slot.id });
    expect(conflicting.status).toBe(409);
    expect(conflicting.body.detail).toBe(messages.slotUnavailable);
    expect(await slotRow(slot.id)).toMatchObject({ status: 'AVAILABLE', orderId: null });

    const foreign = await createServiceSlot(app, owner, { serviceId: other.id });
    expect((await api.post(url, { ...base, slotId: foreign.id })).status).toBe(404);
  });

  it('checks the package and add-ons of the service', async () => {
    const service = await createShootService(app, owner, {
      addons: [{ fee: 1000, maxQuantity: 2 }],
    });
    const slot = await createServiceSlot(app, owner, { serviceId: service.id });
    const url = `/api/services/${service.id}/create-shoot`;
    const noPackage = await api.post(url, { ...base, slotId: slot.id });
    expect(noPackage.status).toBe(400);
    expect(noPackage.body.errors).toEqual([
      { field: 'packageId', message: messages.packageRequired },
    ]);
    const tooMany = await api.post(url, {
      ...base,
      slotId: slot.id,
      packageId: service.packageId,
      addons: [{ addonId: service.addonIds[0], quantity: 3 }],
    });
    expect(tooMany.status).toBe(400);
    expect(tooMany.body.errors).toEqual([
      { field: 'addons.0.quantity', message: messages.quantityMax(2) },
    ]);
    const zero = await api.post(url, {
      ...base,
      slotId: slot.id,
      packageId: service.packageId,
      addons: [{ addonId: service.addonIds[0], quantity: 0 }],
    });
    expect(zero.status).toBe(400);
    expect(zero.body.detail).toContain(messages.quantityMin);
    // Nothing was booked by the refusals.
    expect(await slotRow(slot.id)).toMatchObject({ status: 'AVAILABLE', orderId: null });
  });

  it('sums the repeated lines of an add-on before checking its maximum', async () => {
    const service = await createShootService(app, owner, {
      addons: [{ fee: 1000, maxQuantity: 2 }],
    });
    const slot = await createServiceSlot(app, owner, { serviceId: service.id });
    const url = `/api/services/${service.id}/create-shoot`;
    const line = { addonId: service.addonIds[0], quantity: 2 };
    const split = await api.post(url, {
      ...base,
      slotId: slot.id,
      packageId: service.packageId,
      addons: [line, line, line],
    });
    expect(split.status).toBe(400);
    expect(split.body.errors).toEqual([
      { field: 'addons.0.quantity', message: messages.quantityMax(2) },
    ]);
    expect(await slotRow(slot.id)).toMatchObject({ status: 'AVAILABLE', orderId: null });
    // Within the maximum, the lines become one line of the summed quantity.
    const booked = await api.post(url, {
      ...base,
      slotId: slot.id,
      packageId: service.packageId,
      addons: [
        { addonId: service.addonIds[0], quantity: 1 },
        { addonId: service.addonIds[0], quantity: 1 },
      ],
    });
    expect(booked.status).toBe(200);
    expect(booked.body.addons).toMatchObject([{ addonId: service.addonIds[0], quantity: 2 }]);
    expect(booked.body.addons).toHaveLength(1);
  });

  it('validates the client and the money with the exact messages', async () => {
    const service = await createShootService(app, owner, { packageFee: null });
    const slot = await createServiceSlot(app, owner, { serviceId: service.id });
    const url = `/api/services/${service.id}/create-shoot`;
    const res = await api.post(url, {
      fullName: '',
      email: 'not-an-email',
      phone: '',
      slotId: slot.id,
      totalFee: 30,
      amountPaid: -1,
    });
    expect(res.status).toBe(400);
    const byField = Object.fromEntries((res.body.errors ?? []).map((e) => [e.field, e.message]));
    expect(byField).toMatchObject({
      fullName: messages.required,
      email: messages.email,
      totalFee: messages.totalFeeMinimum,
    });
    expect(res.body.errors).toContainEqual({
      field: 'amountPaid',
      message: messages.amountPaidNegative,
    });
    const above = await api.post(url, {
      ...base,
      slotId: slot.id,
      totalFee: 1000,
      amountPaid: 2000,
    });
    expect(above.status).toBe(400);
    expect(above.body.errors).toEqual([
      { field: 'amountPaid', message: messages.amountPaidAboveTotal },
    ]);
  });
});

describe('create-shoot: full session', () => {
  it('makes its own slot on the local day, DST-safe, with the package duration', async () => {
    await app.deps.db.execute(
      // The business works in New York: 10:00 there is 15:00Z in winter, 14:00Z in summer.
      (await import('drizzle-orm'))
        .sql`update businesses set time_zone = 'America/New_York' where id = ${owner.businessId}`,
    );
    try {
      const service = await createShootService(app, owner, {
        kind: serviceKinds.SESSION_TYPES,
        durationMinutes: 90,
      });
      const { order } = await createShoot(app, owner, {
        serviceId: service.id,
        request: { date: '2031-03-09', startTime: '10:00' },
      });
      expect(order).toMatchObject({
        startTime: '2031-03-09T14:00:00.000Z',
        duration: 90,
        timeZone: 'America/New_York',
        service: { isMiniSession: false },
      });
      expect(order.slots).toEqual([
        expect.objectContaining({ status: 'BOOKED', endTime: '2031-03-09T15:30:00.000Z' }),
      ]);
      const winter = await createShoot(app, owner, {
        serviceId: service.id,
        request: { date: '2031-03-08', startTime: '10:00', duration: 60 },
      });
      expect(winter.order.startTime).toBe('2031-03-08T15:00:00.000Z');
      expect(winter.order.duration).toBe(60);
    } finally {
      await app.deps.db.execute(
        (await import('drizzle-orm'))
          .sql`update businesses set time_zone = 'UTC' where id = ${owner.businessId}`,
      );
    }
  });

  it('needs a date and time, and refuses a time that overlaps a booked or break slot', async () => {
    const service = await createShootService(app, owner, { kind: serviceKinds.SESSION_TYPES });
    const url = `/api/services/${service.id}/create-shoot`;
    const noDate = await api.post(url, { ...base, packageId: service.packageId });
    expect(noDate.status).toBe(400);
    expect(noDate.body.errors).toEqual(
      expect.arrayContaining([
        { field: 'date', message: messages.required },
        { field: 'startTime', message: messages.required },
      ]),
    );
    const date = freshShootDate();
    const { order } = await createShoot(app, owner, {
      serviceId: service.id,
      request: { date, startTime: '10:00' },
    });
    const overlapping = await api.post(url, {
      ...base,
      packageId: service.packageId,
      date,
      startTime: '10:30',
    });
    expect(overlapping.status).toBe(409);
    expect(overlapping.body.detail).toContain(messages.shootConflict);
    // Touching ends do not overlap.
    const after = await createShoot(app, owner, {
      serviceId: service.id,
      request: { date, startTime: '11:00' },
    });
    expect(after.order.slots[0]?.serviceDateId).toBe(order.slots[0]?.serviceDateId);
  });

  it('fixes the tax from the service, else the business rate', async () => {
    const service = await createShootService(app, owner, {
      kind: serviceKinds.SESSION_TYPES,
      taxMode: 'EXCLUDE',
    });
    const { order } = await createShoot(app, owner, {
      serviceId: service.id,
      request: { totalFee: 10000 },
    });
    expect(order.tax).toEqual({ mode: 'EXCLUDE', rateBps: 700, amount: 700 });
    expect(order.grandTotal).toBe(10700);
    const own = await createShootService(app, owner, {
      kind: serviceKinds.SESSION_TYPES,
      taxMode: 'EXCLUDE',
      taxRateBps: 1000,
    });
    const second = await createShoot(app, owner, {
      serviceId: own.id,
      request: { totalFee: 10000 },
    });
    expect(second.order.tax).toEqual({ mode: 'EXCLUDE', rateBps: 1000, amount: 1000 });
    expect(second.order.grandTotal).toBe(11000);
  });
});

describe('tenancy', () => {
  it("another business's service and shoots answer 404", async () => {
    const { order, service } = await createShoot(app, owner);
    const stranger = await createOwner(app);
    const them = apiClient<TOrder>(app, stranger);
    const create = await them.post(`/api/services/${service.id}/create-shoot`, base);
    expect(create.status).toBe(404);
    for (const path of ['', '/activities', '/contracts']) {
      const res = await them.get(`/api/orders/${order.orderId}${path}`);
      expect(res.status, path).toBe(404);
      expect(res.body.detail).toBe(messages.orderNotFound);
    }
    const changes: [string, object][] = [
      ['update-shoot', base],
      ['notes', { note: 'x' }],
      ['change-location', { shootLocation: 'x' }],
      ['move-booking', { slotId: crypto.randomUUID() }],
      ['change-date-time', { date: '2031-01-01', startTime: '10:00' }],
    ];
    for (const [path, payload] of changes) {
      const res = await them.put(`/api/orders/${order.orderId}/${path}`, payload);
      expect(res.status, path).toBe(404);
    }
    const cancel = await app.inject({
      method: 'PATCH',
      url: `/api/orders/${order.orderId}/cancel-booking`,
      headers: stranger.headers,
    });
    expect(cancel.statusCode).toBe(404);
    expect((await api.get<TOrder>(`/api/orders/${order.orderId}`)).body.status).toBe('ACTIVE');
    expect((await api.get(`/api/orders/ONOTEXISTING`)).status).toBe(404);
  });
});
