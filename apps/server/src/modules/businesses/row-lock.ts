// The business row as a lock: other modules take it to serialise a per-business rule (one
// default of something per business) without a table of their own for it.
import { eq } from 'drizzle-orm';
import type { Transaction } from '../../db/client.ts';
import { businesses } from './schema.ts';

/** Locks the business's row until the transaction ends. */
export async function lockBusinessRow(
  tx: Transaction,
  input: { businessId: string },
): Promise<void> {
  await tx
    .select({ id: businesses.id })
    .from(businesses)
    .where(eq(businesses.id, input.businessId))
    .for('update');
}
