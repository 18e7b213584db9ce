// Global search matches names, emails and phones by substring, ignoring
// case and accents. Each searchable table keeps a generated column with those values passed
// through search_key() (lower(unaccent(...)), declared IMMUTABLE in migration 0006 so it can feed
// a stored column) plus the phone's digits alone. search_key() and search_query_tokens() are
// PL/pgSQL since migration 0009: as SQL functions that cannot be inlined, they planned their bodies
// again in every statement.
//
// The index (migration 0007): the pg_trgm trigrams of search_text, each prefixed with the first
// eight hex digits of the business id, under GIN: search_tokens(business_id, search_text). A trigram
// index over every business's rows (even one leading with business_id through btree_gin) reads
// each trigram's matches in all businesses and intersects them: its cost grew with the whole
// platform, about 2.5 ms for 'maria garcia' among 11 businesses of 100,000 clients. With the
// business in each key a search reads its own business's matches only (0.5 ms there), however
// many businesses share the database. Beside its trigrams a row holds a token for each two words
// next to each other (migration 0016: 'maria garcia' holds 'ria|gar'), and an input of two words or
// more is found through those alone: a full name reads one short list instead of seven long ones.
// A query reads
//   search_tokens(t.business_id, t.search_text) @> search_query_tokens(<business>, <key>, <word start?>)
//   and t.search_text LIKE <pattern>
// The tokens only narrow the rows down; the LIKE (or the word-start test) decides, so a rare
// shared prefix of two business ids costs reading, never a wrong row.
import { sql, type Placeholder, type SQL } from 'drizzle-orm';
import { index, text, type PgColumn } from 'drizzle-orm/pg-core';

/** The generated search column of a table, from these text columns (the last is the phone). */
export function searchTextOf(...columns: [string, ...string[]]) {
  const phone = columns[columns.length - 1];
  const joined = [...columns, `regexp_replace(${phone}, '\\D', '', 'g')`]
    .map((column) => (column.startsWith('regexp_') ? column : `coalesce(${column}, '')`))
    .join(` || ' ' || `);
  return text('search_text').generatedAlwaysAs(sql.raw(`search_key(${joined})`));
}

/** The search index of a table: its business's trigrams of search_text. */
export function searchTokensIndex(name: string, businessId: PgColumn, searchText: PgColumn) {
  return index(name).using('gin', sql`search_tokens(${businessId}, ${searchText})`);
}

/** The search tokens of the input (`key`, already through search_key()) in the business: those
 * every matching row has. Its word pairs when it has any (migration 0016); else its trigrams: at
 * a word start the input's first letters begin a word of the row (SQL search_query_tokens,
 * migration 0007); a substring's are the trigrams inside its words when it has three or more
 * (migration 0010: those across a space are common and slow to read; migration 0011 computes them
 * without queries). */
export function searchQueryTokens(
  businessId: string | Placeholder,
  key: SQL,
  atWordStart: boolean,
): SQL {
  return sql`search_query_tokens(${businessId}::uuid, ${key}, ${atWordStart})`;
}

type SearchRow = { businessId: PgColumn | SQL; searchText: PgColumn | SQL };
const aliasT: SearchRow = { businessId: sql`t.business_id`, searchText: sql`t.search_text` };

/** "The row holds these tokens" (by default the row of the table aliased `t`): the index's
 * condition. Write the exact test beside it (LIKE, or the word-start expression). */
export function hasSearchTokens(tokens: SQL, row: SearchRow = aliasT): SQL {
  return sql`search_tokens(${row.businessId}, ${row.searchText}) @> ${tokens}`;
}

/** The input as a LIKE pattern for a substring match: its own % _ and \ are taken literally.
 * Every substring search uses it (names of services, contracts, coupons; search_text). */
export function containsPattern(input: string): string {
  return `%${input.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}
