// A shoot's slot: booking a mini session slot, moving a booking, creating and moving the slot a
// full session shoot makes for itself, releasing on cancel. Every status change is one conditional
// statement; the callers run inside the shoot's transaction after lockBusinessBookings().
import { and, asc, eq, gt, inArray, isNull, lt, lte, ne, notExists, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { messages } from '@studio/shared/messages';
import type { Transaction } from '../../db/client.ts';
import { AppError } from '../../platform/errors.ts';
import { serviceColumns } from '../services/service-columns.ts';
import { serviceDates, slots } from './schema.ts';

export type ShootSlot = typeof slots.$inferSelect;
type Scope = { businessId: string; serviceId: string };

const other = alias(slots, 'other_slot');
const otherService = serviceColumns('other_service');

/**
 * Serialises the bookings of one business for the rest of the transaction: a full session shoot
 * creates a new slot, and "no other slot overlaps" can only be decided safely when no other
 * booking of the business is half-way through. Released at commit or rollback.
 */
export async function lockBusinessBookings(tx: Transaction, businessId: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`bookings:${businessId}`}))`);
}

/** The other slot still takes the photographer's time (a deleted service keeps only bookings). */
const otherTakesTime = or(
  isNull(otherService.deletedAt),
  inArray(other.status, ['BOOKED', 'SHOOTED']),
);

/**
 * Booked, held, break-time and conflicting slots cannot be chosen. The slot must be
 * AVAILABLE (an expired hold is), not a break, and overlap no other slot of the business (the
 * shoot's own slot excepted: it is released by the same move).
 */
function isChoosableFor(tx: Transaction, orderId: string) {
  return and(
    or(
      eq(slots.status, 'AVAILABLE'),
      and(
        eq(slots.status, 'BOOKING'),
        or(isNull(slots.lockoutEnd), lte(slots.lockoutEnd, sql`now()`)),
      ),
    ),
    eq(slots.isBreakTime, false),
    notExists(
      tx
        .select({ one: sql`1` })
        .from(other)
        .innerJoin(otherService, eq(otherService.id, other.serviceId))
        .where(
          and(
            eq(other.businessId, slots.businessId),
            ne(other.id, slots.id),
            lt(other.startTime, slots.endTime),
            gt(other.endTime, slots.startTime),
            or(isNull(other.orderId), ne(other.orderId, orderId)),
            otherTakesTime,
          ),
        ),
    ),
  );
}

/**
 * Books a mini session slot of the service for the order: AVAILABLE -> BOOKED in one conditional
 * update. 404 when the slot is not the service's; 409 slotUnavailable when it cannot be chosen
 * (booked, held, break time, conflicting) or another booking took it first.
 */
export async function bookServiceSlot(
  tx: Transaction,
  input: Scope & { slotId: string; orderId: string },
): Promise<ShootSlot> {
  const [booked] = await tx
    .update(slots)
    .set({ status: 'BOOKED', orderId: input.orderId, lockoutEnd: null, updatedAt: sql`now()` })
    .where(
      and(
        eq(slots.id, input.slotId),
        eq(slots.businessId, input.businessId),
        eq(slots.serviceId, input.serviceId),
        isChoosableFor(tx, input.orderId),
      ),
    )
    .returning();
  if (booked) return booked;
  const [exists] = await tx
    .select({ id: slots.id })
    .from(slots)
    .where(
      and(
        eq(slots.id, input.slotId),
        eq(slots.businessId, input.businessId),
        eq(slots.serviceId, input.serviceId),
      ),
    );
  if (!exists) throw AppError.notFound(messages.slotNotFound);
  throw new AppError('CONFLICT', messages.slotUnavailable);
}

/** The slots an order occupies (one for every shoot with a time), in time order. */
export async function slotsOfOrder(
  tx: Transaction,
  input: { businessId: string; orderId: string },
): Promise<ShootSlot[]> {
  return tx
    .select()
    .from(slots)
    .where(and(eq(slots.businessId, input.businessId), eq(slots.orderId, input.orderId)))
    .orderBy(asc(slots.startTime));
}

/**
 * Moving a booking: the new slot becomes BOOKED with the order (conditional update, so of
 * two shoots moved into one slot at once exactly one wins), then the order's other slots become
 * AVAILABLE with the order and any hold cleared. Both in the caller's transaction.
 */
export async function moveOrderSlot(
  tx: Transaction,
  input: Scope & { slotId: string; orderId: string },
): Promise<ShootSlot> {
  const booked = await bookServiceSlot(tx, input);
  await releaseOrderSlots(tx, { ...input, exceptSlotId: booked.id });
  return booked;
}

/** The order's slots back to AVAILABLE, order and lockout cleared (mini session cancel / move). */
export async function releaseOrderSlots(
  tx: Transaction,
  input: { businessId: string; orderId: string; exceptSlotId?: string },
): Promise<void> {
  await tx
    .update(slots)
    .set({ status: 'AVAILABLE', orderId: null, lockoutEnd: null, updatedAt: sql`now()` })
    .where(
      and(
        eq(slots.businessId, input.businessId),
        eq(slots.orderId, input.orderId),
        input.exceptSlotId ? ne(slots.id, input.exceptSlotId) : undefined,
      ),
    );
}

/** Slots that block a shoot time: occupied (booked, shot, held) or break time, business-wide. */
async function blockingSlots(
  tx: Transaction,
  input: { businessId: string; startTime: Date; endTime: Date; orderId: string },
) {
  return tx
    .select({
      id: other.id,
      serviceName: otherService.name,
      startTime: other.startTime,
      endTime: other.endTime,
    })
    .from(other)
    .innerJoin(otherService, eq(otherService.id, other.serviceId))
    .where(
      and(
        eq(other.businessId, input.businessId),
        lt(other.startTime, input.endTime),
        gt(other.endTime, input.startTime),
        or(isNull(other.orderId), ne(other.orderId, input.orderId)),
        otherTakesTime,
        or(
          inArray(other.status, ['BOOKED', 'SHOOTED']),
          and(eq(other.status, 'BOOKING'), gt(other.lockoutEnd, sql`now()`)),
          eq(other.isBreakTime, true),
        ),
      ),
    )
    .orderBy(asc(other.startTime));
}

async function refuseBlockedTime(
  tx: Transaction,
  input: { businessId: string; startTime: Date; endTime: Date; orderId: string },
  describe: (instant: Date) => string,
): Promise<void> {
  const blocking = await blockingSlots(tx, input);
  if (blocking.length === 0) return;
  const list = blocking.map((row) => `${row.serviceName} ${describe(row.startTime)}`).join(', ');
  throw new AppError('CONFLICT', `${messages.shootConflict} ${list}`);
}

/** The service's date of that local day (a full session keeps its shoots' slots on it). */
async function serviceDateOf(tx: Transaction, input: Scope & { date: string }): Promise<string> {
  const [found] = await tx
    .select({ id: serviceDates.id })
    .from(serviceDates)
    .where(
      and(
        eq(serviceDates.businessId, input.businessId),
        eq(serviceDates.serviceId, input.serviceId),
        eq(serviceDates.date, input.date),
      ),
    )
    .orderBy(asc(serviceDates.createdAt))
    .limit(1);
  if (found) return found.id;
  const [created] = await tx
    .insert(serviceDates)
    .values({ businessId: input.businessId, serviceId: input.serviceId, date: input.date })
    .returning({ id: serviceDates.id });
  if (!created) throw new Error('service date insert returned nothing');
  return created.id;
}

/** A full session date left without slots goes: it only ever held shoots. */
export async function dropEmptyServiceDate(tx: Transaction, serviceDateId: string): Promise<void> {
  await tx
    .delete(serviceDates)
    .where(
      and(
        eq(serviceDates.id, serviceDateId),
        notExists(
          tx.select({ id: slots.id }).from(slots).where(eq(slots.serviceDateId, serviceDateId)),
        ),
      ),
    );
}

export type ShootTime = {
  /** Local date of the shoot in the business time zone. */
  date: string;
  startTime: Date;
  endTime: Date;
  /** How a conflicting slot's time reads in the refusal. */
  describe: (instant: Date) => string;
};

/**
 * A full session shoot's own slot, BOOKED with the order on the service's date of that day.
 * Refused (409 with the conflicts) when the time overlaps an occupied or break-time slot.
 */
export async function createOrderSlot(
  tx: Transaction,
  input: Scope & { orderId: string; time: ShootTime },
): Promise<ShootSlot> {
  const { time } = input;
  await refuseBlockedTime(tx, { ...input, ...time }, time.describe);
  const serviceDateId = await serviceDateOf(tx, { ...input, date: time.date });
  const [created] = await tx
    .insert(slots)
    .values({
      businessId: input.businessId,
      serviceId: input.serviceId,
      serviceDateId,
      startTime: time.startTime,
      endTime: time.endTime,
      status: 'BOOKED',
      orderId: input.orderId,
    })
    .returning();
  if (!created) throw new Error('slot insert returned nothing');
  return created;
}

/**
 * A client's hold on a full session time: a BOOKING slot without an order, on the service's date
 * of that day, that only the holder's token can book. Refused like a shoot's own slot (409 with the
 * conflicts) when the time overlaps an occupied or break-time slot.
 */
export async function createHoldSlot(
  tx: Transaction,
  input: Scope & { slotId: string; time: ShootTime; holdMinutes: number; holdTokenHash: string },
): Promise<ShootSlot> {
  const { time } = input;
  await refuseBlockedTime(tx, { ...input, ...time, orderId: '' }, time.describe);
  const serviceDateId = await serviceDateOf(tx, { ...input, date: time.date });
  const [created] = await tx
    .insert(slots)
    .values({
      id: input.slotId,
      businessId: input.businessId,
      serviceId: input.serviceId,
      serviceDateId,
      startTime: time.startTime,
      endTime: time.endTime,
      status: 'BOOKING',
      lockoutEnd: sql`now() + make_interval(mins => ${input.holdMinutes})`,
      holdTokenHash: input.holdTokenHash,
    })
    .returning();
  if (!created) throw new Error('slot insert returned nothing');
  return created;
}

/** A full session shoot's own slot moves to another time (and day). */
export async function rescheduleOrderSlot(
  tx: Transaction,
  input: Scope & { orderId: string; slot: ShootSlot; time: ShootTime },
): Promise<ShootSlot> {
  const { time } = input;
  await refuseBlockedTime(tx, { ...input, ...time }, time.describe);
  const serviceDateId = await serviceDateOf(tx, { ...input, date: time.date });
  const [moved] = await tx
    .update(slots)
    .set({ serviceDateId, startTime: time.startTime, endTime: time.endTime, updatedAt: sql`now()` })
    .where(
      and(
        eq(slots.id, input.slot.id),
        eq(slots.businessId, input.businessId),
        eq(slots.orderId, input.orderId),
      ),
    )
    .returning();
  if (!moved) throw new AppError('CONFLICT', messages.slotUnavailable);
  if (serviceDateId !== input.slot.serviceDateId) {
    await dropEmptyServiceDate(tx, input.slot.serviceDateId);
  }
  return moved;
}

/** Cancelling a full session shoot: its own slot goes (and its date when left empty). */
export async function deleteOrderSlots(
  tx: Transaction,
  input: { businessId: string; orderId: string },
): Promise<void> {
  const removed = await tx
    .delete(slots)
    .where(and(eq(slots.businessId, input.businessId), eq(slots.orderId, input.orderId)))
    .returning({ serviceDateId: slots.serviceDateId });
  for (const dateId of new Set(removed.map((row) => row.serviceDateId))) {
    await dropEmptyServiceDate(tx, dateId);
  }
}

/** The location of a service date (a mini session shoot takes it when none is given). */
export async function serviceDateLocation(
  tx: Transaction,
  input: { businessId: string; serviceDateId: string },
): Promise<string> {
  const [row] = await tx
    .select({ location: serviceDates.location })
    .from(serviceDates)
    .where(
      and(eq(serviceDates.id, input.serviceDateId), eq(serviceDates.businessId, input.businessId)),
    );
  return row?.location ?? '';
}
