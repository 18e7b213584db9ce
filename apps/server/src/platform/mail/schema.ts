import { index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * NEW: waiting, or claimed by a worker (locked_until) that has not yet handed the message over.
 * SENDING: handed over; the SMTP server may have accepted it and its answer is not recorded yet.
 * DELIVERED: accepted. FAILED: refused on the last try.
 * UNCERTAIN: the worker stopped while SENDING, so whether the message went out is unknown; it is
 * never resent automatically (worker.ts explains why).
 */
export const outboxStatuses = ['NEW', 'SENDING', 'DELIVERED', 'FAILED', 'UNCERTAIN'] as const;

/** A file sent with the email; its bytes are base64 so the row alone is the whole message. */
export type OutboxAttachment = { filename: string; contentType: string; content: string };

/** Every outgoing email is a row here first, committed with the change that caused it. */
export const emailOutbox = pgTable(
  'email_outbox',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    businessId: uuid('business_id'),
    toAddress: text('to_address').notNull(),
    replyTo: text('reply_to'),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html'),
    /** The sender's display name (the business); the address is always the app's MAIL_FROM. */
    fromName: text('from_name'),
    attachments: jsonb('attachments').$type<OutboxAttachment[]>().notNull().default([]),
    status: text('status', { enum: outboxStatuses }).notNull().default('NEW'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    lastError: text('last_error'),
    /** Set when the row is first claimed and kept for every later try of the same email. */
    messageId: text('message_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    /** The first time the recipient's mail program loaded the tracking image. */
    openedAt: timestamp('opened_at', { withTimezone: true }),
    /** The first time the recipient followed a tracked link. */
    clickedAt: timestamp('clicked_at', { withTimezone: true }),
  },
  (t) => [
    index('email_outbox_due_idx').on(t.status, t.nextAttemptAt),
    index('email_outbox_business_idx').on(t.businessId, t.createdAt),
  ],
);
