// Invoices of a shoot and the totals kept on the order. The invariant every
// function here keeps: the order's non-CANCELED invoices add up to its grandTotal, and
// grandTotal / amountPaid / nextDueAt are refreshed in the same transaction as any change.
import { and, asc, eq } from 'drizzle-orm';
import {
  invoiceDueDate,
  type IntervalUnit,
  type PaymentMilestone,
} from '@studio/shared/invoices/due-date';
import { moveTotal } from '@studio/shared/invoices/move-total';
import { applyAmountPaid, planInvoices } from '@studio/shared/invoices/plan';
import { couponDiscount, orderPrice, type TaxMode } from '@studio/shared/pricing/price';
import type { TPaymentScheduleEntry } from '@studio/shared/services/contracts';
import type { Executor, Transaction } from '../../db/client.ts';
import { businessTimeZone } from '../scheduling/service.ts';
import { invoices, orders } from './schema.ts';

export type OrderRow = typeof orders.$inferSelect;
export type InvoiceRow = typeof invoices.$inferSelect;

type OrderTarget = { businessId: string; orderId: string };

type PricedOrder = Pick<
  OrderRow,
  | 'totalFee'
  | 'couponIsFixed'
  | 'couponAmount'
  | 'totalCouponDiscount'
  | 'taxMode'
  | 'taxRateBps'
  | 'totalTip'
>;

/**
 * The coupon's discount on `totalFee`: from the terms redeemed (a percentage grows and shrinks
 * with the fee; an amount never exceeds it). Shoots from before the terms were kept keep the
 * discount they had.
 */
export function couponDiscountOf(order: PricedOrder, totalFee: number = order.totalFee): number {
  if (order.couponIsFixed === null || order.couponAmount === null) return order.totalCouponDiscount;
  return couponDiscount(totalFee, { isFixed: order.couponIsFixed, amount: order.couponAmount });
}

/** What the client pays in all, from the order's fee, coupon discount, tax and tip. */
export function grandTotalOf(order: PricedOrder, totalFee: number = order.totalFee): number {
  return orderPrice({
    fee: totalFee,
    couponDiscountAmount: couponDiscountOf(order, totalFee),
    tax: { mode: order.taxMode as TaxMode, rateBps: order.taxRateBps },
    tip: order.totalTip,
  }).total;
}

/** The order's invoices in schedule order. */
export async function invoicesOf(executor: Executor, target: OrderTarget): Promise<InvoiceRow[]> {
  return executor
    .select()
    .from(invoices)
    .where(and(eq(invoices.businessId, target.businessId), eq(invoices.orderId, target.orderId)))
    .orderBy(asc(invoices.sortIndex), asc(invoices.createdAt));
}

async function lockOrder(tx: Transaction, target: OrderTarget): Promise<OrderRow | undefined> {
  const [order] = await tx
    .select()
    .from(orders)
    .where(and(eq(orders.id, target.orderId), eq(orders.businessId, target.businessId)))
    .for('update');
  return order;
}

function nextSortIndex(rows: readonly InvoiceRow[]): number {
  return rows.reduce((max, row) => Math.max(max, row.sortIndex + 1), 0);
}

/**
 * Creates the invoices of a new shoot from the payment schedule (the service's, else the
 * business default, else one invoice due at booking), adding up to the order's grand total; an
 * amountPaid above 0 is recorded as paid (now), splitting the invoice it covers in part. Then
 * refreshOrderTotals.
 */
export async function createInitialInvoices(
  tx: Transaction,
  input: {
    order: OrderRow;
    feeCollectionMethod: string;
    schedule: TPaymentScheduleEntry[];
    amountPaid: number;
    timeZone: string;
    now: Date;
  },
): Promise<void> {
  const { order } = input;
  const planned = applyAmountPaid(
    planInvoices({
      grandTotal: grandTotalOf(order),
      feeCollectionMethod: input.feeCollectionMethod,
      schedule: input.schedule,
      bookedAt: input.now,
      shootStart: order.startTime,
      timeZone: input.timeZone,
    }),
    input.amountPaid,
  );
  if (planned.length > 0) {
    await tx.insert(invoices).values(
      planned.map((invoice, index) => ({
        businessId: order.businessId,
        orderId: order.id,
        sortIndex: index,
        total: invoice.total,
        status: invoice.status,
        paidAt: invoice.status === 'PAID' ? input.now : null,
        dueDate: invoice.dueDate,
        paymentMilestone: invoice.paymentMilestone,
        dueInterval: invoice.dueInterval,
        intervalUnit: invoice.intervalUnit,
        amount: invoice.amount,
        isFixed: invoice.isFixed,
      })),
    );
  }
  await refreshOrderTotals(tx, { businessId: order.businessId, orderId: order.id });
}

/**
 * Sets the order's totalFee, recomputes its grandTotal (coupon, tax, tip), moves the invoices by
 * the difference (a decrease takes from PENDING invoices first, then PAID ones; an increase goes
 * to the last PENDING invoice, or a new one), and refreshes amountPaid and nextDueAt.
 */
export async function applyTotalFee(
  tx: Transaction,
  input: { businessId: string; orderId: string; totalFee: number },
): Promise<void> {
  await tx
    .update(orders)
    .set({ totalFee: Math.max(0, Math.trunc(input.totalFee)), updatedAt: new Date() })
    .where(and(eq(orders.id, input.orderId), eq(orders.businessId, input.businessId)));
  await refreshOrderTotals(tx, input);
}

/**
 * Recomputes the due dates of the PENDING invoices from their milestones after the shoot's time
 * changed (an invoice due at booking keeps its date; without a shoot date the others have none).
 */
export async function rescheduleInvoices(
  tx: Transaction,
  input: { businessId: string; orderId: string; timeZone: string },
): Promise<void> {
  const order = await lockOrder(tx, input);
  if (!order) return;
  const rows = await invoicesOf(tx, input);
  for (const row of rows) {
    if (row.status !== 'PENDING' || row.paymentMilestone === 'DURING_BOOKING') continue;
    const dueDate = dueDateOf(row, order, input.timeZone);
    if ((dueDate?.getTime() ?? null) === (row.dueDate?.getTime() ?? null)) continue;
    await tx
      .update(invoices)
      .set({ dueDate, updatedAt: new Date() })
      .where(and(eq(invoices.id, row.id), eq(invoices.businessId, input.businessId)));
  }
  await refreshOrderTotals(tx, input);
}

/** An invoice's due date from its milestone and the shoot (booked = when the order was created). */
export function dueDateOf(
  invoice: Pick<InvoiceRow, 'paymentMilestone' | 'dueInterval' | 'intervalUnit'>,
  order: Pick<OrderRow, 'createdAt' | 'startTime'>,
  timeZone: string,
): Date | null {
  return invoiceDueDate({
    milestone: invoice.paymentMilestone as PaymentMilestone,
    dueInterval: invoice.dueInterval,
    intervalUnit: invoice.intervalUnit as IntervalUnit,
    bookedAt: order.createdAt,
    shootStart: order.startTime,
    timeZone,
  });
}

/**
 * Keeps the invariant and the kept totals: grandTotal from the order's price; if the
 * non-CANCELED invoices do not add up to it, the difference is moved (moveTotal: decreases from
 * PENDING invoices due last first, then PAID ones; increases onto the PENDING invoice due last or
 * a new PENDING invoice due on the shoot date); then amountPaid = the PAID invoices' sum and
 * nextDueAt = the earliest due date of a PENDING invoice.
 */
export async function refreshOrderTotals(tx: Transaction, input: OrderTarget): Promise<void> {
  const order = await lockOrder(tx, input);
  if (!order) return;
  const grandTotal = grandTotalOf(order);
  let rows = await invoicesOf(tx, input);
  const live = rows.filter((row) => row.status !== 'CANCELED');
  const difference = grandTotal - live.reduce((sum, row) => sum + row.total, 0);
  if (difference !== 0) {
    await moveInvoices(tx, order, rows, difference);
    rows = await invoicesOf(tx, input);
  }
  let amountPaid = 0;
  let nextDueAt: Date | null = null;
  for (const row of rows) {
    if (row.status === 'PAID') amountPaid += row.total;
    if (row.status === 'PENDING' && row.dueDate && (!nextDueAt || row.dueDate < nextDueAt)) {
      nextDueAt = row.dueDate;
    }
  }
  await tx
    .update(orders)
    .set({
      grandTotal,
      totalCouponDiscount: couponDiscountOf(order),
      amountPaid,
      nextDueAt,
      updatedAt: new Date(),
    })
    .where(and(eq(orders.id, order.id), eq(orders.businessId, order.businessId)));
}

async function moveInvoices(
  tx: Transaction,
  order: OrderRow,
  rows: InvoiceRow[],
  difference: number,
): Promise<void> {
  const move = moveTotal(
    rows.map((row) => ({
      id: row.id,
      total: row.total,
      status: row.status,
      dueDate: row.dueDate,
      sortIndex: row.sortIndex,
    })),
    difference,
  );
  const now = new Date();
  for (const change of move.changes) {
    const isCanceled = move.canceledIds.includes(change.id);
    await tx
      .update(invoices)
      .set({
        total: change.total,
        updatedAt: now,
        ...(isCanceled ? { status: 'CANCELED' as const } : {}),
      })
      .where(and(eq(invoices.id, change.id), eq(invoices.businessId, order.businessId)));
  }
  if (move.newInvoiceTotal > 0) {
    // The balance falls due at the shoot (an undated shoot: no due date yet).
    const timeZone = await businessTimeZone(tx, order.businessId);
    const milestone = { paymentMilestone: 'ON_SHOOT_DATE', dueInterval: 1, intervalUnit: 'DAYS' };
    await tx.insert(invoices).values({
      businessId: order.businessId,
      orderId: order.id,
      sortIndex: nextSortIndex(rows),
      total: move.newInvoiceTotal,
      status: 'PENDING',
      dueDate: dueDateOf(milestone, order, timeZone),
      ...milestone,
      amount: move.newInvoiceTotal,
      isFixed: true,
    });
  }
}

/** Inserts one more invoice at the end of the schedule (the extra invoice of a shoot). */
export async function appendInvoice(
  tx: Transaction,
  input: OrderTarget & {
    total: number;
    status?: 'PAID' | 'PENDING';
    paymentMilestone: string;
    dueInterval: number;
    intervalUnit: string;
    dueDate: Date | null;
  },
): Promise<string> {
  const rows = await invoicesOf(tx, input);
  const [created] = await tx
    .insert(invoices)
    .values({
      businessId: input.businessId,
      orderId: input.orderId,
      sortIndex: nextSortIndex(rows),
      total: input.total,
      status: input.status ?? 'PENDING',
      dueDate: input.dueDate,
      paymentMilestone: input.paymentMilestone,
      dueInterval: input.dueInterval,
      intervalUnit: input.intervalUnit,
      amount: input.total,
      isFixed: true,
    })
    .returning({ id: invoices.id });
  if (!created) throw new Error('invoice insert returned nothing');
  return created.id;
}
