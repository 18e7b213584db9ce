// Server state of the inquiry page: the inquiry, its activities and notes; marking it read,
// adding a note, deleting it. Keys are shared with the home list (inquiryKeys).
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  TCreateInquiryNoteRequest,
  TInquiry,
  TInquiryActivity,
  TInquiryCounts,
  TInquiryNote,
} from '@studio/shared/inquiries/contracts';
import { http } from '../../api/http-client.ts';
import { inquiryKeys, type InquiryListData } from '../home/use-inquiries.ts';

export const inquiryPath = (id: string) => `/api/inquiries/${encodeURIComponent(id)}`;

export function useInquiry(id: string) {
  return useQuery({
    queryKey: inquiryKeys.detail(id),
    queryFn: ({ signal }) => http.get<TInquiry>(inquiryPath(id), undefined, { signal }),
  });
}

export function useInquiryActivities(id: string) {
  return useQuery({
    queryKey: inquiryKeys.activities(id),
    queryFn: ({ signal }) =>
      http.get<TInquiryActivity[]>(`${inquiryPath(id)}/activities`, undefined, { signal }),
  });
}

export function useInquiryNotes(id: string) {
  return useQuery({
    queryKey: inquiryKeys.notes(id),
    queryFn: ({ signal }) =>
      http.get<TInquiryNote[]>(`${inquiryPath(id)}/notes`, undefined, { signal }),
  });
}

/** The page, the home row and the tab's count turn read at once; the server confirms. */
export function useMarkInquiryRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => http.patch<TInquiry>(`${inquiryPath(id)}/mark-as-read`),
    onMutate: async (id) => {
      await queryClient.cancelQueries({ queryKey: inquiryKeys.list() });
      queryClient.setQueryData<InquiryListData>(inquiryKeys.list(), (data) =>
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
      queryClient.setQueryData<TInquiry>(inquiryKeys.detail(id), (inquiry) =>
        inquiry ? { ...inquiry, isRead: true } : inquiry,
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

export function useAddInquiryNote(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TCreateInquiryNoteRequest) =>
      http.post<TInquiryNote>(`${inquiryPath(id)}/notes`, body),
    onSuccess: (note) => {
      queryClient.setQueryData<TInquiryNote[]>(inquiryKeys.notes(id), (notes) =>
        notes ? [...notes, note] : [note],
      );
      return queryClient.invalidateQueries({ queryKey: inquiryKeys.notes(id) });
    },
  });
}

/** The lists and counts follow; the page's own queries are dropped by the page once it has left. */
export function useDeleteInquiry() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => http.delete<{ id: string }>(inquiryPath(id)),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: inquiryKeys.list() }),
        queryClient.invalidateQueries({ queryKey: inquiryKeys.counts() }),
      ]),
  });
}

/** After a shoot was made from the inquiry (or another tab made one): read it all again. */
export function useRefreshInquiry(id: string) {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: inquiryKeys.detail(id) }),
      queryClient.invalidateQueries({ queryKey: inquiryKeys.activities(id) }),
      queryClient.invalidateQueries({ queryKey: inquiryKeys.list() }),
      queryClient.invalidateQueries({ queryKey: inquiryKeys.counts() }),
    ]);
}
