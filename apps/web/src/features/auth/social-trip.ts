// The trip to a social sign-in provider: which providers are offered and the leaving for one.
// Free of the schema library and the query cache, so the light login page can use it.
import {
  socialProviders,
  type TSocialProvider,
} from '@studio/shared/auth/social-providers';
import type { TSocialProviders } from '@studio/shared/auth/social-contracts';

export type SocialIntent = 'login' | 'connect';
export type SocialProviderEntry = NonNullable<TSocialProviders[TSocialProvider]>;

/** What the browser remembers while it is away at the provider. */
export type SocialTrip = {
  state: string;
  provider: TSocialProvider;
  intent: SocialIntent;
  returnUrl: string;
};

export const TRIP_KEY = 'studio.social';

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

export function randomToken(): string {
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
