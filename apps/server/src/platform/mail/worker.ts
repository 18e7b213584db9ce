// Delivers email_outbox rows. Safe with many server processes: rows are claimed with
// FOR UPDATE SKIP LOCKED and a lease, so each due row goes to exactly one worker at a time.
//
// An email the SMTP server accepted is never sent again. SMTP has no idempotency: once a client
// has written the end-of-data marker, the server may accept the message even if the client dies
// before reading the answer. Nothing before that marker can deliver anything. So each row goes:
//
//  1. Claim. A due NEW row gets a lease (locked_until) and counts one more attempt; the attempt
//     number is the claim's fencing token, checked by every later write of that try. The claim
//     also stores the row's Message-ID if it has none, so every try of an email carries the same.
//  2. Hand-over. After the message's last byte and before its end-of-data marker, the worker
//     commits SENDING, fenced by its attempt: a worker whose lease lapsed and whose row another
//     worker took meanwhile cannot hand it over; its SMTP transaction is dropped without the marker.
//  3. Answer. The server's answer is committed at once, in its own statement, row by row (never
//     after a batch): DELIVERED on 250; a refusal (a 4xx/5xx reply) means the server did not take
//     the message, so it is retried with backoff, or FAILED after the last try, whether it came
//     before or after the hand-over.
//  4. Recovery. A row still NEW when its lease lapses was claimed by a worker that stopped before
//     handing it over: nothing can have been delivered, so it is claimed and sent again. A row still
//     SENDING when its lease lapses was claimed by a worker that stopped between the marker and the
//     commit of the answer; so is a send that failed after the hand-over without any reply (a
//     timeout, a dropped connection). Those rows become UNCERTAIN, are logged as errors, and are
//     never resent automatically.
//
// Why hold uncertain rows instead of resending them with the same Message-ID: only some mailbox
// providers drop a second message whose Message-ID they already hold; most deliver it again, and
// the client reads a duplicate booking confirmation. The uncertain window is a database round trip
// plus the server's reply time, and a server that received the whole message has almost always
// accepted it, so holding loses far fewer emails than resending would duplicate. An operator who
// does not find the row's Message-ID in the SMTP server's log sets the row back to NEW; the resend
// carries the same Message-ID, so even a mistaken resend can be deduplicated by the receiver.
//
// Leases: a claim's lease is renewed every third of its length while the send runs, so a slow but
// live send never looks abandoned; the length only bounds how long a dead worker's rows wait.
import { and, asc, eq, inArray, isNull, lt, lte, or, sql } from 'drizzle-orm';
import type { Database, DatabaseHandle } from '../../db/client.ts';
import { OUTBOX_CHANNEL } from './outbox.ts';
import { emailOutbox } from './schema.ts';
import type { MailLogger, MailTransport } from './transport.ts';
import { fromNow, retryDelayMs } from '../outbox.ts';
import { createWakeLoop } from '../wake-loop.ts';

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
  /** How long a claimed row stays invisible to other workers; renewed while its send runs. */
  leaseMs?: number;
  /** Waits after the 1st, 2nd... failed try; the last entry repeats. */
  backoffMs?: readonly number[];
  maxAttempts?: number;
  /**
   * Tests only: runs after the server answered a send and before the answer is committed, so a
   * test can stop the process exactly there. Nothing in the application sets it.
   */
  beforeRecordingAnswer?: (outboxId: string) => Promise<void>;
};

type Settings = Required<Omit<MailWorkerOptions, 'database' | 'beforeRecordingAnswer'>> & {
  db: Database;
  messageIdDomain: string;
  beforeRecordingAnswer: ((outboxId: string) => Promise<void>) | undefined;
};

export const defaultBackoffMs = [30_000, 2 * 60_000, 10 * 60_000, 60 * 60_000] as const;

/** Statuses a try may still write its result over; DELIVERED and FAILED are final. */
const openStatuses = ['NEW', 'SENDING', 'UNCERTAIN'] as const;

function settingsOf(options: MailWorkerOptions): Settings {
  return {
    db: options.database.db,
    transport: options.transport,
    from: options.from,
    messageIdDomain: messageIdDomainOf(options.from),
    log: options.log,
    pollIntervalMs: options.pollIntervalMs ?? 5_000,
    batchSize: options.batchSize ?? 5,
    leaseMs: options.leaseMs ?? 5 * 60_000,
    backoffMs: options.backoffMs ?? defaultBackoffMs,
    maxAttempts: options.maxAttempts ?? 5,
    beforeRecordingAnswer: options.beforeRecordingAnswer,
  };
}

/** The right-hand side of our Message-IDs: the sender's domain, as nodemailer would choose. */
function messageIdDomainOf(from: string): string {
  return /@([^\s<>@]+)>?\s*$/.exec(from)?.[1] ?? 'localhost';
}

/** Starts the worker; the answer stops it, waiting for the sends in flight. */
export async function startMailWorker(options: MailWorkerOptions): Promise<() => Promise<void>> {
  const settings = settingsOf(options);
  const loop = createWakeLoop({
    round: async () => {
      await drain(settings, loop.isStopped);
    },
    onError: (error) => settings.log.error({ err: error }, 'mail worker round failed'),
  });
  const { wake } = loop;

  const unlisten = await options.database.listen(OUTBOX_CHANNEL, wake);
  const timer = setInterval(wake, settings.pollIntervalMs);
  timer.unref();
  wake();

  return async () => {
    clearInterval(timer);
    await loop.stop();
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
  await holdAbandonedSends(settings);
  let tried = 0;
  while (!isStopped()) {
    const claimed = await claimDueEmails(settings.db, {
      limit: settings.batchSize,
      leaseMs: settings.leaseMs,
      messageIdDomain: settings.messageIdDomain,
    });
    tried += claimed.length;
    const results = await Promise.allSettled(claimed.map((row) => deliver(settings, row)));
    for (const result of results) {
      // Only recording the outcome failed. The lease lapses, and recovery decides what happens.
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
 * and lets another worker retry the row if this process dies before handing the message over.
 * The due ids are gathered into an array first: as a plain `id IN (subquery)` the planner may run
 * the subquery again for each row it updates, and every run, no longer seeing the rows just
 * leased, takes the next `limit`, so one claim could take the whole outbox.
 */
export async function claimDueEmails(
  db: Database,
  options: { limit: number; leaseMs: number; messageIdDomain: string },
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
    .limit(options.limit)
    .for('update', { skipLocked: true });
  return db
    .update(emailOutbox)
    .set({
      lockedUntil: fromNow(options.leaseMs),
      attempts: sql`${emailOutbox.attempts} + 1`,
      messageId: sql`coalesce(${emailOutbox.messageId}, '<' || ${emailOutbox.id}::text || ${`@${options.messageIdDomain}>`})`,
    })
    .where(and(sql`${emailOutbox.id} = any(array(${due}))`, eq(emailOutbox.status, 'NEW')))
    .returning();
}

/** Rows handed over by a worker whose lease then lapsed: whether they went out is unknown. */
async function holdAbandonedSends(settings: Settings): Promise<void> {
  const held = await settings.db
    .update(emailOutbox)
    .set({
      status: 'UNCERTAIN',
      lockedUntil: null,
      lastError: 'the worker stopped after handing the message to the mail server',
    })
    .where(
      and(
        eq(emailOutbox.status, 'SENDING'),
        or(isNull(emailOutbox.lockedUntil), lt(emailOutbox.lockedUntil, sql`now()`)),
      ),
    )
    .returning({
      id: emailOutbox.id,
      toAddress: emailOutbox.toAddress,
      messageId: emailOutbox.messageId,
    });
  for (const row of held) {
    settings.log.error(
      { outboxId: row.id, to: row.toAddress, messageId: row.messageId },
      'email may have been sent before its worker stopped; held, not resent',
    );
  }
}

/** The hand-over found the row claimed by another worker since this one's lease lapsed. */
class LeaseLostError extends Error {
  constructor(outboxId: string) {
    super(`outbox row ${outboxId} was claimed again by another worker; not sent`);
  }
}

async function deliver(settings: Settings, claim: OutboxRow): Promise<void> {
  const { db } = settings;
  // Every write of this try is fenced by its attempt number: a later claim of the row changes it.
  const isThisTry = and(eq(emailOutbox.id, claim.id), eq(emailOutbox.attempts, claim.attempts));
  if (!claim.messageId) throw new Error(`outbox row ${claim.id} was claimed without a Message-ID`);
  let isHandedOver = false;
  const handOver = async () => {
    const marked = await db
      .update(emailOutbox)
      .set({ status: 'SENDING', lockedUntil: fromNow(settings.leaseMs) })
      .where(and(isThisTry, eq(emailOutbox.status, 'NEW')))
      .returning({ id: emailOutbox.id });
    if (marked.length === 0) throw new LeaseLostError(claim.id);
    isHandedOver = true;
  };

  const renewal = setInterval(() => {
    db.update(emailOutbox)
      .set({ lockedUntil: fromNow(settings.leaseMs) })
      .where(and(isThisTry, inArray(emailOutbox.status, ['NEW', 'SENDING'])))
      .catch((error: unknown) =>
        settings.log.warn({ err: error, outboxId: claim.id }, 'could not renew an email lease'),
      );
  }, settings.leaseMs / 3);
  renewal.unref();
  try {
    let messageId: string;
    try {
      ({ messageId } = await settings.transport.send(
        {
          id: claim.id,
          messageId: claim.messageId,
          from: settings.from,
          fromName: claim.fromName,
          to: claim.toAddress,
          replyTo: claim.replyTo,
          subject: claim.subject,
          text: claim.text,
          html: claim.html,
          attachments: claim.attachments,
        },
        handOver,
      ));
    } catch (error) {
      await recordFailure(settings, claim, error, isHandedOver);
      return;
    }
    await settings.beforeRecordingAnswer?.(claim.id);
    await db
      .update(emailOutbox)
      .set({
        status: 'DELIVERED',
        sentAt: sql`now()`,
        messageId,
        lockedUntil: null,
        lastError: null,
      })
      .where(and(isThisTry, inArray(emailOutbox.status, openStatuses)));
  } finally {
    clearInterval(renewal);
  }
}

/** A reply code from the server: it answered, so it did not take the message. */
function isRefusedByServer(error: unknown): boolean {
  const code = (error as { responseCode?: unknown } | null)?.responseCode;
  return typeof code === 'number' && code >= 400;
}

async function recordFailure(
  settings: Settings,
  claim: OutboxRow,
  error: unknown,
  isHandedOver: boolean,
): Promise<void> {
  const isThisTry = and(
    eq(emailOutbox.id, claim.id),
    eq(emailOutbox.attempts, claim.attempts),
    inArray(emailOutbox.status, openStatuses),
  );
  const lastError = (error instanceof Error ? error.message : String(error)).slice(0, 1000);
  const context = { outboxId: claim.id, to: claim.toAddress, attempts: claim.attempts };
  if (error instanceof LeaseLostError) {
    settings.log.warn({ ...context, error: lastError }, 'email left to the worker that holds it');
    return;
  }
  if (isHandedOver && !isRefusedByServer(error)) {
    await settings.db
      .update(emailOutbox)
      .set({ status: 'UNCERTAIN', lockedUntil: null, lastError })
      .where(isThisTry);
    settings.log.error(
      { ...context, messageId: claim.messageId, error: lastError },
      'email may have been sent but the mail server did not answer; held, not resent',
    );
    return;
  }
  const isFinal = claim.attempts >= settings.maxAttempts;
  const waitMs = retryDelayMs(settings.backoffMs, claim.attempts);
  await settings.db
    .update(emailOutbox)
    .set({
      lastError,
      lockedUntil: null,
      ...(isFinal
        ? { status: 'FAILED' as const }
        : { status: 'NEW' as const, nextAttemptAt: fromNow(waitMs) }),
    })
    .where(isThisTry);
  if (isFinal)
    settings.log.error({ ...context, error: lastError }, 'email failed after the last try');
  else
    settings.log.warn(
      { ...context, error: lastError, retryInMs: waitMs },
      'email send failed; will retry',
    );
}
