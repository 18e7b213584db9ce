// The bell of the top bar: the unread count as its badge (capped at 99), and the
// notifications panel: a popover under the bell, or a full-width sheet on a phone. The live
// stream keeps both current while the app is open. The bell is drawn without antd; the panel
// (antd's tabs and menus) loads on first use, warmed when the pointer or focus reaches the bell.
import { Suspense, useEffect, useRef, useState } from 'react';
import { BellOutlined } from '@ant-design/icons';
import { limits } from '@studio/shared/constants';
import { useNotificationStream } from '../../features/notifications/notification-stream.ts';
import {
  markNotificationsSeen,
  useUnreadCount,
} from '../../features/notifications/use-notifications.ts';
import { lightButtonClass } from '../../ui/light/button.tsx';
import { useIsMobile } from '../../ui/use-viewport-width.ts';
import { lazyInAntd } from '../antd-lazy.tsx';

const loadLayer = () => import('./notifications-layer.tsx');
const NotificationsLayer = lazyInAntd(() => loadLayer().then((m) => m.NotificationsLayer));
const warmLayer = () => void loadLayer().catch(() => undefined);

/** While the panel's code arrives: the panel's size, so the popover does not jump. */
function PanelLoading() {
  return (
    <div className="studio-notifications-popover">
      <div
        className="studio-notifications-loading"
        aria-busy="true"
        aria-label="Loading notifications"
      >
        <span className="l-skeleton" />
        <span className="l-skeleton" />
        <span className="l-skeleton" />
        <span className="l-skeleton" style={{ width: '60%' }} />
      </div>
    </div>
  );
}

export function NotificationsButton() {
  const [isOpen, setIsOpen] = useState(false);
  const [wasOpened, setWasOpened] = useState(false);
  const isMobile = useIsMobile();
  const count = useUnreadCount().data ?? 0;
  const wrapperRef = useRef<HTMLSpanElement>(null);
  const bellRef = useRef<HTMLButtonElement>(null);
  useNotificationStream();

  const open = () => {
    setWasOpened(true);
    setIsOpen(true);
    markNotificationsSeen();
  };
  const close = () => setIsOpen(false);

  // The desktop popover closes on a click outside it. Its menus and dialogs open elsewhere in
  // the page (portals) but inside it in React's tree, whose events say they were inside.
  const isInsideRef = useRef(false);
  useEffect(() => {
    if (!isOpen || isMobile) return;
    const onPointerDown = () => {
      if (!isInsideRef.current) setIsOpen(false);
      isInsideRef.current = false;
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [isOpen, isMobile]);

  return (
    <span
      ref={wrapperRef}
      className="studio-bell"
      onPointerDown={() => {
        isInsideRef.current = true;
      }}
      onKeyDown={(event) => {
        // Escape in the popover closes it, unless it came from one of its own menus or dialogs.
        if (event.key !== 'Escape' || !isOpen || isMobile) return;
        if (!wrapperRef.current?.contains(event.target as Node)) return;
        close();
        bellRef.current?.focus();
      }}
    >
      <button
        ref={bellRef}
        type="button"
        className={lightButtonClass({ variant: 'text', isIconOnly: true })}
        aria-label={count > 0 ? `Notifications, ${count} unread` : 'Notifications'}
        aria-expanded={isMobile ? undefined : isOpen}
        title={isOpen ? undefined : 'Notifications'}
        data-testid="notifications-bell"
        onPointerEnter={warmLayer}
        onFocus={warmLayer}
        onClick={() => (isOpen && !isMobile ? close() : open())}
      >
        <BellOutlined aria-hidden />
      </button>
      {count > 0 && (
        <span className="l-count studio-bell-count" aria-hidden>
          {count > limits.badgeCap ? `${limits.badgeCap}+` : count}
        </span>
      )}
      {wasOpened && (
        <Suspense fallback={isOpen && !isMobile ? <PanelLoading /> : null}>
          <NotificationsLayer isOpen={isOpen} isMobile={isMobile} onClose={close} />
        </Suspense>
      )}
    </span>
  );
}
