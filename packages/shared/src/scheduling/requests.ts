// Requests and small answers of the mini session scheduling endpoints (service dates, slots,
// premium reserve, held slots, slot counts, shoot-time conflicts). The forms validate with these.
import { z } from 'zod';
import { limits } from '../constants.ts';
import { bufferDurations, durations, slotStatuses } from '../enums.ts';
import { messages } from '../messages.ts';
import { isLocalTime, LOCAL_TIME_PATTERN, minutesOfDay } from './zoned-time.ts';
import { calendarDate, dateTime } from '../validation.ts';

/** The most slots one service date holds: a whole day of 5-minute slots fits. */
export const MAX_SLOTS_PER_DATE = 300;
/** Upper bound of a premium fee, minor units (1,000,000.00). */
export const PREMIUM_FEE_MAX = 100_000_000;

export const ZLocalDate = calendarDate(messages.slotDateFormat);
export const ZLocalTime = z
  .string()
  .refine(isLocalTime, { error: messages.slotTimeFormat })
  .meta({ pattern: LOCAL_TIME_PATTERN.source });

/** GET /api/services/{id}/service-dates: local dates, both inclusive; without them every date. */
export const ZServiceDatesQuery = z.object({
  from: ZLocalDate.optional(),
  to: ZLocalDate.optional(),
});
export type TServiceDatesQuery = z.infer<typeof ZServiceDatesQuery>;
const ZLocation = z
  .string()
  .trim()
  .max(limits.location, messages.maxLength('location', limits.location));

function oneOf(values: readonly number[], message: string) {
  return z
    .number({ error: message })
    .int({ error: message })
    .refine((value) => values.includes(value), { error: message })
    .meta({ enum: [...values] });
}

export const ZSlotDuration = oneOf(durations, messages.slotDurationChoice);
export const ZSlotBuffer = oneOf(bufferDurations, messages.slotBufferChoice);

type Window = { startTime: string; endTime: string };

/** End after start, on the wall clock of the date. */
function checkWindow(window: Window, context: z.RefinementCtx, duration?: number): void {
  if (!isLocalTime(window.startTime) || !isLocalTime(window.endTime)) return;
  const length = minutesOfDay(window.endTime) - minutesOfDay(window.startTime);
  if (length <= 0) {
    context.addIssue({ code: 'custom', path: ['endTime'], message: messages.slotEndAfterStart });
  } else if (duration !== undefined && length < duration) {
    context.addIssue({ code: 'custom', path: ['endTime'], message: messages.slotWindowTooShort });
  }
}

const slotWindowShape = {
  /** Local wall-clock times 'HH:mm' on the service date, business time zone. */
  startTime: ZLocalTime,
  endTime: ZLocalTime,
  duration: ZSlotDuration,
  buffer: ZSlotBuffer,
};

/** A window cut into slots: what generateSlots takes besides the date and zone. */
export const ZSlotWindow = z
  .object(slotWindowShape)
  .superRefine((value, context) => checkWindow(value, context, value.duration));
export type TSlotWindow = z.infer<typeof ZSlotWindow>;

/**
 * POST /api/services/{id}/date-times: a date with its location; with the four window fields the
 * date's slots are generated in the same call.
 */
export const ZCreateServiceDateRequest = z
  .object({
    date: ZLocalDate,
    location: ZLocation.default(''),
    startTime: ZLocalTime.optional(),
    endTime: ZLocalTime.optional(),
    duration: ZSlotDuration.optional(),
    buffer: ZSlotBuffer.optional(),
  })
  .superRefine((value, context) => {
    const fields = ['startTime', 'endTime', 'duration', 'buffer'] as const;
    const given = fields.filter((field) => value[field] !== undefined);
    if (given.length === 0) return;
    if (given.length < fields.length) {
      for (const field of fields) {
        if (value[field] === undefined) {
          context.addIssue({
            code: 'custom',
            path: [field],
            message: messages.slotGenerationIncomplete,
          });
        }
      }
      return;
    }
    checkWindow(value as Window, context, value.duration);
  });
export type TCreateServiceDateRequest = z.input<typeof ZCreateServiceDateRequest>;

/**
 * PUT /api/services/{id}/date-times: changes a date's day and location. A new day moves every slot
 * to the same wall-clock times on it; refused while any slot is booked or held.
 */
export const ZUpdateServiceDateRequest = z.object({
  dateId: z.uuid(),
  date: ZLocalDate,
  location: ZLocation.default(''),
});
export type TUpdateServiceDateRequest = z.input<typeof ZUpdateServiceDateRequest>;

export const ZDeleteServiceDateQuery = z.object({ dateId: z.uuid() });

export const ZGenerateSlotsRequest = z
  .object({ kind: z.literal('GENERATE'), ...slotWindowShape })
  .superRefine((value, context) => checkWindow(value, context, value.duration));

export const ZSingleSlotRequest = z
  .object({ kind: z.literal('SINGLE'), startTime: ZLocalTime, endTime: ZLocalTime })
  .superRefine((value, context) => checkWindow(value, context));

/**
 * POST /api/services/{id}/date-times/{dateId}/slots: more generated slots (kind GENERATE) or one
 * slot (kind SINGLE), at wall-clock times of the date in the business time zone.
 */
export const ZAddSlotsRequest = z.discriminatedUnion('kind', [
  ZGenerateSlotsRequest,
  ZSingleSlotRequest,
]);
export type TAddSlotsRequest = z.input<typeof ZAddSlotsRequest>;

/**
 * PUT /api/services/{id}/slots/{slotId}: new wall-clock times on the slot's date and/or the break
 * flag. A booked or held slot may only grow: it is never moved, shortened or made a break.
 */
export const ZUpdateSlotRequest = z
  .object({
    startTime: ZLocalTime.optional(),
    endTime: ZLocalTime.optional(),
    isBreakTime: z.boolean().optional(),
  })
  .superRefine((value, context) => {
    const hasStart = value.startTime !== undefined;
    const hasEnd = value.endTime !== undefined;
    if (hasStart !== hasEnd) {
      const path = hasStart ? 'endTime' : 'startTime';
      context.addIssue({ code: 'custom', path: [path], message: messages.required });
      return;
    }
    if (!hasStart && value.isBreakTime === undefined) {
      context.addIssue({ code: 'custom', path: [], message: messages.slotNothingToChange });
      return;
    }
    if (hasStart) checkWindow(value as Window, context);
  })
  // Both times or neither, and something to change.
  .meta({
    anyOf: [{ required: ['startTime', 'endTime'] }, { required: ['isBreakTime'] }],
  });
export type TUpdateSlotRequest = z.input<typeof ZUpdateSlotRequest>;

/**
 * POST /api/services/{id}/slots/{slotId}/premium-reserve. Premium reserve adds or replaces a
 * slot's terms, or removes them: SET adds the premium and/or reservation terms to a slot
 * or replaces the terms it had; REMOVE takes them away, so it is a regular slot again. The slot
 * itself and its times stay; the terms of a booking already made are kept on its order.
 */
export const ZPremiumReserveRequest = z.discriminatedUnion('action', [
  z
    .object({
      action: z.literal('SET'),
      isPremium: z.boolean(),
      /** Minor units; required (> 0) when premium, ignored (stored 0) otherwise. */
      premiumFee: z
        .number()
        .int()
        .min(0)
        .max(PREMIUM_FEE_MAX, messages.premiumFeeTooLarge)
        .default(0),
      isReservation: z.boolean(),
    })
    .superRefine((value, context) => {
      if (value.isPremium && value.premiumFee < 1) {
        context.addIssue({
          code: 'custom',
          path: ['premiumFee'],
          message: messages.premiumFeePositive,
        });
      }
    }),
  z.object({ action: z.literal('REMOVE') }),
]);
export type TPremiumReserveRequest = z.input<typeof ZPremiumReserveRequest>;

// Paths and queries.

export const ZServiceDateParams = z.object({ id: z.uuid(), dateId: z.uuid() });
export const ZSlotParams = z.object({ id: z.uuid(), slotId: z.uuid() });

export const ZDeleteServiceDateResponse = z.object({ id: z.string() });

/** GET /api/service-slots/lockeds: slots held right now (BOOKING, lockoutEnd in the future). */
export const ZLockedSlotsQuery = z.object({ serviceId: z.uuid().optional() });
export const ZLockedSlot = z.object({
  id: z.string(),
  serviceId: z.string(),
  serviceName: z.string(),
  serviceColor: z.string(),
  serviceDateId: z.string(),
  startTime: z.string(),
  endTime: z.string(),
  lockoutEnd: z.string(),
});
export type TLockedSlot = z.infer<typeof ZLockedSlot>;

/** GET /api/service-slots/{id}/count: a service's slots by status (an expired hold is AVAILABLE). */
export const ZSlotCounts = z.object({
  serviceId: z.string(),
  total: z.number().int(),
  byStatus: z.object(
    Object.fromEntries(slotStatuses.map((status) => [status, z.number().int()])) as Record<
      (typeof slotStatuses)[number],
      z.ZodNumber
    >,
  ),
  breakTime: z.number().int(),
});
export type TSlotCounts = z.infer<typeof ZSlotCounts>;

/** GET /api/services/{id}/shoot-time/conflict-shoots: a proposed shoot time, ISO instants. */
export const ZConflictShootsQuery = z
  .object({
    startTime: dateTime({ offset: true }),
    endTime: dateTime({ offset: true }),
    /** The slot the shoot already occupies: it does not conflict with itself. */
    excludeSlotId: z.uuid().optional(),
  })
  .refine((value) => Date.parse(value.endTime) > Date.parse(value.startTime), {
    path: ['endTime'],
    error: messages.slotEndAfterStart,
  });
export type TConflictShootsQuery = z.input<typeof ZConflictShootsQuery>;

export const ZShootTimeConflict = z.object({
  slotId: z.string(),
  serviceId: z.string(),
  serviceName: z.string(),
  serviceColor: z.string(),
  startTime: z.string(),
  endTime: z.string(),
  status: z.enum(slotStatuses),
  isBreakTime: z.boolean(),
});
export type TShootTimeConflict = z.infer<typeof ZShootTimeConflict>;

/** A busy time of one of the chosen Google calendars (its title stays in Google). */
export const ZCalendarBusyConflict = z.object({ startTime: z.string(), endTime: z.string() });
export type TCalendarBusyConflict = z.infer<typeof ZCalendarBusyConflict>;

export const ZConflictShootsResponse = z.object({
  hasConflict: z.boolean(),
  conflicts: z.array(ZShootTimeConflict),
  calendarBusy: z.array(ZCalendarBusyConflict),
});
export type TConflictShootsResponse = z.infer<typeof ZConflictShootsResponse>;
