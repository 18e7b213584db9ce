import { sql } from 'drizzle-orm';
import { index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { searchTextOf, searchTokensIndex } from '../../db/search-text.ts';
import { businesses } from '../businesses/schema.ts';

/**
 * A client of the photographer. A shoot's client becomes or joins the
 * customer with the same email in the business (emailKey is the trimmed, lower-cased email).
 */
export const customers = pgTable(
  'customers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    businessId: uuid('business_id')
      .notNull()
      .references(() => businesses.id, { onDelete: 'cascade' }),
    fullName: text('full_name').notNull(),
    companyName: text('company_name').notNull().default(''),
    email: text('email').notNull(),
    emailKey: text('email_key').notNull(),
    phone: text('phone').notNull().default(''),
    location: text('location').notNull().default(''),
    note: text('note').notNull().default(''),
    leadSource: text('lead_source').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /**
     * When the contact last ticked the newsletter box on a public booking or inquiry form (the
     * consent the newsletter tools were sent on); null: never.
     */
    newsletterConsentAt: timestamp('newsletter_consent_at', { withTimezone: true }),
    /** Name, company, email and phone, lower-cased without accents, for global search. */
    searchText: searchTextOf('full_name', 'company_name', 'email', 'phone'),
  },
  (t) => [
    uniqueIndex('customers_business_email_unique').on(t.businessId, t.emailKey),
    index('customers_business_created_idx').on(t.businessId, t.createdAt),
    index('customers_business_name_idx').on(t.businessId, sql`lower(${t.fullName})`, t.id),
    // Global search (modules/search): trigrams of search_text keyed by the business
    // (db/search-text.ts), so a search reads this business's matches only.
    searchTokensIndex('customers_search_idx', t.businessId, t.searchText),
  ],
);
