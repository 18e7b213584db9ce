// Customers (SPEC §3 Customer): a shoot's client joins the customer with the same email in the
// business, or becomes a new one. emailKey (trimmed, lower-cased email) is unique per business.
import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { customers } from './schema.ts';

export type CustomerRow = typeof customers.$inferSelect;

export function emailKeyOf(email: string): string {
  return email.trim().toLowerCase();
}

/**
 * The business's customer with this email (case-insensitive), created from the client's details
 * when there is none. One statement: two shoots of a new client at once still make one customer.
 * An existing customer keeps its own name and phone (the contact page owns them).
 */
export async function findOrCreateCustomer(
  executor: Executor,
  input: { businessId: string; fullName: string; email: string; phone: string },
): Promise<CustomerRow> {
  const [row] = await executor
    .insert(customers)
    .values({
      businessId: input.businessId,
      fullName: input.fullName,
      email: input.email.trim(),
      emailKey: emailKeyOf(input.email),
      phone: input.phone,
    })
    .onConflictDoUpdate({
      target: [customers.businessId, customers.emailKey],
      // A no-op change so the existing row comes back from RETURNING.
      set: { updatedAt: sql`${customers.updatedAt}` },
    })
    .returning();
  if (!row) throw new Error('customer upsert returned nothing');
  return row;
}
