import { sql } from 'drizzle-orm';
import { boolean, index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
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
    /** The shoot created from this inquiry (issue 6). */
    orderId: text('order_id'),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('inquiries_business_created_idx')
      .on(t.businessId, t.createdAt)
      .where(sql`deleted_at is null`),
    index('inquiries_business_unread_idx')
      .on(t.businessId)
      .where(sql`deleted_at is null and is_read = false`),
  ],
);
