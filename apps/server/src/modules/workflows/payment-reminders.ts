// Payment reminders: the emails the business's payment-reminder setting promises for each pending
// invoice of an active shoot with a due date, sent by a worker in every server process.
//
// Steps, each at 09:00 in the business's time zone (the start of a working day, when a client
// reads mail, and never at night): BEFORE on the local day `daysBefore` days before the due date's
// local day, ON on that day, AFTER on the day after it. The setting stores one switch and the
// days before; the on-the-day and day-after reminders have no switch of their own and follow it.
//
// Late reminders. A step goes out only within 24 hours of its moment, only when it is the latest
// step whose moment has come, only when the invoice already existed at that moment, and never
// within 20 hours of the invoice's previous reminder. So a server that was down for a few hours
// still sends the day's reminder, while an invoice created already overdue, an invoice due at
// booking, or a due date moved into the past sends nothing for the moments it never lived
// through: no burst of stale reminders, and at most one email per invoice per day.
//
// Exactly once. The invoice's shoot is locked (FOR UPDATE, the lock payments and every change of
// the shoot take first) while the reminder is composed, enqueued and recorded in
// payment_reminders, in one transaction: the row's unique key (invoice, step, due date) stops a
// second process, and a payment committed first means nothing is sent.
import { and, eq, gt, inArray } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import {
  DAY_MS,
  addDays,
  instantToWall,
  wallTimeToInstant,
} from '@studio/shared/scheduling/zoned-time';
import type { Database, Transaction } from '../../db/client.ts';
import { AppError } from '../../platform/errors.ts';
import { startRepeatingTask } from '../../platform/repeating-task.ts';
import { findBusiness } from '../businesses/profile-service.ts';
import type { EmailComposer } from '../emails/compose.ts';
import { recordActivity } from '../orders/activities.ts';
import {
  lockRemindableInvoice,
  recordInvoiceReminder,
  remindableInvoicesDueBetween,
  type RemindableInvoice,
} from '../orders/invoice-reminders.ts';
import { getPaymentReminder } from '../payment-settings/service.ts';
import { paymentReminders, paymentReminderSteps } from './schema.ts';

export type PaymentReminderStep = (typeof paymentReminderSteps)[number];

/** The local time of day every reminder goes at. */
export const REMINDER_LOCAL_TIME = '09:00';
/** How long after its moment a reminder may still go (a server down for a while). */
const SEND_WINDOW_MS = DAY_MS;
/** The least time between two reminders of one invoice. */
const MIN_GAP_MS = 20 * 60 * 60 * 1000;
/** The most days before a due date a reminder can be set to, plus the step windows around it. */
const LOOK_AHEAD_MS = 62 * DAY_MS;
const LOOK_BACK_MS = 3 * DAY_MS;
const PAGE_SIZE = 500;

type Log = { warn(object: object, message: string): void };

/** The instants of an invoice's reminders, in step order. */
export function reminderMoments(input: {
  dueDate: Date;
  timeZone: string;
  daysBefore: number;
}): { step: PaymentReminderStep; at: Date }[] {
  const dueDay = instantToWall(input.dueDate, input.timeZone).date;
  const at = (days: number) =>
    new Date(wallTimeToInstant(addDays(dueDay, days), REMINDER_LOCAL_TIME, input.timeZone));
  return [
    { step: 'BEFORE', at: at(-input.daysBefore) },
    { step: 'ON', at: at(0) },
    { step: 'AFTER', at: at(1) },
  ];
}

/** The step to send now under the late-reminder rule above (besides the 20-hour gap), if any. */
export function stepDueNow(input: {
  dueDate: Date;
  createdAt: Date;
  timeZone: string;
  daysBefore: number;
  now: Date;
}): { step: PaymentReminderStep; at: Date } | null {
  const come = reminderMoments(input).filter((moment) => moment.at <= input.now);
  const latest = come.at(-1);
  if (!latest) return null;
  if (input.now.getTime() >= latest.at.getTime() + SEND_WINDOW_MS) return null;
  if (latest.at < input.createdAt) return null;
  return latest;
}

type BusinessReminders = { isEnabled: boolean; daysBefore: number; timeZone: string };

async function remindersOf(db: Database, businessId: string): Promise<BusinessReminders> {
  const setting = await getPaymentReminder(db, { businessId });
  const business = await findBusiness(db, { businessId });
  return { ...setting, timeZone: business.timeZone };
}

/** Thrown inside the transaction to roll it back when another process recorded the step first. */
class AlreadySent extends Error {}

/**
 * Sends one invoice's reminder in a transaction of its own; answers whether it queued an email.
 * An email that cannot be made (the client has no address) is recorded with the reason and not
 * tried again, so it does not fail every minute.
 */
async function sendReminder(
  db: Database,
  candidate: RemindableInvoice,
  input: { step: PaymentReminderStep; now: Date; composer: EmailComposer; log?: Log },
): Promise<boolean> {
  const { businessId } = candidate;
  try {
    return await db.transaction(async (tx) => {
      const invoice = await lockRemindableInvoice(tx, { businessId, invoiceId: candidate.id });
      // Paid, cancelled or re-dated since it was read: the next round decides afresh.
      if (!invoice || invoice.dueDate.getTime() !== candidate.dueDate.getTime()) return false;
      const [earlier] = await tx
        .select({ id: paymentReminders.id })
        .from(paymentReminders)
        .where(
          and(
            eq(paymentReminders.invoiceId, invoice.id),
            gt(paymentReminders.sentAt, new Date(input.now.getTime() - MIN_GAP_MS)),
          ),
        )
        .limit(1);
      if (earlier) return false;
      const outcome = await queueEmail(tx, invoice, input);
      const [recorded] = await tx
        .insert(paymentReminders)
        .values({
          businessId,
          invoiceId: invoice.id,
          step: input.step,
          dueDate: invoice.dueDate,
          outboxId: 'outboxId' in outcome ? outcome.outboxId : null,
          failure: 'error' in outcome ? outcome.error : null,
          sentAt: input.now,
        })
        .onConflictDoNothing()
        .returning({ id: paymentReminders.id });
      if (!recorded) throw new AlreadySent();
      return 'outboxId' in outcome;
    });
  } catch (error) {
    if (error instanceof AlreadySent) return false;
    throw error;
  }
}

async function queueEmail(
  tx: Transaction,
  invoice: RemindableInvoice,
  input: { step: PaymentReminderStep; now: Date; composer: EmailComposer; log?: Log },
): Promise<{ outboxId: string } | { error: string }> {
  const { businessId } = invoice;
  try {
    // A savepoint: an email that cannot be made leaves the transaction usable to record why.
    return await tx.transaction(async (savepoint) => {
      const email = await input.composer.composeDefault(savepoint, {
        businessId,
        about: { orderId: invoice.orderId, invoiceId: invoice.id },
        kind: 'PAYMENT_REMINDER',
      });
      const outboxId = await input.composer.enqueue(savepoint, { businessId, email });
      await recordInvoiceReminder(savepoint, {
        businessId,
        invoiceId: invoice.id,
        sentAt: input.now,
        status: 'NEW',
      });
      const business = await findBusiness(savepoint, { businessId });
      await recordActivity(savepoint, {
        businessId,
        orderId: invoice.orderId,
        type: 'SEND_MAIL',
        actor: { accountId: null, name: business.name },
        summary: `Sent the email “${email.subject}” to ${email.to}`,
      });
      return { outboxId };
    });
  } catch (error) {
    if (!(error instanceof AppError)) {
      input.log?.warn({ err: error, invoiceId: invoice.id }, 'could not make a payment reminder');
    }
    await recordInvoiceReminder(tx, {
      businessId,
      invoiceId: invoice.id,
      sentAt: input.now,
      status: 'FAILED',
    });
    return { error: error instanceof Error ? error.message : String(error) };
  }
}

function stepKey(invoiceId: string, step: PaymentReminderStep, dueDate: Date): string {
  return `${invoiceId} ${step} ${dueDate.toISOString()}`;
}

/** The steps already recorded for these invoices, read in one query per page. */
async function recordedSteps(db: Database, invoiceIds: string[]): Promise<Set<string>> {
  if (invoiceIds.length === 0) return new Set();
  const rows = await db
    .select({
      invoiceId: paymentReminders.invoiceId,
      step: paymentReminders.step,
      dueDate: paymentReminders.dueDate,
    })
    .from(paymentReminders)
    .where(inArray(paymentReminders.invoiceId, invoiceIds));
  return new Set(rows.map((row) => stepKey(row.invoiceId, row.step, row.dueDate)));
}

/** One round: every reminder due at `now`, each in its own transaction. Answers how many went. */
export async function sendDuePaymentReminders(
  db: Database,
  input: { now: Date; composer: EmailComposer; log?: Log; pageSize?: number },
): Promise<number> {
  const pageSize = input.pageSize ?? PAGE_SIZE;
  const businesses = new Map<string, Promise<BusinessReminders>>();
  let sent = 0;
  let after: { dueDate: Date; id: string } | null = null;
  for (;;) {
    const page = await remindableInvoicesDueBetween(db, {
      from: new Date(input.now.getTime() - LOOK_BACK_MS),
      to: new Date(input.now.getTime() + LOOK_AHEAD_MS),
      after,
      limit: pageSize,
    });
    const done = await recordedSteps(
      db,
      page.map((invoice) => invoice.id),
    );
    for (const invoice of page) {
      let reminders = businesses.get(invoice.businessId);
      if (!reminders) {
        reminders = remindersOf(db, invoice.businessId);
        businesses.set(invoice.businessId, reminders);
      }
      const setting = await reminders;
      if (!setting.isEnabled) continue;
      const due = stepDueNow({ ...invoice, ...setting, now: input.now });
      if (!due) continue;
      if (done.has(stepKey(invoice.id, due.step, invoice.dueDate))) continue;
      if (await sendReminder(db, invoice, { ...input, step: due.step })) sent += 1;
    }
    if (page.length < pageSize) return sent;
    after = page.at(-1) ?? null;
  }
}

/** Starts the reminder worker: a round every minute; the answer stops it. */
export function startPaymentReminders(input: {
  db: Database;
  composer: EmailComposer;
  log: FastifyBaseLogger;
  intervalMs?: number;
  now?: () => Date;
}): () => Promise<void> {
  const clock = input.now ?? (() => new Date());
  return startRepeatingTask({
    task: () =>
      sendDuePaymentReminders(input.db, {
        now: clock(),
        composer: input.composer,
        log: input.log,
      }),
    intervalMs: input.intervalMs ?? 60_000,
    log: input.log,
    failureMessage: 'payment reminder round failed',
  });
}
