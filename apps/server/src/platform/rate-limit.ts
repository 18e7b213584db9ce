// Fixed-window rate limits kept in the database, so every server instance counts the same hits.
import { and, eq, gt, lt, sql } from 'drizzle-orm';
import { messages } from '@studio/shared/messages';
import type { Executor } from '../db/client.ts';
import { rateLimits } from './rate-limit-schema.ts';
import { AppError } from './errors.ts';

/**
 * Counts one hit against `key` and throws RATE_LIMITED once more than `limit` hits fall in the
 * current window. One upsert both opens a new window and counts, so concurrent requests on any
 * number of instances can never slip past the limit by reading a stale count. `message` words
 * the refusal (minutes until the window ends); messages.tooManyAttempts by default.
 */
export async function consumeRateLimit(
  executor: Executor,
  key: string,
  limit: number,
  windowSeconds: number,
  message: (minutes: number) => string = messages.tooManyAttempts,
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
  throw new AppError('RATE_LIMITED', message(Math.ceil(retryAfterSeconds / 60)), {
    headers: { 'retry-after': String(retryAfterSeconds) },
  });
}

/**
 * Takes back one hit counted against `key` (never below zero): for limits that count only
 * failures, a hit is counted before the attempt, so concurrent attempts cannot slip past the
 * limit, and forgiven once the attempt turns out to have succeeded.
 */
export async function forgiveRateLimitHit(executor: Executor, key: string): Promise<void> {
  await executor
    .update(rateLimits)
    .set({ hits: sql`greatest(${rateLimits.hits} - 1, 0)` })
    .where(eq(rateLimits.key, key));
}

/** Forgets every hit counted against `key`. */
export async function clearRateLimit(executor: Executor, key: string): Promise<void> {
  await executor.delete(rateLimits).where(eq(rateLimits.key, key));
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

/**
 * Records that something happened under `key` (a marker, not a counter: a second write of the
 * same key changes nothing). Markers live beside the counters and are pruned with them; the
 * booking module marks each hold with the address that took it, to count its live holds.
 */
export async function markRateKey(executor: Executor, key: string): Promise<void> {
  await executor
    .insert(rateLimits)
    .values({ key, windowStart: sql`now()`, hits: 1 })
    .onConflictDoNothing({ target: rateLimits.key });
}

/** The keys beginning with `prefix` written in the last `maxAgeSeconds`. */
export async function recentRateKeys(
  executor: Executor,
  prefix: string,
  maxAgeSeconds: number,
): Promise<string[]> {
  const rows = await executor
    .select({ key: rateLimits.key })
    .from(rateLimits)
    .where(
      and(
        sql`starts_with(${rateLimits.key}, ${prefix})`,
        gt(rateLimits.windowStart, sql`now() - make_interval(secs => ${maxAgeSeconds})`),
      ),
    );
  return rows.map((row) => row.key);
}
