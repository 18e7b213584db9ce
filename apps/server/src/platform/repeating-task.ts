// A background task that runs now and then on an interval in every server process. Runs never
// overlap (the next waits for the one before); a failure is logged and the next run tries again.
import type { FastifyBaseLogger } from 'fastify';

/** Starts the task; the returned function stops it and waits for the run under way. */
export function startRepeatingTask(input: {
  task: () => Promise<unknown>;
  intervalMs: number;
  log: FastifyBaseLogger;
  /** Logged as a warning when a run fails. */
  failureMessage: string;
}): () => Promise<void> {
  let running: Promise<void> = Promise.resolve();
  const run = () => {
    running = running
      .then(input.task)
      .then(() => undefined)
      .catch((error: unknown) => {
        input.log.warn({ err: error }, input.failureMessage);
      });
  };
  run();
  const timer = setInterval(run, input.intervalMs);
  timer.unref();
  return async () => {
    clearInterval(timer);
    await running;
  };
}
