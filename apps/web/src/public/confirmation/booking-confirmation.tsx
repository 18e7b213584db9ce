// The booking is confirmed: when and where, what was paid and is due, calendar and manage links,
// and the service's questions when it asks them after booking.
import { Suspense, useEffect, useRef } from 'react';
import { Link } from '../router.tsx';
import type { TPublicBooking } from '@studio/shared/booking/contracts';
import { paths, request } from '../api.ts';
import { PendingQuestions } from '../lazy-parts.ts';
import { ErrorState } from '../ui/error-state.tsx';
import { SectionSkeleton } from '../ui/skeleton.tsx';
import { texts } from '../texts.ts';
import { useDocumentTitle } from '../use-document-title.ts';
import { trackBooked } from '../tracking.ts';
import { useResource } from '../use-resource.ts';
import { BookingDetails } from './booking-details.tsx';

export function BookingConfirmation({
  manageToken,
  email,
}: {
  manageToken: string;
  email?: string;
}) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  const booking = useResource(
    (signal) => request<TPublicBooking>('GET', paths.booking(manageToken), undefined, signal),
    manageToken,
  );
  const data = booking.data;
  useDocumentTitle(data ? `${texts.confirmedTitle} · ${data.business.name}` : null);
  useEffect(() => {
    if (data) headingRef.current?.focus();
  }, [data]);
  // Every way of booking ends here (booked at once, back from paying, paid meanwhile): the one
  // place that counts the booking, with what the client pays for it.
  useEffect(() => {
    if (!data) return;
    trackBooked({
      bookingId: data.orderId,
      serviceName: data.serviceName,
      total: data.grandTotal,
      currency: data.business.currency,
    });
  }, [data]);

  if (booking.error) return <ErrorState error={booking.error} onRetry={booking.retry} />;
  if (!data) return <SectionSkeleton rows={5} />;
  return (
    <>
      <section className="confirmation panel" aria-labelledby="confirmed-title">
        <span className="confirmation__icon" aria-hidden="true">
          ✓
        </span>
        <h1 id="confirmed-title" className="display" tabIndex={-1} ref={headingRef}>
          {texts.confirmedTitle}
        </h1>
        <p className="lead">{texts.confirmedLead(email ?? data.email)}</p>
        <BookingDetails booking={data} />
        <div className="actions">
          <a className="button button--primary" href={paths.calendar(manageToken)} download>
            {texts.addToCalendar}
          </a>
          <Link className="button button--secondary" to={`/booking/${manageToken}`}>
            {texts.manageBooking}
          </Link>
        </div>
      </section>
      {data.pendingQuestions.length > 0 && (
        <div className="confirmation confirmation--after">
          <Suspense fallback={<SectionSkeleton rows={3} />}>
            <PendingQuestions booking={data} manageToken={manageToken} />
          </Suspense>
        </div>
      )}
    </>
  );
}
