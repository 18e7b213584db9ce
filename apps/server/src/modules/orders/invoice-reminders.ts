// What payment reminders need of invoices: the pending invoices of active shoots due around a
// time, one of them locked while its reminder is recorded, and the invoice's email fields.
import { and, asc, between, eq, sql } from 'drizzle-orm';
import type { Executor, Transaction } from '../../db/client.ts';
import { invoices, orders } from './schema.ts';

/** A pending invoice of an active shoot, with the due date its reminders are planned from. */
export type RemindableInvoice = {
  id: string;
  businessId: string;
  orderId: string;
  dueDate: Date;
  createdAt: Date;
};

const remindable = and(eq(invoices.status, 'PENDING'), eq(orders.status, 'ACTIVE'));

/**
 * Pending invoices of active shoots, of every business, due between `from` and `to`, in due order
 * after `after` (a page of at most `limit`; the index invoices_pending_due_idx serves it).
 */
export async function remindableInvoicesDueBetween(
  executor: Executor,
  input: {
    from: Date;
    to: Date;
    after: { dueDate: Date; id: string } | null;
    limit: number;
  },
): Promise<RemindableInvoice[]> {
  const rows = await executor
    .select({
      id: invoices.id,
      businessId: invoices.businessId,
      orderId: invoices.orderId,
      dueDate: invoices.dueDate,
      createdAt: invoices.createdAt,
    })
    .from(invoices)
    .innerJoin(
      orders,
      and(eq(orders.id, invoices.orderId), eq(orders.businessId, invoices.businessId)),
    )
    .where(
      and(
        remindable,
        between(invoices.dueDate, input.from, input.to),
        input.after === null
          ? undefined
          : sql`(${invoices.dueDate}, ${invoices.id}) > (${input.after.dueDate.toISOString()}::timestamptz, ${input.after.id}::uuid)`,
      ),
    )
    .orderBy(asc(invoices.dueDate), asc(invoices.id))
    .limit(input.limit);
  return rows.flatMap((row) => (row.dueDate ? [{ ...row, dueDate: row.dueDate }] : []));
}

/**
 * Locks the invoice's shoot (the lock every change of a shoot and its invoices takes first:
 * payments, status and due-date changes, cancelling) and answers the invoice while it is still a
 * pending invoice of an active shoot; null once it is paid, cancelled or deleted, or its shoot
 * cancelled. Holding the lock until commit means a payment either comes first and the reminder is
 * not sent, or waits for the reminder's commit; taking the same lock in the same order as those
 * changes keeps the two from deadlocking.
 */
export async function lockRemindableInvoice(
  tx: Transaction,
  input: { businessId: string; invoiceId: string },
): Promise<RemindableInvoice | null> {
  const [row] = await tx
    .select({
      id: invoices.id,
      businessId: invoices.businessId,
      orderId: invoices.orderId,
      dueDate: invoices.dueDate,
      createdAt: invoices.createdAt,
    })
    .from(invoices)
    .innerJoin(
      orders,
      and(eq(orders.id, invoices.orderId), eq(orders.businessId, invoices.businessId)),
    )
    .where(
      and(eq(invoices.id, input.invoiceId), eq(invoices.businessId, input.businessId), remindable),
    )
    .for('update', { of: orders });
  return row?.dueDate ? { ...row, dueDate: row.dueDate } : null;
}

/**
 * The invoice's email status and sent date after its reminder: NEW when queued (as its outbox row
 * is), FAILED when it could not be made (the client has no address).
 */
export async function recordInvoiceReminder(
  tx: Transaction,
  input: { businessId: string; invoiceId: string; sentAt: Date; status: 'NEW' | 'FAILED' },
): Promise<void> {
  await tx
    .update(invoices)
    .set({ emailStatus: input.status, sentDate: input.sentAt })
    .where(and(eq(invoices.id, input.invoiceId), eq(invoices.businessId, input.businessId)));
}
