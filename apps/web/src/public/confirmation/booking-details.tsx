// What a booking is: service, time (business zone, and the client's when it differs), place, money.
import type { TPublicBooking } from '@studio/shared/booking/contracts';
import { formatMoney } from '@studio/shared/money';
import {
  deviceTimeZone,
  formatDateTime,
  formatTime,
  readsDifferently,
  zoneCity,
} from '../format.ts';
import { texts } from '../texts.ts';

export function BookingWhen({ booking }: { booking: TPublicBooking }) {
  const zone = booking.business.timeZone;
  const clientZone = deviceTimeZone();
  if (!booking.startTime) return <>{texts.noDate}</>;
  return (
    <>
      <span className="block">
        {formatDateTime(booking.startTime, zone)}
        {booking.endTime && ` – ${formatTime(booking.endTime, zone)}`}
      </span>
      {readsDifferently(booking.startTime, zone, clientZone) && (
        <span className="block muted">
          {formatDateTime(booking.startTime, clientZone)} ({zoneCity(clientZone)}, {texts.yourTime})
        </span>
      )}
    </>
  );
}

export function BookingDetails({ booking }: { booking: TPublicBooking }) {
  const money = (minor: number) => formatMoney(minor, booking.business.currency);
  const due = Math.max(0, booking.grandTotal - booking.amountPaid);
  return (
    <dl className="details">
      <div className="details__row">
        <dt>{texts.service}</dt>
        <dd>
          <span
            className="dot"
            style={{ backgroundColor: booking.serviceColor }}
            aria-hidden="true"
          />
          {booking.serviceName}
          {/* A flex item drops its leading space: the space before the dot is a no-break one. */}
          {booking.packageName && (
            <span className="muted">
              {'\u00a0'}· {booking.packageName}
            </span>
          )}
        </dd>
      </div>
      <div className="details__row">
        <dt>{texts.when}</dt>
        <dd>
          <BookingWhen booking={booking} />
        </dd>
      </div>
      {booking.location && (
        <div className="details__row">
          <dt>{texts.where}</dt>
          <dd>{booking.location}</dd>
        </div>
      )}
      <div className="details__row">
        <dt>{texts.total}</dt>
        <dd>{money(booking.grandTotal)}</dd>
      </div>
      <div className="details__row">
        <dt>{texts.paid}</dt>
        <dd>{money(booking.amountPaid)}</dd>
      </div>
      {due > 0 && (
        <div className="details__row">
          <dt>{texts.due}</dt>
          <dd>{money(due)}</dd>
        </div>
      )}
    </dl>
  );
}
