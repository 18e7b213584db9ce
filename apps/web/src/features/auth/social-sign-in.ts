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

export type SocialIntent = 'login' | 'connect';
export type SocialProviderEntry = NonNullable<TSocialProviders[TSocialProvider]>;

const ZSocialTrip = z.object({
  state: z.string().min(1),
  provider: z.enum(socialProviders),
  intent: z.enum(['login', 'connect']),
  returnUrl: z.string(),
});
/** What the browser remembers while it is away at the provider. */
export type SocialTrip = z.infer<typeof ZSocialTrip>;

const TRIP_KEY = 'studio.social';
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

export type ConfiguredProvider = { provider: TSocialProvider; entry: SocialProviderEntry };

/** The configured providers in display order; none while unknown. */
export function configuredProviders(providers: TSocialProviders | undefined): ConfiguredProvider[] {
  if (!providers) return [];
  return socialProviders.flatMap((provider) => {
    const entry = providers[provider];
    return entry ? [{ provider, entry }] : [];
  });
}

/** No social sign-in inside an embedded app, where the provider refuses to be framed. */
export function isEmbedded(): boolean {
  try {
    return window.self !== window.top;
  } catch {
    // A cross-origin parent may refuse even the comparison.
    return true;
  }
}

function randomToken(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** Leaves for the provider's consent page; the callback page checks the state on return. */
export function startSocialSignIn(
  provider: TSocialProvider,
  entry: SocialProviderEntry,
  intent: SocialIntent,
  returnUrl: string,
): void {
  const trip: SocialTrip = { state: randomToken(), provider, intent, returnUrl };
  sessionStorage.setItem(TRIP_KEY, JSON.stringify(trip));
  // Appended as text: rebuilding the address through URLSearchParams would re-encode the
  // provider's own parameters.
  const separator = entry.authorizeUrl.includes('?') ? '&' : '?';
  window.location.assign(`${entry.authorizeUrl}${separator}state=${trip.state}`);
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
