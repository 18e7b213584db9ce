// One shoot of the home lists: client, service (colour dot and name), date and time in the
// business time zone, and the payment state. The whole row opens the shoot page.
import { RightOutlined } from '@ant-design/icons';
import { Link } from 'react-router';
import { formatMoney } from '@studio/shared/money';
import type { TPaymentState, TShootListItem } from '@studio/shared/orders/contracts';
import { paymentStateLabels } from '@studio/shared/orders/payment-state';
import { ServiceDot } from '../../ui/service-dot.tsx';
import { formatDate, formatTime } from '../../ui/date-formats.ts';
import { DemoTag } from '../onboarding/demo-data-parts.tsx';
import { LightTag, type LightTagColor } from '../../ui/light/tag.tsx';

export const paymentStateColors: Record<TPaymentState, LightTagColor> = {
  1: 'green',
  2: 'gold',
  3: 'red',
  4: 'default',
};

export function shootWhen(
  startTime: string | null,
  timeZone: string,
): { date: string; time: string } | undefined {
  if (!startTime) return undefined;
  return { date: formatDate(startTime, timeZone), time: formatTime(startTime, timeZone) };
}

export function ShootListRow({
  shoot,
  timeZone,
  currency,
}: {
  shoot: TShootListItem;
  timeZone: string;
  currency: string;
}) {
  const when = shootWhen(shoot.startTime, timeZone);
  return (
    <Link to={`/shoots/${shoot.id}`} className="studio-shoot-row" data-testid="shoot-row">
      <span className="studio-shoot-when">
        {when ? (
          <>
            <span className="studio-shoot-date">{when.date}</span>
            <span className="studio-shoot-time">{when.time}</span>
          </>
        ) : (
          <span className="studio-shoot-undated">No date yet</span>
        )}
      </span>
      <span className="studio-shoot-client">
        <span className="studio-shoot-name">
          {shoot.fullName} <DemoTag id={shoot.id} />
        </span>
        <span className="studio-shoot-email">{shoot.email}</span>
      </span>
      <span className="studio-shoot-service">
        <ServiceDot color={shoot.service.color} />
        <span className="studio-shoot-service-name">{shoot.service.name}</span>
        {shoot.service.isDeleted && <LightTag>Deleted</LightTag>}
      </span>
      <span className="studio-shoot-money">
        <LightTag color={paymentStateColors[shoot.paymentState]}>
          {paymentStateLabels[shoot.paymentState]}
        </LightTag>
        <span className="studio-shoot-total">{formatMoney(shoot.grandTotal, currency)}</span>
      </span>
      <RightOutlined aria-hidden className="studio-shoot-chevron" />
    </Link>
  );
}
