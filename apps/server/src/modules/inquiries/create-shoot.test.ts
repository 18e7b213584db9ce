// POST /api/inquiries/{id}/create-shoot: the shoot form's rules, one transaction that makes the
// shoot and links, reads and logs the inquiry (all or nothing), one shoot per inquiry (409), and
// tenancy (another business's inquiry or service answers 404, nothing written).
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  TInquiry,
  TInquiryActivity,
  TInquiryCounts,
} from '@studio/shared/inquiries/contracts';
import { messages } from '@studio/shared/messages';
import type { TOrder } from '@studio/shared/orders/contracts';
import { apiClient } from '../../test/api-client.ts';
import { sendInquiry } from '../../test/factories/inquiry.ts';
import { createOwner, type Owner } from '../../test/factories/owner.ts';
import { createShootService, type ShootService } from '../../test/factories/service.ts';
import { createServiceSlot, freshShootDate } from '../../test/factories/slot.ts';
import { testApp } from '../../test/harness.ts';
import { emailOutbox } from '../../platform/mail/schema.ts';
import { orderActivities, orders } from '../orders/schema.ts';
import { slots } from '../scheduling/schema.ts';
import { services } from '../services/schema.ts';
import { inquiries, inquiryActivities } from './schema.ts';

let app: FastifyInstance;
beforeAll(async () => {
  app = await testApp();
});
afterAll(() => app.close());

/** A bookable service (a full session unless kind says otherwise) and an inquiry about it. */
async function inquiryAboutService(owner: Owner, kind = 2) {
  const service = await createShootService(app, owner, { kind });
  const [row] = await app.deps.db
    .select({ slug: services.slug })
    .from(services)
    .where(eq(services.id, service.id));
  const sent = await sendInquiry(app, owner, { serviceSlug: row?.slug ?? '' });
  return { service, ...sent };
}

function shootRequest(service: ShootService, email: string, overrides: object = {}) {
  return {
    serviceId: service.id,
    fullName: 'Grace Hopper',
    email,
    phone: '+1 555 0101',
    packageId: service.packageId,
    date: freshShootDate(),
    startTime: '10:00',
    totalFee: 20000,
    isSendEmail: true,
    ...overrides,
  };
}

async function ordersOf(owner: Owner) {
  return app.deps.db.select().from(orders).where(eq(orders.businessId, owner.businessId));
}

async function inquiryRow(inquiryId: string) {
  const [row] = await app.deps.db.select().from(inquiries).where(eq(inquiries.id, inquiryId));
  return row;
}

describe('create a shoot from an inquiry', () => {
  it("makes the shoot for the inquiry's customer, links it, marks it read and logs it", async () => {
    const owner = await createOwner(app);
    const { service, inquiryId, email } = await inquiryAboutService(owner);
    const api = apiClient<TOrder>(app, owner);
    expect((await api.get<TInquiryCounts>('/api/inquiries/count')).body.totalUnRead).toBe(1);

    const res = await api.post(
      `/api/inquiries/${inquiryId}/create-shoot`,
      shootRequest(service, email),
    );
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const order = res.body;
    expect(order.orderId).toMatch(/^O[A-Z2-7]{10}$/);
    expect(order).toMatchObject({
      status: 'ACTIVE',
      fullName: 'Grace Hopper',
      email,
      serviceId: service.id,
      totalFee: 20000,
    });
    // Same email: the inquiry's customer, not a new one.
    const inquiry = await inquiryRow(inquiryId);
    expect(order.customer.id).toBe(inquiry?.customerId);

    const detail = await api.get<TInquiry>(`/api/inquiries/${inquiryId}`);
    expect(detail.body).toMatchObject({ orderId: order.orderId, isRead: true });
    expect((await api.get<TInquiryCounts>('/api/inquiries/count')).body).toEqual({
      total: 1,
      totalUnRead: 0,
    });
    const activities = await api.get<TInquiryActivity[]>(`/api/inquiries/${inquiryId}/activities`);
    expect(activities.body.map((activity) => activity.type)).toEqual([
      'CREATED_SHOOT',
      'CREATE_INQUIRY',
    ]);
    expect(activities.body[0]).toMatchObject({
      actorName: owner.email,
      summary: 'Created a shoot for Grace Hopper',
    });
    // The shoot's own log and email come from the shoot form's code path.
    const shootLog = await app.deps.db
      .select({ type: orderActivities.type })
      .from(orderActivities)
      .where(eq(orderActivities.orderId, order.orderId));
    expect(shootLog.map((row) => row.type)).toEqual(
      expect.arrayContaining(['CREATED_SHOOT', 'SEND_MAIL']),
    );
    // The client got the answer to the inquiry when sending it, and now one booking confirmation.
    const mails = await app.deps.db
      .select({ subject: emailOutbox.subject })
      .from(emailOutbox)
      .where(and(eq(emailOutbox.businessId, owner.businessId), eq(emailOutbox.toAddress, email)))
      .orderBy(emailOutbox.createdAt);
    expect(mails.map((mail) => mail.subject)).toEqual([
      'Thank you for your inquiry, Grace',
      expect.stringMatching(/ is confirmed$/),
    ]);
  });

  it('answers 409 for a second shoot of the same inquiry and writes nothing', async () => {
    const owner = await createOwner(app);
    const { service, inquiryId, email } = await inquiryAboutService(owner, 1);
    const api = apiClient<TOrder>(app, owner);
    const firstSlot = await createServiceSlot(app, owner, { serviceId: service.id });
    const secondSlot = await createServiceSlot(app, owner, { serviceId: service.id });
    const mini = (slotId: string) =>
      shootRequest(service, email, { slotId, date: null, startTime: null });

    const first = await api.post(`/api/inquiries/${inquiryId}/create-shoot`, mini(firstSlot.id));
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    const second = await api.post(`/api/inquiries/${inquiryId}/create-shoot`, mini(secondSlot.id));
    expect(second.status).toBe(409);
    expect(second.body.detail).toBe(messages.inquiryShootExists);

    expect(await ordersOf(owner)).toHaveLength(1);
    const [slot] = await app.deps.db.select().from(slots).where(eq(slots.id, secondSlot.id));
    expect(slot).toMatchObject({ status: 'AVAILABLE', orderId: null });
    expect((await inquiryRow(inquiryId))?.orderId).toBe(first.body.orderId);
    const logged = await app.deps.db
      .select()
      .from(inquiryActivities)
      .where(
        and(
          eq(inquiryActivities.inquiryId, inquiryId),
          eq(inquiryActivities.type, 'CREATED_SHOOT'),
        ),
      );
    expect(logged).toHaveLength(1);
  });

  it('makes exactly one shoot when two requests for one inquiry race', async () => {
    const owner = await createOwner(app);
    const { service, inquiryId, email } = await inquiryAboutService(owner);
    const send = (date: string) =>
      app.inject({
        method: 'POST',
        url: `/api/inquiries/${inquiryId}/create-shoot`,
        headers: owner.headers,
        payload: shootRequest(service, email, { date }),
      });
    const answers = await Promise.all([send(freshShootDate()), send(freshShootDate())]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    expect(await ordersOf(owner)).toHaveLength(1);
  });

  it('writes nothing when the shoot is refused (the time is taken)', async () => {
    const owner = await createOwner(app);
    const { service, inquiryId, email } = await inquiryAboutService(owner, 1);
    const slot = await createServiceSlot(app, owner, { serviceId: service.id });
    await app.deps.db.update(slots).set({ status: 'BOOKED' }).where(eq(slots.id, slot.id));

    const res = await apiClient(app, owner).post(
      `/api/inquiries/${inquiryId}/create-shoot`,
      shootRequest(service, email, { slotId: slot.id, date: null, startTime: null }),
    );
    expect(res.status).toBe(409);
    expect(res.body.detail).toBe(messages.slotUnavailable);
    expect(await ordersOf(owner)).toEqual([]);
    expect(await inquiryRow(inquiryId)).toMatchObject({ orderId: null, isRead: false });
  });

  it('rolls the shoot back when linking the inquiry fails', async () => {
    const owner = await createOwner(app);
    const { service, inquiryId, email } = await inquiryAboutService(owner, 1);
    const slot = await createServiceSlot(app, owner, { serviceId: service.id });
    const { db } = app.deps;
    // The last write of the transaction (the inquiry's CREATED_SHOOT activity) fails, for this
    // inquiry only: everything written before it must go too.
    const trigger = `fail_created_shoot_${inquiryId.toLowerCase()}`;
    await db.execute(
      sql.raw(`create function ${trigger}() returns trigger language plpgsql as $$
        begin raise exception 'test failure'; end $$`),
    );
    await db.execute(
      sql.raw(`create trigger ${trigger} before insert on inquiry_activities for each row
        when (new.inquiry_id = '${inquiryId}' and new.type = 'CREATED_SHOOT')
        execute function ${trigger}()`),
    );
    try {
      const res = await apiClient(app, owner).post(
        `/api/inquiries/${inquiryId}/create-shoot`,
        shootRequest(service, email, { slotId: slot.id, date: null, startTime: null }),
      );
      expect(res.status).toBe(500);
    } finally {
      await db.execute(sql.raw(`drop trigger ${trigger} on inquiry_activities`));
      await db.execute(sql.raw(`drop function ${trigger}()`));
    }
    expect(await ordersOf(owner)).toEqual([]);
    const [slotAfter] = await db.select().from(slots).where(eq(slots.id, slot.id));
    expect(slotAfter).toMatchObject({ status: 'AVAILABLE', orderId: null });
    expect(await inquiryRow(inquiryId)).toMatchObject({ orderId: null, isRead: false });
    // Only the answer to the inquiry: the booking confirmation rolled back with the shoot.
    const mails = await db
      .select({ subject: emailOutbox.subject })
      .from(emailOutbox)
      .where(and(eq(emailOutbox.businessId, owner.businessId), eq(emailOutbox.toAddress, email)));
    expect(mails).toEqual([{ subject: 'Thank you for your inquiry, Grace' }]);

    // Nothing half-done remains: the same request succeeds afterwards.
    const retry = await apiClient(app, owner).post(
      `/api/inquiries/${inquiryId}/create-shoot`,
      shootRequest(service, email, { slotId: slot.id, date: null, startTime: null }),
    );
    expect(retry.status).toBe(200);
  });

  it("checks the request with the shoot form's rules and messages", async () => {
    const owner = await createOwner(app);
    const { service, inquiryId, email } = await inquiryAboutService(owner);
    const api = apiClient(app, owner);
    const res = await api.post(`/api/inquiries/${inquiryId}/create-shoot`, {
      ...shootRequest(service, email),
      serviceId: undefined,
      fullName: '  ',
      amountPaid: 30000,
    });
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual(
      expect.arrayContaining([
        { field: 'serviceId', message: messages.required },
        { field: 'fullName', message: messages.required },
      ]),
    );
    const tooMuch = await api.post(
      `/api/inquiries/${inquiryId}/create-shoot`,
      shootRequest(service, email, { amountPaid: 30000 }),
    );
    expect(tooMuch.status).toBe(400);
    expect(tooMuch.body.errors).toEqual([
      { field: 'amountPaid', message: messages.amountPaidAboveTotal },
    ]);
    const noPackage = await api.post(
      `/api/inquiries/${inquiryId}/create-shoot`,
      shootRequest(service, email, { packageId: null }),
    );
    expect(noPackage.status).toBe(400);
    expect(noPackage.body.errors).toEqual([
      { field: 'packageId', message: messages.packageRequired },
    ]);
    expect(await ordersOf(owner)).toEqual([]);
    expect((await inquiryRow(inquiryId))?.orderId).toBeNull();
  });

  it("answers 404 for another business's inquiry or service, and for a deleted inquiry", async () => {
    const owner = await createOwner(app);
    const stranger = await createOwner(app);
    const { service, inquiryId, email } = await inquiryAboutService(owner);
    const strangerService = await createShootService(app, stranger, { kind: 2 });

    const foreign = await apiClient(app, stranger).post(
      `/api/inquiries/${inquiryId}/create-shoot`,
      shootRequest(strangerService, email),
    );
    expect(foreign.status).toBe(404);
    expect(foreign.body.detail).toBe(messages.inquiryNotFound);
    expect(await ordersOf(stranger)).toEqual([]);

    const api = apiClient(app, owner);
    const foreignService = await api.post(
      `/api/inquiries/${inquiryId}/create-shoot`,
      shootRequest(strangerService, email),
    );
    expect(foreignService.status).toBe(404);
    expect(foreignService.body.detail).toBe(messages.serviceNotFound);
    expect(await inquiryRow(inquiryId)).toMatchObject({ orderId: null, isRead: false });

    expect((await api.delete(`/api/inquiries/${inquiryId}`)).status).toBe(200);
    const deleted = await api.post(
      `/api/inquiries/${inquiryId}/create-shoot`,
      shootRequest(service, email),
    );
    expect(deleted.status).toBe(404);
    expect(await ordersOf(owner)).toEqual([]);
  });
});
