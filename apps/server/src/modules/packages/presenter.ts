// Package and add-on rows -> the shared response shapes (money stays in minor units).
import { ZPackageDiscount, type TAddon, type TPackage } from '@studio/shared/packages/contracts';
import type { addons, packages } from './schema.ts';

export type PackageRow = typeof packages.$inferSelect;
export type AddonRow = typeof addons.$inferSelect;

const ZStoredDiscount = ZPackageDiscount.omit({ usedCount: true });

/** The discount as stored (jsonb) joined with the use count the bookings keep in its own column. */
function presentDiscount(row: PackageRow): TPackage['discount'] {
  const stored = ZStoredDiscount.safeParse(row.discount);
  if (!stored.success) return null;
  return { ...stored.data, usedCount: row.discountUsedCount };
}

export function presentPackage(row: PackageRow): TPackage {
  return {
    id: row.id,
    serviceId: row.serviceId,
    name: row.name,
    type: row.type,
    totalFee: row.totalFee,
    shootDuration: row.shootDurationMinutes,
    shootLocation: row.shootLocation,
    discount: presentDiscount(row),
    isPremium: row.isPremium,
    premiumFee: row.premiumFee,
    isReservation: row.isReservation,
    reservationDiscount: row.reservationDiscount,
    parentId: row.parentId,
    sortIndex: row.sortIndex,
  };
}

export function presentAddon(row: AddonRow): TAddon {
  return {
    id: row.id,
    serviceId: row.serviceId,
    name: row.name,
    fee: row.fee,
    maxQuantity: row.maxQuantity,
    parentId: row.parentId,
    sortIndex: row.sortIndex,
  };
}
