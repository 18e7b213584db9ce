// HTTP for the owner's booking settings (/management/availability). These static paths win over
// the generic /options/:name, so the value is always checked.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { BOOKING_AVAILABILITY, ZBookingAvailability } from '@studio/shared/booking/settings';
import { tenantOf } from '../../platform/auth.ts';
import { getBookingSettings, setBookingSettings } from './settings.ts';

const tags = ['options'];

export async function bookingSettingsRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db } = app.deps;

  app.get(
    `/options/${BOOKING_AVAILABILITY}`,
    {
      schema: {
        tags,
        summary: 'How much of the calendar one client may take at once; the defaults until saved',
        response: { 200: ZBookingAvailability },
      },
    },
    async (request) => getBookingSettings(db, tenantOf(request)),
  );

  app.post(
    `/options/${BOOKING_AVAILABILITY}`,
    {
      schema: {
        tags,
        summary: 'Save the booking limits (each a whole number from 1 to 50)',
        description:
          'maxOpenCheckoutsPerEmail (default 2): payments one client email may have open at once; ' +
          'maxUpcomingBookingsPerEmail (default 2): upcoming bookings and open payments of one ' +
          'service per client email; maxLiveHoldsPerAddress (default 3): times one client ' +
          'address may hold at once, counted only with rate limits on.',
        body: ZBookingAvailability,
        response: { 200: ZBookingAvailability },
      },
    },
    async (request) => setBookingSettings(db, { ...tenantOf(request), settings: request.body }),
  );
}
