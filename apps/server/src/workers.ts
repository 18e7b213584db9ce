// Background workers that run inside each server process (safe with many: they claim with SKIP LOCKED).
import type { FastifyBaseLogger } from 'fastify';
import type { Deps } from './app.ts';
import { createMailTransport } from './platform/mail/transport.ts';
import { startMailWorker } from './platform/mail/worker.ts';

export async function startWorkers(
  deps: Deps,
  log: FastifyBaseLogger,
): Promise<() => Promise<void>> {
  const mailLog = log.child({ worker: 'mail' });
  const stopMail = await startMailWorker({
    database: deps.database,
    transport: createMailTransport({
      smtpUrl: deps.config.smtpUrl,
      dataDir: deps.config.dataDir,
      log: mailLog,
    }),
    from: deps.config.mailFrom,
    log: mailLog,
  });
  return async () => {
    await stopMail();
  };
}
