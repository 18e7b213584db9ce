// A mail worker alone in a process, for tests that kill it in the middle of a send. Environment:
// DATABASE_URL and SMTP_URL; MAIL_LEASE_MS; STALL_BEFORE_RECORDING_ANSWER=1 stops the worker for
// good between the SMTP server's answer and its commit, so a kill from outside lands exactly there.
import os from 'node:os';
import { createDatabase } from '../db/client.ts';
import { createMailTransport, type MailLogger } from '../platform/mail/transport.ts';
import { startMailWorker } from '../platform/mail/worker.ts';

const log: MailLogger = {
  info: () => {},
  warn: (object, message) => console.error(message, object),
  error: (object, message) => console.error(message, object),
};
const database = await createDatabase({ databaseUrl: process.env.DATABASE_URL, poolSize: 8 });
await startMailWorker({
  database,
  transport: createMailTransport({ smtpUrl: process.env.SMTP_URL, dataDir: os.tmpdir(), log }),
  from: 'Studio <no-reply@studio.test>',
  log,
  pollIntervalMs: 50,
  leaseMs: Number(process.env.MAIL_LEASE_MS ?? 60_000),
  ...(process.env.STALL_BEFORE_RECORDING_ANSWER === '1'
    ? { beforeRecordingAnswer: () => new Promise<void>(() => {}) }
    : {}),
});
