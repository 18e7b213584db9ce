// /api/customers: list (search, sort, pages), create, read, edit, delete, the contact page's
// summary, validation messages, and another business's contact answering 404.
import crypto from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  TCustomer,
  TCustomerPage,
  TCustomerSummary,
} from '@studio/shared/customers/contracts';
import { messages } from '@studio/shared/messages';
import type { TOrder } from '@studio/shared/orders/contracts';
import { apiClient } from '../../test/api-client.ts';
import { contactFields, createContact } from '../../test/factories/customer.ts';
import { createInquiry } from '../../test/factories/inquiry.ts';
import { createShoot } from '../../test/factories/order.ts';
import { createOwner, type Owner } from '../../test/factories/owner.ts';
import { testApp } from '../../test/harness.ts';
import { inquiries } from '../inquiries/schema.ts';
import { customers } from './schema.ts';
import { emailKeyOf } from './service.ts';

let app: FastifyInstance;
beforeAll(async () => {
  app = await testApp();
});
afterAll(() => app.close());

/** Contacts inserted directly (fast), with names and creation times as given. */
async function seedContacts(owner: Owner, rows: { fullName: string; createdAt?: Date }[]) {
  const values = rows.map((row, index) => {
    const email = `seed-${crypto.randomBytes(5).toString('hex')}-${index}@example.com`;
    return {
      businessId: owner.businessId,
      fullName: row.fullName,
      email,
      emailKey: emailKeyOf(email),
      createdAt: row.createdAt ?? new Date(Date.UTC(2030, 0, 1) + index * 60_000),
    };
  });
  return app.deps.db.insert(customers).values(values).returning({ id: customers.id });
}

describe('creating and editing a contact', () => {
  it('creates with every field, answers the contact and reads it back', async () => {
    const owner = await createOwner(app);
    const api = apiClient<TCustomer>(app, owner);
    const res = await api.post('/api/customers', {
      fullName: '  Inês Carvalho ',
      companyName: 'Carvalho & Filhos',
      email: ' Ines.Carvalho@Example.COM ',
      phone: '+351 912 345 678',
      location: 'Lisbon',
      note: 'Prefers mornings',
      leadSource: 'Instagram',
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body).toMatchObject({
      fullName: 'Inês Carvalho',
      companyName: 'Carvalho & Filhos',
      email: 'ines.carvalho@example.com',
      phone: '+351 912 345 678',
      location: 'Lisbon',
      note: 'Prefers mornings',
      leadSource: 'Instagram',
    });
    expect(res.body).not.toHaveProperty('searchText');
    expect(res.body).not.toHaveProperty('emailKey');
    const read = await api.get(`/api/customers/${res.body.id}`);
    expect(read.status).toBe(200);
    expect(read.body).toEqual(res.body);
  });

  it('needs only a full name and an email; phone may be empty but not malformed', async () => {
    const owner = await createOwner(app);
    const api = apiClient<TCustomer>(app, owner);
    const res = await api.post('/api/customers', { fullName: 'Ada', email: 'ada@example.com' });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ phone: '', companyName: '', location: '', note: '' });
    const bad = await api.post('/api/customers', {
      fullName: 'Ada',
      email: 'ada2@example.com',
      phone: 'call me',
    });
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toEqual([{ field: 'phone', message: messages.phone }]);
  });

  it('answers the exact messages for missing, too long and malformed fields', async () => {
    const owner = await createOwner(app);
    const api = apiClient(app, owner);
    const empty = await api.post('/api/customers', { fullName: '   ', email: '' });
    expect(empty.status).toBe(400);
    expect(empty.body.errors).toEqual(
      expect.arrayContaining([
        { field: 'fullName', message: 'This field cannot be left blank' },
        { field: 'email', message: 'This field cannot be left blank' },
      ]),
    );
    const long = await api.post('/api/customers', {
      fullName: 'x'.repeat(129),
      email: `${'a'.repeat(120)}@example.com`,
      location: 'y'.repeat(513),
      leadSource: 'z'.repeat(129),
    });
    expect(long.status).toBe(400);
    expect(long.body.errors).toEqual(
      expect.arrayContaining([
        { field: 'fullName', message: 'The full name must be less than 128 characters' },
        { field: 'email', message: 'The email must be less than 128 characters' },
        { field: 'location', message: 'The location must be less than 512 characters' },
        { field: 'leadSource', message: 'The lead source must be less than 128 characters' },
      ]),
    );
    const format = await api.post('/api/customers', { fullName: 'Ada', email: 'not-an-email' });
    expect(format.body.errors).toEqual([{ field: 'email', message: messages.email }]);
    expect(format.body.detail).toBe(messages.email);
  });

  it('refuses a second contact with the same email in any case (409 on the email field)', async () => {
    const owner = await createOwner(app);
    const api = apiClient(app, owner);
    await createContact(app, owner, { email: 'twin@example.com' });
    const res = await api.post('/api/customers', contactFields({ email: 'TWIN@example.com' }));
    expect(res.status).toBe(409);
    expect(res.body.errors).toEqual([{ field: 'email', message: messages.customerEmailTaken }]);
    // Another business may have a contact with that email.
    const other = await createOwner(app);
    await createContact(app, other, { email: 'twin@example.com' });
  });

  it("edits every field; another contact's email answers 409 offering a merge", async () => {
    const owner = await createOwner(app);
    const api = apiClient<TCustomer>(app, owner);
    const ada = await createContact(app, owner, { fullName: 'Ada', email: 'ada@example.com' });
    await createContact(app, owner, { fullName: 'Grace', email: 'grace@example.com' });
    const edited = await api.put(`/api/customers/${ada.id}`, {
      fullName: 'Ada Lovelace',
      companyName: 'Analytical Engines',
      email: 'ADA.L@example.com',
      phone: '555-0101',
      location: 'London',
      note: 'Met at the fair',
      leadSource: 'Wedding fair',
    });
    expect(edited.status).toBe(200);
    expect(edited.body).toMatchObject({
      id: ada.id,
      fullName: 'Ada Lovelace',
      companyName: 'Analytical Engines',
      email: 'ada.l@example.com',
      phone: '555-0101',
      location: 'London',
      note: 'Met at the fair',
      leadSource: 'Wedding fair',
      createdDate: ada.createdDate,
    });
    const [row] = await app.deps.db.select().from(customers).where(eq(customers.id, ada.id));
    expect(row?.emailKey).toBe('ada.l@example.com');

    const clash = await api.put(`/api/customers/${ada.id}`, {
      fullName: 'Ada Lovelace',
      email: 'Grace@example.com',
    });
    expect(clash.status).toBe(409);
    expect(clash.body.detail).toBe(messages.customerEmailTakenMerge);
    expect(clash.body.errors).toEqual([
      { field: 'email', message: messages.customerEmailTakenMerge },
    ]);
    // Keeping its own email in another case is not a clash.
    const same = await api.put(`/api/customers/${ada.id}`, {
      fullName: 'Ada Lovelace',
      email: 'Ada.L@Example.com',
    });
    expect(same.status).toBe(200);
  });
});

describe('the contact list', () => {
  it('pages of 50 with the total, newest first by default', async () => {
    const owner = await createOwner(app);
    await seedContacts(
      owner,
      Array.from({ length: 55 }, (_, index) => ({ fullName: `Person ${index}` })),
    );
    const api = apiClient<TCustomerPage>(app, owner);
    const first = await api.get('/api/customers');
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ total: 55, page: 1, size: 50 });
    expect(first.body.items).toHaveLength(50);
    expect(first.body.items[0]?.fullName).toBe('Person 54');
    const second = await api.get('/api/customers?page=2');
    expect(second.body.items.map((item) => item.fullName)).toEqual([
      'Person 4',
      'Person 3',
      'Person 2',
      'Person 1',
      'Person 0',
    ]);
    const oldest = await api.get('/api/customers?sortBy=created&order=asc&size=3');
    expect(oldest.body.items.map((item) => item.fullName)).toEqual([
      'Person 0',
      'Person 1',
      'Person 2',
    ]);
  });

  it('sorts by name without case, both ways', async () => {
    const owner = await createOwner(app);
    await seedContacts(owner, [
      { fullName: 'bea' },
      { fullName: 'Ana' },
      { fullName: 'Carla' },
      { fullName: 'ANA' },
    ]);
    const api = apiClient<TCustomerPage>(app, owner);
    const asc = await api.get('/api/customers?sortBy=name&order=asc');
    expect(asc.body.items.map((item) => item.fullName.toLowerCase())).toEqual([
      'ana',
      'ana',
      'bea',
      'carla',
    ]);
    const desc = await api.get('/api/customers?sortBy=name&order=desc');
    expect(desc.body.items.map((item) => item.fullName)[0]).toBe('Carla');
    const bad = await api.get('/api/customers?sortBy=age');
    expect(bad.status).toBe(400);
  });

  it('searches part of the name, company, email or phone without case or accents', async () => {
    const owner = await createOwner(app);
    const api = apiClient<TCustomerPage>(app, owner);
    await createContact(app, owner, {
      fullName: 'José Müller',
      email: 'jm@example.com',
      phone: '+49 (30) 123-4567',
    });
    await createContact(app, owner, {
      fullName: 'Ann Smith',
      companyName: 'Blossom Florals',
      email: 'ann@bloom.example',
    });
    await createContact(app, owner, { fullName: '100% Real', email: 'real@example.com' });
    const names = async (search: string) =>
      (await api.get(`/api/customers?search=${encodeURIComponent(search)}`)).body.items.map(
        (item) => item.fullName,
      );
    expect(await names('jose')).toEqual(['José Müller']);
    expect(await names('MULLER')).toEqual(['José Müller']);
    expect(await names('301234567')).toEqual(['José Müller']);
    expect(await names('blossom')).toEqual(['Ann Smith']);
    expect(await names('@bloom')).toEqual(['Ann Smith']);
    expect(await names('0%')).toEqual(['100% Real']);
    expect(await names('nobody')).toEqual([]);
    const found = await api.get('/api/customers?search=jose');
    expect(found.body.total).toBe(1);
    // Another business's contacts never match.
    const other = await createOwner(app);
    expect(
      (await apiClient<TCustomerPage>(app, other).get('/api/customers?search=jose')).body.total,
    ).toBe(0);
    const tooLong = await api.get(`/api/customers?search=${'a'.repeat(129)}`);
    expect(tooLong.status).toBe(400);
    expect(tooLong.body.detail).toBe('The search must be less than 128 characters');
  });

  it('counts the shoots and live inquiries of each row', async () => {
    const owner = await createOwner(app);
    const contact = await createContact(app, owner);
    await createShoot(app, owner, { request: { email: contact.email } });
    await createInquiry(app, owner, contact);
    const gone = await createInquiry(app, owner, contact);
    await app.deps.db
      .update(inquiries)
      .set({ deletedAt: new Date() })
      .where(eq(inquiries.id, gone));
    const page = await apiClient<TCustomerPage>(app, owner).get('/api/customers');
    expect(page.body.items).toEqual([
      expect.objectContaining({ id: contact.id, shootCount: 1, inquiryCount: 1 }),
    ]);
  });
});

describe('deleting a contact', () => {
  it('deletes a contact without shoots; its inquiries stay', async () => {
    const owner = await createOwner(app);
    const api = apiClient(app, owner);
    const contact = await createContact(app, owner);
    const inquiryId = await createInquiry(app, owner, contact);
    const res = await app.inject({
      method: 'DELETE',
      url: `/api/customers/${contact.id}`,
      headers: owner.headers,
    });
    expect(res.statusCode).toBe(204);
    expect((await api.get(`/api/customers/${contact.id}`)).status).toBe(404);
    const [inquiry] = await app.deps.db.select().from(inquiries).where(eq(inquiries.id, inquiryId));
    expect(inquiry).toMatchObject({ customerId: contact.id, deletedAt: null });
    // The inquiry page has no contact to link to any more.
    const page = await api.get<{ customerId: string | null }>(`/api/inquiries/${inquiryId}`);
    expect(page.status).toBe(200);
    expect(page.body.customerId).toBeNull();
  });

  it('refuses a contact who has shoots, saying why', async () => {
    const owner = await createOwner(app);
    const api = apiClient(app, owner);
    const contact = await createContact(app, owner);
    await createShoot(app, owner, { request: { email: contact.email } });
    const res = await api.delete(`/api/customers/${contact.id}`);
    expect(res.status).toBe(409);
    expect(res.body.detail).toBe(messages.customerHasShoots(1));
    expect((await api.get(`/api/customers/${contact.id}`)).status).toBe(200);
  });
});

describe('the contact page summary', () => {
  it('shoots, inquiries, invoices with the total paid, notes and activity, newest first', async () => {
    const owner = await createOwner(app);
    const api = apiClient<TCustomerSummary>(app, owner);
    const contact = await createContact(app, owner, { fullName: 'Mia Wong' });
    const { order } = await createShoot(app, owner, {
      request: { email: contact.email, totalFee: 20000, amountPaid: 5000, note: 'Bring the dog' },
    });
    const inquiryId = await createInquiry(app, owner, contact, {
      note: 'Asked about autumn dates',
      activity: 'Sent an inquiry',
      createdAt: new Date(Date.now() + 60_000),
    });

    const res = await api.get(`/api/customers/${contact.id}/summary`);
    expect(res.status).toBe(200);
    const summary = res.body;
    expect(summary.shoots).toEqual([
      expect.objectContaining({
        id: order.orderId,
        status: 'ACTIVE',
        serviceName: order.service.name,
        serviceColor: order.service.color,
        startTime: order.startTime,
        grandTotal: order.grandTotal,
        amountPaid: order.amountPaid,
        paymentState: order.paymentState,
      }),
    ]);
    expect(summary.inquiries).toEqual([
      expect.objectContaining({ id: inquiryId, isRead: false, orderId: null }),
    ]);
    expect(summary.invoices.map((invoice) => invoice.id).sort()).toEqual(
      order.invoices.map((invoice) => invoice.id).sort(),
    );
    expect(summary.invoices[0]).toMatchObject({
      orderId: order.orderId,
      number: 1,
      serviceColor: order.service.color,
    });
    expect(summary.totals).toEqual({
      shootCount: 1,
      inquiryCount: 1,
      totalPaid: order.amountPaid,
      balanceDue: order.grandTotal - order.amountPaid,
    });
    expect(summary.notes.map((note) => [note.source, note.body])).toEqual([
      ['INQUIRY', 'Asked about autumn dates'],
      ['SHOOT', 'Bring the dog'],
    ]);
    expect(summary.activities[0]).toMatchObject({
      source: 'INQUIRY',
      sourceId: inquiryId,
      summary: 'Sent an inquiry',
    });
    expect(summary.activities.slice(1)).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          source: 'SHOOT',
          sourceId: order.orderId,
          type: 'CREATED_SHOOT',
        }),
      ]),
    );
    const times = summary.activities.map((activity) => activity.createdDate);
    expect([...times].sort().reverse()).toEqual(times);
  });

  it('an empty contact has empty lists and zero totals', async () => {
    const owner = await createOwner(app);
    const contact = await createContact(app, owner);
    const res = await apiClient<TCustomerSummary>(app, owner).get(
      `/api/customers/${contact.id}/summary`,
    );
    expect(res.body).toEqual({
      shoots: [],
      inquiries: [],
      invoices: [],
      notes: [],
      activities: [],
      totals: { shootCount: 0, inquiryCount: 0, totalPaid: 0, balanceDue: 0 },
      listLimit: 100,
    });
  });
});

describe('tenancy', () => {
  it("another business's contact answers 404 on every route, and nothing changes", async () => {
    const a = await createOwner(app);
    const b = await createOwner(app);
    const secret = await createContact(app, a, { fullName: 'Secret Client' });
    const mine = await createContact(app, b);
    const asB = apiClient(app, b);
    const body = contactFields();
    const answers = [
      await asB.get(`/api/customers/${secret.id}`),
      await asB.get(`/api/customers/${secret.id}/summary`),
      await asB.put(`/api/customers/${secret.id}`, body),
      await asB.delete(`/api/customers/${secret.id}`),
      await asB.post(`/api/customers/${secret.id}/merge`, { duplicateIds: [mine.id] }),
      await asB.post(`/api/customers/${mine.id}/merge`, { duplicateIds: [secret.id] }),
      await asB.get('/api/customers/not-a-uuid'),
      await asB.put('/api/customers/not-a-uuid', {}),
    ];
    for (const answer of answers) {
      expect(answer.status).toBe(404);
      expect(answer.body.detail).toBe(messages.customerNotFound);
      expect(JSON.stringify(answer.body)).not.toContain('Secret Client');
    }
    expect((await asB.get<TCustomerPage>('/api/customers')).body.items).toEqual([
      expect.objectContaining({ id: mine.id }),
    ]);
    const still = await apiClient<TCustomer>(app, a).get(`/api/customers/${secret.id}`);
    expect(still.body).toEqual(secret);
  });

  it('a shoot of another business cannot be merged, nor into another business’s contact', async () => {
    const a = await createOwner(app);
    const b = await createOwner(app);
    const { order } = await createShoot(app, a);
    const bContact = await createContact(app, b);
    const aContact = await createContact(app, a);
    const asB = apiClient<TOrder>(app, b);
    const foreignOrder = await asB.patch(`/api/orders/${order.orderId}/merge`, {
      customerId: bContact.id,
    });
    expect(foreignOrder.status).toBe(404);
    expect(foreignOrder.body.detail).toBe(messages.orderNotFound);
    const asA = apiClient<TOrder>(app, a);
    const foreignContact = await asA.patch(`/api/orders/${order.orderId}/merge`, {
      customerId: bContact.id,
    });
    expect(foreignContact.status).toBe(404);
    expect(foreignContact.body.detail).toBe(messages.customerNotFound);
    const [row] = await app.deps.db.select().from(customers).where(eq(customers.id, aContact.id));
    expect(row).toBeDefined();
  });
});
