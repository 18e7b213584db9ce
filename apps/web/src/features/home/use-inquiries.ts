// Server state of inquiries on the home screen: pages of 50 with 'load more' and the unread count
// of the tab. The query keys of every inquiry query (the inquiry page's too) are here.
import { useInfiniteQuery, useQuery, type InfiniteData } from '@tanstack/react-query';
import type { TInquiryCounts, TInquiryPage } from '@studio/shared/inquiries/contracts';
import { http } from '../../api/http-client.ts';

export const inquiryKeys = {
  all: ['inquiries'] as const,
  list: () => ['inquiries', 'list'] as const,
  counts: () => ['inquiries', 'counts'] as const,
  detail: (id: string) => ['inquiries', 'detail', id] as const,
  activities: (id: string) => ['inquiries', 'activities', id] as const,
  notes: (id: string) => ['inquiries', 'notes', id] as const,
};

export type InquiryListData = InfiniteData<TInquiryPage, number>;

export function useInquiryList() {
  return useInfiniteQuery({
    queryKey: inquiryKeys.list(),
    queryFn: ({ pageParam, signal }) =>
      http.get<TInquiryPage>('/api/inquiries', { page: pageParam }, { signal }),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.page * last.size < last.total ? last.page + 1 : undefined),
  });
}

export function useInquiryCounts() {
  return useQuery({
    queryKey: inquiryKeys.counts(),
    queryFn: ({ signal }) =>
      http.get<TInquiryCounts>('/api/inquiries/count', undefined, { signal }),
  });
}
