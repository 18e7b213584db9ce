import { sql } from 'drizzle-orm';
import { index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { businesses } from '../businesses/schema.ts';

/**
 * A newsletter tool the business connected with an API key (one per provider). The key is sealed
 * (platform/crypto-box, bound to the business and provider) and never leaves the server.
 */
export const newsletterConnections = pgTable(
  'newsletter_connections',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    businessId: uuid('business_id')
      .notNull()
      .references(() => businesses.id, { onDelete: 'cascade' }),
    /** MAILCHIMP or FLODESK. */
    provider: text('provider', { enum: ['MAILCHIMP', 'FLODESK'] }).notNull(),
    apiKeyBox: text('api_key_box').notNull(),
    accountName: text('account_name').notNull(),
    /** The audience (Mailchimp) or segment (Flodesk) clients are added to; null: not chosen yet. */
    listId: text('list_id'),
    listName: text('list_name'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('newsletter_connections_business_provider').on(t.businessId, t.provider)],
);

/**
 * A client to add to a newsletter, written in the transaction of the booking or inquiry where
 * they ticked the box (worker.ts sends it). One row per connection and source: the same booking
 * never queues its client twice. A disconnected tool takes its waiting rows with it.
 */
export const newsletterOutbox = pgTable(
  'newsletter_outbox',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    businessId: uuid('business_id')
      .notNull()
      .references(() => businesses.id, { onDelete: 'cascade' }),
    connectionId: uuid('connection_id')
      .notNull()
      .references(() => newsletterConnections.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    fullName: text('full_name').notNull(),
    /** What the client did: BOOKING (an order id) or INQUIRY (an inquiry id). */
    sourceKind: text('source_kind', { enum: ['BOOKING', 'INQUIRY'] }).notNull(),
    sourceId: text('source_id').notNull(),
    /** NEW (waiting or being sent), SENT, FAILED (the provider refused this address for good). */
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
    uniqueIndex('newsletter_outbox_source_unique').on(t.connectionId, t.sourceKind, t.sourceId),
    index('newsletter_outbox_due_idx')
      .on(t.nextAttemptAt)
      .where(sql`status = 'NEW'`),
    index('newsletter_outbox_business_idx').on(t.businessId),
  ],
);
