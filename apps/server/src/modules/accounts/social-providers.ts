// Who Google or Facebook says a person is. The only code that talks to the providers; the rest of
// sign-in works with a SocialIdentity.
import crypto from 'node:crypto';
import { gaxios, OAuth2Client } from 'google-auth-library';
import {
  socialCallbackPath,
  socialProviderNames,
  type TSocialProvider,
} from '@studio/shared/auth/social-contracts';
import { messages } from '@studio/shared/messages';
import type { Config } from '../../platform/config.ts';
import { AppError } from '../../platform/errors.ts';

export type SocialIdentity = {
  provider: TSocialProvider;
  /** The provider's stable id for the person (Google's `sub`, Facebook's user id). */
  providerKey: string;
  /** Lowercased; null when the provider gave none. */
  email: string | null;
  /** The provider vouches that the person owns the email. */
  emailVerified: boolean;
  fullName: string | null;
};

export type SocialProvider = {
  /** The consent page with every parameter but `state`. */
  authorizeUrl: string;
  /** Google: the authorisation code; Facebook: the access token. */
  identify(credential: string): Promise<SocialIdentity>;
};

export type SocialProviders = Partial<Record<TSocialProvider, SocialProvider>>;

const PROVIDER_TIMEOUT_MS = 10_000;
const FACEBOOK_VERSION = 'v21.0';

export function createSocialProviders(config: Config): SocialProviders {
  return {
    ...(config.google ? { google: googleProvider(config, config.google) } : {}),
    ...(config.facebook ? { facebook: facebookProvider(config, config.facebook) } : {}),
  };
}

/**
 * OpenID Connect through Google's own library: the code is exchanged with the client secret and
 * the ID token's signature, audience, issuer and expiry are checked against Google's keys.
 */
function googleProvider(
  config: Config,
  { clientId, clientSecret }: NonNullable<Config['google']>,
): SocialProvider {
  const standIn = config.socialApiUrl && `${config.socialApiUrl}/google`;
  const redirectUri = `${config.appUrl}${socialCallbackPath('google')}`;
  const client = new OAuth2Client({
    clientId,
    clientSecret,
    redirectUri,
    transporterOptions: { timeout: PROVIDER_TIMEOUT_MS },
    ...(standIn && {
      endpoints: {
        oauth2AuthBaseUrl: `${standIn}/auth`,
        oauth2TokenUrl: `${standIn}/token`,
        oauth2FederatedSignonPemCertsUrl: `${standIn}/certs`,
      },
      issuers: [standIn],
    }),
  });
  return {
    authorizeUrl: client.generateAuthUrl({
      scope: ['openid', 'email', 'profile'],
      prompt: 'select_account',
    }),
    async identify(code) {
      const idToken = await callProvider('google', async () => {
        const { tokens } = await client.getToken({ code, redirect_uri: redirectUri });
        return tokens.id_token;
      });
      if (!idToken) throw signInFailed('google');
      const claims = await client
        .verifyIdToken({ idToken, audience: clientId })
        .then((ticket) => ticket.getPayload())
        .catch(() => undefined);
      if (!claims?.sub) throw signInFailed('google');
      return {
        provider: 'google',
        providerKey: claims.sub,
        email: claims.email?.toLowerCase() ?? null,
        emailVerified: claims.email_verified === true,
        fullName: claims.name ?? null,
      };
    },
  };
}

type FacebookDebugToken = { data?: { app_id?: string; user_id?: string; is_valid?: boolean } };
type FacebookMe = { id?: string; name?: string; email?: string };

/**
 * Facebook Login: the browser brings an access token. Graph's debug_token, asked with the app's
 * own credentials, says whether the token was issued to this app and for whom; only then is the
 * profile read (with appsecret_proof, so a stolen token alone cannot be replayed through us).
 */
function facebookProvider(
  config: Config,
  { appId, appSecret }: NonNullable<Config['facebook']>,
): SocialProvider {
  const standIn = config.socialApiUrl && `${config.socialApiUrl}/facebook`;
  const graph = standIn ? `${standIn}/graph` : `https://graph.facebook.com/${FACEBOOK_VERSION}`;
  const dialog = standIn
    ? `${standIn}/dialog/oauth`
    : `https://www.facebook.com/${FACEBOOK_VERSION}/dialog/oauth`;
  const authorizeUrl = new URL(dialog);
  authorizeUrl.search = new URLSearchParams({
    client_id: appId,
    redirect_uri: `${config.appUrl}${socialCallbackPath('facebook')}`,
    response_type: 'token',
    scope: 'public_profile,email',
  }).toString();

  const getGraph = <T>(path: string, params: Record<string, string>) =>
    callProvider('facebook', async () => {
      const url = `${graph}${path}?${new URLSearchParams(params).toString()}`;
      const response = await fetch(url, { signal: AbortSignal.timeout(PROVIDER_TIMEOUT_MS) });
      if (response.status >= 500) throw new ProviderUnreachable();
      return response.ok ? ((await response.json()) as T) : undefined;
    });

  return {
    authorizeUrl: authorizeUrl.toString(),
    async identify(accessToken) {
      const debug = await getGraph<FacebookDebugToken>('/debug_token', {
        input_token: accessToken,
        access_token: `${appId}|${appSecret}`,
      });
      const token = debug?.data;
      if (!token?.is_valid || token.app_id !== appId || !token.user_id) {
        throw signInFailed('facebook');
      }
      const me = await getGraph<FacebookMe>('/me', {
        fields: 'id,name,email',
        access_token: accessToken,
        appsecret_proof: crypto.createHmac('sha256', appSecret).update(accessToken).digest('hex'),
      });
      if (!me?.id || me.id !== token.user_id) throw signInFailed('facebook');
      return {
        provider: 'facebook',
        providerKey: me.id,
        email: me.email?.toLowerCase() ?? null,
        // Facebook does not say whether it confirmed the address, so we do not vouch for it.
        emailVerified: false,
        fullName: me.name ?? null,
      };
    },
  };
}

class ProviderUnreachable extends Error {}

/**
 * Runs one call to a provider. The provider refusing the credential is the person's failed
 * sign-in (400); the provider down, slow or unreachable is ours to report as such (503).
 */
async function callProvider<T>(provider: TSocialProvider, call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    const refused =
      error instanceof gaxios.GaxiosError && error.status !== undefined && error.status < 500;
    if (refused) throw signInFailed(provider);
    throw new AppError(
      'UNAVAILABLE',
      messages.socialProviderUnreachable(socialProviderNames[provider]),
    );
  }
}

function signInFailed(provider: TSocialProvider): AppError {
  return AppError.validation(
    'credential',
    messages.socialSignInFailed(socialProviderNames[provider]),
  );
}
