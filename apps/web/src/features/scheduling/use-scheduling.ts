// Server state of a mini session's dates and slots. The service edit page shows them from the
// service aggregate: each change puts the answered date into that cache at once, then refetches
// serviceKeys.detail (and the lists, whose next date may change).
import { createElement } from 'react';
import { App } from 'antd';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { messages } from '@studio/shared/messages';
import type { TServiceDate } from '@studio/shared/scheduling/contracts';
import type {
  TAddSlotsRequest,
  TCreateServiceDateRequest,
  TPremiumReserveRequest,
  TUpdateServiceDateRequest,
  TUpdateSlotRequest,
} from '@studio/shared/scheduling/requests';
import type { TService } from '@studio/shared/services/contracts';
import { ApiError, errorLines, http } from '../../api/http-client.ts';
import { serviceKeys } from '../services/service-query-keys.ts';

type Change = { date?: TServiceDate; removedDateId?: string };

function useApplyChange(serviceId: string, text: string, isListChange: boolean) {
  const queryClient = useQueryClient();
  const { message } = App.useApp();
  return async ({ date, removedDateId }: Change) => {
    queryClient.setQueryData<TService>(serviceKeys.detail(serviceId), (service) => {
      if (!service) return service;
      const others = service.serviceDates.filter(
        (item) => item.id !== date?.id && item.id !== removedDateId,
      );
      const serviceDates = date ? [...others, date] : others;
      serviceDates.sort((a, b) => a.date.localeCompare(b.date));
      return { ...service, serviceDates };
    });
    message.success(text);
    // Conflict flags of other dates and services may change too: the server has the last word.
    await queryClient.invalidateQueries({
      queryKey: isListChange ? serviceKeys.all : serviceKeys.detail(serviceId),
    });
  };
}

/**
 * Row actions have no form to show a failure under: the SPEC §8 error dialog shows the server's
 * title and message, one line per piece.
 */
export function useShowError() {
  const { modal } = App.useApp();
  return (error: unknown) => {
    modal.error({
      title: error instanceof ApiError ? error.title : 'Not saved',
      content: createElement(
        'div',
        null,
        ...errorLines(error).map((line, index) => createElement('div', { key: index }, line)),
      ),
    });
  };
}

export function useCreateServiceDate(serviceId: string) {
  const apply = useApplyChange(serviceId, messages.saved, true);
  return useMutation({
    mutationFn: (body: TCreateServiceDateRequest) =>
      http.post<TServiceDate>(`/api/services/${serviceId}/date-times`, body),
    onSuccess: (date) => apply({ date }),
  });
}

export function useUpdateServiceDate(serviceId: string) {
  const apply = useApplyChange(serviceId, messages.saved, true);
  return useMutation({
    mutationFn: (body: TUpdateServiceDateRequest) =>
      http.put<TServiceDate>(`/api/services/${serviceId}/date-times`, body),
    onSuccess: (date) => apply({ date }),
  });
}

export function useDeleteServiceDate(serviceId: string) {
  const apply = useApplyChange(serviceId, messages.deleted, true);
  return useMutation({
    mutationFn: (dateId: string) =>
      http.delete<{ id: string }>(`/api/services/${serviceId}/date-times`, { dateId }),
    onSuccess: ({ id }) => apply({ removedDateId: id }),
  });
}

export function useAddSlots(serviceId: string) {
  const apply = useApplyChange(serviceId, messages.saved, false);
  return useMutation({
    mutationFn: ({ dateId, body }: { dateId: string; body: TAddSlotsRequest }) =>
      http.post<TServiceDate>(`/api/services/${serviceId}/date-times/${dateId}/slots`, body),
    onSuccess: (date) => apply({ date }),
  });
}

export function useUpdateSlot(serviceId: string) {
  const apply = useApplyChange(serviceId, messages.saved, false);
  return useMutation({
    mutationFn: ({ slotId, body }: { slotId: string; body: TUpdateSlotRequest }) =>
      http.put<TServiceDate>(`/api/services/${serviceId}/slots/${slotId}`, body),
    onSuccess: (date) => apply({ date }),
  });
}

export function useDeleteSlot(serviceId: string) {
  const apply = useApplyChange(serviceId, messages.deleted, false);
  return useMutation({
    mutationFn: (slotId: string) =>
      http.delete<TServiceDate>(`/api/services/${serviceId}/slots/${slotId}`),
    onSuccess: (date) => apply({ date }),
  });
}

export function useSetPremiumReserve(serviceId: string) {
  const apply = useApplyChange(serviceId, messages.saved, false);
  return useMutation({
    mutationFn: ({ slotId, body }: { slotId: string; body: TPremiumReserveRequest }) =>
      http.post<TServiceDate>(`/api/services/${serviceId}/slots/${slotId}/premium-reserve`, body),
    onSuccess: (date) => apply({ date }),
  });
}
