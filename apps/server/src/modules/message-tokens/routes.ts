// HTTP for the devices that receive the owner's notifications by Web Push: the VAPID public key a
// browser subscribes with, registering, listing and removing the member's devices, and a test.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ZCreateMessageTokenRequest,
  ZMessageToken,
  ZMessageTokenList,
  ZTestPushResult,
  ZVapidPublicKey,
} from '@studio/shared/message-tokens/contracts';
import { tenantOf } from '../../platform/auth.ts';
import {
  listMessageTokens,
  registerMessageToken,
  removeMessageToken,
  sendTestPush,
} from './service.ts';
import { vapidKeys } from './vapid-keys.ts';

const tags = ['message-tokens'];
const ZIdParams = z.object({ id: z.string().max(64) });

export async function messageTokenRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db, config } = app.deps;

  app.get(
    '/message-tokens/vapid-public-key',
    {
      config: { access: 'account' },
      schema: {
        tags,
        summary: 'The public key browsers subscribe to push messages with (applicationServerKey)',
        response: { 200: ZVapidPublicKey },
      },
    },
    async () => ({ publicKey: (await vapidKeys(app.deps)).publicKey }),
  );

  app.get(
    '/message-tokens',
    { schema: { tags, summary: "This member's devices", response: { 200: ZMessageTokenList } } },
    async (request) => {
      const { businessId, accountId } = tenantOf(request);
      return { items: await listMessageTokens(db, { businessId, accountId }) };
    },
  );

  app.post(
    '/message-tokens',
    {
      schema: {
        tags,
        summary: "Registers this browser's push subscription; the same endpoint again updates it",
        body: ZCreateMessageTokenRequest,
        response: { 200: ZMessageToken },
      },
    },
    async (request) => {
      const { businessId, accountId } = tenantOf(request);
      return registerMessageToken(db, {
        businessId,
        accountId,
        subscription: request.body,
        userAgent: request.headers['user-agent'] ?? '',
        allowedHosts: config.pushServiceHosts,
      });
    },
  );

  app.post(
    '/message-tokens/test',
    {
      schema: {
        tags,
        summary: "Sends a test notification to this member's devices",
        response: { 200: ZTestPushResult },
      },
    },
    async (request) => {
      const { businessId, accountId } = tenantOf(request);
      const devices = await sendTestPush(db, {
        businessId,
        accountId,
        isRateLimited: config.rateLimitEnabled,
      });
      return { devices };
    },
  );

  app.delete(
    '/message-tokens/:id',
    {
      schema: {
        tags,
        summary: "Removes one of this member's devices",
        params: ZIdParams,
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      const { businessId, accountId } = tenantOf(request);
      await removeMessageToken(db, { businessId, accountId, tokenId: request.params.id });
      return reply.status(204).send(null);
    },
  );
}
