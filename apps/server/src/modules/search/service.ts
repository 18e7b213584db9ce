// Global search (SPEC §2 search panel): a page of one tab, and every tab's count.
import { limits } from '@studio/shared/constants';
import {
  SEARCH_COUNT_CAP,
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
} from './search-queries.ts';

const kindsOf: Record<TSearchType, TSearchResultType[]> = {
  all: ['shoot', 'inquiry', 'clients'],
  shoot: ['shoot'],
  inquiry: ['inquiry'],
  clients: ['clients'],
  // SPEC §9 lists a meeting tab; there are no meetings yet, so it never has rows.
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
const countStatement = perShape(String, (match: SearchMatch, name) =>
  namedStatement<CountRow>(`search_count_${name}`, countMatches(match)),
);

/**
 * GET /api/search: matches ranked (exact, then starting with the input, then a word starting with
 * it, then the rest; newest first in each), or newest first when a kind has more than
 * rankCapOf() matches or the input has no letter or digit (search-input.ts: how it matches).
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
  let rows: ResultRow[] | undefined;
  if (match !== 'literal') {
    const ranked = await rankedStatement(tab)(executor, values);
    const cap = rankCapOf(match);
    const isOverCap = kinds.some((kind) => Number(ranked[0]?.[`n_${kind.type}`]) > cap);
    if (!isOverCap) rows = ranked.filter((row): row is ResultRow & RankedRow => row.id != null);
  }
  rows ??= await newestStatement(tab)(executor, values);
  return {
    items: rows.slice(0, size).map(presentResult),
    page: input.page,
    size,
    hasMore: rows.length > size,
  };
}

/** GET /api/search/count: SPEC §3 search counts, each exact up to SEARCH_COUNT_CAP. */
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
