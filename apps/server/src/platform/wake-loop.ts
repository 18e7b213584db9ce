// The loop of a background worker woken by NOTIFY and by a timer: one round at a time; a wake
// during a round runs another round right after it instead of a second one beside it, so no
// notification is lost and rounds never overlap. The mail worker, the workflow sender and the
// contract sealer run on it.

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
