// HTTP for contract templates and the contracts attached to a
// service: parse, call the service, present.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ZContractTemplate,
  ZContractTemplatePage,
  ZServiceContract,
} from '@studio/shared/contract-templates/contracts';
import {
  ZAttachServiceContractRequest,
  ZDetachServiceContractQuery,
  ZListContractTemplatesQuery,
  ZReorderServiceContractsRequest,
  ZReplaceServiceContractsRequest,
  ZSaveContractTemplateRequest,
  ZServiceContractsQuery,
} from '@studio/shared/contract-templates/requests';
import { messages } from '@studio/shared/messages';
import { tenantOf } from '../../platform/auth.ts';
import { requireService } from '../services/lookup.ts';
import {
  attachServiceContract,
  detachServiceContract,
  reorderServiceContracts,
  replaceServiceContracts,
} from './service-contracts.ts';
import {
  createContractTemplate,
  deleteContractTemplate,
  getContractTemplate,
  listContractTemplates,
  listServiceContracts,
  updateContractTemplate,
} from './service.ts';

const tags = ['contract-templates'];
const ZIdParams = z.object({ id: z.uuid() });
const ZServiceContracts = z.array(ZServiceContract);
const ZDeleteAnswer = z.object({ detachedFromServices: z.number().int() });

export async function contractTemplateRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db } = app.deps;

  // A path naming another business's (or an unknown) template answers 404.
  app.ownership.register('contractTemplate', {
    notFound: messages.contractTemplateNotFound,
    check: ({ businessId, id }) => getContractTemplate(db, { businessId, id }),
  });

  app.get(
    '/contract-templates',
    {
      schema: {
        tags,
        summary: 'Contract templates, newest change first, 50 a page (page is 1-based)',
        description: 'Filters: search (part of the name, any case), isPrivate (true | false).',
        querystring: ZListContractTemplatesQuery,
        response: { 200: ZContractTemplatePage },
      },
    },
    async (request) =>
      listContractTemplates(db, { businessId: tenantOf(request).businessId, query: request.query }),
  );

  app.get(
    '/contract-templates/services',
    {
      schema: {
        tags,
        summary: 'The contracts attached to a service, in order',
        querystring: ZServiceContractsQuery,
        response: { 200: ZServiceContracts },
      },
    },
    async (request) => {
      const ref = { businessId: tenantOf(request).businessId, serviceId: request.query.serviceId };
      await requireService(db, ref);
      return listServiceContracts(db, ref);
    },
  );

  app.get(
    '/contract-templates/:id',
    {
      config: { owns: { id: 'contractTemplate' } },
      schema: {
        tags,
        summary: 'One contract template with its (sanitised) content',
        params: ZIdParams,
        response: { 200: ZContractTemplate },
      },
    },
    async (request) =>
      getContractTemplate(db, { businessId: tenantOf(request).businessId, id: request.params.id }),
  );

  app.post(
    '/contract-templates',
    {
      schema: {
        tags,
        summary: 'Create a contract template; the content is sanitised before it is stored (201)',
        body: ZSaveContractTemplateRequest,
        response: { 201: ZContractTemplate },
      },
    },
    async (request, reply) => {
      const template = await createContractTemplate(db, {
        businessId: tenantOf(request).businessId,
        template: request.body,
      });
      return reply.status(201).send(template);
    },
  );

  app.put(
    '/contract-templates/:id',
    {
      config: { owns: { id: 'contractTemplate' } },
      schema: {
        tags,
        summary: 'Replace a contract template’s name, content (sanitised) and privacy',
        params: ZIdParams,
        body: ZSaveContractTemplateRequest,
        response: { 200: ZContractTemplate },
      },
    },
    async (request) =>
      updateContractTemplate(db, {
        businessId: tenantOf(request).businessId,
        id: request.params.id,
        template: request.body,
      }),
  );

  app.delete(
    '/contract-templates/:id',
    {
      config: { owns: { id: 'contractTemplate' } },
      schema: {
        tags,
        summary: 'Delete a contract template; it is detached from every service that had it',
        params: ZIdParams,
        response: { 200: ZDeleteAnswer },
      },
    },
    async (request) =>
      deleteContractTemplate(db, {
        businessId: tenantOf(request).businessId,
        id: request.params.id,
      }),
  );

  app.post(
    '/services/:id/service-contract',
    {
      config: { owns: { id: 'service' } },
      schema: {
        tags,
        summary:
          'Attach a contract template at the end of the service’s list (409 if already there)',
        params: ZIdParams,
        body: ZAttachServiceContractRequest,
        response: { 200: ZServiceContracts },
      },
    },
    async (request) =>
      attachServiceContract(db, {
        businessId: tenantOf(request).businessId,
        serviceId: request.params.id,
        contractTemplateId: request.body.contractTemplateId,
      }),
  );

  app.put(
    '/services/:id/service-contract',
    {
      config: { owns: { id: 'service' } },
      schema: {
        tags,
        summary: 'Replace the service’s whole ordered list of contracts',
        params: ZIdParams,
        body: ZReplaceServiceContractsRequest,
        response: { 200: ZServiceContracts },
      },
    },
    async (request) =>
      replaceServiceContracts(db, {
        businessId: tenantOf(request).businessId,
        serviceId: request.params.id,
        contractTemplateIds: request.body.contractTemplateIds,
      }),
  );

  app.delete(
    '/services/:id/service-contract',
    {
      config: { owns: { id: 'service' } },
      schema: {
        tags,
        summary: 'Detach one contract template from the service',
        params: ZIdParams,
        querystring: ZDetachServiceContractQuery,
        response: { 200: ZServiceContracts },
      },
    },
    async (request) =>
      detachServiceContract(db, {
        businessId: tenantOf(request).businessId,
        serviceId: request.params.id,
        contractTemplateId: request.query.contractTemplateId,
      }),
  );

  app.patch(
    '/services/:id/service-contract/change',
    {
      config: { owns: { id: 'service' } },
      schema: {
        tags,
        summary: 'Reorder the service’s contracts: the list must be exactly the attached ones',
        params: ZIdParams,
        body: ZReorderServiceContractsRequest,
        response: { 200: ZServiceContracts },
      },
    },
    async (request) =>
      reorderServiceContracts(db, {
        businessId: tenantOf(request).businessId,
        serviceId: request.params.id,
        contractTemplateIds: request.body.contractTemplateIds,
      }),
  );
}
