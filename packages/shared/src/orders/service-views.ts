// What the services screens read about shoots: a service's shoots, the slots a shoot can be
// moved to within a service, and the business's conversion check. The routes belong to the
// orders module (it reads the shoots), under /api/services.
import { z } from 'zod';
import { limits } from '../constants.ts';
import { ZServiceDate, ZSlot } from '../scheduling/contracts.ts';
import { PAGE_MAX, queryInt } from '../validation.ts';

/** GET /api/services/{id}/shoots: page is 1-based, pages of 50 by default (at most 100). */
export const ZServiceShootsQuery = z.object({
  page: queryInt(1, PAGE_MAX).default(1),
  size: queryInt(1, 100).default(limits.pageSize),
});
export type TServiceShootsQuery = z.input<typeof ZServiceShootsQuery>;
// The answer is ZShootPage (orders/contracts.ts): the home list's items, newest first.

/** GET /api/services/{id}/change-shoot?orderId=: the shoot to move, a shoot of this service. */
export const ZChangeShootQuery = z.object({
  orderId: z.string().min(1).max(64),
});
export type TChangeShootQuery = z.input<typeof ZChangeShootQuery>;

/**
 * A slot as the move dialog offers it. isSelectable: the shoot may move there (AVAILABLE, not
 * held, not a break, not conflicting), or it is the slot the shoot already occupies (isCurrent).
 */
export const ZChangeShootSlot = ZSlot.extend({
  isSelectable: z.boolean(),
  isCurrent: z.boolean(),
});
export type TChangeShootSlot = z.infer<typeof ZChangeShootSlot>;

export const ZChangeShootDate = ZServiceDate.extend({ slots: z.array(ZChangeShootSlot) });
export type TChangeShootDate = z.infer<typeof ZChangeShootDate>;

/**
 * The answer of GET /api/services/{id}/change-shoot: where the shoot can go within the service.
 * A mini session moves to one of the selectable slots (PUT /api/orders/{id}/move-booking); a full
 * session or bundle picks a new date and time instead (PUT /api/orders/{id}/change-date-time),
 * and its dates show the times already taken. Dates from today on (business time zone).
 */
export const ZChangeShootOptions = z.object({
  orderId: z.string(),
  serviceId: z.string(),
  isMiniSession: z.boolean(),
  /** The slot the shoot occupies now; null when it has no time yet. */
  currentSlotId: z.string().nullable(),
  dates: z.array(ZChangeShootDate),
});
export type TChangeShootOptions = z.infer<typeof ZChangeShootOptions>;

/**
 * GET /api/services/check-conversion: whether the business has converted from a trial into a
 * working one: it offers a live service and has at least one active shoot (booked by a client or
 * created by the owner). The owner app asks it after creating a service or a shoot to report the
 * product's own sign-up conversion once (allowTracking), and the getting-started card reads the
 * two steps.
 */
export const ZConversionCheck = z.object({
  hasService: z.boolean(),
  hasShoot: z.boolean(),
  isConverted: z.boolean(),
});
export type TConversionCheck = z.infer<typeof ZConversionCheck>;
