import { sql } from 'drizzle-orm';
import {
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { businesses } from '../businesses/schema.ts';

/**
 * The business's Conversions API connection: the pixel events are sent to and the access token
 * they are sent with, sealed (platform/crypto-box, bound to the business) and never returned.
 */
export const facebookConnections = pgTable('facebook_connections', {
  businessId: uuid('business_id')
    .primaryKey()
    .references(() => businesses.id, { onDelete: 'cascade' }),
  pixelId: text('pixel_id').notNull(),
  accessTokenBox: text('access_token_box').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Events waiting to be sent through the Conversions API (a booking's Purchase), written in the
 * transaction of what they report and sent by facebook/worker.ts. The event is stored as sent:
 * already hashed, so no client address or phone is kept in clear. One row per event id: the same
 * booking seen twice queues one event. Disconnecting drops what is still waiting.
 */
export const facebookOutbox = pgTable(
  'facebook_outbox',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    businessId: uuid('business_id')
      .notNull()
      .references(() => facebookConnections.businessId, { onDelete: 'cascade' }),
    /** The event_id Facebook deduplicates by, shared with the browser pixel: 'booking-{orderId}'. */
    eventId: text('event_id').notNull(),
    event: jsonb('event').notNull(),
    /** NEW (waiting or being sent), SENT, FAILED (Facebook refused this event for good). */
    status: text('status', { enum: ['NEW', 'SENT', 'FAILED'] })
      .notNull()
      .default('NEW'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    /** A worker's lease on the row while it sends; a lapsed lease lets another worker retry. */
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    lastError: text('last_error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('facebook_outbox_event_unique').on(t.businessId, t.eventId),
    index('facebook_outbox_due_idx')
      .on(t.nextAttemptAt)
      .where(sql`status = 'NEW'`),
  ],
);
