// Daylight-saving changes through the API: a New York business with dates on 2026-03-08 (clocks
// spring forward at 2:00) and 2026-11-01 (they fall back at 2:00). The stored UTC instants are
// checked directly in the database.
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TServiceDate } from '@studio/shared/scheduling/contracts';
import { apiClient, type ApiClient } from '../../test/api-client.ts';
import { createOwner, type Owner, setBusinessTimeZone } from '../../test/factories/owner.ts';
import { createService } from '../../test/factories/service.ts';
import { storedSlots } from '../../test/factories/slot.ts';
import { testApp } from '../../test/harness.ts';

let app: FastifyInstance;
let owner: Owner;
let api: ApiClient<TServiceDate>;

beforeAll(async () => {
  app = await testApp();
  owner = await createOwner(app);
  await setBusinessTimeZone(app, owner.businessId, 'America/New_York');
  api = apiClient<TServiceDate>(app, owner);
});
afterAll(() => app.close());

async function dateWith(body: object) {
  const service = await createService(app, owner);
  const res = await api.post(`/api/services/${service.id}/date-times`, body);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  const stored = await storedSlots(app, res.body.id);
  return {
    service,
    date: res.body,
    instants: stored.map((slot) => [slot.startTime.toISOString(), slot.endTime.toISOString()]),
  };
}

describe('slots in America/New_York across daylight-saving changes', () => {
  it('stores 9:00 on the spring-forward day as 13:00 UTC (summer time already)', async () => {
    const { instants } = await dateWith({
      date: '2026-03-08',
      startTime: '09:00',
      endTime: '10:30',
      duration: 20,
      buffer: 10,
    });
    expect(instants).toEqual([
      ['2026-03-08T13:00:00.000Z', '2026-03-08T13:20:00.000Z'],
      ['2026-03-08T13:30:00.000Z', '2026-03-08T13:50:00.000Z'],
      ['2026-03-08T14:00:00.000Z', '2026-03-08T14:20:00.000Z'],
    ]);
  });

  it('makes no slot in the skipped hour of the spring-forward night', async () => {
    const { instants } = await dateWith({
      date: '2026-03-08',
      startTime: '01:00',
      endTime: '04:00',
      duration: 30,
      buffer: 0,
    });
    // Wall clock 1:00, 1:30 (EST), then 3:00, 3:30 (EDT): 2:00 and 2:30 never happen.
    expect(instants.map(([start]) => start)).toEqual([
      '2026-03-08T06:00:00.000Z',
      '2026-03-08T06:30:00.000Z',
      '2026-03-08T07:00:00.000Z',
      '2026-03-08T07:30:00.000Z',
    ]);
  });

  it('stores 9:00 on the fall-back day as 14:00 UTC (standard time again)', async () => {
    const { instants } = await dateWith({
      date: '2026-11-01',
      startTime: '09:00',
      endTime: '10:00',
      duration: 30,
      buffer: 0,
    });
    expect(instants).toEqual([
      ['2026-11-01T14:00:00.000Z', '2026-11-01T14:30:00.000Z'],
      ['2026-11-01T14:30:00.000Z', '2026-11-01T15:00:00.000Z'],
    ]);
  });

  it('uses the repeated hour of the fall-back night once, at its first occurrence', async () => {
    const { instants } = await dateWith({
      date: '2026-11-01',
      startTime: '00:30',
      endTime: '03:00',
      duration: 30,
      buffer: 0,
    });
    expect(instants).toEqual([
      ['2026-11-01T04:30:00.000Z', '2026-11-01T05:00:00.000Z'],
      ['2026-11-01T05:00:00.000Z', '2026-11-01T05:30:00.000Z'],
      ['2026-11-01T05:30:00.000Z', '2026-11-01T06:00:00.000Z'],
      ['2026-11-01T07:00:00.000Z', '2026-11-01T07:30:00.000Z'],
      ['2026-11-01T07:30:00.000Z', '2026-11-01T08:00:00.000Z'],
    ]);
  });

  it('reads a single slot starting in the skipped hour from the moment clocks jump', async () => {
    const { service, date } = await dateWith({ date: '2026-03-08' });
    const res = await api.post(`/api/services/${service.id}/date-times/${date.id}/slots`, {
      kind: 'SINGLE',
      startTime: '02:30',
      endTime: '03:30',
    });
    expect(res.status).toBe(200);
    expect(res.body.slots[0]).toMatchObject({
      startTime: '2026-03-08T07:00:00.000Z',
      endTime: '2026-03-08T07:30:00.000Z',
      duration: 30,
    });
  });

  it('moves a date across the change and keeps 9:00 at 9:00 on the wall', async () => {
    const { service, date } = await dateWith({
      date: '2026-03-07',
      startTime: '09:00',
      endTime: '10:00',
      duration: 60,
      buffer: 0,
    });
    expect(date.slots[0]?.startTime).toBe('2026-03-07T14:00:00.000Z');
    const moved = await api.put(`/api/services/${service.id}/date-times`, {
      dateId: date.id,
      date: '2026-03-08',
      location: '',
    });
    expect(moved.status).toBe(200);
    const stored = await storedSlots(app, date.id);
    expect(
      stored.map((slot) => [slot.startTime.toISOString(), slot.endTime.toISOString()]),
    ).toEqual([['2026-03-08T13:00:00.000Z', '2026-03-08T14:00:00.000Z']]);
    const back = await api.put(`/api/services/${service.id}/date-times`, {
      dateId: date.id,
      date: '2026-11-01',
      location: '',
    });
    expect(back.body.slots[0]?.startTime).toBe('2026-11-01T14:00:00.000Z');
  });

  it('shows a date without slots from its local midnight', async () => {
    const { service } = await dateWith({ date: '2026-11-01' });
    const list = await api.get<TServiceDate[]>(`/api/services/${service.id}/service-dates`);
    expect(list.body[0]?.startTime).toBe('2026-11-01T04:00:00.000Z');
  });
});
