// The busy times of the chosen Google calendars, as ranges that block bookable times and show as
// conflicts in the shoot form.
//
// Cache: per business and fixed 30-day window, the last answer of freebusy.query (one query asks
// for at most three windows, 90 days, Google's limit). `refreshGoogleBusy` asks Google again for
// windows older than the busy life (GOOGLE_CALENDAR_BUSY_TTL_SECONDS, 5 minutes), on demand, before a page computes times (never inside a
// transaction); `googleBusyRanges` only reads the database, so a transaction can use it.
//
// Safety when Google cannot answer (unreachable, or the grant revoked): a window's last answer is
// trusted for BUSY_TRUST_MS after Google gave it; after that the whole window counts as busy
// ("busy unknown"), so no time is offered that an unseen Google event may take. A short outage
// changes nothing; a long one or a lost grant closes the times that depended on Google, and the
// owner learns of it (card, banner, email) instead of a client booking over a private event.
import { and, eq, gte, inArray, lt, sql } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client.ts';
import type { GoogleCalendarContext } from './context.ts';
import { findConnection, withAccessToken } from './connection.ts';
import { GoogleUnavailable, GrantRevoked, queryFreeBusy } from './google-api.ts';
import { googleCalendarBusy, googleCalendarConnections, googleCalendarEvents } from './schema.ts';

export const BUSY_WINDOW_MS = 30 * 24 * 60 * 60 * 1000;
/** A window's last answer is used this long after Google gave it; then the window is busy. */
export const BUSY_TRUST_MS = 30 * 60 * 1000;
/** Windows per freebusy.query: 3 × 30 days = 90 days, the most Google answers at once. */
const WINDOWS_PER_QUERY = 3;
/** Google's calendars are considered up to this far ahead (the booking pages look a year ahead). */
const HORIZON_MS = 400 * 24 * 60 * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;

export type BusyRange = { start: string; end: string };
type BusyQuery = { businessId: string; start: Date; end: Date; now?: Date };

/** The window starts meeting [start, end), within yesterday .. the horizon. */
function windowStarts(query: BusyQuery): number[] {
  const now = (query.now ?? new Date()).getTime();
  const from = Math.max(query.start.getTime(), now - DAY_MS);
  const to = Math.min(query.end.getTime(), now + HORIZON_MS);
  const starts: number[] = [];
  for (let w = Math.floor(from / BUSY_WINDOW_MS) * BUSY_WINDOW_MS; w < to; w += BUSY_WINDOW_MS)
    starts.push(w);
  return starts;
}

/** Refreshes under way in this process, per business: concurrent requests share one. */
const refreshing = new Map<string, Promise<void>>();

/**
 * Asks Google for the windows from yesterday to the horizon whose answer is older than the busy
 * life (or all of them with `force`). Concurrent calls for a business share one. Never throws for
 * Google's sake: a failure leaves the last answers in place and is recorded on the connection (a
 * lost grant turns it to Reconnect needed).
 */
export async function refreshGoogleBusy(
  context: GoogleCalendarContext,
  db: Database,
  query: { businessId: string; force?: boolean; now?: Date },
): Promise<void> {
  if (!context.client) return;
  const running = refreshing.get(query.businessId);
  if (running) return running;
  const refresh = refreshWindows(context, db, query).finally(() =>
    refreshing.delete(query.businessId),
  );
  refreshing.set(query.businessId, refresh);
  return refresh;
}

async function refreshWindows(
  context: GoogleCalendarContext,
  db: Database,
  query: { businessId: string; force?: boolean; now?: Date },
): Promise<void> {
  const client = context.client;
  if (!client) return;
  const connection = await findConnection(db, query);
  if (connection?.status !== 'CONNECTED' || connection.busyCalendarIds.length === 0) return;
  const now = query.now ?? new Date();
  const starts = windowStarts({
    businessId: query.businessId,
    start: new Date(now.getTime() - DAY_MS),
    end: new Date(now.getTime() + HORIZON_MS),
    now,
  });
  const cached = await db
    .select({ windowStart: googleCalendarBusy.windowStart })
    .from(googleCalendarBusy)
    .where(
      and(
        eq(googleCalendarBusy.businessId, query.businessId),
        inArray(
          googleCalendarBusy.windowStart,
          starts.map((start) => new Date(start)),
        ),
        eq(googleCalendarBusy.revision, connection.revision),
        sql`${googleCalendarBusy.fetchedAt} > now() - ${context.busyFreshMs}::integer * interval '1 millisecond'`,
      ),
    );
  const fresh = new Set(cached.map((row) => row.windowStart.getTime()));
  const stale = query.force ? starts : starts.filter((start) => !fresh.has(start));
  if (stale.length === 0) return;
  try {
    for (const group of consecutiveGroups(stale)) {
      const timeMin = new Date(group[0]!);
      const timeMax = new Date(group.at(-1)! + BUSY_WINDOW_MS);
      const periods = await withAccessToken(context, db, connection, (accessToken) =>
        queryFreeBusy(client, accessToken, {
          timeMin,
          timeMax,
          calendarIds: connection.busyCalendarIds,
        }),
      );
      for (const start of group) {
        const end = start + BUSY_WINDOW_MS;
        const busy = periods.filter(
          (period) => Date.parse(period.start) < end && Date.parse(period.end) > start,
        );
        await db
          .insert(googleCalendarBusy)
          .values({
            businessId: query.businessId,
            windowStart: new Date(start),
            windowEnd: new Date(end),
            revision: connection.revision,
            busy,
          })
          .onConflictDoUpdate({
            target: [googleCalendarBusy.businessId, googleCalendarBusy.windowStart],
            set: { revision: connection.revision, busy, fetchedAt: sql`now()` },
          });
      }
    }
    if (connection.lastError !== null) {
      await db
        .update(googleCalendarConnections)
        .set({ lastError: null })
        .where(eq(googleCalendarConnections.businessId, query.businessId));
    }
  } catch (error) {
    if (!(error instanceof GoogleUnavailable) && !(error instanceof GrantRevoked)) throw error;
    if (error instanceof GoogleUnavailable) {
      await db
        .update(googleCalendarConnections)
        .set({ lastError: error.message.slice(0, 500) })
        .where(eq(googleCalendarConnections.businessId, query.businessId));
      context.log.warn(
        { businessId: query.businessId, err: error },
        'Google free/busy could not be read; the last answers stay for a while',
      );
    }
  }
}

function consecutiveGroups(starts: number[]): number[][] {
  const groups: number[][] = [];
  for (const start of starts) {
    const last = groups.at(-1);
    if (last && last.length < WINDOWS_PER_QUERY && last.at(-1)! + BUSY_WINDOW_MS === start)
      last.push(start);
    else groups.push([start]);
  }
  return groups;
}

/**
 * Busy ranges from Google meeting [start, end): the trusted answers of the chosen calendars, less
 * the shoots' own events (a busy period that is exactly one), and every window without a trusted
 * answer as one busy range. Database only.
 */
export async function googleBusyRanges(executor: Executor, query: BusyQuery): Promise<BusyRange[]> {
  const connection = await findConnection(executor, query);
  if (!connection || connection.busyCalendarIds.length === 0) return [];
  const starts = windowStarts(query);
  if (starts.length === 0) return [];
  // One after the other: the executor may be a transaction.
  const rows = await executor
    .select({ windowStart: googleCalendarBusy.windowStart, busy: googleCalendarBusy.busy })
    .from(googleCalendarBusy)
    .where(
      and(
        eq(googleCalendarBusy.businessId, query.businessId),
        inArray(
          googleCalendarBusy.windowStart,
          starts.map((start) => new Date(start)),
        ),
        eq(googleCalendarBusy.revision, connection.revision),
        sql`${googleCalendarBusy.fetchedAt} > now() - ${BUSY_TRUST_MS}::integer * interval '1 millisecond'`,
      ),
    );
  const ownEvents = await executor
    .select({ start: googleCalendarEvents.startTime, end: googleCalendarEvents.endTime })
    .from(googleCalendarEvents)
    .where(
      and(
        eq(googleCalendarEvents.businessId, query.businessId),
        lt(googleCalendarEvents.startTime, query.end),
        gte(googleCalendarEvents.endTime, query.start),
      ),
    );
  const own = new Set(ownEvents.map((event) => `${event.start.getTime()}/${event.end.getTime()}`));
  const byStart = new Map(rows.map((row) => [row.windowStart.getTime(), row.busy]));
  const ranges: BusyRange[] = [];
  const seen = new Set<string>();
  for (const start of starts) {
    const busy = byStart.get(start);
    if (!busy) {
      ranges.push({
        start: new Date(start).toISOString(),
        end: new Date(start + BUSY_WINDOW_MS).toISOString(),
      });
      continue;
    }
    for (const period of busy) {
      const key = `${Date.parse(period.start)}/${Date.parse(period.end)}`;
      // A period across two windows is in both answers; it counts once.
      if (own.has(key) || seen.has(key)) continue;
      seen.add(key);
      if (
        Date.parse(period.start) < query.end.getTime() &&
        Date.parse(period.end) > query.start.getTime()
      )
        ranges.push({
          start: new Date(period.start).toISOString(),
          end: new Date(period.end).toISOString(),
        });
    }
  }
  return ranges;
}

/** Whether a busy time of the chosen Google calendars (as googleBusyRanges) overlaps [start, end). */
export async function overlapsGoogleBusy(
  executor: Executor,
  query: { businessId: string; start: Date; end: Date },
): Promise<boolean> {
  const busy = await googleBusyRanges(executor, query);
  return busy.some(
    (range) =>
      Date.parse(range.start) < query.end.getTime() &&
      Date.parse(range.end) > query.start.getTime(),
  );
}
