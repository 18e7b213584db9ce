// The home lists of shoots: upcoming soonest first, undated, then past newest first. And the
// services screens' reads of shoots (a service's shoots, where a shoot can move within its
// service, the conversion check): the orders module serves them under /services because it owns
// the shoots and stands above services (docs/architecture.md).
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZShootPage } from '@studio/shared/orders/contracts';
import { ZShootListQuery } from '@studio/shared/orders/requests';
import {
  ZChangeShootOptions,
  ZChangeShootQuery,
  ZConversionCheck,
  ZServiceShootsQuery,
} from '@studio/shared/orders/service-views';
import { tenantOf } from '../../platform/auth.ts';
import { listShoots } from './list-service.ts';
import { changeShootOptions, checkConversion, listServiceShoots } from './service-views.ts';

const tags = ['orders'];
const ZServiceParams = z.object({ id: z.uuid() });

export async function orderListRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db } = app.deps;

  app.get(
    '/orders',
    {
      schema: {
        tags,
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

  app.get(
    '/services/check-conversion',
    {
      schema: {
        tags,
        summary: 'Whether the business has converted: a live service and an active shoot',
        description:
          'hasService: a service that is not deleted; hasShoot: a shoot that is not cancelled; ' +
          'isConverted: both. The owner app reports its sign-up conversion once it is true.',
        response: { 200: ZConversionCheck },
      },
    },
    async (request) => checkConversion(db, { businessId: tenantOf(request).businessId }),
  );

  app.get(
    '/services/:id/shoots',
    {
      config: { owns: { id: 'service' } },
      schema: {
        tags,
        summary: "The service's active shoots, newest first (by booking), a page at a time",
        description:
          'Items as in GET /api/orders. page is 1-based, size 1 to 100 (50 by default); total ' +
          "counts the service's active shoots.",
        params: ZServiceParams,
        querystring: ZServiceShootsQuery,
        response: { 200: ZShootPage },
      },
    },
    async (request) =>
      listServiceShoots(db, {
        businessId: tenantOf(request).businessId,
        serviceId: request.params.id,
        ...request.query,
      }),
  );

  app.get(
    '/services/:id/change-shoot',
    {
      config: { owns: { id: 'service' } },
      schema: {
        tags,
        summary: 'Where a shoot of this service can move: its dates from today, slots marked',
        description:
          'isSelectable: AVAILABLE (an expired hold counts), not a break, not conflicting, or ' +
          'the slot the shoot occupies (isCurrent). A mini session moves with PUT ' +
          '/api/orders/{id}/move-booking; a full session picks a time with PUT ' +
          '/api/orders/{id}/change-date-time. 404 for a shoot of another business; 409 for a ' +
          'shoot of another service or a cancelled one.',
        params: ZServiceParams,
        querystring: ZChangeShootQuery,
        response: { 200: ZChangeShootOptions },
      },
    },
    async (request) =>
      changeShootOptions(db, {
        businessId: tenantOf(request).businessId,
        serviceId: request.params.id,
        orderId: request.query.orderId,
      }),
  );
}
