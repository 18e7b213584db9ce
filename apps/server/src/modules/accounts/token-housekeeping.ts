// The accounts module's share of housekeeping: sign-in and one-time tokens past their use.
import { lt, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { oneTimeTokens, refreshTokens } from './schema.ts';

/** Expired tokens are kept a day, so a late click still reads "expired" in the logs' time frame. */
const KEEP_EXPIRED = sql`now() - interval '1 day'`;

export async function pruneExpiredTokens(executor: Executor): Promise<void> {
  await executor.delete(refreshTokens).where(lt(refreshTokens.expiresAt, KEEP_EXPIRED));
  await executor.delete(oneTimeTokens).where(lt(oneTimeTokens.expiresAt, KEEP_EXPIRED));
}
