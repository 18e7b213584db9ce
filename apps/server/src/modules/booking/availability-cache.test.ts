// The cached public availability answer must always equal a fresh one: every kind of write
// (public hold and checkout, the owner's routes, plain SQL of another writer) and the clock alone
// (a hold running out, a slot starting) change the next answer at once.
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { TPublicAvailability } from '@studio/shared/booking/contracts';
import { addDays } from '@studio/shared/scheduling/zoned-time';
import { apiClient } from '../../test/api-client.ts';
import { testApp } from '../../test/harness.ts';
import { holdSlot, publicRequest } from '../../test/factories/booking.ts';
import { contactFields } from '../../test/factories/customer.ts';
import { createOwner, type Owner } from '../../test/factories/owner.ts';
import { type BookingService, createBookingService } from '../../test/factories/service.ts';
import { createServiceSlot, createSlots, freshShootDate } from '../../test/factories/slot.ts';
import { slots } from '../scheduling/schema.ts';
import { services } from '../services/schema.ts';
import {
  AvailabilityCache,
  availabilitySerializer,
  setAvailabilityClock,
} from './availability-cache.ts';
import { availabilityVersions } from './schema.ts';

let app: FastifyInstance;
let owner: Owner;

beforeAll(async () => {
  app = await testApp();
  owner = await createOwner(app);
});
afterEach(() => {
  setAvailabilityClock(null);
});
afterAll(async () => {
  await app.close();
});

type Reply = { status: number; body: TPublicAvailability; etag: string; text: string };

async function availability(
  service: BookingService,
  date: string,
  ifNoneMatch?: string,
): Promise<Reply> {
  const res = await app.inject({
    method: 'GET',
    url: `${service.path}/availability?from=${date}&days=1`,
    headers: ifNoneMatch ? { 'if-none-match': ifNoneMatch } : {},
  });
  return {
    status: res.statusCode,
    body: res.body ? (res.json() as TPublicAvailability) : (null as never),
    etag: String(res.headers.etag ?? ''),
    text: res.body,
  };
}

function states(reply: Reply): string[] {
  return reply.body.days.flatMap((day) => day.times.map((time) => time.state));
}

function slotIds(reply: Reply): (string | null)[] {
  return reply.body.days.flatMap((day) => day.times.map((time) => time.slotId));
}

async function versionOf(businessId: string): Promise<number> {
  const [row] = await app.deps.db
    .select({ version: availabilityVersions.version })
    .from(availabilityVersions)
    .where(eq(availabilityVersions.businessId, businessId));
  return Number(row?.version ?? 0);
}

async function miniWithSlots(count: number) {
  const service = await createBookingService(app, owner);
  const date = freshShootDate();
  const made = await createSlots(app, owner, { serviceId: service.id, count, date });
  return { service, date, made };
}

describe('the cached public availability', () => {
  it('answers 304 to its ETag until something changes, then the new answer', async () => {
    const { service, date, made } = await miniWithSlots(2);
    const first = await availability(service, date);
    expect(first.status).toBe(200);
    expect(first.etag).toMatch(/^"[\w-]+"$/);
    expect(states(first)).toEqual(['AVAILABLE', 'AVAILABLE']);
    const res = await app.inject({
      method: 'GET',
      url: `${service.path}/availability?from=${date}&days=1`,
    });
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.headers['content-type']).toBe('application/json; charset=utf-8');

    const again = await availability(service, date, first.etag);
    expect(again.status).toBe(304);
    expect(again.text).toBe('');
    const bare = await app.inject({
      method: 'GET',
      url: `${service.path}/availability?from=${date}&days=1`,
      headers: { 'if-none-match': first.etag },
    });
    expect(bare.headers['content-length']).toBeUndefined();
    expect(bare.headers['content-type']).toBeUndefined();
    expect(again.etag).toBe(first.etag);
    expect((await availability(service, date, `W/${first.etag}, "other"`)).status).toBe(304);
    expect((await availability(service, date, '"other"')).status).toBe(200);

    await holdSlot(app, service, made[0]!.id);
    const changed = await availability(service, date, first.etag);
    expect(changed.status).toBe(200);
    expect(changed.etag).not.toBe(first.etag);
    expect(states(changed)).toEqual(['HELD', 'AVAILABLE']);
  });

  it('shows a hold and then a checkout at once', async () => {
    const { service, date, made } = await miniWithSlots(2);
    expect(states(await availability(service, date))).toEqual(['AVAILABLE', 'AVAILABLE']);
    const hold = await holdSlot(app, service, made[1]!.id);
    expect(states(await availability(service, date))).toEqual(['AVAILABLE', 'HELD']);
    const checkout = await publicRequest<{ status: string }>(
      app,
      'POST',
      `${service.path}/checkout`,
      { ...contactFields(), holdToken: hold.holdToken, packageId: service.packageId },
    );
    expect(checkout.status).toBe(200);
    expect(checkout.body.status).toBe('CONFIRMED');
    expect(states(await availability(service, date))).toEqual(['AVAILABLE', 'TAKEN']);
  });

  it("shows the owner's slot edits and a paused service at once", async () => {
    const { service, date, made } = await miniWithSlots(3);
    const api = apiClient(app, owner);
    expect(slotIds(await availability(service, date))).toEqual(made.map((slot) => slot.id));

    const edit = await api.put(`/api/services/${service.id}/slots/${made[1]!.id}`, {
      isBreakTime: true,
    });
    expect(edit.status).toBe(200);
    expect(slotIds(await availability(service, date))).toEqual([made[0]!.id, made[2]!.id]);

    const moved = await api.put(`/api/services/${service.id}/slots/${made[0]!.id}`, {
      startTime: '08:00',
      endTime: '08:30',
    });
    expect(moved.status).toBe(200);
    const afterMove = await availability(service, date);
    expect(afterMove.body.days[0]?.times[0]?.startTime).toBe(`${date}T08:00:00.000Z`);

    const removed = await api.delete(`/api/services/${service.id}/slots/${made[2]!.id}`);
    expect(removed.status).toBe(200);
    expect(slotIds(await availability(service, date))).toEqual([made[0]!.id]);

    const paused = await api.patch(`/api/services/${service.id}/service-options`, {
      isPaused: true,
    });
    expect(paused.status).toBe(200);
    expect((await availability(service, date)).status).toBe(404);
    await api.patch(`/api/services/${service.id}/service-options`, { isPaused: false });
    expect(slotIds(await availability(service, date))).toEqual([made[0]!.id]);
  });

  it("shows another service's overlapping slot, written by plain SQL, at once", async () => {
    const { service, date, made } = await miniWithSlots(2);
    expect(states(await availability(service, date))).toEqual(['AVAILABLE', 'AVAILABLE']);
    const other = await createBookingService(app, owner);
    // Another writer: straight into the tables, as another instance or a script would.
    await createServiceSlot(app, owner, {
      serviceId: other.id,
      startTime: new Date(made[1]!.startTime.getTime() + 10 * 60_000),
    });
    expect(states(await availability(service, date))).toEqual(['AVAILABLE', 'TAKEN']);
    // A deleted service's free slot stops taking the time.
    await app.deps.db
      .update(services)
      .set({ deletedAt: new Date() })
      .where(eq(services.id, other.id));
    expect(states(await availability(service, date))).toEqual(['AVAILABLE', 'AVAILABLE']);
  });

  it('shows an ended hold as AVAILABLE with no write at all, when its lockout ends', async () => {
    const { service, date, made } = await miniWithSlots(2);
    await holdSlot(app, service, made[0]!.id);
    const [row] = await app.deps.db
      .update(slots)
      .set({ lockoutEnd: sql`now() + interval '5 seconds'` })
      .where(eq(slots.id, made[0]!.id))
      .returning({ lockoutEnd: slots.lockoutEnd });
    const lockoutEnd = row!.lockoutEnd!.getTime();
    setAvailabilityClock(() => lockoutEnd - 2_000);
    const held = await availability(service, date);
    expect(states(held)).toEqual(['HELD', 'AVAILABLE']);
    const version = await versionOf(owner.businessId);
    // Still cached a moment before the end (same answer), AVAILABLE right after it.
    setAvailabilityClock(() => lockoutEnd - 1);
    expect((await availability(service, date, held.etag)).status).toBe(304);
    setAvailabilityClock(() => lockoutEnd + 1);
    const ended = await availability(service, date, held.etag);
    expect(ended.status).toBe(200);
    expect(states(ended)).toEqual(['AVAILABLE', 'AVAILABLE']);
    expect(await versionOf(owner.businessId)).toBe(version);
  });

  it('drops a slot once it starts, with no write at all', async () => {
    const service = await createBookingService(app, owner);
    const now = Date.now();
    const soon = await createServiceSlot(app, owner, {
      serviceId: service.id,
      startTime: new Date(now + 20_000),
    });
    const today = soon.startTime.toISOString().slice(0, 10);
    setAvailabilityClock(() => now);
    const first = await app.inject({
      method: 'GET',
      url: `${service.path}/availability?from=${today}&days=2`,
    });
    const ids = (body: TPublicAvailability) =>
      body.days.flatMap((day) => day.times.map((time) => time.slotId));
    expect(ids(first.json())).toEqual([soon.id]);
    const version = await versionOf(owner.businessId);
    setAvailabilityClock(() => soon.startTime.getTime() + 1);
    const later = await app.inject({
      method: 'GET',
      url: `${service.path}/availability?from=${today}&days=2`,
    });
    expect(ids(later.json())).toEqual([]);
    expect(await versionOf(owner.businessId)).toBe(version);
  });

  it("never serves another business's or another service's answer", async () => {
    const one = await miniWithSlots(1);
    const two = await createBookingService(app, owner);
    // Another day: the same hour on one day would overlap (TAKEN) across the business's services.
    const twoDate = freshShootDate();
    const twoSlots = await createSlots(app, owner, { serviceId: two.id, count: 1, date: twoDate });
    const otherOwner = await createOwner(app);
    const foreign = await createBookingService(app, otherOwner);
    const foreignSlots = await createSlots(app, otherOwner, {
      serviceId: foreign.id,
      count: 1,
      date: one.date,
    });
    for (let round = 0; round < 2; round += 1) {
      const a = await availability(one.service, one.date);
      const b = await availability(two, twoDate);
      const c = await availability(foreign, one.date);
      expect(slotIds(a)).toEqual([one.made[0]!.id]);
      expect(slotIds(b)).toEqual([twoSlots[0]!.id]);
      expect(slotIds(c)).toEqual([foreignSlots[0]!.id]);
      expect(slotIds(await availability(two, one.date, a.etag))).toEqual([]);
      expect((await availability(foreign, one.date, a.etag)).status).toBe(200);
    }
    // The other business's service under this business's slug is not found, cached or not.
    const crossed = `/api/public/businesses/${owner.business.slug}/services/${foreign.slug}`;
    const res = await app.inject({
      method: 'GET',
      url: `${crossed}/availability?from=${one.date}`,
    });
    expect(res.statusCode).toBe(404);
  });

  it('keeps at most its entry count, dropping the least recently used', async () => {
    const { service, date } = await miniWithSlots(1);
    const cache = new AvailabilityCache(availabilitySerializer(false), {
      maxEntries: 2,
      maxBytes: 1_000_000,
    });
    const slugs = { businessSlug: owner.business.slug, serviceSlug: service.slug };
    for (const day of [0, 1, 2, 0]) {
      const answer = await cache.answer(
        app.deps.db,
        slugs,
        { from: addDays(date, day), days: 1 },
        undefined,
      );
      expect(answer.status).toBe(200);
    }
    expect(cache.size).toBe(2);
    const tiny = new AvailabilityCache(availabilitySerializer(false), {
      maxEntries: 10,
      maxBytes: 10,
    });
    await tiny.answer(app.deps.db, slugs, { from: date, days: 1 }, undefined);
    expect(tiny.size).toBe(0);
  });
});
