// Mailchimp and Flodesk against a local stand-in: the key checked when connecting and sealed at
// rest, the audience or segment chosen, and clients who tick the newsletter box on a public form
// queued in the same transaction and sent once by the worker, retried through an outage.
import crypto from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TCheckoutResult, TPublicBusinessPage } from '@studio/shared/booking/contracts';
import { integrationMessages as m } from '@studio/shared/integrations/messages';
import type { TNewsletterLists, TNewsletterState } from '@studio/shared/newsletters/contracts';
import { clientAddress, holdSlot, publicRequest } from '../../test/factories/booking.ts';
import { createOwner, type Owner } from '../../test/factories/owner.ts';
import { createBookingService } from '../../test/factories/service.ts';
import { createSlots } from '../../test/factories/slot.ts';
import { testApp } from '../../test/harness.ts';
import {
  standInMarketing,
  startMarketingStandIn,
  type MarketingStandIn,
} from '../../test/marketing-stand-in.ts';
import { customers } from '../customers/schema.ts';
import { mailchimpSubscriberHash } from './providers.ts';
import { newsletterDepsOf } from './service.ts';
import { newsletterConnections, newsletterOutbox } from './schema.ts';
import { deliverDueSignups } from './worker.ts';

let app: FastifyInstance;
let standIn: MarketingStandIn;
beforeAll(async () => {
  standIn = await startMarketingStandIn();
  app = await testApp({
    mailchimpApiUrl: standIn.env.MAILCHIMP_API_URL,
    flodeskApiUrl: standIn.env.FLODESK_API_URL,
    facebookGraphUrl: standIn.env.FACEBOOK_GRAPH_URL,
  });
});
afterAll(async () => {
  await app.close();
  await standIn.close();
});

const deliver = () =>
  deliverDueSignups({
    deps: newsletterDepsOf(app.deps),
    database: app.deps.database,
    backoffMs: [60_000],
  });

function call(owner: Owner, method: 'GET' | 'POST' | 'DELETE', url: string, payload?: object) {
  return app.inject({
    method,
    url,
    headers: owner.headers,
    ...(payload ? { payload } : {}),
  });
}

async function connectMailchimp(owner: Owner, listId = 'aud001') {
  const connected = await call(owner, 'POST', '/api/options/mailchimp-setup', {
    apiKey: standInMarketing.mailchimpKey,
  });
  expect(connected.statusCode, connected.body).toBe(200);
  const chosen = await call(owner, 'POST', '/api/options/mailchimp-setup', { listId });
  expect(chosen.statusCode, chosen.body).toBe(200);
}

const email = (name: string) => `${name}-${crypto.randomBytes(4).toString('hex')}@Example.com`;

function inquire(owner: Owner, address: string, newsletterConsent?: boolean) {
  return app.inject({
    method: 'POST',
    url: `/api/public/businesses/${owner.business.slug}/inquiries`,
    remoteAddress: clientAddress(),
    payload: {
      serviceSlug: null,
      answers: { fullName: 'Ada King Lovelace', email: address, phone: '555-0101', message: 'Hi' },
      ...(newsletterConsent === undefined ? {} : { newsletterConsent }),
    },
  });
}

const memberPuts = (address: string) =>
  standIn.requests.filter(
    (request) =>
      request.method === 'PUT' &&
      request.path.endsWith(`/members/${mailchimpSubscriberHash(address)}`),
  );

describe('connecting Mailchimp', () => {
  it('refuses a bad key with a clear message, keeps the good one sealed and never returns it', async () => {
    const owner = await createOwner(app);
    const malformed = await call(owner, 'POST', '/api/options/mailchimp-setup', {
      apiKey: 'nodash',
    });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().errors[0]).toEqual({ field: 'apiKey', message: m.mailchimpKeyFormat });

    const refused = await call(owner, 'POST', '/api/options/mailchimp-setup', {
      apiKey: 'ffffffffffffffffffffffffffffffff-us21',
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors[0]).toEqual({
      field: 'apiKey',
      message: m.newsletterKeyRefused('Mailchimp'),
    });
    // A key of another data center is refused by that data center.
    const wrongDc = await call(owner, 'POST', '/api/options/mailchimp-setup', {
      apiKey: standInMarketing.mailchimpKey.replace('-us21', '-us7'),
    });
    expect(wrongDc.statusCode).toBe(400);

    const good = await call(owner, 'POST', '/api/options/mailchimp-setup', {
      apiKey: ` ${standInMarketing.mailchimpKey} `,
    });
    expect(good.statusCode, good.body).toBe(200);
    expect(good.json<TNewsletterState>()).toMatchObject({
      provider: 'MAILCHIMP',
      isConnected: true,
      accountName: standInMarketing.mailchimpAccount,
      listId: null,
    });
    expect(good.body).not.toContain(standInMarketing.mailchimpKey);
    const [row] = await app.deps.db
      .select()
      .from(newsletterConnections)
      .where(eq(newsletterConnections.businessId, owner.businessId));
    expect(row?.apiKeyBox).toMatch(/^v1\./);
    expect(row?.apiKeyBox).not.toContain(standInMarketing.mailchimpKey.slice(0, 12));
    // The official client reached the key's data center with Basic auth.
    const ping = standIn.requests.findLast((request) => request.path === '/us21/3.0/ping');
    expect(ping?.auth).toBe(
      `Basic ${Buffer.from(`user:${standInMarketing.mailchimpKey}`).toString('base64')}`,
    );

    const state = await call(owner, 'GET', '/api/options/mailchimp-setup');
    expect(state.body).not.toContain(standInMarketing.mailchimpKey);
  });

  it('lists the audiences, chooses one (only of the account), and the business lists MAILCHIMP', async () => {
    const owner = await createOwner(app);
    const before = await call(owner, 'GET', `/api/businesses/${owner.businessId}/integrations`);
    expect(before.json()).toEqual([]);
    const notYet = await call(owner, 'GET', '/api/options/mailchimp-setup/lists');
    expect(notYet.statusCode).toBe(404);
    expect(notYet.json().detail).toBe(m.newsletterNotConnected('Mailchimp'));

    await call(owner, 'POST', '/api/options/mailchimp-setup', {
      apiKey: standInMarketing.mailchimpKey,
    });
    const lists = await call(owner, 'GET', '/api/options/mailchimp-setup/lists');
    expect(lists.json<TNewsletterLists>().lists).toEqual(standInMarketing.mailchimpLists);
    const unknown = await call(owner, 'POST', '/api/options/mailchimp-setup', { listId: 'nope' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().errors[0]).toEqual({
      field: 'listId',
      message: m.newsletterListUnknown('audience'),
    });
    const empty = await call(owner, 'POST', '/api/options/mailchimp-setup', {});
    expect(empty.statusCode).toBe(400);
    const chosen = await call(owner, 'POST', '/api/options/mailchimp-setup', { listId: 'aud002' });
    expect(chosen.json<TNewsletterState>()).toMatchObject({
      listId: 'aud002',
      listName: 'Newsletter',
    });
    const after = await call(owner, 'GET', `/api/businesses/${owner.businessId}/integrations`);
    expect(after.json()).toEqual(['MAILCHIMP']);
    // Only now do the public forms show the box.
    const page = await app.inject({
      method: 'GET',
      url: `/api/public/businesses/${owner.business.slug}`,
    });
    expect(page.json<TPublicBusinessPage>().business.hasNewsletter).toBe(true);
  });
});

describe('a client who ticks the newsletter box', () => {
  it('is added once, even with two workers and a worker lost after the provider took them', async () => {
    const owner = await createOwner(app);
    await connectMailchimp(owner);
    const address = email('ada');
    const res = await inquire(owner, address, true);
    expect(res.statusCode, res.body).toBe(200);
    const [customer] = await app.deps.db
      .select()
      .from(customers)
      .where(eq(customers.businessId, owner.businessId));
    expect(customer?.newsletterConsentAt).toBeInstanceOf(Date);
    const queued = await app.deps.db
      .select()
      .from(newsletterOutbox)
      .where(eq(newsletterOutbox.businessId, owner.businessId));
    expect(queued).toHaveLength(1);
    expect(queued[0]).toMatchObject({ status: 'NEW', sourceKind: 'INQUIRY' });

    await Promise.all([deliver(), deliver()]);
    expect(memberPuts(address)).toHaveLength(1);
    const member = standIn.mailchimpMembers.get(`aud001/${mailchimpSubscriberHash(address)}`);
    // The address as the contact form keeps it (lower-cased).
    expect(member).toMatchObject({
      email_address: address.toLowerCase(),
      status: 'subscribed',
      merge_fields: { FNAME: 'Ada', LNAME: 'King Lovelace' },
    });
    const [sent] = await app.deps.db
      .select()
      .from(newsletterOutbox)
      .where(eq(newsletterOutbox.id, queued[0]!.id));
    expect(sent?.status).toBe('SENT');

    // A worker that stopped after Mailchimp took the member but before SENT was committed: the
    // lease lapses and the row is sent again, which leaves the one member as it was.
    await app.deps.db
      .update(newsletterOutbox)
      .set({ status: 'NEW', lockedUntil: new Date(Date.now() - 1000) })
      .where(eq(newsletterOutbox.id, queued[0]!.id));
    await deliver();
    expect(memberPuts(address)).toHaveLength(2);
    const members = [...standIn.mailchimpMembers.values()].filter(
      (each) => each.email_address === address.toLowerCase(),
    );
    expect(members).toHaveLength(1);
    await deliver();
    expect(memberPuts(address)).toHaveLength(2);
  });

  it('is kept through an outage (5xx) and added once the provider answers again', async () => {
    const owner = await createOwner(app);
    await connectMailchimp(owner);
    const address = email('grace');
    expect((await inquire(owner, address, true)).statusCode).toBe(200);
    standIn.failNext(1, 503);
    await deliver();
    const [waiting] = await app.deps.db
      .select()
      .from(newsletterOutbox)
      .where(eq(newsletterOutbox.businessId, owner.businessId));
    expect(waiting).toMatchObject({ status: 'NEW', attempts: 1, lockedUntil: null });
    expect(waiting?.lastError).toContain('Mailchimp');
    expect(waiting!.nextAttemptAt.getTime()).toBeGreaterThan(Date.now() + 30_000);
    // Not due yet: nothing is sent.
    await deliver();
    expect(memberPuts(address)).toHaveLength(1);
    await app.deps.db
      .update(newsletterOutbox)
      .set({ nextAttemptAt: new Date(Date.now() - 1000) })
      .where(eq(newsletterOutbox.id, waiting!.id));
    await deliver();
    expect(memberPuts(address)).toHaveLength(2);
    const [done] = await app.deps.db
      .select()
      .from(newsletterOutbox)
      .where(eq(newsletterOutbox.id, waiting!.id));
    expect(done).toMatchObject({ status: 'SENT', attempts: 2 });
    expect(standIn.mailchimpMembers.has(`aud001/${mailchimpSubscriberHash(address)}`)).toBe(true);
  });

  it('without the box ticked nothing is queued or sent; the consent is refused when not a boolean', async () => {
    const owner = await createOwner(app);
    await connectMailchimp(owner);
    const address = email('nobox');
    expect((await inquire(owner, address)).statusCode).toBe(200);
    expect((await inquire(owner, email('unticked'), false)).statusCode).toBe(200);
    const bad = await inquire(owner, email('bad'), 'yes' as unknown as boolean);
    expect(bad.statusCode).toBe(400);
    const queued = await app.deps.db
      .select()
      .from(newsletterOutbox)
      .where(eq(newsletterOutbox.businessId, owner.businessId));
    expect(queued).toEqual([]);
    await deliver();
    expect(memberPuts(address)).toEqual([]);
    const rows = await app.deps.db
      .select()
      .from(customers)
      .where(eq(customers.businessId, owner.businessId));
    expect(rows.every((row) => row.newsletterConsentAt === null)).toBe(true);
  });

  it('booking with the box ticked queues the client with the booking', async () => {
    const owner = await createOwner(app);
    await connectMailchimp(owner);
    const service = await createBookingService(app, owner, { packageFee: 10_000 });
    const [slot] = await createSlots(app, owner, { serviceId: service.id, count: 1 });
    const hold = await holdSlot(app, service, slot!.id);
    const address = email('booker');
    const res = await publicRequest<TCheckoutResult>(app, 'POST', `${service.path}/checkout`, {
      fullName: 'Booker Client',
      email: address,
      phone: '555-0102',
      holdToken: hold.holdToken,
      packageId: service.packageId,
      newsletterConsent: true,
    });
    expect(res.status, res.text).toBe(200);
    if (res.body.status !== 'CONFIRMED') throw new Error('expected CONFIRMED');
    const [queued] = await app.deps.db
      .select()
      .from(newsletterOutbox)
      .where(eq(newsletterOutbox.businessId, owner.businessId));
    expect(queued).toMatchObject({ sourceKind: 'BOOKING', sourceId: res.body.orderId });
    await deliver();
    expect(memberPuts(address)).toHaveLength(1);
  });
});

describe('Flodesk', () => {
  it('connects with a checked key, chooses a segment and adds the client to it', async () => {
    const owner = await createOwner(app);
    const refused = await call(owner, 'POST', '/api/options/flodesk-setup', { apiKey: 'wrong' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors[0].message).toBe(m.newsletterKeyRefused('Flodesk'));
    const good = await call(owner, 'POST', '/api/options/flodesk-setup', {
      apiKey: standInMarketing.flodeskKey,
    });
    expect(good.statusCode, good.body).toBe(200);
    const lists = await call(owner, 'GET', '/api/options/flodesk-setup/lists');
    expect(lists.json<TNewsletterLists>().lists).toEqual(standInMarketing.flodeskSegments);
    await call(owner, 'POST', '/api/options/flodesk-setup', { listId: 'seg001' });
    const address = email('flo');
    expect((await inquire(owner, address, true)).statusCode).toBe(200);
    await deliver();
    expect(standIn.flodeskSubscribers.get(address.toLowerCase())).toEqual({
      email: address.toLowerCase(),
      first_name: 'Ada',
      segments: ['seg001'],
    });
    const integrations = await call(
      owner,
      'GET',
      `/api/businesses/${owner.businessId}/integrations`,
    );
    expect(integrations.json()).toEqual(['FLODESK']);
  });
});

describe('disconnecting', () => {
  it('removes the sealed key and the waiting signups; a second time is 404', async () => {
    const owner = await createOwner(app);
    await connectMailchimp(owner);
    expect((await inquire(owner, email('left'), true)).statusCode).toBe(200);
    const removed = await call(owner, 'DELETE', '/api/options/mailchimp-setup/integration');
    expect(removed.statusCode).toBe(204);
    const { db } = app.deps;
    expect(
      await db
        .select()
        .from(newsletterConnections)
        .where(eq(newsletterConnections.businessId, owner.businessId)),
    ).toEqual([]);
    expect(
      await db
        .select()
        .from(newsletterOutbox)
        .where(eq(newsletterOutbox.businessId, owner.businessId)),
    ).toEqual([]);
    const state = await call(owner, 'GET', '/api/options/mailchimp-setup');
    expect(state.json<TNewsletterState>().isConnected).toBe(false);
    const again = await call(owner, 'DELETE', '/api/options/mailchimp-setup/integration');
    expect(again.statusCode).toBe(404);
    const page = await app.inject({
      method: 'GET',
      url: `/api/public/businesses/${owner.business.slug}`,
    });
    expect(page.json<TPublicBusinessPage>().business.hasNewsletter).toBe(false);
  });
});
