import {
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { businesses } from '../businesses/schema.ts';

/**
 * A payment provider the business connected. Secrets are stored
 * encrypted (AES-256-GCM, platform/crypto-box) and never leave the server.
 */
export const paymentConnections = pgTable(
  'payment_connections',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    businessId: uuid('business_id')
      .notNull()
      .references(() => businesses.id, { onDelete: 'cascade' }),
    /** STRIPE. */
    provider: text('provider').notNull(),
    /** What the owner sees: the account name or the key's last four characters. */
    label: text('label').notNull(),
    publishableKey: text('publishable_key').notNull().default(''),
    secretKeyBox: text('secret_key_box').notNull(),
    webhookSecretBox: text('webhook_secret_box').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('payment_connections_business_provider').on(t.businessId, t.provider)],
);

export const checkoutKinds = ['BOOKING', 'INVOICE'] as const;
export const checkoutStatuses = ['OPEN', 'COMPLETED', 'EXPIRED'] as const;

/**
 * A payment started with the provider: a booking's deposit (the held slot and the validated
 * checkout request wait here until the signed webhook confirms) or a pending invoice paid from
 * the manage page. Completing is one conditional update OPEN -> COMPLETED, so a replayed webhook
 * does nothing twice.
 */
export const checkouts = pgTable(
  'checkouts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    businessId: uuid('business_id')
      .notNull()
      .references(() => businesses.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: checkoutKinds }).notNull(),
    status: text('status', { enum: checkoutStatuses }).notNull().default('OPEN'),
    serviceId: uuid('service_id'),
    slotId: uuid('slot_id'),
    /** BOOKING: the client's checkout request (ZCheckoutRequest), replayed on confirmation. */
    request: jsonb('request'),
    orderId: text('order_id'),
    invoiceId: uuid('invoice_id'),
    /** Minor units of the currency. */
    amount: integer('amount').notNull(),
    currency: text('currency').notNull(),
    providerSessionId: text('provider_session_id'),
    /**
     * A second payment for a hold another checkout already paid: the provider's payment to give
     * back (the booking is made once). Set with the checkout's completion; refundId once the
     * provider took the refund.
     */
    refundPaymentRef: text('refund_payment_ref'),
    refundId: text('refund_id'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('checkouts_provider_session_unique').on(t.providerSessionId),
    index('checkouts_open_expiry_idx').on(t.status, t.expiresAt),
  ],
);

/** Provider events already handled (webhook replay protection). */
export const paymentEvents = pgTable('payment_events', {
  id: text('id').primaryKey(),
  businessId: uuid('business_id').notNull(),
  type: text('type').notNull(),
  receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
});
