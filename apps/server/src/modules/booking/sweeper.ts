// The hold sweeper: holds end on time without any request (readers already treat an expired hold
// as free; this tidies the rows). Every 30 seconds, in every server process: expired checkouts
// become EXPIRED, expired mini session holds AVAILABLE again (token cleared), and the hold slots of
// full sessions go with their emptied date. Rows are claimed with SKIP LOCKED, and each statement
// re-checks the expiry, so instances never fight and a hold renewed meanwhile stays. A payment
// that ends before its provider session would is ended at the provider too (sweepOnce).
import type { FastifyBaseLogger } from 'fastify';
import type { Executor } from '../../db/client.ts';
import { startRepeatingTask } from '../../platform/repeating-task.ts';
import type { PaymentsDeps } from '../payments/payments-deps.ts';
import { endProviderSessions, type ProviderSession } from '../payments/provider-sessions.ts';
import { expireDueCheckouts } from '../payments/expiry.ts';
import { sweepExpiredHolds } from '../scheduling/holds.ts';

const SWEEP_INTERVAL_MS = 30_000;

export type SweepResult = {
  checkouts: number;
  released: number;
  removed: number;
  /** Ended payments whose provider session was made to outlive them. */
  cutShort: ProviderSession[];
};

/** Expired checkouts, then the holds that ran out. */
export async function sweepHolds(executor: Executor): Promise<SweepResult> {
  const { expired, cutShort } = await expireDueCheckouts(executor);
  const { released, removed } = await sweepExpiredHolds(executor);
  return { checkouts: expired, released, removed, cutShort };
}

/** One run of the sweeper: the rows, then the provider sessions of payments cut short. */
export async function sweepOnce(deps: PaymentsDeps): Promise<SweepResult> {
  const { db } = deps;
  const swept = await sweepHolds(db);
  await endProviderSessions(deps, swept.cutShort);
  return swept;
}

/** Sweeps now and every 30 seconds; the returned function stops it. */
export function startHoldSweeper(input: {
  deps: PaymentsDeps;
  log: FastifyBaseLogger;
  intervalMs?: number;
}): () => Promise<void> {
  return startRepeatingTask({
    task: () => sweepOnce(input.deps),
    intervalMs: input.intervalMs ?? SWEEP_INTERVAL_MS,
    log: input.log,
    failureMessage: 'hold sweep failed; it runs again shortly',
  });
}
