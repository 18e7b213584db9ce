// The workflows' due emails in tests, where no worker runs: what the sender would send now.
import type { FastifyInstance } from 'fastify';
import { EmailComposer } from '../modules/emails/compose.ts';
import { emailSettingsOf } from '../modules/emails/settings.ts';
import { drainDueTasks } from '../modules/workflows/sender.ts';

/** The composer the app's workers would use. */
export function composerOf(app: FastifyInstance): EmailComposer {
  return new EmailComposer(emailSettingsOf(app.deps));
}

/** Sends every automatic email due now (booking confirmations, inquiry answers) into the outbox. */
export async function sendDueEmails(app: FastifyInstance, now = new Date()): Promise<number> {
  return drainDueTasks(app.deps.db, { now, composer: composerOf(app) });
}
