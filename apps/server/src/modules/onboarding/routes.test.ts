import { and, eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '@studio/shared/messages';
import type { TDemoDataValue, TOption, TSetupProgress } from '@studio/shared/options/contracts';
import { apiClient } from '../../test/api-client.ts';
import { createContact } from '../../test/factories/customer.ts';
import { createInquiry } from '../../test/factories/inquiry.ts';
import { createOwner, type Owner } from '../../test/factories/owner.ts';
import { createShoot } from '../../test/factories/order.ts';
import { createBookingService, createServiceVia } from '../../test/factories/service.ts';
import { createSlots } from '../../test/factories/slot.ts';
import { publicRequest } from '../../test/factories/booking.ts';
import { testApp } from '../../test/harness.ts';
import { emailOutbox } from '../../platform/mail/schema.ts';
import { customers } from '../customers/schema.ts';
import { googleCalendarEvents, googleCalendarWrites } from '../google-calendar/schema.ts';
import { inquiries } from '../inquiries/schema.ts';
import { invoices, orders } from '../orders/schema.ts';
import { slots } from '../scheduling/schema.ts';
import { services } from '../services/schema.ts';
import { flowTasks } from '../workflows/schema.ts';

let app: FastifyInstance;
beforeAll(async () => {
  app = await testApp();
});
afterAll(() => app.close());

async function loadDemo(owner: Owner): Promise<TDemoDataValue> {
  const res = await apiClient<TOption>(app, owner).post('/api/services/demo-data', {});
  expect(res.status).toBe(200);
  return res.body.value as TDemoDataValue;
}

function removeDemo(owner: Owner) {
  return app.inject({ method: 'DELETE', url: '/api/services/demo-data', headers: owner.headers });
}

async function rowsOf(owner: Owner) {
  const { db } = app.deps;
  const byBusiness = owner.businessId;
  return {
    services: await db
      .select({ id: services.id, deletedAt: services.deletedAt })
      .from(services)
      .where(eq(services.businessId, byBusiness)),
    customers: await db
      .select({ id: customers.id, email: customers.email })
      .from(customers)
      .where(eq(customers.businessId, byBusiness)),
    orders: await db
      .select({ id: orders.id, amountPaid: orders.amountPaid, grandTotal: orders.grandTotal })
      .from(orders)
      .where(eq(orders.businessId, byBusiness)),
    inquiries: await db
      .select({ id: inquiries.id })
      .from(inquiries)
      .where(eq(inquiries.businessId, byBusiness)),
  };
}

describe('demo data', () => {
  it('loads services, contacts, shoots with invoices and an inquiry, recorded in the option, and sends nothing', async () => {
    const owner = await createOwner(app);
    const demo = await loadDemo(owner);
    expect(demo.serviceIds).toHaveLength(2);
    expect(demo.customerIds).toHaveLength(4);
    expect(demo.orderIds).toHaveLength(3);
    expect(demo.inquiryIds).toHaveLength(1);

    const rows = await rowsOf(owner);
    expect(rows.services.map((row) => row.id).sort()).toEqual([...demo.serviceIds].sort());
    expect(rows.customers.map((row) => row.id).sort()).toEqual([...demo.customerIds].sort());
    expect(rows.inquiries.map((row) => row.id)).toEqual(demo.inquiryIds);
    // One paid in full, one with a deposit, one unpaid.
    const paid = rows.orders.map((row) => row.amountPaid / row.grandTotal).sort();
    expect(paid[0]).toBe(0);
    expect(paid[1]).toBeGreaterThan(0);
    expect(paid[1]).toBeLessThan(1);
    expect(paid[2]).toBe(1);
    const orderInvoices = await app.deps.db
      .select({ id: invoices.id })
      .from(invoices)
      .where(inArray(invoices.orderId, demo.orderIds));
    expect(orderInvoices.length).toBeGreaterThanOrEqual(3);

    // The lists show them; the option the boot reads names them.
    const client = apiClient(app, owner);
    const option = await client.get<TOption>('/api/options/data-demo');
    expect(option.body.value).toEqual(demo);
    const list = await client.get<{ items: { id: string; name: string }[] }>('/api/services');
    expect(list.body.items.map((item) => item.name).sort()).toEqual([
      'Fall Mini Sessions',
      'Family Portrait Session',
    ]);

    // Sample clients are never written to.
    const mail = await app.deps.db
      .select({ to: emailOutbox.toAddress })
      .from(emailOutbox)
      .where(eq(emailOutbox.businessId, owner.businessId));
    expect(mail.filter((row) => row.to.endsWith('@example.com'))).toEqual([]);
  });

  it('loading twice makes one set', async () => {
    const owner = await createOwner(app);
    const first = await loadDemo(owner);
    const second = await loadDemo(owner);
    expect(second).toEqual(first);
    const rows = await rowsOf(owner);
    expect(rows.services).toHaveLength(2);
    expect(rows.orders).toHaveLength(3);
    expect(rows.customers).toHaveLength(4);
  });

  it('removes only the demo rows; a demo contact given a real shoot stays with it', async () => {
    const owner = await createOwner(app);
    const realService = await createServiceVia(app, owner, { name: 'Newborn session', kind: 2 });
    const realShoot = await createShoot(app, owner, {
      request: { fullName: 'Maya Real', email: 'maya.real@example.org', phone: '555-0101' },
    });
    const demo = await loadDemo(owner);
    const [demoMini, demoFamily] = demo.serviceIds;
    // The owner books a real shoot for a demo contact, on a demo service.
    const onDemo = await createShoot(app, owner, {
      serviceId: demoFamily,
      request: { fullName: 'Liam Carter', email: 'liam.carter@example.com', phone: '555-0101' },
    });
    const liam = (await rowsOf(owner)).customers.find((c) => c.email === 'liam.carter@example.com');

    const res = await removeDemo(owner);
    expect(res.statusCode).toBe(204);

    const rows = await rowsOf(owner);
    expect(rows.orders.map((row) => row.id).sort()).toEqual(
      [realShoot.order.orderId, onDemo.order.orderId].sort(),
    );
    expect(rows.inquiries).toEqual([]);
    // The real contacts, and Liam (the owner's client now); the other demo contacts are gone.
    expect(rows.customers.map((row) => row.email).sort()).toEqual([
      'liam.carter@example.com',
      'maya.real@example.org',
    ]);
    expect(rows.customers.find((c) => c.email === 'liam.carter@example.com')?.id).toBe(liam?.id);
    // The demo mini session is gone for real; the family session, with the real shoot, is deleted softly.
    const byId = new Map(rows.services.map((row) => [row.id, row]));
    expect(byId.has(demoMini!)).toBe(false);
    expect(byId.get(demoFamily!)?.deletedAt).not.toBeNull();
    expect(byId.get(realService.id)?.deletedAt).toBeNull();
    expect(byId.get(realShoot.service.id)?.deletedAt).toBeNull();
    // The real shoot keeps its client's details.
    const shoot = await apiClient<{ fullName: string; email: string }>(app, owner).get(
      `/api/orders/${onDemo.order.orderId}`,
    );
    expect(shoot.body.detail).toBeUndefined();
    expect(shoot.status).toBe(200);
    expect(shoot.body).toMatchObject({ fullName: 'Liam Carter', email: 'liam.carter@example.com' });
    // No task of a removed shoot is left to be sent.
    const tasks = await app.deps.db
      .select({ id: flowTasks.id })
      .from(flowTasks)
      .where(
        and(eq(flowTasks.businessId, owner.businessId), inArray(flowTasks.orderId, demo.orderIds)),
      );
    expect(tasks).toEqual([]);

    const option = await apiClient<TOption>(app, owner).get('/api/options/data-demo');
    expect(option.body.value).toBeNull();
    // Nothing left to remove: 404. Loading again works.
    expect((await removeDemo(owner)).statusCode).toBe(404);
    expect((await loadDemo(owner)).serviceIds).toHaveLength(2);
  });

  it('a demo shoot already written to Google Calendar gets its event deleted on removal', async () => {
    const owner = await createOwner(app);
    const demo = await loadDemo(owner);
    const orderId = demo.orderIds[0]!;
    await app.deps.db.insert(googleCalendarEvents).values({
      businessId: owner.businessId,
      orderId,
      calendarId: 'primary',
      eventId: 'demo-event',
      startTime: new Date(),
      endTime: new Date(),
    });
    expect((await removeDemo(owner)).statusCode).toBe(204);
    const writes = await app.deps.db
      .select({ orderId: googleCalendarWrites.orderId, status: googleCalendarWrites.status })
      .from(googleCalendarWrites)
      .where(eq(googleCalendarWrites.businessId, owner.businessId));
    // The write of a shoot that is gone deletes its event; shoots never written need none.
    expect(writes).toEqual([{ orderId, status: 'NEW' }]);
  });

  it("another business's demo data and rows are untouched", async () => {
    const owner = await createOwner(app);
    const other = await createOwner(app);
    await loadDemo(owner);
    const otherDemo = await loadDemo(other);
    expect((await removeDemo(owner)).statusCode).toBe(204);
    const rows = await rowsOf(other);
    expect(rows.services).toHaveLength(2);
    expect(rows.orders).toHaveLength(3);
    const option = await apiClient<TOption>(app, other).get('/api/options/data-demo');
    expect(option.body.value).toEqual(otherDemo);
  });

  it('the record is not writable through the generic option route (400), and removal without demo data is 404', async () => {
    const owner = await createOwner(app);
    const client = apiClient(app, owner);
    const res = await client.post('/api/options/DEMO_DATA', {
      value: { serviceIds: [], customerIds: [], orderIds: [], inquiryIds: [], loadedAt: '' },
    });
    expect(res.status).toBe(400);
    expect((await removeDemo(owner)).statusCode).toBe(404);
    const anonymous = await app.inject({ method: 'POST', url: '/api/services/demo-data' });
    expect(anonymous.statusCode).toBe(401);
  });
});

describe('demo services on the public pages', () => {
  it("show, but a client cannot hold a time of one (409 with the reason); the owner's own service books as before", async () => {
    const owner = await createOwner(app);
    const demo = await loadDemo(owner);
    const [mini] = await app.deps.db
      .select({ id: services.id, slug: services.slug })
      .from(services)
      .where(and(eq(services.businessId, owner.businessId), inArray(services.id, demo.serviceIds)))
      .limit(1);
    const path = `/api/public/businesses/${owner.business.slug}/services/${mini!.slug}`;
    const page = await publicRequest(app, 'GET', path);
    expect(page.status).toBe(200);
    const [slot] = await app.deps.db
      .select({ id: slots.id })
      .from(slots)
      .where(eq(slots.serviceId, mini!.id))
      .limit(1);
    const hold = await publicRequest<{ detail: string }>(app, 'POST', `${path}/holds`, {
      slotId: slot!.id,
    });
    expect(hold.status).toBe(409);
    expect(hold.body.detail).toBe(messages.demoServiceNotBookable);
    const [stored] = await app.deps.db.select().from(slots).where(eq(slots.id, slot!.id));
    expect(stored?.status).not.toBe('BOOKING');

    const own = await createBookingService(app, owner);
    const [ownSlot] = await createSlots(app, owner, { serviceId: own.id, count: 1 });
    const ownHold = await publicRequest(app, 'POST', `${own.path}/holds`, { slotId: ownSlot!.id });
    expect(ownHold.status).toBe(200);
  });
});

describe('setup progress', () => {
  it('follows real rows, not demo ones', async () => {
    const owner = await createOwner(app);
    const client = apiClient<TSetupProgress>(app, owner);
    const none = { hasService: false, hasDates: false, hasPayments: false, hasShared: false };
    expect((await client.get('/api/businesses/setup-progress')).body).toEqual(none);
    await loadDemo(owner);
    expect((await client.get('/api/businesses/setup-progress')).body).toEqual(none);
    // A mini session with a slot: a service and a date (createShoot makes both, owner-made).
    await createShoot(app, owner);
    const after = (await client.get('/api/businesses/setup-progress')).body;
    expect(after.hasService).toBe(true);
    expect(after.hasDates).toBe(true);
    expect(after.hasShared).toBe(false);
    // A client wrote in: the booking link reached someone.
    const contact = await createContact(app, owner);
    await createInquiry(app, owner, contact);
    expect((await client.get('/api/businesses/setup-progress')).body.hasShared).toBe(true);
  });
});
