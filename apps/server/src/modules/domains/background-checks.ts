// The background DNS checks of custom domains, in every server process: PENDING ones until they
// verify (with back-off, check-schedule.ts), ACTIVE ones daily, since their records may be removed
// (afterRecheck). Due rows are
// claimed with SKIP LOCKED and leased (their next check moved past the DNS lookups), so two
// processes never check one domain at once; the lookups run outside any transaction.
import { and, asc, eq, inArray, lte } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { startRepeatingTask } from '../../platform/repeating-task.ts';
import { afterBackgroundCheck, afterRecheck } from './check-schedule.ts';
import { checkDomainDns } from './dns-check.ts';
import { applyCheck, type DomainsContext } from './service.ts';
import { businessDomains } from './schema.ts';

const CHECK_INTERVAL_MS = 30_000;
const BATCH_SIZE = 20;
/** Longer than a batch of lookups can take (2 s x 2 tries x 3 lookups): then it is due again. */
const LEASE_MS = 2 * 60_000;

/** One round: checks every PENDING or ACTIVE domain due at `now`. Answers how many were checked. */
export async function checkDueDomains(
  context: DomainsContext,
  input: { now: Date; batchSize?: number },
): Promise<number> {
  const { db } = context;
  const due = db
    .select({ id: businessDomains.id })
    .from(businessDomains)
    .where(
      and(
        inArray(businessDomains.state, ['PENDING', 'ACTIVE']),
        lte(businessDomains.nextCheckAt, input.now),
      ),
    )
    .orderBy(asc(businessDomains.nextCheckAt))
    .limit(input.batchSize ?? BATCH_SIZE)
    .for('update', { skipLocked: true });
  const claimed = await db
    .update(businessDomains)
    .set({ nextCheckAt: new Date(input.now.getTime() + LEASE_MS) })
    .where(inArray(businessDomains.id, due))
    .returning();
  await Promise.all(
    claimed.map(async (row) => {
      const outcome = await checkDomainDns(context.resolver, {
        hostname: row.hostname,
        token: row.verificationToken,
        target: context.target,
      });
      const changes =
        row.state === 'ACTIVE'
          ? afterRecheck(row, outcome, input.now)
          : afterBackgroundCheck(row, outcome, input.now);
      // Only the claim as it was: a check by hand meanwhile (which may restart the checks) wins.
      await applyCheck(db, {
        row,
        changes,
        now: input.now,
        where: and(
          eq(businessDomains.state, row.state),
          eq(businessDomains.checksStartedAt, row.checksStartedAt),
        ),
      });
    }),
  );
  return claimed.length;
}

/** Checks due domains now and every 30 seconds; the returned function stops it. */
export function startDomainChecks(input: {
  context: DomainsContext;
  log: FastifyBaseLogger;
  intervalMs?: number;
}): () => Promise<void> {
  return startRepeatingTask({
    task: async () => {
      // Rounds until no domain is due, so a backlog is not held to one batch per interval.
      while ((await checkDueDomains(input.context, { now: new Date() })) === BATCH_SIZE);
    },
    intervalMs: input.intervalMs ?? CHECK_INTERVAL_MS,
    log: input.log,
    failureMessage: 'custom domain checks failed; they run again shortly',
  });
}
