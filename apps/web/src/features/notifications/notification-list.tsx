// The notifications of one tab: grouped into New (under a day old) and Earlier, newest
// first, 100 more loaded when the bottom comes into view. Clicking a row marks it read if unread,
// then goes to its link. Loading failures are silently ignored: the list stays as it was.
import { useEffect, useState } from 'react';
import { Button, Empty, Flex, Skeleton, Typography } from 'antd';
import { useNavigate } from 'react-router';
import { timing } from '@studio/shared/constants';
import { messages } from '@studio/shared/messages';
import type { TNotification } from '@studio/shared/notifications/contracts';
import { useSession } from '../../app/session-context.ts';
import { useWhenVisible } from '../../ui/use-when-visible.ts';
import { groupByAge, itemsOf, type NotificationTab } from './notification-cache.ts';
import { NotificationRow } from './notification-row.tsx';
import { useMarkNotificationRead, useNotificationList } from './use-notifications.ts';

const MINUTE_MS = 60_000;

/** The time of day, again every minute: relative times and the New group keep up. */
function useNow(): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), MINUTE_MS);
    return () => clearInterval(timer);
  }, []);
  return now;
}

function EmptyNotifications({ tab }: { tab: NotificationTab }) {
  return (
    <Empty
      image={Empty.PRESENTED_IMAGE_SIMPLE}
      description={
        <Flex vertical gap={4} align="center">
          <Typography.Text strong>
            {tab === 'unread' ? messages.noUnreadNotifications : messages.noNotifications}
          </Typography.Text>
          <Typography.Text type="secondary" className="studio-notifications-empty-hint">
            {messages.notificationsEmptyHint}
          </Typography.Text>
        </Flex>
      }
      style={{ padding: '24px 16px 16px', margin: 0 }}
    />
  );
}

type NotificationListProps = {
  tab: NotificationTab;
  /** After a row was clicked, before its link opens (the panel closes itself). */
  onNavigate?(): void;
  /** The level of the New and Earlier headings: one under the view's title. */
  groupHeadingLevel: 2 | 3;
};

export function NotificationList({ tab, onNavigate, groupHeadingLevel }: NotificationListProps) {
  const GroupHeading = groupHeadingLevel === 2 ? 'h2' : 'h3';
  const list = useNotificationList(tab);
  const markRead = useMarkNotificationRead();
  const navigate = useNavigate();
  const { business } = useSession();
  const timeZone = business?.timeZone ?? 'UTC';
  const now = useNow();
  const items = itemsOf(list.data);
  const canLoadMore = list.hasNextPage && !list.isFetchingNextPage;
  const loadMore = () => {
    if (canLoadMore) void list.fetchNextPage().catch(() => undefined);
  };
  const bottom = useWhenVisible<HTMLDivElement>(loadMore, { isActive: Boolean(canLoadMore) });

  const open = (notification: TNotification) => {
    if (!notification.isRead) markRead.mutate(notification.id);
    onNavigate?.();
    void navigate(notification.link);
  };

  if (list.isPending) {
    return (
      <div className="studio-notification-list" data-testid="notifications-loading">
        {[0, 1, 2].map((row) => (
          <Skeleton
            key={row}
            active
            avatar={{ size: 32 }}
            title={false}
            paragraph={{ rows: 2 }}
            style={{ padding: '12px 16px' }}
          />
        ))}
      </div>
    );
  }
  if (items.length === 0) return <EmptyNotifications tab={tab} />;

  return (
    <div className="studio-notification-list">
      {groupByAge(items, now, timing.newNotificationMs).map((group) => (
        <section key={group.key} aria-labelledby={`notifications-${tab}-${group.key}`}>
          <GroupHeading
            className="studio-notification-group"
            id={`notifications-${tab}-${group.key}`}
          >
            {group.title}
          </GroupHeading>
          <ul className="studio-notification-items">
            {group.items.map((notification) => (
              <li key={notification.id}>
                <NotificationRow
                  notification={notification}
                  now={now}
                  timeZone={timeZone}
                  onOpen={open}
                />
              </li>
            ))}
          </ul>
        </section>
      ))}
      {list.hasNextPage && (
        <div ref={bottom} className="studio-notification-more">
          <Button type="link" loading={list.isFetchingNextPage} onClick={loadMore}>
            Load more
          </Button>
        </div>
      )}
    </div>
  );
}
