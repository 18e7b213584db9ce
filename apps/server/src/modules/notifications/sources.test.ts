// What makes notifications: a client's booking (BOOKED), a waitlist join (WAITLISTED), an
// inquiry (INQUIRY) and a client's cancellation from the manage link (CANCELLED), each as the
// owner's panel lists it, and none of them when the notification option turns it off.
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TCheckoutResult } from '@studio/shared/booking/contracts';
import type {
  TNotificationOption,
  TNotificationPage,
} from '@studio/shared/notifications/contracts';
import { apiClient } from '../../test/api-client.ts';
import { clientAddress, holdSlot, publicRequest } from '../../test/factories/booking.ts';
import { contactFields } from '../../test/factories/customer.ts';
import { createOwner, type Owner } from '../../test/factories/owner.ts';
import { type BookingService, createBookingService } from '../../test/factories/service.ts';
import { createSlots } from '../../test/factories/slot.ts';
import { testApp } from '../../test/harness.ts';
import { services } from '../services/schema.ts';
import { eq } from 'drizzle-orm';

let app: FastifyInstance;
beforeAll(async () => {
  app = await testApp();
});
afterAll(() => app.close());

const list = async (owner: Owner) =>
  (await apiClient<TNotificationPage>(app, owner).get('/api/notifications')).body.items;

async function setOption(owner: Owner, option: TNotificationOption) {
  const res = await apiClient(app, owner).post('/api/options/notifications', option);
  expect(res.status).toBe(200);
}

async function serviceOf(owner: Owner): Promise<BookingService & { name: string; color: string }> {
  const service = await createBookingService(app, owner);
  const [row] = await app.deps.db
    .select({ name: services.name, color: services.color })
    .from(services)
    .where(eq(services.id, service.id));
  return { ...service, name: row!.name, color: row!.color };
}

async function book(service: BookingService, owner: Owner) {
  const [slot] = await createSlots(app, owner, { serviceId: service.id, count: 1 });
  const hold = await holdSlot(app, service, slot!.id);
  const client = contactFields();
  const res = await publicRequest<TCheckoutResult>(app, 'POST', `${service.path}/checkout`, {
    ...client,
    holdToken: hold.holdToken,
    packageId: service.packageId,
  });
  if (res.body.status !== 'CONFIRMED') throw new Error(`checkout answered ${res.text}`);
  return { orderId: res.body.orderId, token: res.body.manageToken, client, slot: slot! };
}

function joinWaitlist(owner: Owner, serviceSlug: string, fullName: string) {
  return app.inject({
    method: 'POST',
    url: `/api/public/businesses/${owner.business.slug}/services/${serviceSlug}/waitlist`,
    payload: { fullName, email: `${fullName.replace(/\W/g, '')}@example.com`, phone: '555 0100' },
    remoteAddress: clientAddress(),
  });
}

function sendInquiry(owner: Owner, fullName: string) {
  return app.inject({
    method: 'POST',
    url: `/api/public/businesses/${owner.business.slug}/inquiries`,
    payload: {
      serviceSlug: null,
      answers: {
        fullName,
        email: `${fullName.replace(/\W/g, '')}@example.com`,
        phone: '555-0101',
        message: 'A family shoot in May?',
      },
    },
    remoteAddress: clientAddress(),
  });
}

describe('notifications are made by', () => {
  it('a client’s booking and its cancellation, linking to the shoot', async () => {
    const owner = await createOwner(app);
    const service = await serviceOf(owner);
    const { orderId, token, client, slot } = await book(service, owner);
    const booked = {
      type: 'BOOKED',
      isRead: false,
      link: `/shoots/${orderId}`,
      customer: { fullName: client.fullName },
      service: { name: service.name, color: service.color },
      startTime: slot.startTime.toISOString(),
    };
    expect(await list(owner)).toEqual([expect.objectContaining(booked)]);

    const cancelled = await publicRequest(app, 'POST', `/api/public/bookings/${token}/cancel`);
    expect(cancelled.status).toBe(200);
    expect(await list(owner)).toEqual([
      expect.objectContaining({ ...booked, type: 'CANCELLED' }),
      expect.objectContaining(booked),
    ]);
  });

  it('a waitlist join and an inquiry', async () => {
    const owner = await createOwner(app);
    const service = await serviceOf(owner);
    const joined = await joinWaitlist(owner, service.slug, 'Rui Almeida');
    expect(joined.statusCode, joined.body).toBe(200);
    const asked = await sendInquiry(owner, 'Ana Lopes');
    expect(asked.statusCode, asked.body).toBe(200);
    const { inquiryId } = asked.json<{ inquiryId: string }>();
    expect(await list(owner)).toEqual([
      expect.objectContaining({
        type: 'INQUIRY',
        link: `/inquiries/${inquiryId}`,
        customer: { fullName: 'Ana Lopes' },
        service: null,
      }),
      expect.objectContaining({
        type: 'WAITLISTED',
        link: `/services/${service.id}/booking`,
        customer: { fullName: 'Rui Almeida' },
        service: { name: service.name, color: service.color },
      }),
    ]);
  });
});

describe('the notification option', () => {
  it('turns bookings (and their cancellations) off, leaving the rest on', async () => {
    const owner = await createOwner(app);
    await setOption(owner, { disabledAll: false, disabledTypes: ['BOOKED'] });
    const service = await serviceOf(owner);
    const { token } = await book(service, owner);
    expect((await publicRequest(app, 'POST', `/api/public/bookings/${token}/cancel`)).status).toBe(
      200,
    );
    expect((await joinWaitlist(owner, service.slug, 'Rui Almeida')).statusCode).toBe(200);
    expect((await sendInquiry(owner, 'Ana Lopes')).statusCode).toBe(200);
    expect((await list(owner)).map((item) => item.type)).toEqual(['INQUIRY', 'WAITLISTED']);
  });

  it('turns waitlists and inquiries off one by one', async () => {
    const owner = await createOwner(app);
    await setOption(owner, { disabledAll: false, disabledTypes: ['WAITLISTED', 'INQUIRY'] });
    const service = await serviceOf(owner);
    expect((await joinWaitlist(owner, service.slug, 'Rui Almeida')).statusCode).toBe(200);
    expect((await sendInquiry(owner, 'Ana Lopes')).statusCode).toBe(200);
    await book(service, owner);
    expect((await list(owner)).map((item) => item.type)).toEqual(['BOOKED']);
  });

  it('turns everything off with the master switch, and the client actions still succeed', async () => {
    const owner = await createOwner(app);
    await setOption(owner, { disabledAll: true, disabledTypes: [] });
    const service = await serviceOf(owner);
    await book(service, owner);
    expect((await joinWaitlist(owner, service.slug, 'Rui Almeida')).statusCode).toBe(200);
    expect((await sendInquiry(owner, 'Ana Lopes')).statusCode).toBe(200);
    expect(await list(owner)).toEqual([]);
  });
});
