import type { TNotification, TNotificationType } from '@studio/shared/notifications/contracts';
import { isoTimestamp } from '../../db/prepared.ts';
import type { notifications } from './schema.ts';

export type NotificationRow = typeof notifications.$inferSelect;

/**
 * Row -> the notification the API answers; names and colours are the snapshots taken when it
 * happened.
 */
export function presentNotification(row: NotificationRow): TNotification {
  return {
    id: row.id,
    type: row.type as TNotificationType,
    isRead: row.isRead,
    createdDate: row.createdAt.toISOString(),
    link: row.link,
    customer: { fullName: row.customerName },
    service: row.serviceName ? { name: row.serviceName, color: row.serviceColor } : null,
    startTime: row.startTime?.toISOString() ?? null,
  };
}

/** A notification as the list statement reads it: PostgreSQL's own names, timestamps as text. */
export type NotificationListRow = {
  id: string;
  type: string;
  is_read: boolean;
  link: string;
  customer_name: string;
  service_name: string;
  service_color: string;
  start_time: string | null;
  created_at: string;
};

/** The same Notification from a raw list row (isoTimestamp: no Date on the way). */
export function presentNotificationRow(row: NotificationListRow): TNotification {
  return {
    id: row.id,
    type: row.type as TNotificationType,
    isRead: row.is_read,
    createdDate: isoTimestamp(row.created_at),
    link: row.link,
    customer: { fullName: row.customer_name },
    service: row.service_name ? { name: row.service_name, color: row.service_color } : null,
    startTime: row.start_time === null ? null : isoTimestamp(row.start_time),
  };
}
