// Holds one connection of a database in an open transaction, as a slow request would, until
// released: for tests of what other queries do meanwhile.
import { sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';

export type HeldConnection = {
  /** Ends the transaction and waits until the connection is back. */
  release: () => Promise<void>;
};

/** Resolves once the transaction holds its connection (its first statement has run). */
export async function holdConnection(db: Database): Promise<HeldConnection> {
  let end!: () => void;
  const ended = new Promise<void>((resolve) => (end = resolve));
  let began!: () => void;
  const inside = new Promise<void>((resolve) => (began = resolve));
  const transaction = db.transaction(async (tx) => {
    await tx.execute(sql`select 1`);
    began();
    await ended;
  });
  await Promise.race([inside, transaction]);
  return {
    release: async () => {
      end();
      await transaction;
    },
  };
}
