import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  TCheckoutResult,
  TPublicAvailability,
  TPublicBooking,
} from '@studio/shared/booking/contracts';
import { messages } from '@studio/shared/messages';
import { instantToWall } from '@studio/shared/scheduling/zoned-time';
import { testApp } from '../../test/harness.ts';
import { holdSlot, publicRequest } from '../../test/factories/booking.ts';
import { contactFields } from '../../test/factories/customer.ts';
import { createOwner, type Owner, setBusinessTimeZone } from '../../test/factories/owner.ts';
import {
  type BookingService,
  createBookingService,
  createFullSession,
} from '../../test/factories/service.ts';
import { createServiceSlot, createSlots, freshShootDate } from '../../test/factories/slot.ts';
import { orderActivities, orders } from '../orders/schema.ts';
import { slots } from '../scheduling/schema.ts';

let app: FastifyInstance;
let owner: Owner;

beforeAll(async () => {
  app = await testApp();
  owner = await createOwner(app);
});
afterAll(async () => {
  await app.close();
});

async function book(
  service: BookingService,
  slotId: string,
): Promise<{ orderId: string; token: string }> {
  const hold = await holdSlot(app, service, slotId);
  const res = await publicRequest<TCheckoutResult>(app, 'POST', `${service.path}/checkout`, {
    ...contactFields(),
    holdToken: hold.holdToken,
    packageId: service.packageId,
  });
  if (res.body.status !== 'CONFIRMED')
    throw new Error(`checkout answered ${res.status}: ${res.text}`);
  return { orderId: res.body.orderId, token: res.body.manageToken };
}

describe('the manage link', () => {
  it('shows the booking; a changed character or another booking never answers', async () => {
    const service = await createBookingService(app, owner);
    const [a, b] = await createSlots(app, owner, { serviceId: service.id, count: 2 });
    const first = await book(service, a!.id);
    const second = await book(service, b!.id);
    const res = await publicRequest<TPublicBooking>(
      app,
      'GET',
      `/api/public/bookings/${first.token}`,
    );
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      orderId: first.orderId,
      status: 'ACTIVE',
      startTime: a!.startTime.toISOString(),
      canChange: true,
      isMiniSession: true,
    });
    expect(res.body.invoices.length).toBeGreaterThan(0);

    const signature = first.token.split('.')[1]!;
    for (const index of [0, 5, first.token.length - 1]) {
      const char = first.token[index] === 'A' ? 'B' : 'A';
      const tampered = first.token.slice(0, index) + char + first.token.slice(index + 1);
      const answer = await publicRequest<{ detail: string }>(
        app,
        'GET',
        `/api/public/bookings/${encodeURIComponent(tampered)}`,
      );
      expect(answer.status).toBe(404);
      expect(answer.body.detail).toBe(messages.bookingNotFound);
    }
    const crossed = `${second.orderId}.${signature}`;
    expect((await publicRequest(app, 'GET', `/api/public/bookings/${crossed}`)).status).toBe(404);
  });

  it('offers the booking as an .ics file with UTC times', async () => {
    const service = await createBookingService(app, owner);
    const [slot] = await createSlots(app, owner, { serviceId: service.id, count: 1 });
    const { orderId, token } = await book(service, slot!.id);
    const res = await publicRequest(app, 'GET', `/api/public/bookings/${token}/calendar.ics`);
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/calendar/);
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="booking-${orderId}.ics"`,
    );
    const stamp = (date: Date) => date.toISOString().replace(/[-:]/g, '').replace('.000', '');
    expect(res.text).toContain('BEGIN:VEVENT');
    expect(res.text).toContain(`DTSTART:${stamp(slot!.startTime)}`);
    expect(res.text).toContain(`DTEND:${stamp(new Date(slot!.startTime.getTime() + 30 * 60_000))}`);
    expect(res.text).toMatch(new RegExp(`UID:${orderId}@`));
    expect(res.text).toMatch(/DTSTAMP:\d{8}T\d{6}Z/);
    expect(res.text).toContain('SUMMARY:');
    expect(res.text).toContain('LOCATION:');
  });

  it('cancels when the service allows it and logs CANCELED with the client as actor', async () => {
    const service = await createBookingService(app, owner);
    const [slot] = await createSlots(app, owner, { serviceId: service.id, count: 1 });
    const { orderId, token } = await book(service, slot!.id);
    const res = await publicRequest<TPublicBooking>(
      app,
      'POST',
      `/api/public/bookings/${token}/cancel`,
    );
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      status: 'CANCELED',
      canChange: false,
      changeClosedReason: messages.bookingCanceled,
    });
    const [stored] = await app.deps.db.select().from(slots).where(eq(slots.id, slot!.id));
    expect(stored).toMatchObject({ status: 'AVAILABLE', orderId: null });
    const activities = await app.deps.db
      .select()
      .from(orderActivities)
      .where(eq(orderActivities.orderId, orderId));
    const canceled = activities.find((activity) => activity.type === 'CANCELED');
    expect(canceled).toMatchObject({ actorAccountId: null, actorName: res.body.fullName });
    const again = await publicRequest<{ detail: string }>(
      app,
      'POST',
      `/api/public/bookings/${token}/cancel`,
    );
    expect(again.status).toBe(409);
  });

  it('refuses changes the service does not allow, or too close to the session', async () => {
    const closed = await createBookingService(app, owner, { allowClientChanges: false });
    const [slot] = await createSlots(app, owner, { serviceId: closed.id, count: 1 });
    const booking = await book(closed, slot!.id);
    const refused = await publicRequest<{ detail: string }>(
      app,
      'POST',
      `/api/public/bookings/${booking.token}/cancel`,
    );
    expect(refused.status).toBe(409);
    expect(refused.body.detail).toBe(messages.clientChangesClosed);

    const soon = await createBookingService(app, owner, { clientChangeNoticeHours: 48 });
    const start = new Date(Date.now() + 24 * 3_600_000);
    start.setUTCSeconds(0, 0);
    const near = await createServiceSlot(app, owner, { serviceId: soon.id, startTime: start });
    const late = await book(soon, near.id);
    const view = await publicRequest<TPublicBooking>(
      app,
      'GET',
      `/api/public/bookings/${late.token}`,
    );
    expect(view.body).toMatchObject({
      canChange: false,
      changeClosedReason: messages.clientChangeNoticePassed(48),
    });
    const tooLate = await publicRequest<{ detail: string }>(
      app,
      'POST',
      `/api/public/bookings/${late.token}/move`,
      {
        slotId: near.id,
      },
    );
    expect(tooLate.status).toBe(409);
    expect(tooLate.body.detail).toBe(messages.clientChangeNoticePassed(48));
    const [order] = await app.deps.db.select().from(orders).where(eq(orders.id, late.orderId));
    expect(order?.status).toBe('ACTIVE');
  });

  it('moves a mini session booking to another free slot (MOVED); a taken slot is refused', async () => {
    const service = await createBookingService(app, owner);
    const [a, b, c] = await createSlots(app, owner, { serviceId: service.id, count: 3 });
    const mine = await book(service, a!.id);
    await book(service, c!.id);
    const taken = await publicRequest(app, 'POST', `/api/public/bookings/${mine.token}/move`, {
      slotId: c!.id,
    });
    expect(taken.status).toBe(409);
    const moved = await publicRequest<TPublicBooking>(
      app,
      'POST',
      `/api/public/bookings/${mine.token}/move`,
      {
        slotId: b!.id,
      },
    );
    expect(moved.status).toBe(200);
    expect(moved.body.startTime).toBe(b!.startTime.toISOString());
    const rows = await app.deps.db.select().from(slots).where(eq(slots.serviceId, service.id));
    expect(rows.find((row) => row.id === a!.id)).toMatchObject({
      status: 'AVAILABLE',
      orderId: null,
    });
    expect(rows.find((row) => row.id === b!.id)).toMatchObject({
      status: 'BOOKED',
      orderId: mine.orderId,
    });
    const activities = await app.deps.db
      .select()
      .from(orderActivities)
      .where(eq(orderActivities.orderId, mine.orderId));
    expect(
      activities.some((activity) => activity.type === 'MOVED' && activity.actorAccountId === null),
    ).toBe(true);
  });

  it('a full session booking cannot be moved by the client', async () => {
    const service = await createFullSession(app, owner);
    const date = freshShootDate();
    const hold = await publicRequest<{ holdToken: string; slotId: string }>(
      app,
      'POST',
      `${service.path}/holds`,
      {
        startTime: `${date}T09:00:00.000Z`,
        packageId: service.packageId,
      },
    );
    expect(hold.status).toBe(200);
    const res = await publicRequest<TCheckoutResult>(app, 'POST', `${service.path}/checkout`, {
      ...contactFields(),
      holdToken: hold.body.holdToken,
      packageId: service.packageId,
    });
    if (res.body.status !== 'CONFIRMED') throw new Error(res.text);
    const [slot] = await app.deps.db.select().from(slots).where(eq(slots.id, hold.body.slotId));
    expect(slot).toMatchObject({ status: 'BOOKED', orderId: res.body.orderId });
    const move = await publicRequest<{ detail: string }>(
      app,
      'POST',
      `/api/public/bookings/${res.body.manageToken}/move`,
      { slotId: hold.body.slotId },
    );
    expect(move.status).toBe(409);
    expect(move.body.detail).toBe(messages.clientMoveMiniSessions);
  });
});

describe('daylight-saving change days', () => {
  it('shows a mini session slot and full session times at their wall time on the change day', async () => {
    const dstOwner = await createOwner(app);
    await setBusinessTimeZone(app, dstOwner.businessId, 'America/New_York');
    // 2031-03-09: clocks in New York jump from 2:00 to 3:00; 10:00 EDT is 14:00 UTC.
    const mini = await createBookingService(app, dstOwner);
    const slot = await createServiceSlot(app, dstOwner, {
      serviceId: mini.id,
      startTime: new Date('2031-03-09T14:00:00.000Z'),
    });
    const miniDay = await publicRequest<TPublicAvailability>(
      app,
      'GET',
      `${mini.path}/availability?from=2031-03-09&days=1`,
    );
    expect(miniDay.body.timeZone).toBe('America/New_York');
    expect(miniDay.body.days).toHaveLength(1);
    expect(miniDay.body.days[0]?.date).toBe('2031-03-09');
    expect(miniDay.body.days[0]?.times[0]).toMatchObject({
      slotId: slot.id,
      startTime: '2031-03-09T14:00:00.000Z',
    });

    const full = await createFullSession(app, dstOwner);
    const days = await publicRequest<TPublicAvailability>(
      app,
      'GET',
      `${full.path}/availability?from=2031-03-08&days=2&packageId=${full.packageId}`,
    );
    const [saturday, sunday] = days.body.days;
    expect(saturday?.times[0]?.startTime).toBe('2031-03-08T14:00:00.000Z');
    expect(sunday?.date).toBe('2031-03-09');
    expect(sunday?.times[0]?.startTime).toBe('2031-03-09T13:00:00.000Z');
    for (const day of days.body.days) {
      for (const time of day.times) {
        expect(instantToWall(time.startTime, 'America/New_York').date).toBe(day.date);
      }
      expect(instantToWall(day.times[0]!.startTime, 'America/New_York').time).toBe('09:00');
    }
  });
});
