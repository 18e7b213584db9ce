// Whole rows of a joined subquery.
import type { Subquery } from 'drizzle-orm';

/** Every column of `subquery`, to select its whole row as one nested object (`{ order: rowOf(o) }`). */
export function rowOf<Fields extends Record<string, unknown>>(subquery: Subquery<string, Fields>) {
  return subquery._.selectedFields;
}
