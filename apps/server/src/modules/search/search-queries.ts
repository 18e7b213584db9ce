// The statements of global search. Search is a read model over three modules' tables (shoots =
// active orders, inquiries not deleted, customers), read through their search_text columns and
// the (business_id, search_text) trigram indexes; it writes nothing.
//
// Every statement runs as a named prepared statement with a generic plan (db/client.ts), so its
// plan must not depend on the input; its text is built once per shape (the tab and how the input
// matches), every value is a placeholder. Two shapes keep the plans apart:
// - "ranked": the search index (the business's trigrams, db/search-text.ts) finds the matches
//   (at most SEARCH_RANK_CAP + 1 of a kind are read, a hundred for one or two letters), which are
//   ranked: exact name or email, then name or email starting with the input, then a word starting
//   with it, then the rest; newest first within each rank.
// - "newest": when a kind has more matches than the cap, or the input is too short for trigrams,
//   the business's rows are walked newest first by its (business_id, created_at) index until a
//   page is full; dense matches fill a page after a few hundred rows.
// The input is compared as it is, with strpos() and starts_with() (its % _ and \ are characters
// like any other): no LIKE pattern to build, and the trigram index is used only where the tokens
// ask for it.
// The search keys are computed once per statement (the keys CTE, read through InitPlans): in a
// generic plan, search_key($n) written inline would run again for every row it is compared with.
import { sql, type SQL } from 'drizzle-orm';
import { SEARCH_COUNT_CAP, SEARCH_RANK_CAP } from '@studio/shared/search/contracts';
import type { TSearchResultType } from '@studio/shared/search/contracts';
import { hasSearchTokens, searchQueryTokens } from '../../db/search-text.ts';
import type { SearchInput, SearchMatch } from './search-input.ts';

/** The values of every statement here (see valuesOf). */
const businessId = sql.placeholder('businessId');
const plain = sql.placeholder('plain');
/** A page: how many rows (one more tells if more follow), after how many. */
const limit = sql.placeholder('limit');
const offset = sql.placeholder('offset');
/** Rows a kind reads newest first: every page up to this one, plus one. */
const reach = sql.placeholder('reach');

/**
 * The placeholders' values for an input in a business, and for a page of it (counts have none).
 */
export function valuesOf(
  input: SearchInput,
  businessId: string,
  page: { offset: number; size: number } = { offset: 0, size: 0 },
): Record<string, unknown> {
  return {
    businessId,
    plain: input.plain,
    limit: page.size + 1,
    offset: page.offset,
    reach: page.offset + page.size + 1,
  };
}

type Source = {
  type: TSearchResultType;
  table: SQL;
  /** Which rows of the table are results. */
  scope: SQL;
  /** A client's id as a uuid (the page row's p.id is text): their row and their latest shoot. */
  customerId: SQL;
  /** Joins the page row `p` to its own row of the table, aliased `d` (see withDetails). */
  isRowOf: (d: SQL) => SQL;
  /** The service shown on the row (clients: the service of their latest shoot, `latest`). */
  serviceId: (d: SQL) => SQL;
};

export const sources: Record<TSearchResultType, Source> = {
  shoot: {
    type: 'shoot',
    table: sql.raw('orders'),
    scope: sql`and t.status = 'ACTIVE'`,
    customerId: sql`null::uuid`,
    isRowOf: (d) => sql`p.type = 'shoot' and ${d}.id = p.id`,
    serviceId: (d) => sql`${d}.service_id`,
  },
  inquiry: {
    type: 'inquiry',
    table: sql.raw('inquiries'),
    scope: sql`and t.deleted_at is null`,
    customerId: sql`null::uuid`,
    isRowOf: (d) => sql`p.type = 'inquiry' and ${d}.id = p.id`,
    serviceId: (d) => sql`${d}.service_id`,
  },
  clients: {
    type: 'clients',
    table: sql.raw('customers'),
    scope: sql``,
    customerId: sql`t.id`,
    // By customer_id: p.id::uuid would fail on the id of a shoot in the same page.
    isRowOf: (d) => sql`${d}.id = p.customer_id`,
    serviceId: () => sql`latest.service_id`,
  },
};

const key = (name: string) => sql.raw(`(select k.${name} from keys k)`);

// The input as a regular expression for "a word starts with it", escaped after search_key() (whose
// unaccent rules may turn a character into punctuation, such as '…' into '...').
const wordRegex = sql.raw(
  String.raw`'(^| )' || regexp_replace(k.plain, '([.^$*+?()\[\]{}|\\])', '\\\1', 'g')`,
);

function keysCte(match: SearchMatch): SQL {
  const tokens =
    match === 'literal'
      ? sql`null::text[]`
      : searchQueryTokens(businessId, sql`k.plain`, match === 'wordStart');
  // search_key() once (OFFSET 0 keeps the subquery from being folded back into each use).
  return sql`keys as materialized (
    select k.plain, lower(p.value) as lower_plain, char_length(lower(p.value)) as lower_length,
      ${tokens} as tokens, ' ' || k.plain as space_plain, char_length(k.plain) as plain_length,
      ascii(k.plain) as first_code, ascii(upper(left(k.plain, 1))) as first_upper_code,
      ${wordRegex} as word_regex
    from (select ${plain}::text as value) p,
      lateral (select search_key(p.value) as plain offset 0) k
  )`;
}

/**
 * The rows of the business that match. Ranked, the search index finds them (the input's tokens)
 * and the substring test or the word-start regular expression decides; the business is tested
 * beside it, written so that no btree index can take it (the tokens already hold the business: a
 * BitmapAnd with the business's 100,000 rows of (business_id, created_at) cost 10 ms). Newest
 * first, the test is written so that the search index cannot take it, and the plan walks
 * (business_id, created_at) instead.
 */
function matches(match: SearchMatch, mode: 'ranked' | 'newest'): SQL {
  if (mode === 'ranked') {
    const exact =
      match === 'wordStart'
        ? sql`t.search_text ~ ${key('word_regex')}`
        : sql`strpos(t.search_text, ${key('plain')}) > 0`;
    return sql`(t.business_id = ${businessId}) is true and ${hasSearchTokens(key('tokens'))}
      and ${exact}`;
  }
  const exact =
    match === 'wordStart'
      ? sql`(starts_with(t.search_text, ${key('plain')})
          or strpos(t.search_text, ${key('space_plain')}) > 0)`
      : sql`strpos(t.search_text, ${key('plain')}) > 0`;
  return sql`t.business_id = ${businessId} and ${exact}`;
}

/**
 * The exact name or email (case aside). Tested only where the length agrees: lower() is most of
 * what ranking a row costs, and PostgreSQL's lower() keeps the number of characters (one per
 * character with libc locales, as here; of ICU's, only 'İ' grows).
 */
const isExactName = sql`(char_length(t.full_name) = ${key('lower_length')}
    and lower(t.full_name) = ${key('lower_plain')})`;
const isExactEmail = sql`(char_length(t.email) = ${key('lower_length')}
    and lower(t.email) = ${key('lower_plain')})`;

/**
 * The email cannot start with the input, case aside: its first character is ASCII and neither
 * case of the input's first letter. Read without lowering anything (ascii() is the first code
 * point); only other emails are lowered.
 */
const emailStartsElsewhere = sql`(ascii(t.email) < 128
    and ascii(t.email) <> ${key('first_code')} and ascii(t.email) <> ${key('first_upper_code')})`;

/**
 * 0 the exact name or email, 1 the name or email starts with the input, 2 a word starts with it,
 * 3 the rest. search_text begins with the name and has the email after a space, so an exact name
 * or a name starting with the input starts search_text, and an exact email or one starting with
 * the input is a word start: a row that is neither is a 3 without another test. At a later word
 * start only the email can be exact or start with the input, and most emails are ruled out by
 * their first character; the rest have their start lowered alone (as many characters as the
 * input). lower() on every such row was a quarter of a common last name's search ('kowalski':
 * 2.7 ms, 2.0 with a constant rank).
 */
const rank = sql`case
    when starts_with(t.search_text, ${key('plain')}) then
      case when ${isExactName} or ${isExactEmail} then 0 else 1 end
    when strpos(t.search_text, ${key('space_plain')}) > 0 then case
      when ${emailStartsElsewhere} then 2
      when ${isExactEmail} then 0
      when lower(left(t.email, ${key('plain_length')})) = ${key('plain')} then 1
      else 2 end
    else 3 end`;

/**
 * A candidate carries what orders the page and no more: a kind ranks up to a thousand rows, and
 * each one's name, email and service were copied only for the page's ten to be kept. The page's
 * rows read those from their own rows afterwards (withDetails).
 */
function columns(source: Source, withRank: boolean): SQL {
  return sql`${sql.raw(`'${source.type}'`)}::text as type, t.id::text as id, t.created_at,
    ${source.customerId} as customer_id, ${withRank ? rank : sql`3`} as rank`;
}

/**
 * How many matches of a kind are ranked. One or two letters match the start of thousands of words
 * ('jo', 'ma'): beyond a hundred such matches the list goes newest first at once, instead of
 * reading a thousand rows only to find out.
 */
export function rankCapOf(match: SearchMatch): number {
  return match === 'wordStart' ? SEARCH_COUNT_CAP + 1 : SEARCH_RANK_CAP;
}

/** A kind's matches for ranking: at most cap + 1 (one more says the kind is over the cap). */
function rankedCandidates(source: Source, match: SearchMatch): SQL {
  return sql`select ${columns(source, true)} from ${source.table} t
    where ${matches(match, 'ranked')} ${source.scope}
    limit ${rankCapOf(match) + 1}`;
}

/** A kind's newest matches, as many as the page needs. */
function newestCandidates(source: Source, match: SearchMatch): SQL {
  return sql`select ${columns(source, false)} from ${source.table} t
    where ${matches(match, 'newest')} ${source.scope}
    order by t.created_at desc, t.id desc
    limit ${reach}`;
}

/**
 * The page's rows with their name, email and service, read from each row's own table: a shoot's
 * or inquiry's own service, a client's latest shoot's.
 */
function withDetails(kinds: Source[], page: SQL): SQL {
  const alias = (source: Source) => sql.raw(`d_${source.type}`);
  const each = (part: (source: Source) => SQL, separator: string) =>
    sql.join(kinds.map(part), sql.raw(separator));
  const pick = (column: string) => each((source) => sql`${alias(source)}.${sql.raw(column)}`, ', ');
  const joins = each(
    (source) => sql`left join ${source.table} ${alias(source)} on ${source.isRowOf(alias(source))}`,
    ' ',
  );
  const latest = kinds.includes(sources.clients)
    ? sql`left join lateral (
      select o.service_id from orders o
      where o.customer_id = p.customer_id and o.status = 'ACTIVE'
      order by o.created_at desc limit 1
    ) latest on true`
    : sql``;
  const serviceIds = each((source) => source.serviceId(alias(source)), ', ');
  return sql`select p.type, p.id, coalesce(${pick('full_name')}) as full_name,
      coalesce(${pick('email')}) as email, p.created_at, p.rank,
      s.name as service_name, s.color as service_color
    from (${page}) p
    ${joins}
    ${latest}
    left join services s on s.id = coalesce(${serviceIds})
    order by p.rank, p.created_at desc, p.type, p.id desc`;
}

/**
 * The ranked page of some kinds. Each answer row carries how many matches each kind has (capped);
 * a row with a null id only carries those counts (a page past the end).
 */
export function rankedPage(kinds: Source[], match: SearchMatch): SQL {
  const ctes = kinds.map(
    (source) =>
      sql`${sql.raw(`m_${source.type}`)} as materialized (${rankedCandidates(source, match)})`,
  );
  const union = sql.join(
    kinds.map((source) => sql`select * from ${sql.raw(`m_${source.type}`)}`),
    sql` union all `,
  );
  const counts = sql.join(
    kinds.map(
      (source) =>
        sql`(select count(*) from ${sql.raw(`m_${source.type}`)}) as ${sql.raw(`n_${source.type}`)}`,
    ),
    sql`, `,
  );
  const page = sql`select * from (${union}) u
    order by u.rank, u.created_at desc, u.type, u.id desc
    limit ${limit} offset ${offset}`;
  return sql`with ${keysCte(match)}, ${sql.join(ctes, sql`, `)}
    select c.*, r.* from (select ${counts}) c
    left join lateral (${withDetails(kinds, page)}) r on true
    order by r.rank, r.created_at desc, r.type, r.id desc`;
}

/** The newest-first page of some kinds (a kind over the cap, or input too short to rank). */
export function newestPage(kinds: Source[], match: SearchMatch): SQL {
  const union = sql.join(
    kinds.map((source) => sql`(${newestCandidates(source, match)})`),
    sql` union all `,
  );
  const page = sql`select * from (${union}) u
    order by u.created_at desc, u.type, u.id desc
    limit ${limit} offset ${offset}`;
  return sql`with ${keysCte(match)} ${withDetails(kinds, page)}`;
}

/**
 * How many matches each kind has, each counted up to SEARCH_COUNT_CAP + 1: a count reads at most
 * a hundred rows of a kind, however common the input.
 */
export function countMatches(match: SearchMatch): SQL {
  const mode = match === 'literal' ? 'newest' : 'ranked';
  // Newest first without a letter or digit: the walk down the (business_id, created_at) index
  // stops at the cap (without the order, the plan reads the business's whole range of the
  // trigram index).
  const order = mode === 'newest' ? sql`order by t.created_at desc` : sql``;
  const count = (source: Source) => sql`(select count(*) from (
      select 1 from ${source.table} t
      where ${matches(match, mode)} ${source.scope}
      ${order} limit ${SEARCH_COUNT_CAP + 1}
    ) x) as ${sql.raw(`n_${source.type}`)}`;
  return sql`with ${keysCte(match)} select ${count(sources.shoot)}, ${count(sources.inquiry)},
    ${count(sources.clients)}`;
}
