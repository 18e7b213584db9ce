// One notification: who, what they did, the service (colour dot and name), how long ago,
// and the booked time when there is one. Unread ones carry a dot and a tint.
import {
  CalendarOutlined,
  ClockCircleOutlined,
  CloseCircleOutlined,
  MessageOutlined,
} from '@ant-design/icons';
import type { ReactNode } from 'react';
import { messages } from '@studio/shared/messages';
import type { TNotification, TNotificationType } from '@studio/shared/notifications/contracts';
import { ServiceDot } from '../../ui/service-dot.tsx';
import { formatRelative } from '../shoots/detail-format.ts';
import { formatDate, formatDateTime, formatTime } from '../../ui/date-formats.ts';

const icons: Record<TNotificationType, ReactNode> = {
  BOOKED: <CalendarOutlined />,
  WAITLISTED: <ClockCircleOutlined />,
  INQUIRY: <MessageOutlined />,
  CANCELLED: <CloseCircleOutlined />,
};

/** 'booked', 'joined the waitlist of', ... (an inquiry of no service: 'sent an inquiry'). */
export function actionText(notification: TNotification): string {
  if (notification.type === 'INQUIRY' && !notification.service) {
    return messages.notificationGeneralInquiry;
  }
  return messages.notificationActions[notification.type];
}

type NotificationRowProps = {
  notification: TNotification;
  now: number;
  timeZone: string;
  onOpen(notification: TNotification): void;
};

export function NotificationRow({ notification, now, timeZone, onOpen }: NotificationRowProps) {
  const isUnread = !notification.isRead;
  const age = formatRelative(notification.createdDate, now);
  return (
    <button
      type="button"
      className={`studio-notification-row studio-notification-row--${notification.type.toLowerCase()}${isUnread ? ' is-unread' : ''}`}
      data-testid="notification-row"
      onClick={() => onOpen(notification)}
    >
      {/* The button is named by what it shows (a name of its own would hide the visible text
          from speech control); the screen reader hears 'Unread:' first and a pause before the
          time. */}
      {isUnread && <span className="studio-visually-hidden">Unread: </span>}
      <span className="studio-notification-icon" aria-hidden>
        {icons[notification.type]}
      </span>
      <span className="studio-notification-body">
        <span className="studio-notification-text">
          <strong className="studio-notification-name">{notification.customer.fullName}</strong>{' '}
          {actionText(notification)}
          {notification.service && (
            <>
              {' '}
              <span className="studio-notification-service">
                <ServiceDot
                  color={notification.service.color}
                  size="small"
                  className="studio-notification-dot"
                />
                {notification.service.name}
              </span>
            </>
          )}
          <span className="studio-visually-hidden">, </span>
        </span>
        <span className="studio-notification-meta">
          <time
            dateTime={notification.createdDate}
            title={`${formatDate(notification.createdDate, timeZone)} ${formatTime(notification.createdDate, timeZone)}`}
          >
            {age}
          </time>
          {notification.startTime && (
            <>
              {/* The spaces stay outside the hidden dot, so the name reads 'ago for'. */}{' '}
              <span aria-hidden>·</span>{' '}
              <span>
                {notification.type === 'CANCELLED' ? 'was ' : 'for '}
                {formatDateTime(notification.startTime, timeZone)}
              </span>
            </>
          )}
        </span>
      </span>
      <span className="studio-notification-unread" aria-hidden>
        {isUnread && <span className="studio-notification-unread-dot" />}
      </span>
    </button>
  );
}
