// The home lists of shoots: upcoming soonest first, undated, then past newest first.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ZShootPage } from '@studio/shared/orders/contracts';
import { ZShootListQuery } from '@studio/shared/orders/requests';
import { tenantOf } from '../../platform/auth.ts';
import { listShoots } from './list-service.ts';

export async function orderListRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db } = app.deps;

  app.get(
    '/orders',
    {
      schema: {
        tags: ['orders'],
        summary: 'The home lists of shoots, a page at a time (pages of 50 by default)',
        description:
          'Active shoots only. dateFilter: 0 ALL (upcoming soonest first, then shoots without a ' +
          'date by creation, then past newest first), 1 UP_COMING (starts today or later in the ' +
          'business time zone, or no date yet), 2 NO_SET_DATE, 3 PAST (started before today, ' +
          'newest first). overdue=true keeps shoots with a PENDING invoice due before today. ' +
          'Shoots of a deleted service that hold no slot are left out. page is 1-based; total ' +
          'counts every row of the filter.',
        querystring: ZShootListQuery,
        response: { 200: ZShootPage },
      },
    },
    async (request) =>
      listShoots(db, { businessId: tenantOf(request).businessId, ...request.query }),
  );
}
