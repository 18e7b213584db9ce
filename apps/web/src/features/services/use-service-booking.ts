// Server state of what a service asks and lets its clients do: questionnaires, client changes,
// and its waitlist (pages of 50, email an entry, delete one).
import { useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  TClientChangesRequest,
  TServiceInquiryTemplateRequest,
  TServiceQuestionnaireRequest,
} from '@studio/shared/questionnaires/service-settings';
import type { TService } from '@studio/shared/services/contracts';
import type {
  TWaitlistEmailRequest,
  TWaitlistEntry,
  TWaitlistPage,
} from '@studio/shared/waitlist/contracts';
import { http } from '../../api/http-client.ts';
import { questionnaireKeys } from '../questionnaires/use-questionnaires.ts';
import { serviceKeys } from './service-query-keys.ts';

export const waitlistKeys = {
  all: ['waitlist'] as const,
  ofService: (serviceId: string) => ['waitlist', serviceId] as const,
};

export type ServiceBookingChange =
  | { kind: 'questionnaire'; body: TServiceQuestionnaireRequest }
  | { kind: 'inquiryTemplate'; body: TServiceInquiryTemplateRequest }
  | { kind: 'clientChanges'; body: TClientChangesRequest };

function send(serviceId: string, change: ServiceBookingChange): Promise<TService> {
  const base = `/api/services/${serviceId}`;
  switch (change.kind) {
    case 'questionnaire':
      return http.put<TService>(`${base}/questionnaire-template`, change.body);
    case 'inquiryTemplate':
      return http.put<TService>(`${base}/inquiry-template`, change.body);
    case 'clientChanges':
      return http.patch<TService>(`${base}/client-changes`, change.body);
  }
}

/** Each change answers the service aggregate: it goes into the cache; template counts refetch. */
export function useChangeServiceBooking(serviceId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: ServiceBookingChange) => send(serviceId, change),
    onSuccess: async (service, change) => {
      queryClient.setQueryData(serviceKeys.detail(service.id), service);
      // The questionnaire list says how many services use each template.
      if (change.kind !== 'clientChanges') {
        await queryClient.invalidateQueries({ queryKey: questionnaireKeys.list() });
      }
    },
  });
}

export function useWaitlist(serviceId: string) {
  return useInfiniteQuery({
    queryKey: waitlistKeys.ofService(serviceId),
    queryFn: ({ pageParam, signal }) =>
      http.get<TWaitlistPage>(
        `/api/services/${serviceId}/waitlist`,
        { page: pageParam },
        { signal },
      ),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.page * last.size < last.total ? last.page + 1 : undefined),
  });
}

export function useEmailWaitlistEntry(serviceId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ entryId, body }: { entryId: string; body: TWaitlistEmailRequest }) =>
      http.post<TWaitlistEntry>(`/api/services/${serviceId}/waitlist/${entryId}/email`, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: waitlistKeys.ofService(serviceId) }),
  });
}

/** The path for removing a waitlist entry. */
export function useDeleteWaitlistEntry(serviceId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (entryId: string) => http.delete<{ id: string }>(`/api/orders/${entryId}/waitlist`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: waitlistKeys.ofService(serviceId) }),
  });
}
