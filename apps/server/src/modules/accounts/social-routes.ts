// Google and Facebook sign-in (SPEC §7 Auth). The payloads are validated as the SPEC gives them,
// but this build cannot reach the providers, so every call answers that it is unavailable.
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { messages } from '@studio/shared/messages';
import { ZFacebookSignInRequest, ZGoogleSignInRequest } from '@studio/shared/auth/social-contracts';
import { ZProblem, type TProblem } from '@studio/shared/platform/contracts';
import type { Config } from '../../config.ts';
import { AppError, problem } from '../../platform/errors.ts';

type Provider = 'google' | 'facebook';

const tags = ['auth'];
const bearer = [{ bearer: [] }];
const unavailable = { 501: ZProblem, 503: ZProblem };

export async function socialRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { config } = app.deps;

  app.post(
    '/login/google',
    {
      config: { access: 'public' },
      schema: { tags, body: ZGoogleSignInRequest, response: unavailable },
    },
    async (_request, reply) => answerUnavailable(reply, config, 'google'),
  );
  app.post(
    '/login/facebook',
    {
      config: { access: 'public' },
      schema: { tags, body: ZFacebookSignInRequest, response: unavailable },
    },
    async (_request, reply) => answerUnavailable(reply, config, 'facebook'),
  );
  app.post(
    '/connect/google',
    {
      config: { access: 'account' },
      schema: { tags, security: bearer, body: ZGoogleSignInRequest, response: unavailable },
    },
    async (_request, reply) => answerUnavailable(reply, config, 'google'),
  );
  app.post(
    '/connect/facebook',
    {
      config: { access: 'account' },
      schema: { tags, security: bearer, body: ZFacebookSignInRequest, response: unavailable },
    },
    async (_request, reply) => answerUnavailable(reply, config, 'facebook'),
  );
}

/**
 * 503 while the provider is not configured; once it is, 501: exchanging the code or token needs
 * the provider's servers, which this build does not call, and a faked sign-in would be a hole.
 */
function answerUnavailable(reply: FastifyReply, config: Config, provider: Provider): FastifyReply {
  const isConfigured =
    provider === 'google' ? Boolean(config.googleClientId) : Boolean(config.facebookAppId);
  if (!isConfigured) {
    throw new AppError(
      'UNAVAILABLE',
      provider === 'google' ? messages.googleNotConfigured : messages.facebookNotConfigured,
    );
  }
  const name = provider === 'google' ? 'Google' : 'Facebook';
  const body: TProblem = problem(501, [messages.socialNotAvailable(name)], {
    title: 'Not Implemented',
    code: 'NOT_IMPLEMENTED',
  });
  return reply.status(501).type('application/problem+json').send(body);
}
