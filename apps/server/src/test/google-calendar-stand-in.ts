// The Google Calendar part of the Google stand-in (social-stand-in.ts serves it under /google):
// offline grants (refresh tokens) for the calendar scopes, the token endpoint's refresh grant, and
// the Calendar API v3 calls the app makes, with Google's rules:
//
//   POST /google/token  grant_type=refresh_token -> a new access token; a revoked or unknown
//                       refresh token -> 400 {"error":"invalid_grant"}, as Google answers
//   POST /google/revoke token=<refresh token> -> 200 and the grant ends (its access tokens too);
//                       an unknown or revoked token -> 400 {"error":"invalid_token"}
//   GET  /google/calendar/v3/users/me/calendarList        the person's calendars (primary + Family)
//   POST /google/calendar/v3/freeBusy                      busy periods of the asked calendars from
//                       their events (confirmed, not transparent), merged where they overlap
//   POST /google/calendar/v3/calendars/{c}/events          insert; an id already used -> 409
//   PATCH/DELETE /google/calendar/v3/calendars/{c}/events/{e}   404 unknown; DELETE of a deleted
//                       event -> 410; a PATCH with status confirmed brings a deleted one back
//
// Tests steer it in-process (plantBusy, revoke, events, failApi) or, from another process (the
// browser journeys), through POST /google/test/busy, /google/test/revoke and GET /google/test/events.
import crypto from 'node:crypto';

export type StandInEvent = {
  id: string;
  summary: string;
  location: string;
  description: string;
  start: string;
  end: string;
  status: 'confirmed' | 'cancelled';
  transparency: 'opaque' | 'transparent';
};

export type GoogleCalendarStandIn = {
  /** A refresh token for the person, as the code exchange with calendar scopes gives. */
  issueRefreshToken(email: string): string;
  /** An access token the Calendar API takes for the person. */
  issueAccessToken(email: string): string;
  /** Revokes every grant of the person: refreshes answer invalid_grant. */
  revoke(email: string): void;
  /** Whether the person has a grant that still works. */
  hasLiveGrant(email: string): boolean;
  /** An event made in Google by the person (not by the app): it is busy time. */
  plantBusy(calendarId: string, start: Date, end: Date, summary?: string): string;
  /** The calendar's events (including deleted ones, status cancelled). */
  events(calendarId: string): StandInEvent[];
  /** Every Calendar API call made, as 'METHOD path'. */
  calls: string[];
  /** Calendar API answers 503 while set (Google unreachable). */
  failApi(isFailing: boolean): void;
  familyCalendarId(email: string): string;
};

type Reply = { status: number; body?: unknown };

export function createGoogleCalendarStandIn() {
  const refreshTokens = new Map<string, { email: string; revoked: boolean }>();
  const accessTokens = new Map<string, string>();
  const calendars = new Map<string, Map<string, StandInEvent>>();
  const calls: string[] = [];
  let isFailing = false;

  const familyCalendarId = (email: string) =>
    `family-${crypto.createHash('sha256').update(email).digest('hex').slice(0, 10)}@group.calendar.google.com`;
  const calendarOf = (id: string) => {
    let events = calendars.get(id);
    if (!events) {
      events = new Map();
      calendars.set(id, events);
    }
    return events;
  };
  const issueAccessToken = (email: string) => {
    const token = `ya29.${crypto.randomBytes(12).toString('base64url')}`;
    accessTokens.set(token, email);
    return token;
  };

  const control: GoogleCalendarStandIn = {
    issueAccessToken,
    issueRefreshToken(email) {
      const token = `1//${crypto.randomBytes(18).toString('base64url')}`;
      refreshTokens.set(token, { email, revoked: false });
      return token;
    },
    hasLiveGrant(email) {
      return [...refreshTokens.values()].some((grant) => grant.email === email && !grant.revoked);
    },
    revoke(email) {
      for (const grant of refreshTokens.values()) if (grant.email === email) grant.revoked = true;
      for (const [token, owner] of accessTokens) if (owner === email) accessTokens.delete(token);
    },
    plantBusy(calendarId, start, end, summary = 'Dentist') {
      const id = crypto.randomBytes(10).toString('hex');
      calendarOf(calendarId).set(id, {
        id,
        summary,
        location: '',
        description: '',
        start: start.toISOString(),
        end: end.toISOString(),
        status: 'confirmed',
        transparency: 'opaque',
      });
      return id;
    },
    events: (calendarId) => [...calendarOf(calendarId).values()],
    calls,
    failApi(value) {
      isFailing = value;
    },
    familyCalendarId,
  };

  /** The refresh grant of the token endpoint; undefined for other grants. */
  function refreshGrant(form: URLSearchParams): Reply | undefined {
    if (form.get('grant_type') !== 'refresh_token') return undefined;
    const grant = refreshTokens.get(form.get('refresh_token') ?? '');
    if (!grant || grant.revoked)
      return {
        status: 400,
        body: { error: 'invalid_grant', error_description: 'Token has been expired or revoked.' },
      };
    return {
      status: 200,
      body: {
        access_token: issueAccessToken(grant.email),
        expires_in: 3599,
        scope: 'https://www.googleapis.com/auth/calendar.readonly',
        token_type: 'Bearer',
      },
    };
  }

  /** The revocation endpoint (RFC 7009) for a refresh token. */
  function revokeGrant(form: URLSearchParams): Reply {
    const grant = refreshTokens.get(form.get('token') ?? '');
    if (!grant || grant.revoked) return { status: 400, body: { error: 'invalid_token' } };
    control.revoke(grant.email);
    return { status: 200, body: {} };
  }

  /** A Calendar API request under /google/calendar/v3; undefined when the path is not one. */
  function api(
    method: string,
    path: string,
    authorization: string,
    body: string,
  ): Reply | undefined {
    if (!path.startsWith('/google/calendar/v3/')) return undefined;
    const rest = path.slice('/google/calendar/v3'.length);
    calls.push(`${method} ${rest}`);
    if (isFailing) return { status: 503, body: { error: { code: 503, message: 'Backend Error' } } };
    const email = accessTokens.get(authorization.replace(/^Bearer /, ''));
    if (!email)
      return { status: 401, body: { error: { code: 401, message: 'Invalid Credentials' } } };
    const resolve = (id: string) => (id === 'primary' ? email : id);
    const owns = (id: string) => id === email || id === familyCalendarId(email);

    if (method === 'GET' && rest === '/users/me/calendarList') {
      return {
        status: 200,
        body: {
          kind: 'calendar#calendarList',
          items: [
            {
              kind: 'calendar#calendarListEntry',
              id: email,
              summary: email,
              primary: true,
              accessRole: 'owner',
            },
            {
              kind: 'calendar#calendarListEntry',
              id: familyCalendarId(email),
              summary: 'Family',
              accessRole: 'owner',
            },
          ],
        },
      };
    }
    if (method === 'POST' && rest === '/freeBusy') {
      const query = JSON.parse(body) as {
        timeMin: string;
        timeMax: string;
        items: { id: string }[];
      };
      const min = Date.parse(query.timeMin);
      const max = Date.parse(query.timeMax);
      if (max - min > 90 * 24 * 3600 * 1000 + 1000)
        return {
          status: 400,
          body: {
            error: {
              code: 400,
              message: 'The requested time range is too long.',
              errors: [{ reason: 'timeRangeTooLong' }],
            },
          },
        };
      const answer: Record<string, unknown> = {};
      for (const { id } of query.items) {
        if (!owns(resolve(id))) {
          answer[id] = { errors: [{ domain: 'global', reason: 'notFound' }], busy: [] };
          continue;
        }
        const periods = events(resolve(id))
          .filter((e) => e.status === 'confirmed' && e.transparency === 'opaque')
          .map((e) => ({
            start: Math.max(Date.parse(e.start), min),
            end: Math.min(Date.parse(e.end), max),
          }))
          .filter((p) => p.start < p.end)
          .sort((a, b) => a.start - b.start);
        const merged: { start: number; end: number }[] = [];
        for (const p of periods) {
          const last = merged.at(-1);
          if (last && p.start <= last.end) last.end = Math.max(last.end, p.end);
          else merged.push({ ...p });
        }
        answer[id] = {
          busy: merged.map((p) => ({
            start: new Date(p.start).toISOString().replace('.000', ''),
            end: new Date(p.end).toISOString().replace('.000', ''),
          })),
        };
      }
      return {
        status: 200,
        body: {
          kind: 'calendar#freeBusy',
          timeMin: query.timeMin,
          timeMax: query.timeMax,
          calendars: answer,
        },
      };
    }
    const match = /^\/calendars\/([^/]+)\/events(?:\/([^/]+))?$/.exec(rest);
    if (match) {
      const calendarId = resolve(decodeURIComponent(match[1]!));
      if (!owns(calendarId))
        return { status: 404, body: { error: { code: 404, message: 'Not Found' } } };
      const store = calendarOf(calendarId);
      const eventId = match[2] ? decodeURIComponent(match[2]) : undefined;
      type Body = {
        id?: string;
        summary?: string;
        location?: string;
        description?: string;
        start?: { dateTime: string };
        end?: { dateTime: string };
        status?: string;
      };
      if (method === 'POST' && !eventId) {
        const input = JSON.parse(body) as Body;
        const id = input.id ?? crypto.randomBytes(10).toString('hex');
        if (!/^[a-v0-9]{5,1024}$/.test(id))
          return {
            status: 400,
            body: { error: { code: 400, message: 'Invalid resource id value.' } },
          };
        if (store.has(id))
          return {
            status: 409,
            body: { error: { code: 409, message: 'The requested identifier already exists.' } },
          };
        const event: StandInEvent = {
          id,
          summary: input.summary ?? '',
          location: input.location ?? '',
          description: input.description ?? '',
          start: input.start?.dateTime ?? '',
          end: input.end?.dateTime ?? '',
          status: 'confirmed',
          transparency: 'opaque',
        };
        store.set(id, event);
        return { status: 200, body: { kind: 'calendar#event', ...event } };
      }
      const event = eventId ? store.get(eventId) : undefined;
      if (!event) return { status: 404, body: { error: { code: 404, message: 'Not Found' } } };
      if (method === 'PATCH') {
        const input = JSON.parse(body) as Body;
        if (input.summary !== undefined) event.summary = input.summary;
        if (input.location !== undefined) event.location = input.location;
        if (input.description !== undefined) event.description = input.description;
        if (input.start) event.start = input.start.dateTime;
        if (input.end) event.end = input.end.dateTime;
        if (input.status === 'confirmed' || input.status === 'cancelled')
          event.status = input.status;
        return { status: 200, body: { kind: 'calendar#event', ...event } };
      }
      if (method === 'DELETE') {
        if (event.status === 'cancelled')
          return {
            status: 410,
            body: { error: { code: 410, message: 'Resource has been deleted' } },
          };
        event.status = 'cancelled';
        return { status: 204 };
      }
    }
    return { status: 404, body: { error: { code: 404, message: 'Not Found' } } };
  }

  /** The control routes for another process (the browser journeys). */
  function test(
    method: string,
    path: string,
    query: URLSearchParams,
    body: string,
  ): Reply | undefined {
    if (method === 'POST' && path === '/google/test/busy') {
      const input = JSON.parse(body) as {
        calendarId: string;
        start: string;
        end: string;
        summary?: string;
      };
      const id = control.plantBusy(
        input.calendarId,
        new Date(input.start),
        new Date(input.end),
        input.summary,
      );
      return { status: 200, body: { id } };
    }
    if (method === 'POST' && path === '/google/test/revoke') {
      control.revoke((JSON.parse(body) as { email: string }).email);
      return { status: 200, body: { ok: true } };
    }
    if (method === 'GET' && path === '/google/test/events')
      return { status: 200, body: control.events(query.get('calendarId') ?? '') };
    return undefined;
  }

  function events(calendarId: string) {
    return control.events(calendarId);
  }

  return { control, refreshGrant, revokeGrant, api, test };
}
