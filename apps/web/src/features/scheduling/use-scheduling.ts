// Server state of a mini session's dates and slots, loaded a month at a time. Each change puts
// the answered date into the loaded months at once, then refetches the service queries (month
// counts on the edit page, conflict flags, the lists' next date).
import { createElement } from 'react';
import { App } from 'antd';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import dayjs from 'dayjs';
import { messages } from '@studio/shared/messages';
import type { TServiceDate } from '@studio/shared/scheduling/contracts';
import type {
  TAddSlotsRequest,
  TCreateServiceDateRequest,
  TPremiumReserveRequest,
  TUpdateServiceDateRequest,
  TUpdateSlotRequest,
} from '@studio/shared/scheduling/requests';
import { ApiError, errorLines, http } from '../../api/http-client.ts';
import { serviceKeys } from '../services/service-query-keys.ts';

type Change = { date?: TServiceDate; removedDateId?: string };

/** The first and last local day of a month 'YYYY-MM'. */
export function monthRange(month: string): { from: string; to: string } {
  const first = dayjs(`${month}-01`);
  return { from: first.format('YYYY-MM-DD'), to: first.endOf('month').format('YYYY-MM-DD') };
}

/** One month of the mini session's dates with their slots (the edit page shows one at a time). */
export function useServiceDates(serviceId: string, month: string | undefined) {
  return useQuery({
    queryKey: serviceKeys.dates(serviceId, month ?? ''),
    queryFn: ({ signal }) =>
      http.get<TServiceDate[]>(
        `/api/services/${serviceId}/service-dates`,
        monthRange(month ?? ''),
        { signal },
      ),
    enabled: month !== undefined,
  });
}

function useApplyChange(serviceId: string, text: string) {
  const queryClient = useQueryClient();
  const { message } = App.useApp();
  return async ({ date, removedDateId }: Change) => {
    // Put the answer into every loaded month at once: a moved date leaves its old month.
    for (const [key, dates] of queryClient.getQueriesData<TServiceDate[]>({
      queryKey: serviceKeys.datesOf(serviceId),
    })) {
      if (!dates) continue;
      const month = String(key[key.length - 1]);
      const others = dates.filter((item) => item.id !== date?.id && item.id !== removedDateId);
      const next = date && date.date.startsWith(month) ? [...others, date] : others;
      next.sort((a, b) => a.date.localeCompare(b.date));
      queryClient.setQueryData(key, next);
    }
    message.success(text);
    // Month counts, conflict flags of other dates and services, and the lists' next date may
    // change too: the server has the last word.
    await queryClient.invalidateQueries({ queryKey: serviceKeys.all });
  };
}

/**
 * Row actions have no form to show a failure under: the error dialog shows the server's
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
  const apply = useApplyChange(serviceId, messages.saved);
  return useMutation({
    mutationFn: (body: TCreateServiceDateRequest) =>
      http.post<TServiceDate>(`/api/services/${serviceId}/date-times`, body),
    onSuccess: (date) => apply({ date }),
  });
}

export function useUpdateServiceDate(serviceId: string) {
  const apply = useApplyChange(serviceId, messages.saved);
  return useMutation({
    mutationFn: (body: TUpdateServiceDateRequest) =>
      http.put<TServiceDate>(`/api/services/${serviceId}/date-times`, body),
    onSuccess: (date) => apply({ date }),
  });
}

export function useDeleteServiceDate(serviceId: string) {
  const apply = useApplyChange(serviceId, messages.deleted);
  return useMutation({
    mutationFn: (dateId: string) =>
      http.delete<{ id: string }>(`/api/services/${serviceId}/date-times`, { dateId }),
    onSuccess: ({ id }) => apply({ removedDateId: id }),
  });
}

export function useAddSlots(serviceId: string) {
  const apply = useApplyChange(serviceId, messages.saved);
  return useMutation({
    mutationFn: ({ dateId, body }: { dateId: string; body: TAddSlotsRequest }) =>
      http.post<TServiceDate>(`/api/services/${serviceId}/date-times/${dateId}/slots`, body),
    onSuccess: (date) => apply({ date }),
  });
}

export function useUpdateSlot(serviceId: string) {
  const apply = useApplyChange(serviceId, messages.saved);
  return useMutation({
    mutationFn: ({ slotId, body }: { slotId: string; body: TUpdateSlotRequest }) =>
      http.put<TServiceDate>(`/api/services/${serviceId}/slots/${slotId}`, body),
    onSuccess: (date) => apply({ date }),
  });
}

export function useDeleteSlot(serviceId: string) {
  const apply = useApplyChange(serviceId, messages.deleted);
  return useMutation({
    mutationFn: (slotId: string) =>
      http.delete<TServiceDate>(`/api/services/${serviceId}/slots/${slotId}`),
    onSuccess: (date) => apply({ date }),
  });
}

export function useSetPremiumReserve(serviceId: string) {
  const apply = useApplyChange(serviceId, messages.saved);
  return useMutation({
    mutationFn: ({ slotId, body }: { slotId: string; body: TPremiumReserveRequest }) =>
      http.post<TServiceDate>(`/api/services/${serviceId}/slots/${slotId}/premium-reserve`, body),
    onSuccess: (date) => apply({ date }),
  });
}
