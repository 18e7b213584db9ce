// The shoots of a contact, for merging and deleting contacts (customers/customer-links.ts) and
// for listing what hangs off them (a contact's contracts).
import { and, count, eq, inArray } from 'drizzle-orm';
import type { Executor, Transaction } from '../../db/client.ts';
import { serviceColumns } from '../services/service-columns.ts';
import { orders } from './schema.ts';

/** Points the shoots of `fromCustomerIds` at `toCustomerId`. */
export async function moveOrdersToCustomer(
  tx: Transaction,
  input: { businessId: string; fromCustomerIds: string[]; toCustomerId: string },
): Promise<void> {
  await tx
    .update(orders)
    .set({ customerId: input.toCustomerId })
    .where(
      and(
        eq(orders.businessId, input.businessId),
        inArray(orders.customerId, input.fromCustomerIds),
      ),
    );
}

export async function countCustomerShoots(
  tx: Transaction,
  input: { businessId: string; customerId: string },
): Promise<number> {
  const [shoots] = await tx
    .select({ value: count() })
    .from(orders)
    .where(and(eq(orders.businessId, input.businessId), eq(orders.customerId, input.customerId)));
  return shoots?.value ?? 0;
}

const serviceRows = serviceColumns('services');

/** The contact's shoots with their service's name and time, keyed by order id. */
export async function customerShoots(
  executor: Executor,
  input: { businessId: string; customerId: string },
): Promise<Map<string, { serviceName: string; startTime: Date | null }>> {
  const rows = await executor
    .select({ id: orders.id, serviceName: serviceRows.name, startTime: orders.startTime })
    .from(orders)
    .leftJoin(
      serviceRows,
      and(eq(serviceRows.id, orders.serviceId), eq(serviceRows.businessId, orders.businessId)),
    )
    .where(and(eq(orders.businessId, input.businessId), eq(orders.customerId, input.customerId)));
  return new Map(
    rows.map((row) => [row.id, { serviceName: row.serviceName ?? '', startTime: row.startTime }]),
  );
}
