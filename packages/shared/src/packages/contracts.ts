import { z } from 'zod';

export const ZPackageDiscount = z.object({
  /** Minor units when fixed, basis points (1000 = 10%) when a percentage. */
  amount: z.number().int().min(0),
  isFixed: z.boolean(),
  /** Local dates YYYY-MM-DD, inclusive; null = open-ended. */
  startDate: z.string().nullable(),
  endDate: z.string().nullable(),
  /** How many bookings may use it; null = no limit. */
  maxSlots: z.number().int().min(1).nullable(),
  usedCount: z.number().int().min(0),
});
export type TPackageDiscount = z.infer<typeof ZPackageDiscount>;

export const ZPackage = z.object({
  id: z.string(),
  serviceId: z.string(),
  name: z.string(),
  type: z.string(),
  /** Minor units. */
  totalFee: z.number().int(),
  /** Minutes. */
  shootDuration: z.number().int(),
  shootLocation: z.string(),
  discount: ZPackageDiscount.nullable(),
  isPremium: z.boolean(),
  premiumFee: z.number().int(),
  isReservation: z.boolean(),
  reservationDiscount: z.number().int(),
  parentId: z.string().nullable(),
  sortIndex: z.number().int(),
});
export type TPackage = z.infer<typeof ZPackage>;

export const ZAddon = z.object({
  id: z.string(),
  serviceId: z.string(),
  name: z.string(),
  /** Minor units. */
  fee: z.number().int(),
  maxQuantity: z.number().int(),
  parentId: z.string().nullable(),
  sortIndex: z.number().int(),
});
export type TAddon = z.infer<typeof ZAddon>;
