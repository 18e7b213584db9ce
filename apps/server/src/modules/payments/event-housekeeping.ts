// The payments module's share of housekeeping: handled Stripe event ids past their use.
import { lt, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { paymentEvents } from './schema.ts';

/**
 * Handled Stripe event ids guard against a second delivery. Stripe retries for three days and
 * keeps events (which the owner may resend) for 30; past that no event comes again, and a replay
 * would still find its checkout completed (the conditional update acts once).
 */
const KEEP_PAYMENT_EVENTS = sql`now() - interval '31 days'`;

export async function pruneHandledPaymentEvents(executor: Executor): Promise<void> {
  await executor.delete(paymentEvents).where(lt(paymentEvents.receivedAt, KEEP_PAYMENT_EVENTS));
}
