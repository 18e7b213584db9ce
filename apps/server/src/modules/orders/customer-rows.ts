// The shoots of a contact, for merging and deleting contacts (customers/customer-links.ts).
import { and, count, eq, inArray } from 'drizzle-orm';
import type { Transaction } from '../../db/client.ts';
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
