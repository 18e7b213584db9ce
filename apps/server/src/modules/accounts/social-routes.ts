// Google and Facebook sign-in, sign-up finished with a social identity, and
// connecting one to a signed-in account. The providers are asked in social-providers.ts.
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ZAccount } from '@studio/shared/account/contracts';
import { ZAuthResponse } from '@studio/shared/auth/contracts';
import {
  SIGNUP_NEEDED,
  ZFacebookSignInRequest,
  ZGoogleSignInRequest,
  ZSocialProviders,
  ZSocialRegisterRequest,
  ZSocialSignupNeeded,
  type TSocialProvider,
  type TSocialSignupNeeded,
} from '@studio/shared/auth/social-contracts';
import { messages } from '@studio/shared/messages';
import { ZProblem } from '@studio/shared/platform/contracts';
import { accountOf } from '../../platform/auth.ts';
import { AppError, problem } from '../../platform/errors.ts';
import { presentAccount } from './presenter.ts';
import { answerSignedIn } from './refresh-cookie.ts';
import { createSocialProviders, type SocialProvider } from './social-providers.ts';
import type { StartBusiness } from './auth-service.ts';
import { connectSocial, registerWithSocial, signInWithSocial } from './social-sign-in-service.ts';

const tags = ['auth'];
const bearer = [{ bearer: [] }];
const failures = { 400: ZProblem, 409: ZProblem, 503: ZProblem };

export async function socialRoutes(
  fastify: FastifyInstance,
  { startBusiness }: { startBusiness: StartBusiness },
): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { config } = app.deps;
  const providers = createSocialProviders(config);

  const configured = (provider: TSocialProvider): SocialProvider => {
    const found = providers[provider];
    if (found) return found;
    throw new AppError(
      'UNAVAILABLE',
      provider === 'google' ? messages.googleNotConfigured : messages.facebookNotConfigured,
    );
  };

  app.get(
    '/social-providers',
    { config: { access: 'public' }, schema: { tags, response: { 200: ZSocialProviders } } },
    async () => ({
      google: providers.google ? { authorizeUrl: providers.google.authorizeUrl } : null,
      facebook: providers.facebook ? { authorizeUrl: providers.facebook.authorizeUrl } : null,
    }),
  );

  const signIn = async (reply: FastifyReply, provider: TSocialProvider, credential: string) => {
    const identity = await configured(provider).identify(credential);
    const result = await signInWithSocial(app.deps, identity);
    if ('signedIn' in result) return answerSignedIn(reply, config, result.signedIn);
    const body: TSocialSignupNeeded = {
      ...problem(409, [messages.socialSignupNeeded]),
      code: 'CONFLICT',
      actionNeeded: SIGNUP_NEEDED,
      signup: result.signup,
    };
    return reply.status(409).type('application/problem+json').send(body);
  };
  const signInResponses = {
    200: ZAuthResponse,
    ...failures,
    409: ZSocialSignupNeeded.or(ZProblem),
  };

  app.post(
    '/login/google',
    {
      config: { access: 'public' },
      schema: { tags, body: ZGoogleSignInRequest, response: signInResponses },
    },
    async (request, reply) => signIn(reply, 'google', request.body.code),
  );
  app.post(
    '/login/facebook',
    {
      config: { access: 'public' },
      schema: { tags, body: ZFacebookSignInRequest, response: signInResponses },
    },
    async (request, reply) => signIn(reply, 'facebook', request.body.accessToken),
  );

  app.post(
    '/register/social',
    {
      config: { access: 'public' },
      schema: { tags, body: ZSocialRegisterRequest, response: { 200: ZAuthResponse, ...failures } },
    },
    async (request, reply) =>
      answerSignedIn(
        reply,
        config,
        await registerWithSocial({ ...app.deps, startBusiness }, request.body),
      ),
  );

  const connect = async (accountId: string, provider: TSocialProvider, credential: string) => {
    const identity = await configured(provider).identify(credential);
    return presentAccount(await connectSocial(app.deps, { accountId, identity }));
  };
  const connectSchema = { tags, security: bearer, response: { 200: ZAccount, ...failures } };

  app.post(
    '/connect/google',
    { config: { access: 'account' }, schema: { ...connectSchema, body: ZGoogleSignInRequest } },
    async (request) => connect(accountOf(request), 'google', request.body.code),
  );
  app.post(
    '/connect/facebook',
    { config: { access: 'account' }, schema: { ...connectSchema, body: ZFacebookSignInRequest } },
    async (request) => connect(accountOf(request), 'facebook', request.body.accessToken),
  );
}
