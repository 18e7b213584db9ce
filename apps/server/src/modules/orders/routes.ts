// Shoots (orders): create from the shoot form, read, client details, notes, location, moving,
// date and time, cancelling, activities.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { messages } from '@studio/shared/messages';
import { ZActivity, ZOrder } from '@studio/shared/orders/contracts';
import {
  ZChangeDateTimeRequest,
  ZChangeLocationRequest,
  ZCreateShootRequest,
  ZMoveBookingRequest,
  ZOrderNotesRequest,
  ZUpdateShootRequest,
} from '@studio/shared/orders/requests';
import { tenantOf } from '../../platform/auth.ts';
import { listOrderActivities } from './order-queries.ts';
import { actorOf, createShoot, getOrder, requireOrder } from './service.ts';
import {
  cancelBooking,
  changeDateTime,
  changeLocation,
  moveBooking,
  updateNotes,
  updateShootClient,
} from './shoot-changes.ts';

const tags = ['orders'];
const ZServiceParams = z.object({ id: z.uuid() });
const ZOrderParams = z.object({ id: z.string().max(64) });

const concurrencyNote =
  'The slot changes are atomic conditional updates: of two requests for one slot exactly one ' +
  'wins, the other answers 409 with messages.slotUnavailable.';
const canceledNote = 'A cancelled shoot cannot be changed: 409 with messages.orderCanceled.';

export async function orderRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db } = app.deps;

  // A path naming another business's (or an unknown) shoot answers 404. Order ids are of more
  // than one shape: the lookup alone decides. GET /orders/:id answers 404 itself from its one
  // lookup, so it declares no check.
  app.ownership.register('order', {
    notFound: messages.orderNotFound,
    isWellFormed: () => true,
    check: ({ businessId, id }) => requireOrder(db, { businessId, orderId: id }),
  });

  app.post(
    '/services/:id/create-shoot',
    {
      config: { owns: { id: 'service' } },
      schema: {
        tags,
        summary: 'Create a shoot for a client (the shoot form)',
        description:
          'A mini session books one of its slots (slotId; booked, held, break-time and conflicting ' +
          'slots cannot be chosen); a full session or bundle gives date and startTime (business ' +
          'time zone, DST-safe) and gets its own slot, refused with 409 when it overlaps a booked, ' +
          'held or break-time slot. Package required when the service has packages; add-on ' +
          'quantity at most maxQuantity. The client joins the customer with the same email ' +
          '(case-insensitive) or becomes one. Tax, coupon, invoices and the CREATED_SHOOT activity ' +
          'are written in the same transaction. ' +
          concurrencyNote,
        params: ZServiceParams,
        body: ZCreateShootRequest,
        response: { 200: ZOrder },
      },
    },
    async (request) => {
      const { businessId, accountId } = tenantOf(request);
      const actor = await actorOf(db, accountId);
      const orderId = await createShoot(db, {
        businessId,
        serviceId: request.params.id,
        actor,
        request: request.body,
      });
      return getOrder(db, { businessId, orderId });
    },
  );

  app.get(
    '/orders/:id',
    {
      schema: {
        tags,
        summary: 'A shoot with everything its page shows',
        params: ZOrderParams,
        response: { 200: ZOrder },
      },
    },
    async (request) => {
      const { businessId } = tenantOf(request);
      return getOrder(db, { businessId, orderId: request.params.id });
    },
  );

  app.get(
    '/orders/:id/activities',
    {
      config: { owns: { id: 'order' } },
      schema: {
        tags,
        summary: 'The activity log of a shoot, newest first',
        params: ZOrderParams,
        response: { 200: z.array(ZActivity) },
      },
    },
    async (request) => {
      const { businessId } = tenantOf(request);
      return listOrderActivities(db, { businessId, orderId: request.params.id });
    },
  );

  const changes = [
    {
      path: '/orders/:id/update-shoot',
      summary: "Change the client's details",
      description:
        'The shoot joins the customer with the new email (case-insensitive) in the business, or a ' +
        'new customer is created. ' +
        canceledNote,
      body: ZUpdateShootRequest,
      run: updateShootClient,
    },
    {
      path: '/orders/:id/notes',
      summary: 'Change the note of a shoot',
      description: canceledNote,
      body: ZOrderNotesRequest,
      run: updateNotes,
    },
    {
      path: '/orders/:id/change-location',
      summary: 'Change the location of a shoot (CHANGE_LOCATION)',
      description: canceledNote,
      body: ZChangeLocationRequest,
      run: changeLocation,
    },
    {
      path: '/orders/:id/move-booking',
      summary: 'Move a mini session shoot to another slot of its service (MOVED)',
      description:
        'The new slot becomes BOOKED with the order, the old one AVAILABLE with the order cleared, ' +
        'in one transaction; the invoices follow the new time. ' +
        concurrencyNote +
        ' ' +
        canceledNote,
      body: ZMoveBookingRequest,
      run: moveBooking,
    },
    {
      path: '/orders/:id/change-date-time',
      summary: 'Change the date and time of a full session shoot (CHANGE_SHOOT_DATE)',
      description:
        "The shoot's own slot moves to the wall-clock time in the business time zone (DST-safe), " +
        'refused with 409 when it overlaps a booked, held or break-time slot; the invoices follow ' +
        'the new time. ' +
        canceledNote,
      body: ZChangeDateTimeRequest,
      run: changeDateTime,
    },
  ] as const;

  for (const change of changes) {
    app.put(
      change.path,
      {
        config: { owns: { id: 'order' } },
        schema: {
          tags,
          summary: change.summary,
          description: change.description,
          params: ZOrderParams,
          body: change.body,
          response: { 200: ZOrder },
        },
      },
      async (request) => {
        const { businessId, accountId } = tenantOf(request);
        const actor = await actorOf(db, accountId);
        const orderId = request.params.id;
        // Each body was parsed by the schema of its own route.
        await (change.run as (db: unknown, input: unknown) => Promise<void>)(db, {
          businessId,
          orderId,
          actor,
          request: request.body,
        });
        return getOrder(db, { businessId, orderId });
      },
    );
  }

  app.patch(
    '/orders/:id/cancel-booking',
    {
      config: { owns: { id: 'order' } },
      schema: {
        tags,
        summary: 'Cancel a shoot (CANCELED)',
        description:
          'The order becomes CANCELED and leaves the lists; mini session slots become AVAILABLE ' +
          "with the order and any hold cleared; a full session shoot's own slot is deleted. " +
          canceledNote,
        params: ZOrderParams,
        response: { 200: ZOrder },
      },
    },
    async (request) => {
      const { businessId, accountId } = tenantOf(request);
      const actor = await actorOf(db, accountId);
      const orderId = request.params.id;
      await cancelBooking(db, { businessId, orderId, actor });
      return getOrder(db, { businessId, orderId });
    },
  );
}
