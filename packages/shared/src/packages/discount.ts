// Which discount of a package applies on a day, and the price it leads to.
import type { TPackage, TPackageDiscount } from './contracts.ts';
import { FULL_PERCENT_BPS } from './requests.ts';

type Discounted = { discount: TPackageDiscount | null };
type Priced = Pick<
  TPackage,
  'totalFee' | 'discount' | 'isPremium' | 'premiumFee' | 'isReservation' | 'reservationDiscount'
>;

/**
 * The package's discount if it applies on the local date `onDate` (YYYY-MM-DD): within its start
 * and end dates (both inclusive, either may be open) and while usedCount is below maxSlots.
 */
export function activeDiscount(pkg: Discounted, onDate: string): TPackageDiscount | null {
  const discount = pkg.discount;
  if (!discount || discount.amount <= 0) return null;
  if (discount.startDate !== null && onDate < discount.startDate) return null;
  if (discount.endDate !== null && onDate > discount.endDate) return null;
  if (discount.maxSlots !== null && discount.usedCount >= discount.maxSlots) return null;
  return discount;
}

/** What a discount takes off a fee, in minor units: never more than the fee itself. */
export function discountAmount(totalFee: number, discount: TPackageDiscount | null): number {
  if (!discount) return 0;
  const off = discount.isFixed
    ? discount.amount
    : Math.round((totalFee * Math.min(discount.amount, FULL_PERCENT_BPS)) / FULL_PERCENT_BPS);
  return Math.max(0, Math.min(off, totalFee));
}

/**
 * Total fee minus the active discount, minus any reservation discount, plus the premium
 * fee if premium. Before tax; never below 0 before the premium fee is added.
 */
export function packagePrice(pkg: Priced, onDate: string): number {
  const discounted = pkg.totalFee - discountAmount(pkg.totalFee, activeDiscount(pkg, onDate));
  const reserved = discounted - (pkg.isReservation ? pkg.reservationDiscount : 0);
  return Math.max(0, reserved) + (pkg.isPremium ? pkg.premiumFee : 0);
}
