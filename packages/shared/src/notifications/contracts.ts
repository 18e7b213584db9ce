// Owner notifications: the panel's
// rows, their pages, the unread count, and the settings that turn kinds of them off.
import { z } from 'zod';
import { notificationOptionTypes } from '../enums.ts';

/**
 * What a notification can be about. BOOKED, WAITLISTED and INQUIRY are the option's kinds;
 * CANCELLED is a client cancelling a booking from the manage link, switched with Bookings.
 */
export const notificationKinds = ['BOOKED', 'WAITLISTED', 'INQUIRY', 'CANCELLED'] as const;
export const ZNotificationType = z.enum(notificationKinds);
export type TNotificationType = z.infer<typeof ZNotificationType>;

export const ZNotification = z.object({
  id: z.string(),
  type: ZNotificationType,
  isRead: z.boolean(),
  createdDate: z.string(),
  /** Where clicking it goes: /shoots/{orderId}, /inquiries/{id}, /services/{id}/booking. */
  link: z.string(),
  customer: z.object({ fullName: z.string() }),
  /** Null for what belongs to no service (a business-wide inquiry). */
  service: z.object({ name: z.string(), color: z.string() }).nullable(),
  /** The booked time (slot.startTime / shoot.shootTime.startTime), when there is one. */
  startTime: z.string().nullable(),
});
export type TNotification = z.infer<typeof ZNotification>;

/** Notifications load 100 more at the bottom. */
export const NOTIFICATIONS_PAGE_SIZE = 100;
/** A page never starts further down than this (a client asking for more is looping). */
export const NOTIFICATIONS_MAX_SKIP = 1_000_000;

/** GET /api/notifications?unread=true|false&skip=: newest first, 100 at a time. */
export const ZNotificationListQuery = z.object({
  unread: z
    .enum(['true', 'false'])
    .optional()
    .transform((value) => value === 'true'),
  skip: z.coerce.number().int().min(0).max(NOTIFICATIONS_MAX_SKIP).default(0),
});
export type TNotificationListQuery = z.input<typeof ZNotificationListQuery>;

export const ZNotificationPage = z.object({
  items: z.array(ZNotification),
  hasMore: z.boolean(),
});
export type TNotificationPage = z.infer<typeof ZNotificationPage>;

/** GET /api/notifications/count/unread. */
export const ZNotificationCount = z.object({ count: z.number().int().min(0) });
export type TNotificationCount = z.infer<typeof ZNotificationCount>;

/** POST /api/notifications/mark-all-as-read: how many turned read. */
export const ZMarkAllNotificationsReadResult = z.object({ updated: z.number().int().min(0) });
export type TMarkAllNotificationsReadResult = z.infer<typeof ZMarkAllNotificationsReadResult>;

export const ZNotificationOptionType = z.enum(notificationOptionTypes);
export type TNotificationOptionType = z.infer<typeof ZNotificationOptionType>;

/**
 * GET/POST /api/options/notifications: the master switch off is
 * disabledAll; each listed kind is off. Stored with each kind once, in this list's order.
 */
export const ZNotificationOption = z.object({
  disabledAll: z.boolean(),
  disabledTypes: z.array(ZNotificationOptionType).max(10),
});
export type TNotificationOption = z.infer<typeof ZNotificationOption>;

/** Each kind once, in the order of notificationOptionTypes. */
export function normalizeNotificationOption(option: TNotificationOption): TNotificationOption {
  return {
    disabledAll: option.disabledAll,
    disabledTypes: notificationOptionTypes.filter((type) => option.disabledTypes.includes(type)),
  };
}

/** What an owner who never saved the settings gets: everything on. */
export const defaultNotificationOption: TNotificationOption = {
  disabledAll: false,
  disabledTypes: [],
};

/** The option kind that switches a notification kind (CANCELLED goes with Bookings). */
export function optionTypeOf(type: TNotificationType): TNotificationOptionType {
  return type === 'CANCELLED' ? 'BOOKED' : type;
}

/** Whether the settings let this kind through. */
export function isNotificationWanted(
  option: TNotificationOption,
  type: TNotificationType,
): boolean {
  return !option.disabledAll && !option.disabledTypes.includes(optionTypeOf(type));
}

/** The live stream (GET /api/notifications/stream): the SSE event name of a new notification. */
export const NOTIFICATION_EVENT = 'notification';
