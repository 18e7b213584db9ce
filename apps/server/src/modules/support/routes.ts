// HTTP for Help and Support: POST /api/emails/help.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ZHelpRequest } from '@studio/shared/account/help-contracts';
import { ZMessageResponse } from '@studio/shared/auth/contracts';
import { accountOf } from '../../platform/auth.ts';
import { sendHelpRequest } from './service.ts';

export async function supportRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db, config } = app.deps;

  app.post(
    '/emails/help',
    {
      config: { access: 'account' },
      schema: { tags: ['support'], body: ZHelpRequest, response: { 200: ZMessageResponse } },
    },
    async (request) => {
      const accountId = accountOf(request);
      const message = await sendHelpRequest(db, { accountId, config, request: request.body });
      return { message };
    },
  );
}
