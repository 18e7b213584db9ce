// Mark all as read, apart from the other notification hooks: its toast is antd's message, and
// use-notifications.ts (the bell's count and the live stream) stays free of antd for the first
// screen.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { App } from 'antd';
import { messages } from '@studio/shared/messages';
import type {
  TMarkAllNotificationsReadResult,
  TNotificationCount,
} from '@studio/shared/notifications/contracts';
import { http } from '../../api/http-client.ts';
import type { NotificationPages } from './notification-cache.ts';
import { markReadInLists, notificationKeys, refreshNotifications } from './use-notifications.ts';

/** Mark all read sets the count to 0; a toast says so. */
export function useMarkAllNotificationsRead() {
  const queryClient = useQueryClient();
  const { message } = App.useApp();
  return useMutation({
    mutationFn: () =>
      http.post<TMarkAllNotificationsReadResult>('/api/notifications/mark-all-as-read'),
    onMutate: async () => {
      await queryClient.cancelQueries({ queryKey: notificationKeys.count() });
      markReadInLists(queryClient, () => true);
      // Nothing is unread any more: the Unread tab shows its empty state at once.
      queryClient.setQueryData<NotificationPages>(notificationKeys.list('unread'), (data) =>
        data ? { pages: [{ items: [], hasMore: false }], pageParams: [0] } : data,
      );
      queryClient.setQueryData<TNotificationCount>(notificationKeys.count(), { count: 0 });
    },
    onSuccess: () => void message.success(messages.allNotificationsRead),
    onError: () => refreshNotifications(queryClient),
  });
}
