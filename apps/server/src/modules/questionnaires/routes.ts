// HTTP for questionnaire templates and the questionnaire settings of a service: parse, call, present.
import type { FastifyInstance, FastifyRequest } from 'fastify';
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
import { AppError } from '../../platform/errors.ts';
import { isUuid, paramOf } from '../../platform/path-params.ts';
import { ownServiceGuard } from '../packages/service-guard.ts';
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
  const serviceGuard = ownServiceGuard(db);

  // Before body validation: a path naming another business's template answers 404 whatever the body.
  const templateGuard = async (request: FastifyRequest): Promise<void> => {
    const templateId = paramOf(request, 'id');
    if (templateId === undefined) return;
    if (!isUuid(templateId)) throw AppError.notFound(messages.questionnaireNotFound);
    await requireTemplate(db, { businessId: tenantOf(request).businessId, templateId });
  };

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
      preValidation: templateGuard,
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
      preValidation: templateGuard,
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
      preValidation: templateGuard,
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
      preValidation: serviceGuard,
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
      preValidation: serviceGuard,
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
      preValidation: serviceGuard,
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
