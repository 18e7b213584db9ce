// Queries and changes of the business's integrations: the calendar feed
// (/api/integrations/calendar-feed) and the tracking ids kept as options.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  ZTrackingOptionValue,
  type TCalendarFeed,
  type TTrackingOptionName,
} from '@studio/shared/integrations/contracts';
import type { TOption } from '@studio/shared/options/contracts';
import { http } from '../../api/http-client.ts';

export const integrationKeys = {
  calendarFeed: ['integrations', 'calendar-feed'] as const,
  tracking: (name: TTrackingOptionName) => ['options', name] as const,
};

export function useCalendarFeed() {
  return useQuery({
    queryKey: integrationKeys.calendarFeed,
    queryFn: ({ signal }) =>
      http.get<TCalendarFeed>('/api/integrations/calendar-feed', undefined, { signal }),
  });
}

/** Connects or regenerates; the answer is the only one that holds the feed URL. */
export function useConnectCalendarFeed() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => http.post<TCalendarFeed>('/api/integrations/calendar-feed'),
    onSuccess: (feed) =>
      queryClient.setQueryData<TCalendarFeed>(integrationKeys.calendarFeed, { ...feed, url: null }),
  });
}

export function useDisconnectCalendarFeed() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => http.delete<void>('/api/integrations/calendar-feed'),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: integrationKeys.calendarFeed }),
  });
}

/** The saved id of a tracking option; null when none is set. */
export function useTrackingId(name: TTrackingOptionName) {
  return useQuery({
    queryKey: integrationKeys.tracking(name),
    queryFn: async ({ signal }) => {
      const option = await http.get<TOption>('/api/options', { optionName: name }, { signal });
      const parsed = ZTrackingOptionValue.safeParse(option.value);
      return parsed.success ? parsed.data.id : null;
    },
  });
}

export function useSaveTrackingId(name: TTrackingOptionName) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (value: string) => http.post<TOption>(`/api/options/${name}`, { value }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: integrationKeys.tracking(name) }),
  });
}

export function useRemoveTrackingId(name: TTrackingOptionName) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => http.delete<void>(`/api/options/${name}/integration`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: integrationKeys.tracking(name) }),
  });
}
