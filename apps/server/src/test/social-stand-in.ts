// A local stand-in for Google's and Facebook's sign-in servers (node:http, 127.0.0.1 only), so no
// test reaches the internet. The app reaches it through SOCIAL_API_URL (config.socialApiUrl); it
// speaks what social-providers.ts asks for, with the providers' own rules:
//
//   Google (OpenID Connect, the official google-auth-library on our side)
//   GET  /google/auth           the consent page: email and name fields, "Continue" (a code is
//                               issued for that person and the browser sent to redirect_uri with
//                               code and state) and "Cancel" (error=access_denied)
//   POST /google/token          form body: a code for this client id and secret and the same
//                               redirect_uri -> an RS256 ID token; a code works once (400
//                               invalid_grant otherwise, as Google answers)
//   GET  /google/certs          the ID-token signing key, as Google's PEM certificate list
//   A code given for the calendar scopes also brings a refresh token; the refresh grant and the
//   Calendar API are google-calendar-stand-in.ts's (reached as `standIn.calendar`).
//
//   Facebook (Login with the access token in the fragment; Graph API)
//   GET  /facebook/dialog/oauth the consent page, as above; "Continue" sends the browser to
//                               redirect_uri#access_token=...&state=...
//   GET  /facebook/graph/debug_token  with the app's token "APPID|SECRET": whether input_token is
//                               valid, for which app and user
//   GET  /facebook/graph/me     the person, only with the matching appsecret_proof
//   GET  /health                for a process supervisor (Playwright's webServer)
//
// API tests hand out credentials without the pages: `googleCode(person)` and
// `facebookToken(person)`; `facebookToken(person, { appId })` makes a token of another app.
import crypto from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { SignJWT } from 'jose';
import { escapeHtml } from '../platform/mail/escape-html.ts';
import {
  createGoogleCalendarStandIn,
  type GoogleCalendarStandIn,
} from './google-calendar-stand-in.ts';

export const standInSocialApps = {
  google: { clientId: 'google-client.apps.standin', clientSecret: 'google-secret-standin' },
  facebook: { appId: '1000000000000001', appSecret: 'facebook-secret-standin' },
} as const;

export type StandInPerson = {
  email?: string;
  name?: string;
  /** The provider's id; derived from the email when absent, so one person keeps one id. */
  id?: string;
  /** Google's email_verified; true unless told otherwise. */
  emailVerified?: boolean;
};

export type SocialStandIn = {
  url: string;
  /** Environment for a server process pointed at the stand-in with the stand-in's apps. */
  env: Record<string, string>;
  googleCode(person: StandInPerson, options?: { redirectUri?: string; scope?: string }): string;
  /** Google Calendar: refresh tokens, events, busy times, revoking (google-calendar-stand-in.ts). */
  calendar: GoogleCalendarStandIn;
  facebookToken(person: StandInPerson, options?: { appId?: string }): string;
  close(): Promise<void>;
};

type GoogleGrant = {
  person: Required<StandInPerson>;
  redirectUri: string | undefined;
  scope: string;
};
type FacebookGrant = { person: Required<StandInPerson>; appId: string };

export async function startSocialStandIn(port = 0): Promise<SocialStandIn> {
  const { privateKey, publicKey } = crypto.generateKeyPairSync('rsa', { modulusLength: 2048 });
  const kid = crypto.randomBytes(8).toString('hex');
  const googleCodes = new Map<string, GoogleGrant>();
  const calendar = createGoogleCalendarStandIn();
  const facebookTokens = new Map<string, FacebookGrant>();
  let url = '';

  const complete = (p: StandInPerson): Required<StandInPerson> => {
    const email = p.email ?? '';
    return {
      email,
      name: p.name ?? '',
      id: p.id ?? crypto.createHash('sha256').update(email).digest('hex').slice(0, 16),
      emailVerified: p.emailVerified ?? true,
    };
  };
  const googleCode = (
    person: StandInPerson,
    options: { redirectUri?: string; scope?: string } = {},
  ) => {
    const code = `4/${crypto.randomBytes(12).toString('base64url')}`;
    googleCodes.set(code, {
      person: complete(person),
      redirectUri: options.redirectUri,
      scope: options.scope ?? 'openid email profile',
    });
    return code;
  };
  const facebookToken = (person: StandInPerson, options: { appId?: string } = {}) => {
    const token = `EAA${crypto.randomBytes(18).toString('base64url')}`;
    facebookTokens.set(token, {
      person: complete(person),
      appId: options.appId ?? standInSocialApps.facebook.appId,
    });
    return token;
  };

  const server = http.createServer((req, res) => {
    void handle(req, res).catch((error: unknown) => {
      res.writeHead(500).end(String(error));
    });
  });

  async function handle(req: http.IncomingMessage, res: http.ServerResponse) {
    const requestUrl = new URL(req.url ?? '/', url);
    const query = requestUrl.searchParams;
    const route = `${req.method} ${requestUrl.pathname}`;
    if (route === 'GET /health') return json(res, 200, { ok: true });
    const body = req.method === 'GET' ? '' : await readBody(req);
    const calendarReply =
      calendar.test(req.method ?? '', requestUrl.pathname, query, body) ??
      calendar.api(req.method ?? '', requestUrl.pathname, req.headers.authorization ?? '', body);
    if (calendarReply) {
      if (calendarReply.body === undefined) return void res.writeHead(calendarReply.status).end();
      return json(res, calendarReply.status, calendarReply.body);
    }

    if (route === 'GET /google/auth' || route === 'GET /facebook/dialog/oauth') {
      return consentPage(res, route.includes('google') ? 'Google' : 'Facebook', query);
    }
    if (route === 'POST /google/auth' || route === 'POST /facebook/dialog/oauth') {
      const form = new URLSearchParams(body);
      const redirectUri = form.get('redirect_uri') ?? '';
      const state = form.get('state') ?? '';
      const back = new URL(redirectUri);
      if (form.get('cancel')) {
        back.search = new URLSearchParams({ error: 'access_denied', state }).toString();
      } else {
        const person = { email: form.get('email') ?? '', name: form.get('name') ?? '' };
        if (route.includes('google')) {
          back.search = new URLSearchParams({
            code: googleCode(person, { redirectUri, scope: form.get('scope') ?? undefined }),
            state,
          }).toString();
        } else {
          back.hash = new URLSearchParams({
            access_token: facebookToken(person),
            expires_in: '5183999',
            state,
          }).toString();
        }
      }
      res.writeHead(303, { location: back.toString() }).end();
      return;
    }

    if (route === 'POST /google/revoke') {
      const revoked = calendar.revokeGrant(new URLSearchParams(body));
      return json(res, revoked.status, revoked.body);
    }
    if (route === 'POST /google/token') {
      const form = new URLSearchParams(body);
      const app = standInSocialApps.google;
      if (form.get('client_id') !== app.clientId || form.get('client_secret') !== app.clientSecret)
        return json(res, 401, { error: 'invalid_client' });
      const refreshed = calendar.refreshGrant(form);
      if (refreshed) return json(res, refreshed.status, refreshed.body);
      const grant = googleCodes.get(form.get('code') ?? '');
      googleCodes.delete(form.get('code') ?? '');
      const redirectMatches =
        grant?.redirectUri === undefined || grant.redirectUri === form.get('redirect_uri');
      if (!grant || form.get('grant_type') !== 'authorization_code' || !redirectMatches)
        return json(res, 400, { error: 'invalid_grant', error_description: 'Bad Request' });
      const { person } = grant;
      const idToken = await new SignJWT({
        email: person.email || undefined,
        email_verified: person.email ? person.emailVerified : undefined,
        name: person.name || undefined,
      })
        .setProtectedHeader({ alg: 'RS256', kid, typ: 'JWT' })
        .setIssuer(`${url}/google`)
        .setAudience(app.clientId)
        .setSubject(person.id)
        .setIssuedAt()
        .setExpirationTime('1h')
        .sign(privateKey);
      // Offline access to the calendars: a refresh token, and an access token the API takes.
      const isCalendar = grant.scope.includes('/auth/calendar');
      return json(res, 200, {
        access_token: isCalendar
          ? calendar.control.issueAccessToken(person.email)
          : `ya29.${crypto.randomBytes(12).toString('base64url')}`,
        ...(isCalendar ? { refresh_token: calendar.control.issueRefreshToken(person.email) } : {}),
        expires_in: 3599,
        scope: grant.scope,
        token_type: 'Bearer',
        id_token: idToken,
      });
    }
    if (route === 'GET /google/certs') {
      res.setHeader('cache-control', 'public, max-age=3600');
      return json(res, 200, { [kid]: publicKey.export({ type: 'spki', format: 'pem' }) });
    }

    if (route === 'GET /facebook/graph/debug_token') {
      const app = standInSocialApps.facebook;
      if (query.get('access_token') !== `${app.appId}|${app.appSecret}`)
        return json(res, 400, { error: { message: 'Invalid OAuth access token.', code: 190 } });
      const grant = facebookTokens.get(query.get('input_token') ?? '');
      return json(res, 200, {
        data: grant
          ? { app_id: grant.appId, user_id: grant.person.id, is_valid: true, type: 'USER' }
          : { is_valid: false, error: { code: 190, message: 'Invalid OAuth access token.' } },
      });
    }
    if (route === 'GET /facebook/graph/me') {
      const token = query.get('access_token') ?? '';
      const grant = facebookTokens.get(token);
      const proof = crypto
        .createHmac('sha256', standInSocialApps.facebook.appSecret)
        .update(token)
        .digest('hex');
      if (!grant || query.get('appsecret_proof') !== proof)
        return json(res, 400, { error: { message: 'Invalid appsecret_proof', code: 100 } });
      const { person } = grant;
      return json(res, 200, {
        id: person.id,
        name: person.name,
        ...(person.email ? { email: person.email } : {}),
      });
    }
    return json(res, 404, { error: 'not found' });
  }

  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url,
    env: {
      SOCIAL_API_URL: url,
      GOOGLE_CLIENT_ID: standInSocialApps.google.clientId,
      GOOGLE_CLIENT_SECRET: standInSocialApps.google.clientSecret,
      FACEBOOK_APP_ID: standInSocialApps.facebook.appId,
      FACEBOOK_APP_SECRET: standInSocialApps.facebook.appSecret,
    },
    googleCode,
    facebookToken,
    calendar: calendar.control,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/** The provider's "choose an account" page, reduced to the two facts sign-in uses. */
function consentPage(res: http.ServerResponse, provider: string, query: URLSearchParams) {
  const hidden = ['redirect_uri', 'state', 'scope']
    .map(
      (name) => `<input type="hidden" name="${name}" value="${escapeHtml(query.get(name) ?? '')}">`,
    )
    .join('');
  res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(`<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Sign in with ${provider} (stand-in)</title>
<meta name="viewport" content="width=device-width, initial-scale=1"></head>
<body style="font-family: sans-serif; max-width: 420px; margin: 48px auto; padding: 0 16px">
<h1>Sign in with ${provider}</h1>
<p>A local stand-in for ${provider}: no request leaves this machine.</p>
<form method="post">${hidden}
<p><label>Email <input name="email" type="email" required></label></p>
<p><label>Name <input name="name"></label></p>
<p><button type="submit">Continue</button>
<button type="submit" name="cancel" value="1" formnovalidate>Cancel</button></p>
</form></body></html>`);
}

function json(res: http.ServerResponse, status: number, body: unknown) {
  res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
}

async function readBody(req: http.IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}
