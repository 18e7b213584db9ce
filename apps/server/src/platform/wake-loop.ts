// The loop of a background worker woken by NOTIFY and by a timer: one round at a time; a wake
// during a round runs another round right after it instead of a second one beside it, so no
// notification is lost and rounds never overlap. The mail worker, the workflow sender and the
// contract sealer run on it; the outbox workers (push, newsletters, Google Calendar writes, the
// Conversions API) through startChannelWorker.

export type WakeLoop = {
  /** Starts a round now, or one more after the round under way. */
  wake(): void;
  /** Stops waking and waits for the round under way. */
  stop(): Promise<void>;
  isStopped(): boolean;
};

export function createWakeLoop(input: {
  /** One round of work; it runs again at once while wakes arrived during it. */
  round: () => Promise<void>;
  /** After the rounds of a wake (to schedule the next one), unless stopped. */
  afterRounds?: () => Promise<void>;
  /** A round (or afterRounds) threw: logged by the worker, which may schedule a retry. */
  onError: (error: unknown) => void;
}): WakeLoop {
  let isStopped = false;
  let isWokenAgain = false;
  let running: Promise<void> | undefined;
  const wake = () => {
    if (isStopped) return;
    if (running) {
      isWokenAgain = true;
      return;
    }
    running = (async () => {
      do {
        isWokenAgain = false;
        await input.round();
      } while (isWokenAgain && !isStopped);
      if (!isStopped) await input.afterRounds?.();
    })()
      .catch((error: unknown) => {
        if (!isStopped) input.onError(error);
      })
      .finally(() => {
        running = undefined;
      });
  };
  return {
    wake,
    isStopped: () => isStopped,
    async stop() {
      isStopped = true;
      await running;
    },
  };
}

type WorkerLog = {
  warn(object: object, message: string): void;
  error(object: object, message: string): void;
};

/**
 * An outbox worker: drains its rows when NOTIFY on its channel says some were committed, and on a
 * timer as the safety net (a notification sent while the listener reconnected). The answer stops
 * it, waiting for the round under way.
 */
export async function startChannelWorker(input: {
  /** What the log calls it: 'the push outbox'. */
  name: string;
  channel: string;
  listen(channel: string, onNotify: () => void): Promise<() => Promise<void>>;
  pollIntervalMs: number;
  /** Sends what is due; stops early when isStopped answers true. */
  drain(isStopped: () => boolean): Promise<unknown>;
  log: WorkerLog;
}): Promise<() => Promise<void>> {
  const loop = createWakeLoop({
    round: async () => {
      await input.drain(loop.isStopped);
    },
    onError: (error) => input.log.error({ err: error }, `${input.name} worker round failed`),
  });
  const unlisten = await input.listen(input.channel, loop.wake);
  const timer = setInterval(loop.wake, input.pollIntervalMs);
  timer.unref();
  loop.wake();
  return async () => {
    clearInterval(timer);
    await loop.stop();
    await unlisten().catch((error: unknown) =>
      input.log.warn({ err: error }, `could not unlisten the ${input.name} channel`),
    );
  };
}
