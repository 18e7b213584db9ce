// Sends the newsletter_outbox rows to Mailchimp or Flodesk. Safe with many server processes: rows
// are claimed with FOR UPDATE SKIP LOCKED and a lease, so each due row goes to one worker at a time.
//
// Outcomes: the provider's 2xx marks the row SENT. A refusal of this address (a 4xx other than for
// the key or the rate) marks it FAILED: sending it again would get the same answer. Everything else
// (a 5xx, a 429, no answer, a refused key the owner may still fix) is tried again with back-off and
// the row is kept until it goes through; disconnecting the tool removes it.
//
// Never added twice: a worker that stops after the provider took the member but before SENT is
// committed leaves the row to be sent again when its lease lapses; both providers' calls are
// create-or-update by address, so the repeat changes nothing.
import { and, asc, eq, isNull, lt, lte, or, sql } from 'drizzle-orm';
import type { DatabaseHandle } from '../../db/client.ts';
import { SealedValueError } from '../../platform/crypto-box.ts';
import { drainInBatches, fromNow, retryDelayMs } from '../../platform/outbox.ts';
import { startChannelWorker } from '../../platform/wake-loop.ts';
import { ProviderFailure, splitName } from './providers.ts';
import { NEWSLETTER_OUTBOX_CHANNEL, sealContext, type NewsletterDeps } from './service.ts';
import { newsletterConnections, newsletterOutbox } from './schema.ts';

export type NewsletterWorkerOptions = {
  deps: NewsletterDeps;
  database: Pick<DatabaseHandle, 'listen'>;
  /** Safety net besides LISTEN/NOTIFY. */
  pollIntervalMs?: number;
  batchSize?: number;
  /** Longer than a send can take (its requests time out first). */
  leaseMs?: number;
  /** Waits after the 1st, 2nd... failed try; the last entry repeats. */
  backoffMs?: readonly number[];
};

export const defaultNewsletterBackoffMs = [30_000, 2 * 60_000, 10 * 60_000, 60 * 60_000] as const;

type Settings = Required<Omit<NewsletterWorkerOptions, 'database'>>;

function settingsOf(options: NewsletterWorkerOptions): Settings {
  return {
    deps: options.deps,
    pollIntervalMs: options.pollIntervalMs ?? 10_000,
    batchSize: options.batchSize ?? 10,
    leaseMs: options.leaseMs ?? 2 * 60_000,
    backoffMs: options.backoffMs ?? defaultNewsletterBackoffMs,
  };
}

/** Starts the worker; the answer stops it, waiting for the sends in flight. */
export async function startNewsletterWorker(
  options: NewsletterWorkerOptions,
): Promise<() => Promise<void>> {
  const settings = settingsOf(options);
  return startChannelWorker({
    name: 'newsletter outbox',
    channel: NEWSLETTER_OUTBOX_CHANNEL,
    listen: (channel, onNotify) => options.database.listen(channel, onNotify),
    pollIntervalMs: settings.pollIntervalMs,
    drain: (isStopped) => drain(settings, isStopped),
    log: settings.deps.log,
  });
}

/** One pass over everything due now; answers how many rows it tried. */
export async function deliverDueSignups(options: NewsletterWorkerOptions): Promise<number> {
  return drain(settingsOf(options), () => false);
}

function drain(settings: Settings, isStopped: () => boolean): Promise<number> {
  return drainInBatches({
    claim: () => claimDue(settings),
    send: (claim) => send(settings, claim),
    batchSize: settings.batchSize,
    isStopped,
    onSendError: (error) =>
      settings.deps.log.error({ err: error }, 'could not record a newsletter signup'),
  });
}

type Claim = typeof newsletterOutbox.$inferSelect;

/**
 * Takes up to a batch of due rows in one statement (the due ids gathered into an array first, so
 * the planner cannot rerun the subquery per updated row).
 */
async function claimDue(settings: Settings): Promise<Claim[]> {
  const { db } = settings.deps;
  const due = db
    .select({ id: newsletterOutbox.id })
    .from(newsletterOutbox)
    .where(
      and(
        eq(newsletterOutbox.status, 'NEW'),
        lte(newsletterOutbox.nextAttemptAt, sql`now()`),
        or(isNull(newsletterOutbox.lockedUntil), lt(newsletterOutbox.lockedUntil, sql`now()`)),
      ),
    )
    .orderBy(asc(newsletterOutbox.nextAttemptAt))
    .limit(settings.batchSize)
    .for('update', { skipLocked: true });
  return db
    .update(newsletterOutbox)
    .set({
      lockedUntil: fromNow(settings.leaseMs),
      attempts: sql`${newsletterOutbox.attempts} + 1`,
    })
    .where(
      and(sql`${newsletterOutbox.id} = any(array(${due}))`, eq(newsletterOutbox.status, 'NEW')),
    )
    .returning();
}

function isThisTry(claim: Claim) {
  return and(
    eq(newsletterOutbox.id, claim.id),
    eq(newsletterOutbox.attempts, claim.attempts),
    eq(newsletterOutbox.status, 'NEW'),
  );
}

async function send(settings: Settings, claim: Claim): Promise<void> {
  const { db, box, apis } = settings.deps;
  const [connection] = await db
    .select()
    .from(newsletterConnections)
    .where(
      and(
        eq(newsletterConnections.id, claim.connectionId),
        eq(newsletterConnections.businessId, claim.businessId),
      ),
    );
  // Disconnected since the claim: the row went with it.
  if (!connection) return;
  try {
    if (!connection.listId) throw new ProviderFailure('refused', undefined, 'no list chosen');
    const apiKey = box.open(
      connection.apiKeyBox,
      sealContext(connection.businessId, connection.provider),
    );
    await apis[connection.provider].subscribe(apiKey, connection.listId, {
      email: claim.email,
      ...splitName(claim.fullName),
    });
  } catch (error) {
    if (!(error instanceof ProviderFailure) && !(error instanceof SealedValueError)) throw error;
    await recordFailure(settings, claim, error);
    return;
  }
  await db
    .update(newsletterOutbox)
    .set({ status: 'SENT', sentAt: sql`now()`, lockedUntil: null, lastError: null })
    .where(isThisTry(claim));
}

async function recordFailure(
  settings: Settings,
  claim: Claim,
  error: ProviderFailure | SealedValueError,
): Promise<void> {
  const { db, log } = settings.deps;
  const lastError = error.message.slice(0, 1000);
  const context = { signupId: claim.id, businessId: claim.businessId, attempts: claim.attempts };
  if (error instanceof ProviderFailure && error.kind === 'rejected') {
    await db
      .update(newsletterOutbox)
      .set({ status: 'FAILED', lastError, lockedUntil: null })
      .where(isThisTry(claim));
    log.error({ ...context, error: lastError }, 'newsletter provider refused the signup');
    return;
  }
  const waitMs = retryDelayMs(settings.backoffMs, claim.attempts);
  await db
    .update(newsletterOutbox)
    .set({ lastError, lockedUntil: null, nextAttemptAt: fromNow(waitMs) })
    .where(isThisTry(claim));
  log.warn(
    { ...context, error: lastError, retryInMs: waitMs },
    'newsletter signup failed; will retry',
  );
}
