import { sql } from 'drizzle-orm';
import {
  boolean,
  bigint,
  index,
  pgSequence,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

const timestamps = {
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
};

export const accounts = pgTable(
  'accounts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    email: text('email').notNull(),
    passwordHash: text('password_hash'),
    emailConfirmedAt: timestamp('email_confirmed_at', { withTimezone: true }),
    pendingEmail: text('pending_email'),
    avatar: text('avatar'),
    allowTracking: boolean('allow_tracking').notNull().default(false),
    leadSources: text('lead_sources')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    utm: text('utm'),
    ...timestamps,
  },
  (t) => [uniqueIndex('accounts_email_unique').on(t.email)],
);

/** Social sign-in identities. */
export const accountLogins = pgTable(
  'account_logins',
  {
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    provider: text('provider').notNull(),
    providerKey: text('provider_key').notNull(),
    createdAt: timestamps.createdAt,
  },
  (t) => [
    primaryKey({ columns: [t.provider, t.providerKey] }),
    index('account_logins_account_idx').on(t.accountId),
  ],
);

export const accountViewVersionSeq = pgSequence('account_view_version_seq');

/**
 * A version of each account's view (GET /api/account: the account, its sign-in identities, its
 * memberships and their businesses), kept by PostgreSQL itself: deferred triggers in migration
 * 0019_account_view_versions bump it in every transaction that writes any of those rows, whoever
 * the writer is. The cached view (account-view-cache.ts) is checked against it on every request.
 */
export const accountViewVersions = pgTable('account_view_versions', {
  /** No foreign key: the row may outlive its account harmlessly, and writes never wait on it. */
  accountId: uuid('account_id').primaryKey(),
  version: bigint('version', { mode: 'number' }).notNull(),
});

/** Rotating opaque refresh tokens, stored hashed; a family shares one sign-in. */
export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    familyId: uuid('family_id').notNull(),
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    replacedAt: timestamp('replaced_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    createdAt: timestamps.createdAt,
  },
  (t) => [
    uniqueIndex('refresh_tokens_hash_unique').on(t.tokenHash),
    index('refresh_tokens_family_idx').on(t.familyId),
    index('refresh_tokens_account_idx').on(t.accountId),
  ],
);

export const oneTimeTokenPurposes = [
  'RESET_PASSWORD',
  'CONFIRM_EMAIL',
  'CHANGE_EMAIL',
  'CHANGE_BUSINESS_EMAIL',
] as const;

/** Single-use emailed links: reset password, confirm email, change (business) email. */
export const oneTimeTokens = pgTable(
  'one_time_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    purpose: text('purpose', { enum: oneTimeTokenPurposes }).notNull(),
    tokenHash: text('token_hash').notNull(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    businessId: uuid('business_id'),
    newEmail: text('new_email'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamps.createdAt,
  },
  (t) => [
    uniqueIndex('one_time_tokens_hash_unique').on(t.tokenHash),
    index('one_time_tokens_account_idx').on(t.accountId),
  ],
);
