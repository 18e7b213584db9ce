import { sql } from 'drizzle-orm';
import {
  index,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { accounts } from '../accounts/schema.ts';

export const businesses = pgTable(
  'businesses',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    emailConfirmedAt: timestamp('email_confirmed_at', { withTimezone: true }),
    pendingEmail: text('pending_email'),
    phone: text('phone'),
    slug: text('slug').notNull(),
    timeZone: text('time_zone').notNull().default('UTC'),
    currency: text('currency').notNull().default('USD'),
    brandColor: text('brand_color').notNull().default('#2F5D50'),
    logoUrl: text('logo_url'),
    website: text('website'),
    address: text('address'),
    description: text('description'),
    setupStep: text('setup_step', { enum: ['CREATED', 'PAGES_CREATED', 'COMPLETED'] })
      .notNull()
      .default('CREATED'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('businesses_slug_unique').on(t.slug)],
);

/** Who may act in a business, with which roles and capabilities. */
export const businessMembers = pgTable(
  'business_members',
  {
    businessId: uuid('business_id')
      .notNull()
      .references(() => businesses.id, { onDelete: 'cascade' }),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    roles: text('roles')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    caps: text('caps')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.businessId, t.accountId] }),
    index('business_members_account_idx').on(t.accountId),
  ],
);
