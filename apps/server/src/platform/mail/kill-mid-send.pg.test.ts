// A mail worker killed with SIGKILL in the middle of sending (PostgreSQL only: the worker runs as a
// child process on a database of this file's own, and a real SMTP server in the test process kills
// it at chosen points of the SMTP transaction). The next worker must never send an email the
// server already accepted, and must send every email it cannot have accepted.
import { spawn, type ChildProcess } from 'node:child_process';
import crypto from 'node:crypto';
import os from 'node:os';
import path from 'node:path';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createOwnDatabase, type OwnDatabase } from '../../test/own-database.ts';
import {
  startSmtpListener,
  type SmtpListener,
  type SmtpListenerOptions,
} from '../../test/smtp-listener.ts';
import { enqueueEmail } from './outbox.ts';
import { emailOutbox } from './schema.ts';
import { createMailTransport, type MailLogger } from './transport.ts';
import { deliverDueEmails, type MailWorkerOptions } from './worker.ts';

const baseUrl = process.env.DATABASE_URL ? inject('testDatabaseUrl') : undefined;
const serverDir = path.resolve(import.meta.dirname, '../../..');
const childLeaseMs = 1_500;
const quietLog: MailLogger = { info: () => {}, warn: () => {}, error: () => {} };

let own: OwnDatabase;

beforeAll(async () => {
  own = await createOwnDatabase(baseUrl);
});

afterAll(() => own.drop());

type Worker = { child: ChildProcess; exited: Promise<NodeJS.Signals | null>; output: () => string };

function startWorkerProcess(smtpUrl: string, env: Record<string, string> = {}): Worker {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/test/mail-worker-process.ts'], {
    cwd: serverDir,
    env: {
      ...process.env,
      DATABASE_URL: own.databaseUrl,
      SMTP_URL: smtpUrl,
      MAIL_LEASE_MS: String(childLeaseMs),
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<NodeJS.Signals | null>((resolve) =>
    child.once('exit', (_code, signal) => resolve(signal)),
  );
  return { child, exited, output: () => output };
}

/** An SMTP server that can reach the worker process it serves, to kill it at the chosen moment. */
async function smtpKilling(
  options: (kill: () => void) => SmtpListenerOptions,
): Promise<{ smtp: SmtpListener; attach(worker: Worker): void }> {
  let target: Worker | undefined;
  const kill = () => {
    if (!target?.child.pid) throw new Error('no worker process to kill');
    process.kill(target.child.pid, 'SIGKILL');
  };
  const smtp = await startSmtpListener(options(kill));
  return { smtp, attach: (worker) => (target = worker) };
}

async function enqueueMany(count: number): Promise<string[]> {
  const tag = crypto.randomBytes(3).toString('hex');
  const ids: string[] = [];
  for (let i = 0; i < count; i += 1) {
    ids.push(
      await enqueueEmail(own.handle.db, {
        to: `client-${tag}-${i}@example.com`,
        subject: `Your booking ${i} is confirmed`,
        text: `See you soon (${i}).`,
      }),
    );
  }
  return ids;
}

async function rowsOf(ids: string[]) {
  return own.handle.db.select().from(emailOutbox).where(inArray(emailOutbox.id, ids));
}

async function rowOf(id: string) {
  const [row] = await own.handle.db.select().from(emailOutbox).where(eq(emailOutbox.id, id));
  if (!row) throw new Error(`no outbox row ${id}`);
  return row;
}

function nextWorkerOptions(smtp: SmtpListener): MailWorkerOptions {
  return {
    database: own.handle,
    transport: createMailTransport({ smtpUrl: smtp.url, dataDir: os.tmpdir(), log: quietLog }),
    from: 'Studio <no-reply@studio.test>',
    log: quietLog,
  };
}

/** Runs the next worker until no row of `ids` is waiting or in flight any more. */
async function settleWithNextWorker(smtp: SmtpListener, ids: string[]): Promise<void> {
  const options = nextWorkerOptions(smtp);
  const deadline = Date.now() + 20_000;
  while (Date.now() < deadline) {
    await deliverDueEmails(options);
    const rows = await rowsOf(ids);
    if (rows.every((row) => row.status !== 'NEW' && row.status !== 'SENDING')) {
      options.transport.close();
      return;
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('the next worker did not settle the outbox');
}

async function until(check: () => boolean, timeoutMs = 20_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > deadline) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

function timesReceived(smtp: SmtpListener, id: string): number {
  return smtp.received.filter((received) => received.outboxId === id).length;
}

describe('mail worker killed mid-send', () => {
  it('never sends again an email the server accepted right before the kill: it arrives once and is held as UNCERTAIN', async () => {
    const [id] = (await enqueueMany(1)) as [string];
    // The worker stalls between the server's 250 and its commit; the server kills it right after answering.
    const { smtp, attach } = await smtpKilling((kill) => ({ afterAccepting: kill }));
    const worker = startWorkerProcess(smtp.url, { STALL_BEFORE_RECORDING_ANSWER: '1' });
    attach(worker);
    expect(await worker.exited).toBe('SIGKILL');

    // Killed after handing the message over and before recording the answer.
    expect(await rowOf(id)).toMatchObject({ status: 'SENDING', attempts: 1 });
    await new Promise((resolve) => setTimeout(resolve, childLeaseMs + 200));
    await settleWithNextWorker(smtp, [id]);
    // Later rounds leave it alone too.
    const later = nextWorkerOptions(smtp);
    await deliverDueEmails(later);
    later.transport.close();
    await smtp.close();

    const row = await rowOf(id);
    expect(row).toMatchObject({ status: 'UNCERTAIN', attempts: 1, sentAt: null });
    expect(timesReceived(smtp, id)).toBe(1);
    expect(smtp.received[0]?.mail.messageId).toBe(row.messageId);
  });

  it('sends once more an email whose worker was killed before handing it over, with the same Message-ID', async () => {
    const [id] = (await enqueueMany(1)) as [string];
    // The first recipient command is never answered: the worker dies inside the envelope.
    const { smtp, attach } = await smtpKilling((kill) => ({
      onRcptTo: (attempt) => {
        if (attempt !== 1) return undefined;
        kill();
        return new Promise<undefined>(() => {});
      },
    }));
    const worker = startWorkerProcess(smtp.url);
    attach(worker);
    expect(await worker.exited).toBe('SIGKILL');

    const claimed = await rowOf(id);
    expect(claimed).toMatchObject({ status: 'NEW', attempts: 1 });
    await new Promise((resolve) => setTimeout(resolve, childLeaseMs + 200));
    await settleWithNextWorker(smtp, [id]);
    await smtp.close();

    expect(await rowOf(id)).toMatchObject({ status: 'DELIVERED', attempts: 2 });
    expect(timesReceived(smtp, id)).toBe(1);
    expect(smtp.received[0]?.mail.messageId).toBe(claimed.messageId);
  });

  it('lets a worker frozen past its lease hand nothing over once another worker has taken the email', async () => {
    const [id] = (await enqueueMany(1)) as [string];
    let arrivedAtFirstRcpt!: () => void;
    const firstRcptArrived = new Promise<void>((arrived) => (arrivedAtFirstRcpt = arrived));
    let answerFirstRcpt!: () => void;
    const smtp = await startSmtpListener({
      onRcptTo: (attempt) => {
        if (attempt !== 1) return undefined;
        arrivedAtFirstRcpt();
        return new Promise<undefined>((answer) => (answerFirstRcpt = () => answer(undefined)));
      },
    });
    const worker = startWorkerProcess(smtp.url);
    await firstRcptArrived;
    // Frozen (a long pause, a suspended VM) in the middle of the envelope: its lease lapses.
    worker.child.kill('SIGSTOP');
    answerFirstRcpt();
    await new Promise((resolve) => setTimeout(resolve, childLeaseMs + 200));
    await settleWithNextWorker(smtp, [id]);
    expect(await rowOf(id)).toMatchObject({ status: 'DELIVERED', attempts: 2 });

    // Thawed, the first worker goes on to the DATA of its stale try and must not end it.
    worker.child.kill('SIGCONT');
    await until(() => worker.output().includes('email left to the worker that holds it'));
    await new Promise((resolve) => setTimeout(resolve, 300));
    worker.child.kill('SIGKILL');
    await worker.exited;
    await smtp.close();

    expect(smtp.dataStarts).toBe(2);
    expect(timesReceived(smtp, id)).toBe(1);
    expect(await rowOf(id)).toMatchObject({ status: 'DELIVERED', attempts: 2 });
  });

  it('sends no email of a burst twice when the worker is killed mid-burst: each arrives at most once, every one not held as UNCERTAIN exactly once', async () => {
    const ids = await enqueueMany(12);
    let accepted = 0;
    const { smtp, attach } = await smtpKilling((kill) => ({
      afterAccepting: () => {
        accepted += 1;
        if (accepted === 6) kill();
      },
    }));
    const worker = startWorkerProcess(smtp.url);
    attach(worker);
    expect(await worker.exited).toBe('SIGKILL');

    await new Promise((resolve) => setTimeout(resolve, childLeaseMs + 200));
    await settleWithNextWorker(smtp, ids);
    await smtp.close();

    const rows = await rowsOf(ids);
    const uncertain = rows.filter((row) => row.status === 'UNCERTAIN');
    for (const row of rows) {
      expect(['DELIVERED', 'UNCERTAIN']).toContain(row.status);
      const copies = smtp.received.filter((received) => received.outboxId === row.id);
      if (row.status === 'DELIVERED') expect(copies).toHaveLength(1);
      else expect(copies.length).toBeLessThanOrEqual(1);
      for (const copy of copies) expect(copy.mail.messageId).toBe(row.messageId);
    }
    // Only the sends in flight at the kill (one batch, five by default) can be uncertain.
    expect(uncertain.length).toBeLessThanOrEqual(5);
    expect(smtp.received.length).toBeGreaterThanOrEqual(12 - uncertain.length);
  });
});
