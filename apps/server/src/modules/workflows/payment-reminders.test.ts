// Payment reminders on a database of this file's own (a round reads the invoices of every
// business): the before, on and after reminders at 09:00 local across New York's spring-forward
// change, nothing once paid, cancelled or switched off, each reminder once with two rounds at
// once, no burst for moments long past, another business's own setting and zone, and the email
// itself at a real SMTP server with the invoice's amount and due date. Time is the round's clock.
import os from 'node:os';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { messages } from '@studio/shared/messages';
import { formatMoney } from '@studio/shared/money';
import type { TOrder } from '@studio/shared/orders/contracts';
import { addDays, todayIn, wallTimeToInstant } from '@studio/shared/scheduling/zoned-time';
import { buildApp } from '../../app.ts';
import { emailOutbox } from '../../platform/mail/schema.ts';
import { orders } from '../orders/schema.ts';
import { createMailTransport, type MailLogger } from '../../platform/mail/transport.ts';
import { deliverDueEmails } from '../../platform/mail/worker.ts';
import { apiClient } from '../../test/api-client.ts';
import { createShoot } from '../../test/factories/order.ts';
import { createOwner, setBusinessTimeZone, type Owner } from '../../test/factories/owner.ts';
import { testConfig } from '../../test/harness.ts';
import { createOwnDatabase, type OwnDatabase } from '../../test/own-database.ts';
import { composerOf } from '../../test/send-due-emails.ts';
import { startSmtpListener } from '../../test/smtp-listener.ts';
import type { Database } from '../../db/client.ts';
import { reminderMoments, sendDuePaymentReminders } from './payment-reminders.ts';
import { paymentReminders } from './schema.ts';

let own: OwnDatabase;
let app: FastifyInstance;

beforeAll(async () => {
  own = await createOwnDatabase(inject('testDatabaseUrl'));
  app = await buildApp(testConfig(), { database: own.handle });
  await app.ready();
});

afterAll(async () => {
  await app.close();
  await own.drop();
});

const NEW_YORK = 'America/New_York';
const quietLog: MailLogger = { info: () => {}, warn: () => {}, error: () => {} };

/** Next year's spring-forward Sunday in New York (the second Sunday of March): always ahead. */
function springForwardSunday(): string {
  const year = new Date().getUTCFullYear() + 1;
  const firstWeekday = new Date(Date.UTC(year, 2, 1)).getUTCDay();
  const day = 1 + ((7 - firstWeekday) % 7) + 7;
  return `${year}-03-${String(day).padStart(2, '0')}`;
}

/** The Tuesday after the change, 12:00 New York time: due after the clocks moved. */
const dueDay = addDays(springForwardSunday(), 2);
const dueDate = new Date(wallTimeToInstant(dueDay, '12:00', NEW_YORK));
const second = 1000;
const hour = 60 * 60 * second;

async function ownerWithReminders(
  setting: { isEnabled: boolean; daysBefore: number } | null,
  timeZone = NEW_YORK,
): Promise<Owner> {
  const owner = await createOwner(app);
  await setBusinessTimeZone(app, owner.businessId, timeZone);
  if (setting) {
    const res = await apiClient(app, owner).post('/api/options/payment-reminder', setting);
    expect(res.status).toBe(200);
  }
  return owner;
}

/** A shoot whose one pending invoice is due at `due`. */
async function shootDueAt(owner: Owner, due: Date): Promise<{ order: TOrder; invoiceId: string }> {
  const { order } = await createShoot(app, owner);
  const invoice = order.invoices[0];
  if (!invoice || invoice.paymentStatus !== 'PENDING') throw new Error('no pending invoice');
  const res = await apiClient<TOrder>(app, owner).patch(
    `/api/orders/invoices/${invoice.id}/due-date`,
    { dueDate: due.toISOString() },
  );
  expect(res.status).toBe(200);
  return { order: res.body, invoiceId: invoice.id };
}

function round(now: Date, db: Database = app.deps.db) {
  // Small pages: every round reads the invoices a few at a time.
  return sendDuePaymentReminders(db, { now, composer: composerOf(app), pageSize: 2 });
}

async function remindersOf(invoiceId: string) {
  return app.deps.db
    .select()
    .from(paymentReminders)
    .where(eq(paymentReminders.invoiceId, invoiceId))
    .orderBy(asc(paymentReminders.sentAt));
}

async function stepsOf(invoiceId: string) {
  return (await remindersOf(invoiceId)).map((row) => [row.step, row.sentAt.toISOString()]);
}

describe('payment reminder moments', () => {
  it('are 09:00 New York time on their days, on either side of the change', () => {
    const sunday = springForwardSunday();
    const moments = reminderMoments({ dueDate, timeZone: NEW_YORK, daysBefore: 3 });
    expect(moments.map((moment) => [moment.step, moment.at.toISOString()])).toEqual([
      // Saturday before the change: EST, UTC-5.
      ['BEFORE', `${addDays(sunday, -1)}T14:00:00.000Z`],
      // Tuesday and Wednesday after it: EDT, UTC-4.
      ['ON', `${dueDay}T13:00:00.000Z`],
      ['AFTER', `${addDays(dueDay, 1)}T13:00:00.000Z`],
    ]);
  });
});

describe('sending payment reminders', () => {
  const [before, on, after] = reminderMoments({ dueDate, timeZone: NEW_YORK, daysBefore: 3 }).map(
    (moment) => moment.at,
  ) as [Date, Date, Date];

  it('sends before, on and after the due date at their instants, each once', async () => {
    const owner = await ownerWithReminders({ isEnabled: true, daysBefore: 3 });
    const { invoiceId } = await shootDueAt(owner, dueDate);

    for (const now of [new Date(before.getTime() - second), new Date(before.getTime() - hour)]) {
      await round(now);
    }
    expect(await stepsOf(invoiceId)).toEqual([]);
    await round(before);
    await round(new Date(before.getTime() + 60 * second));
    await round(new Date(on.getTime() - second));
    expect(await stepsOf(invoiceId)).toEqual([['BEFORE', before.toISOString()]]);
    await round(on);
    await round(new Date(on.getTime() + 5 * hour));
    await round(new Date(after.getTime() - second));
    await round(after);
    await round(new Date(after.getTime() + 2 * hour));
    await round(new Date(after.getTime() + 3 * 24 * hour));
    expect(await stepsOf(invoiceId)).toEqual([
      ['BEFORE', before.toISOString()],
      ['ON', on.toISOString()],
      ['AFTER', after.toISOString()],
    ]);
    const rows = await remindersOf(invoiceId);
    expect(rows.every((row) => row.outboxId !== null && row.failure === null)).toBe(true);
  });

  it('delivers the Payment reminder with the invoice amount and due date to the SMTP server', async () => {
    const owner = await ownerWithReminders({ isEnabled: true, daysBefore: 3 });
    const { order, invoiceId } = await shootDueAt(owner, dueDate);
    await round(on);
    const [row] = await remindersOf(invoiceId);
    expect(row?.step).toBe('ON');
    const invoice = order.invoices.find((candidate) => candidate.id === invoiceId);
    if (!invoice) throw new Error('invoice missing');

    const smtp = await startSmtpListener();
    try {
      await deliverDueEmails({
        database: app.deps.database,
        transport: createMailTransport({ smtpUrl: smtp.url, dataDir: os.tmpdir(), log: quietLog }),
        from: 'Studio <no-reply@studio.test>',
        log: quietLog,
      });
      const received = smtp.received.find((mail) => mail.outboxId === row?.outboxId);
      if (!received) throw new Error('the reminder did not arrive');
      expect(received.recipients).toEqual([order.email]);
      expect(received.mail.subject).toBe(
        `Payment reminder for your session with ${owner.business.name}`,
      );
      const dueText = new Intl.DateTimeFormat('en-US', {
        timeZone: NEW_YORK,
        month: 'short',
        day: 'numeric',
        year: 'numeric',
      }).format(dueDate);
      expect(received.mail.text).toContain(
        `a payment of ${formatMoney(invoice.total, order.currency)} for your`,
      );
      expect(received.mail.text).toContain(`is due on ${dueText}.`);
    } finally {
      await smtp.close();
    }
    const shown = await apiClient<TOrder>(app, owner).get(`/api/orders/${order.orderId}`);
    const shownInvoice = shown.body.invoices.find((candidate) => candidate.id === invoiceId);
    expect(shownInvoice?.sentDate).toBe(on.toISOString());
  });

  it('sends nothing more once the invoice is paid or cancelled', async () => {
    const owner = await ownerWithReminders({ isEnabled: true, daysBefore: 3 });
    const paid = await shootDueAt(owner, dueDate);
    const cancelled = await shootDueAt(owner, dueDate);
    await round(before);
    expect((await stepsOf(paid.invoiceId)).map(([step]) => step)).toEqual(['BEFORE']);
    const api = apiClient(app, owner);
    expect(
      (await api.patch(`/api/orders/invoices/${paid.invoiceId}/update-status`, { status: 'PAID' }))
        .status,
    ).toBe(200);
    expect(
      (
        await api.patch(`/api/orders/invoices/${cancelled.invoiceId}/update-status`, {
          status: 'CANCELED',
        })
      ).status,
    ).toBe(200);
    await round(on);
    await round(after);
    expect((await stepsOf(paid.invoiceId)).map(([step]) => step)).toEqual(['BEFORE']);
    expect((await stepsOf(cancelled.invoiceId)).map(([step]) => step)).toEqual(['BEFORE']);
  });

  it('sends nothing for a cancelled shoot', async () => {
    const owner = await ownerWithReminders({ isEnabled: true, daysBefore: 3 });
    const { order, invoiceId } = await shootDueAt(owner, dueDate);
    const res = await apiClient(app, owner).patch(`/api/orders/${order.orderId}/cancel-booking`);
    expect(res.status).toBe(200);
    for (const now of [before, on, after]) await round(now);
    expect(await stepsOf(invoiceId)).toEqual([]);
  });

  it('sends nothing when the setting is off or was never set', async () => {
    const off = await ownerWithReminders({ isEnabled: false, daysBefore: 3 });
    const unset = await ownerWithReminders(null);
    const invoices = [
      (await shootDueAt(off, dueDate)).invoiceId,
      (await shootDueAt(unset, dueDate)).invoiceId,
    ];
    for (const now of [before, on, after]) await round(now);
    for (const invoiceId of invoices) expect(await stepsOf(invoiceId)).toEqual([]);
  });

  it('sends each reminder once when two rounds run at once', async () => {
    const owner = await ownerWithReminders({ isEnabled: true, daysBefore: 3 });
    const shoots = [await shootDueAt(owner, dueDate), await shootDueAt(owner, dueDate)];
    const other = await own.secondHandle();
    await Promise.all([round(on), round(on, other.db), round(on), round(on, other.db)]);
    for (const { order, invoiceId } of shoots) {
      const rows = await remindersOf(invoiceId);
      expect(rows.map((row) => row.step)).toEqual(['ON']);
      const emails = await app.deps.db
        .select({ id: emailOutbox.id })
        .from(emailOutbox)
        .where(
          and(eq(emailOutbox.businessId, owner.businessId), eq(emailOutbox.toAddress, order.email)),
        );
      expect(emails.map((email) => email.id)).toEqual([rows[0]?.outboxId]);
    }
  });

  it('sends no burst for moments long past: only the latest step within its day', async () => {
    const owner = await ownerWithReminders({ isEnabled: true, daysBefore: 3 });
    // Created already overdue: every moment came before the invoice existed.
    const overdue = await shootDueAt(owner, new Date(Date.now() - 10 * 24 * hour));
    await round(new Date());
    expect(await stepsOf(overdue.invoiceId)).toEqual([]);
    // No round from before the first reminder until an hour after the last one's moment (a
    // server down for days): only the day-after reminder goes, once.
    const late = await shootDueAt(owner, dueDate);
    await round(new Date(after.getTime() + hour));
    await round(new Date(after.getTime() + 2 * hour));
    expect(await stepsOf(late.invoiceId)).toEqual([
      ['AFTER', new Date(after.getTime() + hour).toISOString()],
    ]);
    // Down for longer than a day past the last moment: nothing at all.
    const missed = await shootDueAt(owner, dueDate);
    await round(new Date(after.getTime() + 25 * hour));
    expect(await stepsOf(missed.invoiceId)).toEqual([]);
  });

  it('sends no reminder for a moment that came before the invoice existed', async () => {
    const owner = await ownerWithReminders({ isEnabled: true, daysBefore: 3 });
    // Today's (or, before 09:00, yesterday's) 09:00 in New York: already past at creation.
    const now = Date.now();
    let day = todayIn(NEW_YORK, now);
    if (wallTimeToInstant(day, '09:00', NEW_YORK) > now) day = addDays(day, -1);
    const { invoiceId } = await shootDueAt(
      owner,
      new Date(wallTimeToInstant(day, '12:00', NEW_YORK)),
    );
    await round(new Date(now + 60 * second));
    expect(await stepsOf(invoiceId)).toEqual([]);
    const dayAfter = new Date(wallTimeToInstant(addDays(day, 1), '09:00', NEW_YORK));
    await round(dayAfter);
    expect(await stepsOf(invoiceId)).toEqual([['AFTER', dayAfter.toISOString()]]);
  });

  it('sends at most one reminder a day when a due date moves', async () => {
    const owner = await ownerWithReminders({ isEnabled: true, daysBefore: 3 });
    const { invoiceId } = await shootDueAt(owner, dueDate);
    await round(before);
    // Moved to the day of the first reminder: its on-the-day reminder waits for tomorrow's slot
    // and goes as the day-after one.
    const movedDue = new Date(before.getTime() + 3 * hour);
    const res = await apiClient(app, owner).patch(`/api/orders/invoices/${invoiceId}/due-date`, {
      dueDate: movedDue.toISOString(),
    });
    expect(res.status).toBe(200);
    await round(new Date(before.getTime() + hour));
    await round(new Date(before.getTime() + 2 * hour));
    const movedAfter = reminderMoments({ dueDate: movedDue, timeZone: NEW_YORK, daysBefore: 3 })[2];
    if (!movedAfter) throw new Error('no moment');
    await round(movedAfter.at);
    expect(await stepsOf(invoiceId)).toEqual([
      ['BEFORE', before.toISOString()],
      ['AFTER', movedAfter.at.toISOString()],
    ]);
  });

  it('records a reminder that cannot be made as failed, shown on the invoice, and not retried', async () => {
    const owner = await ownerWithReminders({ isEnabled: true, daysBefore: 3 });
    const { order, invoiceId } = await shootDueAt(owner, dueDate);
    // A shoot whose client has no address (rows from before the address was required).
    await app.deps.db.update(orders).set({ email: '' }).where(eq(orders.id, order.orderId));
    await round(on);
    await round(new Date(on.getTime() + hour));
    const rows = await remindersOf(invoiceId);
    expect(rows.map((row) => [row.step, row.outboxId, row.failure])).toEqual([
      ['ON', null, messages.emailRecipientMissing],
    ]);
    const shown = await apiClient<TOrder>(app, owner).get(`/api/orders/${order.orderId}`);
    const shownInvoice = shown.body.invoices.find((candidate) => candidate.id === invoiceId);
    expect([shownInvoice?.emailStatus, shownInvoice?.sentDate]).toEqual([
      'FAILED',
      on.toISOString(),
    ]);
  });

  it("follows each business's own setting and zone, never another's", async () => {
    const newYork = await ownerWithReminders({ isEnabled: true, daysBefore: 3 });
    const tokyo = await ownerWithReminders({ isEnabled: true, daysBefore: 10 }, 'Asia/Tokyo');
    const ours = await shootDueAt(newYork, dueDate);
    const theirs = await shootDueAt(tokyo, dueDate);
    const tokyoBefore = reminderMoments({ dueDate, timeZone: 'Asia/Tokyo', daysBefore: 10 })[0];
    if (!tokyoBefore) throw new Error('no moment');
    await round(tokyoBefore.at);
    expect(await stepsOf(theirs.invoiceId)).toEqual([['BEFORE', tokyoBefore.at.toISOString()]]);
    expect(await stepsOf(ours.invoiceId)).toEqual([]);
    await round(before);
    expect((await stepsOf(ours.invoiceId)).map(([step]) => step)).toEqual(['BEFORE']);
    expect(await stepsOf(theirs.invoiceId)).toEqual([['BEFORE', tokyoBefore.at.toISOString()]]);
    const rows = await app.deps.db
      .select({ businessId: paymentReminders.businessId })
      .from(paymentReminders)
      .where(inArray(paymentReminders.invoiceId, [ours.invoiceId, theirs.invoiceId]));
    expect(rows.map((row) => row.businessId).sort()).toEqual(
      [newYork.businessId, tokyo.businessId].sort(),
    );
  });
});
