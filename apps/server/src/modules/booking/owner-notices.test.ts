// The owner hears by email (an outbox row, committed with the change) when a client cancels or
// moves a booking from the manage link; a refused change sends nothing.
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TCheckoutResult } from '@studio/shared/booking/contracts';
import { emailOutbox } from '../../platform/mail/schema.ts';
import { holdSlot, publicRequest } from '../../test/factories/booking.ts';
import { contactFields } from '../../test/factories/customer.ts';
import { createOwner, type Owner } from '../../test/factories/owner.ts';
import { type BookingService, createBookingService } from '../../test/factories/service.ts';
import { createSlots } from '../../test/factories/slot.ts';
import { testApp } from '../../test/harness.ts';
import { whenIn } from './confirm.ts';

let app: FastifyInstance;
let owner: Owner;
let timeZone: string;

beforeAll(async () => {
  app = await testApp();
  owner = await createOwner(app);
  timeZone = owner.business.timeZone;
});
afterAll(async () => {
  await app.close();
});

async function book(service: BookingService, slotId: string) {
  const hold = await holdSlot(app, service, slotId);
  const client = contactFields();
  const res = await publicRequest<TCheckoutResult>(app, 'POST', `${service.path}/checkout`, {
    ...client,
    holdToken: hold.holdToken,
    packageId: service.packageId,
  });
  if (res.body.status !== 'CONFIRMED') throw new Error(`checkout answered ${res.text}`);
  return { orderId: res.body.orderId, token: res.body.manageToken, client };
}

/** The owner's emails about one order (the shoot link names it), oldest first. */
async function ownerMails(orderId: string) {
  const rows = await app.deps.db
    .select()
    .from(emailOutbox)
    .where(
      and(
        eq(emailOutbox.businessId, owner.businessId),
        eq(emailOutbox.toAddress, owner.business.email),
      ),
    )
    .orderBy(emailOutbox.createdAt);
  return rows.filter((row) => row.text.includes(`/shoots/${orderId}`));
}

describe("the owner's notice of a client's change", () => {
  it('is queued when the client cancels', async () => {
    const service = await createBookingService(app, owner);
    const [slot] = await createSlots(app, owner, { serviceId: service.id, count: 1 });
    const { orderId, token, client } = await book(service, slot!.id);
    expect((await ownerMails(orderId)).map((mail) => mail.subject)).toEqual([
      expect.stringMatching(/^New booking:/),
    ]);

    const res = await publicRequest(app, 'POST', `/api/public/bookings/${token}/cancel`);
    expect(res.status).toBe(200);
    const notice = (await ownerMails(orderId)).at(-1);
    expect(notice?.subject).toMatch(new RegExp(`^Booking cancelled: ${client.fullName}, `));
    expect(notice?.replyTo).toBe(client.email);
    expect(notice?.text).toContain(`${client.fullName} cancelled their booking`);
    expect(notice?.text).toContain(client.email);
    expect(notice?.text).toContain(`Was booked for: ${whenIn(slot!.startTime, timeZone)}`);

    // Cancelling again is refused and tells nobody.
    const again = await publicRequest(app, 'POST', `/api/public/bookings/${token}/cancel`);
    expect(again.status).toBe(409);
    expect(await ownerMails(orderId)).toHaveLength(2);
  });

  it('is queued when the client moves, with the old and new times', async () => {
    const service = await createBookingService(app, owner);
    const [a, b] = await createSlots(app, owner, { serviceId: service.id, count: 2 });
    const { orderId, token, client } = await book(service, a!.id);
    const res = await publicRequest(app, 'POST', `/api/public/bookings/${token}/move`, {
      slotId: b!.id,
    });
    expect(res.status).toBe(200);
    const notice = (await ownerMails(orderId)).at(-1);
    expect(notice?.subject).toMatch(new RegExp(`^Booking moved: ${client.fullName}, `));
    expect(notice?.text).toContain(`New time: ${whenIn(b!.startTime, timeZone)}`);
    expect(notice?.text).toContain(`Previous time: ${whenIn(a!.startTime, timeZone)}`);
  });

  it('is not sent when the change is refused', async () => {
    const service = await createBookingService(app, owner, { allowClientChanges: false });
    const [slot] = await createSlots(app, owner, { serviceId: service.id, count: 1 });
    const { orderId, token } = await book(service, slot!.id);
    const refused = await publicRequest(app, 'POST', `/api/public/bookings/${token}/cancel`);
    expect(refused.status).toBe(409);
    expect(await ownerMails(orderId)).toHaveLength(1);
  });
});
