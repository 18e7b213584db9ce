// Helpers for copying a set of rows under new ids inside one transaction (duplicating a service
// copies its dates, slots, packages and add-ons this way).
import crypto from 'node:crypto';

const INSERT_CHUNK = 1000;

/** Inserts the rows a chunk at a time: one statement has a limit on its parameters. */
export async function insertChunked<T>(
  rows: T[],
  insert: (chunk: T[]) => Promise<unknown>,
): Promise<void> {
  for (let start = 0; start < rows.length; start += INSERT_CHUNK) {
    await insert(rows.slice(start, start + INSERT_CHUNK));
  }
}

/** New ids for copied rows; a parent outside the copied set keeps its reference. */
export function idMap(rows: { id: string }[]): Map<string, string> {
  return new Map(rows.map((row) => [row.id, crypto.randomUUID()]));
}

/** The new id of a copied row. */
export function mapped(ids: Map<string, string>, id: string): string {
  const next = ids.get(id);
  if (!next) throw new Error(`no copy id for ${id}`);
  return next;
}
