// The notifications panel itself, loaded when the bell is first used (under an AntdScope): the
// popover's content under the bell, or a full-width sheet on a phone, and the settings dialog.
import { lazy, Suspense, useState } from 'react';
import { Button, Drawer } from 'antd';
import { CloseOutlined } from '@ant-design/icons';
import { Link } from 'react-router';
import { NotificationsView } from '../../features/notifications/notifications-view.tsx';

const NotificationSettingsModal = lazy(() =>
  import('../../features/notifications/notification-settings-modal.tsx').then((m) => ({
    default: m.NotificationSettingsModal,
  })),
);

type NotificationsLayerProps = { isOpen: boolean; isMobile: boolean; onClose(): void };

export function NotificationsLayer({ isOpen, isMobile, onClose }: NotificationsLayerProps) {
  const [isSettingsOpen, setIsSettingsOpen] = useState(false);
  const [wasSettingsOpened, setWasSettingsOpened] = useState(false);

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
            onClick={onClose}
          />
        )
      }
      onNavigate={onClose}
      onOpenSettings={() => {
        onClose();
        setWasSettingsOpened(true);
        setIsSettingsOpen(true);
      }}
      footer={
        <div className="studio-notifications-footer">
          <Link to="/notifications" onClick={onClose}>
            Open as a page
          </Link>
        </div>
      }
    />
  );

  return (
    <>
      {isMobile ? (
        <Drawer
          open={isOpen}
          onClose={onClose}
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
      ) : (
        isOpen && <div className="studio-notifications-popover">{view}</div>
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
