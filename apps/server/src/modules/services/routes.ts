// HTTP for services: parse with the shared schemas, call the service, present.
// Dates, packages, add-ons and contracts of a service have their own modules' routes.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { messages } from '@studio/shared/messages';
import { ZService, ZServicePage } from '@studio/shared/services/contracts';
import {
  ZCountResponse,
  ZCountSearchQuery,
  ZCreateServiceRequest,
  ZFeeCollectionMethodRequest,
  ZHasServicesAndDates,
  ZLastServiceId,
  ZListServicesQuery,
  ZNoteRequest,
  ZPaymentScheduleRequest,
  ZSearchServicesQuery,
  ZServiceAffect,
  ZServiceBrief,
  ZServiceIdParams,
  ZServiceNameResponse,
  ZServiceOption,
  ZServiceOptionsRequest,
  ZServiceSummary,
  ZTaxRequest,
  ZUpdateDescriptionRequest,
  ZUpdateGalleryRequest,
  ZUpdateServiceRequest,
} from '@studio/shared/services/requests';
import { tenantOf } from '../../platform/auth.ts';
import { duplicateService } from './duplicate-service.ts';
import {
  countServices,
  hasServicesAndDates,
  lastServiceId,
  listAllServices,
  listServiceOptions,
  listServices,
  listSessionTypes,
  searchServices,
  serviceName,
  serviceSummary,
} from './list-service.ts';
import { requireService } from './lookup.ts';
import {
  createService,
  deleteService,
  getServiceForEdit,
  serviceAffect,
  setFeeCollectionMethod,
  setNote,
  setPaymentSchedule,
  setServiceOptions,
  setTax,
  updateDescription,
  updateGallery,
  updateService,
} from './service.ts';

const tags = ['services'];
const params = ZServiceIdParams;

export async function serviceRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db, storage } = app.deps;

  // A path naming another business's (or a deleted) service answers 404.
  app.ownership.register('service', {
    notFound: messages.serviceNotFound,
    check: ({ businessId, id }) => requireService(db, { businessId, serviceId: id }),
  });

  /** The edit aggregate after a change: what every write below answers. */
  const edited = (businessId: string, serviceId: string) =>
    getServiceForEdit(db, { businessId, serviceId });

  app.post(
    '/services',
    {
      schema: {
        tags,
        summary: 'Create a service; answers the edit aggregate (201)',
        body: ZCreateServiceRequest,
        response: { 201: ZService },
      },
    },
    async (request, reply) => {
      const { businessId } = tenantOf(request);
      const row = await createService(db, { businessId, ...request.body });
      return reply.status(201).send(await edited(businessId, row.id));
    },
  );

  app.get(
    '/services',
    {
      schema: {
        tags,
        summary: 'Services, a page at a time (page is 1-based; load more asks for the next)',
        querystring: ZListServicesQuery,
        response: { 200: ZServicePage },
      },
    },
    async (request) =>
      listServices(db, { businessId: tenantOf(request).businessId, ...request.query }),
  );

  app.get(
    '/services/search',
    {
      schema: {
        tags,
        summary: 'Services whose name contains the text, A to Z, pages of 10',
        querystring: ZSearchServicesQuery,
        response: { 200: ZServicePage },
      },
    },
    async (request) =>
      searchServices(db, { businessId: tenantOf(request).businessId, ...request.query }),
  );

  app.get(
    '/services/count-search',
    {
      schema: {
        tags,
        summary: 'How many services the search finds',
        querystring: ZCountSearchQuery,
        response: { 200: ZCountResponse },
      },
    },
    async (request) => ({
      count: await countServices(db, {
        businessId: tenantOf(request).businessId,
        search: request.query.search,
      }),
    }),
  );

  app.get(
    '/services/all',
    { schema: { tags, summary: 'Every live service', response: { 200: z.array(ZServiceBrief) } } },
    async (request) => listAllServices(db, { businessId: tenantOf(request).businessId }),
  );

  app.get(
    '/services/options',
    {
      schema: { tags, summary: 'Services for selects', response: { 200: z.array(ZServiceOption) } },
    },
    async (request) => listServiceOptions(db, { businessId: tenantOf(request).businessId }),
  );

  app.get(
    '/services/session-types',
    {
      schema: {
        tags,
        summary: 'Full sessions and bundles',
        response: { 200: z.array(ZServiceBrief) },
      },
    },
    async (request) => listSessionTypes(db, { businessId: tenantOf(request).businessId }),
  );

  app.get(
    '/services/last-service-id',
    { schema: { tags, summary: 'The newest live service', response: { 200: ZLastServiceId } } },
    async (request) => ({
      id: await lastServiceId(db, { businessId: tenantOf(request).businessId }),
    }),
  );

  app.get(
    '/services/count-services',
    { schema: { tags, summary: 'How many live services', response: { 200: ZCountResponse } } },
    async (request) => ({
      count: await countServices(db, { businessId: tenantOf(request).businessId }),
    }),
  );

  app.get(
    '/services/has-services-and-dates',
    {
      schema: {
        tags,
        summary: 'Whether there is a live service, and an upcoming service date',
        response: { 200: ZHasServicesAndDates },
      },
    },
    async (request) => hasServicesAndDates(db, { businessId: tenantOf(request).businessId }),
  );

  app.get(
    '/services/edit/:id',
    {
      config: { owns: { id: 'service' } },
      schema: {
        tags,
        summary: 'Everything the service edit page shows',
        params,
        response: { 200: ZService },
      },
    },
    async (request) => edited(tenantOf(request).businessId, request.params.id),
  );

  app.get(
    '/services/:id/service-name',
    {
      config: { owns: { id: 'service' } },
      schema: { tags, params, response: { 200: ZServiceNameResponse } },
    },
    async (request) =>
      serviceName(db, { businessId: tenantOf(request).businessId, serviceId: request.params.id }),
  );

  app.get(
    '/services/:id/summary',
    {
      config: { owns: { id: 'service' } },
      schema: {
        tags,
        summary: 'Counts of dates, slots by status, packages, add-ons and contracts',
        params,
        response: { 200: ZServiceSummary },
      },
    },
    async (request) =>
      serviceSummary(db, {
        businessId: tenantOf(request).businessId,
        serviceId: request.params.id,
      }),
  );

  app.get(
    '/services/:id/service-affect',
    {
      config: { owns: { id: 'service' } },
      schema: {
        tags,
        summary: 'What deleting the service would remove and keep',
        params,
        response: { 200: ZServiceAffect },
      },
    },
    async (request) =>
      serviceAffect(db, { businessId: tenantOf(request).businessId, serviceId: request.params.id }),
  );

  app.put(
    '/services/:id',
    {
      config: { owns: { id: 'service' } },
      schema: {
        tags,
        summary: 'Change name, colour, note, duration, buffer or expiry (fields left out stay)',
        params,
        body: ZUpdateServiceRequest,
        response: { 200: ZService },
      },
    },
    async (request) => {
      const { businessId } = tenantOf(request);
      await updateService(db, { businessId, serviceId: request.params.id, changes: request.body });
      return edited(businessId, request.params.id);
    },
  );

  app.put(
    '/services/:id/description',
    {
      config: { owns: { id: 'service' } },
      schema: {
        tags,
        summary: 'Rich-text description, sanitised before it is stored',
        params,
        body: ZUpdateDescriptionRequest,
        response: { 200: ZService },
      },
    },
    async (request) => {
      const { businessId } = tenantOf(request);
      const { description } = request.body;
      await updateDescription(db, { businessId, serviceId: request.params.id, description });
      return edited(businessId, request.params.id);
    },
  );

  app.put(
    '/services/:id/gallery',
    {
      config: { owns: { id: 'service' } },
      schema: {
        tags,
        summary: 'Gallery images in order: ids from POST /api/upload/image of this business',
        params,
        body: ZUpdateGalleryRequest,
        response: { 200: ZService },
      },
    },
    async (request) => {
      const { businessId } = tenantOf(request);
      const { fileIds } = request.body;
      await updateGallery({ db, storage }, { businessId, serviceId: request.params.id, fileIds });
      return edited(businessId, request.params.id);
    },
  );

  app.patch(
    '/services/:id/fee-collect-method',
    {
      config: { owns: { id: 'service' } },
      schema: {
        tags,
        params,
        body: ZFeeCollectionMethodRequest,
        response: { 200: ZService },
      },
    },
    async (request) => {
      const { businessId } = tenantOf(request);
      const { feeCollectionMethod } = request.body;
      await setFeeCollectionMethod(db, {
        businessId,
        serviceId: request.params.id,
        feeCollectionMethod,
      });
      return edited(businessId, request.params.id);
    },
  );

  app.patch(
    '/services/:id/payment-schedule',
    {
      config: { owns: { id: 'service' } },
      schema: {
        tags,
        summary:
          'Payment schedule: fixed amounts in minor units, percents in basis points (≤ 100% in total)',
        params,
        body: ZPaymentScheduleRequest,
        response: { 200: ZService },
      },
    },
    async (request) => {
      const { businessId } = tenantOf(request);
      const { paymentSchedules } = request.body;
      await setPaymentSchedule(db, { businessId, serviceId: request.params.id, paymentSchedules });
      return edited(businessId, request.params.id);
    },
  );

  app.patch(
    '/services/:id/service-options',
    {
      config: { owns: { id: 'service' } },
      schema: {
        tags,
        summary: 'isPrivate and isPaused (fields left out stay)',
        params,
        body: ZServiceOptionsRequest,
        response: { 200: ZService },
      },
    },
    async (request) => {
      const { businessId } = tenantOf(request);
      await setServiceOptions(db, { businessId, serviceId: request.params.id, ...request.body });
      return edited(businessId, request.params.id);
    },
  );

  app.patch(
    '/services/:id/note',
    {
      config: { owns: { id: 'service' } },
      schema: { tags, params, body: ZNoteRequest, response: { 200: ZService } },
    },
    async (request) => {
      const { businessId } = tenantOf(request);
      await setNote(db, { businessId, serviceId: request.params.id, note: request.body.note });
      return edited(businessId, request.params.id);
    },
  );

  app.patch(
    '/services/:id/tax',
    {
      config: { owns: { id: 'service' } },
      schema: {
        tags,
        summary: 'Tax mode; rate in basis points, null for the business default (7%)',
        params,
        body: ZTaxRequest,
        response: { 200: ZService },
      },
    },
    async (request) => {
      const { businessId } = tenantOf(request);
      await setTax(db, { businessId, serviceId: request.params.id, tax: request.body });
      return edited(businessId, request.params.id);
    },
  );

  app.post(
    '/services/:id/duplicate',
    {
      config: { owns: { id: 'service' } },
      schema: {
        tags,
        summary:
          "A copy named '<name> (copy)' with dates, open slots, packages, add-ons, contracts",
        params,
        response: { 201: ZService },
      },
    },
    async (request, reply) => {
      const { businessId } = tenantOf(request);
      const { serviceId } = await duplicateService(db, {
        businessId,
        serviceId: request.params.id,
      });
      return reply.status(201).send(await edited(businessId, serviceId));
    },
  );

  app.delete(
    '/services/:id',
    {
      config: { owns: { id: 'service' } },
      schema: {
        tags,
        summary: 'Soft-deletes the service; open and held slots go, booked and shot ones stay',
        params,
        response: { 200: ZServiceAffect },
      },
    },
    async (request) =>
      deleteService(db, { businessId: tenantOf(request).businessId, serviceId: request.params.id }),
  );
}
