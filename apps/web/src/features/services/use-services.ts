// Server state of services: the paged list, one service's edit aggregate, and every change to it.
// A change answers the new aggregate: it goes straight into the detail cache, and the lists
// (everything under serviceKeys.all) are refetched.
import {
  keepPreviousData,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import type { TService, TServicePage } from '@studio/shared/services/contracts';
import type { z } from 'zod';
import type {
  TCreateServiceRequest,
  ZListServicesQuery,
  TPaymentScheduleRequest,
  TServiceAffect,
  TTaxRequest,
  TUpdateServiceRequest,
} from '@studio/shared/services/requests';
import { limits } from '@studio/shared/constants';
import { http } from '../../api/http-client.ts';
import { serviceKeys } from './service-query-keys.ts';

export type ServiceListFilters = Omit<z.output<typeof ZListServicesQuery>, 'page' | 'size'>;

/** An image stored by POST /api/upload/image. */
export type UploadedImage = {
  id: string;
  url: string;
  width: number | null;
  height: number | null;
};

/** Pages of 50; 'load more' fetches the next page. */
export function useServicesList(filters: ServiceListFilters) {
  return useInfiniteQuery({
    queryKey: serviceKeys.list(filters),
    queryFn: ({ pageParam, signal }) =>
      http.get<TServicePage>(
        '/api/services',
        { ...filters, page: pageParam, size: limits.pageSize },
        { signal },
      ),
    initialPageParam: 1,
    // A new search or sort keeps the rows on screen until its first page arrives.
    placeholderData: keepPreviousData,
    getNextPageParam: (last) => (last.page * last.size < last.total ? last.page + 1 : undefined),
  });
}

export function useService(id: string) {
  return useQuery({
    queryKey: serviceKeys.detail(id),
    queryFn: ({ signal }) => http.get<TService>(`/api/services/edit/${id}`, undefined, { signal }),
  });
}

/** What deleting the service would remove and keep; asked right before the confirmation. */
export function fetchServiceAffect(id: string): Promise<TServiceAffect> {
  return http.get<TServiceAffect>(`/api/services/${id}/service-affect`);
}

/** After any change: the answer is the new aggregate; lists showing the service refetch. */
function useApplyService() {
  const queryClient = useQueryClient();
  return async (service: TService) => {
    queryClient.setQueryData(serviceKeys.detail(service.id), service);
    await queryClient.invalidateQueries({
      queryKey: serviceKeys.all,
      predicate: (query) => query.queryKey[1] !== 'detail',
    });
  };
}

export function useCreateService() {
  const apply = useApplyService();
  return useMutation({
    mutationFn: (body: TCreateServiceRequest) => http.post<TService>('/api/services', body),
    onSuccess: apply,
  });
}

type ServiceChange =
  | { kind: 'update'; body: TUpdateServiceRequest }
  | { kind: 'description'; description: string }
  | { kind: 'gallery'; fileIds: string[] }
  | { kind: 'feeCollectionMethod'; feeCollectionMethod: TService['feeCollectionMethod'] }
  | { kind: 'paymentSchedule'; body: TPaymentScheduleRequest }
  | { kind: 'options'; isPrivate?: boolean; isPaused?: boolean }
  | { kind: 'note'; note: string }
  | { kind: 'tax'; body: TTaxRequest };

function send(id: string, change: ServiceChange): Promise<TService> {
  const base = `/api/services/${id}`;
  switch (change.kind) {
    case 'update':
      return http.put<TService>(base, change.body);
    case 'description':
      return http.put<TService>(`${base}/description`, { description: change.description });
    case 'gallery':
      return http.put<TService>(`${base}/gallery`, { fileIds: change.fileIds });
    case 'feeCollectionMethod':
      return http.patch<TService>(`${base}/fee-collect-method`, {
        feeCollectionMethod: change.feeCollectionMethod,
      });
    case 'paymentSchedule':
      return http.patch<TService>(`${base}/payment-schedule`, change.body);
    case 'options':
      return http.patch<TService>(`${base}/service-options`, {
        isPrivate: change.isPrivate,
        isPaused: change.isPaused,
      });
    case 'note':
      return http.patch<TService>(`${base}/note`, { note: change.note });
    case 'tax':
      return http.patch<TService>(`${base}/tax`, change.body);
  }
}

/** One mutation for every change of one service; each call says which change it is. */
export function useChangeService(id: string) {
  const apply = useApplyService();
  return useMutation({
    mutationFn: (change: ServiceChange) => send(id, change),
    onSuccess: apply,
  });
}

/** Several changes saved one after the other (a form that spans two endpoints). */
export function useChangeServiceSteps(id: string) {
  const apply = useApplyService();
  return useMutation({
    mutationFn: async (changes: ServiceChange[]) => {
      let latest: TService | undefined;
      for (const change of changes) latest = await send(id, change);
      return latest;
    },
    onSuccess: async (service) => {
      if (service) await apply(service);
    },
  });
}

export function useUploadImage() {
  return useMutation({
    mutationFn: (file: File) => {
      const body = new FormData();
      body.append('file', file);
      return http.post<UploadedImage>('/api/upload/image', body);
    },
  });
}

export function useDuplicateService() {
  const apply = useApplyService();
  return useMutation({
    mutationFn: (id: string) => http.post<TService>(`/api/services/${id}/duplicate`),
    onSuccess: apply,
  });
}

export function useDeleteService() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => http.delete<TServiceAffect>(`/api/services/${id}`),
    onSuccess: async (_affect, id) => {
      queryClient.removeQueries({ queryKey: serviceKeys.detail(id) });
      await queryClient.invalidateQueries({ queryKey: serviceKeys.all });
    },
  });
}
