// Server state of contacts (/api/customers): the paged list, one contact, its page summary, and
// every change. After any change the contact queries are refetched; a merge also moves shoots
// and inquiries, so their queries are refetched too.
import {
  keepPreviousData,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import {
  CUSTOMER_PAGE_SIZE,
  type TCustomer,
  type TCustomerPage,
  type TCustomerSummary,
  type TSaveCustomerRequest,
  customerSortFields,
  customerSortOrders,
} from '@studio/shared/customers/contracts';
import { http } from '../../api/http-client.ts';
import { orderKeys } from '../shoots/order-query-keys.ts';

export type ContactSort = {
  sortBy: (typeof customerSortFields)[number];
  order: (typeof customerSortOrders)[number];
};
export type ContactListFilters = ContactSort & { search: string };

export const contactKeys = {
  all: ['contacts'] as const,
  lists: () => [...contactKeys.all, 'list'] as const,
  list: (filters: object) => [...contactKeys.lists(), filters] as const,
  detail: (id: string) => [...contactKeys.all, 'detail', id] as const,
  summary: (id: string) => [...contactKeys.all, 'summary', id] as const,
};

export function contactPath(id: string): string {
  return `/api/customers/${encodeURIComponent(id)}`;
}

/** Pages of 50; 'Load more' fetches the next page. */
export function useContactList(filters: ContactListFilters) {
  return useInfiniteQuery({
    queryKey: contactKeys.list(filters),
    queryFn: ({ pageParam, signal }) =>
      http.get<TCustomerPage>(
        '/api/customers',
        {
          sortBy: filters.sortBy,
          order: filters.order,
          page: pageParam,
          size: CUSTOMER_PAGE_SIZE,
          ...(filters.search && { search: filters.search }),
        },
        { signal },
      ),
    initialPageParam: 1,
    // A new search or sort keeps the rows on screen until its first page arrives.
    placeholderData: keepPreviousData,
    getNextPageParam: (last) => (last.page * last.size < last.total ? last.page + 1 : undefined),
  });
}

export function useContact(id: string) {
  return useQuery({
    queryKey: contactKeys.detail(id),
    queryFn: ({ signal }) => http.get<TCustomer>(contactPath(id), undefined, { signal }),
  });
}

export function useContactSummary(id: string) {
  return useQuery({
    queryKey: contactKeys.summary(id),
    queryFn: ({ signal }) =>
      http.get<TCustomerSummary>(`${contactPath(id)}/summary`, undefined, { signal }),
  });
}

/** Creates when no id is given, else replaces the contact's details. */
export function useSaveContact() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string | undefined; body: TSaveCustomerRequest }) =>
      id
        ? http.put<TCustomer>(contactPath(id), body)
        : http.post<TCustomer>('/api/customers', body),
    onSuccess: (contact) => {
      queryClient.setQueryData(contactKeys.detail(contact.id), contact);
      return queryClient.invalidateQueries({ queryKey: contactKeys.lists() });
    },
  });
}

export function useDeleteContact() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => http.delete<void>(contactPath(id)),
    onSuccess: (_answer, id) => {
      queryClient.removeQueries({ queryKey: contactKeys.detail(id) });
      queryClient.removeQueries({ queryKey: contactKeys.summary(id) });
      return queryClient.invalidateQueries({ queryKey: contactKeys.lists() });
    },
  });
}

/** Merges the duplicates into the contact: their shoots and inquiries move to it. */
export function useMergeContacts(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (duplicateIds: string[]) =>
      http.post<TCustomer>(`${contactPath(id)}/merge`, { duplicateIds }),
    onSuccess: (contact, duplicateIds) => {
      for (const duplicateId of duplicateIds) {
        queryClient.removeQueries({ queryKey: contactKeys.detail(duplicateId) });
        queryClient.removeQueries({ queryKey: contactKeys.summary(duplicateId) });
      }
      queryClient.setQueryData(contactKeys.detail(contact.id), contact);
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: contactKeys.all }),
        // A shoot page shows its customer.
        queryClient.invalidateQueries({ queryKey: orderKeys.all }),
      ]);
    },
  });
}
