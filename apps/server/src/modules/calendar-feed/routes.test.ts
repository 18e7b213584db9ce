// The calendar subscription feed: connecting, the public .ics a calendar app reads (parsed with
// ical.js), SEQUENCE after changes, cancellation, regenerating and disconnecting.
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import ICAL from 'ical.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serviceKinds } from '@studio/shared/enums';
import type { TCalendarFeed } from '@studio/shared/integrations/contracts';
import { createShoot } from '../../test/factories/order.ts';
import { createOwner, type Owner } from '../../test/factories/owner.ts';
import { testApp } from '../../test/harness.ts';

const APP_URL = 'https://studio.test';

let app: FastifyInstance;
beforeAll(async () => {
  app = await testApp({ appUrl: APP_URL });
});
afterAll(() => app.close());

const feedState = (owner: Owner) =>
  app.inject({ method: 'GET', url: '/api/integrations/calendar-feed', headers: owner.headers });
const connect = async (owner: Owner): Promise<TCalendarFeed> => {
  const res = await app.inject({
    method: 'POST',
    url: '/api/integrations/calendar-feed',
    headers: owner.headers,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<TCalendarFeed>();
};
/** Reads the feed the way a calendar app does: no credentials but the URL. */
const fetchFeed = (url: string) => app.inject({ method: 'GET', url: new URL(url).pathname });

type FeedEvent = {
  uid: string;
  summary: string;
  start: Date;
  end: Date;
  status: string | null;
  sequence: number;
  location: string | null;
  description: string;
};

function parseFeed(body: string): { calendar: ICAL.Component; events: FeedEvent[] } {
  const calendar = new ICAL.Component(ICAL.parse(body) as unknown[]);
  const events = calendar.getAllSubcomponents('vevent').map((component) => {
    const event = new ICAL.Event(component);
    return {
      uid: event.uid,
      summary: event.summary,
      start: event.startDate.toJSDate(),
      end: event.endDate.toJSDate(),
      status: component.getFirstPropertyValue('status') as string | null,
      sequence: event.sequence,
      location: event.location,
      description: event.description,
    };
  });
  return { calendar, events };
}

function wallClockInNewYork(date: Date): string {
  return new Intl.DateTimeFormat('en-CA', {
    timeZone: 'America/New_York',
    dateStyle: 'short',
    timeStyle: 'short',
    hourCycle: 'h23',
  }).format(date);
}

async function newYorkOwner(): Promise<Owner> {
  const owner = await createOwner(app, { businessName: 'Anna Photo' });
  await app.deps.db.execute(
    sql`update businesses set time_zone = 'America/New_York' where id = ${owner.businessId}`,
  );
  return owner;
}

describe('calendar feed', () => {
  it('is not connected until connected; the URL is given once, then only the state', async () => {
    const owner = await createOwner(app);
    expect((await feedState(owner)).json()).toEqual({
      isConnected: false,
      createdAt: null,
      url: null,
    });
    const feed = await connect(owner);
    expect(feed.url).toMatch(/^https:\/\/studio\.test\/api\/calendar\/[A-Za-z0-9_-]{43}\.ics$/);
    const state = (await feedState(owner)).json<TCalendarFeed>();
    expect(state).toEqual({ isConnected: true, createdAt: feed.createdAt, url: null });
    const integrations = await app.inject({
      method: 'GET',
      url: `/api/businesses/${owner.businessId}/integrations`,
      headers: owner.headers,
    });
    expect(integrations.json()).toEqual(['APPLE_CALENDAR']);
  });

  it('lists shoots at their local time after a DST change, with UID, link and refresh', async () => {
    const owner = await newYorkOwner();
    // Daylight saving time begins in New York on 2031-03-09; the shoot is on the day after.
    const { order } = await createShoot(app, owner, {
      kind: serviceKinds.SESSION_TYPES,
      request: {
        date: '2031-03-10',
        startTime: '10:00',
        duration: 90,
        fullName: 'Jane Client',
        shootLocation: 'Central Park',
      },
    });
    const feed = await connect(owner);
    const res = await fetchFeed(feed.url ?? '');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(res.headers['cache-control']).toMatch(/^private, max-age=\d+$/);
    expect(res.body).toContain('REFRESH-INTERVAL;VALUE=DURATION:PT15M');
    expect(res.body).toContain('X-PUBLISHED-TTL:PT15M');
    const { calendar, events } = parseFeed(res.body);
    expect(calendar.getFirstPropertyValue('x-wr-calname')).toBe('Anna Photo');
    expect(events).toHaveLength(1);
    const [event] = events;
    expect(event).toMatchObject({
      uid: `${order.orderId}@studio.test`,
      summary: `${order.service.name} with Jane Client`,
      location: 'Central Park',
      status: 'CONFIRMED',
      sequence: 0,
    });
    expect(wallClockInNewYork(event?.start ?? new Date(0))).toBe('2031-03-10, 10:00');
    expect(wallClockInNewYork(event?.end ?? new Date(0))).toBe('2031-03-10, 11:30');
    expect(event?.start.toISOString()).toBe('2031-03-10T14:00:00.000Z');
    expect(event?.description).toContain(`${APP_URL}/shoots/${order.orderId}`);
    // The feed's URL is a secret: it never appears inside the document.
    expect(res.body).not.toContain(new URL(feed.url ?? '').pathname);
  });

  it('raises SEQUENCE when a shoot moves and marks a cancelled shoot CANCELLED', async () => {
    const owner = await newYorkOwner();
    const { order } = await createShoot(app, owner, {
      kind: serviceKinds.SESSION_TYPES,
      request: { date: '2031-05-06', startTime: '09:00', duration: 60 },
    });
    const feed = await connect(owner);
    const url = feed.url ?? '';
    const first = parseFeed((await fetchFeed(url)).body).events[0];
    expect(first?.sequence).toBe(0);
    // Read again unchanged: the same SEQUENCE.
    expect(parseFeed((await fetchFeed(url)).body).events[0]?.sequence).toBe(0);

    const moved = await app.inject({
      method: 'PUT',
      url: `/api/orders/${order.orderId}/change-date-time`,
      headers: owner.headers,
      payload: { date: '2031-05-07', startTime: '11:00' },
    });
    expect(moved.statusCode, moved.body).toBe(200);
    const afterMove = parseFeed((await fetchFeed(url)).body).events[0];
    expect(afterMove?.sequence).toBe(1);
    expect(wallClockInNewYork(afterMove?.start ?? new Date(0))).toBe('2031-05-07, 11:00');

    const canceled = await app.inject({
      method: 'PATCH',
      url: `/api/orders/${order.orderId}/cancel-booking`,
      headers: owner.headers,
    });
    expect(canceled.statusCode, canceled.body).toBe(200);
    const afterCancel = parseFeed((await fetchFeed(url)).body).events;
    expect(afterCancel).toHaveLength(1);
    expect(afterCancel[0]).toMatchObject({
      uid: `${order.orderId}@studio.test`,
      status: 'CANCELLED',
      sequence: 2,
    });
  });

  it('regenerating revokes the old URL; disconnecting revokes the URL', async () => {
    const owner = await createOwner(app);
    const old = await connect(owner);
    const fresh = await connect(owner);
    expect(fresh.url).not.toBe(old.url);
    const revoked = await fetchFeed(old.url ?? '');
    expect(revoked.statusCode).toBe(404);
    expect(revoked.body).not.toContain('BEGIN:VCALENDAR');
    expect((await fetchFeed(fresh.url ?? '')).statusCode).toBe(200);

    const gone = await app.inject({
      method: 'DELETE',
      url: '/api/integrations/calendar-feed',
      headers: owner.headers,
    });
    expect(gone.statusCode).toBe(204);
    expect((await fetchFeed(fresh.url ?? '')).statusCode).toBe(404);
    expect((await feedState(owner)).json<TCalendarFeed>().isConnected).toBe(false);
    const integrations = await app.inject({
      method: 'GET',
      url: `/api/businesses/${owner.businessId}/integrations`,
      headers: owner.headers,
    });
    expect(integrations.json()).toEqual([]);
  });

  it("shows only its own business's shoots; made-up tokens answer 404", async () => {
    const anna = await createOwner(app);
    const bob = await createOwner(app);
    const annaShoot = await createShoot(app, anna);
    const bobShoot = await createShoot(app, bob);
    const annaFeed = await connect(anna);
    const body = (await fetchFeed(annaFeed.url ?? '')).body;
    const uids = parseFeed(body).events.map((event) => event.uid);
    expect(uids).toEqual([`${annaShoot.order.orderId}@studio.test`]);
    expect(body).not.toContain(bobShoot.order.orderId);
    for (const path of [
      `/api/calendar/${'A'.repeat(43)}.ics`,
      '/api/calendar/nothing.ics',
      `/api/calendar/${new URL(annaFeed.url ?? '').pathname.split('/').pop()?.replace('.ics', '')}`,
    ]) {
      expect((await app.inject({ method: 'GET', url: path })).statusCode).toBe(404);
    }
  });
});
