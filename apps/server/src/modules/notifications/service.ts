// Owner notifications (SPEC §3 Notification): stored in the transaction of what caused them, so a
// booking and its notification exist together or not at all. The panel reads them (CRM issue).
import { and, eq } from 'drizzle-orm';
import { z } from 'zod';
import { notificationOptionTypes } from '@studio/shared/enums';
import type { Executor } from '../../db/client.ts';
import { notify } from '../../db/client.ts';
import { options } from '../options/schema.ts';
import { notifications } from './schema.ts';

export type NotificationType = (typeof notificationOptionTypes)[number];

/** The option of SPEC §7 POST /api/options/notifications. */
export const NOTIFICATIONS_OPTION = 'notifications';
export const NOTIFICATIONS_CHANNEL = 'notifications';

const ZNotificationOption = z.object({
  disabledAll: z.boolean().default(false),
  disabledTypes: z.array(z.string()).default([]),
});

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
  const [row] = await executor
    .select({ value: options.value })
    .from(options)
    .where(and(eq(options.businessId, businessId), eq(options.name, NOTIFICATIONS_OPTION)));
  const parsed = ZNotificationOption.safeParse(row?.value ?? {});
  if (!parsed.success) return true;
  return !parsed.data.disabledAll && !parsed.data.disabledTypes.includes(type);
}

/**
 * Stores a notification for the owner unless the notification settings turn its type off (then
 * nothing happens: never an error). A NOTIFY on commit lets live panels refresh.
 */
export async function createNotification(
  executor: Executor,
  input: NewNotification,
): Promise<void> {
  if (!(await isWanted(executor, input.businessId, input.type))) return;
  await executor.insert(notifications).values({
    businessId: input.businessId,
    type: input.type,
    link: input.link,
    customerName: input.customerName,
    serviceId: input.serviceId ?? null,
    serviceName: input.serviceName ?? '',
    serviceColor: input.serviceColor ?? '',
    startTime: input.startTime ?? null,
  });
  await notify(executor, NOTIFICATIONS_CHANNEL, input.businessId);
}
