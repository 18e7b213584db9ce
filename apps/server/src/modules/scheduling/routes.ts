// HTTP for mini session scheduling (service-dates, date-times, slots,
// premium-reserve, shoot-time/conflict-shoots; service-slots: lockeds, count).
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZServiceDate } from '@studio/shared/scheduling/contracts';
import {
  ZAddSlotsRequest,
  ZConflictShootsQuery,
  ZConflictShootsResponse,
  ZCreateServiceDateRequest,
  ZDeleteServiceDateQuery,
  ZDeleteServiceDateResponse,
  ZLockedSlot,
  ZLockedSlotsQuery,
  ZPremiumReserveRequest,
  ZServiceDateParams,
  ZServiceDatesQuery,
  ZSlotCounts,
  ZSlotParams,
  ZUpdateServiceDateRequest,
  ZUpdateSlotRequest,
} from '@studio/shared/scheduling/requests';
import { tenantOf } from '../../platform/auth.ts';
import {
  businessTimeZone,
  createServiceDate,
  deleteServiceDate,
  listServiceDates,
  updateServiceDate,
} from './service.ts';
import { addSlots, deleteSlot, setPremiumReserve, updateSlot } from './slot-service.ts';
import { countSlots, findShootTimeConflicts, listHeldSlots } from './slot-queries.ts';
import { googleCalendarContextOf } from '../google-calendar/context.ts';
import { refreshGoogleBusy } from '../google-calendar/busy.ts';

const tags = ['scheduling'];
const ZServiceParams = z.object({ id: z.uuid() });
const protectionNote =
  'A slot a client occupies (BOOKED, SHOOTED, or BOOKING while lockoutEnd is in the future) is ' +
  'protected: a change that would remove, move or shorten it answers 409 with a message, decided ' +
  'atomically by the conditional statement that makes the change. An expired hold counts as AVAILABLE.';

export async function schedulingRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db } = app.deps;
  const google = googleCalendarContextOf(app.deps);

  app.get(
    '/services/:id/service-dates',
    {
      config: { owns: { id: 'service' } },
      schema: {
        tags,
        summary: 'Dates of a mini session with their slots',
        description:
          'Dates in day order (only those from `from` to `to`, local dates inclusive, when given; ' +
          'the edit page loads a month at a time), slots in time order. isConFlict is computed business-wide: a slot ' +
          'overlapping any other slot of the business (other services included) is flagged, ' +
          'except slots a client occupies (BOOKED, SHOOTED, held). Touching ends do not overlap.',
        params: ZServiceParams,
        querystring: ZServiceDatesQuery,
        response: { 200: z.array(ZServiceDate) },
      },
    },
    async (request) => {
      const { businessId } = tenantOf(request);
      const serviceId = request.params.id;
      const timeZone = await businessTimeZone(db, businessId);
      return listServiceDates(db, { businessId, serviceId, timeZone, ...request.query });
    },
  );

  app.post(
    '/services/:id/date-times',
    {
      config: { owns: { id: 'service' } },
      schema: {
        tags,
        summary: 'Add a date to a mini session, optionally generating its slots',
        description:
          'With startTime, endTime (local HH:mm), duration and buffer (minutes from the fixed duration lists) ' +
          'the slots are generated in the business time zone at those wall-clock times. On a ' +
          'daylight-saving change day a skipped wall-clock time gets no slot and a repeated one is ' +
          'used once, at its first occurrence; every slot lasts exactly its duration.',
        params: ZServiceParams,
        body: ZCreateServiceDateRequest,
        response: { 200: ZServiceDate },
      },
    },
    async (request) => {
      const { businessId } = tenantOf(request);
      return createServiceDate(db, {
        businessId,
        serviceId: request.params.id,
        request: request.body,
      });
    },
  );

  app.put(
    '/services/:id/date-times',
    {
      config: { owns: { id: 'service' } },
      schema: {
        tags,
        summary: 'Change the day or location of a date',
        description:
          'A new day moves every slot to the same wall-clock start on it, keeping its length. ' +
          'Refused (409) while any slot of the date is booked, shot or held. ' +
          protectionNote,
        params: ZServiceParams,
        body: ZUpdateServiceDateRequest,
        response: { 200: ZServiceDate },
      },
    },
    async (request) => {
      const { businessId } = tenantOf(request);
      return updateServiceDate(db, {
        businessId,
        serviceId: request.params.id,
        request: request.body,
      });
    },
  );

  app.delete(
    '/services/:id/date-times',
    {
      config: { owns: { id: 'service' } },
      schema: {
        tags,
        summary: 'Delete a date and its slots',
        description: 'Refused (409) while any slot of the date is booked, shot or held.',
        params: ZServiceParams,
        querystring: ZDeleteServiceDateQuery,
        response: { 200: ZDeleteServiceDateResponse },
      },
    },
    async (request) => {
      const { businessId } = tenantOf(request);
      return deleteServiceDate(db, {
        businessId,
        serviceId: request.params.id,
        serviceDateId: request.query.dateId,
      });
    },
  );

  app.post(
    '/services/:id/date-times/:dateId/slots',
    {
      config: { owns: { id: 'service' } },
      schema: {
        tags,
        summary: 'Add slots to a date: generated (kind GENERATE) or one slot (kind SINGLE)',
        description:
          'Times are local HH:mm on the date in the business time zone. New slots may overlap ' +
          'existing ones; they are then flagged as conflicting. At most 300 slots per date.',
        params: ZServiceDateParams,
        body: ZAddSlotsRequest,
        response: { 200: ZServiceDate },
      },
    },
    async (request) => {
      const { businessId } = tenantOf(request);
      return addSlots(db, {
        businessId,
        serviceId: request.params.id,
        serviceDateId: request.params.dateId,
        request: request.body,
      });
    },
  );

  app.put(
    '/services/:id/slots/:slotId',
    {
      config: { owns: { id: 'service' } },
      schema: {
        tags,
        summary: 'Edit a slot: its wall-clock times and/or break time',
        description:
          'An occupied slot may only grow (start no later, end no earlier) and cannot become a ' +
          'break time. ' +
          protectionNote,
        params: ZSlotParams,
        body: ZUpdateSlotRequest,
        response: { 200: ZServiceDate },
      },
    },
    async (request) => {
      const { businessId } = tenantOf(request);
      return updateSlot(db, {
        businessId,
        serviceId: request.params.id,
        slotId: request.params.slotId,
        request: request.body,
      });
    },
  );

  app.delete(
    '/services/:id/slots/:slotId',
    {
      config: { owns: { id: 'service' } },
      schema: {
        tags,
        summary: 'Remove a slot',
        description: protectionNote,
        params: ZSlotParams,
        response: { 200: ZServiceDate },
      },
    },
    async (request) => {
      const { businessId } = tenantOf(request);
      return deleteSlot(db, {
        businessId,
        serviceId: request.params.id,
        slotId: request.params.slotId,
      });
    },
  );

  app.post(
    '/services/:id/slots/:slotId/premium-reserve',
    {
      config: { owns: { id: 'service' } },
      schema: {
        tags,
        summary: 'Make a slot premium and/or a reservation, or a regular slot again',
        description:
          'Premium reserve adds or replaces the terms of a slot, or removes them: ' +
          '{ action: "SET", isPremium, premiumFee (minor units, > 0 when premium), isReservation } ' +
          'adds these terms to the slot or replaces the ones it had; { action: "REMOVE" } removes ' +
          'them, making it a regular slot. The slot and its times stay; a booking already made keeps ' +
          'the terms recorded on its order. Answers the slot’s date.',
        params: ZSlotParams,
        body: ZPremiumReserveRequest,
        response: { 200: ZServiceDate },
      },
    },
    async (request) => {
      const { businessId } = tenantOf(request);
      return setPremiumReserve(db, {
        businessId,
        serviceId: request.params.id,
        slotId: request.params.slotId,
        request: request.body,
      });
    },
  );

  app.get(
    '/services/:id/shoot-time/conflict-shoots',
    {
      config: { owns: { id: 'service' } },
      schema: {
        tags,
        summary: 'Which services and times a proposed shoot time overlaps',
        description:
          'Every slot of the business (any service, any status, break times included) whose time ' +
          'overlaps [startTime, endTime), except excludeSlotId (the slot the shoot already ' +
          'occupies). Touching ends do not overlap. The shoot form shows them under "The time you ' +
          'selected conflicts with another time slot(s):". calendarBusy: busy times of the chosen ' +
          'Google calendars in that time (a whole window when Google has not answered lately).',
        params: ZServiceParams,
        querystring: ZConflictShootsQuery,
        response: { 200: ZConflictShootsResponse },
      },
    },
    async (request) => {
      const { businessId } = tenantOf(request);
      await refreshGoogleBusy(google, db, { businessId });
      return findShootTimeConflicts(db, {
        businessId,
        serviceId: request.params.id,
        ...request.query,
      });
    },
  );

  app.get(
    '/service-slots/lockeds',
    {
      schema: {
        tags,
        summary: 'Slots held right now',
        description:
          'Slots of the business with status BOOKING and lockoutEnd in the future (a client is ' +
          'booking them), soonest release first; optionally of one service.',
        querystring: ZLockedSlotsQuery,
        response: { 200: z.array(ZLockedSlot) },
      },
    },
    async (request) => {
      const { businessId } = tenantOf(request);
      return listHeldSlots(db, { businessId, serviceId: request.query.serviceId });
    },
  );

  app.get(
    '/service-slots/:id/count',
    {
      config: { owns: { id: 'service' } },
      schema: {
        tags,
        summary: 'A service’s slots counted by status',
        description: 'The id is the service’s. An expired hold counts as AVAILABLE.',
        params: ZServiceParams,
        response: { 200: ZSlotCounts },
      },
    },
    async (request) => {
      const { businessId } = tenantOf(request);
      return countSlots(db, { businessId, serviceId: request.params.id });
    },
  );
}
