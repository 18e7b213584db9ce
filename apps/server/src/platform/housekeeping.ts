// Housekeeping: rows that only ever grow are trimmed once they can no longer matter. Safe with
// many server instances: each statement is an idempotent delete of rows past their use.
import { lt, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Executor } from '../db/client.ts';
import { oneTimeTokens, refreshTokens } from '../modules/accounts/schema.ts';
import { paymentEvents } from '../modules/payments/schema.ts';
import { pruneRateLimits } from './rate-limit.ts';
import { startRepeatingTask } from './repeating-task.ts';

const HOUR_MS = 60 * 60 * 1000;
/** Expired tokens are kept a day, so a late click still reads "expired" in the logs' time frame. */
const KEEP_EXPIRED = sql`now() - interval '1 day'`;
/**
 * Handled Stripe event ids guard against a second delivery. Stripe retries for three days and
 * keeps events (which the owner may resend) for 30; past that no event comes again, and a replay
 * would still find its checkout completed (the conditional update acts once).
 */
const KEEP_PAYMENT_EVENTS = sql`now() - interval '31 days'`;

export async function runHousekeeping(executor: Executor): Promise<void> {
  await pruneRateLimits(executor);
  await executor.delete(refreshTokens).where(lt(refreshTokens.expiresAt, KEEP_EXPIRED));
  await executor.delete(oneTimeTokens).where(lt(oneTimeTokens.expiresAt, KEEP_EXPIRED));
  await executor.delete(paymentEvents).where(lt(paymentEvents.receivedAt, KEEP_PAYMENT_EVENTS));
}

/** Runs now and then every hour; the returned function stops it. */
export function startHousekeeping(input: {
  db: Executor;
  log: FastifyBaseLogger;
  intervalMs?: number;
}): () => Promise<void> {
  return startRepeatingTask({
    task: () => runHousekeeping(input.db),
    intervalMs: input.intervalMs ?? HOUR_MS,
    log: input.log,
    failureMessage: 'housekeeping failed; it runs again within the hour',
  });
}
