// How the shoot page writes its time span, ages, milestones and statuses.
import { dayjs } from '../../ui/dayjs.ts';
import relativeTime from 'dayjs/plugin/relativeTime';
import type { TInvoice, TOrder } from '@studio/shared/orders/contracts';
import { paymentStateLabels } from '@studio/shared/orders/payment-state';
import { TIME_FORMAT } from '../../ui/date-formats.ts';

dayjs.extend(relativeTime);

export const NO_DATE = 'No date set';

/**
 * How long ago something happened ('a few seconds ago', '3 hours ago'). Never in the future: what
 * the server made after `now` was read (or by a server whose clock runs ahead of this browser's)
 * happened a moment ago, not 'in a few seconds'.
 */
export function formatRelative(iso: string, now: number = Date.now()): string {
  const at = dayjs(iso);
  return at.from(Math.max(now, at.valueOf()));
}

/** The shoot's time span on the business wall clock, e.g. '10:00 AM – 11:30 AM'. */
export function shootTimeRange(order: TOrder): string | null {
  if (!order.startTime) return null;
  const start = dayjs(order.startTime).tz(order.timeZone);
  return `${start.format(TIME_FORMAT)} – ${start.add(order.duration, 'minute').format(TIME_FORMAT)}`;
}

export const milestoneLabels: Record<TInvoice['paymentMilestone'], string> = {
  DURING_BOOKING: 'During booking',
  BEFORE_SHOOT_DATE: 'Before shoot date',
  ON_SHOOT_DATE: 'On shoot date',
  AFTER_SHOOT_DATE: 'After shoot date',
};

export const intervalUnitLabels: Record<TInvoice['intervalUnit'], string> = {
  HOURS: 'hours',
  DAYS: 'days',
  MONTHS: 'months',
};

/** 'Before shoot date · 3 days'; booking and shoot-day milestones need no interval. */
export function milestoneText(invoice: TInvoice): string {
  const label = milestoneLabels[invoice.paymentMilestone];
  if (
    invoice.paymentMilestone === 'DURING_BOOKING' ||
    invoice.paymentMilestone === 'ON_SHOOT_DATE'
  ) {
    return label;
  }
  return `${label} · ${invoice.dueInterval} ${intervalUnitLabels[invoice.intervalUnit]}`;
}

export const invoiceStatusLooks: Record<
  TInvoice['paymentStatus'],
  { label: string; color: string }
> = {
  PAID: { label: 'Paid', color: 'green' },
  PENDING: { label: 'Pending', color: 'gold' },
  CANCELED: { label: 'Cancelled', color: 'default' },
};

export const emailStatusLabels: Record<TInvoice['emailStatus'], string> = {
  NEW: 'Not sent',
  DELIVERED: 'Delivered',
  OPENED: 'Opened',
  COMPLAINED: 'Complained',
  CLICKED: 'Clicked',
  FAILED: 'Failed',
};

export const paymentStateColors: Record<TOrder['paymentState'], string> = {
  1: 'green',
  2: 'blue',
  3: 'red',
  4: 'default',
};

export { paymentStateLabels };
