// Background workers that run inside each server process (safe with many: they claim with SKIP LOCKED):
// mail delivery, housekeeping, the hold sweeper, the sender of due workflow emails, the payment
// reminders, the sealer of signed contracts, the DNS checks of pending custom domains and the sender
// of push messages to the owners' devices, the sender of newsletter signups, the writer of shoots
// to Google Calendar and the sender of Conversions API events.
import type { FastifyBaseLogger } from 'fastify';
import type { Deps } from './platform/deps.ts';
import { createMailTransport } from './platform/mail/transport.ts';
import { startMailWorker } from './platform/mail/worker.ts';
import { startHousekeeping, type HousekeepingTask } from './platform/housekeeping.ts';
import { pruneRateLimits } from './platform/rate-limit.ts';
import { pruneExpiredTokens } from './modules/accounts/token-housekeeping.ts';
import { pruneHandledPaymentEvents } from './modules/payments/event-housekeeping.ts';
import { startHoldSweeper } from './modules/booking/sweeper.ts';
import { EmailComposer } from './modules/emails/compose.ts';
import { emailSettingsOf } from './modules/emails/settings.ts';
import { startPaymentReminders } from './modules/workflows/payment-reminders.ts';
import { startFlowTaskSender } from './modules/workflows/sender.ts';
import { startContractSealer } from './modules/contracts/sealing-queue.ts';
import { startDomainChecks } from './modules/domains/background-checks.ts';
import { domainsContextOf } from './modules/domains/service.ts';
import { pruneFinishedPushes, startPushWorker } from './modules/message-tokens/push-worker.ts';
import { vapidKeys, vapidSubject } from './modules/message-tokens/vapid-keys.ts';
import { newsletterDepsOf, pruneFinishedSignups } from './modules/newsletters/service.ts';
import { startNewsletterWorker } from './modules/newsletters/worker.ts';
import { googleCalendarContextOf } from './modules/google-calendar/context.ts';
import { startGoogleCalendarWriter } from './modules/google-calendar/write-worker.ts';
import { shootForCalendarEvent } from './modules/orders/calendar-queries.ts';
import { facebookDepsOf, pruneFinishedConversionEvents } from './modules/facebook/service.ts';
import { startFacebookWorker } from './modules/facebook/worker.ts';

/** What housekeeping trims every hour: each owner's rows past their use. */
export const housekeepingTasks: readonly HousekeepingTask[] = [
  (executor) => pruneRateLimits(executor),
  pruneExpiredTokens,
  pruneHandledPaymentEvents,
  pruneFinishedPushes,
  pruneFinishedSignups,
  pruneFinishedConversionEvents,
];

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
  const stopHousekeeping = startHousekeeping({
    db: deps.db,
    tasks: housekeepingTasks,
    log: log.child({ worker: 'housekeeping' }),
  });
  const stopHoldSweeper = startHoldSweeper({
    deps,
    log: log.child({ worker: 'hold-sweeper' }),
  });
  const composer = new EmailComposer(emailSettingsOf(deps));
  const stopSender = await startFlowTaskSender({
    database: deps.database,
    composer,
    log: log.child({ worker: 'flow-task-sender' }),
  });
  const stopReminders = startPaymentReminders({
    db: deps.db,
    composer,
    log: log.child({ worker: 'payment-reminders' }),
  });
  const stopSealer = await startContractSealer(deps, {
    log: log.child({ worker: 'contract-sealer' }),
  });
  const stopDomainChecks = startDomainChecks({
    context: domainsContextOf(deps),
    log: log.child({ worker: 'domain-checks' }),
  });
  const stopPush = await startPushWorker({
    database: deps.database,
    vapid: { ...(await vapidKeys(deps)), subject: vapidSubject(deps.config) },
    log: log.child({ worker: 'push' }),
  });
  const stopNewsletters = await startNewsletterWorker({
    deps: newsletterDepsOf({ ...deps, log: log.child({ worker: 'newsletters' }) }),
    database: deps.database,
  });
  const stopGoogleCalendar = await startGoogleCalendarWriter({
    database: deps.database,
    context: googleCalendarContextOf(deps),
    shoots: shootForCalendarEvent,
    log: log.child({ worker: 'google-calendar' }),
  });
  const stopFacebook = await startFacebookWorker({
    deps: facebookDepsOf({ ...deps, log: log.child({ worker: 'facebook' }) }),
    database: deps.database,
  });
  return async () => {
    await Promise.all([
      stopFacebook(),
      stopNewsletters(),
      stopGoogleCalendar(),
      stopPush(),
      stopSealer(),
      stopDomainChecks(),
      stopMail(),
      stopHousekeeping(),
      stopHoldSweeper(),
      stopSender(),
      stopReminders(),
    ]);
  };
}
