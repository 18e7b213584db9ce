// The notification lists as the query cache holds them (pages of 100) and the pure changes
// made to them: a new one goes on top unless it is already there, marking read, marking all.
import type { InfiniteData } from '@tanstack/react-query';
import type { TNotification, TNotificationPage } from '@studio/shared/notifications/contracts';

export type NotificationTab = 'all' | 'unread';
export type NotificationPages = InfiniteData<TNotificationPage, number>;

export function itemsOf(data: NotificationPages | undefined): TNotification[] {
  return data?.pages.flatMap((page) => page.items) ?? [];
}

export function hasNotification(data: NotificationPages | undefined, id: string): boolean {
  return Boolean(data?.pages.some((page) => page.items.some((item) => item.id === id)));
}

/**
 * Where the next page starts on the server. Rows added live count (the server's list grew by them
 * too); on the unread tab the rows read since count no longer (the server's unread list lost them).
 */
export function nextSkip(pages: TNotificationPage[], tab: NotificationTab): number {
  const items = pages.flatMap((page) => page.items);
  return tab === 'unread' ? items.filter((item) => !item.isRead).length : items.length;
}

/** A new notification on top of the first page; the same list when it is already there. */
export function withNotification(
  data: NotificationPages | undefined,
  notification: TNotification,
): NotificationPages | undefined {
  if (!data || hasNotification(data, notification.id)) return data;
  const [first, ...rest] = data.pages;
  const items = [notification, ...(first?.items ?? [])];
  // Newest first, even when two arrive out of order.
  items.sort((a, b) => b.createdDate.localeCompare(a.createdDate));
  return {
    ...data,
    pages: [{ items, hasMore: first?.hasMore ?? false }, ...rest],
  };
}

export function withRead(
  data: NotificationPages | undefined,
  isRead: (item: TNotification) => boolean,
): NotificationPages | undefined {
  if (!data) return data;
  return {
    ...data,
    pages: data.pages.map((page) => ({
      ...page,
      items: page.items.map((item) =>
        !item.isRead && isRead(item) ? { ...item, isRead: true } : item,
      ),
    })),
  };
}

/** Pages loaded after rows moved can repeat a row: each id once, first place wins. */
export function withoutRepeats(data: NotificationPages): NotificationPages {
  const seen = new Set<string>();
  return {
    ...data,
    pages: data.pages.map((page) => ({
      ...page,
      items: page.items.filter((item) => {
        if (seen.has(item.id)) return false;
        seen.add(item.id);
        return true;
      }),
    })),
  };
}

export type NotificationGroup = { key: 'new' | 'earlier'; title: string; items: TNotification[] };

/** New (created within the last day) and Earlier, each newest first; empty ones left out. */
export function groupByAge(
  items: TNotification[],
  now: number,
  newWithinMs: number,
): NotificationGroup[] {
  const fresh: TNotification[] = [];
  const earlier: TNotification[] = [];
  for (const item of items) {
    (now - Date.parse(item.createdDate) < newWithinMs ? fresh : earlier).push(item);
  }
  const groups: NotificationGroup[] = [
    { key: 'new', title: 'New', items: fresh },
    { key: 'earlier', title: 'Earlier', items: earlier },
  ];
  return groups.filter((group) => group.items.length > 0);
}
