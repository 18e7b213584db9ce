// Queries and changes of the business's integrations: the calendar feed
// (/api/integrations/calendar-feed), Google Calendar (/api/integrations/google-calendar), the
// tracking ids kept as options, the newsletter tools (/api/options/{mailchimp,flodesk}-setup) and
// the Conversions API (/api/facebook).
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TFacebookConnectRequest, TFacebookState } from '@studio/shared/facebook/contracts';
import {
  GOOGLE_CALENDAR,
  ZTrackingOptionValue,
  type TCalendarFeed,
  type TIntegrationOptionName,
  type TTrackingOptionName,
} from '@studio/shared/integrations/contracts';
import type {
  TGoogleCalendarCallbackRequest,
  TGoogleCalendarConnectResponse,
  TGoogleCalendarState,
} from '@studio/shared/integrations/google-calendar';
import type {
  TNewsletterLists,
  TNewsletterOptionName,
  TNewsletterSetupRequest,
  TNewsletterState,
} from '@studio/shared/newsletters/contracts';
import type { TOption } from '@studio/shared/options/contracts';
import { http } from '../../api/http-client.ts';

export const integrationKeys = {
  calendarFeed: ['integrations', 'calendar-feed'] as const,
  googleCalendar: ['integrations', 'google-calendar'] as const,
  /** The card's read, which also asks Google for the calendar list (and so notices a lost grant). */
  googleCalendarCard: ['integrations', 'google-calendar', 'card'] as const,
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

/**
 * The Google Calendar connection. The card's read asks Google for the calendar list again (so it
 * notices a lost grant) and hands its answer to the banner's read too.
 */
export function useGoogleCalendar(options: { refreshCalendars?: boolean } = {}) {
  const queryClient = useQueryClient();
  return useQuery({
    queryKey: options.refreshCalendars
      ? integrationKeys.googleCalendarCard
      : integrationKeys.googleCalendar,
    queryFn: async ({ signal }) => {
      const state = await http.get<TGoogleCalendarState>(
        '/api/integrations/google-calendar',
        options.refreshCalendars ? { refresh: 'calendars' } : undefined,
        { signal },
      );
      if (options.refreshCalendars) queryClient.setQueryData(integrationKeys.googleCalendar, state);
      return state;
    },
  });
}

/** Both reads of the connection take a new answer. */
function setGoogleCalendar(
  queryClient: ReturnType<typeof useQueryClient>,
  state: TGoogleCalendarState,
) {
  queryClient.setQueryData(integrationKeys.googleCalendar, state);
  queryClient.setQueryData(integrationKeys.googleCalendarCard, state);
}

/** Sends the browser to Google's consent page; Google sends it back to this page. */
export function useStartGoogleCalendar() {
  return useMutation({
    mutationFn: () =>
      http.post<TGoogleCalendarConnectResponse>('/api/integrations/google-calendar/connect'),
    onSuccess: ({ url }) => window.location.assign(url),
  });
}

export function useFinishGoogleCalendar() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: TGoogleCalendarCallbackRequest) =>
      http.post<TGoogleCalendarState>('/api/integrations/google-calendar/callback', request),
    onSuccess: (state) => setGoogleCalendar(queryClient, state),
  });
}

export function useChooseGoogleCalendars() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (calendarIds: string[]) =>
      http.put<TGoogleCalendarState>('/api/integrations/google-calendar/calendars', {
        calendarIds,
      }),
    onSuccess: (state) => setGoogleCalendar(queryClient, state),
  });
}

export function useDisconnectGoogleCalendar() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => http.delete<void>(`/api/options/${GOOGLE_CALENDAR}/integration`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: integrationKeys.googleCalendar }),
  });
}

export const newsletterKeys = {
  state: (name: TNewsletterOptionName) => ['options', name] as const,
  lists: (name: TNewsletterOptionName) => ['options', name, 'lists'] as const,
};

/** The newsletter tool's connection (never its key). */
export function useNewsletterState(name: TNewsletterOptionName) {
  return useQuery({
    queryKey: newsletterKeys.state(name),
    queryFn: ({ signal }) =>
      http.get<TNewsletterState>(`/api/options/${name}`, undefined, { signal }),
  });
}

/** The audiences or segments of the connected account, read from the tool when asked. */
export function useNewsletterLists(name: TNewsletterOptionName, isConnected: boolean) {
  return useQuery({
    queryKey: newsletterKeys.lists(name),
    queryFn: ({ signal }) =>
      http.get<TNewsletterLists>(`/api/options/${name}/lists`, undefined, { signal }),
    enabled: isConnected,
  });
}

/** Connects with a key, or chooses the list: the answer is the new state. */
export function useSetupNewsletter(name: TNewsletterOptionName) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TNewsletterSetupRequest) =>
      http.post<TNewsletterState>(`/api/options/${name}`, body),
    onSuccess: (state, body) => {
      queryClient.setQueryData(newsletterKeys.state(name), state);
      if (body.apiKey) void queryClient.invalidateQueries({ queryKey: newsletterKeys.lists(name) });
    },
  });
}

export function useDisconnectIntegration(
  name: TIntegrationOptionName,
  queryKey: readonly string[],
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => http.delete<void>(`/api/options/${name}/integration`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey }),
  });
}

export const facebookKey = ['facebook'] as const;

export function useFacebookState() {
  return useQuery({
    queryKey: facebookKey,
    queryFn: ({ signal }) => http.get<TFacebookState>('/api/facebook', undefined, { signal }),
  });
}

export function useConnectFacebook() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TFacebookConnectRequest) =>
      http.post<TFacebookState>('/api/facebook/connect', body),
    onSuccess: (state) => queryClient.setQueryData(facebookKey, state),
  });
}
