// The inquiries of a contact, for merging contacts (customers/customer-links.ts).
import { and, eq, inArray } from 'drizzle-orm';
import type { Transaction } from '../../db/client.ts';
import { inquiries } from './schema.ts';

/** Points the inquiries of `fromCustomerIds` at `toCustomerId`. */
export async function moveInquiriesToCustomer(
  tx: Transaction,
  input: { businessId: string; fromCustomerIds: string[]; toCustomerId: string },
): Promise<void> {
  await tx
    .update(inquiries)
    .set({ customerId: input.toCustomerId })
    .where(
      and(
        eq(inquiries.businessId, input.businessId),
        inArray(inquiries.customerId, input.fromCustomerIds),
      ),
    );
}
