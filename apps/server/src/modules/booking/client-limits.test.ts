// What one client email may take of a business's calendar: upcoming bookings of a service per
// email (without online payment every checkout books at once), the owner's booking settings that
// set the limits, and the per-address hold limit read from them.
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TCheckoutResult, THold } from '@studio/shared/booking/contracts';
import {
  BOOKING_LIMIT_MAX,
  defaultBookingAvailability,
  type TBookingAvailability,
} from '@studio/shared/booking/settings';
import { messages } from '@studio/shared/messages';
import { apiClient } from '../../test/api-client.ts';
import { clientAddress, holdSlot, publicRequest } from '../../test/factories/booking.ts';
import { contactFields } from '../../test/factories/customer.ts';
import { createOwner, type Owner } from '../../test/factories/owner.ts';
import { type BookingService, createBookingService } from '../../test/factories/service.ts';
import { createSlots } from '../../test/factories/slot.ts';
import { testApp } from '../../test/harness.ts';
import { emailOutbox } from '../../platform/mail/schema.ts';
import { orders } from '../orders/schema.ts';
import { slots } from '../scheduling/schema.ts';
import { sendDueEmails } from '../../test/send-due-emails.ts';

type Problem = { detail: string; errors?: { field: string; message: string }[] };

let app: FastifyInstance;

beforeAll(async () => {
  app = await testApp({ rateLimitEnabled: true });
});
afterAll(async () => {
  await app.close();
});

async function book(service: BookingService, slotId: string, client: object) {
  const hold = await holdSlot(app, service, slotId);
  return publicRequest<TCheckoutResult & Problem>(app, 'POST', `${service.path}/checkout`, {
    ...client,
    holdToken: hold.holdToken,
  });
}

function saveSettings(owner: Owner, settings: Partial<TBookingAvailability>) {
  return apiClient<TBookingAvailability>(app, owner).post('/api/options/booking-availability', {
    ...defaultBookingAvailability,
    ...settings,
  });
}

describe('bookings of one client email without online payment', () => {
  it('books at most 2 upcoming times of a service per email, whatever its case; others still book', async () => {
    const owner = await createOwner(app);
    const service = await createBookingService(app, owner, { packageFee: null });
    const made = await createSlots(app, owner, { serviceId: service.id, count: 5 });
    const client = contactFields();
    for (const slot of made.slice(0, 2)) {
      expect((await book(service, slot.id, client)).status).toBe(200);
    }
    const third = await book(service, made[2]!.id, {
      ...client,
      email: `  ${client.email.toUpperCase()} `,
    });
    expect(third.status).toBe(429);
    expect(third.body.detail).toBe(messages.tooManyBookingsForEmail(2));
    // Nothing was booked or sent for the refusal; the time stays the client's hold meanwhile.
    const booked = await app.deps.db
      .select()
      .from(orders)
      .where(eq(orders.businessId, owner.businessId));
    expect(booked).toHaveLength(2);
    await sendDueEmails(app);
    const mails = await app.deps.db
      .select()
      .from(emailOutbox)
      .where(
        and(eq(emailOutbox.businessId, owner.businessId), eq(emailOutbox.toAddress, client.email)),
      );
    expect(mails).toHaveLength(2);
    const [held] = await app.deps.db.select().from(slots).where(eq(slots.id, made[2]!.id));
    expect(held).toMatchObject({ status: 'BOOKING', orderId: null });
    // Another client books the next time; another service of the business is its own count.
    expect((await book(service, made[3]!.id, contactFields())).status).toBe(200);
    const other = await createBookingService(app, owner, { packageFee: null });
    const [otherSlot] = await createSlots(app, owner, { serviceId: other.id, count: 1 });
    expect((await book(other, otherSlot!.id, client)).status).toBe(200);
  });

  it('two tabs of one email at the last place: exactly one books', async () => {
    const owner = await createOwner(app);
    const service = await createBookingService(app, owner, { packageFee: null });
    const made = await createSlots(app, owner, { serviceId: service.id, count: 3 });
    const client = contactFields();
    expect((await book(service, made[0]!.id, client)).status).toBe(200);
    const holds = await Promise.all(made.slice(1).map((slot) => holdSlot(app, service, slot.id)));
    const answers = await Promise.all(
      holds.map((hold) =>
        publicRequest<Problem>(app, 'POST', `${service.path}/checkout`, {
          ...client,
          holdToken: hold.holdToken,
        }),
      ),
    );
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 429]);
  });

  it('counts only upcoming, active bookings made on the public pages', async () => {
    const owner = await createOwner(app);
    const service = await createBookingService(app, owner, { packageFee: null });
    const made = await createSlots(app, owner, { serviceId: service.id, count: 4 });
    const client = contactFields();
    expect((await book(service, made[0]!.id, client)).status).toBe(200);
    expect((await book(service, made[1]!.id, client)).status).toBe(200);
    // One is cancelled, the other has passed (moved into the past): neither counts any more.
    const [first, second] = await app.deps.db
      .select()
      .from(orders)
      .where(eq(orders.businessId, owner.businessId));
    await app.deps.db.update(orders).set({ status: 'CANCELED' }).where(eq(orders.id, first!.id));
    await app.deps.db
      .update(orders)
      .set({ startTime: new Date(Date.now() - 86_400_000) })
      .where(eq(orders.id, second!.id));
    expect((await book(service, made[2]!.id, client)).status).toBe(200);
    expect((await book(service, made[3]!.id, client)).status).toBe(200);
  });
});

describe("the owner's booking settings", () => {
  it('answers the defaults until saved, checks each number and applies the saved limits', async () => {
    const owner = await createOwner(app);
    const api = apiClient<TBookingAvailability>(app, owner);
    const read = await api.get('/api/options/booking-availability');
    expect(read.status).toBe(200);
    expect(read.body).toEqual({
      maxOpenCheckoutsPerEmail: 2,
      maxUpcomingBookingsPerEmail: 2,
      maxLiveHoldsPerAddress: 3,
    });
    const refused = await saveSettings(owner, {
      maxUpcomingBookingsPerEmail: 0,
      maxLiveHoldsPerAddress: BOOKING_LIMIT_MAX + 1,
    });
    expect(refused.status).toBe(400);
    expect(refused.body.errors).toEqual([
      {
        field: 'maxUpcomingBookingsPerEmail',
        message: messages.bookingLimitRange(BOOKING_LIMIT_MAX),
      },
      { field: 'maxLiveHoldsPerAddress', message: messages.bookingLimitRange(BOOKING_LIMIT_MAX) },
    ]);

    // A family booking each child's session: the photographer allows 3.
    const saved = await saveSettings(owner, { maxUpcomingBookingsPerEmail: 3 });
    expect(saved.status).toBe(200);
    expect((await api.get('/api/options/booking-availability')).body).toMatchObject({
      maxUpcomingBookingsPerEmail: 3,
    });
    const service = await createBookingService(app, owner, { packageFee: null });
    const made = await createSlots(app, owner, { serviceId: service.id, count: 4 });
    const client = contactFields();
    for (const slot of made.slice(0, 3)) {
      expect((await book(service, slot.id, client)).status).toBe(200);
    }
    const fourth = await book(service, made[3]!.id, client);
    expect(fourth.status).toBe(429);
    expect(fourth.body.detail).toBe(messages.tooManyBookingsForEmail(3));
  });

  it('sets how many times one address may hold at once', async () => {
    const owner = await createOwner(app);
    expect((await saveSettings(owner, { maxLiveHoldsPerAddress: 1 })).status).toBe(200);
    const service = await createBookingService(app, owner, { packageFee: null });
    const [a, b] = await createSlots(app, owner, { serviceId: service.id, count: 2 });
    const address = clientAddress();
    const hold = (slotId: string) =>
      publicRequest<THold & Problem>(app, 'POST', `${service.path}/holds`, { slotId }, address);
    expect((await hold(a!.id)).status).toBe(200);
    const second = await hold(b!.id);
    expect(second.status).toBe(429);
    expect(second.body.detail).toBe(messages.tooManyLiveHolds(1));
  });
});
