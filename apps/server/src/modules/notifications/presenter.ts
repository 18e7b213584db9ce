import type { TNotification, TNotificationType } from '@studio/shared/notifications/contracts';
import type { notifications } from './schema.ts';

export type NotificationRow = typeof notifications.$inferSelect;

/** Row -> SPEC §3 Notification; names and colours are the snapshots taken when it happened. */
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
