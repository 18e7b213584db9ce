import { stripeKeyMode, type TPaymentConnection } from '@studio/shared/payments/connections';
import type { paymentConnections } from './schema.ts';

export type ConnectionRow = typeof paymentConnections.$inferSelect;

/** What the owner sees of a connection: never a secret (only the sealed boxes hold them). */
export function presentConnection(row: ConnectionRow): TPaymentConnection {
  return {
    id: row.id,
    provider: 'STRIPE',
    label: row.label,
    publishableKey: row.publishableKey,
    isTestMode: stripeKeyMode(row.publishableKey) !== 'live',
    createdAt: row.createdAt.toISOString(),
  };
}
