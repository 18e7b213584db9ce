// HTTP for the business profile: parse, check the business is the tenant, call the service,
// present.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZTokenRequest } from '@studio/shared/account/contracts';
import { ZMessageResponse } from '@studio/shared/auth/contracts';
import {
  businessFields,
  ZBusiness,
  ZRequestChangeBusinessEmailRequest,
  ZUpdateBusinessFieldRequest,
  ZUpdateBusinessProfileRequest,
  type TBusinessField,
} from '@studio/shared/business/contracts';
import { messages } from '@studio/shared/messages';
import { tenantOf, type Tenant } from '../../platform/auth.ts';
import { AppError } from '../../platform/errors.ts';
import { presentBusiness } from './presenter.ts';
import {
  advanceSetupStep,
  confirmBusinessEmailChange,
  listConnectedServices,
  requestBusinessEmailChange,
  updateBusinessProfile,
  type BusinessEmailLinks,
  type ConnectedIntegrations,
  type ConnectionKind,
} from './profile-service.ts';

const ZBusinessParams = z.object({ id: z.uuid() });
const ZConnectedServices = z.array(z.string());
const tags = ['businesses'];

/** The tenant, when the path names it; a path naming any other business answers 404. */
function tenantFor(request: FastifyRequest, businessId: string): Tenant {
  const tenant = tenantOf(request);
  if (tenant.businessId !== businessId) throw AppError.notFound(messages.businessNotFound);
  return tenant;
}

function isBusinessField(field: string): field is TBusinessField {
  return (businessFields as readonly string[]).includes(field);
}

export async function businessRoutes(
  fastify: FastifyInstance,
  {
    links,
    integrations,
    social,
  }: {
    links: BusinessEmailLinks;
    integrations: ConnectedIntegrations;
    social: ConnectedIntegrations;
  },
): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db, config } = app.deps;

  app.put(
    '/businesses/:id/profile',
    {
      config: { owns: { id: 'business' } },
      schema: {
        tags,
        params: ZBusinessParams,
        body: ZUpdateBusinessProfileRequest,
        response: { 200: ZBusiness },
      },
    },
    async (request) => {
      const { businessId } = tenantFor(request, request.params.id);
      // A full profile: optional fields left out are cleared.
      const changes = {
        phone: null,
        website: null,
        address: null,
        description: null,
        ...request.body,
      };
      return presentBusiness(await updateBusinessProfile(db, { businessId, changes }));
    },
  );

  app.put(
    '/businesses/:id/:field',
    {
      config: { owns: { id: 'business' } },
      schema: {
        tags,
        params: ZBusinessParams.extend({ field: z.string() }),
        body: ZUpdateBusinessFieldRequest,
        response: { 200: ZBusiness },
      },
    },
    async (request) => {
      const { businessId } = tenantFor(request, request.params.id);
      const { field } = request.params;
      if (!isBusinessField(field)) throw AppError.notFound();
      const parsed = ZUpdateBusinessProfileRequest.shape[field].safeParse(request.body.value);
      if (!parsed.success) {
        throw new AppError('VALIDATION', parsed.error.issues.map((i) => i.message).join('; '), {
          errors: parsed.error.issues.map((issue) => ({ field, message: issue.message })),
        });
      }
      return presentBusiness(
        await updateBusinessProfile(db, { businessId, changes: { [field]: parsed.data ?? null } }),
      );
    },
  );

  app.post(
    '/businesses/:id/request-change-email',
    {
      config: { owns: { id: 'business' } },
      schema: {
        tags,
        params: ZBusinessParams,
        body: ZRequestChangeBusinessEmailRequest,
        response: { 200: ZMessageResponse },
      },
    },
    async (request) => {
      const { businessId, accountId } = tenantFor(request, request.params.id);
      const message = await requestBusinessEmailChange(db, {
        businessId,
        accountId,
        email: request.body.email,
        config,
        links,
      });
      return { message };
    },
  );

  // Public: opened from the emailed link, possibly signed in as nobody or on another device.
  app.put(
    '/businesses/:id/email',
    {
      config: { access: 'public' },
      schema: {
        tags,
        params: ZBusinessParams,
        body: ZTokenRequest,
        response: { 200: ZMessageResponse },
      },
    },
    async (request) => ({
      message: await confirmBusinessEmailChange(db, {
        businessId: request.params.id,
        token: request.body.token,
        links,
      }),
    }),
  );

  // payment-services: the payments module (connect, list, disconnect).
  const connectionRoutes: [path: string, kind: ConnectionKind][] = [
    ['integrations', 'integration'],
    ['social-services', 'social'],
  ];
  for (const [path, kind] of connectionRoutes) {
    app.get(
      `/businesses/:id/${path}`,
      {
        config: { owns: { id: 'business' } },
        schema: { tags, params: ZBusinessParams, response: { 200: ZConnectedServices } },
      },
      async (request) => {
        const { businessId } = tenantFor(request, request.params.id);
        return listConnectedServices(db, { businessId, kind, integrations, social });
      },
    );
  }

  app.patch(
    '/businesses/created-pages',
    { schema: { tags, response: { 200: ZBusiness } } },
    async (request) => {
      const { businessId } = tenantOf(request);
      return presentBusiness(await advanceSetupStep(db, { businessId, step: 'PAGES_CREATED' }));
    },
  );

  app.patch(
    '/businesses/completed-setup',
    { schema: { tags, response: { 200: ZBusiness } } },
    async (request) => {
      const { businessId } = tenantOf(request);
      return presentBusiness(await advanceSetupStep(db, { businessId, step: 'COMPLETED' }));
    },
  );
}
