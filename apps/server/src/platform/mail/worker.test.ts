// The mail worker against a real SMTP listener (smtp-server) and a database of its own, so its
// claims never touch the outbox rows of other test files sharing the suite's PostgreSQL.
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq, inArray } from 'drizzle-orm';
import { simpleParser } from 'mailparser';
import { afterAll, beforeAll, describe, expect, inject, it, vi } from 'vitest';
import type { DatabaseHandle } from '../../db/client.ts';
import { createOwnDatabase, type OwnDatabase } from '../../test/own-database.ts';
import { startSmtpListener, type ReceivedMail } from '../../test/smtp-listener.ts';
import { enqueueEmail } from './outbox.ts';
import { emailOutbox } from './schema.ts';
import {
  createMailTransport,
  type HandOver,
  type MailLogger,
  type MailMessage,
  type MailTransport,
} from './transport.ts';
import {
  claimDueEmails,
  deliverDueEmails,
  startMailWorker,
  type MailWorkerOptions,
} from './worker.ts';

const from = 'Studio <no-reply@studio.test>';
const quietLog: MailLogger = { info: () => {}, warn: () => {}, error: () => {} };

/** A port nothing listens on: connections are refused. */
async function closedPort(): Promise<number> {
  const probe = await startSmtpListener();
  await probe.close();
  return Number(new URL(probe.url).port);
}

// A database of this file's own: in-memory PGlite, or a fresh PostgreSQL database.
const baseUrl = inject('testDatabaseUrl');
let own: OwnDatabase;
let primary: DatabaseHandle;

beforeAll(async () => {
  own = await createOwnDatabase(baseUrl);
  primary = own.handle;
});

afterAll(() => own.drop());

function smtpTransport(url: string): MailTransport {
  return createMailTransport({ smtpUrl: url, dataDir: os.tmpdir(), log: quietLog });
}

function workerOptions(
  transport: MailTransport,
  overrides: Partial<MailWorkerOptions> = {},
): MailWorkerOptions {
  return { database: primary, transport, from, log: quietLog, ...overrides };
}

async function outboxRow(id: string) {
  const [row] = await primary.db.select().from(emailOutbox).where(eq(emailOutbox.id, id));
  if (!row) throw new Error(`no outbox row ${id}`);
  return row;
}

function uniqueAddress(): string {
  return `client-${crypto.randomBytes(5).toString('hex')}@example.com`;
}

describe('mail worker', () => {
  it('delivers a due email to an SMTP server and records it as delivered', async () => {
    const smtp = await startSmtpListener();
    const to = uniqueAddress();
    const id = await enqueueEmail(primary.db, {
      to,
      subject: 'Your booking is confirmed',
      text: 'See you on Friday at 10:00 AM.',
      html: '<p>See you on <b>Friday</b> at 10:00 AM.</p>',
      replyTo: 'owner@studio.test',
    });

    const transport = smtpTransport(smtp.url);
    expect(await deliverDueEmails(workerOptions(transport))).toBe(1);
    transport.close();
    await smtp.close();

    expect(smtp.received).toHaveLength(1);
    const [{ mail, recipients }] = smtp.received as [ReceivedMail];
    expect(recipients).toEqual([to]);
    expect(mail.subject).toBe('Your booking is confirmed');
    expect(mail.text?.trim()).toBe('See you on Friday at 10:00 AM.');
    expect(mail.html).toContain('<b>Friday</b>');
    expect(mail.from?.value).toEqual([{ name: 'Studio', address: 'no-reply@studio.test' }]);
    expect(mail.replyTo?.text).toBe('owner@studio.test');
    expect(mail.headers.get('x-outbox-id')).toBe(id);

    const row = await outboxRow(id);
    expect(row).toMatchObject({
      status: 'DELIVERED',
      attempts: 1,
      lockedUntil: null,
      lastError: null,
    });
    expect(row.sentAt).toBeInstanceOf(Date);
    expect(row.messageId).toBe(mail.messageId);
  });

  it('marks the email SENDING after its data is written and before the end-of-data marker', async () => {
    const smtp = await startSmtpListener();
    const id = await enqueueEmail(primary.db, {
      to: uniqueAddress(),
      subject: 'Hand-over',
      text: 'x',
    });
    const seen: { dataStarts: number; received: number; status: string }[] = [];
    const inner = smtpTransport(smtp.url);
    const observing: MailTransport = {
      send: (message, handOver) =>
        inner.send(message, async () => {
          const before = { dataStarts: smtp.dataStarts, received: smtp.received.length };
          await handOver();
          seen.push({ ...before, status: (await outboxRow(id)).status });
        }),
      close: () => inner.close(),
    };

    await deliverDueEmails(workerOptions(observing));
    observing.close();
    await smtp.close();

    // The server had begun the message's DATA but not yet taken it when the row became SENDING.
    expect(seen).toEqual([{ dataStarts: 1, received: 0, status: 'SENDING' }]);
    expect(smtp.received).toHaveLength(1);
    expect(await outboxRow(id)).toMatchObject({ status: 'DELIVERED', lockedUntil: null });
  });

  it('retries an email the server refused after its data, with the same Message-ID on every try', async () => {
    const refusedMessageIds: (string | undefined)[] = [];
    const smtp = await startSmtpListener({
      refuseData: (mail) => {
        if (refusedMessageIds.length > 0) return undefined;
        refusedMessageIds.push(mail.messageId);
        return { code: 554, message: 'Transaction failed' };
      },
    });
    const id = await enqueueEmail(primary.db, {
      to: uniqueAddress(),
      subject: 'Refused once',
      text: 'x',
    });
    const options = workerOptions(smtpTransport(smtp.url), { backoffMs: [1] });

    await deliverDueEmails(options);
    // A refusal is an answer: the server did not take the message, so it is tried again.
    const afterFirst = await outboxRow(id);
    expect(afterFirst).toMatchObject({ status: 'NEW', attempts: 1, lockedUntil: null });
    expect(afterFirst.lastError).toContain('Transaction failed');
    await vi.waitFor(async () => {
      await deliverDueEmails(options);
      expect((await outboxRow(id)).status).toBe('DELIVERED');
    });
    await smtp.close();

    expect(smtp.dataStarts).toBe(2);
    expect(smtp.received).toHaveLength(1);
    expect(refusedMessageIds).toEqual([`<${id}@studio.test>`]);
    expect(smtp.received[0]?.mail.messageId).toBe(`<${id}@studio.test>`);
    expect(await outboxRow(id)).toMatchObject({ attempts: 2, messageId: `<${id}@studio.test>` });
  });

  it('holds an email whose send broke off unanswered after the hand-over and never resends it', async () => {
    const errors: object[] = [];
    const log: MailLogger = { ...quietLog, error: (object) => void errors.push(object) };
    const id = await enqueueEmail(primary.db, {
      to: uniqueAddress(),
      subject: 'No answer',
      text: 'x',
    });
    // The connection dropped while waiting for the answer to the end of the data: the server may
    // well have accepted the message.
    const unanswered: MailTransport = {
      async send(_message, handOver) {
        await handOver();
        throw new Error('Connection closed unexpectedly');
      },
      close: () => {},
    };
    await deliverDueEmails(workerOptions(unanswered, { log, backoffMs: [1] }));

    const held = await outboxRow(id);
    expect(held).toMatchObject({ status: 'UNCERTAIN', attempts: 1, lockedUntil: null });
    expect(held.lastError).toContain('Connection closed unexpectedly');
    expect(errors).toContainEqual(
      expect.objectContaining({ outboxId: id, messageId: `<${id}@studio.test>` }),
    );

    const sent: string[] = [];
    const recording: MailTransport = {
      async send(message, handOver) {
        await handOver();
        sent.push(message.id);
        return { messageId: message.messageId };
      },
      close: () => {},
    };
    await new Promise((resolve) => setTimeout(resolve, 20));
    await deliverDueEmails(workerOptions(recording));
    expect(sent).not.toContain(id);
    expect((await outboxRow(id)).status).toBe('UNCERTAIN');
  });

  it('wakes on the outbox notification without waiting for the poll', async () => {
    const smtp = await startSmtpListener();
    const stop = await startMailWorker(
      workerOptions(smtpTransport(smtp.url), { pollIntervalMs: 60_000 }),
    );
    const to = uniqueAddress();
    const id = await primary.db.transaction((tx) =>
      enqueueEmail(tx, { to, subject: 'Woken', text: 'by NOTIFY' }),
    );

    await vi.waitFor(() => expect(smtp.received.map((r) => r.recipients[0])).toContain(to), {
      timeout: 10_000,
    });
    await stop();
    await smtp.close();
    expect((await outboxRow(id)).status).toBe('DELIVERED');
  });

  it('retries with backoff and marks the email FAILED after the last try', async () => {
    const smtp = await startSmtpListener({ isRejecting: true });
    const id = await enqueueEmail(primary.db, {
      to: uniqueAddress(),
      subject: 'Rejected',
      text: 'never arrives',
    });
    // The first wait is long enough that a busy machine cannot reach it between the two drains
    // below (200 ms once could, on a loaded CI machine); the later ones keep the test short.
    const options = workerOptions(smtpTransport(smtp.url), {
      backoffMs: [1500, 200, 200, 200],
      maxAttempts: 5,
    });

    expect(await deliverDueEmails(options)).toBe(1);
    const afterFirst = await outboxRow(id);
    expect(afterFirst).toMatchObject({ status: 'NEW', attempts: 1, lockedUntil: null });
    expect(afterFirst.lastError).toContain('Mailbox unavailable');
    // Not due again before the backoff has passed.
    expect(await deliverDueEmails(options)).toBe(0);

    const stop = await startMailWorker({ ...options, pollIntervalMs: 20 });
    await vi.waitFor(async () => expect((await outboxRow(id)).status).toBe('FAILED'), {
      timeout: 15_000,
    });
    await stop();
    await smtp.close();

    const row = await outboxRow(id);
    expect(row).toMatchObject({ status: 'FAILED', attempts: 5, sentAt: null, lockedUntil: null });
    expect(row.lastError).toContain('Mailbox unavailable');
    expect(smtp.rcptAttempts).toBe(5);
    expect(smtp.received).toHaveLength(0);
  });

  it('treats a refused connection as a failed try', async () => {
    const port = await closedPort();
    const id = await enqueueEmail(primary.db, {
      to: uniqueAddress(),
      subject: 'Nobody home',
      text: '...',
    });
    const options = workerOptions(smtpTransport(`smtp://127.0.0.1:${port}`), {
      backoffMs: [1],
      maxAttempts: 2,
    });

    await deliverDueEmails(options);
    expect(await outboxRow(id)).toMatchObject({ status: 'NEW', attempts: 1 });
    await vi.waitFor(async () => {
      await deliverDueEmails(options);
      expect(await outboxRow(id)).toMatchObject({ status: 'FAILED', attempts: 2 });
    });
    expect((await outboxRow(id)).lastError).toMatch(/ECONNREFUSED|connect/i);
  });

  it('writes an .eml file under DATA_DIR/mail when no SMTP server is configured', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'studio-mail-'));
    const logged: object[] = [];
    const log: MailLogger = { ...quietLog, info: (object) => void logged.push(object) };
    const to = uniqueAddress();
    const id = await enqueueEmail(primary.db, {
      to,
      subject: 'Reset your password',
      text: 'Open the link.',
    });

    const transport = createMailTransport({ smtpUrl: undefined, dataDir, log });
    await deliverDueEmails(workerOptions(transport));

    const files = fs.readdirSync(path.join(dataDir, 'mail'));
    expect(files).toHaveLength(1);
    const [file] = files as [string];
    expect(file).toMatch(new RegExp(`^\\d{4}-\\d{2}-\\d{2}T[\\d-]+Z-${id}\\.eml$`));
    const mail = await simpleParser(fs.readFileSync(path.join(dataDir, 'mail', file)));
    expect(mail.subject).toBe('Reset your password');
    expect(mail.to && !Array.isArray(mail.to) ? mail.to.text : '').toBe(to);
    expect(logged).toContainEqual(
      expect.objectContaining({ file: path.join(dataDir, 'mail', file) }),
    );
    expect(await outboxRow(id)).toMatchObject({ status: 'DELIVERED', messageId: mail.messageId });
  });

  it('never hands the same row to two workers', async () => {
    const sent: string[] = [];
    const recording: MailTransport = {
      async send(message: MailMessage, handOver: HandOver) {
        // Slow enough that both workers are claiming while sends are in flight.
        await new Promise((resolve) => setTimeout(resolve, 5 + Math.random() * 15));
        await handOver();
        sent.push(message.id);
        return { messageId: message.messageId };
      },
      close: () => {},
    };
    const ids: string[] = [];
    for (let i = 0; i < 40; i += 1) {
      ids.push(
        await enqueueEmail(primary.db, { to: uniqueAddress(), subject: `Bulk ${i}`, text: 'x' }),
      );
    }
    const other = await own.secondHandle();
    const settings = { transport: recording, from, log: quietLog, pollIntervalMs: 5, batchSize: 3 };
    const stops = await Promise.all([
      startMailWorker({ ...settings, database: primary }),
      startMailWorker({ ...settings, database: other }),
    ]);
    // A third claimer racing in a tight loop, as a further process would.
    const racer = (async () => {
      for (let i = 0; i < 20; i += 1) await deliverDueEmails({ ...settings, database: other });
    })();

    await vi.waitFor(
      async () => {
        const rows = await primary.db
          .select()
          .from(emailOutbox)
          .where(inArray(emailOutbox.id, ids));
        expect(rows.every((row) => row.status === 'DELIVERED')).toBe(true);
      },
      { timeout: 20_000, interval: 50 },
    );
    await racer;
    await Promise.all(stops.map((stop) => stop()));

    expect(sent.filter((id) => ids.includes(id)).sort()).toEqual([...ids].sort());
    const rows = await primary.db.select().from(emailOutbox).where(inArray(emailOutbox.id, ids));
    expect(rows.every((row) => row.attempts === 1)).toBe(true);
  });

  it('claims no more rows than asked for, however many are due', async () => {
    for (let i = 0; i < 12; i += 1)
      await enqueueEmail(primary.db, { to: uniqueAddress(), subject: `Burst ${i}`, text: 'x' });
    const claimed = await claimDueEmails(primary.db, {
      limit: 5,
      leaseMs: 60_000,
      messageIdDomain: 'studio.test',
    });
    expect(claimed).toHaveLength(5);
  });

  it('leaves a leased row alone until its lease runs out', async () => {
    const id = await enqueueEmail(primary.db, {
      to: uniqueAddress(),
      subject: 'Leased',
      text: 'x',
    });
    const claim = (leaseMs: number) =>
      claimDueEmails(primary.db, { limit: 100, leaseMs, messageIdDomain: 'studio.test' });
    const first = await claim(150);
    expect(first.map((row) => row.id)).toContain(id);
    expect((await claim(150)).map((row) => row.id)).not.toContain(id);
    await new Promise((resolve) => setTimeout(resolve, 300));
    // The claimer died before handing the message over: after the lease another worker may try again.
    expect((await claim(60_000)).map((row) => row.id)).toContain(id);
  });
});
