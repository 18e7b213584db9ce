import { z } from 'zod';
import { slotStatuses } from '../enums.ts';

export const ZSlot = z.object({
  id: z.string(),
  serviceDateId: z.string(),
  /** ISO instants (UTC); shown in the business time zone. */
  startTime: z.string(),
  endTime: z.string(),
  /** Minutes. */
  duration: z.number().int(),
  status: z.enum(slotStatuses),
  lockoutEnd: z.string().nullable(),
  isPremium: z.boolean(),
  premiumFee: z.number().int(),
  isReservation: z.boolean(),
  isBreakTime: z.boolean(),
  /** Overlaps another slot of the business (booked ones excepted). */
  isConFlict: z.boolean(),
  order: z.number().int(),
  orderId: z.string().nullable(),
});
export type TSlot = z.infer<typeof ZSlot>;

export const ZServiceDate = z.object({
  id: z.string(),
  serviceId: z.string(),
  /** Local date in the business time zone, YYYY-MM-DD. */
  date: z.string(),
  /** ISO instant of the first slot, or local midnight when there is none. */
  startTime: z.string(),
  location: z.string(),
  slots: z.array(ZSlot),
});
export type TServiceDate = z.infer<typeof ZServiceDate>;
