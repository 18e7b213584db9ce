import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Secrets generated once and shared by every instance (platform/app-secrets.ts): the JWT key when
 * JWT_SECRET is unset, the document-sealing certificate (sealed with the crypto box).
 */
export const appSecrets = pgTable('app_secrets', {
  name: text('name').primaryKey(),
  value: text('value').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
