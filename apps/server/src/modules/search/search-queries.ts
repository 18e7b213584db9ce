// The statements of global search. Search is a read model over three modules' tables (shoots =
// active orders, inquiries not deleted, customers), read through their search_text columns, the
// (business_id, search_text) trigram indexes and the words table their triggers keep; it writes
// nothing itself.
//
// Every statement runs as a named prepared statement with a generic plan (db/client.ts), so its
// plan must not depend on the input; its text is built once per shape (the tab and how the input
// matches), every value is a placeholder. Three shapes keep the plans apart:
// - "ranked": the search index (the business's trigrams, db/search-text.ts) finds the matches
//   (at most SEARCH_RANK_CAP + 1 of a kind are read, a hundred for one or two letters), which are
//   ranked: exact name or email, then name or email starting with the input, then a word starting
//   with it, then the rest; newest first within each rank.
// - "newest": when a kind has more matches than the cap, or the input is too short for trigrams,
//   the business's rows are walked newest first by its (business_id, created_at) index until a
//   page is full; dense matches fill a page after a few hundred rows.
// - "words": a one-word input of three or more characters ranks its word starts from the
//   search_words table (migrations 0012 and 0013: an index-only range scan, one entry per row, the
//   rank from what the entry's word shares with the name and the email), and reads the rest
//   through the search index only for a page they do not fill.
// The input is compared as it is, with strpos() and starts_with() (its % _ and \ are characters
// like any other): no LIKE pattern to build, and the trigram index is used only where the tokens
// ask for it.
// The search keys are computed once per statement (the keys CTE, joined as `k` where they are
// compared: see fromKeys): in a generic plan, search_key($n) written inline would run again for
// every row it is compared with.
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
  /** The kind's letter in search_words (migration 0012). */
  code: 's' | 'i' | 'c';
  /** Which rows of the table are results. */
  scope: SQL;
  /** The row of the table aliased `d` whose id, as text, is `id`. */
  hasId: (d: SQL, id: SQL) => SQL;
  /** Whether the row of the table aliased `d` is the page row `p`'s own (see withDetails). */
  isRowOf: (d: SQL) => SQL;
  /** The service shown on the row `d` (clients: the service of their latest shoot). */
  serviceId: (d: SQL) => SQL;
};

export const sources: Record<TSearchResultType, Source> = {
  shoot: {
    type: 'shoot',
    table: sql.raw('orders'),
    code: 's',
    scope: sql`and t.status = 'ACTIVE'`,
    hasId: (d, id) => sql`${d}.id = ${id}`,
    isRowOf: (d) => sql`${d}.id = p.id`,
    serviceId: (d) => sql`${d}.service_id`,
  },
  inquiry: {
    type: 'inquiry',
    table: sql.raw('inquiries'),
    code: 'i',
    scope: sql`and t.deleted_at is null`,
    hasId: (d, id) => sql`${d}.id = ${id}`,
    isRowOf: (d) => sql`${d}.id = p.id`,
    serviceId: (d) => sql`${d}.service_id`,
  },
  clients: {
    type: 'clients',
    table: sql.raw('customers'),
    code: 'c',
    scope: sql``,
    hasId: (d, id) => sql`${d}.id = ${id}::uuid`,
    // Cast only a client's id: p.id::uuid would fail on the id of a shoot in the same page, and
    // the index condition may be evaluated before the branch's type test. Cast on the page's rows
    // only, not on every candidate (a common first name has 600 clients to rank).
    isRowOf: (d) => sql`${d}.id = case when p.type = 'clients' then p.id::uuid end`,
    serviceId: (d) => sql`(select o.service_id from orders o
      where o.customer_id = ${d}.id and o.status = 'ACTIVE'
      order by o.created_at desc limit 1)`,
  },
};

/** One of the input's keys (keysCte), in a query that joins them (fromKeys). */
const key = (name: string) => sql.raw(`k.${name}`);
/** The input's trigram tokens (their own CTE: see keysCte), joined as `x` by fromKeys. */
const tokens = sql.raw('x.tokens');

/**
 * The keys (and, for a ranked test, which reads the search index, the tokens) joined once, a row
 * each, before the table aliased `t`: what matches(match, mode) compares with. Read through a
 * scalar subquery at each use instead, every use was an InitPlan of its own: a word statement had
 * about ninety, each set up and torn down on every execution whether it ran or not. Joined, it has
 * fourteen: the sixteen inputs of bench:crm 5–9% faster each, and 16% more All results requests
 * per second under load (alternated on one database).
 */
function fromKeys(table: SQL, mode: 'ranked' | 'newest'): SQL {
  return mode === 'ranked' ? sql`keys k, tokens x, ${table} t` : sql`keys k, ${table} t`;
}

/** A part written once per kind, joined by `separator`. */
const each = (kinds: Source[], part: (source: Source) => SQL, separator: string) =>
  sql.join(kinds.map(part), sql.raw(separator));

/** A kind's name in a statement: its CTE or count column (`m_shoot`, `n_clients`). */
const nameOf = (prefix: string, source: Source) => sql.raw(`${prefix}_${source.type}`);

// The input as a regular expression for "a word starts with it", escaped after search_key() (whose
// unaccent rules may turn a character into punctuation, such as '…' into '...').
const wordRegex = sql.raw(
  String.raw`'(^| )' || regexp_replace(k.plain, '([.^$*+?()\[\]{}|\\])', '\\\1', 'g')`,
);

/**
 * The input's keys, computed once per statement. The word statement (wordPage) also needs the end
 * of its words' range and whether search_key() left it one word; the others skip those calls.
 * The trigram tokens are a CTE of their own, computed only if a statement reads the search index:
 * the word statement does not when the word starts fill the page.
 */
function keysCte(match: SearchMatch, forWords = false): SQL {
  const wordKeys = forWords
    ? sql`, search_prefix_end(k.plain) as plain_end, strpos(k.plain, ' ') = 0 as is_word`
    : sql``;
  const regex = match === 'wordStart' ? wordRegex : sql`null::text`;
  const tokensCte =
    match === 'literal'
      ? sql``
      : sql`, tokens as materialized (
    select ${searchQueryTokens(businessId, sql`k.plain`, match === 'wordStart')} as tokens
    from keys k
  )`;
  // search_key() once (OFFSET 0 keeps the subquery from being folded back into each use).
  return sql`keys as materialized (
    select k.plain, lower(p.value) as lower_plain, char_length(lower(p.value)) as lower_length,
      ' ' || k.plain as space_plain, char_length(k.plain) as plain_length,
      ascii(k.plain) as first_code, ascii(upper(left(k.plain, 1))) as first_upper_code,
      ${regex} as word_regex ${wordKeys}
    from (select ${plain}::text as value) p,
      lateral (select search_key(p.value) as plain offset 0) k
  )${tokensCte}`;
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
    return sql`(t.business_id = ${businessId}) is true and ${hasSearchTokens(tokens)}
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
const isExactName = (d: SQL) => sql`(char_length(${d}.full_name) = ${key('lower_length')}
    and lower(${d}.full_name) = ${key('lower_plain')})`;
const isExactEmail = (d: SQL) => sql`(char_length(${d}.email) = ${key('lower_length')}
    and lower(${d}.email) = ${key('lower_plain')})`;
/** The email starts with the input, case aside (its start alone lowered). */
const emailStarts = (d: SQL) =>
  sql`lower(left(${d}.email, ${key('plain_length')})) = ${key('plain')}`;
const t = sql.raw('t');

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
      case when ${isExactName(t)} or ${isExactEmail(t)} then 0 else 1 end
    when strpos(t.search_text, ${key('space_plain')}) > 0 then case
      when ${emailStartsElsewhere} then 2
      when ${isExactEmail(t)} then 0
      when ${emailStarts(t)} then 1
      else 2 end
    else 3 end`;

/**
 * A candidate carries what orders the page and no more: a kind ranks up to a thousand rows, and
 * each one's name, email and service were copied only for the page's ten to be kept. The page's
 * rows read those from their own rows afterwards (withDetails).
 */
function columns(source: Source, rowRank: SQL, row: SQL = t): SQL {
  return sql`${sql.raw(`'${source.type}'`)}::text as type, ${row}.id::text as id, ${row}.created_at,
    ${rowRank} as rank`;
}

/** The rank of rows listed newest first, and of matches that are no word start: 3, the last. */
const unranked = sql`3`;

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
  return sql`select ${columns(source, rank)} from ${fromKeys(source.table, 'ranked')}
    where ${matches(match, 'ranked')} ${source.scope}
    limit ${rankCapOf(match) + 1}`;
}

/** A kind's newest matches, as many as the page needs. */
function newestCandidates(source: Source, match: SearchMatch): SQL {
  return sql`select ${columns(source, unranked)} from ${fromKeys(source.table, 'newest')}
    where ${matches(match, 'newest')} ${source.scope}
    order by t.created_at desc, t.id desc
    limit ${reach}`;
}

/**
 * The page's rows with their name, email and service, read from each row's own table: a shoot's
 * or inquiry's own service, a client's latest shoot's. Each page row reads one table: the others'
 * branches are skipped by their type before any index is read. The service is looked up by its key
 * (a lateral with a limit, which the planner cannot flatten): as a plain join, with a small
 * services table, it hashed the whole table once for each page row, 6–9% of every search.
 */
function withDetails(kinds: Source[], page: SQL): SQL {
  const d = sql.raw('d');
  const own = each(
    kinds,
    (source) => sql`select ${d}.full_name, ${d}.email, ${source.serviceId(d)} as service_id
      from ${source.table} ${d}
      where p.type = ${sql.raw(`'${source.type}'`)} and ${source.isRowOf(d)}`,
    ' union all ',
  );
  return sql`select p.type, p.id, d.full_name, d.email, p.created_at, p.rank,
      s.name as service_name, s.color as service_color
    from (${page}) p
    left join lateral (${own}) d on true
    left join lateral (
      select s.name, s.color from services s where s.id = d.service_id limit 1
    ) s on true
    order by p.rank, p.created_at desc, p.type, p.id desc`;
}

/**
 * The ranked page of some kinds. Each answer row carries how many matches each kind has (capped);
 * a row with a null id only carries those counts (a page past the end).
 */
export function rankedPage(kinds: Source[], match: SearchMatch): SQL {
  const ctes = each(
    kinds,
    (source) => sql`${nameOf('m', source)} as materialized (${rankedCandidates(source, match)})`,
    ', ',
  );
  const union = each(kinds, (source) => sql`select * from ${nameOf('m', source)}`, ' union all ');
  const counts = each(
    kinds,
    (source) => sql`(select count(*) from ${nameOf('m', source)}) as ${nameOf('n', source)}`,
    ', ',
  );
  return sql`with ${keysCte(match)}, ${ctes}
    ${countsWithPage(sql`(select ${counts}) c`, kinds, union)}`;
}

/**
 * The answer of a ranked statement: each row of the page, ranked, beside the counts of `counts`
 * (one row, aliased c); a page past the end is one row of counts alone.
 */
function countsWithPage(counts: SQL, kinds: Source[], union: SQL): SQL {
  const page = sql`select * from (${union}) u
    order by u.rank, u.created_at desc, u.type, u.id desc
    limit ${limit} offset ${offset}`;
  return sql`select c.*, r.* from ${counts}
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
 * A kind's rows with a word starting with a one-word input, from search_words alone (an
 * index-only range scan of its business's and kind's words, migrations 0012 and 0013), ranked:
 * one entry per row, the row's first word starting with the input (the only one sharing fewer
 * characters than the input with the word before it), at most SEARCH_RANK_CAP + 1 of them (one
 * more says the kind is over the cap).
 */
function wordStartRows(source: Source): SQL {
  return sql`select ${columns(source, wordRank(source), sql.raw('g'))} from keys k, lateral (
      select w.row_id as id, w.created_at, w.name_shared, w.email_shared, w.email_accented,
        w.name_length, w.email_length
      from search_words w
      where w.business_id = ${businessId} and w.kind = ${sql.raw(`'${source.code}'`)}
        and w.word >= ${key('plain')} and w.word < ${key('plain_end')}
        and w.earlier_shared < ${key('plain_length')}
      limit ${SEARCH_RANK_CAP + 1}
    ) g`;
}

/**
 * The rank of a word-start row (0, 1 or 2: the rank above, which it equals), from its entry
 * (migration 0013): the name begins with the input (it shares the input's length with the name's
 * first word: exact, or it starts with it), else the email is exact or starts with it (it shares
 * that with the email's first word, unless the email is accented: the row's email says), else 2.
 * The row is read, once, only where the entry cannot tell: the name or email has the input's
 * length (it may be exact), or the email is accented.
 */
function wordRank(source: Source): SQL {
  const d = sql.raw('d');
  const length = key('lower_length');
  const inputLength = key('plain_length');
  const nameStarts = sql`g.name_shared >= ${inputLength}`;
  const fromEmail = sql`case when g.email_shared >= ${inputLength} then 1 else 2 end`;
  const fromEntry = sql`case when ${nameStarts} then 1 when not g.email_accented then ${fromEmail}
    else 2 end`;
  const fromRow = sql`case
    when ${nameStarts} then case when ${isExactName(d)} or ${isExactEmail(d)} then 0 else 1 end
    when ${isExactEmail(d)} then 0
    when not g.email_accented then ${fromEmail}
    when ${emailStarts(d)} then 1
    else 2 end`;
  return sql`case
    when g.name_length = ${length} or g.email_length = ${length}
      or (g.email_accented and not ${nameStarts})
    then (select ${fromRow} from ${source.table} d where ${source.hasId(d, sql`g.id`)})
    else ${fromEntry} end`;
}

/**
 * A kind's matches that are no word start (rank 3), read only when the word starts do not fill
 * the page (`needed`): through the search index (at most the cap + 1), or newest first.
 */
function restCandidates(source: Source, needed: SQL, mode: 'ranked' | 'newest'): SQL {
  const noWordStart = sql`not starts_with(t.search_text, ${key('plain')})
    and strpos(t.search_text, ${key('space_plain')}) = 0`;
  const rows = sql`select ${columns(source, unranked)} from ${fromKeys(source.table, mode)}
    where ${needed} and ${matches('substring', mode)} and ${noWordStart} ${source.scope}`;
  return mode === 'ranked'
    ? sql`${rows} limit ${SEARCH_RANK_CAP + 1}`
    : sql`${rows} order by t.created_at desc, t.id desc limit ${reach}`;
}

/**
 * The page of a one-word input of three or more letters ('kowalski', 'jsmith'): the word starts
 * ranked from search_words, then the rest newest first. The rows are ranked when no kind has more
 * than SEARCH_RANK_CAP word starts; the rest are read only for a page the word starts do not fill,
 * through the search index ('ranked'), or when a kind has more than SEARCH_RANK_CAP of them,
 * newest first ('newest').
 * Each answer row carries, per kind: n_ the word-start rows (capped), r_ the rest read (0 when not
 * read); and is_word: false when search_key() made the input more than one word ('¼' becomes
 * ' 1/4'), which this statement cannot search.
 */
export function wordPage(kinds: Source[], restMode: 'ranked' | 'newest'): SQL {
  const starts = each(
    kinds,
    (source) => sql`${nameOf('w', source)} as materialized (${wordStartRows(source)})`,
    ', ',
  );
  // Each kind's word starts counted once (the rest's filter and the answer read them).
  const startCounts = each(
    kinds,
    (source) => sql`(select count(*) from ${nameOf('w', source)}) as ${nameOf('n', source)}`,
    ', ',
  );
  const total = each(kinds, (source) => nameOf('n', source), ' + ');
  const needed = sql`(select ${total} from start_counts) < ${reach}`;
  const rests = each(
    kinds,
    (source) =>
      sql`${nameOf('r', source)} as materialized (${restCandidates(source, needed, restMode)})`,
    ', ',
  );
  const restCounts = each(
    kinds,
    (source) => sql`(select count(*) from ${nameOf('r', source)}) as ${nameOf('r', source)}`,
    ', ',
  );
  const union = each(
    kinds,
    (source) =>
      sql`select * from ${nameOf('w', source)} union all select * from ${nameOf('r', source)}`,
    ' union all ',
  );
  const counts = sql`(select (select k.is_word from keys k) as is_word, s.*, ${restCounts}
    from start_counts s) c`;
  return sql`with ${keysCte('substring', true)}, ${starts},
      start_counts as materialized (select ${startCounts}), ${rests}
    ${countsWithPage(counts, kinds, union)}`;
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
      select 1 from ${fromKeys(source.table, mode)}
      where ${matches(match, mode)} ${source.scope}
      ${order} limit ${SEARCH_COUNT_CAP + 1}
    ) x) as ${sql.raw(`n_${source.type}`)}`;
  return sql`with ${keysCte(match)} select ${count(sources.shoot)}, ${count(sources.inquiry)},
    ${count(sources.clients)}`;
}
