// Slots: adding, editing, removing, premium reserve, conflict flags, and the protections.
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '@studio/shared/messages';
import type { TServiceDate } from '@studio/shared/scheduling/contracts';
import { apiClient } from '../../test/api-client.ts';
import { createOwner, type Owner } from '../../test/factories/owner.ts';
import { createService } from '../../test/factories/service.ts';
import { setSlotState, storedSlots } from '../../test/factories/slot.ts';
import { testApp } from '../../test/harness.ts';
import { services } from '../services/schema.ts';

let app: FastifyInstance;

beforeAll(async () => {
  app = await testApp();
});
afterAll(() => app.close());

/**
 * A service with one date of four 20-minute slots: 09:00, 09:30, 10:00, 10:30 (UTC), of a new
 * business unless one is given (conflicts are business-wide, so tests keep to their own).
 */
async function setUp(date = '2030-07-01', given?: Owner) {
  const who = given ?? (await createOwner(app));
  const api = apiClient<TServiceDate>(app, who);
  const service = await createService(app, who);
  const res = await api.post(`/api/services/${service.id}/date-times`, {
    date,
    location: 'Studio',
    startTime: '09:00',
    endTime: '11:00',
    duration: 20,
    buffer: 10,
  });
  expect(res.status).toBe(200);
  const slotId = (index: number) => res.body.slots[index]?.id ?? '';
  return { service, date: res.body, slotId, base: `/api/services/${service.id}`, api, owner: who };
}

function flags(date: TServiceDate) {
  return date.slots.map((slot) => `${slot.startTime.slice(11, 16)} ${slot.isConFlict ? 'x' : '-'}`);
}

describe('POST /api/services/:id/date-times/:dateId/slots', () => {
  it('generates more slots on the date', async () => {
    const { date, base, api } = await setUp();
    const res = await api.post(`${base}/date-times/${date.id}/slots`, {
      kind: 'GENERATE',
      startTime: '13:00',
      endTime: '14:00',
      duration: 30,
      buffer: 0,
    });
    expect(res.status).toBe(200);
    expect(res.body.slots).toHaveLength(6);
    expect(res.body.slots.at(-1)).toMatchObject({
      startTime: '2030-07-01T13:30:00.000Z',
      endTime: '2030-07-01T14:00:00.000Z',
      duration: 30,
    });
  });

  it('adds one slot; an overlapping one is flagged with the slot it overlaps, touching ones are not', async () => {
    const { date, base, api } = await setUp();
    const res = await api.post(`${base}/date-times/${date.id}/slots`, {
      kind: 'SINGLE',
      startTime: '09:10',
      endTime: '09:30',
    });
    expect(res.status).toBe(200);
    expect(flags(res.body)).toEqual(['09:00 x', '09:10 x', '09:30 -', '10:00 -', '10:30 -']);
  });

  it('never flags a booked slot, but flags the available slot overlapping it', async () => {
    const { date, base, slotId, api } = await setUp();
    await setSlotState(app, slotId(0), 'BOOKED');
    const res = await api.post(`${base}/date-times/${date.id}/slots`, {
      kind: 'SINGLE',
      startTime: '09:15',
      endTime: '09:25',
    });
    expect(flags(res.body)).toEqual(['09:00 -', '09:15 x', '09:30 -', '10:00 -', '10:30 -']);
    expect(res.body.slots[0]?.status).toBe('BOOKED');
  });

  it('checks conflicts business-wide: other services count, other businesses do not', async () => {
    const mine = await setUp('2030-07-02');
    const { api } = mine;
    const other = await setUp('2030-07-02', mine.owner);
    await setUp('2030-07-02');
    await api.post(`${other.base}/date-times/${other.date.id}/slots`, {
      kind: 'SINGLE',
      startTime: '10:05',
      endTime: '10:25',
    });
    const list = await api.get<TServiceDate[]>(`${mine.base}/service-dates`);
    // 10:00 overlaps the other service's 10:00 and 10:05 slots; everything else coincides with the
    // other service's identical grid, so it is flagged too.
    expect(list.body[0] && flags(list.body[0])).toEqual([
      '09:00 x',
      '09:30 x',
      '10:00 x',
      '10:30 x',
    ]);
    const alone = await setUp('2030-07-03', mine.owner);
    const clean = await api.get<TServiceDate[]>(`${alone.base}/service-dates`);
    expect(clean.body[0] && flags(clean.body[0])).toEqual([
      '09:00 -',
      '09:30 -',
      '10:00 -',
      '10:30 -',
    ]);
  });

  it('ignores a deleted service’s slots unless they are booked', async () => {
    const mine = await setUp('2030-07-04');
    const { api } = mine;
    const gone = await setUp('2030-07-04', mine.owner);
    await setSlotState(app, gone.slotId(1), 'BOOKED');
    await app.deps.db
      .update(services)
      .set({ deletedAt: new Date() })
      .where(eq(services.id, gone.service.id));
    const list = await api.get<TServiceDate[]>(`${mine.base}/service-dates`);
    expect(list.body[0] && flags(list.body[0])).toEqual([
      '09:00 -',
      '09:30 x',
      '10:00 -',
      '10:30 -',
    ]);
  });

  it('refuses more than 300 slots on a date', async () => {
    const { date, base, api } = await setUp();
    const day = { kind: 'GENERATE', startTime: '00:00', endTime: '23:59', duration: 5, buffer: 0 };
    const first = await api.post(`${base}/date-times/${date.id}/slots`, day);
    expect(first.status).toBe(200);
    expect(first.body.slots).toHaveLength(4 + 287);
    const full = await api.post(`${base}/date-times/${date.id}/slots`, day);
    expect(full.status).toBe(409);
    expect(full.body.detail).toBe(messages.tooManySlots(300));
  });

  it('answers 404 for a date of another service and 400 for a bad body', async () => {
    const { base, api, owner } = await setUp();
    const elsewhere = await setUp('2030-07-01', owner);
    const wrongDate = await api.post(`${base}/date-times/${elsewhere.date.id}/slots`, {
      kind: 'SINGLE',
      startTime: '12:00',
      endTime: '12:30',
    });
    expect(wrongDate.status).toBe(404);
    const bad = await api.post(`${base}/date-times/${elsewhere.date.id}/slots`, { kind: 'SINGLE' });
    expect(bad.status).toBe(400);
  });
});

describe('PUT /api/services/:id/slots/:slotId', () => {
  it('changes an available slot’s times and marks it as break time', async () => {
    const { base, slotId, api } = await setUp();
    const res = await api.put(`${base}/slots/${slotId(1)}`, {
      startTime: '09:40',
      endTime: '09:55',
      isBreakTime: true,
    });
    expect(res.status).toBe(200);
    expect(res.body.slots[1]).toMatchObject({
      startTime: '2030-07-01T09:40:00.000Z',
      endTime: '2030-07-01T09:55:00.000Z',
      duration: 15,
      isBreakTime: true,
    });
    const back = await api.put(`${base}/slots/${slotId(1)}`, { isBreakTime: false });
    expect(back.body.slots[1]?.isBreakTime).toBe(false);
  });

  it('refuses to move or shorten a booked, shot or held slot, and lets it grow', async () => {
    for (const state of ['BOOKED', 'SHOOTED', 'HELD'] as const) {
      const { base, slotId, api } = await setUp();
      await setSlotState(app, slotId(1), state);
      const moved = await api.put(`${base}/slots/${slotId(1)}`, {
        startTime: '09:35',
        endTime: '09:55',
      });
      expect(moved.status, state).toBe(409);
      expect(moved.body.detail).toBe(messages.slotProtected);
      const shorter = await api.put(`${base}/slots/${slotId(1)}`, {
        startTime: '09:30',
        endTime: '09:45',
      });
      expect(shorter.status, state).toBe(409);
      const onBreak = await api.put(`${base}/slots/${slotId(1)}`, { isBreakTime: true });
      expect(onBreak.status, state).toBe(409);
      expect(onBreak.body.detail).toBe(messages.slotBreakProtected);
      const longer = await api.put(`${base}/slots/${slotId(1)}`, {
        startTime: '09:25',
        endTime: '09:55',
      });
      expect(longer.status, state).toBe(200);
      expect(longer.body.slots[1]).toMatchObject({ duration: 30, isBreakTime: false });
    }
  });

  it('edits a slot whose hold has expired', async () => {
    const { base, slotId, api } = await setUp();
    await setSlotState(app, slotId(0), 'EXPIRED_HOLD');
    const res = await api.put(`${base}/slots/${slotId(0)}`, {
      startTime: '08:00',
      endTime: '08:20',
    });
    expect(res.status).toBe(200);
  });

  it('answers 404 for a slot of another service', async () => {
    const { base, api, owner } = await setUp();
    const elsewhere = await setUp('2030-07-01', owner);
    const res = await api.put(`${base}/slots/${elsewhere.slotId(0)}`, { isBreakTime: true });
    expect(res.status).toBe(404);
    expect(res.body.detail).toBe(messages.slotNotFound);
  });
});

describe('DELETE /api/services/:id/slots/:slotId', () => {
  it('removes an available slot (and an expired hold)', async () => {
    const { base, slotId, date, api } = await setUp();
    await setSlotState(app, slotId(1), 'EXPIRED_HOLD');
    expect((await api.delete(`${base}/slots/${slotId(0)}`)).status).toBe(200);
    const res = await api.delete(`${base}/slots/${slotId(1)}`);
    expect(res.status).toBe(200);
    expect(res.body.slots).toHaveLength(2);
    expect(await storedSlots(app, date.id)).toHaveLength(2);
  });

  it('refuses to remove a booked, shot or held slot', async () => {
    for (const state of ['BOOKED', 'SHOOTED', 'HELD'] as const) {
      const { base, slotId, date, api } = await setUp();
      await setSlotState(app, slotId(2), state);
      const res = await api.delete(`${base}/slots/${slotId(2)}`);
      expect(res.status, state).toBe(409);
      expect(res.body.detail).toBe(messages.slotProtected);
      expect(await storedSlots(app, date.id)).toHaveLength(4);
    }
  });

  it('answers 404 for an unknown slot', async () => {
    const { base, api } = await setUp();
    const res = await api.delete(`${base}/slots/00000000-0000-4000-8000-000000000000`);
    expect(res.status).toBe(404);
  });
});

describe('POST /api/services/:id/slots/:slotId/premium-reserve', () => {
  it('sets premium and reservation terms, replaces them, and removes them', async () => {
    const { base, slotId, api } = await setUp();
    const url = `${base}/slots/${slotId(0)}/premium-reserve`;
    const premium = await api.post(url, {
      action: 'SET',
      isPremium: true,
      premiumFee: 2500,
      isReservation: false,
    });
    expect(premium.status).toBe(200);
    expect(premium.body.slots[0]).toMatchObject({
      isPremium: true,
      premiumFee: 2500,
      isReservation: false,
    });
    const reservation = await api.post(url, {
      action: 'SET',
      isPremium: false,
      premiumFee: 900,
      isReservation: true,
    });
    expect(reservation.body.slots[0]).toMatchObject({
      isPremium: false,
      premiumFee: 0,
      isReservation: true,
    });
    const removed = await api.post(url, { action: 'REMOVE' });
    expect(removed.body.slots[0]).toMatchObject({
      isPremium: false,
      premiumFee: 0,
      isReservation: false,
    });
  });

  it('asks for a premium fee above 0', async () => {
    const { base, slotId, api } = await setUp();
    const res = await api.post(`${base}/slots/${slotId(0)}/premium-reserve`, {
      action: 'SET',
      isPremium: true,
      premiumFee: 0,
      isReservation: false,
    });
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual([
      { field: 'premiumFee', message: messages.premiumFeePositive },
    ]);
  });
});
