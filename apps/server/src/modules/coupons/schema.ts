import {
  index,
  integer,
  boolean,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { businesses } from '../businesses/schema.ts';

/** A discount code a shoot or a client booking may use (coupons). */
export const coupons = pgTable(
  'coupons',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    businessId: uuid('business_id')
      .notNull()
      .references(() => businesses.id, { onDelete: 'cascade' }),
    /** As the photographer typed it; codeKey (trimmed, upper-cased) is unique in the business. */
    code: text('code').notNull(),
    codeKey: text('code_key').notNull(),
    /** Minor units when fixed, basis points (1000 = 10%) otherwise. */
    amount: integer('amount').notNull(),
    isFixed: boolean('is_fixed').notNull(),
    /** Local dates YYYY-MM-DD in the business time zone, inclusive; null = open-ended. */
    startDate: text('start_date'),
    endDate: text('end_date'),
    /** How many times it may be used; null = no limit. usedCount is raised atomically. */
    usageLimit: integer('usage_limit'),
    usedCount: integer('used_count').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('coupons_business_code_unique').on(t.businessId, t.codeKey),
    index('coupons_business_created_idx').on(t.businessId, t.createdAt),
  ],
);
