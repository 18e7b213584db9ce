import { sql } from 'drizzle-orm';
import { index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { customDomainStates } from '@studio/shared/domains/contracts';
import { businesses } from '../businesses/schema.ts';

/**
 * A hostname a business connects to its public site (example.com, www.example.com). Several
 * businesses may claim one hostname, each with its own token, while none has proven it: the
 * first whose TXT record verifies wins, and the hostname is then unique among VERIFIED and ACTIVE
 * rows (the key the TLS ask and the host routing look up). A business claims a hostname once.
 */
export const businessDomains = pgTable(
  'business_domains',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    businessId: uuid('business_id')
      .notNull()
      .references(() => businesses.id, { onDelete: 'cascade' }),
    /** Normalized: lower-case, no trailing dot. */
    hostname: text('hostname').notNull(),
    /** Random; the TXT record _studio-verify.{hostname} must hold 'studio-verify={token}'. */
    verificationToken: text('verification_token').notNull(),
    state: text('state', { enum: customDomainStates }).notNull().default('PENDING'),
    /** Why the last check did not verify it; null once verified. */
    failureReason: text('failure_reason'),
    lastCheckedAt: timestamp('last_checked_at', { withTimezone: true }),
    /**
     * When the background check looks next: PENDING ones with back-off, ACTIVE ones daily (their
     * records may be removed); null when no check is due.
     */
    nextCheckAt: timestamp('next_check_at', { withTimezone: true }),
    /** Background checks since checksStartedAt, which sets the back-off. */
    checkAttempts: integer('check_attempts').notNull().default(0),
    /** The start of the 72 hours of background checks: added, or checked by hand once FAILED. */
    checksStartedAt: timestamp('checks_started_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('business_domains_business_hostname_unique').on(t.businessId, t.hostname),
    uniqueIndex('business_domains_live_hostname_unique')
      .on(t.hostname)
      .where(sql`${t.state} in ('VERIFIED', 'ACTIVE')`),
    index('business_domains_business_idx').on(t.businessId, t.createdAt),
    index('business_domains_due_idx')
      .on(t.nextCheckAt)
      .where(sql`${t.state} in ('PENDING', 'ACTIVE')`),
  ],
);
