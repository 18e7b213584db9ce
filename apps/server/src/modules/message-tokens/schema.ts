import { sql } from 'drizzle-orm';
import { index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { accounts } from '../accounts/schema.ts';
import { businesses } from '../businesses/schema.ts';

/**
 * A device that receives the owner's notifications by Web Push: the browser's push subscription
 * (its endpoint and keys), registered by a member of a business. One row per endpoint: a browser
 * that registers again (or for another account) takes the row over.
 */
export const messageTokens = pgTable(
  'message_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    businessId: uuid('business_id')
      .notNull()
      .references(() => businesses.id, { onDelete: 'cascade' }),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    endpoint: text('endpoint').notNull(),
    p256dh: text('p256dh').notNull(),
    auth: text('auth').notNull(),
    /** The browser's User-Agent when it registered, shortened: names the device in the list. */
    userAgent: text('user_agent').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('message_tokens_endpoint_idx').on(t.endpoint),
    index('message_tokens_business_account_idx').on(t.businessId, t.accountId),
  ],
);

/**
 * Push messages waiting to be sent, one per device, written in the transaction of what caused
 * them (push-worker.ts sends them). A removed device takes its waiting messages with it.
 */
export const pushOutbox = pgTable(
  'push_outbox',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tokenId: uuid('token_id')
      .notNull()
      .references(() => messageTokens.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    body: text('body').notNull(),
    url: text('url').notNull(),
    /** NEW (waiting or being sent), SENT, FAILED (gave up after the last try). */
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
    index('push_outbox_due_idx')
      .on(t.nextAttemptAt)
      .where(sql`status = 'NEW'`),
    index('push_outbox_token_idx').on(t.tokenId),
  ],
);
