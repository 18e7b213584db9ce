// Emails from template to mailbox: composed, queued, delivered by the real mail worker to a real
// SMTP server in this process, parsed back; then the tracking image and links, and the retry of a
// failed send. The app runs on a database of this file's own, so the worker claims only its rows.
import crypto from 'node:crypto';
import os from 'node:os';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ParsedMail } from 'mailparser';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { serviceKinds } from '@studio/shared/enums';
import type { TEmailSent, TEmailTemplate } from '@studio/shared/emails/contracts';
import type { TOrder } from '@studio/shared/orders/contracts';
import { buildApp } from '../../app.ts';
import { emailOutbox } from '../../platform/mail/schema.ts';
import { createMailTransport, type MailLogger } from '../../platform/mail/transport.ts';
import { deliverDueEmails } from '../../platform/mail/worker.ts';
import { createContact } from '../../test/factories/customer.ts';
import { createInquiry } from '../../test/factories/inquiry.ts';
import { createShoot } from '../../test/factories/order.ts';
import { createShootService, type ShootService } from '../../test/factories/service.ts';
import { createOwner, setBusinessTimeZone, type Owner } from '../../test/factories/owner.ts';
import { testConfig } from '../../test/harness.ts';
import { emailSettingsOf } from './settings.ts';
import { createOwnDatabase, type OwnDatabase } from '../../test/own-database.ts';
import { startSmtpListener, type SmtpListener } from '../../test/smtp-listener.ts';
import { businesses } from '../businesses/schema.ts';
import { orderActivities, orders } from '../orders/schema.ts';
import { deliveryStatusesOf, EmailComposer, retryDelivery } from './compose.ts';

const appUrl = 'https://studio.test';
const quietLog: MailLogger = { info: () => {}, warn: () => {}, error: () => {} };

let own: OwnDatabase;
let app: FastifyInstance;
let smtp: SmtpListener;
let owner: Owner;
let composer: EmailComposer;

beforeAll(async () => {
  own = await createOwnDatabase(inject('testDatabaseUrl'));
  app = await buildApp(testConfig({ appUrl }), { database: own.handle });
  await app.ready();
  composer = new EmailComposer(emailSettingsOf(app.deps));
  smtp = await startSmtpListener();
  owner = await createOwner(app, { businessName: 'Light & Co Photography' });
  await setBusinessTimeZone(app, owner.businessId, 'America/New_York');
  await app.deps.db
    .update(businesses)
    .set({ brandColor: '#7A3E9D', logoUrl: '/uploads/logo/brand.png', phone: '+1 555 0199' })
    .where(eq(businesses.id, owner.businessId));
});

afterAll(async () => {
  await smtp.close();
  await app.close();
  await own.drop();
});

/** Runs the mail worker once against the SMTP listener; answers the messages it received. */
async function deliver(): Promise<void> {
  const transport = createMailTransport({ smtpUrl: smtp.url, dataDir: os.tmpdir(), log: quietLog });
  try {
    await deliverDueEmails({
      database: own.handle,
      transport,
      from: 'Studio <no-reply@studio.test>',
      log: quietLog,
    });
  } finally {
    transport.close();
  }
}

function receivedFor(outboxId: string): ParsedMail {
  const found = smtp.received.find((received) => received.outboxId === outboxId);
  if (!found) throw new Error(`no message received for ${outboxId}`);
  return found.mail;
}

async function statusOf(outboxId: string) {
  const statuses = await deliveryStatusesOf(app.deps.db, {
    businessId: owner.businessId,
    outboxIds: [outboxId],
  });
  return statuses.get(outboxId);
}

let shootsMade = 0;
let service: ShootService;

/**
 * A full session at 10:00 New York on 2031-03-10, the day after clocks move forward, with an
 * add-on; each further shoot a day later, so none conflicts with another.
 */
async function shootAfterDstChange(): Promise<TOrder> {
  service ??= await createShootService(app, owner, {
    kind: serviceKinds.SESSION_TYPES,
    name: 'Family session',
    addons: [{ name: 'Extra hour', fee: 5000 }],
  });
  const date = `2031-03-${String(10 + shootsMade).padStart(2, '0')}`;
  shootsMade += 1;
  const { order } = await createShoot(app, owner, {
    serviceId: service.id,
    request: {
      fullName: 'Ana Lima',
      date,
      startTime: '10:00',
      shootLocation: 'Prospect Park',
      addons: service.addonIds.map((addonId) => ({ addonId, quantity: 1 })),
    },
  });
  return order;
}

const pdfBytes = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');

/** An attachment uploaded as the template form uploads it (POST /api/upload). */
async function uploadFile(fileName: string, contentType: string, data: Buffer) {
  const boundary = `----emails${crypto.randomBytes(6).toString('hex')}`;
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${fileName}"\r\n` +
        `Content-Type: ${contentType}\r\n\r\n`,
    ),
    data,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  const res = await app.inject({
    method: 'POST',
    url: '/api/upload',
    headers: { ...owner.headers, 'content-type': `multipart/form-data; boundary=${boundary}` },
    payload,
  });
  if (res.statusCode !== 200) throw new Error(`upload failed: ${res.statusCode} ${res.body}`);
  return res.json<{ id: string }>();
}

describe('a booking confirmation', () => {
  it('arrives branded, with a text part, the time in its zone, the manage link and an .ics', async () => {
    const order = await shootAfterDstChange();
    const outboxId = await app.deps.db.transaction(async (tx) => {
      const email = await composer.composeDefault(tx, {
        businessId: owner.businessId,
        about: { orderId: order.orderId },
        kind: 'BOOKING_CONFIRMATION',
      });
      return composer.enqueue(tx, { businessId: owner.businessId, email });
    });
    expect(await statusOf(outboxId)).toEqual({
      status: 'NEW',
      reason: null,
      isRetrying: false,
      sentAt: null,
    });
    await deliver();
    const mail = receivedFor(outboxId);

    expect(mail.subject).toBe(
      'Your Family session session with Light & Co Photography is confirmed',
    );
    expect(mail.from?.value).toEqual([
      { name: 'Light & Co Photography', address: 'no-reply@studio.test' },
    ]);
    expect(mail.replyTo?.value[0]?.address).toBe(owner.email);
    expect(mail.to && 'text' in mail.to ? mail.to.text : '').toBe(order.email);

    const html = String(mail.html);
    expect(html).toContain('src="https://studio.test/uploads/logo/brand.png"');
    expect(html).toContain('#7A3E9D');
    expect(html).toContain('Hi Ana,');
    expect(html).toContain('Mar 10, 2031');
    // 10:00 in New York, on the first day of daylight saving time (UTC-4).
    expect(html).toContain('10:00 AM to 11:00 AM (America/New_York)');
    expect(html).toContain('Extra hour');

    const text = mail.text ?? '';
    expect(text).toContain('Hi Ana,');
    expect(text).toContain('10:00 AM to 11:00 AM (America/New_York)');
    const manageLink = /https:\/\/studio\.test\/booking\/[^\s\]]+/.exec(text)?.[0];
    expect(manageLink).toBeDefined();
    expect(decodeURIComponent(manageLink ?? '')).toMatch(
      new RegExp(`/booking/${order.orderId}\\.`),
    );
    expect(text).toContain('--\nLight & Co Photography');

    const ics = mail.attachments.find((attachment) => attachment.filename === 'session.ics');
    expect(ics?.contentType).toBe('text/calendar');
    const calendar = ics?.content.toString('utf8') ?? '';
    expect(calendar).toContain('DTSTART:20310310T140000Z');
    expect(calendar).toContain('DTEND:20310310T150000Z');
    expect(calendar).toContain(`UID:${order.orderId}@studio.test`);
    expect(calendar).toContain('LOCATION:Prospect Park');

    const delivered = await statusOf(outboxId);
    expect(delivered?.status).toBe('DELIVERED');
    expect(delivered?.sentAt).toBeInstanceOf(Date);
  });
});

describe('an edited booking confirmation', () => {
  it('still says when, in which zone, and where to manage the booking', async () => {
    const order = await shootAfterDstChange();
    const confirmation = await app.inject({
      method: 'GET',
      url: '/api/email-templates/workflow',
      headers: owner.headers,
    });
    const id = confirmation
      .json<{ id: string; kind: string | null }[]>()
      .find((template) => template.kind === 'BOOKING_CONFIRMATION')?.id;
    const edited = await app.inject({
      method: 'PUT',
      url: `/api/email-templates/${id}`,
      headers: owner.headers,
      payload: { name: 'Booking confirmation', subject: 'Booked!', content: '<p>Thanks!</p>' },
    });
    expect(edited.statusCode).toBe(200);
    // A client who booked from Lisbon: 10:00 in New York is 14:00 there in March.
    await app.deps.db
      .update(orders)
      .set({ clientTimeZone: 'Europe/Lisbon' })
      .where(eq(orders.id, order.orderId));
    try {
      const email = await composer.composeDefault(app.deps.db, {
        businessId: owner.businessId,
        about: { orderId: order.orderId },
        kind: 'BOOKING_CONFIRMATION',
      });
      expect(email.text).toContain('Thanks!');
      expect(email.text).toMatch(/When: Mar \d+, 2031, 10:00 AM \(America\/New_York\)/);
      expect(email.text).toMatch(/Your time: 2:00 PM to 3:00 PM \(Europe\/Lisbon\)/);
      expect(email.text).toMatch(/Your booking:\s+https:\/\/studio\.test\/booking\//);
      expect(email.attachments.map((attachment) => attachment.filename)).toEqual(['session.ics']);
    } finally {
      await app.inject({
        method: 'POST',
        url: `/api/email-templates/${id}/reverse`,
        headers: owner.headers,
      });
    }
  });
});

describe('tracking', () => {
  it('records the open from the image and the click from a link, which still leads there', async () => {
    const order = await shootAfterDstChange();
    const outboxId = await app.deps.db.transaction(async (tx) => {
      const email = await composer.composeDefault(tx, {
        businessId: owner.businessId,
        about: { orderId: order.orderId },
        kind: 'SHOOT_REMINDER',
      });
      return composer.enqueue(tx, { businessId: owner.businessId, email });
    });
    await deliver();
    const html = String(receivedFor(outboxId).html);

    const pixel = /src="(https:\/\/studio\.test\/api\/emails\/track\/open\/[^"]+)"/.exec(html)?.[1];
    const click = /href="(https:\/\/studio\.test\/api\/emails\/track\/click\/[^"]+)"/.exec(
      html,
    )?.[1];
    if (!pixel || !click) throw new Error('the email has no tracking');
    const clickUrl = new URL(click.replace(/&amp;/g, '&'));
    const target = clickUrl.searchParams.get('u') ?? '';
    expect(target).toMatch(/^https:\/\/studio\.test\/booking\//);

    // A tampered signature records nothing and still answers the image.
    const wrong = await app.inject({
      method: 'GET',
      url: pixel.replace(/\/[^/]+\.gif$/, '/AAAA.gif').slice(appUrl.length),
    });
    expect(wrong.statusCode).toBe(200);
    expect((await statusOf(outboxId))?.status).toBe('DELIVERED');

    const opened = await app.inject({ method: 'GET', url: pixel.slice(appUrl.length) });
    expect(opened.statusCode).toBe(200);
    expect(opened.headers['content-type']).toBe('image/gif');
    expect((await statusOf(outboxId))?.status).toBe('OPENED');

    const followed = await app.inject({
      method: 'GET',
      url: `${clickUrl.pathname}${clickUrl.search}`,
    });
    expect(followed.statusCode).toBe(302);
    expect(followed.headers.location).toBe(target);
    expect((await statusOf(outboxId))?.status).toBe('CLICKED');

    // The signature covers the address: a link cannot be pointed elsewhere.
    const elsewhere = new URL(clickUrl);
    elsewhere.searchParams.set('u', 'https://evil.test/');
    const refused = await app.inject({
      method: 'GET',
      url: `${elsewhere.pathname}${elsewhere.search}`,
    });
    expect(refused.statusCode).toBe(404);

    // The redirect never depends on the row: it works once the email is gone.
    await app.deps.db.delete(emailOutbox).where(eq(emailOutbox.id, outboxId));
    const stillWorks = await app.inject({
      method: 'GET',
      url: `${clickUrl.pathname}${clickUrl.search}`,
    });
    expect(stillWorks.statusCode).toBe(302);
  });
  it('stops recording a flood from one address, while its links keep leading there', async () => {
    const order = await shootAfterDstChange();
    const trackedHtml = async () => {
      const outboxId = await app.deps.db.transaction(async (tx) => {
        const email = await composer.composeDefault(tx, {
          businessId: owner.businessId,
          about: { orderId: order.orderId },
          kind: 'SHOOT_REMINDER',
        });
        return composer.enqueue(tx, { businessId: owner.businessId, email });
      });
      await deliver();
      const html = String(receivedFor(outboxId).html);
      const pixel = /src="https:\/\/studio\.test(\/api\/emails\/track\/open\/[^"]+)"/.exec(
        html,
      )?.[1];
      const click = /href="https:\/\/studio\.test(\/api\/emails\/track\/click\/[^"]+)"/.exec(
        html,
      )?.[1];
      if (!pixel || !click) throw new Error('the email has no tracking');
      return { outboxId, pixel, click: click.replace(/&amp;/g, '&') };
    };
    const flooded = await trackedHtml();
    const other = await trackedHtml();
    const flooder = `10.77.${crypto.randomInt(256)}.${crypto.randomInt(256)}`;
    for (let hit = 0; hit < 300; hit += 1) {
      const res = await app.inject({ method: 'GET', url: flooded.pixel, remoteAddress: flooder });
      expect(res.statusCode).toBe(200);
    }
    const followed = await app.inject({ method: 'GET', url: other.click, remoteAddress: flooder });
    expect(followed.statusCode).toBe(302);
    expect((await statusOf(other.outboxId))?.status).toBe('DELIVERED');

    const person = await app.inject({
      method: 'GET',
      url: other.click,
      remoteAddress: `10.78.${crypto.randomInt(256)}.${crypto.randomInt(256)}`,
    });
    expect(person.statusCode).toBe(302);
    expect((await statusOf(other.outboxId))?.status).toBe('CLICKED');
  });

  it('is left out when tracking is off: links lead straight to their address', async () => {
    const order = await shootAfterDstChange();
    const untracked = new EmailComposer({ ...emailSettingsOf(app.deps), isTrackingEnabled: false });
    {
      const outboxId = await app.deps.db.transaction(async (tx) => {
        const email = await untracked.composeDefault(tx, {
          businessId: owner.businessId,
          about: { orderId: order.orderId },
          kind: 'SHOOT_REMINDER',
        });
        return untracked.enqueue(tx, { businessId: owner.businessId, email });
      });
      await deliver();
      const html = String(receivedFor(outboxId).html);
      expect(html).not.toContain('/api/emails/track/');
      expect(html).toMatch(/href="https:\/\/studio\.test\/booking\/O/);
    }
  });
});

describe('manual sends', () => {
  it('sends a template to the client of a shoot and logs it on the shoot', async () => {
    const order = await shootAfterDstChange();
    const created = await app.inject({
      method: 'POST',
      url: '/api/email-templates',
      headers: owner.headers,
      payload: {
        attachmentId: (await uploadFile('price-list.pdf', 'application/pdf', pdfBytes)).id,
        name: 'Gallery ready',
        subject: 'Your gallery is ready, [Client First Name]',
        content: '<p>Dear [Client Full Name], see [Package Name] at [Shoot Location].</p>',
      },
    });
    const template = created.json<TEmailTemplate>();
    const sent = await app.inject({
      method: 'POST',
      url: '/api/emails/send',
      headers: owner.headers,
      payload: { orderId: order.orderId, templateId: template.id },
    });
    expect(sent.statusCode).toBe(200);
    const answer = sent.json<TEmailSent>();
    expect(answer).toMatchObject({ to: order.email, status: 'NEW' });

    await deliver();
    const mail = receivedFor(answer.outboxId);
    expect(mail.subject).toBe('Your gallery is ready, Ana');
    expect(mail.text).toContain('Dear Ana Lima, see');
    expect(mail.text).toContain('at Prospect Park.');
    // The template's attachment, and no calendar file: it is not a confirmation or reminder.
    expect(mail.attachments.map((attachment) => attachment.filename)).toEqual(['price-list.pdf']);
    expect(mail.attachments[0]?.contentType).toBe('application/pdf');
    expect(mail.attachments[0]?.content.equals(pdfBytes)).toBe(true);

    const logged = await app.deps.db
      .select({ type: orderActivities.type })
      .from(orderActivities)
      .where(
        and(eq(orderActivities.orderId, order.orderId), eq(orderActivities.type, 'SEND_MAIL')),
      );
    expect(logged.length).toBeGreaterThanOrEqual(1);
  });

  it('answers an inquiry and emails a contact with a one-off subject and content', async () => {
    const client = await createContact(app, owner, { fullName: 'Bea Costa' });
    const inquiryId = await createInquiry(app, owner, client);
    const toInquiry = await app.inject({
      method: 'POST',
      url: '/api/emails/send-inquiry',
      headers: owner.headers,
      payload: {
        inquiryId,
        subject: 'About your inquiry, [Client First Name]',
        content: '<p>Happy to help, [Client First Name]! <script>x()</script></p>',
      },
    });
    expect(toInquiry.statusCode).toBe(200);
    const toContact = await app.inject({
      method: 'POST',
      url: '/api/emails/send-customer',
      headers: owner.headers,
      payload: { customerId: client.id, subject: 'Hello', content: '<p>Hi [Client Full Name]</p>' },
    });
    expect(toContact.statusCode).toBe(200);
    await deliver();
    const inquiryMail = receivedFor(toInquiry.json<TEmailSent>().outboxId);
    expect(inquiryMail.subject).toBe('About your inquiry, Bea');
    expect(String(inquiryMail.html)).not.toContain('<script');
    expect(receivedFor(toContact.json<TEmailSent>().outboxId).text).toContain('Hi Bea Costa');

    const foreign = await createOwner(app);
    const notTheirs = await app.inject({
      method: 'POST',
      url: '/api/emails/send-inquiry',
      headers: foreign.headers,
      payload: { inquiryId, subject: 'x', content: '<p>x</p>' },
    });
    expect(notTheirs.statusCode).toBe(404);
  });

  it('sends a test to the owner, never to the client', async () => {
    const order = await shootAfterDstChange();
    const test = await app.inject({
      method: 'POST',
      url: '/api/emails/test',
      headers: owner.headers,
      payload: {
        orderId: order.orderId,
        subject: 'Test [Client First Name]',
        content: '<p>[Shoot Date]</p>',
      },
    });
    expect(test.statusCode).toBe(200);
    expect(test.json<TEmailSent>().to).toBe(owner.email);
    await deliver();
    const mail = receivedFor(test.json<TEmailSent>().outboxId);
    expect(mail.subject).toBe('Test Ana');
    expect(mail.text).toMatch(/Mar \d+, 2031/);

    const noRecord = await app.inject({
      method: 'POST',
      url: '/api/emails/test',
      headers: owner.headers,
      payload: { subject: 'Test [Client First Name]', content: '<p>[Shoot Date]</p>' },
    });
    await deliver();
    expect(receivedFor(noRecord.json<TEmailSent>().outboxId).subject).toBe('Test ----');
  });
});

describe('a send the mail server refuses for now', () => {
  it('stays NEW, says it is being retried with the server’s answer, and is delivered on a later try', async () => {
    const order = await shootAfterDstChange();
    const busy = await startSmtpListener({
      onRcptTo: () => ({ code: 451, message: '4.2.1 Mailbox busy, try later' }),
    });
    const outboxId = await app.deps.db.transaction(async (tx) => {
      const email = await composer.composeDefault(tx, {
        businessId: owner.businessId,
        about: { orderId: order.orderId },
        kind: 'SHOOT_REMINDER',
      });
      return composer.enqueue(tx, { businessId: owner.businessId, email });
    });
    const transport = createMailTransport({
      smtpUrl: busy.url,
      dataDir: os.tmpdir(),
      log: quietLog,
    });
    await deliverDueEmails({
      database: own.handle,
      transport,
      from: 'Studio <no-reply@studio.test>',
      log: quietLog,
    });
    transport.close();
    await busy.close();
    const retrying = await statusOf(outboxId);
    expect(retrying).toMatchObject({ status: 'NEW', isRetrying: true, sentAt: null });
    expect(retrying?.reason).toMatch(/^Retrying: .*451.*Mailbox busy, try later/);

    // The next try is due later; made due now, it reaches a server that takes it.
    await app.deps.db
      .update(emailOutbox)
      .set({ nextAttemptAt: new Date() })
      .where(eq(emailOutbox.id, outboxId));
    await deliver();
    expect(receivedFor(outboxId).subject).toContain('See you soon');
    expect(await statusOf(outboxId)).toMatchObject({
      status: 'DELIVERED',
      isRetrying: false,
      reason: null,
    });
  });
});

describe('a failed send', () => {
  it('shows FAILED with the server’s reason, and the retry sends it', async () => {
    const order = await shootAfterDstChange();
    const rejecting = await startSmtpListener({ isRejecting: true });
    const outboxId = await app.deps.db.transaction(async (tx) => {
      const email = await composer.composeDefault(tx, {
        businessId: owner.businessId,
        about: { orderId: order.orderId },
        kind: 'THANK_YOU',
      });
      return composer.enqueue(tx, { businessId: owner.businessId, email });
    });
    const transport = createMailTransport({
      smtpUrl: rejecting.url,
      dataDir: os.tmpdir(),
      log: quietLog,
    });
    await deliverDueEmails({
      database: own.handle,
      transport,
      from: 'Studio <no-reply@studio.test>',
      log: quietLog,
      maxAttempts: 1,
    });
    transport.close();
    await rejecting.close();
    const failed = await statusOf(outboxId);
    expect(failed?.status).toBe('FAILED');
    expect(failed?.reason).toMatch(/Mailbox unavailable/);

    await retryDelivery(app.deps.db, { businessId: owner.businessId, outboxId });
    expect((await statusOf(outboxId))?.status).toBe('NEW');
    await deliver();
    expect(receivedFor(outboxId).subject).toContain('Thank you for your session, Ana');
    expect((await statusOf(outboxId))?.status).toBe('DELIVERED');

    // Another business's id is not found; a delivered email is not sent again.
    const other = await createOwner(app);
    await expect(
      retryDelivery(app.deps.db, { businessId: other.businessId, outboxId }),
    ).rejects.toThrow('This email does not exist or was deleted');
    await retryDelivery(app.deps.db, { businessId: owner.businessId, outboxId });
    expect((await statusOf(outboxId))?.status).toBe('DELIVERED');
  });
});
