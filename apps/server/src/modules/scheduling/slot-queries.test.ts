// Held slots, counts by status and shoot-time conflicts.
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serviceKinds } from '@studio/shared/enums';
import type { TServiceDate } from '@studio/shared/scheduling/contracts';
import type {
  TConflictShootsResponse,
  TLockedSlot,
  TSlotCounts,
} from '@studio/shared/scheduling/requests';
import { apiClient } from '../../test/api-client.ts';
import { createOwner, type Owner } from '../../test/factories/owner.ts';
import { createService } from '../../test/factories/service.ts';
import { setSlotState } from '../../test/factories/slot.ts';
import { testApp } from '../../test/harness.ts';
import { services } from '../services/schema.ts';

let app: FastifyInstance;

beforeAll(async () => {
  app = await testApp();
});
afterAll(() => app.close());

async function serviceWithDate(
  owner: Owner,
  input: { name?: string; color?: string; date?: string } = {},
) {
  const service = await createService(app, owner, input);
  const res = await apiClient(app, owner).post<TServiceDate>(
    `/api/services/${service.id}/date-times`,
    {
      date: input.date ?? '2030-08-01',
      startTime: '09:00',
      endTime: '11:00',
      duration: 20,
      buffer: 10,
    },
  );
  expect(res.status).toBe(200);
  return { service, slots: res.body.slots };
}

describe('GET /api/service-slots/lockeds', () => {
  it('lists the business’s slots held right now, and nothing else', async () => {
    const owner = await createOwner(app);
    const api = apiClient(app, owner);
    const { service, slots } = await serviceWithDate(owner, {
      name: 'Autumn minis',
      color: '#B76E79',
    });
    await setSlotState(app, slots[0]?.id ?? '', 'HELD');
    await setSlotState(app, slots[1]?.id ?? '', 'EXPIRED_HOLD');
    await setSlotState(app, slots[2]?.id ?? '', 'BOOKED');
    const stranger = await createOwner(app);
    const theirs = await serviceWithDate(stranger);
    await setSlotState(app, theirs.slots[0]?.id ?? '', 'HELD');

    const res = await api.get<TLockedSlot[]>('/api/service-slots/lockeds');
    expect(res.status).toBe(200);
    expect(res.body).toEqual([
      {
        id: slots[0]?.id,
        serviceId: service.id,
        serviceName: 'Autumn minis',
        serviceColor: '#B76E79',
        serviceDateId: slots[0]?.serviceDateId,
        startTime: '2030-08-01T09:00:00.000Z',
        endTime: '2030-08-01T09:20:00.000Z',
        lockoutEnd: expect.any(String),
      },
    ]);
    const other = await serviceWithDate(owner, { date: '2030-08-02' });
    const filtered = await api.get<TLockedSlot[]>(
      `/api/service-slots/lockeds?serviceId=${other.service.id}`,
    );
    expect(filtered.body).toEqual([]);
  });
});

describe('GET /api/service-slots/:id/count', () => {
  it('counts a service’s slots by status, an expired hold as available', async () => {
    const owner = await createOwner(app);
    const api = apiClient(app, owner);
    const { service, slots } = await serviceWithDate(owner);
    await setSlotState(app, slots[0]?.id ?? '', 'BOOKED');
    await setSlotState(app, slots[1]?.id ?? '', 'HELD');
    await setSlotState(app, slots[2]?.id ?? '', 'EXPIRED_HOLD');
    await api.put(`/api/services/${service.id}/slots/${slots[3]?.id}`, { isBreakTime: true });
    const res = await api.get<TSlotCounts>(`/api/service-slots/${service.id}/count`);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      serviceId: service.id,
      total: 4,
      byStatus: { AVAILABLE: 2, BOOKED: 1, BOOKING: 1, SHOOTED: 0 },
      breakTime: 1,
    });
  });

  it('answers 404 for another business’s service', async () => {
    const owner = await createOwner(app);
    const stranger = await createOwner(app);
    const { service } = await serviceWithDate(stranger);
    const res = await apiClient(app, owner).get(`/api/service-slots/${service.id}/count`);
    expect(res.status).toBe(404);
  });
});

describe('GET /api/services/:id/shoot-time/conflict-shoots', () => {
  it('lists the services and times a proposed shoot overlaps, business-wide', async () => {
    const owner = await createOwner(app);
    const api = apiClient(app, owner);
    const minis = await serviceWithDate(owner, { name: 'Garden minis', color: '#8A9A5B' });
    const portraits = await serviceWithDate(owner, { name: 'Portraits', color: '#4F7CAC' });
    await setSlotState(app, portraits.slots[1]?.id ?? '', 'BOOKED');
    const session = await createService(app, owner, { kind: serviceKinds.SESSION_TYPES });
    const stranger = await createOwner(app);
    await serviceWithDate(stranger);

    // 09:20 to 09:40 touches the 09:00-09:20 slots and overlaps the 09:30 ones.
    const url = `/api/services/${session.id}/shoot-time/conflict-shoots?startTime=2030-08-01T09:20:00Z&endTime=2030-08-01T09:40:00Z`;
    const res = await api.get<TConflictShootsResponse>(url);
    expect(res.status).toBe(200);
    expect(res.body.hasConflict).toBe(true);
    expect(res.body.conflicts).toEqual([
      {
        slotId: minis.slots[1]?.id,
        serviceId: minis.service.id,
        serviceName: 'Garden minis',
        serviceColor: '#8A9A5B',
        startTime: '2030-08-01T09:30:00.000Z',
        endTime: '2030-08-01T09:50:00.000Z',
        status: 'AVAILABLE',
        isBreakTime: false,
      },
      {
        slotId: portraits.slots[1]?.id,
        serviceId: portraits.service.id,
        serviceName: 'Portraits',
        serviceColor: '#4F7CAC',
        startTime: '2030-08-01T09:30:00.000Z',
        endTime: '2030-08-01T09:50:00.000Z',
        status: 'BOOKED',
        isBreakTime: false,
      },
    ]);

    const own = await api.get<TConflictShootsResponse>(
      `/api/services/${minis.service.id}/shoot-time/conflict-shoots?startTime=2030-08-01T09:30:00Z&endTime=2030-08-01T09:50:00Z&excludeSlotId=${minis.slots[1]?.id}`,
    );
    expect(own.body.conflicts.map((conflict) => conflict.serviceName)).toEqual(['Portraits']);

    const free = await api.get<TConflictShootsResponse>(
      `/api/services/${session.id}/shoot-time/conflict-shoots?startTime=2030-08-01T11:00:00Z&endTime=2030-08-01T12:00:00Z`,
    );
    expect(free.body).toEqual({ hasConflict: false, conflicts: [], calendarBusy: [] });
  });

  it('leaves out the available slots of a deleted service, keeps its booked ones', async () => {
    const owner = await createOwner(app);
    const api = apiClient(app, owner);
    const gone = await serviceWithDate(owner);
    await setSlotState(app, gone.slots[0]?.id ?? '', 'BOOKED');
    await app.deps.db
      .update(services)
      .set({ deletedAt: new Date() })
      .where(eq(services.id, gone.service.id));
    const session = await createService(app, owner, { kind: serviceKinds.SESSION_TYPES });
    const res = await api.get<TConflictShootsResponse>(
      `/api/services/${session.id}/shoot-time/conflict-shoots?startTime=2030-08-01T09:00:00Z&endTime=2030-08-01T11:00:00Z`,
    );
    expect(res.body.conflicts.map((conflict) => conflict.slotId)).toEqual([gone.slots[0]?.id]);
  });

  it('checks the query', async () => {
    const owner = await createOwner(app);
    const session = await createService(app, owner, { kind: serviceKinds.SESSION_TYPES });
    const res = await apiClient(app, owner).get(
      `/api/services/${session.id}/shoot-time/conflict-shoots?startTime=2030-08-01T10:00:00Z&endTime=2030-08-01T09:00:00Z`,
    );
    expect(res.status).toBe(400);
  });
});
