// Global search: a page of one tab, and every tab's count.
import { limits } from '@studio/shared/constants';
import {
  SEARCH_COUNT_CAP,
  SEARCH_RANK_CAP,
  type TSearchCounts,
  type TSearchPage,
  type TSearchResultType,
  type TSearchType,
} from '@studio/shared/search/contracts';
import type { Executor } from '../../db/client.ts';
import { namedStatement, perShape } from '../../db/prepared.ts';
import { presentResult, type ResultRow } from './presenter.ts';
import { searchInputOf, type SearchMatch } from './search-input.ts';
import {
  countMatches,
  newestPage,
  rankCapOf,
  rankedPage,
  sources,
  valuesOf,
  wordPage,
} from './search-queries.ts';

const kindsOf: Record<TSearchType, TSearchResultType[]> = {
  all: ['shoot', 'inquiry', 'clients'],
  shoot: ['shoot'],
  inquiry: ['inquiry'],
  clients: ['clients'],
  // The meeting tab exists for meetings to come; there are none yet, so it never has rows.
  meeting: [],
};

export type SearchRecordsInput = {
  businessId: string;
  search: string;
  type: TSearchType;
  page: number;
};

type RankedRow = Partial<ResultRow> & Record<`n_${TSearchResultType}`, number | string | undefined>;
type CountRow = Record<`n_${TSearchResultType}`, number | string>;
type WordRow = Partial<ResultRow> & { is_word: boolean } & Record<
    `${'n' | 'r'}_${TSearchResultType}`,
    number | string
  >;

// Each shape's statement, its text built once (search-queries.ts: every value a placeholder).
type Tab = { type: TSearchType; match: SearchMatch };
const tabName = ({ type, match }: Tab) => `${type}_${match}`;
const kindsIn = (type: TSearchType) => kindsOf[type].map((kind) => sources[kind]);
const rankedStatement = perShape(tabName, ({ type, match }: Tab, name) =>
  namedStatement<RankedRow>(`search_ranked_${name}`, rankedPage(kindsIn(type), match)),
);
const newestStatement = perShape(tabName, ({ type, match }: Tab, name) =>
  namedStatement<ResultRow>(`search_newest_${name}`, newestPage(kindsIn(type), match)),
);
const wordStatement = perShape(
  ({ type, rest }: { type: TSearchType; rest: 'ranked' | 'newest' }) => `${type}_${rest}`,
  ({ type, rest }, name) =>
    namedStatement<WordRow>(`search_words_${name}`, wordPage(kindsIn(type), rest)),
);
const countStatement = perShape(String, (match: SearchMatch, name) =>
  namedStatement<CountRow>(`search_count_${name}`, countMatches(match)),
);

/**
 * GET /api/search: matches ranked (exact, then starting with the input, then a word starting with
 * it, then the rest; newest first in each), or newest first when a kind has more than
 * rankCapOf() matches or the input has no letter or digit (search-input.ts: how it matches).
 * A one-word input of three or more characters ranks its word starts from search_words and is
 * newest first only when a kind has more than SEARCH_RANK_CAP word starts: its rest (rank 3) is
 * newest first anyway, however many (wordStartsFirst).
 */
export async function searchRecords(
  executor: Executor,
  input: SearchRecordsInput,
): Promise<TSearchPage> {
  const size = limits.searchPageSize;
  const empty: TSearchPage = { items: [], page: input.page, size, hasMore: false };
  const searchInput = searchInputOf(input.search);
  const kinds = kindsIn(input.type);
  if (!searchInput || kinds.length === 0) return empty;

  const { match } = searchInput;
  const tab = { type: input.type, match };
  const values = valuesOf(searchInput, input.businessId, { offset: (input.page - 1) * size, size });
  let rows: ResultRow[] | 'newest' | undefined;
  if (match === 'substring' && !/\s/.test(searchInput.plain)) {
    rows = await wordStartsFirst(executor, input.type, values);
  }
  if (match !== 'literal' && rows === undefined) {
    const ranked = await rankedStatement(tab)(executor, values);
    if (!isOver(ranked[0], input.type, 'n', rankCapOf(match))) rows = ranked.filter(hasId);
  }
  if (rows === undefined || rows === 'newest') rows = await newestStatement(tab)(executor, values);
  return {
    items: rows.slice(0, size).map(presentResult),
    page: input.page,
    size,
    hasMore: rows.length > size,
  };
}

/** Whether a tab's kinds have more than `cap` of what the row counts with `prefix` (`n_shoot`). */
function isOver(
  row: Record<string, unknown> | undefined,
  type: TSearchType,
  prefix: 'n' | 'r',
  cap: number,
): boolean {
  return kindsOf[type].some((kind) => Number(row?.[`${prefix}_${kind}`]) > cap);
}

const hasId = <Row extends Partial<ResultRow>>(row: Row): row is Row & ResultRow => row.id != null;

/**
 * A one-word input's page (search-queries.ts, wordPage): its word starts ranked from
 * search_words, then the rest newest first. 'newest' when the list goes newest first instead (a
 * kind with more word starts than the cap has more matches than the cap); undefined when the
 * input is not one word once through search_key().
 */
async function wordStartsFirst(
  executor: Executor,
  type: TSearchType,
  values: Record<string, unknown>,
): Promise<ResultRow[] | 'newest' | undefined> {
  let rows = await wordStatement({ type, rest: 'ranked' })(executor, values);
  const first = rows[0];
  if (!first?.is_word) return undefined;
  if (isOver(first, type, 'n', SEARCH_RANK_CAP)) return 'newest';
  if (isOver(first, type, 'r', SEARCH_RANK_CAP)) {
    rows = await wordStatement({ type, rest: 'newest' })(executor, values);
  }
  return rows.filter(hasId);
}

/** GET /api/search/count: the count of each kind, exact up to SEARCH_COUNT_CAP. */
export async function countSearchResults(
  executor: Executor,
  input: { businessId: string; search: string },
): Promise<TSearchCounts> {
  const searchInput = searchInputOf(input.search);
  const counted: Partial<CountRow> = searchInput
    ? ((
        await countStatement(searchInput.match)(executor, valuesOf(searchInput, input.businessId))
      )[0] ?? {})
    : {};
  const countOf = (type: TSearchResultType) => Number(counted[`n_${type}`] ?? 0);
  const shoots = countOf('shoot');
  const inquiries = countOf('inquiry');
  const clients = countOf('clients');
  const capped = (n: number) => Math.min(n, SEARCH_COUNT_CAP);
  return {
    totalResults: capped(shoots) + capped(inquiries) + capped(clients),
    totalShoots: capped(shoots),
    totalMeetings: 0,
    totalInquiries: capped(inquiries),
    totalClients: capped(clients),
    isCapped: {
      shoot: shoots > SEARCH_COUNT_CAP,
      inquiry: inquiries > SEARCH_COUNT_CAP,
      clients: clients > SEARCH_COUNT_CAP,
    },
  };
}
