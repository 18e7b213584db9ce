import { sql } from 'drizzle-orm';
import { boolean, index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { businesses } from '../businesses/schema.ts';

/**
 * A booking or inquiry questionnaire. The fields are
 * an ordered JSON list validated by the shared ZQuestionnaireField; answers are stored with the
 * order or inquiry as a snapshot, so editing a template never changes what a client answered.
 */
export const questionnaireTemplates = pgTable(
  'questionnaire_templates',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    businessId: uuid('business_id')
      .notNull()
      .references(() => businesses.id, { onDelete: 'cascade' }),
    /** BOOKING | INQUIRY. */
    type: text('type').notNull(),
    name: text('name').notNull(),
    fields: jsonb('fields')
      .notNull()
      .default(sql`'[]'::jsonb`),
    /** The INQUIRY template the business-wide inquiry form uses (at most one per business). */
    isDefault: boolean('is_default').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('questionnaire_templates_business_idx').on(t.businessId, t.type, t.name)],
);
