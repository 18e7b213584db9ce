// The worker loop: runs at once and on the interval, never two at a time, survives a failure,
// and stopping waits for the run under way.
import type { FastifyBaseLogger } from 'fastify';
import { describe, expect, it, vi } from 'vitest';
import { startRepeatingTask } from './repeating-task.ts';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function fakeLog() {
  const warn = vi.fn();
  return { log: { warn } as unknown as FastifyBaseLogger, warn };
}

describe('startRepeatingTask', () => {
  it('runs one at a time, logs a failure and runs again, and stop waits for the run', async () => {
    const { log, warn } = fakeLog();
    let active = 0;
    let overlapped = false;
    let runs = 0;
    const stop = startRepeatingTask({
      task: async () => {
        runs += 1;
        active += 1;
        overlapped ||= active > 1;
        await sleep(30);
        active -= 1;
        if (runs === 1) throw new Error('first run fails');
      },
      intervalMs: 5,
      log,
      failureMessage: 'task failed',
    });
    await sleep(100);
    await stop();
    const runsAtStop = runs;
    expect(runs).toBeGreaterThanOrEqual(2);
    expect(overlapped).toBe(false);
    expect(active).toBe(0);
    expect(warn).toHaveBeenCalledWith({ err: expect.any(Error) }, 'task failed');
    await sleep(30);
    expect(runs).toBe(runsAtStop);
  });
});
