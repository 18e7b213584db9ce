import { and, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { THold, TPublicAvailability } from '@studio/shared/booking/contracts';
import { messages } from '@studio/shared/messages';
import { testApp } from '../../test/harness.ts';
import { clientAddress, holdSlot, publicRequest } from '../../test/factories/booking.ts';
import { createOwner, type Owner } from '../../test/factories/owner.ts';
import { createBookingService, createFullSession } from '../../test/factories/service.ts';
import { createSlots, freshShootDate } from '../../test/factories/slot.ts';
import { serviceDates, slots } from '../scheduling/schema.ts';
import { services } from '../services/schema.ts';
import { sweepHolds } from './sweeper.ts';

type Taken = {
  status: number;
  detail: string;
  alternatives: { slotId: string | null; startTime: string }[];
};

let app: FastifyInstance;
let owner: Owner;

beforeAll(async () => {
  app = await testApp();
  owner = await createOwner(app);
});
afterAll(async () => {
  await app.close();
});

async function slotRow(id: string) {
  const [row] = await app.deps.db.select().from(slots).where(eq(slots.id, id));
  return row;
}

describe('holding a mini session slot', () => {
  it('holds the slot for 15 minutes; the next client is told it is taken and offered the nearest times', async () => {
    const service = await createBookingService(app, owner);
    const [first, second, third] = await createSlots(app, owner, {
      serviceId: service.id,
      count: 3,
    });
    const hold = await holdSlot(app, service, second!.id);
    const lockout = Date.parse(hold.lockoutEnd) - Date.now();
    expect(lockout).toBeGreaterThan(14 * 60_000);
    expect(lockout).toBeLessThanOrEqual(15 * 60_000 + 5_000);
    const stored = await slotRow(second!.id);
    expect(stored?.status).toBe('BOOKING');
    expect(stored?.orderId).toBeNull();
    expect(stored?.holdTokenHash).toMatch(/^[0-9a-f]{64}$/);

    const again = await publicRequest<Taken>(app, 'POST', `${service.path}/holds`, {
      slotId: second!.id,
    });
    expect(again.status).toBe(409);
    expect(again.body.detail).toBe(messages.slotTaken);
    expect(again.body.alternatives.map((time) => time.slotId)).toEqual([first!.id, third!.id]);

    const date = first!.startTime.toISOString().slice(0, 10);
    const availability = await publicRequest<TPublicAvailability>(
      app,
      'GET',
      `${service.path}/availability?from=${date}&days=1`,
    );
    expect(availability.status).toBe(200);
    expect(availability.body.days[0]?.times.map((time) => time.state)).toEqual([
      'AVAILABLE',
      'HELD',
      'AVAILABLE',
    ]);
  });

  it('of 200 clients asking for one slot at once exactly one holds it', async () => {
    const service = await createBookingService(app, owner);
    const [slot] = await createSlots(app, owner, { serviceId: service.id, count: 1 });
    const answers = await Promise.all(
      Array.from({ length: 200 }, () =>
        app.inject({
          method: 'POST',
          url: `${service.path}/holds`,
          payload: { slotId: slot!.id },
          remoteAddress: clientAddress(),
        }),
      ),
    );
    const codes = answers.map((answer) => answer.statusCode);
    expect(codes.filter((code) => code === 200)).toHaveLength(1);
    expect(codes.filter((code) => code === 409)).toHaveLength(199);
    const winner = answers.find((answer) => answer.statusCode === 200)?.json<THold>();
    const stored = await slotRow(slot!.id);
    expect(stored?.status).toBe('BOOKING');
    expect(winner?.slotId).toBe(slot!.id);
  });

  it('an expired hold is free for the next client without any request, and the sweeper tidies it', async () => {
    const service = await createBookingService(app, owner);
    const [slot] = await createSlots(app, owner, { serviceId: service.id, count: 1 });
    await holdSlot(app, service, slot!.id);
    await app.deps.db
      .update(slots)
      .set({ lockoutEnd: sql`now() - interval '1 second'` })
      .where(eq(slots.id, slot!.id));
    const date = slot!.startTime.toISOString().slice(0, 10);
    const availability = await publicRequest<TPublicAvailability>(
      app,
      'GET',
      `${service.path}/availability?from=${date}&days=1`,
    );
    expect(availability.body.days[0]?.times[0]?.state).toBe('AVAILABLE');
    const swept = await sweepHolds(app.deps.db);
    expect(swept.released).toBeGreaterThanOrEqual(1);
    const stored = await slotRow(slot!.id);
    expect(stored).toMatchObject({ status: 'AVAILABLE', lockoutEnd: null, holdTokenHash: null });
    const next = await holdSlot(app, service, slot!.id);
    expect(next.slotId).toBe(slot!.id);
  });

  it('releasing a hold frees the slot at once and is idempotent; another token releases nothing', async () => {
    const service = await createBookingService(app, owner);
    const [slot] = await createSlots(app, owner, { serviceId: service.id, count: 1 });
    const hold = await holdSlot(app, service, slot!.id);
    const forged = `${slot!.id}.${'x'.repeat(43)}`;
    expect((await publicRequest(app, 'DELETE', `/api/public/holds/${forged}`)).status).toBe(204);
    expect((await slotRow(slot!.id))?.status).toBe('BOOKING');
    for (let i = 0; i < 2; i += 1) {
      const res = await publicRequest(app, 'DELETE', `/api/public/holds/${hold.holdToken}`);
      expect(res.status).toBe(204);
    }
    expect(await slotRow(slot!.id)).toMatchObject({ status: 'AVAILABLE', holdTokenHash: null });
  });

  it('break times, booked and past slots cannot be held', async () => {
    const service = await createBookingService(app, owner);
    const [booked, breakTime] = await createSlots(app, owner, { serviceId: service.id, count: 2 });
    await app.deps.db
      .update(slots)
      .set({ status: 'BOOKED', orderId: 'OTAKEN00000' })
      .where(eq(slots.id, booked!.id));
    await app.deps.db.update(slots).set({ isBreakTime: true }).where(eq(slots.id, breakTime!.id));
    const [past] = await createSlots(app, owner, {
      serviceId: service.id,
      count: 1,
      date: '2020-01-01',
    });
    for (const id of [booked!.id, breakTime!.id, past!.id]) {
      const res = await publicRequest(app, 'POST', `${service.path}/holds`, { slotId: id });
      expect(res.status).toBe(409);
    }
  });

  it('a paused, private or deleted service is not open for booking', async () => {
    const service = await createBookingService(app, owner);
    const [slot] = await createSlots(app, owner, { serviceId: service.id, count: 1 });
    for (const change of [{ isPaused: true }, { isPrivate: true }, { deletedAt: new Date() }]) {
      await app.deps.db.update(services).set(change).where(eq(services.id, service.id));
      const page = await publicRequest<{ detail: string }>(app, 'GET', service.path);
      expect(page.status).toBe(404);
      expect(page.body.detail).toBe(messages.bookingPageNotFound);
      const hold = await publicRequest(app, 'POST', `${service.path}/holds`, { slotId: slot!.id });
      expect(hold.status).toBe(404);
      await app.deps.db
        .update(services)
        .set({ isPaused: false, isPrivate: false, deletedAt: null })
        .where(eq(services.id, service.id));
    }
    expect((await publicRequest(app, 'GET', service.path)).status).toBe(200);
  });
});

describe('holding a full session time', () => {
  it('of two overlapping times asked for at once exactly one is held', async () => {
    const service = await createFullSession(app, owner);
    const date = freshShootDate();
    const answers = await Promise.all(
      ['10:00', '10:30', '10:00', '10:30'].map((time) =>
        publicRequest(app, 'POST', `${service.path}/holds`, {
          startTime: `${date}T${time}:00.000Z`,
          packageId: service.packageId,
        }),
      ),
    );
    // 60-minute package: 10:00 and 10:30 overlap, but a 10:30 start is not on the template's grid
    // (starts step by duration from 09:00), so it is never offered.
    expect(answers.map((answer) => answer.status).filter((code) => code === 200)).toHaveLength(1);
    const held = await app.deps.db
      .select()
      .from(slots)
      .where(and(eq(slots.serviceId, service.id), eq(slots.status, 'BOOKING')));
    expect(held).toHaveLength(1);
    expect(held[0]?.startTime.toISOString()).toBe(`${date}T10:00:00.000Z`);
  });

  it('a held time is busy for every service of the business, and the sweeper removes it when it expires', async () => {
    const service = await createFullSession(app, owner);
    const other = await createFullSession(app, owner);
    const date = freshShootDate();
    const hold = await publicRequest<THold>(app, 'POST', `${service.path}/holds`, {
      startTime: `${date}T11:00:00.000Z`,
      packageId: service.packageId,
    });
    expect(hold.status).toBe(200);
    const availability = await publicRequest<TPublicAvailability>(
      app,
      'GET',
      `${other.path}/availability?from=${date}&days=1&packageId=${other.packageId}`,
    );
    const starts = availability.body.days[0]?.times.map((time) => time.startTime) ?? [];
    expect(starts).toContain(`${date}T10:00:00.000Z`);
    expect(starts).not.toContain(`${date}T11:00:00.000Z`);
    const refused = await publicRequest<Taken>(app, 'POST', `${other.path}/holds`, {
      startTime: `${date}T11:00:00.000Z`,
      packageId: other.packageId,
    });
    expect(refused.status).toBe(409);
    expect(refused.body.alternatives.length).toBeGreaterThan(0);
    expect(refused.body.alternatives.length).toBeLessThanOrEqual(6);

    await app.deps.db
      .update(slots)
      .set({ lockoutEnd: sql`now() - interval '1 second'` })
      .where(eq(slots.id, hold.body.slotId));
    const swept = await sweepHolds(app.deps.db);
    expect(swept.removed).toBeGreaterThanOrEqual(1);
    expect(await slotRow(hold.body.slotId)).toBeUndefined();
    const dates = await app.deps.db
      .select()
      .from(serviceDates)
      .where(and(eq(serviceDates.serviceId, service.id), eq(serviceDates.date, date)));
    expect(dates).toHaveLength(0);
  });
});
