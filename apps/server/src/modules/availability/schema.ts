import { sql } from 'drizzle-orm';
import { index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { businesses } from '../businesses/schema.ts';

/**
 * Weekly (WEEKDAY) or date-based (DATE) working hours with block-off times. Windows and
 * block-offs are local wall-clock times in the business time zone, kept as JSON validated by the
 * shared contract.
 */
export const availabilityTemplates = pgTable(
  'availability_templates',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    businessId: uuid('business_id')
      .notNull()
      .references(() => businesses.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    type: text('type', { enum: ['WEEKDAY', 'DATE'] }).notNull(),
    /** WEEKDAY: [{ weekday 0-6, start 'HH:mm:ss', end }]; DATE: [{ date 'YYYY-MM-DD', start, end }]. */
    windows: jsonb('windows')
      .notNull()
      .default(sql`'[]'::jsonb`),
    /** [{ date, start, end, note }]: times nobody can book. */
    blockOffs: jsonb('block_offs')
      .notNull()
      .default(sql`'[]'::jsonb`),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('availability_templates_business_idx').on(t.businessId, t.name)],
);
