import { pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { businesses } from '../businesses/schema.ts';

/**
 * The business's Conversions API connection: the pixel events are sent to and the access token
 * they are sent with, sealed (platform/crypto-box, bound to the business) and never returned.
 */
export const facebookConnections = pgTable('facebook_connections', {
  businessId: uuid('business_id')
    .primaryKey()
    .references(() => businesses.id, { onDelete: 'cascade' }),
  pixelId: text('pixel_id').notNull(),
  accessTokenBox: text('access_token_box').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
