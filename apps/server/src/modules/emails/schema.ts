import { sql } from 'drizzle-orm';
import { boolean, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { emailTemplateKinds } from '@studio/shared/enums';
import { files } from '../../platform/storage/schema.ts';
import { businesses } from '../businesses/schema.ts';

/**
 * An email template: subject and sanitised rich-text content with square-bracket placeholders,
 * at most one attached upload. A default template has a kind (one of each per business, made with
 * the business or on its first read) and can be reverted to its original text; the photographer's
 * own templates have none.
 */
export const emailTemplates = pgTable(
  'email_templates',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    businessId: uuid('business_id')
      .notNull()
      .references(() => businesses.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    subject: text('subject').notNull(),
    content: text('content').notNull(),
    isPrivate: boolean('is_private').notNull().default(false),
    attachmentFileId: uuid('attachment_file_id').references(() => files.id, {
      onDelete: 'set null',
    }),
    kind: text('kind', { enum: emailTemplateKinds }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('email_templates_business_idx').on(t.businessId, t.name),
    // One default of each kind per business: seeding twice (two first reads at once) adds nothing.
    uniqueIndex('email_templates_default_unique')
      .on(t.businessId, t.kind)
      .where(sql`${t.kind} is not null`),
  ],
);
