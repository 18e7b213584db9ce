// Races between the owner's edits and a client's booking of the same slot: whichever lands first
// wins, and a booking is never lost. The booking is the conditional UPDATE the shoots module will
// run (status AVAILABLE -> BOOKED at the time the client chose). On PostgreSQL the requests run on
// separate pooled connections; on PGlite they interleave statement by statement.
//
// Two kinds of race: (1) the edit and the booking fired together with Promise.all, the booking
// started a little later each round so that either may land first; (2) a booking still in flight
// (its transaction open, the row locked) when the edit arrives: the edit must wait for it, see the
// booked slot, and refuse.
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TServiceDate, TSlot } from '@studio/shared/scheduling/contracts';
import { apiClient, type ApiClient } from '../../test/api-client.ts';
import { createOwner, type Owner } from '../../test/factories/owner.ts';
import { createService } from '../../test/factories/service.ts';
import { storedSlots } from '../../test/factories/slot.ts';
import { testApp } from '../../test/harness.ts';
import { slots } from './schema.ts';

const ROUNDS = 16;

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

let app: FastifyInstance;
let owner: Owner;
let api: ApiClient<TServiceDate>;

beforeAll(async () => {
  app = await testApp();
  owner = await createOwner(app);
  api = apiClient<TServiceDate>(app, owner);
});
afterAll(() => app.close());

async function freshDate(): Promise<{ base: string; date: TServiceDate; slot: TSlot }> {
  const service = await createService(app, owner);
  const res = await api.post(`/api/services/${service.id}/date-times`, {
    date: '2030-09-01',
    startTime: '09:00',
    endTime: '10:00',
    duration: 20,
    buffer: 10,
  });
  const slot = res.body.slots[1];
  if (!slot) throw new Error('no slot');
  return { base: `/api/services/${service.id}`, date: res.body, slot };
}

/** A client books the slot at the time they saw: true when the booking went through. */
async function book(slot: TSlot, delayMs = 0): Promise<boolean> {
  if (delayMs > 0) await pause(delayMs);
  const rows = await app.deps.db
    .update(slots)
    .set({ status: 'BOOKED', orderId: 'O-race' })
    .where(
      and(
        eq(slots.id, slot.id),
        eq(slots.status, 'AVAILABLE'),
        eq(slots.startTime, new Date(slot.startTime)),
        eq(slots.endTime, new Date(slot.endTime)),
      ),
    )
    .returning({ id: slots.id });
  return rows.length === 1;
}

async function slotRow(id: string) {
  const [row] = await app.deps.db.select().from(slots).where(eq(slots.id, id));
  return row;
}

describe('an edit never loses a booking made at the same moment', () => {
  it('deleting a slot while it is booked', async () => {
    for (let round = 0; round < ROUNDS; round += 1) {
      const { base, slot } = await freshDate();
      const [removal, booked] = await Promise.all([
        api.delete(`${base}/slots/${slot.id}`),
        book(slot, round * 2),
      ]);
      const row = await slotRow(slot.id);
      if (booked) {
        expect(removal.status).toBe(409);
        expect(row?.status).toBe('BOOKED');
      } else {
        expect(removal.status).toBe(200);
        expect(row).toBeUndefined();
      }
    }
  });

  it('moving or shortening a slot while it is booked', async () => {
    for (let round = 0; round < ROUNDS; round += 1) {
      const { base, slot } = await freshDate();
      const [edit, booked] = await Promise.all([
        api.put(`${base}/slots/${slot.id}`, { startTime: '09:30', endTime: '09:40' }),
        book(slot, round * 2),
      ]);
      const row = await slotRow(slot.id);
      expect(booked !== (edit.status === 200)).toBe(true);
      if (booked) {
        expect(edit.status).toBe(409);
        expect(row).toMatchObject({ status: 'BOOKED', endTime: new Date(slot.endTime) });
      }
    }
  });

  it('deleting the date while one of its slots is booked', async () => {
    for (let round = 0; round < ROUNDS; round += 1) {
      const { base, date, slot } = await freshDate();
      const [removal, booked] = await Promise.all([
        api.delete(`${base}/date-times?dateId=${date.id}`),
        book(slot, round * 2),
      ]);
      const left = await storedSlots(app, date.id);
      if (booked) {
        expect(removal.status).toBe(409);
        // Nothing of the date is lost: the available slots come back with the rollback.
        expect(left).toHaveLength(date.slots.length);
        expect(left.find((row) => row.id === slot.id)?.status).toBe('BOOKED');
      } else {
        expect(removal.status).toBe(200);
        expect(left).toEqual([]);
      }
    }
  });

  it('moving the date while one of its slots is booked', async () => {
    for (let round = 0; round < ROUNDS; round += 1) {
      const { base, date, slot } = await freshDate();
      const [move, booked] = await Promise.all([
        api.put(`${base}/date-times`, { dateId: date.id, date: '2030-09-02', location: '' }),
        book(slot, round * 2),
      ]);
      expect(booked !== (move.status === 200)).toBe(true);
      const row = await slotRow(slot.id);
      if (booked) {
        expect(move.status).toBe(409);
        expect(row).toMatchObject({ status: 'BOOKED', startTime: new Date(slot.startTime) });
        const left = await storedSlots(app, date.id);
        expect(left.map((r) => r.startTime.toISOString())).toEqual(
          date.slots.map((s) => s.startTime),
        );
      } else {
        expect(row?.startTime.toISOString()).toBe('2030-09-02T09:30:00.000Z');
      }
    }
  });

  it('deleting the date while a slot is added to it leaves no slot behind', async () => {
    for (let round = 0; round < ROUNDS; round += 1) {
      const { base, date } = await freshDate();
      const [removal, added] = await Promise.all([
        api.delete(`${base}/date-times?dateId=${date.id}`),
        api.post(`${base}/date-times/${date.id}/slots`, {
          kind: 'SINGLE',
          startTime: '12:00',
          endTime: '12:30',
        }),
      ]);
      expect(removal.status).toBe(200);
      expect([200, 404]).toContain(added.status);
      expect(await storedSlots(app, date.id)).toEqual([]);
    }
  });
});

/**
 * Books the slot inside a transaction that stays open until release(): while it is open the row
 * is locked, exactly as a booking that is half-way through.
 */
async function bookingInFlight(slot: TSlot) {
  let release: () => void = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  let markBooked: () => void = () => {};
  const isBooked = new Promise<void>((resolve) => {
    markBooked = resolve;
  });
  const committed = app.deps.db.transaction(async (tx) => {
    await tx
      .update(slots)
      .set({ status: 'BOOKED', orderId: 'O-in-flight' })
      .where(and(eq(slots.id, slot.id), eq(slots.status, 'AVAILABLE')));
    markBooked();
    await released;
  });
  await isBooked;
  return { release, committed };
}

describe('an edit that arrives while a booking is in flight waits for it and is refused', () => {
  const edits = {
    'remove the slot': (base: string, date: TServiceDate, slot: TSlot) =>
      api.delete(`${base}/slots/${slot.id}`),
    'shorten the slot': (base: string, date: TServiceDate, slot: TSlot) =>
      api.put(`${base}/slots/${slot.id}`, { startTime: '09:30', endTime: '09:40' }),
    'delete the date': (base: string, date: TServiceDate) =>
      api.delete(`${base}/date-times?dateId=${date.id}`),
    'move the date': (base: string, date: TServiceDate) =>
      api.put(`${base}/date-times`, { dateId: date.id, date: '2030-09-03', location: '' }),
  };
  for (const [name, edit] of Object.entries(edits)) {
    it(name, async () => {
      const { base, date, slot } = await freshDate();
      const booking = await bookingInFlight(slot);
      const answer = edit(base, date, slot);
      // Long enough for the edit to reach the locked row and wait on it.
      await pause(150);
      booking.release();
      await booking.committed;
      const res = await answer;
      expect(res.status).toBe(409);
      const left = await storedSlots(app, date.id);
      expect(left.map((row) => [row.startTime.toISOString(), row.endTime.toISOString()])).toEqual(
        date.slots.map((s) => [s.startTime, s.endTime]),
      );
      expect(left.find((row) => row.id === slot.id)?.status).toBe('BOOKED');
    });
  }
});
