// Service dates: add (with generated slots), list, move, delete, and their protections.
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serviceKinds } from '@studio/shared/enums';
import { messages } from '@studio/shared/messages';
import type { TServiceDate } from '@studio/shared/scheduling/contracts';
import type { TService } from '@studio/shared/services/contracts';
import { apiClient, type ApiClient } from '../../test/api-client.ts';
import { createOwner, type Owner, setBusinessTimeZone } from '../../test/factories/owner.ts';
import { createService } from '../../test/factories/service.ts';
import { setSlotState, storedSlots } from '../../test/factories/slot.ts';
import { testApp } from '../../test/harness.ts';

let app: FastifyInstance;
let owner: Owner;
let api: ApiClient<TServiceDate>;

beforeAll(async () => {
  app = await testApp();
  owner = await createOwner(app);
  api = apiClient<TServiceDate>(app, owner);
});
afterAll(() => app.close());

const morning = { startTime: '09:00', endTime: '11:00', duration: 20, buffer: 10 };

async function newService() {
  return createService(app, owner);
}

async function addDate(serviceId: string, body: object = {}) {
  const res = await api.post(`/api/services/${serviceId}/date-times`, {
    date: '2030-06-10',
    location: 'Rose Garden',
    ...morning,
    ...body,
  });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body;
}

describe('POST /api/services/:id/date-times', () => {
  it('adds a date with its location and generates its slots in one go', async () => {
    const service = await newService();
    // A day no other test of this business uses: conflicts are business-wide.
    const date = await addDate(service.id, { date: '2030-05-01' });
    expect(date).toMatchObject({
      serviceId: service.id,
      date: '2030-05-01',
      location: 'Rose Garden',
    });
    expect(date.startTime).toBe('2030-05-01T09:00:00.000Z');
    expect(date.slots.map((slot) => slot.startTime.slice(11, 16))).toEqual([
      '09:00',
      '09:30',
      '10:00',
      '10:30',
    ]);
    expect(date.slots[0]).toMatchObject({
      duration: 20,
      status: 'AVAILABLE',
      lockoutEnd: null,
      isPremium: false,
      premiumFee: 0,
      isReservation: false,
      isBreakTime: false,
      isConFlict: false,
      order: 1,
      orderId: null,
      serviceDateId: date.id,
    });
  });

  it('adds a date without slots when no window is given', async () => {
    const service = await newService();
    const res = await api.post(`/api/services/${service.id}/date-times`, { date: '2030-06-11' });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      location: '',
      slots: [],
      startTime: '2030-06-11T00:00:00.000Z',
    });
  });

  it('answers the exact messages for a bad request', async () => {
    const service = await newService();
    const res = await api.post(`/api/services/${service.id}/date-times`, {
      date: '2030-13-01',
      location: 'x'.repeat(513),
      startTime: '10:00',
      endTime: '09:00',
      duration: 7,
      buffer: 0,
    });
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual(
      expect.arrayContaining([
        { field: 'date', message: messages.slotDateFormat },
        { field: 'location', message: 'The location must be less than 512 characters' },
        { field: 'duration', message: messages.slotDurationChoice },
      ]),
    );
  });

  it('refuses dates on a full session', async () => {
    const service = await createService(app, owner, { kind: serviceKinds.SESSION_TYPES });
    const res = await api.post(`/api/services/${service.id}/date-times`, { date: '2030-06-10' });
    expect(res.status).toBe(409);
    expect(res.body.detail).toBe(messages.datesForMiniSessions);
  });
});

describe('GET /api/services/:id/service-dates', () => {
  it('lists dates in day order and slots in time order', async () => {
    const service = await newService();
    await addDate(service.id, { date: '2030-06-12' });
    const first = await addDate(service.id, { date: '2030-06-10' });
    await api.post(`/api/services/${service.id}/date-times/${first.id}/slots`, {
      kind: 'SINGLE',
      startTime: '08:00',
      endTime: '08:30',
    });
    const res = await api.get<TServiceDate[]>(`/api/services/${service.id}/service-dates`);
    expect(res.status).toBe(200);
    expect(res.body.map((date) => date.date)).toEqual(['2030-06-10', '2030-06-12']);
    const times = res.body[0]?.slots.map((slot) => slot.startTime.slice(11, 16));
    expect(times).toEqual(['08:00', '09:00', '09:30', '10:00', '10:30']);
    expect(res.body[0]?.slots.map((slot) => slot.order)).toEqual([1, 2, 3, 4, 5]);
    expect(res.body[0]?.startTime).toBe('2030-06-10T08:00:00.000Z');
  });

  it('loads one month at a time, and the edit page says which months hold dates', async () => {
    const service = await newService();
    await addDate(service.id, { date: '2030-06-30' });
    await addDate(service.id, { date: '2030-07-01' });
    await addDate(service.id, {
      date: '2030-07-15',
      startTime: undefined,
      endTime: undefined,
      duration: undefined,
      buffer: undefined,
    });
    const july = await api.get<TServiceDate[]>(
      `/api/services/${service.id}/service-dates?from=2030-07-01&to=2030-07-31`,
    );
    expect(july.status).toBe(200);
    expect(july.body.map((date) => date.date)).toEqual(['2030-07-01', '2030-07-15']);
    expect(july.body[0]?.slots).toHaveLength(4);
    const edit = await api.get<TService>(`/api/services/edit/${service.id}`);
    expect(edit.body.dateMonths).toEqual([
      { month: '2030-06', dates: 1, slots: 4 },
      { month: '2030-07', dates: 2, slots: 4 },
    ]);
    const bad = await api.get(`/api/services/${service.id}/service-dates?from=July`);
    expect(bad.status).toBe(400);
  });

  it('answers 404 for another business’s service', async () => {
    const other = await createOwner(app);
    const theirs = await createService(app, other);
    const res = await api.get(`/api/services/${theirs.id}/service-dates`);
    expect(res.status).toBe(404);
    expect(res.body.detail).toBe(messages.serviceNotFound);
  });
});

describe('PUT /api/services/:id/date-times', () => {
  it('changes the location and keeps the slots', async () => {
    const service = await newService();
    const date = await addDate(service.id);
    await setSlotState(app, date.slots[0]?.id ?? '', 'BOOKED');
    const res = await api.put(`/api/services/${service.id}/date-times`, {
      dateId: date.id,
      date: date.date,
      location: 'Lakeside',
    });
    expect(res.status).toBe(200);
    expect(res.body.location).toBe('Lakeside');
    expect(res.body.slots.map((slot) => slot.startTime)).toEqual(
      date.slots.map((s) => s.startTime),
    );
  });

  it('moves the slots to the same wall-clock times on the new day', async () => {
    const other = await createOwner(app);
    await setBusinessTimeZone(app, other.businessId, 'Europe/Berlin');
    const service = await createService(app, other);
    const berlin = apiClient<TServiceDate>(app, other);
    // Winter (UTC+1) to summer (UTC+2): 09:00 stays 09:00 on the wall.
    const created = await berlin.post(`/api/services/${service.id}/date-times`, {
      date: '2030-03-20',
      ...morning,
    });
    expect(created.body.slots[0]?.startTime).toBe('2030-03-20T08:00:00.000Z');
    const moved = await berlin.put(`/api/services/${service.id}/date-times`, {
      dateId: created.body.id,
      date: '2030-04-03',
      location: '',
    });
    expect(moved.status).toBe(200);
    expect(moved.body.date).toBe('2030-04-03');
    expect(moved.body.slots.map((slot) => slot.startTime)).toEqual([
      '2030-04-03T07:00:00.000Z',
      '2030-04-03T07:30:00.000Z',
      '2030-04-03T08:00:00.000Z',
      '2030-04-03T08:30:00.000Z',
    ]);
    expect(moved.body.slots.every((slot) => slot.duration === 20)).toBe(true);
  });

  it('refuses to move a date with a booked, shot or held slot, and changes nothing', async () => {
    for (const state of ['BOOKED', 'SHOOTED', 'HELD'] as const) {
      const service = await newService();
      const date = await addDate(service.id);
      await setSlotState(app, date.slots[2]?.id ?? '', state);
      const res = await api.put(`/api/services/${service.id}/date-times`, {
        dateId: date.id,
        date: '2030-06-20',
        location: 'Elsewhere',
      });
      expect(res.status, state).toBe(409);
      expect(res.body.detail).toBe(messages.serviceDateMoveHasBookings);
      const stored = await storedSlots(app, date.id);
      expect(stored.map((slot) => slot.startTime.toISOString())).toEqual(
        date.slots.map((slot) => slot.startTime),
      );
      const list = await api.get<TServiceDate[]>(`/api/services/${service.id}/service-dates`);
      expect(list.body[0]).toMatchObject({ date: '2030-06-10', location: 'Rose Garden' });
    }
  });

  it('moves a date whose hold has expired', async () => {
    const service = await newService();
    const date = await addDate(service.id);
    await setSlotState(app, date.slots[0]?.id ?? '', 'EXPIRED_HOLD');
    const res = await api.put(`/api/services/${service.id}/date-times`, {
      dateId: date.id,
      date: '2030-06-11',
      location: '',
    });
    expect(res.status).toBe(200);
    expect(res.body.slots[0]).toMatchObject({
      startTime: '2030-06-11T09:00:00.000Z',
      status: 'AVAILABLE',
      lockoutEnd: null,
    });
  });

  it('answers 404 for a date of another service', async () => {
    const service = await newService();
    const elsewhere = await addDate((await newService()).id);
    const res = await api.put(`/api/services/${service.id}/date-times`, {
      dateId: elsewhere.id,
      date: '2030-06-11',
      location: '',
    });
    expect(res.status).toBe(404);
    expect(res.body.detail).toBe(messages.serviceDateNotFound);
  });
});

describe('DELETE /api/services/:id/date-times', () => {
  it('deletes a date and its slots', async () => {
    const service = await newService();
    const date = await addDate(service.id);
    const res = await api.delete<{ id: string }>(
      `/api/services/${service.id}/date-times?dateId=${date.id}`,
    );
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ id: date.id });
    expect(await storedSlots(app, date.id)).toEqual([]);
    const list = await api.get<TServiceDate[]>(`/api/services/${service.id}/service-dates`);
    expect(list.body).toEqual([]);
  });

  it('refuses while a slot is booked, shot or held, and keeps every slot', async () => {
    for (const state of ['BOOKED', 'SHOOTED', 'HELD'] as const) {
      const service = await newService();
      const date = await addDate(service.id);
      await setSlotState(app, date.slots[3]?.id ?? '', state);
      const res = await api.delete(`/api/services/${service.id}/date-times?dateId=${date.id}`);
      expect(res.status, state).toBe(409);
      expect(res.body.detail).toBe(messages.serviceDateHasBookings);
      expect(await storedSlots(app, date.id)).toHaveLength(4);
    }
  });

  it('deletes a date whose only hold has expired', async () => {
    const service = await newService();
    const date = await addDate(service.id);
    await setSlotState(app, date.slots[0]?.id ?? '', 'EXPIRED_HOLD');
    const res = await api.delete(`/api/services/${service.id}/date-times?dateId=${date.id}`);
    expect(res.status).toBe(200);
  });

  it('answers 404 for an unknown date', async () => {
    const service = await newService();
    const res = await api.delete(
      `/api/services/${service.id}/date-times?dateId=00000000-0000-4000-8000-000000000000`,
    );
    expect(res.status).toBe(404);
  });
});
