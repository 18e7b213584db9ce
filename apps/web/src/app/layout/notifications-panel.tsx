// The notifications panel (SPEC §2): tabs All and Unread. Real notifications arrive with
// bookings; until then both tabs show their empty state, never sample rows.
import { useState } from 'react';
import { Badge, Button, Empty, Popover, Tabs, Tooltip, Typography } from 'antd';
import { BellOutlined } from '@ant-design/icons';

function EmptyNotifications({ text }: { text: string }) {
  return (
    <Empty
      image={Empty.PRESENTED_IMAGE_SIMPLE}
      description={
        <>
          <Typography.Text strong>{text}</Typography.Text>
          <br />
          <Typography.Text type="secondary">
            New bookings, waitlist sign-ups and inquiries will appear here.
          </Typography.Text>
        </>
      }
      style={{ padding: '16px 0 8px' }}
    />
  );
}

function NotificationsContent() {
  return (
    <div style={{ width: 'min(360px, calc(100vw - 48px))' }}>
      <Typography.Title level={5} style={{ margin: '4px 0 0' }}>
        Notifications
      </Typography.Title>
      <Tabs
        size="small"
        items={[
          {
            key: 'all',
            label: 'All',
            children: <EmptyNotifications text="You have no notifications" />,
          },
          {
            key: 'unread',
            label: 'Unread',
            children: <EmptyNotifications text="You have no unread notifications" />,
          },
        ]}
      />
    </div>
  );
}

export function NotificationsButton() {
  const [isOpen, setIsOpen] = useState(false);
  return (
    <Popover
      open={isOpen}
      onOpenChange={setIsOpen}
      trigger="click"
      placement="bottomRight"
      content={<NotificationsContent />}
      arrow={false}
    >
      <Tooltip title="Notifications" open={isOpen ? false : undefined}>
        <Badge count={0} overflowCount={99} size="small">
          <Button type="text" shape="circle" icon={<BellOutlined />} aria-label="Notifications" />
        </Badge>
      </Tooltip>
    </Popover>
  );
}
