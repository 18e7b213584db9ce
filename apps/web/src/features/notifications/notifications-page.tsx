// /notifications: the panel's list as a page of its own, without the app's header, still
// live. The way back is the app's home.
import { useEffect, useState } from 'react';
import { ArrowLeftOutlined } from '@ant-design/icons';
import { ButtonLink } from '../../ui/button-link.tsx';
import { useNotificationStream } from './notification-stream.ts';
import { NotificationSettingsModal } from './notification-settings-modal.tsx';
import { NotificationsView } from './notifications-view.tsx';
import { markNotificationsSeen } from './use-notifications.ts';

export function NotificationsPage() {
  const [isSettingsOpen, setIsSettingsOpen] = useState(false);
  useNotificationStream();
  useEffect(() => markNotificationsSeen(), []);

  return (
    <main className="studio-notifications-page">
      <NotificationsView
        variant="page"
        leading={
          <ButtonLink
            to="/"
            type="text"
            shape="circle"
            icon={<ArrowLeftOutlined />}
            aria-label="Back to the app"
          />
        }
        onOpenSettings={() => setIsSettingsOpen(true)}
      />
      <NotificationSettingsModal open={isSettingsOpen} onClose={() => setIsSettingsOpen(false)} />
    </main>
  );
}
