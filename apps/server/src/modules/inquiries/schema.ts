import { sql } from 'drizzle-orm';
import { boolean, index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { searchTextOf, searchTokensIndex } from '../../db/search-text.ts';
import { businesses } from '../businesses/schema.ts';

/**
 * A client's inquiry (ids begin with 'I'), from a service's inquiry form or the business-wide one.
 * answers: the questionnaire answers as submitted (label, type and value per field).
 */
export const inquiries = pgTable(
  'inquiries',
  {
    id: text('id').primaryKey(),
    businessId: uuid('business_id')
      .notNull()
      .references(() => businesses.id, { onDelete: 'cascade' }),
    /** Null for the business-wide inquiry form; services are soft-deleted, so no foreign key. */
    serviceId: uuid('service_id'),
    customerId: uuid('customer_id').notNull(),
    fullName: text('full_name').notNull(),
    email: text('email').notNull(),
    phone: text('phone').notNull().default(''),
    answers: jsonb('answers')
      .notNull()
      .default(sql`'[]'::jsonb`),
    isRead: boolean('is_read').notNull().default(false),
    /** The shoot created from this inquiry. */
    orderId: text('order_id'),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /** The client's name, email and phone, lower-cased without accents, for global search. */
    searchText: searchTextOf('full_name', 'email', 'phone'),
  },
  (t) => [
    // Global search (modules/search): trigrams of search_text keyed by the business
    // (db/search-text.ts), so a search reads this business's matches only.
    searchTokensIndex('inquiries_search_idx', t.businessId, t.searchText),
    index('inquiries_customer_idx').on(t.customerId),
    index('inquiries_business_created_idx')
      .on(t.businessId, t.createdAt)
      .where(sql`deleted_at is null`),
    index('inquiries_business_unread_idx')
      .on(t.businessId)
      .where(sql`deleted_at is null and is_read = false`),
  ],
);

/** The photographer's notes on an inquiry (POST /api/inquiries/{id}/notes), newest last. */
export const inquiryNotes = pgTable(
  'inquiry_notes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    businessId: uuid('business_id')
      .notNull()
      .references(() => businesses.id, { onDelete: 'cascade' }),
    inquiryId: text('inquiry_id')
      .notNull()
      .references(() => inquiries.id, { onDelete: 'cascade' }),
    body: text('body').notNull(),
    authorAccountId: uuid('author_account_id'),
    authorName: text('author_name').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('inquiry_notes_inquiry_idx').on(t.inquiryId, t.createdAt)],
);

/**
 * The activity log of an inquiry (GET /api/inquiries/{id}/activities): CREATE_INQUIRY when the
 * client sends it, CREATED_SHOOT when a shoot is made from it, and so on.
 */
export const inquiryActivities = pgTable(
  'inquiry_activities',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    businessId: uuid('business_id')
      .notNull()
      .references(() => businesses.id, { onDelete: 'cascade' }),
    inquiryId: text('inquiry_id')
      .notNull()
      .references(() => inquiries.id, { onDelete: 'cascade' }),
    type: text('type').notNull(),
    /** Null: the client or the system. */
    actorAccountId: uuid('actor_account_id'),
    actorName: text('actor_name').notNull(),
    summary: text('summary').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('inquiry_activities_inquiry_idx').on(t.inquiryId, t.createdAt)],
);
