// Writes shoots to Google Calendar from google_calendar_writes. Safe with many server processes:
// due rows are claimed with FOR UPDATE SKIP LOCKED and a lease, so a row is written by one worker
// at a time.
//
// Never written twice: a shoot's first event is inserted under an id derived from the business
// and the shoot, so a retry after Google took the insert but before the link was recorded gets
// 409 and patches the same event. A move patches the linked event; a cancelled (or gone) shoot
// deletes it. Each write brings the event in line with the shoot as it is when the write runs.
//
// Failures: Google unreachable or busy is retried with back-off and the row marked FAILED after
// the last try (counted on the card). A lost grant turns the connection to RECONNECT_NEEDED; its
// rows wait, untried, until the owner reconnects, and then go.
import crypto from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import type { Database, DatabaseHandle, Executor } from '../../db/client.ts';
import { drainInBatches, fromNow, retryDelayMs } from '../../platform/outbox.ts';
import { startChannelWorker } from '../../platform/wake-loop.ts';
import type { GoogleCalendarContext } from './context.ts';
import {
  accessTokenFor,
  findConnection,
  forgetAccessToken,
  GOOGLE_CALENDAR_WRITES_CHANNEL,
} from './connection.ts';
import {
  AccessRefused,
  deleteEvent,
  GrantRevoked,
  insertEvent,
  patchEvent,
  type GoogleEvent,
} from './google-api.ts';
import { googleCalendarEvents, googleCalendarWrites } from './schema.ts';

/** A shoot as its event shows it; null when the shoot no longer exists. */
export type ShootForEvent = {
  isActive: boolean;
  serviceName: string;
  clientName: string;
  startTime: Date | null;
  durationMinutes: number;
  location: string;
};

/** How the worker reads a shoot: handed in, since orders stands above this module. */
export type ShootEventSource = (
  executor: Executor,
  input: { businessId: string; orderId: string },
) => Promise<ShootForEvent | null>;

type Logger = {
  warn(object: object, message: string): void;
  error(object: object, message: string): void;
};

export type WriteWorkerOptions = {
  database: Pick<DatabaseHandle, 'db' | 'listen'>;
  context: GoogleCalendarContext;
  shoots: ShootEventSource;
  log: Logger;
  pollIntervalMs?: number;
  batchSize?: number;
  leaseMs?: number;
  backoffMs?: readonly number[];
  maxAttempts?: number;
};

export const defaultWriteBackoffMs = [30_000, 2 * 60_000, 10 * 60_000, 60 * 60_000] as const;

type Settings = Required<Omit<WriteWorkerOptions, 'database'>> & { db: Database };

function settingsOf(options: WriteWorkerOptions): Settings {
  return {
    db: options.database.db,
    context: options.context,
    shoots: options.shoots,
    log: options.log,
    pollIntervalMs: options.pollIntervalMs ?? 15_000,
    batchSize: options.batchSize ?? 10,
    leaseMs: options.leaseMs ?? 2 * 60_000,
    backoffMs: options.backoffMs ?? defaultWriteBackoffMs,
    maxAttempts: options.maxAttempts ?? 8,
  };
}

export async function startGoogleCalendarWriter(
  options: WriteWorkerOptions,
): Promise<() => Promise<void>> {
  const settings = settingsOf(options);
  return startChannelWorker({
    name: 'Google Calendar writes',
    channel: GOOGLE_CALENDAR_WRITES_CHANNEL,
    listen: (channel, onNotify) => options.database.listen(channel, onNotify),
    pollIntervalMs: settings.pollIntervalMs,
    drain: (isStopped) => drain(settings, isStopped),
    log: settings.log,
  });
}

/** One pass over everything due now; answers how many rows it tried. */
export async function writeDueEvents(options: WriteWorkerOptions): Promise<number> {
  return drain(settingsOf(options), () => false);
}

function drain(settings: Settings, isStopped: () => boolean): Promise<number> {
  return drainInBatches({
    claim: () => claimDue(settings),
    send: (claim) => write(settings, claim),
    batchSize: settings.batchSize,
    isStopped,
    // One at a time: a business's rows share its access token and Google's per-user quota.
    oneAtATime: true,
    onSendError: (error) =>
      settings.log.error({ err: error }, 'could not record a Google Calendar write'),
  });
}

type Claim = {
  id: string;
  businessId: string;
  orderId: string;
  revision: number;
  attempts: number;
};

/** Due rows of connected businesses (a business waiting for a reconnect keeps its rows). */
async function claimDue(settings: Settings): Promise<Claim[]> {
  const result = await settings.db.execute(sql`
    update google_calendar_writes w
       set locked_until = ${fromNow(settings.leaseMs)}, attempts = w.attempts + 1
     where w.id = any(array(
       select d.id from google_calendar_writes d
        where d.status = 'NEW' and d.next_attempt_at <= now()
          and (d.locked_until is null or d.locked_until < now())
          and exists (select 1 from google_calendar_connections c
                       where c.business_id = d.business_id and c.status = 'CONNECTED')
        order by d.next_attempt_at
        limit ${settings.batchSize}
        for update of d skip locked))
       and w.status = 'NEW'
    returning w.id, w.business_id, w.order_id, w.revision, w.attempts`);
  const rows = (
    result as unknown as {
      rows: {
        id: string;
        business_id: string;
        order_id: string;
        revision: number;
        attempts: number;
      }[];
    }
  ).rows;
  return rows.map((row) => ({
    id: row.id,
    businessId: row.business_id,
    orderId: row.order_id,
    revision: Number(row.revision),
    attempts: Number(row.attempts),
  }));
}

/** The id of a shoot's first event: Google's alphabet (base32hex), fixed for the shoot. */
export function firstEventId(businessId: string, orderId: string): string {
  return `studio${crypto.createHash('sha256').update(`${businessId}/${orderId}`).digest('hex').slice(0, 32)}`;
}

function eventOf(settings: Settings, orderId: string, shoot: ShootForEvent & { startTime: Date }) {
  const end = new Date(shoot.startTime.getTime() + shoot.durationMinutes * 60_000);
  const title = [shoot.serviceName, shoot.clientName].filter(Boolean).join(': ') || 'Shoot';
  const event: GoogleEvent = {
    summary: title,
    description: `${settings.context.appUrl}/shoots/${orderId}`,
    location: shoot.location,
    start: shoot.startTime,
    end,
  };
  return event;
}

async function write(settings: Settings, claim: Claim): Promise<void> {
  const { db, context } = settings;
  const scope = { businessId: claim.businessId, orderId: claim.orderId };
  try {
    const connection = await findConnection(db, scope);
    if (!connection || !context.client) return await finish(settings, claim);
    const accessToken = await accessTokenFor(context, db, connection);
    const shoot = await settings.shoots(db, scope);
    const [link] = await db
      .select()
      .from(googleCalendarEvents)
      .where(
        and(
          eq(googleCalendarEvents.businessId, claim.businessId),
          eq(googleCalendarEvents.orderId, claim.orderId),
        ),
      )
      .limit(1);
    const client = context.client;
    if (shoot?.isActive && shoot.startTime) {
      const event = eventOf(settings, claim.orderId, { ...shoot, startTime: shoot.startTime });
      let calendarId = link?.calendarId ?? 'primary';
      let eventId = link?.eventId ?? firstEventId(claim.businessId, claim.orderId);
      if (link) {
        const patched = await patchEvent(client, accessToken, { calendarId, eventId, event });
        if (patched === 'gone') {
          // Deleted in Google by hand: the shoot still stands, so it is written again.
          calendarId = 'primary';
          eventId = `studio${crypto.randomBytes(16).toString('hex')}`;
          await insertEvent(client, accessToken, { calendarId, eventId, event });
        }
      } else if (
        (await insertEvent(client, accessToken, { calendarId, eventId, event })) === 'exists'
      ) {
        await patchEvent(client, accessToken, { calendarId, eventId, event });
      }
      const times = { startTime: event.start, endTime: event.end };
      await db
        .insert(googleCalendarEvents)
        .values({ ...scope, calendarId, eventId, ...times })
        .onConflictDoUpdate({
          target: [googleCalendarEvents.businessId, googleCalendarEvents.orderId],
          set: { calendarId, eventId, ...times, updatedAt: sql`now()` },
        });
    } else if (link) {
      await deleteEvent(client, accessToken, {
        calendarId: link.calendarId,
        eventId: link.eventId,
      });
      await db
        .delete(googleCalendarEvents)
        .where(
          and(
            eq(googleCalendarEvents.businessId, claim.businessId),
            eq(googleCalendarEvents.orderId, claim.orderId),
            eq(googleCalendarEvents.eventId, link.eventId),
          ),
        );
    }
    await finish(settings, claim);
  } catch (error) {
    await recordFailure(settings, claim, error);
  }
}

const isThisTry = (claim: Claim) =>
  and(
    eq(googleCalendarWrites.id, claim.id),
    eq(googleCalendarWrites.status, 'NEW'),
    eq(googleCalendarWrites.revision, claim.revision),
  );

/** Done, unless the shoot changed meanwhile: then the row is due again at once. */
async function finish(settings: Settings, claim: Claim): Promise<void> {
  const done = await settings.db
    .update(googleCalendarWrites)
    .set({ status: 'DONE', doneAt: sql`now()`, lockedUntil: null, lastError: null })
    .where(isThisTry(claim))
    .returning({ id: googleCalendarWrites.id });
  if (done.length === 0) await release(settings, claim);
}

async function release(settings: Settings, claim: Claim): Promise<void> {
  await settings.db
    .update(googleCalendarWrites)
    .set({ lockedUntil: null })
    .where(and(eq(googleCalendarWrites.id, claim.id), eq(googleCalendarWrites.status, 'NEW')));
}

async function recordFailure(settings: Settings, claim: Claim, error: unknown): Promise<void> {
  const message = error instanceof Error ? error.message : String(error);
  if (error instanceof GrantRevoked) {
    // Waits for the reconnect, which makes it due again; this try does not count.
    await settings.db
      .update(googleCalendarWrites)
      .set({ lockedUntil: null, attempts: sql`greatest(${googleCalendarWrites.attempts} - 1, 0)` })
      .where(and(eq(googleCalendarWrites.id, claim.id), eq(googleCalendarWrites.status, 'NEW')));
    return;
  }
  // A refused access token is not used again: the retry refreshes it (or learns the grant is gone).
  if (error instanceof AccessRefused) forgetAccessToken(claim.businessId);
  settings.log.warn(
    { err: error, businessId: claim.businessId, orderId: claim.orderId, attempt: claim.attempts },
    'Google Calendar write failed',
  );
  const isLast = claim.attempts >= settings.maxAttempts;
  const wait = retryDelayMs(settings.backoffMs, claim.attempts);
  const updated = await settings.db
    .update(googleCalendarWrites)
    .set({
      lockedUntil: null,
      lastError: message.slice(0, 500),
      ...(isLast ? { status: 'FAILED' as const } : { nextAttemptAt: fromNow(wait) }),
    })
    .where(isThisTry(claim))
    .returning({ id: googleCalendarWrites.id });
  if (updated.length === 0) await release(settings, claim);
}
