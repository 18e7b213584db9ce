// What a booking is: service, time (business zone, and the client's when it differs), place, money
// (what was paid and is due, or how the client pays when the business takes no payments online).
import type { TPublicBooking } from '@studio/shared/booking/contracts';
import { bookingTerms } from '@studio/shared/booking/payment-terms';
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

type DetailsProps = {
  booking: TPublicBooking;
  /** The manage page says how to pay in its Payments section instead, beside the invoices. */
  isPaymentNoteShown?: boolean;
};

export function BookingDetails({ booking, isPaymentNoteShown = true }: DetailsProps) {
  const money = (minor: number) => formatMoney(minor, booking.business.currency);
  const terms = bookingTerms({
    total: booking.grandTotal,
    amountPaid: booking.amountPaid,
    paysOnline: booking.paysOnline,
  });
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
      {terms.paid !== null && (
        <div className="details__row">
          <dt>{texts.paid}</dt>
          <dd>{money(terms.paid)}</dd>
        </div>
      )}
      {terms.stillDue !== null && (
        <div className="details__row">
          <dt>{texts.due}</dt>
          <dd>{money(terms.stillDue)}</dd>
        </div>
      )}
      {terms.offlineNote && isPaymentNoteShown && (
        <div className="details__row">
          <dt>{texts.payment}</dt>
          <dd>{terms.offlineNote}</dd>
        </div>
      )}
    </dl>
  );
}
