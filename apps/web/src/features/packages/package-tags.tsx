// The discount, premium and reservation marks of a package, as coloured tags.
import { Tag } from 'antd';
import type { TPackage } from '@studio/shared/packages/contracts';
import { activeDiscount } from '@studio/shared/packages/discount';
import { formatMoney } from '@studio/shared/money';
import { formatDateRange, formatLocalDate } from '../../ui/date-formats.ts';

function discountText(pkg: TPackage, currency: string): string {
  const discount = pkg.discount;
  if (!discount) return '';
  const amount = discount.isFixed
    ? formatMoney(discount.amount, currency)
    : `${(discount.amount / 100).toLocaleString('en-US', { maximumFractionDigits: 2 })}%`;
  const parts = [`${amount} off`];
  if (discount.startDate && discount.endDate) {
    parts.push(formatDateRange(discount.startDate, discount.endDate));
  } else if (discount.endDate) {
    parts.push(`until ${formatLocalDate(discount.endDate)}`);
  } else if (discount.startDate) {
    parts.push(`from ${formatLocalDate(discount.startDate)}`);
  }
  if (discount.maxSlots !== null) parts.push(`${discount.usedCount} of ${discount.maxSlots} used`);
  return parts.join(' · ');
}

/** `today` is the local date in the business time zone (YYYY-MM-DD). */
export function PackageTags({
  pkg,
  currency,
  today,
}: {
  pkg: TPackage;
  currency: string;
  today: string;
}) {
  const isActive = activeDiscount(pkg, today) !== null;
  return (
    <>
      {pkg.discount && (
        <Tag
          color={isActive ? 'green' : 'default'}
          title={isActive ? 'Applies today' : 'Does not apply today'}
        >
          {discountText(pkg, currency)}
        </Tag>
      )}
      {pkg.isPremium && <Tag color="gold">Premium +{formatMoney(pkg.premiumFee, currency)}</Tag>}
      {pkg.isReservation && (
        <Tag color="blue">Reservation −{formatMoney(pkg.reservationDiscount, currency)}</Tag>
      )}
    </>
  );
}
