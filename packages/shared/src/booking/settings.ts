// The business's booking settings (the `booking-availability` option): how much of the calendar
// one client may take at once on the public pages. The limits stop one person (or a script) from
// blocking a photographer's times with holds and bookings; the photographer raises them when one
// client books for several people (a family booking each child's session).
import { z } from 'zod';
import { messages } from '../messages.ts';

/** Option name: the same as its path under /api/options. */
export const BOOKING_AVAILABILITY = 'booking-availability';
export const BOOKING_LIMIT_MAX = 50;

const limit = z
  .number({ error: messages.bookingLimitRange(BOOKING_LIMIT_MAX) })
  .int(messages.bookingLimitRange(BOOKING_LIMIT_MAX))
  .min(1, messages.bookingLimitRange(BOOKING_LIMIT_MAX))
  .max(BOOKING_LIMIT_MAX, messages.bookingLimitRange(BOOKING_LIMIT_MAX));

/**
 * Defaults: a client books one time, so one email with 2 payments open at once (a second tab, or
 * a couple booking two times) and 2 upcoming bookings of one service (a session and its
 * follow-up) covers honest use, while one email can no longer take a whole day. The per-address
 * number (3) leaves room for a household or office behind one router; it only counts with the
 * server's rate limits on, as the address is a network's, not a person's.
 */
export const ZBookingAvailability = z.object({
  /** Payments one client email may have open at once (each keeps its time held while open). */
  maxOpenCheckoutsPerEmail: limit.default(2),
  /** Upcoming bookings (and open payments) one client email may have of one service. */
  maxUpcomingBookingsPerEmail: limit.default(2),
  /** Times one client address may hold at once (rate limits on). */
  maxLiveHoldsPerAddress: limit.default(3),
});
export type TBookingAvailability = z.output<typeof ZBookingAvailability>;
export type TBookingAvailabilityRequest = z.input<typeof ZBookingAvailability>;
export const defaultBookingAvailability: TBookingAvailability = ZBookingAvailability.parse({});
