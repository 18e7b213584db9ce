import { and, eq, isNotNull } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  TEmailPreview,
  TEmailTemplate,
  TEmailTemplatePage,
  TReplaceEmailsAnswer,
} from '@studio/shared/emails/contracts';
import { serviceKinds } from '@studio/shared/enums';
import { registerAccount } from '../../test/factories/account.ts';
import { createContact } from '../../test/factories/customer.ts';
import { uploadImage } from '../../test/factories/image.ts';
import { createInquiry } from '../../test/factories/inquiry.ts';
import { createShoot } from '../../test/factories/order.ts';
import { createOwner, setBusinessTimeZone, type Owner } from '../../test/factories/owner.ts';
import { testApp } from '../../test/harness.ts';
import { defaultTemplates } from './defaults.ts';
import { emailTemplates } from './schema.ts';
import { ensureDefaultTemplates } from './service.ts';

let app: FastifyInstance;
let owner: Owner;
let other: Owner;

beforeAll(async () => {
  app = await testApp();
  owner = await createOwner(app);
  other = await createOwner(app);
});
afterAll(() => app.close());

type Call = {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  url: string;
  payload?: unknown;
  as?: Owner;
};

function call({ method, url, payload, as = owner }: Call) {
  return app.inject({
    method,
    url,
    headers: as.headers,
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
}

const valid = {
  name: 'Gallery delivery',
  subject: 'Your gallery is ready, [Client First Name]',
  content: '<p>Hi [Client First Name],</p><p>Your photos from [Shoot Date] are ready.</p>',
};

async function createTemplate(as: Owner = owner, extra: Record<string, unknown> = {}) {
  const res = await call({
    method: 'POST',
    url: '/api/email-templates',
    payload: { ...valid, ...extra },
    as,
  });
  expect(res.statusCode).toBe(201);
  return res.json<TEmailTemplate>();
}

async function defaultsOf(businessId: string) {
  return app.deps.db
    .select({ kind: emailTemplates.kind, name: emailTemplates.name })
    .from(emailTemplates)
    .where(and(eq(emailTemplates.businessId, businessId), isNotNull(emailTemplates.kind)));
}

describe('default templates', () => {
  it('are made with a business at sign-up', async () => {
    const account = await registerAccount(app);
    const rows = await defaultsOf(account.businessId);
    expect(rows.map((row) => row.kind).sort()).toEqual(
      [
        'BOOKING_CONFIRMATION',
        'CONTRACT_SIGNING',
        'INITIAL_INQUIRY_RESPONSE',
        'PAYMENT_REMINDER',
        'QUESTIONNAIRE_REMINDER',
        'SHOOT_REMINDER',
        'THANK_YOU',
      ].sort(),
    );
  });

  it('are made for an older business on its first read, once even when two reads race', async () => {
    const fresh = await createOwner(app);
    expect(await defaultsOf(fresh.businessId)).toEqual([]);
    await Promise.all([
      ensureDefaultTemplates(app.deps.db, { businessId: fresh.businessId }),
      ensureDefaultTemplates(app.deps.db, { businessId: fresh.businessId }),
      call({ method: 'GET', url: '/api/email-templates', as: fresh }),
    ]);
    expect(await defaultsOf(fresh.businessId)).toHaveLength(7);

    const list = await call({ method: 'GET', url: '/api/email-templates', as: fresh });
    const page = list.json<TEmailTemplatePage>();
    expect(page.total).toBe(7);
    expect(page.items.map((item) => item.name)).toEqual([
      'Initial inquiry response',
      'Booking confirmation',
      'Contract to sign',
      'Payment reminder',
      'Questionnaire reminder',
      'Shoot reminder',
      'Thank you after the shoot',
    ]);
    expect(page.items.every((item) => item.isDefault && !item.isChanged)).toBe(true);
  });

  it('can be changed and reverted, not deleted', async () => {
    const fresh = await createOwner(app);
    const payment = await call({
      method: 'GET',
      url: '/api/email-templates/payment-reminder',
      as: fresh,
    });
    const original = payment.json<TEmailTemplate>();
    expect(original).toMatchObject({ kind: 'PAYMENT_REMINDER', isDefault: true, isChanged: false });

    const changed = await call({
      method: 'PUT',
      url: `/api/email-templates/${original.id}`,
      payload: { ...valid, name: 'My reminder' },
      as: fresh,
    });
    expect(changed.json()).toMatchObject({ name: 'My reminder', isDefault: true, isChanged: true });

    const deleted = await call({
      method: 'DELETE',
      url: `/api/email-templates/${original.id}`,
      as: fresh,
    });
    expect(deleted.statusCode).toBe(409);
    expect(deleted.json().detail).toBe(
      'A default email template cannot be deleted. You can restore its original text instead.',
    );

    const reverted = await call({
      method: 'POST',
      url: `/api/email-templates/${original.id}/reverse`,
      as: fresh,
    });
    expect(reverted.statusCode).toBe(200);
    expect(reverted.json()).toMatchObject({
      id: original.id,
      name: defaultTemplates.PAYMENT_REMINDER.name,
      subject: defaultTemplates.PAYMENT_REMINDER.subject,
      content: original.content,
      isChanged: false,
    });

    const own = await createTemplate(fresh);
    const notDefault = await call({
      method: 'POST',
      url: `/api/email-templates/${own.id}/reverse`,
      as: fresh,
    });
    expect(notDefault.statusCode).toBe(409);
  });
});

describe('template CRUD', () => {
  it('creates, reads, updates, lists and deletes, sanitising the content', async () => {
    const created = await createTemplate(owner, {
      content: '<p onclick="x()">Hi [Client Full Name]<script>alert(1)</script></p>',
      isPrivate: true,
    });
    expect(created).toMatchObject({
      name: valid.name,
      subject: valid.subject,
      content: '<p>Hi [Client Full Name]</p>',
      isPrivate: true,
      attachment: null,
      kind: null,
      isDefault: false,
      isChanged: false,
    });

    const read = await call({ method: 'GET', url: `/api/email-templates/${created.id}` });
    expect(read.json()).toEqual(created);

    const image = await uploadImage(app, owner);
    const updated = await call({
      method: 'PUT',
      url: `/api/email-templates/${created.id}`,
      payload: { ...valid, name: 'Renamed', attachmentId: image.id },
    });
    expect(updated.statusCode).toBe(200);
    expect(updated.json()).toMatchObject({
      name: 'Renamed',
      isPrivate: false,
      attachment: { id: image.id, url: image.url },
    });

    const privateOnly = await call({
      method: 'GET',
      url: '/api/email-templates?search=renam',
    });
    expect(privateOnly.json<TEmailTemplatePage>().items.map((item) => item.id)).toEqual([
      created.id,
    ]);

    const picker = await call({ method: 'GET', url: '/api/email-templates/workflow' });
    const pickerIds = picker.json<{ id: string; isDefault: boolean }[]>();
    expect(pickerIds.slice(0, 6).every((item) => item.isDefault)).toBe(true);
    expect(pickerIds.map((item) => item.id)).toContain(created.id);

    const removed = await call({ method: 'DELETE', url: `/api/email-templates/${created.id}` });
    expect(removed.statusCode).toBe(200);
    const gone = await call({ method: 'GET', url: `/api/email-templates/${created.id}` });
    expect(gone.statusCode).toBe(404);
  });

  it('answers the exact messages word for word', async () => {
    const empty = await call({ method: 'POST', url: '/api/email-templates', payload: {} });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().errors).toEqual([
      { field: 'name', message: 'This field cannot be left blank' },
      { field: 'subject', message: 'This field cannot be left blank' },
      { field: 'content', message: 'This field cannot be left blank' },
    ]);

    const long = await call({
      method: 'POST',
      url: '/api/email-templates',
      payload: { ...valid, subject: 's'.repeat(901) },
    });
    expect(long.statusCode).toBe(400);
    expect(long.json().errors).toEqual([
      { field: 'subject', message: 'The subject must be less than 900 characters' },
    ]);

    const twoLines = await call({
      method: 'POST',
      url: '/api/email-templates',
      payload: { ...valid, subject: 'Hello\r\nBcc: x@example.com' },
    });
    expect(twoLines.json().errors).toEqual([
      { field: 'subject', message: 'The subject cannot contain line breaks' },
    ]);

    const onlyScript = await call({
      method: 'POST',
      url: '/api/email-templates',
      payload: { ...valid, content: '<script>alert(1)</script>' },
    });
    expect(onlyScript.statusCode).toBe(400);
    expect(onlyScript.json().errors).toEqual([
      { field: 'content', message: 'This field cannot be left blank' },
    ]);

    const foreignFile = await uploadImage(app, other);
    const attachment = await call({
      method: 'POST',
      url: '/api/email-templates',
      payload: { ...valid, attachmentId: foreignFile.id },
    });
    expect(attachment.statusCode).toBe(400);
    expect(attachment.json().errors).toEqual([
      {
        field: 'attachmentId',
        message: 'This attachment was not found. Please upload it again.',
      },
    ]);
  });

  it('answers 404 for another business’s template on every route', async () => {
    const theirs = await createTemplate(other);
    const notFound = 'This email template does not exist or was deleted';
    for (const [method, url, payload] of [
      ['GET', `/api/email-templates/${theirs.id}`, undefined],
      ['PUT', `/api/email-templates/${theirs.id}`, valid],
      ['DELETE', `/api/email-templates/${theirs.id}`, undefined],
      ['POST', `/api/email-templates/${theirs.id}/reverse`, undefined],
    ] as const) {
      const res = await call({ method, url, payload });
      expect(res.statusCode, `${method} ${url}`).toBe(404);
      expect(res.json().detail).toBe(notFound);
    }
    const send = await call({
      method: 'POST',
      url: '/api/emails/test',
      payload: { templateId: theirs.id },
    });
    expect(send.statusCode).toBe(404);
    const list = await call({ method: 'GET', url: '/api/email-templates?size=100' });
    expect(list.json<TEmailTemplatePage>().items.map((item) => item.id)).not.toContain(theirs.id);
    // Still there for its owner.
    const mine = await call({ method: 'GET', url: `/api/email-templates/${theirs.id}`, as: other });
    expect(mine.statusCode).toBe(200);
  });
});

describe('previews and placeholder values', () => {
  it('renders every template for a shoot with its values, escaped', async () => {
    const business = await createOwner(app, { businessName: 'Light & Co' });
    await setBusinessTimeZone(app, business.businessId, 'America/New_York');
    const { order } = await createShoot(app, business, {
      kind: serviceKinds.SESSION_TYPES,
      request: {
        fullName: 'Ana <b>Lima</b>',
        date: '2031-07-04',
        startTime: '10:00',
        shootLocation: 'Central Park',
      },
    });
    const res = await call({
      method: 'GET',
      url: `/api/email-templates/orders/${order.orderId}`,
      as: business,
    });
    expect(res.statusCode).toBe(200);
    const previews = res.json<TEmailPreview[]>();
    const confirmation = previews.find((preview) => preview.kind === 'BOOKING_CONFIRMATION');
    expect(confirmation?.subject).toMatch(/^Your .+ session with Light & Co is confirmed$/);
    expect(confirmation?.html).toContain('Hi Ana,');
    expect(confirmation?.html).toContain('Jul 4, 2031');
    expect(confirmation?.html).toContain('10:00 AM');
    expect(confirmation?.html).toContain('America/New_York');
    expect(confirmation?.html).toContain('Central Park');
    expect(confirmation?.html).toContain('Light &amp; Co');
    expect(confirmation?.html).toContain(`/booking/${order.orderId}.`);
    expect(confirmation?.text).toContain('Light & Co');

    const foreign = await call({
      method: 'GET',
      url: `/api/email-templates/orders/${order.orderId}`,
      as: other,
    });
    expect(foreign.statusCode).toBe(404);

    const values = await call({
      method: 'GET',
      url: `/api/emails/replace-emails?orderId=${order.orderId}`,
      as: business,
    });
    const answer = values.json<TReplaceEmailsAnswer>();
    expect(answer.values['[Client Full Name]']).toBe('Ana <b>Lima</b>');
    expect(answer.values['[Shoot Location]']).toBe('Central Park');
    expect(answer.values['[Contract Link]']).toBeNull();
    expect(Array.isArray(answer.values['[Payment Schedule]'])).toBe(true);
  });

  it('renders for a service with the business values and lists the placeholders', async () => {
    const { service } = await createShoot(app, owner, {
      kind: serviceKinds.SESSION_TYPES,
      name: 'Newborn',
    });
    const res = await call({
      method: 'GET',
      url: `/api/email-templates/services?serviceId=${service.id}`,
    });
    expect(res.statusCode).toBe(200);
    const inquiry = res
      .json<TEmailPreview[]>()
      .find((preview) => preview.kind === 'INITIAL_INQUIRY_RESPONSE');
    expect(inquiry?.html).toContain('about Newborn');
    expect(inquiry?.html).toContain('Hi ----,');
    const foreign = await call({
      method: 'GET',
      url: `/api/email-templates/services?serviceId=${service.id}`,
      as: other,
    });
    expect(foreign.statusCode).toBe(404);

    const catalogue = await call({ method: 'GET', url: '/api/emails/placeholders' });
    expect(catalogue.json<{ token: string; group: string }[]>()).toContainEqual(
      expect.objectContaining({ token: '[Booking Manage Link]', group: 'LINKS' }),
    );
  });

  it('renders for an inquiry with the shoot values missing', async () => {
    const client = await createContact(app, owner, { fullName: 'Bea Costa' });
    const inquiryId = await createInquiry(app, owner, client);
    const res = await call({ method: 'GET', url: `/api/email-templates/inquiries/${inquiryId}` });
    expect(res.statusCode).toBe(200);
    const reminder = res
      .json<TEmailPreview[]>()
      .find((preview) => preview.kind === 'SHOOT_REMINDER');
    expect(reminder?.subject).toBe('See you soon: your session on ----');
    expect(reminder?.html).toContain('Hi Bea,');

    const values = await call({
      method: 'GET',
      url: `/api/emails/replace-emails?inquiryId=${inquiryId}`,
    });
    expect(values.json<TReplaceEmailsAnswer>().values['[Client Email]']).toBe(client.email);
    const both = await call({
      method: 'GET',
      url: `/api/emails/replace-emails?inquiryId=${inquiryId}&orderId=O123`,
    });
    expect(both.statusCode).toBe(400);
  });
});
