// Rows of a shoot -> ZOrder (the shoot page aggregate) and ZActivity.
import type {
  TActivity,
  TActivityChange,
  TInvoice,
  TOrder,
  TOrderSlot,
} from '@studio/shared/orders/contracts';
import { paymentState } from '@studio/shared/orders/payment-state';
import { storedAnswersOf } from '@studio/shared/questionnaires/answers';
import { orderPrice, type TaxMode } from '@studio/shared/pricing/price';
import { startOfTodayIn } from '@studio/shared/scheduling/zoned-time';
import { effectiveStatus } from '@studio/shared/scheduling/slot-state';
import type { CustomerRow } from '../customers/service.ts';
import type { ShootSlot } from '../scheduling/order-slots.ts';
import type { ServiceRow } from '../services/lookup.ts';
import type { invoices, orderActivities, orderAddons, orders } from './schema.ts';

export type OrderRow = typeof orders.$inferSelect;
export type OrderParts = {
  order: OrderRow;
  customer: CustomerRow;
  service: Pick<ServiceRow, 'id' | 'name' | 'color' | 'kind' | 'deletedAt'>;
  slots: ShootSlot[];
  addons: (typeof orderAddons.$inferSelect)[];
  invoices: (typeof invoices.$inferSelect)[];
  timeZone: string;
  currency: string;
  now: Date;
};

const MINI_SESSION = 1;

function iso(value: Date | null): string | null {
  return value ? value.toISOString() : null;
}

export function presentInvoice(row: typeof invoices.$inferSelect): TInvoice {
  return {
    id: row.id,
    orderId: row.orderId,
    sortIndex: row.sortIndex,
    total: row.total,
    paymentStatus: row.status,
    paidDate: iso(row.paidAt),
    dueDate: iso(row.dueDate),
    paymentMilestone: row.paymentMilestone as TInvoice['paymentMilestone'],
    dueInterval: row.dueInterval,
    intervalUnit: row.intervalUnit as TInvoice['intervalUnit'],
    amount: row.amount,
    isFixed: row.isFixed,
    emailStatus: row.emailStatus as TInvoice['emailStatus'],
    sentDate: iso(row.sentDate),
  };
}

function presentSlot(row: OrderParts['slots'][number], now: Date): TOrderSlot {
  return {
    id: row.id,
    serviceDateId: row.serviceDateId,
    startTime: row.startTime.toISOString(),
    endTime: row.endTime.toISOString(),
    status: effectiveStatus(row, now),
  };
}

export function presentOrder(parts: OrderParts): TOrder {
  const { order, customer, service, now } = parts;
  const slot = parts.slots[0] ?? null;
  const price = orderPrice({
    fee: order.totalFee,
    couponDiscountAmount: order.totalCouponDiscount,
    tax: { mode: order.taxMode as TaxMode, rateBps: order.taxRateBps },
    tip: order.totalTip,
  });
  const startOfToday = startOfTodayIn(parts.timeZone, now.getTime());
  return {
    orderId: order.id,
    status: order.status,
    fullName: order.fullName,
    email: order.email,
    phone: order.phone,
    customer: {
      id: customer.id,
      fullName: customer.fullName,
      email: customer.email,
      phone: customer.phone,
    },
    serviceId: order.serviceId,
    service: {
      id: service.id,
      name: service.name,
      color: service.color,
      type: service.kind,
      isMiniSession: service.kind === MINI_SESSION,
      isDeleted: service.deletedAt !== null,
    },
    packageId: order.packageId,
    packageName: order.packageName,
    serviceDateId: slot?.serviceDateId ?? null,
    slotId: slot?.id ?? null,
    slots: parts.slots.map((row) => presentSlot(row, now)),
    startTime: iso(order.startTime),
    duration: order.durationMinutes,
    timeZone: parts.timeZone,
    currency: parts.currency,
    shootLocation: order.shootLocation,
    addons: parts.addons.map((row) => ({
      id: row.id,
      addonId: row.addonId,
      name: row.name,
      fee: row.fee,
      quantity: row.quantity,
      maxQuantity: row.maxQuantity,
    })),
    totalFee: order.totalFee,
    couponCode: order.couponCode,
    totalCouponDiscount: order.totalCouponDiscount,
    tax: { mode: order.taxMode as TaxMode, rateBps: order.taxRateBps, amount: price.tax },
    totalTip: order.totalTip,
    grandTotal: order.grandTotal,
    amountPaid: order.amountPaid,
    balanceDue: Math.max(0, order.grandTotal - order.amountPaid),
    paymentState: paymentState({
      grandTotal: order.grandTotal,
      amountPaid: order.amountPaid,
      nextDueAt: order.nextDueAt,
      startOfToday,
    }),
    isSendEmail: order.isSendEmail,
    note: order.note,
    createdDate: order.createdAt.toISOString(),
    canceledDate: iso(order.canceledAt),
    invoices: parts.invoices.map(presentInvoice),
    answers: storedAnswersOf(order.answers),
    source: order.source === 'CLIENT' ? 'CLIENT' : 'OWNER',
    clientTimeZone: order.clientTimeZone,
  };
}

export function presentActivity(row: typeof orderActivities.$inferSelect): TActivity {
  const details = (row.details ?? {}) as { summary?: string; changes?: TActivityChange[] };
  return {
    id: row.id,
    type: row.type as TActivity['type'],
    createdDate: row.createdAt.toISOString(),
    actorName: row.actorName,
    summary: details.summary ?? '',
    changes: details.changes ?? [],
  };
}
