// Platform endpoints: health, the OpenAPI document and the enum lists.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { enums } from '@studio/shared/enums';
import { ZHealth } from '@studio/shared/platform/contracts';
import { AppError } from './errors.ts';

export async function platformRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/api/health',
    { config: { access: 'public' }, schema: { tags: ['platform'], response: { 200: ZHealth } } },
    async () => {
      try {
        await app.deps.db.execute(sql`select 1`);
      } catch {
        throw new AppError('UNAVAILABLE', 'The database is not reachable');
      }
      return { status: 'ok' as const, database: 'ok' as const };
    },
  );

  app.get('/api/openapi.json', { config: { access: 'public' }, schema: { hide: true } }, async () =>
    app.swagger(),
  );

  app.get(
    '/api/enums',
    {
      config: { access: 'public' },
      schema: { tags: ['platform'], response: { 200: z.unknown() } },
    },
    async () => enums,
  );
}
