// Merging duplicate contacts: POST /api/customers/{id}/merge and PATCH /api/orders/{id}/merge move
// every shoot, inquiry and waitlist entry, fill the kept contact's empty details, delete the
// duplicates, and stay correct when merges race (on a pool of connections with DATABASE_URL).
import { eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TCustomer, TCustomerSummary } from '@studio/shared/customers/contracts';
import { messages } from '@studio/shared/messages';
import type { TOrder } from '@studio/shared/orders/contracts';
import { apiClient } from '../../test/api-client.ts';
import { createContact } from '../../test/factories/customer.ts';
import { createInquiry } from '../../test/factories/inquiry.ts';
import { createShoot } from '../../test/factories/order.ts';
import { createOwner, type Owner } from '../../test/factories/owner.ts';
import { testApp } from '../../test/harness.ts';
import { inquiries } from '../inquiries/schema.ts';
import { orders } from '../orders/schema.ts';
import { waitlistEntries } from '../waitlist/schema.ts';
import { customers } from './schema.ts';

let app: FastifyInstance;
beforeAll(async () => {
  app = await testApp();
});
afterAll(() => app.close());

function merge(owner: Owner, customerId: string, duplicateIds: string[]) {
  return apiClient<TCustomer>(app, owner).post(`/api/customers/${customerId}/merge`, {
    duplicateIds,
  });
}

async function customerIdsOf(table: typeof orders | typeof inquiries, ids: string[]) {
  const rows = await app.deps.db
    .select({ customerId: table.customerId })
    .from(table)
    .where(inArray(table.id, ids));
  return [...new Set(rows.map((row) => row.customerId))];
}

async function existing(ids: string[]) {
  const rows = await app.deps.db
    .select({ id: customers.id })
    .from(customers)
    .where(inArray(customers.id, ids));
  return rows.map((row) => row.id).sort();
}

describe('merging duplicates into a contact', () => {
  it('moves every shoot and inquiry, fills empty details, keeps notes, deletes the duplicates', async () => {
    const owner = await createOwner(app);
    const keep = await createContact(app, owner, {
      fullName: 'Mia Wong',
      email: 'mia@example.com',
      phone: '',
      note: 'Loves golden hour',
    });
    const first = await createContact(app, owner, {
      fullName: 'Mia W.',
      email: 'mia.work@example.com',
      phone: '+1 555 0101',
      companyName: 'Wong Design',
      note: 'Pays by card',
    });
    const second = await createContact(app, owner, {
      fullName: 'M. Wong',
      email: 'mwong@example.com',
      phone: '+1 555 0199',
      location: 'Portland',
      leadSource: 'Instagram',
    });
    const shoots = [
      (await createShoot(app, owner, { request: { email: keep.email } })).order,
      (await createShoot(app, owner, { request: { email: first.email } })).order,
      (await createShoot(app, owner, { request: { email: second.email } })).order,
    ];
    const inquiryIds = [
      await createInquiry(app, owner, first),
      await createInquiry(app, owner, second),
    ];
    // The earliest contact's creation date is the merged contact's.
    await app.deps.db
      .update(customers)
      .set({ createdAt: new Date('2024-05-01T10:00:00Z') })
      .where(eq(customers.id, second.id));
    const [entry] = await app.deps.db
      .insert(waitlistEntries)
      .values({
        businessId: owner.businessId,
        serviceId: shoots[0]!.serviceId,
        customerId: first.id,
        fullName: first.fullName,
        email: first.email,
      })
      .returning();

    const res = await merge(owner, keep.id, [first.id, second.id]);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toMatchObject({
      id: keep.id,
      fullName: 'Mia Wong',
      email: 'mia@example.com',
      phone: '+1 555 0101',
      companyName: 'Wong Design',
      location: 'Portland',
      leadSource: 'Instagram',
      note: 'Loves golden hour\n\nPays by card',
      createdDate: '2024-05-01T10:00:00.000Z',
    });
    expect(
      await customerIdsOf(
        orders,
        shoots.map((shoot) => shoot.orderId),
      ),
    ).toEqual([keep.id]);
    expect(await customerIdsOf(inquiries, inquiryIds)).toEqual([keep.id]);
    const [moved] = await app.deps.db
      .select()
      .from(waitlistEntries)
      .where(eq(waitlistEntries.id, entry!.id));
    expect(moved?.customerId).toBe(keep.id);
    expect(await existing([keep.id, first.id, second.id])).toEqual([keep.id]);

    const summary = await apiClient<TCustomerSummary>(app, owner).get(
      `/api/customers/${keep.id}/summary`,
    );
    expect(summary.body.totals).toMatchObject({ shootCount: 3, inquiryCount: 2 });
    // Shoots keep the client details they were booked with.
    const shoot = await apiClient<TOrder>(app, owner).get(`/api/orders/${shoots[1]!.orderId}`);
    expect(shoot.body).toMatchObject({ email: first.email, customer: { id: keep.id } });
    // The duplicates' emails are free again.
    await createContact(app, owner, { email: first.email });
  });

  it('refuses merging a contact into itself, an empty choice and too many', async () => {
    const owner = await createOwner(app);
    const keep = await createContact(app, owner);
    const self = await merge(owner, keep.id, [keep.id]);
    expect(self.status).toBe(400);
    expect(self.body.detail).toBe(messages.mergeIntoItself);
    const none = await merge(owner, keep.id, []);
    expect(none.status).toBe(400);
    expect(none.body.detail).toBe(messages.mergeChooseDuplicates);
    const many = await merge(
      owner,
      keep.id,
      Array.from({ length: 21 }, () => crypto.randomUUID()),
    );
    expect(many.status).toBe(400);
    expect(many.body.detail).toBe(messages.mergeTooMany(20));
    const malformed = await merge(owner, keep.id, ['nope']);
    expect(malformed.status).toBe(400);
  });

  it('an unknown duplicate answers 404 and nothing moves', async () => {
    const owner = await createOwner(app);
    const keep = await createContact(app, owner);
    const duplicate = await createContact(app, owner);
    const { order } = await createShoot(app, owner, { request: { email: duplicate.email } });
    const res = await merge(owner, keep.id, [duplicate.id, crypto.randomUUID()]);
    expect(res.status).toBe(404);
    expect(res.body.detail).toBe(messages.customerNotFound);
    expect(await customerIdsOf(orders, [order.orderId])).toEqual([duplicate.id]);
    expect(await existing([keep.id, duplicate.id])).toEqual([keep.id, duplicate.id].sort());
  });
});

describe("PATCH /api/orders/{id}/merge: the shoot's contact into another", () => {
  it("moves all of the shoot's contact's shoots and inquiries and answers the shoot", async () => {
    const owner = await createOwner(app);
    const keep = await createContact(app, owner, { fullName: 'Kept' });
    const { order } = await createShoot(app, owner);
    const other = (await createShoot(app, owner, { request: { email: order.email } })).order;
    const inquiryId = await createInquiry(app, owner, order.customer);
    const api = apiClient<TOrder>(app, owner);
    const res = await api.patch(`/api/orders/${order.orderId}/merge`, { customerId: keep.id });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toMatchObject({ orderId: order.orderId, customer: { id: keep.id } });
    expect(await customerIdsOf(orders, [order.orderId, other.orderId])).toEqual([keep.id]);
    expect(await customerIdsOf(inquiries, [inquiryId])).toEqual([keep.id]);
    expect(await existing([order.customer.id])).toEqual([]);

    const again = await api.patch(`/api/orders/${order.orderId}/merge`, { customerId: keep.id });
    expect(again.status).toBe(200);
    expect(again.body.customer.id).toBe(keep.id);
  });

  it('answers 404 for an unknown shoot or contact, and 400 for a malformed contact id', async () => {
    const owner = await createOwner(app);
    const { order } = await createShoot(app, owner);
    const api = apiClient<TOrder>(app, owner);
    const keep = await createContact(app, owner);
    expect(
      (await api.patch('/api/orders/ONOSUCHSHOOT/merge', { customerId: keep.id })).status,
    ).toBe(404);
    const unknown = await api.patch(`/api/orders/${order.orderId}/merge`, {
      customerId: crypto.randomUUID(),
    });
    expect(unknown.status).toBe(404);
    expect(unknown.body.detail).toBe(messages.customerNotFound);
    const malformed = await api.patch(`/api/orders/${order.orderId}/merge`, { customerId: 'x' });
    expect(malformed.status).toBe(400);
    expect(malformed.body.detail).toBe(messages.customerNotFound);
  });
});

describe('merges that race', () => {
  it('two contacts merged into each other at once: one wins, nothing is lost', async () => {
    const owner = await createOwner(app);
    const a = await createContact(app, owner);
    const b = await createContact(app, owner);
    const shootOfA = (await createShoot(app, owner, { request: { email: a.email } })).order;
    const shootOfB = (await createShoot(app, owner, { request: { email: b.email } })).order;
    const answers = await Promise.all([merge(owner, a.id, [b.id]), merge(owner, b.id, [a.id])]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 404]);
    const survivor = answers.find((answer) => answer.status === 200)!.body.id;
    expect(await existing([a.id, b.id])).toEqual([survivor]);
    expect(await customerIdsOf(orders, [shootOfA.orderId, shootOfB.orderId])).toEqual([survivor]);
  });

  it('one duplicate merged into ten contacts at once: exactly one takes it', async () => {
    const owner = await createOwner(app);
    const duplicate = await createContact(app, owner);
    const { order } = await createShoot(app, owner, { request: { email: duplicate.email } });
    const inquiryId = await createInquiry(app, owner, duplicate);
    const targets: TCustomer[] = [];
    for (let index = 0; index < 10; index += 1) targets.push(await createContact(app, owner));
    const answers = await Promise.all(
      targets.map((target) => merge(owner, target.id, [duplicate.id])),
    );
    const winners = answers.filter((answer) => answer.status === 200);
    expect(winners).toHaveLength(1);
    expect(answers.filter((answer) => answer.status === 404)).toHaveLength(9);
    const winner = winners[0]!.body.id;
    expect(await customerIdsOf(orders, [order.orderId])).toEqual([winner]);
    expect(await customerIdsOf(inquiries, [inquiryId])).toEqual([winner]);
    expect(await existing([duplicate.id])).toEqual([]);
  });

  it('a ring of merges (a<-b, b<-c, c<-a) at once never deadlocks and keeps every shoot', async () => {
    const owner = await createOwner(app);
    const contacts = [
      await createContact(app, owner),
      await createContact(app, owner),
      await createContact(app, owner),
    ];
    const shootIds: string[] = [];
    for (const contact of contacts) {
      shootIds.push(
        (await createShoot(app, owner, { request: { email: contact.email } })).order.orderId,
      );
    }
    const [a, b, c] = contacts.map((contact) => contact.id) as [string, string, string];
    const answers = await Promise.all([
      merge(owner, a, [b]),
      merge(owner, b, [c]),
      merge(owner, c, [a]),
    ]);
    for (const answer of answers) expect([200, 404]).toContain(answer.status);
    const left = await existing([a, b, c]);
    expect(left.length).toBe(3 - answers.filter((answer) => answer.status === 200).length);
    const owners = await customerIdsOf(orders, shootIds);
    for (const id of owners) expect(left).toContain(id);
  });

  it('a merge racing new shoots of the duplicate: every shoot ends with a contact that exists', async () => {
    const owner = await createOwner(app);
    const keep = await createContact(app, owner);
    const duplicate = await createContact(app, owner);
    const [answer, ...shoots] = await Promise.all([
      merge(owner, keep.id, [duplicate.id]),
      createShoot(app, owner, { request: { email: duplicate.email } }),
      createShoot(app, owner, { request: { email: duplicate.email } }),
      createShoot(app, owner, { request: { email: duplicate.email } }),
    ]);
    expect(answer.status).toBe(200);
    const owners = await customerIdsOf(
      orders,
      shoots.map((shoot) => shoot.order.orderId),
    );
    expect(await existing(owners)).toEqual([...owners].sort());
    expect(await existing([duplicate.id, keep.id])).not.toContain(duplicate.id);
  });
});
