// Sends the facebook_outbox rows through the Conversions API. Safe with many server processes:
// rows are claimed with FOR UPDATE SKIP LOCKED and a lease, so each due row goes to one worker at
// a time.
//
// Outcomes: Facebook's 200 marks the row SENT. A refused token (the owner may reconnect with a new
// one), a 429, a 5xx or no answer is tried again with back-off, for as long as Facebook takes
// events (seven days after they happened); after that, or for any other refusal of the event, the
// row is FAILED. A worker that stops after Facebook took the event but before SENT is committed
// sends it again when the lease lapses: the event id makes Facebook keep one.
import { and, asc, eq, isNull, lt, lte, or, sql } from 'drizzle-orm';
import type { DatabaseHandle } from '../../db/client.ts';
import { SealedValueError } from '../../platform/crypto-box.ts';
import { AppError } from '../../platform/errors.ts';
import { drainInBatches, fromNow, retryDelayMs } from '../../platform/outbox.ts';
import { startChannelWorker } from '../../platform/wake-loop.ts';
import { facebookConnections, facebookOutbox } from './schema.ts';
import {
  FACEBOOK_OUTBOX_CHANNEL,
  graphCall,
  sealContext,
  type FacebookDeps,
  type GraphAnswer,
} from './service.ts';

export type FacebookWorkerOptions = {
  deps: FacebookDeps;
  database: Pick<DatabaseHandle, 'listen'>;
  /** Safety net besides LISTEN/NOTIFY. */
  pollIntervalMs?: number;
  batchSize?: number;
  /** Longer than a send can take (its request times out first). */
  leaseMs?: number;
  /** Waits after the 1st, 2nd... failed try; the last entry repeats. */
  backoffMs?: readonly number[];
};

export const defaultFacebookBackoffMs = [30_000, 2 * 60_000, 10 * 60_000, 60 * 60_000] as const;
/** Facebook refuses events that happened longer ago than this. */
const EVENT_WINDOW_MS = 7 * 24 * 60 * 60_000;

type Settings = Required<Omit<FacebookWorkerOptions, 'database'>>;

function settingsOf(options: FacebookWorkerOptions): Settings {
  return {
    deps: options.deps,
    pollIntervalMs: options.pollIntervalMs ?? 10_000,
    batchSize: options.batchSize ?? 10,
    leaseMs: options.leaseMs ?? 2 * 60_000,
    backoffMs: options.backoffMs ?? defaultFacebookBackoffMs,
  };
}

/** Starts the worker; the answer stops it, waiting for the sends in flight. */
export async function startFacebookWorker(
  options: FacebookWorkerOptions,
): Promise<() => Promise<void>> {
  const settings = settingsOf(options);
  return startChannelWorker({
    name: 'Conversions API outbox',
    channel: FACEBOOK_OUTBOX_CHANNEL,
    listen: (channel, onNotify) => options.database.listen(channel, onNotify),
    pollIntervalMs: settings.pollIntervalMs,
    drain: (isStopped) => drain(settings, isStopped),
    log: settings.deps.log,
  });
}

/** One pass over everything due now; answers how many rows it tried. */
export async function sendDueConversionEvents(options: FacebookWorkerOptions): Promise<number> {
  return drain(settingsOf(options), () => false);
}

function drain(settings: Settings, isStopped: () => boolean): Promise<number> {
  return drainInBatches({
    claim: () => claimDue(settings),
    send: (claim) => send(settings, claim),
    batchSize: settings.batchSize,
    isStopped,
    onSendError: (error) =>
      settings.deps.log.error({ err: error }, 'could not record a conversion event'),
  });
}

type Claim = typeof facebookOutbox.$inferSelect;

/** Takes up to a batch of due rows in one statement (the due ids gathered into an array first). */
async function claimDue(settings: Settings): Promise<Claim[]> {
  const { db } = settings.deps;
  const due = db
    .select({ id: facebookOutbox.id })
    .from(facebookOutbox)
    .where(
      and(
        eq(facebookOutbox.status, 'NEW'),
        lte(facebookOutbox.nextAttemptAt, sql`now()`),
        or(isNull(facebookOutbox.lockedUntil), lt(facebookOutbox.lockedUntil, sql`now()`)),
      ),
    )
    .orderBy(asc(facebookOutbox.nextAttemptAt))
    .limit(settings.batchSize)
    .for('update', { skipLocked: true });
  return db
    .update(facebookOutbox)
    .set({ lockedUntil: fromNow(settings.leaseMs), attempts: sql`${facebookOutbox.attempts} + 1` })
    .where(and(sql`${facebookOutbox.id} = any(array(${due}))`, eq(facebookOutbox.status, 'NEW')))
    .returning();
}

function isThisTry(claim: Claim) {
  return and(
    eq(facebookOutbox.id, claim.id),
    eq(facebookOutbox.attempts, claim.attempts),
    eq(facebookOutbox.status, 'NEW'),
  );
}

/** Facebook's answer as what to do with the row. */
function outcomeOf(answer: GraphAnswer): 'sent' | 'retry' | 'refused' {
  if (answer.status === 200) return 'sent';
  const error = answer.body.error as { code?: unknown } | undefined;
  // 190: the access token is invalid or expired; the owner may connect again with a new one.
  const isTokenRefused = answer.status === 401 || answer.status === 403 || error?.code === 190;
  return isTokenRefused || answer.status === 429 ? 'retry' : 'refused';
}

async function send(settings: Settings, claim: Claim): Promise<void> {
  const { db, box } = settings.deps;
  const [connection] = await db
    .select()
    .from(facebookConnections)
    .where(eq(facebookConnections.businessId, claim.businessId));
  // Disconnected since the claim: the row went with it.
  if (!connection) return;
  let outcome: 'sent' | 'retry' | 'refused';
  let detail: string;
  try {
    const accessToken = box.open(connection.accessTokenBox, sealContext(claim.businessId));
    const answer = await graphCall(
      settings.deps,
      `/${encodeURIComponent(connection.pixelId)}/events`,
      {
        method: 'POST',
        body: JSON.stringify({ data: [claim.event], access_token: accessToken }),
      },
    );
    outcome = outcomeOf(answer);
    detail = `the Graph API answered ${answer.status}`;
  } catch (error) {
    // No answer or a 5xx (graphCall's 502), or a token sealed with a key since replaced.
    if (!(error instanceof AppError) && !(error instanceof SealedValueError)) throw error;
    outcome = 'retry';
    detail = error.message;
  }
  if (outcome === 'sent') {
    await db
      .update(facebookOutbox)
      .set({ status: 'SENT', sentAt: sql`now()`, lockedUntil: null, lastError: null })
      .where(isThisTry(claim));
    return;
  }
  await recordFailure(settings, claim, outcome, detail);
}

async function recordFailure(
  settings: Settings,
  claim: Claim,
  outcome: 'retry' | 'refused',
  lastError: string,
): Promise<void> {
  const { db, log } = settings.deps;
  const context = {
    eventId: claim.eventId,
    businessId: claim.businessId,
    attempts: claim.attempts,
  };
  const isTooOld = Date.now() - claim.createdAt.getTime() > EVENT_WINDOW_MS;
  if (outcome === 'refused' || isTooOld) {
    await db
      .update(facebookOutbox)
      .set({ status: 'FAILED', lastError, lockedUntil: null })
      .where(isThisTry(claim));
    log.error({ ...context, error: lastError }, 'the Conversions API refused an event');
    return;
  }
  const waitMs = retryDelayMs(settings.backoffMs, claim.attempts);
  await db
    .update(facebookOutbox)
    .set({ lastError, lockedUntil: null, nextAttemptAt: fromNow(waitMs) })
    .where(isThisTry(claim));
  log.warn(
    { ...context, error: lastError, retryInMs: waitMs },
    'conversion event not sent; will retry',
  );
}
