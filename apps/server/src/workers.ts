// Background workers that run inside each server process (safe with many: they claim with SKIP LOCKED).
import type { FastifyBaseLogger } from 'fastify';
import type { Deps } from './app.ts';

export async function startWorkers(
  _deps: Deps,
  _log: FastifyBaseLogger,
): Promise<() => Promise<void>> {
  return async () => {};
}
