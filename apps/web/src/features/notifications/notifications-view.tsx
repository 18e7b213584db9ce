// What the panel and the /notifications page share: the title with the menu (Mark all
// as read, Notification settings) and the tabs All and Unread.
import { useId, useState, type ReactNode } from 'react';
import { Button, Dropdown, Tabs, Typography } from 'antd';
import { CheckOutlined, MoreOutlined, SettingOutlined } from '@ant-design/icons';
import type { NotificationTab } from './notification-cache.ts';
import { NotificationList } from './notification-list.tsx';
import { useMarkAllNotificationsRead } from './use-mark-all-notifications-read.ts';
import './notifications.css';

type NotificationsViewProps = {
  /** The popover under the bell, the full-width sheet of a phone, or the /notifications page. */
  variant: 'panel' | 'sheet' | 'page';
  /** Beside the title, before the menu (the page's way back). */
  leading?: ReactNode;
  /** Under the tabs (the panel's link to the page). */
  footer?: ReactNode;
  /** After a row was clicked, before its link opens. */
  onNavigate?(): void;
  /** 'Notification settings' was chosen: the owner of the view shows the modal. */
  onOpenSettings(): void;
};

export function NotificationsView({
  variant,
  leading,
  footer,
  onNavigate,
  onOpenSettings,
}: NotificationsViewProps) {
  const [tab, setTab] = useState<NotificationTab>('all');
  const markAll = useMarkAllNotificationsRead();
  const titleId = useId();
  const titleLevel = variant === 'page' ? 1 : 2;
  const groupHeadingLevel = variant === 'page' ? 2 : 3;

  // A region named by its heading: the panel and the sheet open outside the page's landmarks.
  // The heading is the page's h1 on /notifications, and an h2 over any other page's own h1.
  return (
    <section
      className={`studio-notifications studio-notifications--${variant}`}
      aria-labelledby={titleId}
    >
      <div className="studio-notifications-head">
        {leading}
        <Typography.Title id={titleId} level={titleLevel} className="studio-notifications-title">
          Notifications
        </Typography.Title>
        <Dropdown
          trigger={['click']}
          placement="bottomRight"
          menu={{
            items: [
              { key: 'read', icon: <CheckOutlined />, label: 'Mark all as read' },
              { key: 'settings', icon: <SettingOutlined />, label: 'Notification settings' },
            ],
            onClick: ({ key }) => {
              if (key === 'read') markAll.mutate();
              else onOpenSettings();
            },
          }}
        >
          <Button
            type="text"
            shape="circle"
            icon={<MoreOutlined />}
            aria-label="Notification options"
          />
        </Dropdown>
      </div>
      <Tabs
        className="studio-notifications-tabs"
        activeKey={tab}
        onChange={(key) => setTab(key as NotificationTab)}
        items={[
          {
            key: 'all',
            label: 'All',
            children: (
              <NotificationList
                tab="all"
                onNavigate={onNavigate}
                groupHeadingLevel={groupHeadingLevel}
              />
            ),
          },
          {
            key: 'unread',
            label: 'Unread',
            children: (
              <NotificationList
                tab="unread"
                onNavigate={onNavigate}
                groupHeadingLevel={groupHeadingLevel}
              />
            ),
          },
        ]}
      />
      {footer}
    </section>
  );
}
