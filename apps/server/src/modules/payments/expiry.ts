// Checkouts end on time without any request: every OPEN checkout past its expiry becomes EXPIRED.
// Rows are claimed with SKIP LOCKED and the update re-checks OPEN, so sweepers of several
// processes never fight and a checkout completed meanwhile stays COMPLETED.
import { and, eq, inArray, lte, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import type { ProviderSession } from './provider-sessions.ts';
import { checkouts } from './schema.ts';

/** The provider's shortest session, and the moments between computing an expiry and the insert. */
const SESSION_MIN_MS = 30 * 60_000;
const SLACK_MS = 60_000;
/** Rows per statement: a backlog is worked off over a few runs rather than in one long lock. */
const BATCH = 1000;

/**
 * Expires the OPEN checkouts whose time is up. Answers how many, and the provider sessions of
 * those that ended before their session would: a payment opened again late in a hold's life
 * (the provider keeps a session open at least 30 minutes) has its session ended there by the
 * caller (provider-sessions.ts endProviderSessions).
 */
export async function expireDueCheckouts(
  executor: Executor,
): Promise<{ expired: number; cutShort: ProviderSession[] }> {
  const ended = await executor
    .update(checkouts)
    .set({ status: 'EXPIRED' })
    .where(
      and(
        inArray(
          checkouts.id,
          executor
            .select({ id: checkouts.id })
            .from(checkouts)
            .where(and(eq(checkouts.status, 'OPEN'), lte(checkouts.expiresAt, sql`now()`)))
            .limit(BATCH)
            .for('update', { skipLocked: true }),
        ),
        eq(checkouts.status, 'OPEN'),
      ),
    )
    .returning({
      id: checkouts.id,
      businessId: checkouts.businessId,
      providerSessionId: checkouts.providerSessionId,
      createdAt: checkouts.createdAt,
      expiresAt: checkouts.expiresAt,
    });
  const cutShort = ended.flatMap((row) =>
    row.providerSessionId &&
    row.expiresAt.getTime() < row.createdAt.getTime() + SESSION_MIN_MS - SLACK_MS
      ? [{ businessId: row.businessId, checkoutId: row.id, sessionId: row.providerSessionId }]
      : [],
  );
  return { expired: ended.length, cutShort };
}
