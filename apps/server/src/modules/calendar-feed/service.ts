// The calendar subscription feed: its secret URL (made, regenerated, disconnected) and the
// iCalendar document of the business's shoots that the URL answers.
import crypto from 'node:crypto';
import { and, eq, inArray, sql } from 'drizzle-orm';
import ical, { ICalEventStatus } from 'ical-generator';
import type { TCalendarFeed } from '@studio/shared/integrations/contracts';
import { integrationMessages } from '@studio/shared/integrations/messages';
import type { Database, Executor } from '../../db/client.ts';
import { AppError } from '../../platform/errors.ts';
import { findBusiness } from '../businesses/profile-service.ts';
import { shootsForCalendar, type CalendarShoot } from '../orders/calendar-queries.ts';
import { hashFeedToken, isFeedTokenShaped, newFeedToken } from './feed-tokens.ts';
import { calendarFeedEvents, calendarFeeds } from './schema.ts';

/** Calendar apps are asked to refresh every 15 minutes (REFRESH-INTERVAL, X-PUBLISHED-TTL). */
export const FEED_TTL_SECONDS = 15 * 60;
/** The feed holds shoots from this far back (recent history stays visible) onwards. */
const PAST_DAYS = 180;
/** Enough for years of a busy photographer's shoots; keeps one answer bounded. */
const MAX_EVENTS = 2000;

/** The public path of a feed; the secret token is its only credential. */
export function feedPath(token: string): string {
  return `/api/calendar/${token}.ics`;
}

export async function getCalendarFeed(
  db: Executor,
  input: { businessId: string },
): Promise<TCalendarFeed> {
  const [row] = await db
    .select({ createdAt: calendarFeeds.createdAt })
    .from(calendarFeeds)
    .where(eq(calendarFeeds.businessId, input.businessId));
  return { isConnected: !!row, createdAt: row?.createdAt.toISOString() ?? null, url: null };
}

/**
 * Makes the feed, or replaces its secret: the previous URL stops answering at once. The answer
 * is the only time the new URL is given out.
 */
export async function connectCalendarFeed(
  db: Database,
  input: { businessId: string; appUrl: string },
): Promise<TCalendarFeed> {
  const token = newFeedToken();
  const now = new Date();
  await db
    .insert(calendarFeeds)
    .values({ businessId: input.businessId, tokenHash: hashFeedToken(token), createdAt: now })
    .onConflictDoUpdate({
      target: calendarFeeds.businessId,
      set: { tokenHash: hashFeedToken(token), createdAt: now },
    });
  return { isConnected: true, createdAt: now.toISOString(), url: input.appUrl + feedPath(token) };
}

/** Deletes the feed (its URL stops answering) and what it remembered of its events. */
export async function disconnectCalendarFeed(
  db: Database,
  input: { businessId: string },
): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.delete(calendarFeeds).where(eq(calendarFeeds.businessId, input.businessId));
    await tx.delete(calendarFeedEvents).where(eq(calendarFeedEvents.businessId, input.businessId));
  });
}

/** Whether the business has a feed: for the list of its connected integrations. */
export async function hasCalendarFeed(
  db: Executor,
  input: { businessId: string },
): Promise<boolean> {
  return (await getCalendarFeed(db, input)).isConnected;
}

/** The business whose feed `token` opens; 404 for any token that is not a live one. */
async function businessOfFeed(db: Executor, token: string): Promise<string> {
  if (isFeedTokenShaped(token)) {
    const [row] = await db
      .select({ businessId: calendarFeeds.businessId })
      .from(calendarFeeds)
      .where(eq(calendarFeeds.tokenHash, hashFeedToken(token)));
    if (row) return row.businessId;
  }
  throw AppError.notFound(integrationMessages.feedNotFound);
}

/**
 * The iCalendar document behind GET /api/calendar/{token}.ics. Times are written in UTC, which
 * every calendar shows in its own zone, so no VTIMEZONE has to describe daylight-saving rules.
 */
export async function calendarFeedDocument(
  db: Database,
  input: { token: string; appUrl: string; now?: Date },
): Promise<string> {
  const businessId = await businessOfFeed(db, input.token);
  const now = input.now ?? new Date();
  const business = await findBusiness(db, { businessId });
  const shoots = await shootsForCalendar(db, {
    businessId,
    since: new Date(now.getTime() - PAST_DAYS * 24 * 60 * 60 * 1000),
    limit: MAX_EVENTS,
  });
  const sequences = await sequencesOf(db, { businessId, shoots });
  const host = new URL(input.appUrl).host;
  const calendar = ical({
    name: business.name,
    prodId: { company: 'Studio', product: 'Shoots', language: 'EN' },
    ttl: FEED_TTL_SECONDS,
  });
  for (const shoot of shoots) {
    const shootUrl = `${input.appUrl}/shoots/${encodeURIComponent(shoot.id)}`;
    calendar.createEvent({
      id: `${shoot.id}@${host}`,
      sequence: sequences.get(shoot.id) ?? 0,
      stamp: now,
      start: shoot.startTime,
      end: new Date(shoot.startTime.getTime() + shoot.durationMinutes * 60 * 1000),
      summary: summaryOf(shoot),
      location: shoot.location || null,
      description: `Shoot page: ${shootUrl}`,
      url: shootUrl,
      status: shoot.isCanceled ? ICalEventStatus.CANCELLED : ICalEventStatus.CONFIRMED,
    });
  }
  return calendar.toString();
}

function summaryOf(shoot: CalendarShoot): string {
  return shoot.serviceName ? `${shoot.serviceName} with ${shoot.clientName}` : shoot.clientName;
}

function fingerprintOf(shoot: CalendarShoot): string {
  const fields = [
    summaryOf(shoot),
    shoot.startTime.toISOString(),
    shoot.durationMinutes,
    shoot.location,
    shoot.isCanceled,
  ];
  return crypto.createHash('sha256').update(JSON.stringify(fields)).digest('base64url');
}

/**
 * Each shoot's SEQUENCE: 0 when first published, one more each time the fields the feed shows
 * change. The shoots are compared with what was last published, and only the new or changed ones
 * written, in one upsert that raises the stored number: two feed reads at once raise it once.
 */
async function sequencesOf(
  db: Database,
  input: { businessId: string; shoots: CalendarShoot[] },
): Promise<Map<string, number>> {
  const { businessId, shoots } = input;
  const sequences = new Map<string, number>();
  if (shoots.length === 0) return sequences;
  const stored = await db
    .select()
    .from(calendarFeedEvents)
    .where(
      and(
        eq(calendarFeedEvents.businessId, businessId),
        inArray(
          calendarFeedEvents.orderId,
          shoots.map((shoot) => shoot.id),
        ),
      ),
    );
  const storedById = new Map(stored.map((row) => [row.orderId, row]));
  const changed: (typeof calendarFeedEvents.$inferInsert)[] = [];
  for (const shoot of shoots) {
    const fingerprint = fingerprintOf(shoot);
    const row = storedById.get(shoot.id);
    if (row && row.fingerprint === fingerprint) sequences.set(shoot.id, row.sequence);
    else changed.push({ businessId, orderId: shoot.id, fingerprint, sequence: 0 });
  }
  if (changed.length > 0) {
    const written = await db
      .insert(calendarFeedEvents)
      .values(changed)
      .onConflictDoUpdate({
        target: [calendarFeedEvents.businessId, calendarFeedEvents.orderId],
        set: {
          fingerprint: sql`excluded.fingerprint`,
          sequence: sql`${calendarFeedEvents.sequence} + 1`,
        },
        setWhere: sql`${calendarFeedEvents.fingerprint} <> excluded.fingerprint`,
      })
      .returning({ orderId: calendarFeedEvents.orderId, sequence: calendarFeedEvents.sequence });
    for (const row of written) sequences.set(row.orderId, row.sequence);
    // A concurrent read already wrote the same fingerprint (the update was skipped): read it.
    const missing = changed.filter((row) => !sequences.has(row.orderId)).map((row) => row.orderId);
    if (missing.length > 0) {
      const rows = await db
        .select({ orderId: calendarFeedEvents.orderId, sequence: calendarFeedEvents.sequence })
        .from(calendarFeedEvents)
        .where(
          and(
            eq(calendarFeedEvents.businessId, businessId),
            inArray(calendarFeedEvents.orderId, missing),
          ),
        );
      for (const row of rows) sequences.set(row.orderId, row.sequence);
    }
  }
  return sequences;
}
