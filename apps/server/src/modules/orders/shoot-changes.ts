// Changes of an existing shoot: client details, notes, location, moving a mini session booking,
// a full session's date and time, cancelling. Each is one transaction that locks the order
// (409 when cancelled), makes the change and records its activity.
import { and, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { serviceKinds } from '@studio/shared/enums';
import { messages } from '@studio/shared/messages';
import type {
  ZChangeDateTimeRequest,
  ZChangeLocationRequest,
  ZMoveBookingRequest,
  ZOrderNotesRequest,
  ZUpdateShootRequest,
} from '@studio/shared/orders/requests';
import type { TStoredAnswer } from '@studio/shared/questionnaires/contracts';
import { minutesBetween } from '@studio/shared/scheduling/zoned-time';
import type { Database, Transaction } from '../../db/client.ts';
import { describeInstant } from '../../platform/describe-instant.ts';
import { AppError } from '../../platform/errors.ts';
import { findOrCreateCustomer } from '../customers/service.ts';
import {
  createOrderSlot,
  deleteOrderSlots,
  lockBusinessBookings,
  moveOrderSlot,
  releaseOrderSlots,
  rescheduleOrderSlot,
  slotsOfOrder,
  type ShootSlot,
} from '../scheduling/order-slots.ts';
import { serviceColumns } from '../services/service-columns.ts';
import { recordActivity, type Actor } from './activities.ts';
import { findBusiness } from '../businesses/profile-service.ts';
import { rescheduleInvoices } from './invoice-service.ts';
import type { OrderRow } from './presenter.ts';
import { orders } from './schema.ts';
import { lockActiveOrder, shootTimeAt, type OrderScope } from './service.ts';
import { shootLifecycle } from './shoot-lifecycle.ts';

type ChangeInput<T> = OrderScope & { actor: Actor; request: T };
/**
 * An extra rule checked on the locked order before the change, in its transaction (a client's
 * change from the manage link: allowed by the service and early enough); throws to refuse.
 */
export type ChangeGuard = (tx: Transaction, order: OrderRow) => Promise<void>;
/**
 * Work that belongs to a change, run in its transaction after it (a client's change from the
 * manage link tells the owner by email): `order` as it was before, `startTime` the new time.
 */
export type ChangeFollowUp = (
  tx: Transaction,
  change: { order: OrderRow; startTime: Date | null },
) => Promise<void>;

const service = serviceColumns('service');

async function serviceKindOf(tx: Transaction, order: OrderRow): Promise<number> {
  const [row] = await tx
    .select({ kind: service.kind })
    .from(service)
    .where(and(eq(service.id, order.serviceId), eq(service.businessId, order.businessId)));
  return row?.kind ?? serviceKinds.SESSION_TYPES;
}

async function updateOrder(
  tx: Transaction,
  order: OrderRow,
  values: Partial<typeof orders.$inferInsert>,
): Promise<void> {
  await tx
    .update(orders)
    .set({ ...values, updatedAt: sql`now()` })
    .where(and(eq(orders.id, order.id), eq(orders.businessId, order.businessId)));
}

/** The slot's time copied onto the order for the lists. */
function timeOf(slot: ShootSlot) {
  return {
    startTime: slot.startTime,
    durationMinutes: minutesBetween(slot.startTime, slot.endTime),
  };
}

/** PUT update-shoot: the client's details; the shoot follows the customer of the email. */
export async function updateShootClient(
  db: Database,
  input: ChangeInput<z.output<typeof ZUpdateShootRequest>>,
): Promise<void> {
  await db.transaction(async (tx) => {
    const order = await lockActiveOrder(tx, input);
    const { request } = input;
    const customer = await findOrCreateCustomer(tx, { businessId: input.businessId, ...request });
    await updateOrder(tx, order, {
      fullName: request.fullName,
      email: request.email,
      phone: request.phone,
      customerId: customer.id,
      ...(request.isSendEmail === undefined ? {} : { isSendEmail: request.isSendEmail }),
    });
  });
}

/** PUT notes. */
export async function updateNotes(
  db: Database,
  input: ChangeInput<z.output<typeof ZOrderNotesRequest>>,
): Promise<void> {
  await db.transaction(async (tx) => {
    const order = await lockActiveOrder(tx, input);
    await updateOrder(tx, order, { note: input.request.note });
  });
}

/** PUT change-location (CHANGE_LOCATION). */
export async function changeLocation(
  db: Database,
  input: ChangeInput<z.output<typeof ZChangeLocationRequest>>,
): Promise<void> {
  await db.transaction(async (tx) => {
    const order = await lockActiveOrder(tx, input);
    const to = input.request.shootLocation;
    if (to === order.shootLocation) return;
    await updateOrder(tx, order, { shootLocation: to });
    await recordActivity(tx, {
      businessId: input.businessId,
      orderId: order.id,
      type: 'CHANGE_LOCATION',
      actor: input.actor,
      summary: to ? `Changed the location to ${to}` : 'Removed the location',
      changes: [{ field: 'shootLocation', from: order.shootLocation || null, to: to || null }],
    });
  });
}

/** PUT move-booking (MOVED): a mini session shoot to another slot of its service. */
export async function moveBooking(
  db: Database,
  input: ChangeInput<z.output<typeof ZMoveBookingRequest>> & {
    guard?: ChangeGuard;
    after?: ChangeFollowUp;
  },
): Promise<void> {
  await db.transaction(async (tx) => {
    const order = await lockActiveOrder(tx, input);
    await input.guard?.(tx, order);
    if ((await serviceKindOf(tx, order)) !== serviceKinds.MINI_SESSION) {
      throw new AppError('CONFLICT', messages.moveBookingMiniSessions);
    }
    const [current] = await slotsOfOrder(tx, input);
    if (current?.id === input.request.slotId) return;
    await lockBusinessBookings(tx, input.businessId);
    const slot = await moveOrderSlot(tx, {
      businessId: input.businessId,
      serviceId: order.serviceId,
      orderId: order.id,
      slotId: input.request.slotId,
    });
    await updateOrder(tx, order, timeOf(slot));
    const { timeZone } = await findBusiness(tx, { businessId: input.businessId });
    await rescheduleInvoices(tx, { businessId: input.businessId, orderId: order.id, timeZone });
    await recordActivity(tx, {
      businessId: input.businessId,
      orderId: order.id,
      type: 'MOVED',
      actor: input.actor,
      summary: `Moved the booking to ${describeInstant(timeZone)(slot.startTime)}`,
      changes: [
        {
          field: 'startTime',
          from: current?.startTime.toISOString() ?? null,
          to: slot.startTime.toISOString(),
        },
      ],
    });
    await shootLifecycle().changed(tx, { businessId: input.businessId, orderId: order.id });
    await input.after?.(tx, { order, startTime: slot.startTime });
  });
}

/** PUT change-date-time (CHANGE_SHOOT_DATE): a full session shoot's own slot moves. */
export async function changeDateTime(
  db: Database,
  input: ChangeInput<z.output<typeof ZChangeDateTimeRequest>>,
): Promise<void> {
  await db.transaction(async (tx) => {
    const order = await lockActiveOrder(tx, input);
    if ((await serviceKindOf(tx, order)) === serviceKinds.MINI_SESSION) {
      throw new AppError('CONFLICT', messages.changeDateTimeFullSessions);
    }
    const { timeZone } = await findBusiness(tx, { businessId: input.businessId });
    const { request } = input;
    const time = shootTimeAt({
      date: request.date,
      startTime: request.startTime,
      durationMinutes: request.duration ?? order.durationMinutes,
      timeZone,
    });
    await lockBusinessBookings(tx, input.businessId);
    const [current] = await slotsOfOrder(tx, input);
    const scope = { businessId: input.businessId, serviceId: order.serviceId, orderId: order.id };
    const slot = current
      ? await rescheduleOrderSlot(tx, { ...scope, slot: current, time })
      : await createOrderSlot(tx, { ...scope, time });
    await updateOrder(tx, order, timeOf(slot));
    await rescheduleInvoices(tx, { businessId: input.businessId, orderId: order.id, timeZone });
    await recordActivity(tx, {
      businessId: input.businessId,
      orderId: order.id,
      type: 'CHANGE_SHOOT_DATE',
      actor: input.actor,
      summary: `Changed the shoot date to ${time.describe(slot.startTime)}`,
      changes: [
        {
          field: 'startTime',
          from: order.startTime?.toISOString() ?? null,
          to: slot.startTime.toISOString(),
        },
        {
          field: 'duration',
          from: String(order.durationMinutes),
          to: String(timeOf(slot).durationMinutes),
        },
      ],
    });
    await shootLifecycle().changed(tx, { businessId: input.businessId, orderId: order.id });
  });
}

/** PATCH cancel-booking (CANCELED). */
export async function cancelBooking(
  db: Database,
  input: OrderScope & { actor: Actor; guard?: ChangeGuard; after?: ChangeFollowUp },
): Promise<void> {
  await db.transaction(async (tx) => {
    const order = await lockActiveOrder(tx, input);
    await input.guard?.(tx, order);
    if ((await serviceKindOf(tx, order)) === serviceKinds.MINI_SESSION) {
      await releaseOrderSlots(tx, input);
    } else {
      await deleteOrderSlots(tx, input);
    }
    await updateOrder(tx, order, { status: 'CANCELED', canceledAt: new Date() });
    await recordActivity(tx, {
      businessId: input.businessId,
      orderId: order.id,
      type: 'CANCELED',
      actor: input.actor,
      summary: 'Cancelled the booking',
      changes: [{ field: 'status', from: 'ACTIVE', to: 'CANCELED' }],
    });
    await shootLifecycle().cancelled(tx, { businessId: input.businessId, orderId: order.id });
    await input.after?.(tx, { order, startTime: null });
  });
}

/**
 * Stores the client's answers to the booking questionnaire on the order; the caller locked the
 * order, checked the answers and records the activity.
 */
export async function storeOrderAnswers(
  tx: Transaction,
  input: OrderScope & { answers: TStoredAnswer[] },
): Promise<void> {
  await tx
    .update(orders)
    .set({ answers: input.answers, updatedAt: sql`now()` })
    .where(and(eq(orders.id, input.orderId), eq(orders.businessId, input.businessId)));
}
