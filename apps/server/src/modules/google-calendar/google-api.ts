// The only code that talks to Google for the calendar: the OAuth endpoints (the sign-in's OAuth
// client, with offline access, and revoking a grant) and the Calendar API v3 over plain fetch
// (calendarList.list, freebusy.query, events.insert/patch/delete). Tests point every address at the local stand-in
// through SOCIAL_API_URL, as social sign-in does.
import type { Config } from '../../platform/config.ts';

const TIMEOUT_MS = 10_000;

export const GOOGLE_CALENDAR_SCOPES = [
  'openid',
  'email',
  'https://www.googleapis.com/auth/calendar.readonly',
  'https://www.googleapis.com/auth/calendar.events',
];

export type GoogleEndpoints = { authorize: string; token: string; revoke: string; api: string };

export function googleEndpoints(config: Pick<Config, 'socialApiUrl'>): GoogleEndpoints {
  const standIn = config.socialApiUrl && `${config.socialApiUrl}/google`;
  return standIn
    ? {
        authorize: `${standIn}/auth`,
        token: `${standIn}/token`,
        revoke: `${standIn}/revoke`,
        api: `${standIn}/calendar/v3`,
      }
    : {
        authorize: 'https://accounts.google.com/o/oauth2/v2/auth',
        token: 'https://oauth2.googleapis.com/token',
        revoke: 'https://oauth2.googleapis.com/revoke',
        api: 'https://www.googleapis.com/calendar/v3',
      };
}

/** Google refused the grant (invalid_grant): revoked by the person, or expired. */
export class GrantRevoked extends Error {
  constructor(detail: string) {
    super(`Google refused the grant: ${detail}`);
    this.name = 'GrantRevoked';
  }
}

/** Google did not answer usefully (network, 5xx, 429, an unexpected answer): try again later. */
export class GoogleUnavailable extends Error {
  constructor(detail: string) {
    super(detail);
    this.name = 'GoogleUnavailable';
  }
}

/** Google refused the access token (401): it was revoked; a refresh tells whether the grant is. */
export class AccessRefused extends GoogleUnavailable {
  constructor() {
    super('Google refused the access token');
    this.name = 'AccessRefused';
  }
}

export type GoogleClient = { clientId: string; clientSecret: string; endpoints: GoogleEndpoints };

async function call(url: string, init: RequestInit): Promise<Response> {
  try {
    return await fetch(url, { ...init, signal: AbortSignal.timeout(TIMEOUT_MS) });
  } catch (error) {
    throw new GoogleUnavailable(`Google could not be reached: ${(error as Error).message}`);
  }
}

async function tokenRequest(client: GoogleClient, form: Record<string, string>) {
  const response = await call(client.endpoints.token, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      ...form,
      client_id: client.clientId,
      client_secret: client.clientSecret,
    }).toString(),
  });
  const body = (await response.json().catch(() => ({}))) as Record<string, unknown>;
  if (response.ok) return body;
  if (body.error === 'invalid_grant')
    throw new GrantRevoked(String(body.error_description ?? 'invalid_grant'));
  throw new GoogleUnavailable(`Google's token endpoint answered ${response.status}`);
}

export function authorizeUrl(client: GoogleClient, input: { redirectUri: string; state: string }) {
  const url = new URL(client.endpoints.authorize);
  url.search = new URLSearchParams({
    client_id: client.clientId,
    redirect_uri: input.redirectUri,
    response_type: 'code',
    scope: GOOGLE_CALENDAR_SCOPES.join(' '),
    // A refresh token is given only with offline access, and again only with consent.
    access_type: 'offline',
    prompt: 'consent',
    include_granted_scopes: 'true',
    state: input.state,
  }).toString();
  return url.toString();
}

export type CodeExchange = {
  refreshToken: string | null;
  accessToken: string;
  expiresAt: number;
  email: string | null;
};

/**
 * Exchanges the code. The email comes from the ID token, read without checking its signature:
 * it came straight from Google's token endpoint over TLS (OpenID Connect Core 3.1.3.7).
 */
export async function exchangeCode(
  client: GoogleClient,
  input: { code: string; redirectUri: string },
): Promise<CodeExchange> {
  const body = await tokenRequest(client, {
    grant_type: 'authorization_code',
    code: input.code,
    redirect_uri: input.redirectUri,
  });
  if (typeof body.access_token !== 'string')
    throw new GoogleUnavailable('Google gave no access token');
  return {
    refreshToken: typeof body.refresh_token === 'string' ? body.refresh_token : null,
    accessToken: body.access_token,
    expiresAt: Date.now() + Number(body.expires_in ?? 3600) * 1000,
    email: emailOfIdToken(body.id_token),
  };
}

function emailOfIdToken(idToken: unknown): string | null {
  if (typeof idToken !== 'string') return null;
  try {
    const payload = JSON.parse(
      Buffer.from(idToken.split('.')[1] ?? '', 'base64url').toString('utf8'),
    ) as { email?: unknown };
    return typeof payload.email === 'string' ? payload.email.toLowerCase() : null;
  } catch {
    return null;
  }
}

/**
 * Ends the grant at Google (RFC 7009): the refresh token and the access tokens made from it stop
 * working, and the app leaves the person's Google account permissions. Google answers 400
 * invalid_token for a grant already gone, which is the wanted outcome too.
 */
export async function revokeGrant(client: GoogleClient, refreshToken: string): Promise<void> {
  const response = await call(client.endpoints.revoke, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ token: refreshToken }).toString(),
  });
  if (response.ok || response.status === 400) return;
  throw new GoogleUnavailable(`Google's revoke endpoint answered ${response.status}`);
}

export async function refreshAccessToken(
  client: GoogleClient,
  refreshToken: string,
): Promise<{ accessToken: string; expiresAt: number }> {
  const body = await tokenRequest(client, {
    grant_type: 'refresh_token',
    refresh_token: refreshToken,
  });
  if (typeof body.access_token !== 'string')
    throw new GoogleUnavailable('Google gave no access token');
  return {
    accessToken: body.access_token,
    expiresAt: Date.now() + Number(body.expires_in ?? 3600) * 1000,
  };
}

type ApiAnswer = { status: number; body: Record<string, unknown> };

async function api(
  client: GoogleClient,
  accessToken: string,
  method: string,
  path: string,
  body?: unknown,
): Promise<ApiAnswer> {
  const response = await call(`${client.endpoints.api}${path}`, {
    method,
    headers: {
      authorization: `Bearer ${accessToken}`,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const text = await response.text();
  let parsed: Record<string, unknown>;
  try {
    parsed = text ? (JSON.parse(text) as Record<string, unknown>) : {};
  } catch {
    parsed = {};
  }
  if (response.status === 401) throw new AccessRefused();
  // 429 and 5xx: Google is busy or down.
  if (response.status === 429 || response.status >= 500)
    throw new GoogleUnavailable(`Google Calendar answered ${response.status} to ${method}`);
  return { status: response.status, body: parsed };
}

export type GoogleCalendarListEntry = { id: string; summary: string; isPrimary: boolean };

export async function listCalendars(
  client: GoogleClient,
  accessToken: string,
): Promise<GoogleCalendarListEntry[]> {
  const entries: GoogleCalendarListEntry[] = [];
  let pageToken: string | undefined;
  do {
    const query = new URLSearchParams({ minAccessRole: 'reader', maxResults: '250' });
    if (pageToken) query.set('pageToken', pageToken);
    const answer = await api(client, accessToken, 'GET', `/users/me/calendarList?${query}`);
    if (answer.status !== 200)
      throw new GoogleUnavailable(`calendarList answered ${answer.status}`);
    const items = (answer.body.items ?? []) as {
      id?: string;
      summary?: string;
      summaryOverride?: string;
      primary?: boolean;
    }[];
    for (const item of items) {
      if (!item.id) continue;
      entries.push({
        id: item.id,
        summary: item.summaryOverride ?? item.summary ?? item.id,
        isPrimary: item.primary === true,
      });
    }
    pageToken =
      typeof answer.body.nextPageToken === 'string' ? answer.body.nextPageToken : undefined;
  } while (pageToken && entries.length < 1000);
  return entries;
}

export type BusyPeriod = { start: string; end: string };

/**
 * The busy periods of the calendars in [timeMin, timeMax) (at most 90 days). A calendar Google
 * reports an error for makes the whole answer unusable: its times are unknown.
 */
export async function queryFreeBusy(
  client: GoogleClient,
  accessToken: string,
  input: { timeMin: Date; timeMax: Date; calendarIds: string[] },
): Promise<BusyPeriod[]> {
  const answer = await api(client, accessToken, 'POST', '/freeBusy', {
    timeMin: input.timeMin.toISOString(),
    timeMax: input.timeMax.toISOString(),
    items: input.calendarIds.map((id) => ({ id })),
  });
  if (answer.status !== 200) throw new GoogleUnavailable(`freeBusy answered ${answer.status}`);
  const calendars = (answer.body.calendars ?? {}) as Record<
    string,
    { busy?: BusyPeriod[]; errors?: unknown[] }
  >;
  const periods: BusyPeriod[] = [];
  for (const id of input.calendarIds) {
    const calendar = calendars[id];
    if (!calendar || (calendar.errors && calendar.errors.length > 0))
      throw new GoogleUnavailable(`freeBusy gave no busy times for a calendar`);
    for (const period of calendar.busy ?? [])
      periods.push({ start: period.start, end: period.end });
  }
  return periods;
}

export type GoogleEvent = {
  summary: string;
  description: string;
  location: string;
  start: Date;
  end: Date;
};

function eventBody(event: GoogleEvent) {
  return {
    summary: event.summary,
    description: event.description,
    location: event.location,
    start: { dateTime: event.start.toISOString() },
    end: { dateTime: event.end.toISOString() },
    status: 'confirmed',
  };
}

const path = (calendarId: string, eventId?: string) =>
  `/calendars/${encodeURIComponent(calendarId)}/events${eventId ? `/${encodeURIComponent(eventId)}` : ''}`;

/** Inserts under our own id; 'exists' when Google already has it (an earlier try got through). */
export async function insertEvent(
  client: GoogleClient,
  accessToken: string,
  input: { calendarId: string; eventId: string; event: GoogleEvent },
): Promise<'created' | 'exists'> {
  const answer = await api(client, accessToken, 'POST', path(input.calendarId), {
    id: input.eventId,
    ...eventBody(input.event),
  });
  if (answer.status === 200) return 'created';
  if (answer.status === 409) return 'exists';
  throw new GoogleUnavailable(`events.insert answered ${answer.status}`);
}

/** 'gone' when the event was deleted in Google (404, or 410 once deleted). */
export async function patchEvent(
  client: GoogleClient,
  accessToken: string,
  input: { calendarId: string; eventId: string; event: GoogleEvent },
): Promise<'updated' | 'gone'> {
  const answer = await api(
    client,
    accessToken,
    'PATCH',
    path(input.calendarId, input.eventId),
    eventBody(input.event),
  );
  if (answer.status === 200) return 'updated';
  if (answer.status === 404 || answer.status === 410) return 'gone';
  throw new GoogleUnavailable(`events.patch answered ${answer.status}`);
}

export async function deleteEvent(
  client: GoogleClient,
  accessToken: string,
  input: { calendarId: string; eventId: string },
): Promise<void> {
  const answer = await api(client, accessToken, 'DELETE', path(input.calendarId, input.eventId));
  if (
    answer.status === 204 ||
    answer.status === 200 ||
    answer.status === 404 ||
    answer.status === 410
  )
    return;
  throw new GoogleUnavailable(`events.delete answered ${answer.status}`);
}
