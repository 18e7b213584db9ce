// HTTP routes under /auth: sign-up, sign-in, session refresh, sign-out and password reset.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  ZAuthResponse,
  ZLoginRequest,
  ZMessageResponse,
  ZRegisterRequest,
  ZRequestResetPasswordRequest,
  ZResetPasswordRequest,
} from '@studio/shared/auth/contracts';
import { ZOk } from '@studio/shared/platform/contracts';
import { signInOf } from '../../platform/auth.ts';
import { clientAddress } from '../../platform/client-address.ts';
import { AppError } from '../../platform/errors.ts';
import { login, logout, refreshSession, register, type StartBusiness } from './auth-service.ts';
import { requestPasswordReset, resetPassword } from './password-reset-service.ts';
import { answerSignedIn, clearRefreshCookie, readRefreshCookie } from './refresh-cookie.ts';
import { socialRoutes } from './social-routes.ts';

const tags = ['auth'];

export async function authRoutes(
  fastify: FastifyInstance,
  { startBusiness }: { startBusiness: StartBusiness },
): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { config } = app.deps;

  app.post(
    '/register',
    {
      config: { access: 'public' },
      schema: { tags, body: ZRegisterRequest, response: { 200: ZAuthResponse } },
    },
    async (request, reply) =>
      answerSignedIn(
        reply,
        config,
        await register(
          { ...app.deps, startBusiness },
          { ...request.body, address: clientAddress(request) },
        ),
      ),
  );

  app.post(
    '/login',
    {
      config: { access: 'public' },
      schema: { tags, body: ZLoginRequest, response: { 200: ZAuthResponse } },
    },
    async (request, reply) =>
      answerSignedIn(
        reply,
        config,
        await login(app.deps, { ...request.body, address: clientAddress(request) }),
      ),
  );

  /**
   * Rotates the refresh cookie and answers a new access token (the client's answer to 401) with the
   * account, as a sign-in does: a reloaded app boots from this one answer instead of asking for the
   * account next, one round trip less before its first screen.
   */
  const refresh = async (request: FastifyRequest, reply: FastifyReply) => {
    try {
      return answerSignedIn(
        reply,
        config,
        await refreshSession(app.deps, { refreshToken: readRefreshCookie(request) }),
      );
    } catch (error) {
      // A refused token is useless to the browser: drop it. A passing outage keeps it.
      if (error instanceof AppError && error.code === 'UNAUTHORIZED')
        clearRefreshCookie(reply, config);
      throw error;
    }
  };

  app.post(
    '/refresh-token',
    { config: { access: 'public' }, schema: { tags, response: { 200: ZAuthResponse } } },
    refresh,
  );

  // A new access token comes only from the refresh cookie, which signing out ends: renewing one
  // with an access token alone would let a leaked token live on past its lifetime, and past its
  // sign-in. So the path kept for clients that call it does exactly what /refresh-token does.
  app.post(
    '/reissue-token',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'The same as POST /auth/refresh-token: needs the refresh cookie',
        response: { 200: ZAuthResponse },
      },
    },
    refresh,
  );

  app.get(
    '/logout',
    { config: { access: 'public' }, schema: { tags, response: { 200: ZOk } } },
    async (request, reply) => {
      await logout(app.deps, {
        refreshToken: readRefreshCookie(request),
        session: signInOf(request),
      });
      clearRefreshCookie(reply, config);
      return { ok: true as const };
    },
  );

  app.post(
    '/request-reset-password',
    {
      config: { access: 'public' },
      schema: { tags, body: ZRequestResetPasswordRequest, response: { 200: ZMessageResponse } },
    },
    async (request) => ({
      message: await requestPasswordReset(app.deps, {
        email: request.body.email,
        address: clientAddress(request),
      }),
    }),
  );

  app.post(
    '/reset-password',
    {
      config: { access: 'public' },
      schema: { tags, body: ZResetPasswordRequest, response: { 200: ZMessageResponse } },
    },
    async (request) => ({
      message: await resetPassword(app.deps, { ...request.body, address: clientAddress(request) }),
    }),
  );

  await app.register(socialRoutes, { startBusiness });
}
