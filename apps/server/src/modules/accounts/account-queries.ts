// Reads of accounts for the modules that name who did something.
import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { accounts } from './schema.ts';

/** The account's email, or null when there is no such account. */
export async function accountEmail(
  executor: Executor,
  input: { accountId: string },
): Promise<string | null> {
  const [row] = await executor
    .select({ email: accounts.email })
    .from(accounts)
    .where(eq(accounts.id, input.accountId))
    .limit(1);
  return row?.email ?? null;
}
