// Google and Facebook sign-in by redirect (packages/shared/src/auth/social-contracts.ts): which
// providers are configured, the trip to the provider and back, and the sign-up ticket kept under
// a psk key. Shared by /login, /signup, /social/:provider and the account page.
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import {
  socialProviders,
  ZSocialSignup,
  ZSocialSignupNeeded,
  type TFacebookSignInRequest,
  type TGoogleSignInRequest,
  type TSocialProvider,
  type TSocialProviders,
  type TSocialSignup,
} from '@studio/shared/auth/social-contracts';
import { DataError, http } from '../../api/http-client.ts';
import { randomToken, TRIP_KEY, type SocialTrip } from './social-trip.ts';

export {
  configuredProviders,
  isEmbedded,
  startSocialSignIn,
  type ConfiguredProvider,
  type SocialIntent,
  type SocialProviderEntry,
  type SocialTrip,
} from './social-trip.ts';

const ZSocialTrip = z.object({
  state: z.string().min(1),
  provider: z.enum(socialProviders),
  intent: z.enum(['login', 'connect']),
  returnUrl: z.string(),
}) satisfies z.ZodType<SocialTrip>;

const PSK_PREFIX = 'psk-';

export const socialKeys = { providers: ['auth', 'social-providers'] as const };

/** The configured providers; they change only with the server's configuration. */
export function useSocialProviders() {
  return useQuery({
    queryKey: socialKeys.providers,
    queryFn: ({ signal }) =>
      http.get<TSocialProviders>('/auth/social-providers', undefined, { signal }),
    staleTime: 60 * 60_000,
  });
}

export function readSocialTrip(): SocialTrip | undefined {
  return parseJson(sessionStorage.getItem(TRIP_KEY), ZSocialTrip);
}

/** A state is good for one answer from the provider. */
export function clearSocialTrip(): void {
  sessionStorage.removeItem(TRIP_KEY);
}

export type ProviderAnswer = {
  state: string | null;
  /** Google's `code` or Facebook's `access_token`. */
  credential: string | null;
  /** 'access_denied' when the person cancelled at the provider. */
  error: string | null;
};

/** Google answers in the query; Facebook puts its token in the fragment and errors in the query. */
export function readProviderAnswer(
  provider: TSocialProvider,
  search: string,
  hash: string,
): ProviderAnswer {
  const query = new URLSearchParams(search);
  const fragment = new URLSearchParams(hash.replace(/^#/, ''));
  const either = (name: string) => fragment.get(name) ?? query.get(name);
  return {
    state: either('state'),
    credential: provider === 'google' ? query.get('code') : fragment.get('access_token'),
    error: either('error'),
  };
}

/** Google and Facebook send `code` / `access_token` respectively; the request body names them. */
export function socialSignInRequest(
  provider: TSocialProvider,
  credential: string,
): TGoogleSignInRequest | TFacebookSignInRequest {
  return provider === 'google'
    ? { code: credential, leadSources: [], utm: {} }
    : { accessToken: credential, leadSources: [], utm: {} };
}

/** A sign-in with no account yet: the 409 carries what the sign-up finish form needs. */
export function signupNeeded(error: unknown): TSocialSignup | undefined {
  if (!(error instanceof DataError) || error.status !== 409) return undefined;
  const parsed = ZSocialSignupNeeded.safeParse(error.problem);
  return parsed.success ? parsed.data.signup : undefined;
}

/** Keeps a sign-up ticket for /signup?psk=KEY and returns the key. */
export function storeSocialSignup(signup: TSocialSignup): string {
  // Tickets last 30 minutes: older ones from abandoned sign-ups are of no further use.
  for (const key of Object.keys(localStorage)) {
    if (key.startsWith(PSK_PREFIX)) localStorage.removeItem(key);
  }
  const key = `${PSK_PREFIX}${randomToken()}`;
  localStorage.setItem(key, JSON.stringify(signup));
  return key;
}

export function readSocialSignup(key: string | null): TSocialSignup | undefined {
  if (!key?.startsWith(PSK_PREFIX)) return undefined;
  return parseJson(localStorage.getItem(key), ZSocialSignup);
}

export function removeSocialSignup(key: string): void {
  if (key.startsWith(PSK_PREFIX)) localStorage.removeItem(key);
}

function parseJson<T>(text: string | null, schema: z.ZodType<T>): T | undefined {
  if (!text) return undefined;
  try {
    const parsed = schema.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}
