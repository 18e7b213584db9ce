// HTTP routes under /api/account: the signed-in account, its password, email and sign-in methods.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ZAccount,
  ZChangePasswordRequest,
  ZDeleteLoginQuery,
  ZLogin,
  ZRequestChangeEmailRequest,
  ZTokenRequest,
  ZUpdateAccountRequest,
} from '@studio/shared/account/contracts';
import { ZMessageResponse } from '@studio/shared/auth/contracts';
import { messages } from '@studio/shared/messages';
import { accountOf } from '../../platform/auth.ts';
import { sendCached } from '../../platform/versioned-cache.ts';
import {
  changeEmail,
  confirmEmail,
  requestChangeEmail,
  resendConfirmationEmail,
} from './account-email-service.ts';
import { changePassword, listLogins, removeLogin, updateAccount } from './account-service.ts';
import { AccountViewCache } from './account-view-cache.ts';
import { presentAccount, presentLogins } from './presenter.ts';
import { setRefreshCookie } from './refresh-cookie.ts';

const tags = ['account'];
const bearer = [{ bearer: [] }];
const ZLogins = z.array(ZLogin);

export async function accountRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db, config } = app.deps;
  const signedIn = { access: 'account' } as const;

  const views = new AccountViewCache(config.env === 'production');
  app.get(
    '/account',
    {
      config: signedIn,
      schema: {
        tags,
        security: bearer,
        description:
          'Answers with a strong ETag; a request whose If-None-Match names the current one is ' +
          'answered 304 without a body.',
        response: { 200: ZAccount, 304: z.null() },
      },
    },
    async (request, reply) => {
      const view = await views.view(
        db,
        { accountId: accountOf(request) },
        request.headers['if-none-match'],
      );
      // Only this member's browser may keep it, and it asks every time.
      return sendCached(reply, view, 'private, no-cache');
    },
  );

  app.post(
    '/account',
    {
      config: signedIn,
      schema: { tags, security: bearer, body: ZUpdateAccountRequest, response: { 200: ZAccount } },
    },
    async (request) =>
      presentAccount(await updateAccount(db, { accountId: accountOf(request), ...request.body })),
  );

  app.route({
    // Both methods make the same change, so clients may use either.
    method: ['PUT', 'POST'],
    url: '/account/password',
    config: signedIn,
    schema: {
      tags,
      security: bearer,
      body: ZChangePasswordRequest,
      response: { 200: ZMessageResponse },
    },
    handler: async (request, reply) => {
      const refresh = await changePassword(app.deps, {
        accountId: accountOf(request),
        ...request.body,
      });
      // Every sign-in was ended, this one's access token included; this browser continues on a new
      // one: its next request answers TOKEN_EXPIRED and the client refreshes with this cookie.
      setRefreshCookie(reply, config, refresh);
      return { message: messages.passwordChanged };
    },
  });

  app.post(
    '/account/resend-confirmation-email',
    { config: signedIn, schema: { tags, security: bearer, response: { 200: ZMessageResponse } } },
    async (request) => ({
      message: await resendConfirmationEmail(app.deps, { accountId: accountOf(request) }),
    }),
  );

  app.post(
    '/account/confirm-email',
    {
      config: { access: 'public' },
      schema: { tags, body: ZTokenRequest, response: { 200: ZMessageResponse } },
    },
    async (request) => ({ message: await confirmEmail(db, request.body) }),
  );

  app.post(
    '/account/request-change-email',
    {
      config: signedIn,
      schema: {
        tags,
        security: bearer,
        body: ZRequestChangeEmailRequest,
        response: { 200: ZMessageResponse },
      },
    },
    async (request) => ({
      message: await requestChangeEmail(app.deps, {
        accountId: accountOf(request),
        ...request.body,
      }),
    }),
  );

  app.put(
    '/account/email',
    {
      config: { access: 'public' },
      schema: { tags, body: ZTokenRequest, response: { 200: ZMessageResponse } },
    },
    async (request) => ({ message: await changeEmail(db, request.body) }),
  );

  app.get(
    '/account/logins',
    { config: signedIn, schema: { tags, security: bearer, response: { 200: ZLogins } } },
    async (request) => presentLogins(await listLogins(db, { accountId: accountOf(request) })),
  );

  app.delete(
    '/account/logins',
    {
      config: signedIn,
      schema: {
        tags,
        security: bearer,
        querystring: ZDeleteLoginQuery,
        response: { 200: ZLogins },
      },
    },
    async (request) =>
      presentLogins(await removeLogin(db, { accountId: accountOf(request), ...request.query })),
  );
}
