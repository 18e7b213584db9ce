import { sql } from 'drizzle-orm';
import {
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { businesses } from '../businesses/schema.ts';

export type StoredCalendar = { id: string; summary: string; isPrimary: boolean };
export type StoredBusy = { start: string; end: string };

/**
 * A business's Google Calendar connection. The refresh token is sealed with the crypto box (bound
 * to the business and this purpose) and never leaves the server; access tokens live in memory
 * only. RECONNECT_NEEDED: Google answered invalid_grant (revoked or expired), and
 * `reconnect_notified_at` records the one email the owner was sent about it.
 */
export const googleCalendarConnections = pgTable('google_calendar_connections', {
  businessId: uuid('business_id')
    .primaryKey()
    .references(() => businesses.id, { onDelete: 'cascade' }),
  googleEmail: text('google_email').notNull(),
  refreshTokenSealed: text('refresh_token_sealed').notNull(),
  status: text('status', { enum: ['CONNECTED', 'RECONNECT_NEEDED'] })
    .notNull()
    .default('CONNECTED'),
  /** The account's calendars as last listed (id, name, primary). */
  calendars: jsonb('calendars').$type<StoredCalendar[]>().notNull().default([]),
  /** The calendars whose busy times block bookable times. */
  busyCalendarIds: jsonb('busy_calendar_ids').$type<string[]>().notNull().default([]),
  /** Raised by every connect and calendar choice: busy answers of an older one are not used. */
  revision: integer('revision').notNull().default(1),
  connectedAt: timestamp('connected_at', { withTimezone: true }).notNull().defaultNow(),
  reconnectNotifiedAt: timestamp('reconnect_notified_at', { withTimezone: true }),
  lastError: text('last_error'),
});

/**
 * The Google event of a shoot: the id it was written under (a move patches it, a cancellation
 * deletes it), the calendar, and the times last written (a busy period that is exactly one of
 * these is the shoot itself, not a conflict).
 */
export const googleCalendarEvents = pgTable(
  'google_calendar_events',
  {
    businessId: uuid('business_id')
      .notNull()
      .references(() => businesses.id, { onDelete: 'cascade' }),
    orderId: text('order_id').notNull(),
    calendarId: text('calendar_id').notNull(),
    eventId: text('event_id').notNull(),
    startTime: timestamp('start_time', { withTimezone: true }).notNull(),
    endTime: timestamp('end_time', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.businessId, t.orderId] }),
    index('google_calendar_events_time_idx').on(t.businessId, t.startTime),
  ],
);

/**
 * Shoots whose Google event must be brought in line with the shoot (written in the transaction of
 * the change; google-calendar/write-worker.ts does it). One waiting row per shoot: a second change
 * before the write raises `revision`, and the worker then writes the shoot as it is at that time.
 */
export const googleCalendarWrites = pgTable(
  'google_calendar_writes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    businessId: uuid('business_id')
      .notNull()
      .references(() => businesses.id, { onDelete: 'cascade' }),
    orderId: text('order_id').notNull(),
    /** NEW (waiting or being written), DONE, FAILED (gave up after the last try). */
    status: text('status', { enum: ['NEW', 'DONE', 'FAILED'] })
      .notNull()
      .default('NEW'),
    revision: integer('revision').notNull().default(1),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    /** A worker's lease while it writes; a lapsed lease lets another worker retry. */
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    lastError: text('last_error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    doneAt: timestamp('done_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('google_calendar_writes_waiting_idx')
      .on(t.businessId, t.orderId)
      .where(sql`status = 'NEW'`),
    index('google_calendar_writes_due_idx')
      .on(t.nextAttemptAt)
      .where(sql`status = 'NEW'`),
  ],
);

/**
 * Google's busy periods of the chosen calendars, per business and fixed 30-day window (a free/busy
 * query covers at most 90 days): the last answer Google gave, fresh for a few minutes. A failed
 * refresh keeps the last answer; one too old to trust counts the whole window as busy.
 */
export const googleCalendarBusy = pgTable(
  'google_calendar_busy',
  {
    businessId: uuid('business_id')
      .notNull()
      .references(() => businesses.id, { onDelete: 'cascade' }),
    windowStart: timestamp('window_start', { withTimezone: true }).notNull(),
    windowEnd: timestamp('window_end', { withTimezone: true }).notNull(),
    /** The connection revision the answer was asked with. */
    revision: integer('revision').notNull(),
    busy: jsonb('busy').$type<StoredBusy[]>().notNull().default([]),
    fetchedAt: timestamp('fetched_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.businessId, t.windowStart] })],
);
