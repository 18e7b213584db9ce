// What every outbox worker does the same way: a time from now in SQL (the database's clock, so
// the instances' clocks never matter), the wait before the next try, and draining due rows batch
// by batch until a batch comes back short. The mail worker and the module outboxes (push,
// newsletters, Google Calendar writes, the Conversions API) use them.
import { sql } from 'drizzle-orm';

/** now() + ms, as the database counts it. */
export function fromNow(ms: number) {
  return sql`now() + ${Math.round(ms)}::integer * interval '1 millisecond'`;
}

/** The wait after the attempts-th failed try; the last entry of `backoffMs` repeats. */
export function retryDelayMs(backoffMs: readonly number[], attempts: number): number {
  return backoffMs[Math.min(attempts - 1, backoffMs.length - 1)] ?? 60_000;
}

/**
 * Claims and sends due rows until a claim comes back short of a batch or the worker stops;
 * answers how many rows it tried. A send that throws is logged: only recording its outcome
 * failed, so its lease lapses and the row is tried again. Sends of a batch run side by side
 * unless `oneAtATime` (rows that share a provider's quota).
 */
export async function drainInBatches<Claim>(input: {
  claim: () => Promise<Claim[]>;
  send: (claim: Claim) => Promise<void>;
  batchSize: number;
  isStopped: () => boolean;
  oneAtATime?: boolean;
  onSendError: (error: unknown) => void;
}): Promise<number> {
  let tried = 0;
  while (!input.isStopped()) {
    const claimed = await input.claim();
    tried += claimed.length;
    if (input.oneAtATime) {
      for (const claim of claimed) await input.send(claim).catch(input.onSendError);
    } else {
      const results = await Promise.allSettled(claimed.map((claim) => input.send(claim)));
      for (const result of results) {
        if (result.status === 'rejected') input.onSendError(result.reason);
      }
    }
    if (claimed.length < input.batchSize) break;
  }
  return tried;
}
