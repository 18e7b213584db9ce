import crypto from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TWaitlistEntry, TWaitlistPage } from '@studio/shared/waitlist/contracts';
import { apiClient } from '../../test/api-client.ts';
import { createOwner, type Owner } from '../../test/factories/owner.ts';
import { createServiceVia } from '../../test/factories/service.ts';
import { testApp } from '../../test/harness.ts';
import { emailOutbox } from '../../platform/mail/schema.ts';
import { customers } from '../customers/schema.ts';
import { notifications } from '../notifications/schema.ts';
import { services } from '../services/schema.ts';
import { waitlistEntries } from './schema.ts';

let app: FastifyInstance;
beforeAll(async () => {
  app = await testApp();
});
afterAll(() => app.close());

type Setup = { owner: Owner; serviceId: string; url: string };

async function setup(): Promise<Setup> {
  const owner = await createOwner(app);
  const service = await createServiceVia(app, owner, { name: 'Spring Minis' });
  const url = `/api/public/businesses/${owner.business.slug}/services/${service.slug}/waitlist`;
  return { owner, serviceId: service.id, url };
}

function join(url: string, payload: object, remoteAddress = '127.0.0.1') {
  return app.inject({ method: 'POST', url, payload, remoteAddress });
}

const client = (email = `ada-${crypto.randomBytes(4).toString('hex')}@example.com`) => ({
  fullName: 'Ada Lovelace',
  email,
  phone: '+1 555 0100',
  note: 'Any Saturday works',
});

describe('joining a waitlist', () => {
  it('adds the entry, matches the customer, notifies and emails the owner in one go', async () => {
    const { owner, serviceId, url } = await setup();
    const { db } = app.deps;
    const existing = await db
      .insert(customers)
      .values({
        businessId: owner.businessId,
        fullName: 'Ada (contact)',
        email: 'ada.known@example.com',
        emailKey: 'ada.known@example.com',
        phone: '',
      })
      .returning();
    const res = await join(url, client('Ada.Known@Example.com'));
    expect(res.statusCode, res.body).toBe(200);
    const { entryId } = res.json<{ entryId: string }>();

    const [entry] = await db.select().from(waitlistEntries).where(eq(waitlistEntries.id, entryId));
    expect(entry).toMatchObject({
      businessId: owner.businessId,
      serviceId,
      customerId: existing[0]?.id,
      fullName: 'Ada Lovelace',
      email: 'ada.known@example.com',
      note: 'Any Saturday works',
    });
    const stored = await db
      .select()
      .from(notifications)
      .where(eq(notifications.businessId, owner.businessId));
    expect(stored).toEqual([
      expect.objectContaining({
        type: 'WAITLISTED',
        link: `/services/${serviceId}/booking`,
        customerName: 'Ada Lovelace',
        serviceName: 'Spring Minis',
      }),
    ]);
    const mail = await db
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.businessId, owner.businessId));
    expect(mail).toEqual([
      expect.objectContaining({
        toAddress: owner.business.email,
        replyTo: 'ada.known@example.com',
        subject: 'Ada Lovelace joined the waitlist for Spring Minis',
      }),
    ]);

    // Joining again updates the same entry, and the owner hears of it once.
    const again = await join(url, { ...client('ada.known@example.com'), phone: '555 0199' });
    expect(again.json()).toEqual({ entryId });
    const entries = await db
      .select()
      .from(waitlistEntries)
      .where(eq(waitlistEntries.serviceId, serviceId));
    expect(entries.map((row) => row.phone)).toEqual(['555 0199']);
    expect(
      await db.select().from(notifications).where(eq(notifications.businessId, owner.businessId)),
    ).toHaveLength(1);
  });

  it('answers the exact messages for bad contact details', async () => {
    const { url } = await setup();
    const res = await join(url, { fullName: '', email: 'nope', phone: 'abc' });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual([
      { field: 'fullName', message: 'This field cannot be left blank' },
      { field: 'email', message: 'Please enter the correct email format' },
      { field: 'phone', message: 'Please enter the correct phone number format' },
    ]);
  });

  it('is closed for private, paused and deleted services and unknown businesses', async () => {
    const { owner, serviceId, url } = await setup();
    const { db } = app.deps;
    const ofService = and(eq(services.id, serviceId), eq(services.businessId, owner.businessId));
    for (const change of [{ isPrivate: true }, { isPaused: true }, { deletedAt: new Date() }]) {
      await db
        .update(services)
        .set({ isPrivate: false, isPaused: false, deletedAt: null, ...change })
        .where(ofService);
      const res = await join(url, client());
      expect(res.statusCode).toBe(404);
      expect(res.json().detail).toBe('This booking page does not exist or is not open for booking');
    }
    const unknown = url.replace(
      owner.business.slug,
      `nobody-${crypto.randomBytes(4).toString('hex')}`,
    );
    expect((await join(unknown, client())).statusCode).toBe(404);
  });

  it('limits how often one address may join', async () => {
    const limited = await testApp({ rateLimitEnabled: true });
    try {
      const { url } = await setup();
      const address = `10.${crypto.randomInt(255)}.${crypto.randomInt(255)}.${crypto.randomInt(255)}`;
      const send = () =>
        limited.inject({ method: 'POST', url, payload: client(), remoteAddress: address });
      for (let i = 0; i < 20; i += 1) expect((await send()).statusCode).toBe(200);
      const refused = await send();
      expect(refused.statusCode).toBe(429);
      expect(refused.headers['retry-after']).toBeDefined();
    } finally {
      await limited.close();
    }
  });
});

describe("the owner's waitlist", () => {
  it('lists newest first, emails an entry and deletes one', async () => {
    const { owner, serviceId, url } = await setup();
    const { db } = app.deps;
    const first = (await join(url, client())).json<{ entryId: string }>().entryId;
    const second = (await join(url, client())).json<{ entryId: string }>().entryId;
    await db
      .update(waitlistEntries)
      .set({ createdAt: new Date(Date.now() - 60_000) })
      .where(eq(waitlistEntries.id, first));
    const api = apiClient<TWaitlistPage>(app, owner);
    const page = await api.get(`/api/services/${serviceId}/waitlist`);
    expect(page.status).toBe(200);
    expect(page.body).toMatchObject({ total: 2, page: 1, size: 50 });
    expect(page.body.items.map((item) => item.id)).toEqual([second, first]);
    expect(page.body.items[0]?.emailedAt).toBeNull();
    expect((await api.get(`/api/services/${serviceId}/waitlist?page=2`)).body.items).toEqual([]);

    const emailUrl = `/api/services/${serviceId}/waitlist/${first}/email`;
    const blank = await api.post(emailUrl, { subject: 'Line one\nline two', message: '' });
    expect(blank.status).toBe(400);
    expect(blank.body.errors).toEqual([
      { field: 'subject', message: 'The subject cannot contain line breaks' },
      { field: 'message', message: 'This field cannot be left blank' },
    ]);
    const long = await api.post(emailUrl, { subject: 'x'.repeat(901), message: 'Hi' });
    expect(long.body.detail).toBe('The subject must be less than 900 characters');

    const sent = await api.post<TWaitlistEntry>(emailUrl, {
      subject: 'A time opened up',
      message: 'Hi Ada,\n\nSaturday 10:00 is free again.',
    });
    expect(sent.status).toBe(200);
    expect(sent.body.id).toBe(first);
    expect(sent.body.emailedAt).not.toBeNull();
    const [entry] = await db.select().from(waitlistEntries).where(eq(waitlistEntries.id, first));
    const [mail] = await db
      .select()
      .from(emailOutbox)
      .where(
        and(
          eq(emailOutbox.businessId, owner.businessId),
          eq(emailOutbox.subject, 'A time opened up'),
        ),
      );
    expect(mail).toMatchObject({
      toAddress: entry?.email,
      replyTo: owner.business.email,
      text: 'Hi Ada,\n\nSaturday 10:00 is free again.',
    });

    expect((await api.delete(`/api/orders/${second}/waitlist`)).status).toBe(200);
    expect((await api.delete(`/api/orders/${second}/waitlist`)).status).toBe(404);
    expect((await api.get(`/api/services/${serviceId}/waitlist`)).body.total).toBe(1);
  });

  it("answers 404 for another business's service or entry", async () => {
    const { serviceId, url } = await setup();
    const stranger = await createOwner(app);
    const entryId = (await join(url, client())).json<{ entryId: string }>().entryId;
    const api = apiClient(app, stranger);
    expect((await api.get(`/api/services/${serviceId}/waitlist`)).status).toBe(404);
    expect(
      (await api.post(`/api/services/${serviceId}/waitlist/${entryId}/email`, {})).status,
    ).toBe(404);
    expect((await api.delete(`/api/orders/${entryId}/waitlist`)).status).toBe(404);
    expect((await api.delete('/api/orders/not-a-uuid/waitlist')).status).toBe(404);

    // Their own service with someone else's entry id is no better.
    const theirs = await createServiceVia(app, stranger);
    expect(
      (
        await api.post(`/api/services/${theirs.id}/waitlist/${entryId}/email`, {
          subject: 'Hi',
          message: 'Hi',
        })
      ).status,
    ).toBe(404);
  });
});
