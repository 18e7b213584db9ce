// Server state of the global search overlay: one infinite list per tab (pages of 10) and the
// count of every tab. Each request takes TanStack Query's signal: when a new input replaces the
// query, the old one has no observer left and Query aborts its request.
import { keepPreviousData, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import type { TSearchCounts, TSearchPage, TSearchType } from '@studio/shared/search/contracts';
import { http } from '../../api/http-client.ts';

export const searchKeys = {
  all: ['search'] as const,
  results: (type: TSearchType, search: string) => ['search', 'results', type, search] as const,
  counts: (search: string) => ['search', 'counts', search] as const,
};

/** Results stay fresh for a short while: going back to a tab does not ask again. */
const STALE_MS = 30_000;

export function useSearchResults(type: TSearchType, search: string) {
  return useInfiniteQuery({
    queryKey: searchKeys.results(type, search),
    queryFn: ({ pageParam, signal }) =>
      http.get<TSearchPage>('/api/search', { search, type, page: pageParam }, { signal }),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.hasMore ? last.page + 1 : undefined),
    enabled: search.length > 0,
    staleTime: STALE_MS,
    placeholderData: keepPreviousData,
  });
}

export function useSearchCounts(search: string) {
  return useQuery({
    queryKey: searchKeys.counts(search),
    queryFn: ({ signal }) => http.get<TSearchCounts>('/api/search/count', { search }, { signal }),
    enabled: search.length > 0,
    staleTime: STALE_MS,
    placeholderData: keepPreviousData,
  });
}
