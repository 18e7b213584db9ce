// Owner notifications: stored in the transaction of what caused them, so a
// booking and its notification exist together or not at all; listed, counted and marked read by
// the panel; announced on commit with a NOTIFY that the live stream (live.ts) fans out.
import { and, count, eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import { notificationOptionTypes } from '@studio/shared/enums';
import { messages } from '@studio/shared/messages';
import {
  NOTIFICATIONS_PAGE_SIZE,
  defaultNotificationOption,
  isNotificationWanted,
  normalizeNotificationOption,
  type TNotification,
  type TNotificationCount,
  type TNotificationOption,
  type TNotificationPage,
  type TNotificationType,
} from '@studio/shared/notifications/contracts';
import type { Database, Executor } from '../../db/client.ts';
import { notify } from '../../db/client.ts';
import { namedStatement, preparedFor } from '../../db/prepared.ts';
import { AppError } from '../../platform/errors.ts';
import { isUuid } from '../../platform/path-params.ts';
import { queuePush, type PushMessage } from '../message-tokens/service.ts';
import { getOption, readOptionValue, writeOptionValue } from '../options/service.ts';
import {
  presentNotification,
  presentNotificationRow,
  type NotificationListRow,
} from './presenter.ts';
import { notifications } from './schema.ts';

export type NotificationType = TNotificationType;

/** The notification option, as POST /api/options/notifications sets it. */
export const NOTIFICATIONS_OPTION = 'notifications';
export const NOTIFICATIONS_CHANNEL = 'notifications';

/** What is stored may predate today's schema: whatever cannot be read counts as switched on. */
const ZStoredOption = z.object({
  disabledAll: z.boolean().catch(false),
  disabledTypes: z.array(z.string()).catch([]),
});

function readOption(value: unknown): TNotificationOption {
  const parsed = ZStoredOption.safeParse(value ?? {});
  if (!parsed.success) return defaultNotificationOption;
  return {
    disabledAll: parsed.data.disabledAll,
    disabledTypes: notificationOptionTypes.filter((type) =>
      parsed.data.disabledTypes.includes(type),
    ),
  };
}

export type NewNotification = {
  businessId: string;
  type: NotificationType;
  /** Where clicking it goes, e.g. /shoots/{orderId}. */
  link: string;
  customerName: string;
  serviceId?: string | null;
  serviceName?: string;
  serviceColor?: string;
  startTime?: Date | null;
};

/** Whether the owner wants this type (the notification option; unreadable counts as all on). */
async function isWanted(executor: Executor, businessId: string, type: NotificationType) {
  const value = await readOptionValue(executor, { businessId, name: NOTIFICATIONS_OPTION });
  return isNotificationWanted(readOption(value), type);
}

/** The NOTIFY payload: the business (to find its open streams) and the notification to load. */
export function notificationPayload(businessId: string, notificationId: string): string {
  return `${businessId}:${notificationId}`;
}

export function parseNotificationPayload(
  payload: string,
): { businessId: string; notificationId: string } | undefined {
  const [businessId, notificationId] = payload.split(':');
  if (!businessId || !notificationId || !isUuid(businessId) || !isUuid(notificationId)) {
    return undefined;
  }
  return { businessId, notificationId };
}

/**
 * Stores a notification for the owner unless the notification settings turn its type off (then
 * nothing happens: never an error). A NOTIFY, delivered on commit, lets live panels show it.
 * Answers the new notification's id, or null when the settings kept it from being made.
 */
export async function createNotification(
  executor: Executor,
  input: NewNotification,
): Promise<string | null> {
  if (!(await isWanted(executor, input.businessId, input.type))) return null;
  const [row] = await executor
    .insert(notifications)
    .values({
      businessId: input.businessId,
      type: input.type,
      link: input.link,
      customerName: input.customerName,
      serviceId: input.serviceId ?? null,
      serviceName: input.serviceName ?? '',
      serviceColor: input.serviceColor ?? '',
      startTime: input.startTime ?? null,
    })
    .returning({ id: notifications.id });
  if (!row) throw new Error('notification insert returned nothing');
  await notify(executor, NOTIFICATIONS_CHANNEL, notificationPayload(input.businessId, row.id));
  // Queued in this transaction, sent by the push worker after commit: the members' devices hear
  // of it exactly when the panel does, and never of a booking that rolled back.
  await queuePush(executor, { businessId: input.businessId, message: pushMessageOf(input) });
  return row.id;
}

/** The push message of a notification: "New booking", "Ann Lee booked Family session". */
export function pushMessageOf(input: NewNotification): PushMessage {
  const action =
    input.type === 'INQUIRY' && !input.serviceName
      ? messages.notificationGeneralInquiry
      : messages.notificationActions[input.type];
  const service = input.serviceName ? ` ${input.serviceName}` : '';
  return {
    title: messages.pushTitles[input.type],
    body: `${input.customerName} ${action}${service}`,
    url: input.link,
  };
}

// Newest first; the id breaks ties of one transaction's timestamp so pages never overlap. Served
// by notifications_business_created_idx (and its partial twin for the unread tab). Written by
// hand and read as raw rows: the panel's list is the hottest read of an open app, and drizzle's
// row mapping and Date parsing were a fifth of its CPU (see presentNotificationRow).
const listStatement = (name: string, unreadOnly: boolean) =>
  namedStatement<NotificationListRow>(
    name,
    sql`select id, type, is_read, link, customer_name, service_name, service_color,
        start_time, created_at
      from notifications
      where business_id = ${sql.placeholder('businessId')}
        ${unreadOnly ? sql`and is_read = false` : sql``}
      order by created_at desc, id desc
      limit ${sql.placeholder('limit')} offset ${sql.placeholder('skip')}`,
  );
const listQuery = listStatement('notifications_list', false);
const unreadListQuery = listStatement('notifications_unread_list', true);

const unreadCountQuery = preparedFor((executor) =>
  executor
    .select({ count: count() })
    .from(notifications)
    .where(
      and(
        eq(notifications.businessId, sql.placeholder('businessId')),
        eq(notifications.isRead, false),
      ),
    )
    .prepare('notifications_unread_count'),
);

/** GET /api/notifications: a page of 100, newest first; `unread` keeps the unread ones only. */
export async function listNotifications(
  db: Database,
  input: {
    businessId: string;
    unread: boolean;
    skip: number;
  },
): Promise<TNotificationPage> {
  const query = input.unread ? unreadListQuery : listQuery;
  // One more than a page tells whether another page follows.
  const rows = await query(db, {
    businessId: input.businessId,
    limit: NOTIFICATIONS_PAGE_SIZE + 1,
    skip: input.skip,
  });
  return {
    items: rows.slice(0, NOTIFICATIONS_PAGE_SIZE).map(presentNotificationRow),
    hasMore: rows.length > NOTIFICATIONS_PAGE_SIZE,
  };
}

export async function countUnreadNotifications(
  db: Database,
  input: {
    businessId: string;
  },
): Promise<TNotificationCount> {
  const [row] = await unreadCountQuery(db).execute({ businessId: input.businessId });
  return { count: row?.count ?? 0 };
}

/** One notification of the business, or undefined (another business's id finds nothing). */
export async function findNotification(
  executor: Executor,
  input: { businessId: string; notificationId: string },
): Promise<TNotification | undefined> {
  if (!isUuid(input.notificationId)) return undefined;
  const [row] = await executor
    .select()
    .from(notifications)
    .where(
      and(
        eq(notifications.id, input.notificationId),
        eq(notifications.businessId, input.businessId),
      ),
    );
  return row ? presentNotification(row) : undefined;
}

/** POST /api/notifications/{id}/mark-as-read: idempotent; 404 for an id not of this business. */
export async function markNotificationRead(
  db: Database,
  input: {
    businessId: string;
    notificationId: string;
  },
): Promise<TNotification> {
  if (!isUuid(input.notificationId)) throw AppError.notFound(messages.notificationNotFound);
  const [row] = await db
    .update(notifications)
    .set({ isRead: true })
    .where(
      and(
        eq(notifications.id, input.notificationId),
        eq(notifications.businessId, input.businessId),
      ),
    )
    .returning();
  if (!row) throw AppError.notFound(messages.notificationNotFound);
  return presentNotification(row);
}

/** POST /api/notifications/mark-all-as-read: every unread one of the business, in one statement. */
export async function markAllNotificationsRead(
  db: Database,
  input: {
    businessId: string;
  },
): Promise<{ updated: number }> {
  const result = await db.execute(sql`
    with updated as (
      update ${notifications} set is_read = true
      where ${notifications.businessId} = ${input.businessId} and ${notifications.isRead} = false
      returning 1
    )
    select count(*)::int as updated from updated`);
  const [row] = (result as unknown as { rows: { updated: number }[] }).rows;
  return { updated: Number(row?.updated ?? 0) };
}

/** GET /api/options/notifications: the settings, all on when never saved. */
export async function getNotificationOption(
  db: Database,
  input: {
    businessId: string;
  },
): Promise<TNotificationOption> {
  const option = await getOption(db, {
    businessId: input.businessId,
    name: NOTIFICATIONS_OPTION,
  });
  return readOption(option.value);
}

/** POST /api/options/notifications: replaces the settings (already checked by the shared schema). */
export async function setNotificationOption(
  db: Database,
  input: {
    businessId: string;
    option: TNotificationOption;
  },
): Promise<TNotificationOption> {
  // Checked by its route's schema: saved as this module's own setting.
  const value = normalizeNotificationOption(input.option);
  await writeOptionValue(db, { businessId: input.businessId, name: NOTIFICATIONS_OPTION, value });
  return readOption(value);
}
