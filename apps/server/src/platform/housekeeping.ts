// Housekeeping: rows that only ever grow are trimmed once they can no longer matter. Safe with
// many server instances: each task is an idempotent delete of rows past their use. Each module
// owns the clean-up of its own tables and hands it here as a task (workers.ts lists them).
import type { FastifyBaseLogger } from 'fastify';
import type { Executor } from '../db/client.ts';
import { startRepeatingTask } from './repeating-task.ts';

const HOUR_MS = 60 * 60 * 1000;

/** One module's clean-up: deletes its rows that can no longer matter. */
export type HousekeepingTask = (executor: Executor) => Promise<void>;

export async function runHousekeeping(
  executor: Executor,
  tasks: readonly HousekeepingTask[],
): Promise<void> {
  for (const task of tasks) await task(executor);
}

/** Runs now and then every hour; the returned function stops it. */
export function startHousekeeping(input: {
  db: Executor;
  tasks: readonly HousekeepingTask[];
  log: FastifyBaseLogger;
  intervalMs?: number;
}): () => Promise<void> {
  return startRepeatingTask({
    task: () => runHousekeeping(input.db, input.tasks),
    intervalMs: input.intervalMs ?? HOUR_MS,
    log: input.log,
    failureMessage: 'housekeeping failed; it runs again within the hour',
  });
}
