// The bell of the top bar: the unread count as its badge (capped at 99), and the
// notifications panel: a popover under the bell, or a full-width sheet on a phone. The live
// stream keeps both current while the app is open. The panel's and the settings' code loads on
// first use (warmed when the pointer or focus reaches the bell), not with the app's first screen.
import { lazy, Suspense, useState } from 'react';
import { Badge, Button, Drawer, Popover, Skeleton, Tooltip } from 'antd';
import { BellOutlined, CloseOutlined } from '@ant-design/icons';
import { Link } from 'react-router';
import { limits } from '@studio/shared/constants';
import { useNotificationStream } from '../../features/notifications/notification-stream.ts';
import {
  markNotificationsSeen,
  useUnreadCount,
} from '../../features/notifications/use-notifications.ts';
import { useIsMobile } from '../../ui/use-viewport-width.ts';

const loadView = () => import('../../features/notifications/notifications-view.tsx');
const loadSettings = () => import('../../features/notifications/notification-settings-modal.tsx');
const NotificationsView = lazy(() => loadView().then((m) => ({ default: m.NotificationsView })));
const NotificationSettingsModal = lazy(() =>
  loadSettings().then((m) => ({ default: m.NotificationSettingsModal })),
);
const warmView = () => void loadView().catch(() => undefined);

/** While the panel's code arrives: the panel's size, so the popover does not jump. */
function PanelLoading() {
  return (
    <div
      className="studio-notifications-loading"
      aria-busy="true"
      aria-label="Loading notifications"
    >
      <Skeleton active paragraph={{ rows: 4 }} title={false} />
    </div>
  );
}

export function NotificationsButton() {
  const [isOpen, setIsOpen] = useState(false);
  const [isSettingsOpen, setIsSettingsOpen] = useState(false);
  const [wasSettingsOpened, setWasSettingsOpened] = useState(false);
  const isMobile = useIsMobile();
  const count = useUnreadCount().data ?? 0;
  useNotificationStream();

  const openChange = (open: boolean) => {
    setIsOpen(open);
    if (open) markNotificationsSeen();
  };
  const close = () => setIsOpen(false);

  const view = (
    <Suspense fallback={<PanelLoading />}>
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
          setWasSettingsOpened(true);
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
    </Suspense>
  );

  const bell = (
    <Badge count={count} overflowCount={limits.badgeCap} size="small" offset={[-4, 4]}>
      <Button
        type="text"
        shape="circle"
        icon={<BellOutlined />}
        aria-label={count > 0 ? `Notifications, ${count} unread` : 'Notifications'}
        data-testid="notifications-bell"
        onPointerEnter={warmView}
        onFocus={warmView}
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
      {wasSettingsOpened && (
        <Suspense fallback={null}>
          <NotificationSettingsModal
            open={isSettingsOpen}
            onClose={() => setIsSettingsOpen(false)}
          />
        </Suspense>
      )}
    </>
  );
}
