// Server state of availability templates, a service's link to one and its bookable times.
import { App } from 'antd';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TAvailabilityTemplate } from '@studio/shared/availability/contracts';
import type {
  TAvailabilityTemplateRequest,
  TBookableTimes,
} from '@studio/shared/availability/requests';
import { messages } from '@studio/shared/messages';
import type { TService } from '@studio/shared/services/contracts';
import { http } from '../../api/http-client.ts';
import { serviceKeys } from '../services/service-query-keys.ts';

export const availabilityKeys = {
  all: ['availability'] as const,
  templates: ['availability', 'templates'] as const,
  bookable: (serviceId: string, params: object) =>
    ['availability', 'bookable-times', serviceId, params] as const,
};

export function useTemplates() {
  return useQuery({
    queryKey: availabilityKeys.templates,
    queryFn: ({ signal }) =>
      http.get<TAvailabilityTemplate[]>('/api/availability-templates', undefined, { signal }),
  });
}

/**
 * Template changes show on the page's list, on every linked service's bookable times and on the
 * service edit pages (which name the template), so all of those refetch.
 */
function useRefreshAvailability() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: availabilityKeys.all }),
      queryClient.invalidateQueries({ queryKey: serviceKeys.all }),
    ]);
}

export function useSaveTemplate() {
  const refresh = useRefreshAvailability();
  const { message } = App.useApp();
  return useMutation({
    mutationFn: ({ id, body }: { id: string | undefined; body: TAvailabilityTemplateRequest }) =>
      id
        ? http.put<TAvailabilityTemplate>(`/api/availability-templates/${id}`, body)
        : http.post<TAvailabilityTemplate>('/api/availability-templates', body),
    onSuccess: async () => {
      await refresh();
      message.success(messages.saved);
    },
  });
}

export function useDeleteTemplate() {
  const refresh = useRefreshAvailability();
  const { message } = App.useApp();
  return useMutation({
    mutationFn: (id: string) => http.delete<{ id: string }>(`/api/availability-templates/${id}`),
    onSuccess: async () => {
      await refresh();
      message.success(messages.deleted);
    },
  });
}

/** Changes of the service shown on its edit page: the template link, duration and buffer. */
export function useServiceAvailabilityChange(serviceId: string) {
  const queryClient = useQueryClient();
  const { message } = App.useApp();
  return useMutation({
    mutationFn: (
      change:
        | { availabilityTemplateId: string | null }
        | { durationMinutes: number }
        | { bufferMinutes: number },
    ) =>
      'availabilityTemplateId' in change
        ? http.patch(`/api/services/${serviceId}/availability-template`, change)
        : http.put<TService>(`/api/services/${serviceId}`, change),
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: serviceKeys.detail(serviceId) }),
        queryClient.invalidateQueries({ queryKey: availabilityKeys.templates }),
      ]);
      message.success(messages.saved);
    },
  });
}

/** Keyed by what decides the answer, so a changed template, duration or buffer refetches. */
export function useBookableTimes(service: TService, from: string, to: string) {
  const params = {
    from,
    to,
    templateId: service.availabilityTemplateId,
    duration: service.durationMinutes,
    buffer: service.bufferMinutes,
  };
  return useQuery({
    queryKey: availabilityKeys.bookable(service.id, params),
    queryFn: ({ signal }) =>
      http.get<TBookableTimes>(
        `/api/services/${service.id}/bookable-times`,
        { from, to },
        { signal },
      ),
    placeholderData: keepPreviousData,
  });
}
