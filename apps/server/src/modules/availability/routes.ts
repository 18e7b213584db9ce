// HTTP for availability templates, the service link and bookable times: parse, call, present.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZAvailabilityTemplate } from '@studio/shared/availability/contracts';
import {
  ZAvailabilityTemplateRequest,
  ZBookableTimes,
  ZBookableTimesQuery,
  ZServiceAvailabilityTemplate,
  ZServiceAvailabilityTemplateRequest,
} from '@studio/shared/availability/requests';
import { messages } from '@studio/shared/messages';
import { tenantOf } from '../../platform/auth.ts';
import {
  bookableTimes,
  createTemplate,
  deleteTemplate,
  getTemplate,
  linkTemplate,
  listTemplates,
  requireTemplate,
  updateTemplate,
} from './service.ts';
import { googleCalendarContextOf } from '../google-calendar/context.ts';
import { refreshGoogleBusy } from '../google-calendar/busy.ts';

const ZIdParams = z.object({ id: z.uuid() });
const templateTags = ['availability'];

export async function availabilityRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db } = app.deps;
  const google = googleCalendarContextOf(app.deps);

  // A path naming another business's (or an unknown) template answers 404.
  app.ownership.register('availabilityTemplate', {
    notFound: messages.availabilityTemplateNotFound,
    check: ({ businessId, id }) => requireTemplate(db, { businessId, templateId: id }),
  });

  app.get(
    '/availability-templates',
    {
      schema: {
        tags: templateTags,
        summary:
          'The availability templates of the business, by name, with the services using each',
        response: { 200: z.array(ZAvailabilityTemplate) },
      },
    },
    async (request) => listTemplates(db, { businessId: tenantOf(request).businessId }),
  );

  app.get(
    '/availability-templates/:id',
    {
      config: { owns: { id: 'availabilityTemplate' } },
      schema: { tags: templateTags, params: ZIdParams, response: { 200: ZAvailabilityTemplate } },
    },
    async (request) =>
      getTemplate(db, { businessId: tenantOf(request).businessId, templateId: request.params.id }),
  );

  app.post(
    '/availability-templates',
    {
      schema: {
        tags: templateTags,
        summary:
          'Create a template: WEEKDAY windows (weekday 0 Sunday..6, HH:mm:ss) or DATE windows, and block-off times',
        body: ZAvailabilityTemplateRequest,
        response: { 200: ZAvailabilityTemplate },
      },
    },
    async (request) =>
      createTemplate(db, { businessId: tenantOf(request).businessId, request: request.body }),
  );

  app.put(
    '/availability-templates/:id',
    {
      config: { owns: { id: 'availabilityTemplate' } },
      schema: {
        tags: templateTags,
        summary: 'Replace a template (linked services keep the link)',
        params: ZIdParams,
        body: ZAvailabilityTemplateRequest,
        response: { 200: ZAvailabilityTemplate },
      },
    },
    async (request) =>
      updateTemplate(db, {
        businessId: tenantOf(request).businessId,
        templateId: request.params.id,
        request: request.body,
      }),
  );

  app.delete(
    '/availability-templates/:id',
    {
      config: { owns: { id: 'availabilityTemplate' } },
      schema: {
        tags: templateTags,
        summary: 'Delete a template; 409 naming the services while any service uses it',
        params: ZIdParams,
        response: { 200: z.object({ id: z.string() }) },
      },
    },
    async (request) => {
      const target = { businessId: tenantOf(request).businessId, templateId: request.params.id };
      await deleteTemplate(db, target);
      return { id: target.templateId };
    },
  );

  app.patch(
    '/services/:id/availability-template',
    {
      config: { owns: { id: 'service' } },
      schema: {
        tags: templateTags,
        summary: 'Link a full session or bundle to a template, or unlink it with null',
        params: ZIdParams,
        body: ZServiceAvailabilityTemplateRequest,
        response: { 200: ZServiceAvailabilityTemplate },
      },
    },
    async (request) =>
      linkTemplate(db, {
        businessId: tenantOf(request).businessId,
        serviceId: request.params.id,
        availabilityTemplateId: request.body.availabilityTemplateId,
      }),
  );

  app.get(
    '/services/:id/bookable-times',
    {
      config: { owns: { id: 'service' } },
      schema: {
        tags: templateTags,
        summary:
          'Start times a full session can be booked at between two local dates (both included, at most 62 days), in the business time zone: template windows minus block-offs, minus booked and held slots and the busy times of the chosen Google calendars with the buffer around them, none in the past',
        params: ZIdParams,
        querystring: ZBookableTimesQuery,
        response: { 200: ZBookableTimes },
      },
    },
    async (request) => {
      const { businessId } = tenantOf(request);
      await refreshGoogleBusy(google, db, { businessId });
      return bookableTimes(db, {
        businessId,
        serviceId: request.params.id,
        from: request.query.from,
        to: request.query.to,
        now: new Date(),
      });
    },
  );
}
