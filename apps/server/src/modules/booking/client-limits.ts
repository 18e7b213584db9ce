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
import { and, eq, gt, gte, isNull, ne, or, sql } from 'drizzle-orm';
import type { TBookingAvailability } from '@studio/shared/booking/settings';
import { messages } from '@studio/shared/messages';
import type { Transaction } from '../../db/client.ts';
import { AppError } from '../../platform/errors.ts';
import { orders } from '../orders/schema.ts';
import { checkouts } from '../payments/schema.ts';

const sameEmail = (column: unknown, email: string) =>
  sql`lower(trim(${column})) = ${email.trim().toLowerCase()}`;

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
  const openOfEmail = and(
    eq(checkouts.businessId, input.businessId),
    eq(checkouts.kind, 'BOOKING'),
    eq(checkouts.status, 'OPEN'),
    gt(checkouts.expiresAt, sql`now()`),
    or(isNull(checkouts.slotId), ne(checkouts.slotId, input.slotId)),
    sameEmail(sql`${checkouts.request}->>'email'`, input.email),
  );
  const [open] = await tx
    .select({
      all: sql<number>`count(*)::int`,
      ofService: sql<number>`(count(*) filter (where ${checkouts.serviceId} = ${input.serviceId}))::int`,
    })
    .from(checkouts)
    .where(openOfEmail);
  const { maxOpenCheckoutsPerEmail, maxUpcomingBookingsPerEmail } = input.settings;
  if ((open?.all ?? 0) >= maxOpenCheckoutsPerEmail) {
    throw new AppError(
      'RATE_LIMITED',
      messages.tooManyOpenCheckoutsForEmail(maxOpenCheckoutsPerEmail),
    );
  }
  const [booked] = await tx
    .select({ count: sql<number>`count(*)::int` })
    .from(orders)
    .where(
      and(
        eq(orders.businessId, input.businessId),
        eq(orders.serviceId, input.serviceId),
        eq(orders.status, 'ACTIVE'),
        eq(orders.source, 'CLIENT'),
        // Upcoming: from now on, or without a time yet (paid after its hold ran out).
        or(isNull(orders.startTime), gte(orders.startTime, sql`now()`)),
        sameEmail(orders.email, input.email),
      ),
    );
  if ((booked?.count ?? 0) + (open?.ofService ?? 0) >= maxUpcomingBookingsPerEmail) {
    throw new AppError(
      'RATE_LIMITED',
      messages.tooManyBookingsForEmail(maxUpcomingBookingsPerEmail),
    );
  }
}
