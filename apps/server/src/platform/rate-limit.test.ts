import crypto from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { testDatabase } from '../test/harness.ts';
import { rateLimits } from './rate-limit-schema.ts';
import { AppError } from './errors.ts';
import { consumeRateLimit, pruneRateLimits } from './rate-limit.ts';

const uniqueKey = () => `test:${crypto.randomBytes(6).toString('hex')}`;

async function rejection(promise: Promise<unknown>): Promise<AppError> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  if (!(error instanceof AppError)) throw new Error(`expected an AppError, got ${String(error)}`);
  return error;
}

describe('consumeRateLimit', () => {
  it('allows the limit and refuses the next hit with a retry-after', async () => {
    const { db } = await testDatabase();
    const key = uniqueKey();
    for (let i = 0; i < 3; i++) await consumeRateLimit(db, key, 3, 600);
    const error = await rejection(consumeRateLimit(db, key, 3, 600));
    expect(error.code).toBe('RATE_LIMITED');
    expect(error.message).toBe('Too many attempts. Please try again in 10 minutes.');
    const retryAfter = Number(error.headers?.['retry-after']);
    expect(retryAfter).toBeGreaterThan(590);
    expect(retryAfter).toBeLessThanOrEqual(600);
  });

  it('counts every concurrent hit exactly once', async () => {
    const { db } = await testDatabase();
    const key = uniqueKey();
    const results = await Promise.allSettled(
      Array.from({ length: 25 }, () => consumeRateLimit(db, key, 10, 600)),
    );
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(10);
    const [row] = await db.select().from(rateLimits).where(eq(rateLimits.key, key));
    expect(row?.hits).toBe(25);
  });

  it('opens a new window once the old one is over', async () => {
    const { db } = await testDatabase();
    const key = uniqueKey();
    await consumeRateLimit(db, key, 1, 60);
    await expect(consumeRateLimit(db, key, 1, 60)).rejects.toBeInstanceOf(AppError);
    await db
      .update(rateLimits)
      .set({ windowStart: sql`now() - interval '61 seconds'` })
      .where(eq(rateLimits.key, key));
    await consumeRateLimit(db, key, 1, 60);
    const [row] = await db.select().from(rateLimits).where(eq(rateLimits.key, key));
    expect(row?.hits).toBe(1);
  });

  it('keeps keys apart', async () => {
    const { db } = await testDatabase();
    const first = uniqueKey();
    await consumeRateLimit(db, first, 1, 60);
    await consumeRateLimit(db, uniqueKey(), 1, 60);
    await expect(consumeRateLimit(db, first, 1, 60)).rejects.toBeInstanceOf(AppError);
  });

  it('prunes counters of long-gone windows', async () => {
    const { db } = await testDatabase();
    const key = uniqueKey();
    await consumeRateLimit(db, key, 1, 60);
    await db
      .update(rateLimits)
      .set({ windowStart: sql`now() - interval '2 days'` })
      .where(eq(rateLimits.key, key));
    await pruneRateLimits(db);
    expect(await db.select().from(rateLimits).where(eq(rateLimits.key, key))).toHaveLength(0);
  });
});
