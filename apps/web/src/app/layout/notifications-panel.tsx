// The bell of the top bar: the unread count as its badge (capped at 99), and the
// notifications panel: a popover under the bell, or a full-width sheet on a phone. The live
// stream keeps both current while the app is open.
import { useState } from 'react';
import { Badge, Button, Drawer, Popover, Tooltip } from 'antd';
import { BellOutlined, CloseOutlined } from '@ant-design/icons';
import { Link } from 'react-router';
import { limits } from '@studio/shared/constants';
import { useNotificationStream } from '../../features/notifications/notification-stream.ts';
import { NotificationSettingsModal } from '../../features/notifications/notification-settings-modal.tsx';
import { NotificationsView } from '../../features/notifications/notifications-view.tsx';
import {
  markNotificationsSeen,
  useUnreadCount,
} from '../../features/notifications/use-notifications.ts';
import { useIsMobile } from '../../ui/use-viewport-width.ts';

export function NotificationsButton() {
  const [isOpen, setIsOpen] = useState(false);
  const [isSettingsOpen, setIsSettingsOpen] = useState(false);
  const isMobile = useIsMobile();
  const count = useUnreadCount().data ?? 0;
  useNotificationStream();

  const openChange = (open: boolean) => {
    setIsOpen(open);
    if (open) markNotificationsSeen();
  };
  const close = () => setIsOpen(false);

  const view = (
    <NotificationsView
      variant={isMobile ? 'sheet' : 'panel'}
      leading={
        isMobile && (
          <Button
            type="text"
            shape="circle"
            icon={<CloseOutlined />}
            aria-label="Close notifications"
            onClick={close}
          />
        )
      }
      onNavigate={close}
      onOpenSettings={() => {
        close();
        setIsSettingsOpen(true);
      }}
      footer={
        <div className="studio-notifications-footer">
          <Link to="/notifications" onClick={close}>
            Open as a page
          </Link>
        </div>
      }
    />
  );

  const bell = (
    <Badge count={count} overflowCount={limits.badgeCap} size="small" offset={[-4, 4]}>
      <Button
        type="text"
        shape="circle"
        icon={<BellOutlined />}
        aria-label={count > 0 ? `Notifications, ${count} unread` : 'Notifications'}
        data-testid="notifications-bell"
        onClick={isMobile ? () => openChange(true) : undefined}
      />
    </Badge>
  );

  return (
    <>
      {isMobile ? (
        <>
          {bell}
          <Drawer
            open={isOpen}
            onClose={close}
            placement="right"
            size="100%"
            destroyOnHidden
            closable={false}
            title={null}
            // Without a title the dialog needs a name of its own.
            aria-label="Notifications"
            styles={{ body: { padding: 0 } }}
          >
            {view}
          </Drawer>
        </>
      ) : (
        <Popover
          open={isOpen}
          onOpenChange={openChange}
          trigger="click"
          placement="bottomRight"
          arrow={false}
          styles={{ container: { padding: 0 } }}
          content={view}
        >
          <Tooltip title="Notifications" open={isOpen ? false : undefined}>
            {bell}
          </Tooltip>
        </Popover>
      )}
      <NotificationSettingsModal open={isSettingsOpen} onClose={() => setIsSettingsOpen(false)} />
    </>
  );
}
