// Sends the push_outbox rows to the devices' push services. Safe with many server processes: rows
// are claimed with FOR UPDATE SKIP LOCKED and a lease, so each due row goes to one worker at a time.
//
// Outcomes: a 2xx from the push service marks the row SENT. A 404 or 410 means the subscription is
// gone (the app was uninstalled, permission withdrawn): the device is removed, and its waiting
// messages with it. Anything else (a 429, a 5xx, a network failure, a refusal) is tried again with
// back-off, and the row is marked FAILED after the last try.
//
// Never shown twice: a worker that stops after the push service took a message but before SENT is
// committed leaves the row to be sent again when its lease lapses. Push services keep one waiting
// message per Topic (RFC 8030 §5.4), and the service worker shows each message under a tag, which
// replaces a notification of the same tag instead of adding one; both are the row's id, so such a
// resend reaches the owner as the same single notification.
import type { Agent } from 'node:https';
import { and, asc, eq, inArray, isNull, lt, lte, or, sql } from 'drizzle-orm';
import webpush, { WebPushError } from 'web-push';
import type { TPushPayload } from '@studio/shared/message-tokens/contracts';
import type { Database, DatabaseHandle } from '../../db/client.ts';
import { drainInBatches, fromNow, retryDelayMs } from '../../platform/outbox.ts';
import { startChannelWorker } from '../../platform/wake-loop.ts';
import type { VapidKeys } from './vapid-keys.ts';
import { PUSH_OUTBOX_CHANNEL } from './service.ts';
import { messageTokens, pushOutbox } from './schema.ts';

type Logger = {
  warn(object: object, message: string): void;
  error(object: object, message: string): void;
};

export type PushWorkerOptions = {
  database: Pick<DatabaseHandle, 'db' | 'listen'>;
  vapid: VapidKeys & { subject: string };
  log: Logger;
  /** Tests only: trusts the local push service's certificate. */
  agent?: Agent;
  /** Safety net besides LISTEN/NOTIFY. */
  pollIntervalMs?: number;
  batchSize?: number;
  /** Longer than a send can take (the request times out first). */
  leaseMs?: number;
  /** Waits after the 1st, 2nd... failed try; the last entry repeats. */
  backoffMs?: readonly number[];
  maxAttempts?: number;
};

export const defaultPushBackoffMs = [30_000, 2 * 60_000, 10 * 60_000, 60 * 60_000] as const;
/** How long the push service keeps a message for a device that is offline. */
const TIME_TO_LIVE_SECONDS = 24 * 60 * 60;
const REQUEST_TIMEOUT_MS = 20_000;

type Settings = Required<Omit<PushWorkerOptions, 'database' | 'agent'>> & {
  db: Database;
  agent: Agent | undefined;
};

function settingsOf(options: PushWorkerOptions): Settings {
  return {
    db: options.database.db,
    vapid: options.vapid,
    log: options.log,
    agent: options.agent,
    pollIntervalMs: options.pollIntervalMs ?? 5_000,
    batchSize: options.batchSize ?? 10,
    leaseMs: options.leaseMs ?? 2 * 60_000,
    backoffMs: options.backoffMs ?? defaultPushBackoffMs,
    maxAttempts: options.maxAttempts ?? 6,
  };
}

/** Starts the worker; the answer stops it, waiting for the sends in flight. */
export async function startPushWorker(options: PushWorkerOptions): Promise<() => Promise<void>> {
  const settings = settingsOf(options);
  return startChannelWorker({
    name: 'push outbox',
    channel: PUSH_OUTBOX_CHANNEL,
    listen: (channel, onNotify) => options.database.listen(channel, onNotify),
    pollIntervalMs: settings.pollIntervalMs,
    drain: (isStopped) => drain(settings, isStopped),
    log: settings.log,
  });
}

/** One pass over everything due now; answers how many rows it tried. */
export async function deliverDuePushes(options: PushWorkerOptions): Promise<number> {
  return drain(settingsOf(options), () => false);
}

function drain(settings: Settings, isStopped: () => boolean): Promise<number> {
  return drainInBatches({
    claim: () => claimDuePushes(settings),
    send: (claim) => send(settings, claim),
    batchSize: settings.batchSize,
    isStopped,
    onSendError: (error) => settings.log.error({ err: error }, 'could not record a push send'),
  });
}

type Claim = typeof pushOutbox.$inferSelect & {
  endpoint: string;
  p256dh: string;
  auth: string;
};

/**
 * Takes up to a batch of due rows in one statement (the due ids gathered into an array first, so
 * the planner cannot rerun the subquery per updated row), then reads their devices.
 */
async function claimDuePushes(settings: Settings): Promise<Claim[]> {
  const { db } = settings;
  const due = db
    .select({ id: pushOutbox.id })
    .from(pushOutbox)
    .where(
      and(
        eq(pushOutbox.status, 'NEW'),
        lte(pushOutbox.nextAttemptAt, sql`now()`),
        or(isNull(pushOutbox.lockedUntil), lt(pushOutbox.lockedUntil, sql`now()`)),
      ),
    )
    .orderBy(asc(pushOutbox.nextAttemptAt))
    .limit(settings.batchSize)
    .for('update', { skipLocked: true });
  const rows = await db
    .update(pushOutbox)
    .set({ lockedUntil: fromNow(settings.leaseMs), attempts: sql`${pushOutbox.attempts} + 1` })
    .where(and(sql`${pushOutbox.id} = any(array(${due}))`, eq(pushOutbox.status, 'NEW')))
    .returning();
  if (rows.length === 0) return [];
  const devices = await db
    .select({
      id: messageTokens.id,
      endpoint: messageTokens.endpoint,
      p256dh: messageTokens.p256dh,
      auth: messageTokens.auth,
    })
    .from(messageTokens)
    .where(
      inArray(
        messageTokens.id,
        rows.map((row) => row.tokenId),
      ),
    );
  const byId = new Map(devices.map((device) => [device.id, device]));
  // A device removed since the claim took its rows with it: nothing is left to send.
  return rows.flatMap((row) => {
    const device = byId.get(row.tokenId);
    return device
      ? [{ ...row, endpoint: device.endpoint, p256dh: device.p256dh, auth: device.auth }]
      : [];
  });
}

async function send(settings: Settings, claim: Claim): Promise<void> {
  const { db } = settings;
  const isThisTry = and(
    eq(pushOutbox.id, claim.id),
    eq(pushOutbox.attempts, claim.attempts),
    eq(pushOutbox.status, 'NEW'),
  );
  const payload: TPushPayload = {
    title: claim.title,
    body: claim.body,
    url: claim.url,
    tag: claim.id,
  };
  try {
    await webpush.sendNotification(
      { endpoint: claim.endpoint, keys: { p256dh: claim.p256dh, auth: claim.auth } },
      JSON.stringify(payload),
      {
        vapidDetails: settings.vapid,
        TTL: TIME_TO_LIVE_SECONDS,
        urgency: 'high',
        topic: claim.id.replaceAll('-', ''),
        timeout: REQUEST_TIMEOUT_MS,
        contentEncoding: 'aes128gcm',
        ...(settings.agent ? { agent: settings.agent } : {}),
      },
    );
  } catch (error) {
    await recordFailure(settings, claim, error);
    return;
  }
  await db
    .update(pushOutbox)
    .set({ status: 'SENT', sentAt: sql`now()`, lockedUntil: null, lastError: null })
    .where(isThisTry);
}

async function recordFailure(settings: Settings, claim: Claim, error: unknown): Promise<void> {
  const { db } = settings;
  const statusCode = error instanceof WebPushError ? error.statusCode : undefined;
  const context = { pushId: claim.id, tokenId: claim.tokenId, attempts: claim.attempts };
  if (statusCode === 404 || statusCode === 410) {
    // The subscription no longer exists: the device is removed, with its waiting messages.
    await db.delete(messageTokens).where(eq(messageTokens.id, claim.tokenId));
    settings.log.warn({ ...context, statusCode }, 'push subscription gone; device removed');
    return;
  }
  const detail =
    error instanceof WebPushError ? `${error.statusCode} ${error.body}` : String(error);
  const lastError = detail.slice(0, 1000);
  const isFinal = claim.attempts >= settings.maxAttempts;
  const waitMs = retryDelayMs(settings.backoffMs, claim.attempts);
  await db
    .update(pushOutbox)
    .set({
      lastError,
      lockedUntil: null,
      ...(isFinal ? { status: 'FAILED' as const } : { nextAttemptAt: fromNow(waitMs) }),
    })
    .where(
      and(
        eq(pushOutbox.id, claim.id),
        eq(pushOutbox.attempts, claim.attempts),
        eq(pushOutbox.status, 'NEW'),
      ),
    );
  if (isFinal)
    settings.log.error({ ...context, error: lastError }, 'push failed after the last try');
  else
    settings.log.warn(
      { ...context, error: lastError, retryInMs: waitMs },
      'push failed; will retry',
    );
}

/** Housekeeping: sent and failed messages are kept a week (to look into a complaint), then go. */
export async function pruneFinishedPushes(executor: Pick<Database, 'delete'>): Promise<void> {
  await executor
    .delete(pushOutbox)
    .where(
      and(
        inArray(pushOutbox.status, ['SENT', 'FAILED']),
        lt(pushOutbox.createdAt, sql`now() - interval '7 days'`),
      ),
    );
}
