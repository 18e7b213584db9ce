// Rows of service dates and slots -> the ZServiceDate / ZSlot answers.
import type { TServiceDate, TSlot } from '@studio/shared/scheduling/contracts';
import { effectiveStatus, isHeld } from '@studio/shared/scheduling/slot-state';
import { minutesBetween, wallTimeToInstant } from '@studio/shared/scheduling/zoned-time';
import { slots, type serviceDates } from './schema.ts';

export type ServiceDateRow = typeof serviceDates.$inferSelect;
export type SlotRow = typeof slots.$inferSelect;

/** The columns a slot answer needs: lists of a thousand slots read no more than these. */
export const slotViewColumns = {
  id: slots.id,
  serviceDateId: slots.serviceDateId,
  startTime: slots.startTime,
  endTime: slots.endTime,
  status: slots.status,
  lockoutEnd: slots.lockoutEnd,
  isPremium: slots.isPremium,
  premiumFee: slots.premiumFee,
  isReservation: slots.isReservation,
  isBreakTime: slots.isBreakTime,
  orderId: slots.orderId,
};
export type SlotView = Pick<SlotRow, keyof typeof slotViewColumns>;

export function presentSlot(
  row: SlotView,
  context: { order: number; isConFlict: boolean; now: Date },
): TSlot {
  const held = isHeld(row, context.now);
  return {
    id: row.id,
    serviceDateId: row.serviceDateId,
    startTime: row.startTime.toISOString(),
    endTime: row.endTime.toISOString(),
    duration: minutesBetween(row.startTime, row.endTime),
    // An expired hold is shown as what it is: available.
    status: effectiveStatus(row, context.now),
    lockoutEnd: held && row.lockoutEnd ? row.lockoutEnd.toISOString() : null,
    isPremium: row.isPremium,
    premiumFee: row.premiumFee,
    isReservation: row.isReservation,
    isBreakTime: row.isBreakTime,
    isConFlict: context.isConFlict,
    order: context.order,
    orderId: row.orderId,
  };
}

/** `slotRows` are the date's slots ordered by start time. */
export function presentServiceDate(
  row: ServiceDateRow,
  slotRows: readonly SlotView[],
  context: { conflicts: ReadonlySet<string>; timeZone: string; now: Date },
): TServiceDate {
  const first = slotRows[0];
  return {
    id: row.id,
    serviceId: row.serviceId,
    date: row.date,
    startTime: first
      ? first.startTime.toISOString()
      : new Date(wallTimeToInstant(row.date, '00:00', context.timeZone)).toISOString(),
    location: row.location,
    slots: slotRows.map((slot, index) =>
      presentSlot(slot, {
        order: index + 1,
        isConFlict: context.conflicts.has(slot.id),
        now: context.now,
      }),
    ),
  };
}
