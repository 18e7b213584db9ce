// HTTP for the Facebook Conversions API: POST /api/facebook/connect, GET /api/facebook,
// POST /api/facebook/conversion/events. Disconnecting is
// DELETE /api/options/facebook-conversions/integration in the options module.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  ZConversionEventRequest,
  ZConversionEventResult,
  ZFacebookConnectRequest,
  ZFacebookState,
} from '@studio/shared/facebook/contracts';
import { tenantOf } from '../../platform/auth.ts';
import { connectFacebook, facebookDepsOf, facebookState, sendConversionEvent } from './service.ts';

const tags = ['integrations'];

export async function facebookRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const deps = facebookDepsOf(app.deps);

  app.get(
    '/facebook',
    {
      schema: {
        tags,
        summary: 'Whether the Conversions API is connected, and its pixel (never the token)',
        response: { 200: ZFacebookState },
      },
    },
    async (request) => facebookState(deps.db, tenantOf(request)),
  );

  app.post(
    '/facebook/connect',
    {
      schema: {
        tags,
        summary: 'Connect the Conversions API with a pixel id and access token (checked first)',
        body: ZFacebookConnectRequest,
        response: { 200: ZFacebookState },
      },
    },
    async (request) => connectFacebook(deps, { ...tenantOf(request), ...request.body }),
  );

  app.post(
    '/facebook/conversion/events',
    {
      schema: {
        tags,
        summary:
          'Send one event server-side (email and phone lowercased, trimmed and SHA-256 hashed; USD and 0 by default)',
        body: ZConversionEventRequest,
        response: { 200: ZConversionEventResult },
      },
    },
    async (request) =>
      sendConversionEvent(deps, { businessId: tenantOf(request).businessId, event: request.body }),
  );
}
