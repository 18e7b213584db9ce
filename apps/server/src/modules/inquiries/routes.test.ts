import crypto from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TInquiry, TInquiryCounts, TInquiryPage } from '@studio/shared/inquiries/contracts';
import type { TQuestionnaireTemplate } from '@studio/shared/questionnaires/contracts';
import { apiClient } from '../../test/api-client.ts';
import { clientAddress } from '../../test/factories/booking.ts';
import { createOwner, type Owner } from '../../test/factories/owner.ts';
import { createServiceVia } from '../../test/factories/service.ts';
import { testApp } from '../../test/harness.ts';
import { emailOutbox } from '../../platform/mail/schema.ts';
import { customers } from '../customers/schema.ts';
import { notifications } from '../notifications/schema.ts';
import { options } from '../options/schema.ts';
import { services } from '../services/schema.ts';
import { inquiries } from './schema.ts';

let app: FastifyInstance;
beforeAll(async () => {
  app = await testApp();
});
afterAll(() => app.close());

function send(owner: Owner, payload: object) {
  return app.inject({
    method: 'POST',
    url: `/api/public/businesses/${owner.business.slug}/inquiries`,
    // Each from its own address: the public forms are rate limited per address.
    remoteAddress: clientAddress(),
    payload,
  });
}

const basicAnswers = (email = `grace-${crypto.randomBytes(4).toString('hex')}@example.com`) => ({
  fullName: 'Grace Hopper',
  email,
  phone: '555-0101',
  message: 'A family shoot in May?',
});

async function inquiryTemplate(owner: Owner, isDefault: boolean) {
  const res = await apiClient<TQuestionnaireTemplate>(app, owner).post(
    '/api/questionnaire-templates',
    {
      type: 'INQUIRY',
      name: 'Weddings',
      isDefault,
      fields: [
        { id: 'who', type: 'FULL_NAME', label: 'Your names', isRequired: true },
        { id: 'mail', type: 'EMAIL_ADDRESS', label: 'Email', isRequired: true },
        { id: 'day', type: 'WEDDING_DATE', label: 'Wedding date', isRequired: true },
        { id: 'venue', type: 'SELECT', label: 'Venue', options: ['Barn', 'Beach'] },
      ],
    },
  );
  expect(res.status).toBe(201);
  return res.body;
}

describe('a client sends an inquiry', () => {
  it('from the business-wide basic form: an I id, the customer, a notification, the owner email', async () => {
    const owner = await createOwner(app);
    const { db } = app.deps;
    const [known] = await db
      .insert(customers)
      .values({
        businessId: owner.businessId,
        fullName: 'Grace (contact)',
        email: 'grace.known@example.com',
        emailKey: 'grace.known@example.com',
        phone: '',
      })
      .returning();
    const api = apiClient<TInquiryCounts>(app, owner);
    expect((await api.get('/api/inquiries/count')).body).toEqual({ total: 0, totalUnRead: 0 });

    const res = await send(owner, {
      serviceSlug: null,
      answers: { ...basicAnswers('Grace.Known@example.com'), stray: 'ignored' },
    });
    expect(res.statusCode, res.body).toBe(200);
    const { inquiryId } = res.json<{ inquiryId: string }>();
    expect(inquiryId).toMatch(/^I[A-Z2-7]{10}$/);

    const [row] = await db.select().from(inquiries).where(eq(inquiries.id, inquiryId));
    expect(row).toMatchObject({
      businessId: owner.businessId,
      serviceId: null,
      customerId: known?.id,
      fullName: 'Grace Hopper',
      email: 'grace.known@example.com',
      phone: '555-0101',
      isRead: false,
    });
    expect(
      await db.select().from(notifications).where(eq(notifications.businessId, owner.businessId)),
    ).toEqual([
      expect.objectContaining({
        type: 'INQUIRY',
        link: `/inquiries/${inquiryId}`,
        customerName: 'Grace Hopper',
        serviceId: null,
      }),
    ]);
    const [mail] = await db
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.businessId, owner.businessId));
    expect(mail).toMatchObject({
      toAddress: owner.business.email,
      replyTo: 'grace.known@example.com',
      subject: 'New inquiry from Grace Hopper',
    });
    expect(mail?.text).toContain('A family shoot in May?');
    expect(mail?.text).toContain(`/inquiries/${inquiryId}`);

    expect((await api.get('/api/inquiries/count')).body).toEqual({ total: 1, totalUnRead: 1 });
  });

  it("from a service's form, with its inquiry questionnaire and the exact messages", async () => {
    const owner = await createOwner(app);
    const service = await createServiceVia(app, owner, { name: 'Weddings 2031' });
    const template = await inquiryTemplate(owner, false);
    await apiClient(app, owner).put(`/api/services/${service.id}/inquiry-template`, {
      inquiryTemplateId: template.id,
    });

    const bad = await send(owner, {
      serviceSlug: service.slug,
      answers: { who: '', mail: 'nope', day: '2031-02-30', venue: 'Castle' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toEqual([
      { field: 'answers.who', message: 'This field cannot be left blank' },
      { field: 'answers.mail', message: 'Please enter the correct email format' },
      { field: 'answers.day', message: 'Please enter a valid date as YYYY-MM-DD' },
      { field: 'answers.venue', message: 'Please choose a value from the list' },
    ]);
    expect(bad.json().detail).toBe(
      'This field cannot be left blank; Please enter the correct email format; Please enter a valid date as YYYY-MM-DD; Please choose a value from the list',
    );

    const ok = await send(owner, {
      serviceSlug: service.slug,
      answers: { who: 'Ann & Bo', mail: 'ann@example.com', day: '2031-06-21', venue: 'Barn' },
    });
    expect(ok.statusCode, ok.body).toBe(200);
    const { inquiryId } = ok.json<{ inquiryId: string }>();
    const detail = await apiClient<TInquiry>(app, owner).get(`/api/inquiries/${inquiryId}`);
    expect(detail.status).toBe(200);
    expect(detail.body).toMatchObject({
      id: inquiryId,
      fullName: 'Ann & Bo',
      email: 'ann@example.com',
      phone: '',
      serviceId: service.id,
      serviceName: 'Weddings 2031',
      serviceColor: service.color,
      isRead: false,
      orderId: null,
      isServiceDeleted: false,
      answers: [
        { fieldId: 'who', type: 'FULL_NAME', label: 'Your names', value: 'Ann & Bo' },
        { fieldId: 'mail', type: 'EMAIL_ADDRESS', label: 'Email', value: 'ann@example.com' },
        { fieldId: 'day', type: 'WEDDING_DATE', label: 'Wedding date', value: '2031-06-21' },
        { fieldId: 'venue', type: 'SELECT', label: 'Venue', value: 'Barn' },
      ],
    });
    const [notification] = await app.deps.db
      .select()
      .from(notifications)
      .where(eq(notifications.businessId, owner.businessId));
    expect(notification).toMatchObject({ serviceName: 'Weddings 2031', serviceId: service.id });
  });

  it('uses the default inquiry questionnaire for the business-wide form', async () => {
    const owner = await createOwner(app);
    await inquiryTemplate(owner, true);
    const basic = await send(owner, { serviceSlug: null, answers: basicAnswers() });
    expect(basic.statusCode).toBe(400);
    expect(basic.json().errors.map((error: { field: string }) => error.field)).toEqual([
      'answers.who',
      'answers.mail',
      'answers.day',
    ]);
  });

  it('stores nothing when notifications of inquiries are turned off, but still takes the inquiry', async () => {
    const owner = await createOwner(app);
    await app.deps.db.insert(options).values({
      businessId: owner.businessId,
      name: 'notifications',
      value: { disabledAll: false, disabledTypes: ['INQUIRY'] },
    });
    expect((await send(owner, { serviceSlug: null, answers: basicAnswers() })).statusCode).toBe(
      200,
    );
    expect(
      await app.deps.db
        .select()
        .from(notifications)
        .where(eq(notifications.businessId, owner.businessId)),
    ).toEqual([]);
  });

  it('is closed for unknown businesses and services that are not bookable', async () => {
    const owner = await createOwner(app);
    const service = await createServiceVia(app, owner);
    await app.deps.db
      .update(services)
      .set({ isPaused: true })
      .where(and(eq(services.id, service.id), eq(services.businessId, owner.businessId)));
    const paused = await send(owner, { serviceSlug: service.slug, answers: basicAnswers() });
    expect(paused.statusCode).toBe(404);
    expect(paused.json().detail).toBe(
      'This booking page does not exist or is not open for booking',
    );
    const unknown = await send(owner, { serviceSlug: 'no-such-service', answers: basicAnswers() });
    expect(unknown.statusCode).toBe(404);
    const nobody = await app.inject({
      method: 'POST',
      url: '/api/public/businesses/no-such-business-here/inquiries',
      payload: { serviceSlug: null, answers: basicAnswers() },
    });
    expect(nobody.statusCode).toBe(404);
  });
});

describe("the owner's inquiries", () => {
  it('lists newest first, counts unread, marks read and deletes', async () => {
    const owner = await createOwner(app);
    const { db } = app.deps;
    const ids: string[] = [];
    for (let i = 0; i < 3; i += 1) {
      const res = await send(owner, { serviceSlug: null, answers: basicAnswers() });
      ids.push(res.json<{ inquiryId: string }>().inquiryId);
    }
    // Distinct creation times, oldest first.
    for (const [index, id] of ids.entries()) {
      await db
        .update(inquiries)
        .set({ createdAt: new Date(Date.now() - (3 - index) * 60_000) })
        .where(and(eq(inquiries.id, id), eq(inquiries.businessId, owner.businessId)));
    }
    const api = apiClient<TInquiryPage>(app, owner);
    const page = await api.get('/api/inquiries?page=1');
    expect(page.status).toBe(200);
    expect(page.body).toMatchObject({ total: 3, page: 1, size: 50 });
    expect(page.body.items.map((item) => item.id)).toEqual([...ids].reverse());
    expect(page.body.items[0]).toMatchObject({
      fullName: 'Grace Hopper',
      phone: '555-0101',
      serviceName: null,
      serviceColor: null,
      isRead: false,
    });
    expect((await api.get('/api/inquiries?page=2')).body.items).toEqual([]);

    const read = await api.patch<TInquiry>(`/api/inquiries/${ids[0]}/mark-as-read`);
    expect(read.status).toBe(200);
    expect(read.body.isRead).toBe(true);
    expect((await api.get<TInquiryCounts>('/api/inquiries/count')).body).toEqual({
      total: 3,
      totalUnRead: 2,
    });
    // Marking it again changes nothing.
    await api.patch(`/api/inquiries/${ids[0]}/mark-as-read`);
    expect((await api.get<TInquiryCounts>('/api/inquiries/count')).body.totalUnRead).toBe(2);

    expect((await api.delete(`/api/inquiries/${ids[1]}`)).status).toBe(200);
    expect((await api.get<TInquiryCounts>('/api/inquiries/count')).body).toEqual({
      total: 2,
      totalUnRead: 1,
    });
    expect((await api.get(`/api/inquiries/${ids[1]}`)).status).toBe(404);
    expect((await api.delete(`/api/inquiries/${ids[1]}`)).status).toBe(404);
    expect((await api.get('/api/inquiries')).body.items.map((item) => item.id)).toEqual([
      ids[2],
      ids[0],
    ]);
  });

  it('says when the service of an inquiry was deleted since', async () => {
    const owner = await createOwner(app);
    const service = await createServiceVia(app, owner, { name: 'Autumn 2031' });
    const res = await send(owner, { serviceSlug: service.slug, answers: basicAnswers() });
    const { inquiryId } = res.json<{ inquiryId: string }>();
    const api = apiClient<TInquiry>(app, owner);
    expect((await api.get(`/api/inquiries/${inquiryId}`)).body).toMatchObject({
      serviceName: 'Autumn 2031',
      isServiceDeleted: false,
    });
    expect((await api.delete(`/api/services/${service.id}`)).status).toBe(200);
    expect((await api.get(`/api/inquiries/${inquiryId}`)).body).toMatchObject({
      serviceId: service.id,
      serviceName: 'Autumn 2031',
      isServiceDeleted: true,
    });
  });

  it("answers 404 for another business's inquiry", async () => {
    const owner = await createOwner(app);
    const stranger = await createOwner(app);
    const { inquiryId } = (await send(owner, { serviceSlug: null, answers: basicAnswers() })).json<{
      inquiryId: string;
    }>();
    const api = apiClient<TInquiryCounts>(app, stranger);
    expect((await api.get(`/api/inquiries/${inquiryId}`)).status).toBe(404);
    expect((await api.patch(`/api/inquiries/${inquiryId}/mark-as-read`)).status).toBe(404);
    expect((await api.delete(`/api/inquiries/${inquiryId}`)).status).toBe(404);
    expect((await api.get('/api/inquiries/count')).body).toEqual({ total: 0, totalUnRead: 0 });
    expect((await api.get('/api/inquiries/not-an-inquiry')).status).toBe(404);
    const [row] = await app.deps.db.select().from(inquiries).where(eq(inquiries.id, inquiryId));
    expect(row?.isRead).toBe(false);
    expect(row?.deletedAt).toBeNull();
  });
});
