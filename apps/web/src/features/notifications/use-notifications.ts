// Server state of the notifications panel: the two lists (All, Unread) in pages of 100, the unread
// count of the badge, marking one read (all: use-mark-all-notifications-read.ts), the settings, and
// the last-seen mark. Failures are silently ignored: nothing is shown, and the cache is set right
// by loading again.
import {
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
  type QueryClient,
} from '@tanstack/react-query';
import type {
  TNotification,
  TNotificationCount,
  TNotificationOption,
  TNotificationPage,
} from '@studio/shared/notifications/contracts';
import { http } from '../../api/http-client.ts';
import {
  hasNotification,
  nextSkip,
  withNotification,
  withRead,
  withoutRepeats,
  type NotificationPages,
  type NotificationTab,
} from './notification-cache.ts';

export const notificationKeys = {
  all: ['notifications'] as const,
  lists: () => ['notifications', 'list'] as const,
  list: (tab: NotificationTab) => ['notifications', 'list', tab] as const,
  count: () => ['notifications', 'count'] as const,
  option: () => ['notifications', 'option'] as const,
};

const tabs: NotificationTab[] = ['all', 'unread'];

export function useNotificationList(tab: NotificationTab) {
  return useInfiniteQuery({
    queryKey: notificationKeys.list(tab),
    queryFn: ({ pageParam, signal }) =>
      http.get<TNotificationPage>(
        '/api/notifications',
        { unread: tab === 'unread', skip: pageParam },
        { signal },
      ),
    initialPageParam: 0,
    getNextPageParam: (last, pages) => (last.hasMore ? nextSkip(pages, tab) : undefined),
    select: withoutRepeats,
  });
}

export function useUnreadCount() {
  return useQuery({
    queryKey: notificationKeys.count(),
    queryFn: ({ signal }) =>
      http.get<TNotificationCount>('/api/notifications/count/unread', undefined, { signal }),
    select: (answer) => answer.count,
  });
}

/** Loads the lists and the count again: after a (re)connection of the live stream. */
export function refreshNotifications(queryClient: QueryClient): Promise<void> {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: notificationKeys.lists() }),
    queryClient.invalidateQueries({ queryKey: notificationKeys.count() }),
  ]).then(() => undefined);
}

/**
 * A notification from the live stream: added at the top of both lists if not already
 * there, and the count raised. A load in flight could answer without it and undo that, so it is
 * stopped and made again after.
 */
export async function receiveNotification(
  queryClient: QueryClient,
  notification: TNotification,
): Promise<void> {
  const allList = queryClient.getQueryData<NotificationPages>(notificationKeys.list('all'));
  if (hasNotification(allList, notification.id)) return;
  const wasLoading = queryClient.isFetching({ queryKey: notificationKeys.all }) > 0;
  await queryClient.cancelQueries({ queryKey: notificationKeys.lists() });
  await queryClient.cancelQueries({ queryKey: notificationKeys.count() });
  for (const tab of tabs) {
    if (tab === 'unread' && notification.isRead) continue;
    queryClient.setQueryData<NotificationPages>(notificationKeys.list(tab), (data) =>
      withNotification(data, notification),
    );
  }
  if (!notification.isRead) {
    queryClient.setQueryData<TNotificationCount>(notificationKeys.count(), (answer) =>
      answer ? { count: answer.count + 1 } : answer,
    );
  }
  if (wasLoading) await refreshNotifications(queryClient);
}

export function markReadInLists(
  queryClient: QueryClient,
  isRead: (item: TNotification) => boolean,
) {
  for (const tab of tabs) {
    queryClient.setQueryData<NotificationPages>(notificationKeys.list(tab), (data) =>
      withRead(data, isRead),
    );
  }
}

/** Marking read lowers the unread count by one (never below 0). */
export function useMarkNotificationRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => http.post<TNotification>(`/api/notifications/${id}/mark-as-read`),
    onMutate: async (id) => {
      await queryClient.cancelQueries({ queryKey: notificationKeys.count() });
      markReadInLists(queryClient, (item) => item.id === id);
      queryClient.setQueryData<TNotificationCount>(notificationKeys.count(), (answer) =>
        answer ? { count: Math.max(0, answer.count - 1) } : answer,
      );
    },
    onError: () => refreshNotifications(queryClient),
  });
}

export function useNotificationOption(isEnabled: boolean) {
  return useQuery({
    queryKey: notificationKeys.option(),
    queryFn: ({ signal }) =>
      http.get<TNotificationOption>('/api/options/notifications', undefined, { signal }),
    enabled: isEnabled,
  });
}

export function useSaveNotificationOption() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (option: TNotificationOption) =>
      http.post<TNotificationOption>('/api/options/notifications', option),
    onSuccess: (saved) => queryClient.setQueryData(notificationKeys.option(), saved),
  });
}

/** The last-seen option: when the owner last opened the panel. */
export function markNotificationsSeen(now = new Date()): void {
  http
    .post('/api/options/last-seen/merge', { value: { seenDateNotification: now.toISOString() } })
    .catch(() => undefined);
}
