// Inline booking: a chosen service's next free times, day by day, each linking to the service's
// booking page with that day open and that time picked out. The times are read from the public availability when the page
// is served (see the server's live-times.ts), not stored in the page; a small script may load
// later dates. Without JavaScript the list and its links work as they are.
// The server runs this file through tsx, which does not apply a package's tsconfig to files of
// another workspace: the pragma keeps the automatic JSX runtime everywhere.
/** @jsxRuntime automatic @jsxImportSource react */
import type { Fields } from '@puckeditor/core';
import { z } from 'zod';
import { instantToWall } from '@studio/shared/scheduling/zoned-time';
import { text } from '../fields.ts';
import { bookingPath, businessBookingPath, useSite } from '../site-context.tsx';

export const ZInlineBookingProps = z.object({
  heading: text('Heading', 120),
  intro: text('Introduction', 400),
  /** The service's public address; '' until the photographer chooses one. */
  serviceSlug: z
    .string()
    .trim()
    .max(200, 'Service must be at most 200 characters')
    .regex(/^[a-z0-9-]*$/, 'Choose one of your services'),
  dayCount: z.coerce
    .number()
    .int('Days shown must be a whole number')
    .min(1, 'Days shown must be between 1 and 7')
    .max(7, 'Days shown must be between 1 and 7')
    .default(4),
});
export type TInlineBookingProps = z.infer<typeof ZInlineBookingProps>;

export const inlineBookingDefaults: TInlineBookingProps = {
  heading: 'Next free times',
  intro: 'Pick a time that suits you; you choose your package on the next page.',
  serviceSlug: '',
  dayCount: 4,
};

/** The editor replaces `serviceSlug` with a list of the business's services (puck-config.tsx). */
export const inlineBookingFields: Fields<TInlineBookingProps> = {
  heading: { type: 'text', label: 'Heading' },
  intro: { type: 'textarea', label: 'Introduction' },
  serviceSlug: { type: 'text', label: 'Service' },
  dayCount: { type: 'number', label: 'Days shown', min: 1, max: 7 },
};

export type TSiteFreeDay = {
  /** YYYY-MM-DD in the business time zone. */
  date: string;
  /** "Thursday, December 3". */
  label: string;
  times: { startTime: string; label: string }[];
};

export type TSiteFreeTimes = {
  days: TSiteFreeDay[];
  /** The first later day with a time, for "Show more dates"; null when there is none. */
  nextFrom: string | null;
  timeZone: string;
};

/**
 * The booking page of the service with a day open and, given a time (HH:mm in the business time
 * zone), that time picked out if it is still free (the booking page reads ?date= and &time=).
 */
export function bookingDayPath(
  businessSlug: string,
  serviceSlug: string,
  date: string,
  time?: string,
): string {
  return `${bookingPath(businessSlug, serviceSlug)}?date=${date}${time ? `&time=${time}` : ''}`;
}

/** Marks where the server puts the free times when it serves the page. */
export const liveTimesAttribute = 'data-live-times';

/** The free times as the published page shows them (rendered on the server for each request). */
export function FreeTimesList(props: {
  businessSlug: string;
  serviceSlug: string;
  serviceName: string;
  times: TSiteFreeTimes;
}) {
  const { businessSlug, serviceSlug, times } = props;
  const bookingPage = bookingPath(businessSlug, serviceSlug);
  if (times.days.length === 0) {
    return (
      <div className="site-booking__times site-booking__times--empty">
        <p className="site-booking__none">No free times right now</p>
        <a className="site-button" href={bookingPage}>
          Go to the booking page
        </a>
      </div>
    );
  }
  return (
    <div
      className="site-booking__times"
      data-booking-times=""
      data-business={businessSlug}
      data-service={serviceSlug}
      data-time-zone={times.timeZone}
      data-next-from={times.nextFrom ?? ''}
    >
      <ul className="site-booking__days">
        {times.days.map((day) => (
          <li key={day.date} className="site-booking__day" data-date={day.date}>
            <h3 className="site-booking__date">{day.label}</h3>
            <ul className="site-booking__slots">
              {day.times.map((time) => (
                <li key={time.startTime}>
                  <a
                    className="site-booking__time"
                    href={bookingDayPath(
                      businessSlug,
                      serviceSlug,
                      day.date,
                      instantToWall(time.startTime, times.timeZone).time,
                    )}
                    aria-label={`${time.label}, ${day.label}: book ${props.serviceName}`}
                  >
                    {time.label}
                  </a>
                </li>
              ))}
            </ul>
          </li>
        ))}
      </ul>
      <p className="site-booking__actions">
        {/* Shown by the script when there are later dates to load. */}
        <button type="button" className="site-button site-button--outline" data-more="" hidden>
          Show more dates
        </button>
        <a href={bookingPage}>All dates on the booking page</a>
      </p>
      <p className="site-visually-hidden" role="status" data-more-status=""></p>
    </div>
  );
}

export function InlineBookingBlock(props: TInlineBookingProps) {
  const { business, services } = useSite();
  const service = services.find((candidate) => candidate.slug === props.serviceSlug);
  return (
    <section className="site-block site-booking">
      {props.heading && <h2 className="site-heading">{props.heading}</h2>}
      {service ? (
        <>
          <p className="site-booking__service">{service.name}</p>
          {props.intro && <p className="site-lead">{props.intro}</p>}
          {/* Filled with FreeTimesList when the page is served; the editor shows this note. */}
          <div
            className="site-booking__times site-booking__times--pending"
            {...{ [liveTimesAttribute]: service.slug, 'data-days': props.dayCount }}
          >
            Free times show here on the published site.
          </div>
        </>
      ) : (
        // No service chosen, or it was deleted, paused or made private: the booking page still
        // lists what can be booked.
        <p>
          <a className="site-button" href={businessBookingPath(business.slug)}>
            See sessions and book
          </a>
        </p>
      )}
    </section>
  );
}
