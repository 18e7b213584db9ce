// A service's dates and slots, inserted directly as the scheduling module stores them, and the
// states a slot passes through (held, booked, shot).
import crypto from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { addDays } from '@studio/shared/scheduling/zoned-time';
import { serviceDates, slots } from '../../modules/scheduling/schema.ts';
import type { Owner } from './owner.ts';

type Tenant = Pick<Owner, 'businessId'>;

const MINUTE = 60_000;

export type SlotStatus = 'AVAILABLE' | 'BOOKED' | 'BOOKING' | 'SHOOTED';

// Each shoot of a worker gets its own day, so shoots of one business never overlap by accident.
let nextDay = crypto.randomInt(0, 2000);

/** A local date no other factory slot of this worker uses (years ahead). */
export function freshShootDate(): string {
  nextDay += 1;
  return addDays('2032-01-01', nextDay);
}

export async function createServiceDate(
  app: FastifyInstance,
  owner: Tenant,
  input: { serviceId: string; date: string; location?: string },
): Promise<{ id: string }> {
  const [row] = await app.deps.db
    .insert(serviceDates)
    .values({
      businessId: owner.businessId,
      serviceId: input.serviceId,
      date: input.date,
      location: input.location,
    })
    .returning({ id: serviceDates.id });
  if (!row) throw new Error('service date insert returned nothing');
  return row;
}

export type SlotOptions = {
  serviceId: string;
  /** The date the slot belongs to; default a new date of the start's (UTC) day. */
  serviceDateId?: string;
  /** Default 09:00 UTC on a fresh day. */
  startTime?: Date;
  /** Default 30. */
  minutes?: number;
  /** Default AVAILABLE; BOOKED and SHOOTED slots get an order id unless one is given. */
  status?: SlotStatus;
  lockoutEnd?: Date | null;
  orderId?: string | null;
  isBreakTime?: boolean;
  isPremium?: boolean;
  premiumFee?: number;
  sortOrder?: number;
};

export type CreatedSlot = { id: string; serviceDateId: string; startTime: Date; endTime: Date };

/** One slot of the service (on a date of its own unless serviceDateId is given). */
export async function createServiceSlot(
  app: FastifyInstance,
  owner: Tenant,
  input: SlotOptions,
): Promise<CreatedSlot> {
  const start = input.startTime ?? new Date(`${freshShootDate()}T09:00:00Z`);
  const end = new Date(start.getTime() + (input.minutes ?? 30) * MINUTE);
  const status = input.status ?? 'AVAILABLE';
  const isTaken = status === 'BOOKED' || status === 'SHOOTED';
  const serviceDateId =
    input.serviceDateId ??
    (
      await createServiceDate(app, owner, {
        serviceId: input.serviceId,
        date: start.toISOString().slice(0, 10),
      })
    ).id;
  const [slot] = await app.deps.db
    .insert(slots)
    .values({
      businessId: owner.businessId,
      serviceId: input.serviceId,
      serviceDateId,
      startTime: start,
      endTime: end,
      status,
      lockoutEnd: input.lockoutEnd ?? null,
      orderId: input.orderId ?? (isTaken ? `O${crypto.randomInt(1, 1_000_000_000)}` : null),
      isBreakTime: input.isBreakTime ?? false,
      isPremium: input.isPremium,
      premiumFee: input.premiumFee,
      sortOrder: input.sortOrder,
    })
    .returning({
      id: slots.id,
      serviceDateId: slots.serviceDateId,
      startTime: slots.startTime,
      endTime: slots.endTime,
    });
  if (!slot) throw new Error('slot insert returned nothing');
  return slot;
}

/** Slots on one fresh day (30 minutes each, an hour apart from 09:00 UTC). */
export async function createSlots(
  app: FastifyInstance,
  owner: Tenant,
  input: { serviceId: string; count: number; date?: string },
): Promise<CreatedSlot[]> {
  const date = input.date ?? freshShootDate();
  const made: CreatedSlot[] = [];
  for (let index = 0; index < input.count; index += 1) {
    const hour = String(9 + index).padStart(2, '0');
    made.push(
      await createServiceSlot(app, owner, {
        serviceId: input.serviceId,
        startTime: new Date(`${date}T${hour}:00:00Z`),
      }),
    );
  }
  return made;
}

/**
 * A date of the service with one 20-minute slot per given status, an hour apart from 09:00 UTC;
 * the first is premium. A BOOKING slot is held for 10 more minutes.
 */
export async function addDateWithSlots(
  app: FastifyInstance,
  input: {
    businessId: string;
    serviceId: string;
    date: string;
    location?: string;
    statuses: SlotStatus[];
  },
): Promise<{ dateId: string; slotIds: string[] }> {
  const date = await createServiceDate(app, input, {
    serviceId: input.serviceId,
    date: input.date,
    location: input.location ?? 'Rose Garden',
  });
  const slotIds: string[] = [];
  for (const [index, status] of input.statuses.entries()) {
    const slot = await createServiceSlot(app, input, {
      serviceId: input.serviceId,
      serviceDateId: date.id,
      startTime: new Date(`${input.date}T${String(9 + index).padStart(2, '0')}:00:00Z`),
      minutes: 20,
      status,
      lockoutEnd: status === 'BOOKING' ? new Date(Date.now() + 10 * MINUTE) : null,
      isPremium: index === 0,
      premiumFee: index === 0 ? 2500 : 0,
      sortOrder: index,
    });
    slotIds.push(slot.id);
  }
  return { dateId: date.id, slotIds };
}

/** BOOKED, SHOOTED, a hold (BOOKING, lockoutEnd in 10 minutes) or an expired hold. */
export type SlotState = 'AVAILABLE' | 'BOOKED' | 'SHOOTED' | 'HELD' | 'EXPIRED_HOLD';

export async function setSlotState(
  app: FastifyInstance,
  slotId: string,
  state: SlotState,
): Promise<void> {
  const values =
    state === 'HELD'
      ? { status: 'BOOKING' as const, lockoutEnd: new Date(Date.now() + 10 * MINUTE) }
      : state === 'EXPIRED_HOLD'
        ? { status: 'BOOKING' as const, lockoutEnd: new Date(Date.now() - MINUTE) }
        : { status: state, lockoutEnd: null };
  await app.deps.db.update(slots).set(values).where(eq(slots.id, slotId));
}

export async function storedSlots(app: FastifyInstance, serviceDateId: string) {
  return app.deps.db
    .select()
    .from(slots)
    .where(eq(slots.serviceDateId, serviceDateId))
    .orderBy(slots.startTime);
}
