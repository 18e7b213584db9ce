import {
  boolean,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { businesses } from '../businesses/schema.ts';
import { services } from '../services/schema.ts';

/** A contract template: name and sanitised rich-text content. */
export const contractTemplates = pgTable(
  'contract_templates',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    businessId: uuid('business_id')
      .notNull()
      .references(() => businesses.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    content: text('content').notNull(),
    isPrivate: boolean('is_private').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('contract_templates_business_idx').on(t.businessId, t.name)],
);

/** Contracts attached to a service, in the photographer's order. */
export const serviceContracts = pgTable(
  'service_contracts',
  {
    businessId: uuid('business_id').notNull(),
    serviceId: uuid('service_id')
      .notNull()
      .references(() => services.id, { onDelete: 'cascade' }),
    contractTemplateId: uuid('contract_template_id')
      .notNull()
      .references(() => contractTemplates.id, { onDelete: 'cascade' }),
    sortIndex: integer('sort_index').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.serviceId, t.contractTemplateId] }),
    index('service_contracts_template_idx').on(t.contractTemplateId),
  ],
);
