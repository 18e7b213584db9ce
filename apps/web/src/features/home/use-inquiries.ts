// Server state of inquiries on the home screen: pages of 50 with 'load more', the unread count of
// the tab, one inquiry for the drawer, mark read and delete.
import {
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
  type InfiniteData,
} from '@tanstack/react-query';
import type { TInquiry, TInquiryCounts, TInquiryPage } from '@studio/shared/inquiries/contracts';
import { http } from '../../api/http-client.ts';

export const inquiryKeys = {
  all: ['inquiries'] as const,
  list: () => ['inquiries', 'list'] as const,
  counts: () => ['inquiries', 'counts'] as const,
  detail: (id: string) => ['inquiries', 'detail', id] as const,
};

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

export function useInquiry(id: string | undefined) {
  return useQuery({
    queryKey: inquiryKeys.detail(id ?? 'none'),
    queryFn: ({ signal }) => http.get<TInquiry>(`/api/inquiries/${id}`, undefined, { signal }),
    enabled: Boolean(id),
  });
}

type ListData = InfiniteData<TInquiryPage, number>;

/** The row turns read at once; the unread count follows from the server. */
export function useMarkInquiryRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => http.patch<TInquiry>(`/api/inquiries/${id}/mark-as-read`),
    onMutate: async (id) => {
      await queryClient.cancelQueries({ queryKey: inquiryKeys.list() });
      queryClient.setQueryData<ListData>(inquiryKeys.list(), (data) =>
        data
          ? {
              ...data,
              pages: data.pages.map((page) => ({
                ...page,
                items: page.items.map((item) =>
                  item.id === id ? { ...item, isRead: true } : item,
                ),
              })),
            }
          : data,
      );
      queryClient.setQueryData<TInquiryCounts>(inquiryKeys.counts(), (counts) =>
        counts ? { ...counts, totalUnRead: Math.max(0, counts.totalUnRead - 1) } : counts,
      );
    },
    onSuccess: (inquiry) => queryClient.setQueryData(inquiryKeys.detail(inquiry.id), inquiry),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: inquiryKeys.counts() }),
        queryClient.invalidateQueries({ queryKey: inquiryKeys.list() }),
      ]),
  });
}

export function useDeleteInquiry() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => http.delete<{ id: string }>(`/api/inquiries/${id}`),
    onSuccess: async (_answer, id) => {
      queryClient.removeQueries({ queryKey: inquiryKeys.detail(id) });
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: inquiryKeys.list() }),
        queryClient.invalidateQueries({ queryKey: inquiryKeys.counts() }),
      ]);
    },
  });
}
