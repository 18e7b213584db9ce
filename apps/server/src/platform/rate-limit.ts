// Fixed-window rate limits kept in the database, so every server instance counts the same hits.
import { lt, sql } from 'drizzle-orm';
import { messages } from '@studio/shared/messages';
import type { Executor } from '../db/client.ts';
import { rateLimits } from '../modules/accounts/schema.ts';
import { AppError } from './errors.ts';

/**
 * Counts one hit against `key` and throws RATE_LIMITED once more than `limit` hits fall in the
 * current window. One upsert both opens a new window and counts, so concurrent requests on any
 * number of instances can never slip past the limit by reading a stale count.
 */
export async function consumeRateLimit(
  executor: Executor,
  key: string,
  limit: number,
  windowSeconds: number,
): Promise<void> {
  const window = sql`make_interval(secs => ${windowSeconds})`;
  // In ON CONFLICT ... DO UPDATE, "rate_limits".* is the stored row and both SET expressions
  // read its old values, so the window test is the same for both columns.
  const isWindowOver = sql`"rate_limits"."window_start" <= now() - ${window}`;
  const [row] = await executor
    .insert(rateLimits)
    .values({ key, windowStart: sql`now()`, hits: 1 })
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: {
        windowStart: sql`case when ${isWindowOver} then now() else "rate_limits"."window_start" end`,
        hits: sql`case when ${isWindowOver} then 1 else "rate_limits"."hits" + 1 end`,
      },
    })
    .returning({
      hits: rateLimits.hits,
      retryAfterSeconds: sql<number>`greatest(1, ceil(extract(epoch from ("rate_limits"."window_start" + ${window} - now()))))::int`,
    });
  if (!row || row.hits <= limit) return;
  const retryAfterSeconds = Number(row.retryAfterSeconds);
  throw new AppError('RATE_LIMITED', messages.tooManyAttempts(Math.ceil(retryAfterSeconds / 60)), {
    headers: { 'retry-after': String(retryAfterSeconds) },
  });
}

/** Deletes counters whose window ended long ago; for a periodic job. */
export async function pruneRateLimits(
  executor: Executor,
  olderThanSeconds = 24 * 60 * 60,
): Promise<void> {
  await executor
    .delete(rateLimits)
    .where(lt(rateLimits.windowStart, sql`now() - make_interval(secs => ${olderThanSeconds})`));
}
