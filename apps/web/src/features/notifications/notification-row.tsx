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
import { dayjs } from '../../ui/dayjs.ts';
import { ServiceDot } from '../../ui/service-dot.tsx';
import { formatRelative } from '../shoots/detail-format.ts';

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

/** The sentence a screen reader hears for the row. */
export function notificationSentence(notification: TNotification): string {
  const service = notification.service ? ` ${notification.service.name}` : '';
  return `${notification.customer.fullName} ${actionText(notification)}${service}`;
}

type NotificationRowProps = {
  notification: TNotification;
  now: number;
  timeZone: string;
  onOpen(notification: TNotification): void;
};

export function NotificationRow({ notification, now, timeZone, onOpen }: NotificationRowProps) {
  const isUnread = !notification.isRead;
  const created = dayjs(notification.createdDate);
  const age = formatRelative(notification.createdDate, now);
  const booked = notification.startTime ? dayjs(notification.startTime).tz(timeZone) : undefined;
  return (
    <button
      type="button"
      className={`studio-notification-row studio-notification-row--${notification.type.toLowerCase()}${isUnread ? ' is-unread' : ''}`}
      data-testid="notification-row"
      aria-label={`${isUnread ? 'Unread: ' : ''}${notificationSentence(notification)}, ${age}`}
      onClick={() => onOpen(notification)}
    >
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
        </span>
        <span className="studio-notification-meta">
          <time
            dateTime={notification.createdDate}
            title={created.tz(timeZone).format('MMM D, YYYY h:mm A')}
          >
            {age}
          </time>
          {booked && (
            <>
              <span aria-hidden> · </span>
              <span>
                {notification.type === 'CANCELLED' ? 'was ' : 'for '}
                {booked.format('MMM D, YYYY')} at {booked.format('h:mm A')}
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
