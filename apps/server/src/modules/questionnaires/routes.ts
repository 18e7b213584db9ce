// HTTP for questionnaire templates and the questionnaire settings of a service: parse, call, present.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { questionnaireTypes } from '@studio/shared/enums';
import { messages } from '@studio/shared/messages';
import {
  ZQuestionnaireTemplate,
  ZQuestionnaireTemplateRequest,
} from '@studio/shared/questionnaires/contracts';
import {
  ZClientChangesRequest,
  ZServiceInquiryTemplateRequest,
  ZServiceQuestionnaireRequest,
} from '@studio/shared/questionnaires/service-settings';
import { ZService } from '@studio/shared/services/contracts';
import { tenantOf } from '../../platform/auth.ts';
import { getServiceForEdit } from '../services/service.ts';
import {
  changeClientChanges,
  createTemplate,
  deleteTemplate,
  getTemplate,
  linkBookingQuestionnaire,
  linkInquiryTemplate,
  listTemplates,
  requireTemplate,
  updateTemplate,
} from './service.ts';

const ZIdParams = z.object({ id: z.uuid() });
const ZListQuery = z.object({ type: z.enum(questionnaireTypes).optional() });
const tags = ['questionnaires'];

export async function questionnaireRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db } = app.deps;

  // A path naming another business's (or an unknown) template answers 404.
  app.ownership.register('questionnaireTemplate', {
    notFound: messages.questionnaireNotFound,
    check: ({ businessId, id }) => requireTemplate(db, { businessId, templateId: id }),
  });

  app.get(
    '/questionnaire-templates',
    {
      schema: {
        tags,
        summary:
          'The questionnaire templates of the business (default inquiry form first, then by name)',
        querystring: ZListQuery,
        response: { 200: z.array(ZQuestionnaireTemplate) },
      },
    },
    async (request) =>
      listTemplates(db, { businessId: tenantOf(request).businessId, type: request.query.type }),
  );

  app.post(
    '/questionnaire-templates',
    {
      schema: {
        tags,
        summary: 'Create a booking or inquiry questionnaire (201)',
        body: ZQuestionnaireTemplateRequest,
        response: { 201: ZQuestionnaireTemplate },
      },
    },
    async (request, reply) => {
      const template = await createTemplate(db, {
        businessId: tenantOf(request).businessId,
        request: request.body,
      });
      return reply.status(201).send(template);
    },
  );

  app.get(
    '/questionnaire-templates/:id',
    {
      config: { owns: { id: 'questionnaireTemplate' } },
      schema: {
        tags,
        summary: 'One questionnaire template',
        params: ZIdParams,
        response: { 200: ZQuestionnaireTemplate },
      },
    },
    async (request) =>
      getTemplate(db, { businessId: tenantOf(request).businessId, templateId: request.params.id }),
  );

  app.put(
    '/questionnaire-templates/:id',
    {
      config: { owns: { id: 'questionnaireTemplate' } },
      schema: {
        tags,
        summary:
          'Replace a questionnaire template (making it the default inquiry form unsets the previous one)',
        params: ZIdParams,
        body: ZQuestionnaireTemplateRequest,
        response: { 200: ZQuestionnaireTemplate },
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
    '/questionnaire-templates/:id',
    {
      config: { owns: { id: 'questionnaireTemplate' } },
      schema: {
        tags,
        summary: 'Delete a questionnaire template; the services using it stop using it',
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

  app.put(
    '/services/:id/questionnaire-template',
    {
      config: { owns: { id: 'service' } },
      schema: {
        tags,
        summary:
          "Set the service's booking questionnaire (null for none) and whether it is asked after booking; answers the service edit aggregate",
        params: ZIdParams,
        body: ZServiceQuestionnaireRequest,
        response: { 200: ZService },
      },
    },
    async (request) => {
      const target = { businessId: tenantOf(request).businessId, serviceId: request.params.id };
      await linkBookingQuestionnaire(db, {
        ...target,
        templateId: request.body.questionnaireTemplateId,
        isAfterBookingQuestionnaire: request.body.isAfterBookingQuestionnaire,
      });
      return getServiceForEdit(db, target);
    },
  );

  app.put(
    '/services/:id/inquiry-template',
    {
      config: { owns: { id: 'service' } },
      schema: {
        tags,
        summary:
          "Set the service's inquiry questionnaire (null for the basic form); answers the service edit aggregate",
        params: ZIdParams,
        body: ZServiceInquiryTemplateRequest,
        response: { 200: ZService },
      },
    },
    async (request) => {
      const target = { businessId: tenantOf(request).businessId, serviceId: request.params.id };
      await linkInquiryTemplate(db, { ...target, templateId: request.body.inquiryTemplateId });
      return getServiceForEdit(db, target);
    },
  );

  app.patch(
    '/services/:id/client-changes',
    {
      config: { owns: { id: 'service' } },
      schema: {
        tags,
        summary:
          'Whether clients may cancel or move their booking from the manage link, and the notice in hours (0 to 720); answers the service edit aggregate',
        params: ZIdParams,
        body: ZClientChangesRequest,
        response: { 200: ZService },
      },
    },
    async (request) => {
      const target = { businessId: tenantOf(request).businessId, serviceId: request.params.id };
      await changeClientChanges(db, { ...target, ...request.body });
      return getServiceForEdit(db, target);
    },
  );
}
