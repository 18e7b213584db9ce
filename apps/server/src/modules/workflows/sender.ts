// The sender: turns due automatic email tasks into outbox rows, in every server process at once.
// A round claims due tasks (one by default) with FOR UPDATE SKIP LOCKED and, in that same
// transaction, composes each email, enqueues it and marks the task sent: a task becomes exactly
// one outbox row whatever the number of processes, and a process that dies mid-round leaves its
// tasks unclaimed (its transaction rolls back). The outbox then delivers each row exactly once.
// It sleeps until the next due time, and wakes earlier on NOTIFY flow_tasks (a task planned or
// moved) and on a slow poll that covers a notification missed while reconnecting.
import {
  and,
  asc,
  eq,
  gt,
  inArray,
  isNotNull,
  isNull,
  lte,
  min,
  notExists,
  sql,
} from 'drizzle-orm';
import type { Database, DatabaseHandle } from '../../db/client.ts';
import { createWakeLoop } from '../../platform/wake-loop.ts';
import { FLOW_TASKS_CHANNEL } from './planning.ts';
import { flowPauses, flowTasks } from './schema.ts';
import type { EmailComposer } from '../emails/compose.ts';
import { sendTask } from './send-task.ts';

type SenderLog = {
  warn(object: object, message: string): void;
  error(object: object, message: string): void;
};

export type SenderOptions = {
  database: Pick<DatabaseHandle, 'db' | 'listen'>;
  composer: EmailComposer;
  log: SenderLog;
  /** Tasks claimed and sent in one transaction (1: the outbox rows follow the due order). */
  batchSize?: number;
  /** The longest sleep, besides NOTIFY: bounds the wait after a missed notification. */
  pollIntervalMs?: number;
  /** The clock; tests pass their own to send what is due at a chosen instant. */
  now?: () => Date;
  /**
   * Claim loops run at once (2 unless set). Each claims one task per transaction in due order, so
   * the outbox keeps that order up to the few tasks in flight; composing waits on the database
   * more than on the CPU, so a second loop nearly doubles what one process sends. Kept below the
   * pool size: requests need connections too.
   */
  concurrency?: number;
};

const notPaused = notExists(
  sql`(select 1 from ${flowPauses} where ${flowPauses.businessId} = ${flowTasks.businessId} and ${flowPauses.subjectId} = coalesce(${flowTasks.orderId}, ${flowTasks.inquiryId}))`,
);

/** The condition of the sender's partial index: automatic emails and contract sends not done and not held. */
const waitingToBeSent = and(
  eq(flowTasks.isAuto, true),
  inArray(flowTasks.type, ['SEND_EMAIL', 'SEND_CONTRACT']),
  isNull(flowTasks.outboxId),
  eq(flowTasks.status, 'INCOMPLETE'),
  isNull(flowTasks.sendError),
  isNotNull(flowTasks.dueAt),
);

/** One transaction: claim up to `limit` due tasks and send each. Answers how many it claimed. */
export async function sendDueTasks(
  db: Database,
  options: { now: Date; limit: number; composer: EmailComposer; log?: SenderLog },
): Promise<number> {
  return db.transaction(async (tx) => {
    const due = await tx
      .select()
      .from(flowTasks)
      .where(and(waitingToBeSent, lte(flowTasks.dueAt, options.now), notPaused))
      .orderBy(asc(flowTasks.dueAt), asc(flowTasks.id))
      .limit(options.limit)
      .for('update', { skipLocked: true });
    for (const task of due) {
      await sendTask(tx, task, {
        now: options.now,
        composer: options.composer,
        ...(options.log ? { log: options.log } : {}),
      });
    }
    return due.length;
  });
}

/** The next due time after `now` among tasks waiting to be sent, if any. */
export async function nextDueAt(db: Database, now: Date): Promise<Date | null> {
  const [row] = await db
    .select({ next: min(flowTasks.dueAt) })
    .from(flowTasks)
    .where(and(waitingToBeSent, gt(flowTasks.dueAt, now)));
  return row?.next ? new Date(row.next) : null;
}

/**
 * Sends everything due now; answers how many tasks it claimed. By default each task is claimed
 * and sent in a transaction of its own, earliest due first: the outbox rows are then made, and
 * delivered, in due order (an outbox row is due from its transaction's start).
 */
export async function drainDueTasks(
  db: Database,
  options: { now: Date; composer: EmailComposer; batchSize?: number; log?: SenderLog },
): Promise<number> {
  const limit = options.batchSize ?? 1;
  let claimed = 0;
  for (;;) {
    const round = await sendDueTasks(db, { ...options, limit });
    claimed += round;
    if (round < limit) return claimed;
  }
}

/** Starts the sender; the answer stops it, waiting for the round under way. */
export async function startFlowTaskSender(options: SenderOptions): Promise<() => Promise<void>> {
  const { db } = options.database;
  const clock = options.now ?? (() => new Date());
  const pollMs = options.pollIntervalMs ?? 60_000;
  let timer: NodeJS.Timeout | undefined;
  const schedule = (waitMs: number) => {
    if (loop.isStopped()) return;
    clearTimeout(timer);
    timer = setTimeout(loop.wake, waitMs);
    timer.unref();
  };

  const loop = createWakeLoop({
    round: async () => {
      const now = clock();
      await Promise.all(
        Array.from({ length: options.concurrency ?? 2 }, () =>
          drainDueTasks(db, {
            now,
            composer: options.composer,
            ...(options.batchSize ? { batchSize: options.batchSize } : {}),
            log: options.log,
          }),
        ),
      );
    },
    // Sleeps until the next due time, at most the poll interval.
    afterRounds: async () => {
      const now = clock();
      const next = await nextDueAt(db, now);
      schedule(next ? Math.min(pollMs, Math.max(0, next.getTime() - now.getTime())) : pollMs);
    },
    onError: (error) => {
      options.log.error({ err: error }, 'flow task sender round failed');
      schedule(Math.min(pollMs, 5_000));
    },
  });
  const { wake } = loop;

  const unlisten = await options.database.listen(FLOW_TASKS_CHANNEL, wake);
  wake();
  return async () => {
    clearTimeout(timer);
    await loop.stop();
    await unlisten().catch((error: unknown) =>
      options.log.warn({ err: error }, 'could not unlisten the flow task channel'),
    );
  };
}
