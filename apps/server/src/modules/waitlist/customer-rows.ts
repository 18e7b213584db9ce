// The waitlist entries of a contact, for merging and deleting contacts
// (customers/customer-links.ts).
import { and, eq, inArray } from 'drizzle-orm';
import type { Transaction } from '../../db/client.ts';
import { waitlistEntries } from './schema.ts';

/** Points the waitlist entries of `fromCustomerIds` at `toCustomerId`. */
export async function moveWaitlistEntriesToCustomer(
  tx: Transaction,
  input: { businessId: string; fromCustomerIds: string[]; toCustomerId: string },
): Promise<void> {
  await tx
    .update(waitlistEntries)
    .set({ customerId: input.toCustomerId })
    .where(
      and(
        eq(waitlistEntries.businessId, input.businessId),
        inArray(waitlistEntries.customerId, input.fromCustomerIds),
      ),
    );
}

/** The entries keep their own contact details and no longer name the deleted contact. */
export async function releaseWaitlistCustomer(
  tx: Transaction,
  input: { businessId: string; customerId: string },
): Promise<void> {
  await tx
    .update(waitlistEntries)
    .set({ customerId: null })
    .where(
      and(
        eq(waitlistEntries.businessId, input.businessId),
        eq(waitlistEntries.customerId, input.customerId),
      ),
    );
}
