import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  index,
  pgSequence,
  pgTable,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { businesses } from '../businesses/schema.ts';

/**
 * An owner notification: what happened, to whom, for which service, and
 * where clicking it goes. Names and colours are snapshots so the panel needs no joins.
 */
export const notifications = pgTable(
  'notifications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    businessId: uuid('business_id')
      .notNull()
      .references(() => businesses.id, { onDelete: 'cascade' }),
    /** Notification types: BOOKED, WAITLISTED, INQUIRY, ... */
    type: text('type').notNull(),
    isRead: boolean('is_read').notNull().default(false),
    link: text('link').notNull(),
    customerName: text('customer_name').notNull(),
    serviceId: uuid('service_id'),
    serviceName: text('service_name').notNull().default(''),
    serviceColor: text('service_color').notNull().default(''),
    /** The booked time (slot.startTime / shoot.shootTime.startTime) when there is one. */
    startTime: timestamp('start_time', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('notifications_business_created_idx').on(t.businessId, t.createdAt),
    index('notifications_business_unread_idx')
      .on(t.businessId, t.createdAt)
      .where(sql`is_read = false`),
  ],
);

/** Versions are taken from one sequence: never reused, even if a business's row is deleted. */
export const notificationVersionSeq = pgSequence('notification_version_seq');

/**
 * A per-business version of its notifications, kept by PostgreSQL itself: deferred triggers in
 * migration 0015_notification_versions bump it in every transaction that writes them, whoever the
 * writer is. The panel's cached first page (page-cache.ts) is checked against it on every request.
 */
export const notificationVersions = pgTable('notification_versions', {
  /** No foreign key: the row may outlive its business harmlessly, and writes never wait on it. */
  businessId: uuid('business_id').primaryKey(),
  version: bigint('version', { mode: 'number' }).notNull(),
});
