// Changes to one invoice of a shoot (paid date, due date, milestone, status) and the extra
// invoice. Each keeps the invariant (non-CANCELED invoices add up to grandTotal) through the
// shoot fee: an extra invoice raises the fee so the grand total grows by its amount, cancelling an
// invoice lowers it so the grand total falls by the invoice's total (the amount is waived), and
// bringing a cancelled invoice back raises it again.
import { and, eq } from 'drizzle-orm';
import { feeDecreaseForTotal, feeIncreaseForTotal } from '@studio/shared/invoices/fee-for-total';
import { shiftInstant } from '@studio/shared/invoices/due-date';
import { messages } from '@studio/shared/messages';
import type { TOrder } from '@studio/shared/orders/contracts';
import type { Database, Executor, Transaction } from '../../db/client.ts';
import { describeInstant } from '../../platform/describe-instant.ts';
import { AppError } from '../../platform/errors.ts';
import { getPaymentReminder } from '../payment-settings/service.ts';
import type { ActivityType, Actor } from './activities.ts';
import {
  appendInvoice,
  dueDateOf,
  grandTotalOf,
  refreshOrderTotals,
  type InvoiceRow,
} from './invoice-service.ts';
import {
  changed,
  changeOrderMoney,
  changeOrderMoneyIn,
  type MoneyActivity,
  type MoneyContext,
} from './money-change.ts';
import { invoices, orders } from './schema.ts';
import type { OrderScope } from './service.ts';

type InvoiceStatus = InvoiceRow['status'];
type InvoiceTarget = { businessId: string; invoiceId: string; actor: Actor };

/** Days before the due date the reminder goes out when the business has not set it. */
export const DEFAULT_REMINDER_DAYS_BEFORE = 3;

function invoiceLabel(row: Pick<InvoiceRow, 'sortIndex'>): string {
  return `Invoice ${row.sortIndex + 1}`;
}

function dateText(context: MoneyContext, value: Date | null): string | null {
  return value ? describeInstant(context.timeZone)(value) : null;
}

async function setFee(context: MoneyContext, totalFee: number): Promise<void> {
  await context.tx
    .update(orders)
    .set({ totalFee, updatedAt: new Date() })
    .where(and(eq(orders.id, context.order.id), eq(orders.businessId, context.order.businessId)));
}

/** The order an invoice belongs to (404 for another business's invoice). */
export async function orderOfInvoice(
  executor: Executor,
  input: { businessId: string; invoiceId: string },
): Promise<string> {
  const [row] = await executor
    .select({ orderId: invoices.orderId })
    .from(invoices)
    .where(and(eq(invoices.id, input.invoiceId), eq(invoices.businessId, input.businessId)))
    .limit(1);
  if (!row) throw AppError.notFound(messages.invoiceNotFound);
  return row.orderId;
}

type InvoiceChange = (context: MoneyContext, invoice: InvoiceRow) => Promise<MoneyActivity>;

/** The invoice locked, changed, and the order's totals refreshed, inside the money frame. */
function lockedInvoiceChange(input: InvoiceTarget, orderId: string, change: InvoiceChange) {
  return async (context: MoneyContext): Promise<MoneyActivity> => {
    const [invoice] = await context.tx
      .select()
      .from(invoices)
      .where(
        and(
          eq(invoices.id, input.invoiceId),
          eq(invoices.businessId, input.businessId),
          eq(invoices.orderId, orderId),
        ),
      )
      .for('update');
    if (!invoice) throw AppError.notFound(messages.invoiceNotFound);
    const activity = await change(context, invoice);
    await refreshOrderTotals(context.tx, { businessId: input.businessId, orderId });
    return activity;
  };
}

/** Runs a change of one invoice inside the order's money frame, the invoice locked. */
async function changeInvoice(
  db: Database,
  input: InvoiceTarget,
  change: InvoiceChange,
): Promise<TOrder> {
  const orderId = await orderOfInvoice(db, input);
  return changeOrderMoney(db, { ...input, orderId }, lockedInvoiceChange(input, orderId, change));
}

/**
 * Marks an invoice PAID at `paidAt` inside the caller's transaction, with its MARK_PAID activity
 * and the order's totals refreshed: an online payment confirmed by the provider's webhook.
 */
export async function markInvoicePaidIn(
  tx: Transaction,
  input: InvoiceTarget & { paidAt: Date },
): Promise<void> {
  const orderId = await orderOfInvoice(tx, input);
  await changeOrderMoneyIn(
    tx,
    { ...input, orderId },
    lockedInvoiceChange(input, orderId, (context, invoice) =>
      applyStatus(context, invoice, 'PAID', input.paidAt),
    ),
  );
}

/**
 * POST /api/orders/{id}/invoice: one more PENDING invoice; the grand total grows by its total
 * (the fee grows by what makes it so: with tax excluded, the pre-tax part). Without a due date
 * it is due by its milestone (at booking: now).
 */
export async function addExtraInvoice(
  db: Database,
  input: OrderScope & {
    actor: Actor;
    request: {
      total: number;
      paymentMilestone: string;
      dueInterval: number;
      intervalUnit: string;
      dueDate: string | null;
    };
  },
): Promise<TOrder> {
  const { request } = input;
  return changeOrderMoney(db, input, async (context) => {
    const { order, tx } = context;
    const { feeIncrease, totalIncrease } = feeIncreaseForTotal(
      (fee) => grandTotalOf(order, fee),
      order.totalFee,
      request.total,
    );
    const totalFee = order.totalFee + feeIncrease;
    await setFee(context, totalFee);
    const dueDate = request.dueDate
      ? new Date(request.dueDate)
      : request.paymentMilestone === 'DURING_BOOKING'
        ? new Date()
        : dueDateOf(request, order, context.timeZone);
    const scope = { businessId: order.businessId, orderId: order.id };
    await appendInvoice(tx, { ...scope, ...request, total: totalIncrease, dueDate });
    await refreshOrderTotals(tx, scope);
    return {
      type: 'CHANGE_FEE',
      summary: `Added an invoice of ${context.money(totalIncrease)}`,
      changes: [
        ...changed('invoice', null, context.money(totalIncrease)),
        ...changed('totalFee', context.money(order.totalFee), context.money(totalFee)),
      ],
    };
  });
}

/**
 * Sets an invoice's status. PAID keeps the paid date given (else the one it had, else now);
 * PENDING clears it; CANCELED takes it out of the schedule and waives its amount (the fee falls so
 * the grand total falls by its total); a CANCELED invoice made PAID or PENDING comes back with
 * its amount (the fee rises again).
 */
async function applyStatus(
  context: MoneyContext,
  invoice: InvoiceRow,
  status: InvoiceStatus,
  paidAt: Date | null,
): Promise<MoneyActivity> {
  const { order } = context;
  const nextPaidAt = status === 'PAID' ? (paidAt ?? invoice.paidAt ?? new Date()) : null;
  await context.tx
    .update(invoices)
    .set({ status, paidAt: nextPaidAt, updatedAt: new Date() })
    .where(and(eq(invoices.id, invoice.id), eq(invoices.businessId, order.businessId)));
  const totalOf = (fee: number) => grandTotalOf(order, fee);
  let totalFee = order.totalFee;
  if (status === 'CANCELED' && invoice.status !== 'CANCELED') {
    totalFee -= feeDecreaseForTotal(totalOf, order.totalFee, invoice.total).feeDecrease;
  } else if (status !== 'CANCELED' && invoice.status === 'CANCELED') {
    totalFee += feeIncreaseForTotal(totalOf, order.totalFee, invoice.total).feeIncrease;
  }
  if (totalFee !== order.totalFee) await setFee(context, totalFee);
  const type: ActivityType =
    status === 'PAID' ? 'MARK_PAID' : status === 'PENDING' ? 'MARK_UNPAID' : 'CHANGE_FEE';
  const verb = { PAID: 'Marked', PENDING: 'Marked', CANCELED: 'Cancelled' }[status];
  const what = { PAID: ' as paid', PENDING: ' as unpaid', CANCELED: '' }[status];
  return {
    type,
    summary: `${verb} ${invoiceLabel(invoice).toLowerCase()} of ${context.money(invoice.total)}${what}`,
    changes: [
      ...changed(`${invoiceLabel(invoice)} status`, invoice.status, status),
      ...changed(
        `${invoiceLabel(invoice)} paid date`,
        dateText(context, invoice.paidAt),
        dateText(context, nextPaidAt),
      ),
      ...changed('totalFee', context.money(order.totalFee), context.money(totalFee)),
    ],
  };
}

/** PATCH /api/orders/invoices/{id}/paid-date: a date marks it PAID then, null marks it PENDING. */
export async function setInvoicePaidDate(
  db: Database,
  input: InvoiceTarget & { paidDate: string | null },
): Promise<TOrder> {
  return changeInvoice(db, input, (context, invoice) =>
    input.paidDate === null
      ? applyStatus(context, invoice, 'PENDING', null)
      : applyStatus(context, invoice, 'PAID', new Date(input.paidDate)),
  );
}

/** PATCH /api/orders/invoices/{id}/update-status: PAID, PENDING or CANCELED. */
export async function setInvoiceStatus(
  db: Database,
  input: InvoiceTarget & { status: InvoiceStatus },
): Promise<TOrder> {
  return changeInvoice(db, input, (context, invoice) =>
    applyStatus(context, invoice, input.status, null),
  );
}

/**
 * Whether a due date lies inside the schedule-before window: on or before `daysBefore` calendar
 * days from now in the business time zone (past due dates included), i.e. the payment reminder
 * for it would already be due. Such a PENDING invoice's reminder starts over (emailStatus NEW,
 * sentDate now), so the client hears about the new date.
 */
export function isInsideReminderWindow(input: {
  dueDate: Date;
  now: Date;
  daysBefore: number;
  timeZone: string;
}): boolean {
  return input.dueDate <= shiftInstant(input.now, input.daysBefore, 'DAYS', input.timeZone);
}

/** PATCH /api/orders/invoices/{id}/due-date. */
export async function setInvoiceDueDate(
  db: Database,
  input: InvoiceTarget & { dueDate: string },
): Promise<TOrder> {
  return changeInvoice(db, input, async (context, invoice) => {
    const dueDate = new Date(input.dueDate);
    const now = new Date();
    const reminder = await getPaymentReminder(context.tx, { businessId: input.businessId });
    const resetsReminder =
      invoice.status === 'PENDING' &&
      isInsideReminderWindow({
        dueDate,
        now,
        daysBefore: reminder.daysBefore ?? DEFAULT_REMINDER_DAYS_BEFORE,
        timeZone: context.timeZone,
      });
    await context.tx
      .update(invoices)
      .set({
        dueDate,
        updatedAt: now,
        ...(resetsReminder ? { emailStatus: 'NEW', sentDate: now } : {}),
      })
      .where(and(eq(invoices.id, invoice.id), eq(invoices.businessId, input.businessId)));
    return {
      type: 'CHANGE_FEE',
      summary: `Changed the due date of ${invoiceLabel(invoice).toLowerCase()}`,
      changes: changed(
        `${invoiceLabel(invoice)} due date`,
        dateText(context, invoice.dueDate),
        dateText(context, dueDate),
      ),
    };
  });
}

/** PATCH /api/orders/invoices/{id}/milestone-dueInterval: the due date follows the milestone. */
export async function setInvoiceMilestone(
  db: Database,
  input: InvoiceTarget & { paymentMilestone: string; dueInterval: number; intervalUnit: string },
): Promise<TOrder> {
  return changeInvoice(db, input, async (context, invoice) => {
    const milestone = {
      paymentMilestone: input.paymentMilestone,
      dueInterval: input.dueInterval,
      intervalUnit: input.intervalUnit,
    };
    const dueDate = dueDateOf(milestone, context.order, context.timeZone);
    await context.tx
      .update(invoices)
      .set({ ...milestone, dueDate, updatedAt: new Date() })
      .where(and(eq(invoices.id, invoice.id), eq(invoices.businessId, input.businessId)));
    const describe = (m: typeof milestone) =>
      m.paymentMilestone === 'DURING_BOOKING' || m.paymentMilestone === 'ON_SHOOT_DATE'
        ? m.paymentMilestone
        : `${m.paymentMilestone} ${m.dueInterval} ${m.intervalUnit}`;
    return {
      type: 'CHANGE_FEE',
      summary: `Changed when ${invoiceLabel(invoice).toLowerCase()} is due`,
      changes: [
        ...changed(`${invoiceLabel(invoice)} milestone`, describe(invoice), describe(milestone)),
        ...changed(
          `${invoiceLabel(invoice)} due date`,
          dateText(context, invoice.dueDate),
          dateText(context, dueDate),
        ),
      ],
    };
  });
}
