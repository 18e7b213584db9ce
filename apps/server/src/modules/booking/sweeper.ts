// The hold sweeper: holds end on time without any request (readers already treat an expired hold
// as free; this tidies the rows). Every 30 seconds, in every server process: expired checkouts
// become EXPIRED, expired mini session holds AVAILABLE again (token cleared), and the hold slots of
// full sessions go with their emptied date. Rows are claimed with SKIP LOCKED, and each statement
// re-checks the expiry, so instances never fight and a hold renewed meanwhile stays. A payment
// that ends before its provider session would is ended at the provider too (sweepOnce).
import { and, eq, inArray, isNull, lte, ne, notExists, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { serviceKinds } from '@studio/shared/enums';
import type { Database, Executor } from '../../db/client.ts';
import { startRepeatingTask } from '../../platform/repeating-task.ts';
import { endProviderSessions, type ProviderSession } from '../payments/provider-sessions.ts';
import { checkouts } from '../payments/schema.ts';
import { serviceDates, slots } from '../scheduling/schema.ts';
import { services } from '../services/schema.ts';

const SWEEP_INTERVAL_MS = 30_000;
/** The provider's shortest session, and the moments between computing an expiry and the insert. */
const SESSION_MIN_MS = 30 * 60_000;
const SLACK_MS = 60_000;
/** Rows per statement: a backlog is worked off over a few runs rather than in one long lock. */
const BATCH = 1000;

const isExpiredHold = and(
  eq(slots.status, 'BOOKING'),
  lte(slots.lockoutEnd, sql`now()`),
  isNull(slots.orderId),
);

function expiredHolds(executor: Executor, isMiniSession: boolean) {
  return executor
    .select({ id: slots.id })
    .from(slots)
    .innerJoin(services, eq(services.id, slots.serviceId))
    .where(
      and(
        isExpiredHold,
        isMiniSession
          ? eq(services.kind, serviceKinds.MINI_SESSION)
          : ne(services.kind, serviceKinds.MINI_SESSION),
      ),
    )
    .limit(BATCH)
    .for('update', { of: slots, skipLocked: true });
}

export type SweepResult = {
  checkouts: number;
  released: number;
  removed: number;
  /** Ended payments whose provider session was made to outlive them. */
  cutShort: ProviderSession[];
};

export async function sweepHolds(executor: Executor): Promise<SweepResult> {
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
  const released = await executor
    .update(slots)
    .set({ status: 'AVAILABLE', lockoutEnd: null, holdTokenHash: null, updatedAt: sql`now()` })
    .where(and(inArray(slots.id, expiredHolds(executor, true)), isExpiredHold))
    .returning({ id: slots.id });
  const removed = await executor
    .delete(slots)
    .where(and(inArray(slots.id, expiredHolds(executor, false)), isExpiredHold))
    .returning({ serviceDateId: slots.serviceDateId });
  const dateIds = [...new Set(removed.map((row) => row.serviceDateId))];
  if (dateIds.length > 0) {
    await executor
      .delete(serviceDates)
      .where(
        and(
          inArray(serviceDates.id, dateIds),
          notExists(
            executor
              .select({ id: slots.id })
              .from(slots)
              .where(eq(slots.serviceDateId, serviceDates.id)),
          ),
        ),
      );
  }
  // A payment that ended before its provider session would (opened again late in the hold's
  // life: the provider keeps a session open at least 30 minutes) has its session ended there.
  const cutShort = ended.flatMap((row) =>
    row.providerSessionId &&
    row.expiresAt.getTime() < row.createdAt.getTime() + SESSION_MIN_MS - SLACK_MS
      ? [{ businessId: row.businessId, checkoutId: row.id, sessionId: row.providerSessionId }]
      : [],
  );
  return {
    checkouts: ended.length,
    released: released.length,
    removed: removed.length,
    cutShort,
  };
}

/** One run of the sweeper: the rows, then the provider sessions of payments cut short. */
export async function sweepOnce(db: Database): Promise<SweepResult> {
  const swept = await sweepHolds(db);
  await endProviderSessions(db, swept.cutShort);
  return swept;
}

/** Sweeps now and every 30 seconds; the returned function stops it. */
export function startHoldSweeper(input: {
  db: Database;
  log: FastifyBaseLogger;
  intervalMs?: number;
}): () => Promise<void> {
  return startRepeatingTask({
    task: () => sweepOnce(input.db),
    intervalMs: input.intervalMs ?? SWEEP_INTERVAL_MS,
    log: input.log,
    failureMessage: 'hold sweep failed; it runs again shortly',
  });
}
