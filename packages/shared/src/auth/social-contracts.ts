// Social sign-in: Google sends an authorisation code, Facebook an access token.
//
// The way through, for both providers (a redirect, no provider script on our pages):
// 1. GET /auth/social-providers tells which providers are configured and where their consent page
//    is; the web app adds a random `state`, keeps it in sessionStorage and goes there.
// 2. The provider sends the browser back to `${APP_URL}/social/{provider}` (Google with `code`
//    in the query, Facebook with `access_token` in the fragment), and the page posts it to
//    /auth/login/{provider} or, from the account page, /auth/connect/{provider}.
// 3. A sign-in with no account answers 409 with actionNeeded SIGNUP and a signed, short-lived
//    ticket; the web app keeps it under a psk key and finishes at /signup?psk= through
//    POST /auth/register/social.
import { z } from 'zod';
import { limits } from '../constants.ts';
import { ZProblem } from '../platform/contracts.ts';
import { email, ianaTimeZone, requiredText } from '../validation.ts';
import { messages } from '../messages.ts';
import { ZLeadSources, ZUtm } from './contracts.ts';
import { socialProviders } from './social-providers.ts';

export {
  socialCallbackPath,
  socialProviderNames,
  socialProviders,
  type TSocialProvider,
} from './social-providers.ts';

const providerCredential = z
  .string({ error: messages.required })
  .min(1, messages.required)
  .max(4096);

export const ZGoogleSignInRequest = z.object({
  code: providerCredential,
  leadSources: ZLeadSources,
  utm: ZUtm,
});
export type TGoogleSignInRequest = z.input<typeof ZGoogleSignInRequest>;

export const ZFacebookSignInRequest = z.object({
  accessToken: providerCredential,
  leadSources: ZLeadSources,
  utm: ZUtm,
});
export type TFacebookSignInRequest = z.input<typeof ZFacebookSignInRequest>;

/** GET /auth/social-providers: null for a provider that is not configured. */
const ZProviderEntry = z.object({
  /** The provider's consent page with every parameter but `state`, which the browser adds. */
  authorizeUrl: z.string(),
});
export const ZSocialProviders = z.object({
  google: ZProviderEntry.nullable(),
  facebook: ZProviderEntry.nullable(),
});
export type TSocialProviders = z.infer<typeof ZSocialProviders>;

/** What a sign-in with no account hands to the sign-up finish form. */
export const ZSocialSignup = z.object({
  provider: z.enum(socialProviders),
  /** The provider's email for the person, when it gave one. */
  email: z.string().nullable(),
  fullName: z.string().nullable(),
  /** Signed by the server: who the provider said this is; valid for 30 minutes. */
  ticket: z.string(),
});
export type TSocialSignup = z.infer<typeof ZSocialSignup>;

export const SIGNUP_NEEDED = 'SIGNUP';
export const ZSocialSignupNeeded = ZProblem.extend({
  actionNeeded: z.literal(SIGNUP_NEEDED),
  signup: ZSocialSignup,
});
export type TSocialSignupNeeded = z.infer<typeof ZSocialSignupNeeded>;

/** POST /auth/register/social: the email form of sign-up, with the ticket in place of a password. */
export const ZSocialRegisterRequest = z.object({
  ticket: z.string({ error: messages.socialSignupExpired }).min(1).max(4096),
  businessName: requiredText('business name', limits.name),
  email: email(),
  timeOffset: z.number().int().min(-900).max(900).optional(),
  timeZone: ianaTimeZone().optional(),
  leadSources: ZLeadSources,
  utm: ZUtm,
});
export type TSocialRegisterRequest = z.input<typeof ZSocialRegisterRequest>;
