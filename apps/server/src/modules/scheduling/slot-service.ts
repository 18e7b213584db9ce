// Slot-level changes of a mini session date: adding (generated or single), editing times and the
// break flag, deleting, premium/reservation terms. A slot a client occupies (BOOKED, SHOOTED, or
// held) is protected by the WHERE clause of the very statement that changes it.
import { and, eq, gte, lte, or, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import { messages } from '@studio/shared/messages';
import type { TServiceDate } from '@studio/shared/scheduling/contracts';
import {
  MAX_SLOTS_PER_DATE,
  type ZAddSlotsRequest,
  type ZPremiumReserveRequest,
  type ZUpdateSlotRequest,
} from '@studio/shared/scheduling/requests';
import { generateSlots } from '@studio/shared/scheduling/slot-generation';
import { wallTimeToInstant } from '@studio/shared/scheduling/zoned-time';
import type { Database, Executor } from '../../db/client.ts';
import { AppError } from '../../platform/errors.ts';
import { requireService } from '../services/lookup.ts';
import { isNotProtectedSlot } from './guards.ts';
import {
  businessTimeZone,
  countSlotsOfDate,
  getServiceDate,
  insertSlots,
  lockServiceDate,
  requireMiniSession,
  type NewSlot,
} from './service.ts';
import { serviceDates, slots } from './schema.ts';

type Scope = { businessId: string; serviceId: string };

/** More slots on a date: generated from a window, or one slot; both at the date's wall-clock times. */
export async function addSlots(
  db: Database,
  input: Scope & { serviceDateId: string; request: z.output<typeof ZAddSlotsRequest> },
): Promise<TServiceDate> {
  await requireMiniSession(db, input);
  const timeZone = await businessTimeZone(db, input.businessId);
  await db.transaction(async (tx) => {
    const date = await lockServiceDate(tx, input);
    const added = newSlots(date.date, input.request, timeZone);
    const existing = await countSlotsOfDate(tx, date.id);
    if (existing + added.length > MAX_SLOTS_PER_DATE) {
      throw new AppError('CONFLICT', messages.tooManySlots(MAX_SLOTS_PER_DATE));
    }
    await insertSlots(tx, { ...input, slots: added });
  });
  return getServiceDate(db, { ...input, timeZone });
}

function newSlots(
  date: string,
  request: z.output<typeof ZAddSlotsRequest>,
  timeZone: string,
): NewSlot[] {
  if (request.kind === 'GENERATE') {
    const generated = generateSlots({ ...request, date, timeZone });
    if (generated.length === 0) throw AppError.validation('endTime', messages.noSlotsFit);
    return generated;
  }
  return [singleSlot(date, request.startTime, request.endTime, timeZone)];
}

/** One slot between two wall-clock times of the date (bounds read as in slot generation). */
function singleSlot(date: string, startTime: string, endTime: string, timeZone: string): NewSlot {
  const start = wallTimeToInstant(date, startTime, timeZone);
  const end = wallTimeToInstant(date, endTime, timeZone);
  // Both ends inside the hour skipped by a daylight-saving change.
  if (end <= start) throw AppError.validation('endTime', messages.slotEndAfterStart);
  return { startTime: new Date(start).toISOString(), endTime: new Date(end).toISOString() };
}

async function findSlot(executor: Executor, input: Scope & { slotId: string }) {
  const [row] = await executor
    .select({ slot: slots, date: serviceDates.date })
    .from(slots)
    .innerJoin(serviceDates, eq(serviceDates.id, slots.serviceDateId))
    .where(
      and(
        eq(slots.id, input.slotId),
        eq(slots.businessId, input.businessId),
        eq(slots.serviceId, input.serviceId),
      ),
    )
    .limit(1);
  if (!row) throw AppError.notFound(messages.slotNotFound);
  return row;
}

/**
 * New wall-clock times and/or the break flag. An occupied slot may only grow (start no later, end
 * no earlier) and never becomes a break: both are part of the UPDATE's condition.
 */
export async function updateSlot(
  db: Database,
  input: Scope & { slotId: string; request: z.output<typeof ZUpdateSlotRequest> },
): Promise<TServiceDate> {
  await requireService(db, input);
  const timeZone = await businessTimeZone(db, input.businessId);
  const { slot, date } = await findSlot(db, input);
  const { request } = input;
  const times =
    request.startTime !== undefined && request.endTime !== undefined
      ? singleSlot(date, request.startTime, request.endTime, timeZone)
      : undefined;
  const guards: (SQL | undefined)[] = [];
  if (times) {
    guards.push(
      or(
        isNotProtectedSlot(),
        and(
          gte(slots.startTime, new Date(times.startTime)),
          lte(slots.endTime, new Date(times.endTime)),
        ),
      ),
    );
  }
  if (request.isBreakTime === true) guards.push(isNotProtectedSlot());
  const updated = await db
    .update(slots)
    .set({
      ...(times ? { startTime: new Date(times.startTime), endTime: new Date(times.endTime) } : {}),
      ...(request.isBreakTime !== undefined ? { isBreakTime: request.isBreakTime } : {}),
      updatedAt: new Date(),
    })
    .where(
      and(
        eq(slots.id, input.slotId),
        eq(slots.businessId, input.businessId),
        eq(slots.serviceId, input.serviceId),
        ...guards,
      ),
    )
    .returning({ id: slots.id });
  if (updated.length === 0) {
    // Only to word the refusal: the guard above already decided.
    const grows =
      !times ||
      (Date.parse(times.startTime) <= slot.startTime.getTime() &&
        Date.parse(times.endTime) >= slot.endTime.getTime());
    await refuse(db, input, request.isBreakTime === true && grows);
  }
  return getServiceDate(db, { ...input, serviceDateId: slot.serviceDateId, timeZone });
}

/** Deletes a slot unless a client occupies it. */
export async function deleteSlot(
  db: Database,
  input: Scope & { slotId: string },
): Promise<TServiceDate> {
  await requireService(db, input);
  const timeZone = await businessTimeZone(db, input.businessId);
  const deleted = await db
    .delete(slots)
    .where(
      and(
        eq(slots.id, input.slotId),
        eq(slots.businessId, input.businessId),
        eq(slots.serviceId, input.serviceId),
        isNotProtectedSlot(),
      ),
    )
    .returning({ serviceDateId: slots.serviceDateId });
  const [row] = deleted;
  if (!row) return refuse(db, input, false);
  return getServiceDate(db, { ...input, serviceDateId: row.serviceDateId, timeZone });
}

/** After a guarded write changed nothing: the slot is gone (404) or a client occupies it (409). */
async function refuse(
  executor: Executor,
  input: Scope & { slotId: string },
  isBreakChange: boolean,
): Promise<never> {
  await findSlot(executor, input);
  throw new AppError(
    'CONFLICT',
    isBreakChange ? messages.slotBreakProtected : messages.slotProtected,
  );
}

/**
 * Premium reserve adds or replaces a slot's terms, or removes them: SET gives the slot premium
 * and/or reservation terms (adding them, or replacing the terms it had); REMOVE makes it a regular
 * slot again. The slot and its times stay, so this never loses a booking: a booking made earlier
 * keeps the terms recorded on its order.
 */
export async function setPremiumReserve(
  db: Database,
  input: Scope & { slotId: string; request: z.output<typeof ZPremiumReserveRequest> },
): Promise<TServiceDate> {
  await requireService(db, input);
  const timeZone = await businessTimeZone(db, input.businessId);
  const { request } = input;
  const terms =
    request.action === 'SET'
      ? {
          isPremium: request.isPremium,
          premiumFee: request.isPremium ? request.premiumFee : 0,
          isReservation: request.isReservation,
        }
      : { isPremium: false, premiumFee: 0, isReservation: false };
  const [row] = await db
    .update(slots)
    .set({ ...terms, updatedAt: new Date() })
    .where(
      and(
        eq(slots.id, input.slotId),
        eq(slots.businessId, input.businessId),
        eq(slots.serviceId, input.serviceId),
      ),
    )
    .returning({ serviceDateId: slots.serviceDateId });
  if (!row) throw AppError.notFound(messages.slotNotFound);
  return getServiceDate(db, { ...input, serviceDateId: row.serviceDateId, timeZone });
}
