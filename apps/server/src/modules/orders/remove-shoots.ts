// Deleting shoots for real, which the owner's screens never do (a shoot is cancelled and keeps its
// history): only sample rows the product made itself, such as the demo data, go this way.
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Executor, Transaction } from '../../db/client.ts';
import { deleteOrderSlots } from '../scheduling/order-slots.ts';
import { orders } from './schema.ts';

/**
 * Deletes the named shoots of the business with their slots (and dates left empty), invoices,
 * add-on lines and activity, in the caller's transaction. Answers the ids deleted.
 */
export async function removeShoots(
  tx: Transaction,
  input: { businessId: string; orderIds: readonly string[] },
): Promise<string[]> {
  if (input.orderIds.length === 0) return [];
  for (const orderId of input.orderIds) {
    await deleteOrderSlots(tx, { businessId: input.businessId, orderId });
  }
  // Invoices, add-on lines and activities go with the order (ON DELETE CASCADE).
  const removed = await tx
    .delete(orders)
    .where(and(eq(orders.businessId, input.businessId), inArray(orders.id, [...input.orderIds])))
    .returning({ id: orders.id });
  return removed.map((row) => row.id);
}

/** Whether a client has ever booked the business online (a shoot made from its booking pages). */
export async function hasClientBooking(
  executor: Executor,
  input: { businessId: string },
): Promise<boolean> {
  const [row] = await executor
    .select({ one: sql<number>`1` })
    .from(orders)
    .where(and(eq(orders.businessId, input.businessId), eq(orders.source, 'CLIENT')))
    .limit(1);
  return row !== undefined;
}

/** Of the named customers, those that still have a shoot of the business. */
export async function customersWithShoots(
  executor: Executor,
  input: { businessId: string; customerIds: readonly string[] },
): Promise<Set<string>> {
  if (input.customerIds.length === 0) return new Set();
  const rows = await executor
    .selectDistinct({ customerId: orders.customerId })
    .from(orders)
    .where(
      and(
        eq(orders.businessId, input.businessId),
        inArray(orders.customerId, [...input.customerIds]),
      ),
    );
  return new Set(rows.map((row) => row.customerId));
}
