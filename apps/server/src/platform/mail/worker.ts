// Delivers email_outbox rows. Safe with many server processes: rows are claimed with
// FOR UPDATE SKIP LOCKED and a lease, so each due row goes to exactly one worker at a time.
import { and, asc, eq, inArray, isNull, lt, lte, or, sql } from 'drizzle-orm';
import type { Database, DatabaseHandle } from '../../db/client.ts';
import { OUTBOX_CHANNEL } from './outbox.ts';
import { emailOutbox } from './schema.ts';
import type { MailLogger, MailTransport } from './transport.ts';

type OutboxRow = typeof emailOutbox.$inferSelect;

export type MailWorkerOptions = {
  database: Pick<DatabaseHandle, 'db' | 'listen'>;
  transport: MailTransport;
  from: string;
  log: MailLogger;
  /** Safety net besides LISTEN/NOTIFY: a notification missed while reconnecting is picked up here. */
  pollIntervalMs?: number;
  /** Rows claimed and sent concurrently per round. */
  batchSize?: number;
  /** How long a claimed row stays invisible to other workers; longer than any single send. */
  leaseMs?: number;
  /** Waits after the 1st, 2nd... failed try; the last entry repeats. */
  backoffMs?: readonly number[];
  maxAttempts?: number;
};

type Settings = Required<Omit<MailWorkerOptions, 'database'>> & { db: Database };

export const defaultBackoffMs = [30_000, 2 * 60_000, 10 * 60_000, 60 * 60_000] as const;

function settingsOf(options: MailWorkerOptions): Settings {
  return {
    db: options.database.db,
    transport: options.transport,
    from: options.from,
    log: options.log,
    pollIntervalMs: options.pollIntervalMs ?? 5_000,
    batchSize: options.batchSize ?? 5,
    leaseMs: options.leaseMs ?? 5 * 60_000,
    backoffMs: options.backoffMs ?? defaultBackoffMs,
    maxAttempts: options.maxAttempts ?? 5,
  };
}

/** Starts the worker; the answer stops it, waiting for the sends in flight. */
export async function startMailWorker(options: MailWorkerOptions): Promise<() => Promise<void>> {
  const settings = settingsOf(options);
  let isStopped = false;
  let isWokenAgain = false;
  let running: Promise<void> | undefined;

  const wake = () => {
    if (isStopped) return;
    if (running) {
      isWokenAgain = true;
      return;
    }
    running = (async () => {
      do {
        isWokenAgain = false;
        await drain(settings, () => isStopped);
      } while (isWokenAgain && !isStopped);
    })()
      .catch((error: unknown) => settings.log.error({ err: error }, 'mail worker round failed'))
      .finally(() => {
        running = undefined;
      });
  };

  const unlisten = await options.database.listen(OUTBOX_CHANNEL, wake);
  const timer = setInterval(wake, settings.pollIntervalMs);
  timer.unref();
  wake();

  return async () => {
    isStopped = true;
    clearInterval(timer);
    await running;
    // The database may already be closed when the process shuts down; there is nothing left to stop then.
    await unlisten().catch((error: unknown) =>
      settings.log.warn({ err: error }, 'could not unlisten the outbox channel'),
    );
    settings.transport.close();
  };
}

/** One pass over everything due now; answers how many rows it tried. */
export async function deliverDueEmails(options: MailWorkerOptions): Promise<number> {
  return drain(settingsOf(options), () => false);
}

async function drain(settings: Settings, isStopped: () => boolean): Promise<number> {
  let tried = 0;
  while (!isStopped()) {
    const claimed = await claimDueEmails(settings.db, settings.batchSize, settings.leaseMs);
    tried += claimed.length;
    const results = await Promise.allSettled(claimed.map((row) => deliver(settings, row)));
    for (const result of results) {
      // The send happened or not; only recording it failed. The lease expires and the row is retried.
      if (result.status === 'rejected')
        settings.log.error({ err: result.reason }, 'could not record an email send');
    }
    if (claimed.length < settings.batchSize) break;
  }
  return tried;
}

/**
 * Takes up to `limit` due rows in one statement. SKIP LOCKED keeps concurrent claimers off the
 * same rows; the lease (locked_until) keeps them off while the sends run outside any transaction,
 * and lets another worker retry the row if this process dies mid-send.
 */
export async function claimDueEmails(
  db: Database,
  limit: number,
  leaseMs: number,
): Promise<OutboxRow[]> {
  const due = db
    .select({ id: emailOutbox.id })
    .from(emailOutbox)
    .where(
      and(
        eq(emailOutbox.status, 'NEW'),
        lte(emailOutbox.nextAttemptAt, sql`now()`),
        or(isNull(emailOutbox.lockedUntil), lt(emailOutbox.lockedUntil, sql`now()`)),
      ),
    )
    .orderBy(asc(emailOutbox.nextAttemptAt))
    .limit(limit)
    .for('update', { skipLocked: true });
  return db
    .update(emailOutbox)
    .set({ lockedUntil: sql`now() + ${Math.round(leaseMs)}::integer * interval '1 millisecond'` })
    .where(and(inArray(emailOutbox.id, due), eq(emailOutbox.status, 'NEW')))
    .returning();
}

async function deliver(settings: Settings, row: OutboxRow): Promise<void> {
  let messageId: string;
  try {
    ({ messageId } = await settings.transport.send({
      id: row.id,
      from: settings.from,
      to: row.toAddress,
      replyTo: row.replyTo,
      subject: row.subject,
      text: row.text,
      html: row.html,
    }));
  } catch (error) {
    await recordFailure(settings, row, error);
    return;
  }
  await settings.db
    .update(emailOutbox)
    .set({
      status: 'DELIVERED',
      sentAt: sql`now()`,
      messageId,
      attempts: sql`${emailOutbox.attempts} + 1`,
      lockedUntil: null,
      lastError: null,
    })
    .where(and(eq(emailOutbox.id, row.id), eq(emailOutbox.status, 'NEW')));
}

async function recordFailure(settings: Settings, row: OutboxRow, error: unknown): Promise<void> {
  const attempts = row.attempts + 1;
  const lastError = (error instanceof Error ? error.message : String(error)).slice(0, 1000);
  const isFinal = attempts >= settings.maxAttempts;
  const waitMs =
    settings.backoffMs[Math.min(attempts - 1, settings.backoffMs.length - 1)] ?? 60_000;
  await settings.db
    .update(emailOutbox)
    .set({
      attempts,
      lastError,
      lockedUntil: null,
      ...(isFinal
        ? { status: 'FAILED' as const }
        : {
            nextAttemptAt: sql`now() + ${Math.round(waitMs)}::integer * interval '1 millisecond'`,
          }),
    })
    .where(and(eq(emailOutbox.id, row.id), eq(emailOutbox.status, 'NEW')));
  const context = { outboxId: row.id, to: row.toAddress, attempts, error: lastError };
  if (isFinal) settings.log.error(context, 'email failed after the last try');
  else settings.log.warn({ ...context, retryInMs: waitMs }, 'email send failed; will retry');
}
