// Global search (SPEC §2 search panel) matches names, emails and phones by substring, ignoring
// case and accents. Each searchable table keeps a generated column with those values passed
// through search_key() (lower(unaccent(...)), declared IMMUTABLE in migration 0006 so it can feed
// a stored column) plus the phone's digits alone, under a pg_trgm GIN index. A query then reads
//   search_text LIKE '%' || search_key(<escaped input>) || '%'
// and the trigram index answers it.
import { sql } from 'drizzle-orm';
import { text } from 'drizzle-orm/pg-core';

/** The generated search column of a table, from these text columns (the last is the phone). */
export function searchTextOf(...columns: [string, ...string[]]) {
  const phone = columns[columns.length - 1];
  const joined = [...columns, `regexp_replace(${phone}, '\\D', '', 'g')`]
    .map((column) => (column.startsWith('regexp_') ? column : `coalesce(${column}, '')`))
    .join(` || ' ' || `);
  return text('search_text').generatedAlwaysAs(sql.raw(`search_key(${joined})`));
}

/** The input as a LIKE pattern for a substring match: its own % _ and \ are taken literally.
 * Every substring search uses it (names of services, contracts, coupons; search_text). */
export function containsPattern(input: string): string {
  return `%${input.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}
