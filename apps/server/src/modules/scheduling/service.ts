// Mini session dates: listing with business-wide conflict flags, adding (optionally with
// generated slots), changing the day or location, deleting. Slot-level changes are in
// slot-service.ts. Every statement is scoped by the business; guards are conditional writes.
import { and, asc, eq, gte, inArray, lte, sql } from 'drizzle-orm';
import { serviceKinds } from '@studio/shared/enums';
import { messages } from '@studio/shared/messages';
import type { TServiceDate } from '@studio/shared/scheduling/contracts';
import type { TServiceDateMonth } from '@studio/shared/services/contracts';
import { findConflicts } from '@studio/shared/scheduling/overlap';
import type {
  ZCreateServiceDateRequest,
  ZUpdateServiceDateRequest,
} from '@studio/shared/scheduling/requests';
import { generateSlots } from '@studio/shared/scheduling/slot-generation';
import {
  addDays,
  daysBetween,
  instantToWall,
  wallTimeToInstant,
} from '@studio/shared/scheduling/zoned-time';
import type { z } from 'zod';
import type { Database, Executor, Transaction } from '../../db/client.ts';
import { preparedFor } from '../../db/prepared.ts';
import { AppError } from '../../platform/errors.ts';
import { findBusiness } from '../businesses/profile-service.ts';
import { requireService, type ServiceRow } from '../services/lookup.ts';
import { isNotProtectedSlot, isProtectedSlot } from './guards.ts';
import {
  presentServiceDate,
  slotViewColumns,
  type ServiceDateRow,
  type SlotRow,
  type SlotView,
} from './presenter.ts';
import { overlappingSlotsOutside } from './slot-queries.ts';
import { serviceDates, slots } from './schema.ts';

type Scope = { businessId: string; serviceId: string };
export type NewSlot = { startTime: string; endTime: string };

/**
 * The service's dates (all, or those from `from` to `to`, local dates inclusive), each with its
 * slots in time order and conflicts flagged business-wide.
 */
export async function listServiceDates(
  executor: Executor,
  input: Scope & { timeZone: string; from?: string | undefined; to?: string | undefined },
): Promise<TServiceDate[]> {
  const dates = await executor
    .select()
    .from(serviceDates)
    .where(
      and(
        eq(serviceDates.businessId, input.businessId),
        eq(serviceDates.serviceId, input.serviceId),
        input.from === undefined ? undefined : gte(serviceDates.date, input.from),
        input.to === undefined ? undefined : lte(serviceDates.date, input.to),
      ),
    )
    .orderBy(asc(serviceDates.date), asc(serviceDates.createdAt), asc(serviceDates.id));
  if (dates.length === 0) return [];
  const dateIds = dates.map((date) => date.id);
  const isRange = input.from !== undefined || input.to !== undefined;
  // Both reads are independent: on a pool they run side by side.
  const [own, outside] = await Promise.all([
    executor
      .select(slotViewColumns)
      .from(slots)
      .where(
        and(
          eq(slots.businessId, input.businessId),
          eq(slots.serviceId, input.serviceId),
          isRange ? inArray(slots.serviceDateId, dateIds) : undefined,
        ),
      )
      .orderBy(asc(slots.startTime), asc(slots.endTime), asc(slots.id)),
    overlappingSlotsOutside(executor, { ...input, serviceDateIds: isRange ? dateIds : undefined }),
  ]);
  const now = new Date();
  const conflicts = findConflicts([...own, ...outside], now);
  const byDate = new Map<string, SlotView[]>();
  for (const slot of own) {
    const list = byDate.get(slot.serviceDateId);
    if (list) list.push(slot);
    else byDate.set(slot.serviceDateId, [slot]);
  }
  return dates.map((date) =>
    presentServiceDate(date, byDate.get(date.id) ?? [], {
      conflicts,
      timeZone: input.timeZone,
      now,
    }),
  );
}

/**
 * Which months ('YYYY-MM') hold dates of the service, with their date and slot counts. The slots
 * are counted per date through slots_date_idx: a join would scan every slot of the business.
 */
export async function listDateMonths(
  executor: Executor,
  input: Scope,
): Promise<TServiceDateMonth[]> {
  return dateMonthsQuery(executor).execute(input);
}

const dateMonthsQuery = preparedFor((executor) => {
  const month = sql<string>`substr(${serviceDates.date}, 1, 7)`;
  const slotsOfDate = sql`(select count(*) from ${slots} where ${slots.serviceDateId} = ${serviceDates.id})`;
  return executor
    .select({
      month,
      dates: sql<number>`count(*)::int`,
      slots: sql<number>`coalesce(sum(${slotsOfDate}), 0)::int`,
    })
    .from(serviceDates)
    .where(
      and(
        eq(serviceDates.businessId, sql.placeholder('businessId')),
        eq(serviceDates.serviceId, sql.placeholder('serviceId')),
      ),
    )
    .groupBy(month)
    .orderBy(month)
    .prepare('service_date_months');
});

/** One date as listServiceDates shows it. */
export async function getServiceDate(
  executor: Executor,
  input: Scope & { serviceDateId: string; timeZone: string },
): Promise<TServiceDate> {
  const date = await findServiceDate(executor, input);
  const [own, outside] = await Promise.all([
    executor
      .select(slotViewColumns)
      .from(slots)
      .where(and(eq(slots.businessId, input.businessId), eq(slots.serviceDateId, date.id)))
      .orderBy(asc(slots.startTime), asc(slots.endTime), asc(slots.id)),
    overlappingSlotsOutside(executor, input),
  ]);
  const now = new Date();
  const conflicts = findConflicts([...own, ...outside], now);
  return presentServiceDate(date, own, { conflicts, timeZone: input.timeZone, now });
}

/** The tenant's mini session: dates and slots belong to mini sessions only. */
export async function requireMiniSession(executor: Executor, input: Scope): Promise<ServiceRow> {
  const service = await requireService(executor, input);
  if (service.kind !== serviceKinds.MINI_SESSION) {
    throw new AppError('CONFLICT', messages.datesForMiniSessions);
  }
  return service;
}

export async function businessTimeZone(executor: Executor, businessId: string): Promise<string> {
  return (await findBusiness(executor, { businessId })).timeZone;
}

async function findServiceDate(
  executor: Executor,
  input: Scope & { serviceDateId: string },
  options: { lock?: boolean } = {},
): Promise<ServiceDateRow> {
  const query = executor
    .select()
    .from(serviceDates)
    .where(
      and(
        eq(serviceDates.id, input.serviceDateId),
        eq(serviceDates.businessId, input.businessId),
        eq(serviceDates.serviceId, input.serviceId),
      ),
    )
    .limit(1);
  // The row lock serialises structural changes of one date (move, delete, adding slots); adding
  // a slot's foreign key takes a key-share lock on it, so inserts wait too.
  const [row] = await (options.lock ? query.for('update') : query);
  if (!row) throw AppError.notFound(messages.serviceDateNotFound);
  return row;
}

/**
 * Locks the date for a structural change; the caller runs inside a transaction. Exported for the
 * slot service, which adds slots under the same lock.
 */
export function lockServiceDate(
  tx: Transaction,
  input: Scope & { serviceDateId: string },
): Promise<ServiceDateRow> {
  return findServiceDate(tx, input, { lock: true });
}

export async function insertSlots(
  tx: Transaction,
  input: Scope & { serviceDateId: string; slots: readonly NewSlot[] },
): Promise<void> {
  if (input.slots.length === 0) return;
  await tx.insert(slots).values(
    input.slots.map((slot) => ({
      businessId: input.businessId,
      serviceId: input.serviceId,
      serviceDateId: input.serviceDateId,
      startTime: new Date(slot.startTime),
      endTime: new Date(slot.endTime),
    })),
  );
}

export async function createServiceDate(
  db: Database,
  input: Scope & { request: z.output<typeof ZCreateServiceDateRequest> },
): Promise<TServiceDate> {
  await requireMiniSession(db, input);
  const timeZone = await businessTimeZone(db, input.businessId);
  const { request } = input;
  let generated: NewSlot[] = [];
  if (
    request.startTime !== undefined &&
    request.endTime !== undefined &&
    request.duration !== undefined &&
    request.buffer !== undefined
  ) {
    generated = generateSlots({
      date: request.date,
      startTime: request.startTime,
      endTime: request.endTime,
      duration: request.duration,
      buffer: request.buffer,
      timeZone,
    });
    // Possible only when the window lies in the hour skipped by a daylight-saving change.
    if (generated.length === 0) throw AppError.validation('endTime', messages.noSlotsFit);
  }
  const serviceDateId = await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(serviceDates)
      .values({
        businessId: input.businessId,
        serviceId: input.serviceId,
        date: request.date,
        location: request.location,
      })
      .returning({ id: serviceDates.id });
    if (!row) throw new Error('service date insert returned nothing');
    await insertSlots(tx, { ...input, serviceDateId: row.id, slots: generated });
    return row.id;
  });
  return getServiceDate(db, { ...input, serviceDateId, timeZone });
}

/**
 * Changes a date's location and day. A new day moves every slot to the same wall-clock start on
 * it (the business zone's offset that day, so 9:00 stays 9:00 across a daylight-saving change),
 * keeping its length in real minutes. Refused while any slot is booked or held.
 */
export async function updateServiceDate(
  db: Database,
  input: Scope & { request: z.output<typeof ZUpdateServiceDateRequest> },
): Promise<TServiceDate> {
  await requireMiniSession(db, input);
  const timeZone = await businessTimeZone(db, input.businessId);
  const { dateId, date: newDate, location } = input.request;
  await db.transaction(async (tx) => {
    const current = await lockServiceDate(tx, { ...input, serviceDateId: dateId });
    if (newDate !== current.date) await moveSlots(tx, { ...input, current, newDate, timeZone });
    await tx
      .update(serviceDates)
      .set({ date: newDate, location })
      .where(and(eq(serviceDates.id, dateId), eq(serviceDates.businessId, input.businessId)));
  });
  return getServiceDate(db, { ...input, serviceDateId: dateId, timeZone });
}

async function moveSlots(
  tx: Transaction,
  input: Scope & { current: ServiceDateRow; newDate: string; timeZone: string },
): Promise<void> {
  const { current, newDate, timeZone } = input;
  const rows = await tx
    .select()
    .from(slots)
    .where(and(eq(slots.businessId, input.businessId), eq(slots.serviceDateId, current.id)));
  const days = daysBetween(current.date, newDate);
  for (const row of rows) {
    const moved = movedTimes(row, days, timeZone);
    // Guarded by the values read: a slot booked (or changed) since then is not moved, and the
    // whole move is rolled back below.
    const updated = await tx
      .update(slots)
      .set({ startTime: moved.startTime, endTime: moved.endTime, updatedAt: new Date() })
      .where(
        and(
          eq(slots.id, row.id),
          eq(slots.businessId, input.businessId),
          eq(slots.startTime, row.startTime),
          eq(slots.endTime, row.endTime),
          isNotProtectedSlot(),
        ),
      )
      .returning({ id: slots.id });
    if (updated.length === 0) {
      const protectedLeft = await tx
        .select({ id: slots.id })
        .from(slots)
        .where(and(eq(slots.serviceDateId, current.id), isProtectedSlot()))
        .limit(1);
      throw new AppError(
        'CONFLICT',
        protectedLeft.length > 0
          ? messages.serviceDateMoveHasBookings
          : messages.serviceDateChangedMeanwhile,
      );
    }
  }
}

function movedTimes(
  row: SlotRow,
  days: number,
  timeZone: string,
): { startTime: Date; endTime: Date } {
  const wall = instantToWall(row.startTime, timeZone);
  const start = wallTimeToInstant(addDays(wall.date, days), wall.time, timeZone);
  const length = row.endTime.getTime() - row.startTime.getTime();
  return { startTime: new Date(start), endTime: new Date(start + length) };
}

/**
 * Deletes a date and its slots, refused while any slot is booked or held. The available slots
 * are deleted first by a conditional DELETE (a slot booked meanwhile is skipped, and a slot
 * deleted here can no longer be booked); the date goes only if no slot is left. Otherwise the
 * transaction rolls back and nothing is lost.
 */
export async function deleteServiceDate(
  db: Database,
  input: Scope & { serviceDateId: string },
): Promise<{ id: string }> {
  await requireService(db, input);
  await db.transaction(async (tx) => {
    await lockServiceDate(tx, input);
    await tx
      .delete(slots)
      .where(
        and(
          eq(slots.serviceDateId, input.serviceDateId),
          eq(slots.businessId, input.businessId),
          isNotProtectedSlot(),
        ),
      );
    const deleted = await tx
      .delete(serviceDates)
      .where(
        and(
          eq(serviceDates.id, input.serviceDateId),
          eq(serviceDates.businessId, input.businessId),
          sql`not exists (select 1 from ${slots} where ${slots.serviceDateId} = ${input.serviceDateId})`,
        ),
      )
      .returning({ id: serviceDates.id });
    if (deleted.length === 0) throw new AppError('CONFLICT', messages.serviceDateHasBookings);
  });
  return { id: input.serviceDateId };
}

/** How many slots the date holds, for the per-date limit. */
export async function countSlotsOfDate(executor: Executor, serviceDateId: string): Promise<number> {
  const [row] = await executor
    .select({ count: sql<number>`count(*)::int` })
    .from(slots)
    .where(eq(slots.serviceDateId, serviceDateId));
  return Number(row?.count ?? 0);
}
