// Reads of orders for the client booking pages.
import { and, eq, gte, isNull, or, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { orders } from './schema.ts';

/**
 * The client's upcoming ACTIVE bookings of the service made on the booking page, by email
 * (trimmed, any case): from now on, or without a time yet (paid after its hold ran out).
 */
export async function countUpcomingClientBookings(
  executor: Executor,
  input: { businessId: string; serviceId: string; email: string },
): Promise<number> {
  const [booked] = await executor
    .select({ count: sql<number>`count(*)::int` })
    .from(orders)
    .where(
      and(
        eq(orders.businessId, input.businessId),
        eq(orders.serviceId, input.serviceId),
        eq(orders.status, 'ACTIVE'),
        eq(orders.source, 'CLIENT'),
        or(isNull(orders.startTime), gte(orders.startTime, sql`now()`)),
        sql`lower(trim(${orders.email})) = ${input.email.trim().toLowerCase()}`,
      ),
    );
  return booked?.count ?? 0;
}

/**
 * The business of an order named by a client's signed manage link: the signature is the scope
 * here (order ids are unique across businesses), so this is the one read by order id alone.
 */
export async function businessOfOrder(
  executor: Executor,
  input: { orderId: string },
): Promise<string | null> {
  const [row] = await executor
    .select({ businessId: orders.businessId })
    .from(orders)
    .where(eq(orders.id, input.orderId))
    .limit(1);
  return row?.businessId ?? null;
}
