import {
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { businesses } from '../businesses/schema.ts';

/**
 * A business's calendar subscription feed (Apple Calendar, Outlook, Google "From URL"). Only the
 * SHA-256 of the secret token is kept: the feed URL is a bearer credential to the business's
 * schedule, so a leaked database or backup must not hand it out. The full URL is shown once, when
 * it is made; regenerating replaces the hash, which revokes the old URL.
 */
export const calendarFeeds = pgTable(
  'calendar_feeds',
  {
    businessId: uuid('business_id')
      .primaryKey()
      .references(() => businesses.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('calendar_feeds_token_hash_unique').on(t.tokenHash)],
);

/**
 * What the feed last said about each shoot: a fingerprint of the event's fields and its iCalendar
 * SEQUENCE, raised by one whenever the fingerprint changes. Calendar clients replace an event only
 * when its SEQUENCE grows, so a moved, renamed or cancelled shoot must carry a higher one.
 */
export const calendarFeedEvents = pgTable(
  'calendar_feed_events',
  {
    businessId: uuid('business_id')
      .notNull()
      .references(() => businesses.id, { onDelete: 'cascade' }),
    orderId: text('order_id').notNull(),
    fingerprint: text('fingerprint').notNull(),
    sequence: integer('sequence').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.businessId, t.orderId] })],
);
