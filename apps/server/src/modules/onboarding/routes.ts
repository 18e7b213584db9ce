// HTTP for a new business's start: the home checklist's progress and the demo data. The demo
// data's routes live under /services (SPEC's DELETE /api/services/demo-data) but belong here:
// loading and removing it spans services, contacts, shoots and inquiries.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZOption, ZSetupProgress } from '@studio/shared/options/contracts';
import { tenantOf } from '../../platform/auth.ts';
import { loadDemoData, removeDemoData } from './demo-data.ts';
import { setupProgress } from './setup-progress.ts';

const tags = ['onboarding'];

export async function onboardingRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db } = app.deps;

  app.get(
    '/businesses/setup-progress',
    {
      schema: {
        tags,
        summary:
          "The home checklist's steps: a service, dates or working hours, Stripe, a client booking or inquiry (demo rows do not count)",
        response: { 200: ZSetupProgress },
      },
    },
    async (request) => setupProgress(db, { businessId: tenantOf(request).businessId }),
  );

  app.post(
    '/services/demo-data',
    {
      schema: {
        tags,
        summary:
          'Loads demo services, contacts, shoots and an inquiry, once; answers the DEMO_DATA option naming them',
        response: { 200: ZOption },
      },
    },
    async (request) => {
      const { businessId, accountId } = tenantOf(request);
      return loadDemoData(db, { businessId, accountId });
    },
  );

  app.delete(
    '/services/demo-data',
    {
      schema: {
        tags,
        summary:
          'Removes every demo row in one transaction; demo contacts and services a real shoot uses stay',
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      await removeDemoData(db, { businessId: tenantOf(request).businessId });
      return reply.status(204).send(null);
    },
  );
}
