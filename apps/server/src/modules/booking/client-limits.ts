// What one client email may take of a business's calendar at once, checked at checkout (the hold
// comes before the client types their email, so per-address limits guard the hold and these the
// checkout). Two counts, each a business setting (booking-availability):
// - payments open at once: each open payment keeps its time held for up to half an hour, so an
//   email with many open payments blocks as many times without paying for any;
// - upcoming bookings of one service (with the payments open for it): without online payment a
//   checkout books at once, and one email could otherwise book every slot of a day, each sending
//   a confirmation email that carries the text they chose.
// Bookings the photographer made themselves do not count: the limit is on what the public pages
// let one client take. Called under the business's booking lock, so two tabs (or two scripted
// requests) of one email cannot both pass the count.
import type { TBookingAvailability } from '@studio/shared/booking/settings';
import { messages } from '@studio/shared/messages';
import type { Transaction } from '../../db/client.ts';
import { AppError } from '../../platform/errors.ts';
import { countUpcomingClientBookings } from '../orders/booking-queries.ts';
import { countOpenPaymentsOfEmail } from '../payments/hold-payments.ts';

/**
 * 429 (as for the per-address limit: too much at once; the 409 of a checkout means a lost time)
 * when the client's email already has as many open payments, or upcoming bookings of the
 * service, as the business allows. `slotId`: the hold being checked out, whose own open payment
 * (a client changing their inputs) does not count against it.
 */
export async function requireRoomForClient(
  tx: Transaction,
  input: {
    businessId: string;
    serviceId: string;
    email: string;
    slotId: string;
    settings: TBookingAvailability;
  },
): Promise<void> {
  const open = await countOpenPaymentsOfEmail(tx, {
    businessId: input.businessId,
    serviceId: input.serviceId,
    email: input.email,
    exceptSlotId: input.slotId,
  });
  const { maxOpenCheckoutsPerEmail, maxUpcomingBookingsPerEmail } = input.settings;
  if (open.all >= maxOpenCheckoutsPerEmail) {
    throw new AppError(
      'RATE_LIMITED',
      messages.tooManyOpenCheckoutsForEmail(maxOpenCheckoutsPerEmail),
    );
  }
  const booked = await countUpcomingClientBookings(tx, {
    businessId: input.businessId,
    serviceId: input.serviceId,
    email: input.email,
  });
  if (booked + open.ofService >= maxUpcomingBookingsPerEmail) {
    throw new AppError(
      'RATE_LIMITED',
      messages.tooManyBookingsForEmail(maxUpcomingBookingsPerEmail),
    );
  }
}
