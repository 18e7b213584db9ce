// Google Calendar both ways against the local Google stand-in: connecting (state bound to the
// business and person, the refresh token sealed), events written once per change by the durable
// writer (even with two workers), a lost grant (Reconnect needed, one email), and busy times that
// block public times and show in the shoot form, with the cache's life and the rule when Google
// cannot answer.
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { TPublicAvailability } from '@studio/shared/booking/contracts';
import { serviceKinds } from '@studio/shared/enums';
import type { TGoogleCalendarState } from '@studio/shared/integrations/google-calendar';
import { integrationMessages } from '@studio/shared/integrations/messages';
import { messages } from '@studio/shared/messages';
import type { TConflictShootsResponse } from '@studio/shared/scheduling/requests';
import { addDays, todayIn, wallTimeToInstant } from '@studio/shared/scheduling/zoned-time';
import { emailsTo } from '../../test/factories/account.ts';
import { publicRequest } from '../../test/factories/booking.ts';
import { createShoot } from '../../test/factories/order.ts';
import { createOwner, type Owner } from '../../test/factories/owner.ts';
import { createSlots } from '../../test/factories/slot.ts';
import { createBookingService, createFullSession } from '../../test/factories/service.ts';
import { testApp } from '../../test/harness.ts';
import {
  startSocialStandIn,
  standInSocialApps,
  type SocialStandIn,
} from '../../test/social-stand-in.ts';
import { shootForCalendarEvent } from '../orders/calendar-queries.ts';
import { disconnect } from './connection.ts';
import { googleCalendarContextOf } from './context.ts';
import { googleCalendarBusy, googleCalendarConnections, googleCalendarEvents } from './schema.ts';
import { writeDueEvents, type WriteWorkerOptions } from './write-worker.ts';

const APP_URL = 'https://studio.example';
let standIn: SocialStandIn;
let app: FastifyInstance;
const silent = { warn: () => {}, error: () => {} };

beforeAll(async () => {
  standIn = await startSocialStandIn();
  app = await testApp({
    google: standInSocialApps.google,
    socialApiUrl: standIn.url,
    appUrl: APP_URL,
  });
});
afterAll(async () => {
  await app.close();
  await standIn.close();
});
beforeEach(() => {
  standIn.calendar.failApi(false);
});

const workerOptions = (): WriteWorkerOptions => ({
  database: app.deps.database,
  context: googleCalendarContextOf(app.deps),
  shoots: shootForCalendarEvent,
  log: silent,
});
const state = async (owner: Owner) => {
  const res = await app.inject({
    method: 'GET',
    url: '/api/integrations/google-calendar',
    headers: owner.headers,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<TGoogleCalendarState>();
};

/** Goes through Google's consent as the browser would: the authorize URL, a code, the callback. */
async function connectGoogle(owner: Owner, googleEmail = owner.email) {
  const started = await app.inject({
    method: 'POST',
    url: '/api/integrations/google-calendar/connect',
    headers: owner.headers,
  });
  expect(started.statusCode, started.body).toBe(200);
  const url = new URL(started.json<{ url: string }>().url);
  const code = standIn.googleCode(
    { email: googleEmail },
    {
      redirectUri: url.searchParams.get('redirect_uri') ?? '',
      scope: url.searchParams.get('scope') ?? '',
    },
  );
  return {
    url,
    callback: (state = url.searchParams.get('state') ?? '', as: Owner = owner) =>
      app.inject({
        method: 'POST',
        url: '/api/integrations/google-calendar/callback',
        headers: as.headers,
        payload: { code, state },
      }),
  };
}
async function connected(owner: Owner): Promise<TGoogleCalendarState> {
  const res = await (await connectGoogle(owner)).callback();
  expect(res.statusCode, res.body).toBe(200);
  return res.json<TGoogleCalendarState>();
}

/** A day ten days ahead in the business's zone, and the instant of a local time on it. */
function dayAhead(owner: Owner, days = 10) {
  const timeZone = owner.business.timeZone;
  const date = addDays(todayIn(timeZone, Date.now()), days);
  return { date, at: (time: string) => new Date(wallTimeToInstant(date, time, timeZone)) };
}
async function publicTimes(path: string, date: string): Promise<string[]> {
  const res = await publicRequest<TPublicAvailability>(
    app,
    'GET',
    `${path}/availability?from=${date}&days=1`,
  );
  expect(res.status, res.text).toBe(200);
  return res.body.days.flatMap((day) => day.times.map((time) => time.startTime));
}
/** Makes every cached busy answer of the business look `minutes` old. */
async function ageBusyCache(owner: Owner, minutes: number) {
  await app.deps.db
    .update(googleCalendarBusy)
    .set({ fetchedAt: sql`now() - ${minutes}::integer * interval '1 minute'` })
    .where(eq(googleCalendarBusy.businessId, owner.businessId));
}

describe('connecting', () => {
  it('sends the browser to Google with offline access and keeps only the sealed refresh token', async () => {
    const owner = await createOwner(app);
    const { url, callback } = await connectGoogle(owner);
    expect(`${url.origin}${url.pathname}`).toBe(`${standIn.url}/google/auth`);
    expect(url.searchParams.get('client_id')).toBe(standInSocialApps.google.clientId);
    expect(url.searchParams.get('access_type')).toBe('offline');
    expect(url.searchParams.get('redirect_uri')).toBe(`${APP_URL}/management/integrations`);
    expect(url.searchParams.get('scope')).toContain(
      'https://www.googleapis.com/auth/calendar.events',
    );

    const res = await callback();
    expect(res.statusCode, res.body).toBe(200);
    const answer = res.json<TGoogleCalendarState>();
    expect(answer).toMatchObject({ isConfigured: true, status: 'CONNECTED', email: owner.email });
    expect(answer.calendars).toEqual([
      { id: owner.email, summary: owner.email, isPrimary: true, isChosen: true },
      expect.objectContaining({ summary: 'Family', isPrimary: false, isChosen: false }),
    ]);
    // Never a token in an answer; sealed in the row, bound to the business.
    expect(res.body).not.toMatch(/1\/\/|ya29\./);
    const [row] = await app.deps.db
      .select()
      .from(googleCalendarConnections)
      .where(eq(googleCalendarConnections.businessId, owner.businessId));
    expect(row?.refreshTokenSealed).toMatch(/^v1\./);
    const opened = app.deps.box.open(
      row?.refreshTokenSealed ?? '',
      `google-calendar:refresh-token:${owner.businessId}`,
    );
    expect(opened).toMatch(/^1\/\//);
    expect(row?.refreshTokenSealed).not.toContain(opened);

    const integrations = await app.inject({
      method: 'GET',
      url: `/api/businesses/${owner.businessId}/integrations`,
      headers: owner.headers,
    });
    expect(integrations.json()).toContain('GOOGLE_CALENDAR');
  });

  it('refuses a state of another business, a changed one, and a code with no state', async () => {
    const owner = await createOwner(app);
    const other = await createOwner(app);
    const flow = await connectGoogle(owner);
    const state = flow.url.searchParams.get('state') ?? '';
    const stolen = await flow.callback(state, other);
    expect(stolen.statusCode).toBe(400);
    expect(stolen.json()).toMatchObject({ detail: integrationMessages.googleCalendarStateInvalid });
    expect((await flow.callback(`${state}x`)).statusCode).toBe(400);
    expect((await flow.callback('')).statusCode).toBe(400);
    expect((await state_(other)).status).toBe('DISCONNECTED');
  });

  it('chooses calendars among the account’s own, and disconnects with the options route, ending the grant at Google', async () => {
    const owner = await createOwner(app);
    const first = await connected(owner);
    const family = first.calendars.find((calendar) => !calendar.isPrimary)?.id ?? '';
    const chosen = await app.inject({
      method: 'PUT',
      url: '/api/integrations/google-calendar/calendars',
      headers: owner.headers,
      payload: { calendarIds: [family] },
    });
    expect(chosen.statusCode, chosen.body).toBe(200);
    expect(
      chosen
        .json<TGoogleCalendarState>()
        .calendars.filter((c) => c.isChosen)
        .map((c) => c.id),
    ).toEqual([family]);
    const unknown = await app.inject({
      method: 'PUT',
      url: '/api/integrations/google-calendar/calendars',
      headers: owner.headers,
      payload: { calendarIds: ['someone-else@example.com'] },
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toMatchObject({ detail: integrationMessages.unknownCalendar });

    const gone = await app.inject({
      method: 'DELETE',
      url: '/api/options/google-calendar/integration',
      headers: owner.headers,
    });
    expect(gone.statusCode, gone.body).toBe(204);
    expect(await state_(owner)).toMatchObject({
      status: 'DISCONNECTED',
      email: null,
      calendars: [],
    });
    // The app keeps no access: the grant is revoked at Google, not just forgotten here.
    expect(standIn.calendar.hasLiveGrant(owner.email)).toBe(false);
  });

  it('disconnects even when Google cannot be reached to revoke the grant', async () => {
    const owner = await createOwner(app);
    await connected(owner);
    const unreachable = googleCalendarContextOf(app.deps);
    const context = {
      ...unreachable,
      client: unreachable.client && {
        ...unreachable.client,
        endpoints: { ...unreachable.client.endpoints, revoke: 'http://127.0.0.1:9/revoke' },
      },
      log: { ...silent, info: () => {} },
    };
    await disconnect(context, app.deps.db, { businessId: owner.businessId });
    expect(await state_(owner)).toMatchObject({ status: 'DISCONNECTED' });
  });
});

const state_ = state;

describe('writing shoots', () => {
  const insertsOf = (calls: string[], from: number) =>
    calls.slice(from).filter((call) => call.startsWith('POST /calendars/')).length;

  it('creates, moves and deletes the event once each, keeping its id', async () => {
    const owner = await createOwner(app);
    await connected(owner);
    const callsBefore = standIn.calendar.calls.length;
    const { order } = await createShoot(app, owner, {
      kind: serviceKinds.SESSION_TYPES,
      request: { date: '2027-03-10', startTime: '09:00', duration: 60 },
    });
    expect(await writeDueEvents(workerOptions())).toBeGreaterThanOrEqual(1);
    const events = () =>
      standIn.calendar
        .events(owner.email)
        .filter((event) => event.description.includes(order.orderId));
    expect(events()).toHaveLength(1);
    const [link] = await app.deps.db
      .select()
      .from(googleCalendarEvents)
      .where(eq(googleCalendarEvents.orderId, order.orderId));
    expect(link?.eventId).toBe(events()[0]?.id);
    expect(events()[0]).toMatchObject({ status: 'confirmed' });

    const moved = await app.inject({
      method: 'PUT',
      url: `/api/orders/${order.orderId}/change-date-time`,
      headers: owner.headers,
      payload: { date: '2027-03-11', startTime: '11:00' },
    });
    expect(moved.statusCode, moved.body).toBe(200);
    await writeDueEvents(workerOptions());
    expect(events()).toHaveLength(1);
    expect(events()[0]?.id).toBe(link?.eventId);
    expect(Date.parse(events()[0]?.start ?? '')).toBe(
      wallTimeToInstant('2027-03-11', '11:00', owner.business.timeZone),
    );

    const cancelled = await app.inject({
      method: 'PATCH',
      url: `/api/orders/${order.orderId}/cancel-booking`,
      headers: owner.headers,
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    await writeDueEvents(workerOptions());
    expect(events()).toHaveLength(1);
    expect(events()[0]?.status).toBe('cancelled');
    expect(insertsOf(standIn.calendar.calls, callsBefore)).toBe(1);
    const links = await app.deps.db
      .select()
      .from(googleCalendarEvents)
      .where(eq(googleCalendarEvents.orderId, order.orderId));
    expect(links).toHaveLength(0);
    // Nothing is left waiting.
    expect(await state_(owner)).toMatchObject({ pendingWrites: 0, failedWrites: 0 });
  });

  it('writes each shoot once with two workers at the same time', async () => {
    const owner = await createOwner(app);
    await connected(owner);
    const callsBefore = standIn.calendar.calls.length;
    const orderIds: string[] = [];
    for (const day of ['2027-04-01', '2027-04-02', '2027-04-03', '2027-04-04']) {
      const { order } = await createShoot(app, owner, {
        kind: serviceKinds.SESSION_TYPES,
        request: { date: day, startTime: '10:00', duration: 60 },
      });
      orderIds.push(order.orderId);
    }
    const [a, b] = await Promise.all([
      writeDueEvents({ ...workerOptions(), batchSize: 2 }),
      writeDueEvents({ ...workerOptions(), batchSize: 2 }),
    ]);
    expect((a ?? 0) + (b ?? 0)).toBeGreaterThanOrEqual(4);
    for (const orderId of orderIds) {
      expect(
        standIn.calendar.events(owner.email).filter((event) => event.description.includes(orderId)),
      ).toHaveLength(1);
    }
    expect(insertsOf(standIn.calendar.calls, callsBefore)).toBe(4);
  });

  it('retries when Google is unreachable, and a retry after a lost answer does not write twice', async () => {
    const owner = await createOwner(app);
    await connected(owner);
    const { order } = await createShoot(app, owner, {
      kind: serviceKinds.SESSION_TYPES,
      request: { date: '2027-05-01', startTime: '10:00', duration: 60 },
    });
    standIn.calendar.failApi(true);
    await writeDueEvents(workerOptions());
    standIn.calendar.failApi(false);
    expect(await state_(owner)).toMatchObject({ pendingWrites: 1 });
    // Google took an insert whose answer was lost: the event exists under the shoot's own id.
    const { firstEventId } = await import('./write-worker.ts');
    const eventId = firstEventId(owner.businessId, order.orderId);
    await app.deps.db.execute(
      sql`update google_calendar_writes set next_attempt_at = now() where order_id = ${order.orderId}`,
    );
    // Insert the same id first, as if the earlier try had reached Google.
    const res = await fetch(`${standIn.url}/google/calendar/v3/calendars/primary/events`, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${standIn.calendar.issueAccessToken(owner.email)}`,
        'content-type': 'application/json',
      },
      body: JSON.stringify({
        id: eventId,
        summary: 'half written',
        start: { dateTime: '2027-05-01T10:00:00Z' },
        end: { dateTime: '2027-05-01T11:00:00Z' },
      }),
    });
    expect(res.status).toBe(200);
    await writeDueEvents(workerOptions());
    const mine = standIn.calendar.events(owner.email).filter((event) => event.id === eventId);
    expect(mine).toHaveLength(1);
    expect(mine[0]?.summary).not.toBe('half written');
    expect(await state_(owner)).toMatchObject({ pendingWrites: 0, failedWrites: 0 });
  });
});

describe('a lost grant', () => {
  it('turns the card to Reconnect needed, emails the owner once, and the writes wait', async () => {
    const owner = await createOwner(app);
    await connected(owner);
    standIn.calendar.revoke(owner.email);
    // The card's read finds out: the access token is refused, and a refresh answers invalid_grant.
    const card = await app.inject({
      method: 'GET',
      url: '/api/integrations/google-calendar?refresh=calendars',
      headers: owner.headers,
    });
    expect(card.json<TGoogleCalendarState>().status).toBe('RECONNECT_NEEDED');
    await createShoot(app, owner, {
      kind: serviceKinds.SESSION_TYPES,
      request: { date: '2027-06-01', startTime: '10:00', duration: 60 },
    });
    await writeDueEvents(workerOptions());
    await writeDueEvents(workerOptions());
    const answer = await state_(owner);
    expect(answer).toMatchObject({ status: 'RECONNECT_NEEDED', pendingWrites: 1 });
    const service = await createFullSession(app, owner);
    const { date } = dayAhead(owner);
    await publicTimes(service.path, date);
    await state_(owner);
    const sent = await emailsTo(owner.email, integrationMessages.googleCalendarReconnectSubject);
    expect(sent).toHaveLength(1);
    expect(sent[0]?.text).toContain(`${APP_URL}/management/integrations`);

    // Reconnecting sends what waited.
    await connected(owner);
    await writeDueEvents(workerOptions());
    expect(await state_(owner)).toMatchObject({ status: 'CONNECTED', pendingWrites: 0 });
  });
});

describe('busy times', () => {
  it('block a public time and show in the shoot form, after the cache’s life', async () => {
    const owner = await createOwner(app);
    await connected(owner);
    const service = await createFullSession(app, owner);
    const { date, at } = dayAhead(owner);
    const ten = at('10:00').toISOString();
    expect(await publicTimes(service.path, date)).toContain(ten);

    standIn.calendar.plantBusy(owner.email, at('10:00'), at('11:00'));
    // Within the cache's life the last answer stands...
    expect(await publicTimes(service.path, date)).toContain(ten);
    // ...and once it is older, Google is asked again on demand.
    await ageBusyCache(owner, 6);
    const times = await publicTimes(service.path, date);
    expect(times).not.toContain(ten);
    expect(times).toContain(at('12:00').toISOString());

    const conflicts = await app.inject({
      method: 'GET',
      url: `/api/services/${service.id}/shoot-time/conflict-shoots?startTime=${encodeURIComponent(at('10:30').toISOString())}&endTime=${encodeURIComponent(at('11:30').toISOString())}`,
      headers: owner.headers,
    });
    expect(conflicts.statusCode, conflicts.body).toBe(200);
    expect(conflicts.json<TConflictShootsResponse>()).toMatchObject({
      hasConflict: true,
      conflicts: [],
      calendarBusy: [{ startTime: at('10:00').toISOString(), endTime: at('11:00').toISOString() }],
    });
  });

  it('refuse a hold of a mini-session slot they overlap, even sent straight to the API', async () => {
    const owner = await createOwner(app);
    await connected(owner);
    const service = await createBookingService(app, owner);
    const { date } = dayAhead(owner, 14);
    const [free, busy] = await createSlots(app, owner, { serviceId: service.id, count: 2, date });
    if (!free || !busy) throw new Error('two slots expected');
    standIn.calendar.plantBusy(owner.email, busy.startTime, busy.endTime);
    await ageBusyCache(owner, 6);
    // The page, asked first, refreshes the busy times and shows the slot taken...
    const page = await publicRequest<TPublicAvailability>(
      app,
      'GET',
      `${service.path}/availability?from=${date}&days=1`,
    );
    const states = page.body.days.flatMap((day) => day.times.map((time) => time.state));
    expect(states).toEqual(['AVAILABLE', 'TAKEN']);
    // ...and a hold sent for it anyway is refused as taken; the free one is held.
    const refused = await publicRequest(app, 'POST', `${service.path}/holds`, { slotId: busy.id });
    expect(refused.status, refused.text).toBe(409);
    expect(refused.body).toMatchObject({ detail: messages.slotTaken });
    const held = await publicRequest(app, 'POST', `${service.path}/holds`, { slotId: free.id });
    expect(held.status, held.text).toBe(200);
  });

  it('count only the chosen calendars, and not the shoots’ own events', async () => {
    const owner = await createOwner(app);
    const first = await connected(owner);
    const family = first.calendars.find((calendar) => !calendar.isPrimary)?.id ?? '';
    const service = await createFullSession(app, owner);
    const { date, at } = dayAhead(owner, 12);
    standIn.calendar.plantBusy(family, at('13:00'), at('14:00'));
    expect(await publicTimes(service.path, date)).toContain(at('13:00').toISOString());
    await app.inject({
      method: 'PUT',
      url: '/api/integrations/google-calendar/calendars',
      headers: owner.headers,
      payload: { calendarIds: [owner.email, family] },
    });
    expect(await publicTimes(service.path, date)).not.toContain(at('13:00').toISOString());

    // A shoot written to Google is busy there, but it is not a conflict with itself.
    const { order } = await createShoot(app, owner, {
      kind: serviceKinds.SESSION_TYPES,
      request: { date, startTime: '15:00', duration: 60 },
    });
    await writeDueEvents(workerOptions());
    await ageBusyCache(owner, 6);
    const conflicts = await app.inject({
      method: 'GET',
      url: `/api/services/${service.id}/shoot-time/conflict-shoots?startTime=${encodeURIComponent(at('15:00').toISOString())}&endTime=${encodeURIComponent(at('16:00').toISOString())}`,
      headers: owner.headers,
    });
    expect(conflicts.json<TConflictShootsResponse>().calendarBusy).toEqual([]);
    expect(order.orderId).toBeTruthy();
  });

  it('keep the last answer through a short outage, then close the times that depended on Google', async () => {
    const owner = await createOwner(app);
    await connected(owner);
    const service = await createFullSession(app, owner);
    const { date, at } = dayAhead(owner, 14);
    standIn.calendar.plantBusy(owner.email, at('10:00'), at('11:00'));
    const before = await publicTimes(service.path, date);
    expect(before).not.toContain(at('10:00').toISOString());
    expect(before).toContain(at('12:00').toISOString());

    standIn.calendar.failApi(true);
    await ageBusyCache(owner, 10);
    expect(await publicTimes(service.path, date)).toEqual(before);
    await ageBusyCache(owner, 31);
    expect(await publicTimes(service.path, date)).toEqual([]);
    const [row] = await app.deps.db
      .select({ lastError: googleCalendarConnections.lastError })
      .from(googleCalendarConnections)
      .where(and(eq(googleCalendarConnections.businessId, owner.businessId)));
    expect(row?.lastError).toMatch(/503/);

    standIn.calendar.failApi(false);
    expect(await publicTimes(service.path, date)).toEqual(before);
  });
});
