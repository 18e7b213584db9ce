// Changes of a shoot: client details (the customer follows the email), notes, location, moving a
// mini session booking, a full session's date and time (DST-safe), cancelling; activities with
// who and what; contracts of the shoot.
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serviceKinds } from '@studio/shared/enums';
import { messages } from '@studio/shared/messages';
import type { TActivity, TOrder } from '@studio/shared/orders/contracts';
import { apiClient, type ApiClient } from '../../test/api-client.ts';
import { createShoot } from '../../test/factories/order.ts';
import { createOwner, type Owner } from '../../test/factories/owner.ts';
import { createShootService } from '../../test/factories/service.ts';
import { createServiceSlot, setSlotState } from '../../test/factories/slot.ts';
import { testApp } from '../../test/harness.ts';
import { contractTemplates, serviceContracts } from '../contract-templates/schema.ts';
import { customers } from '../customers/schema.ts';
import { serviceDates, slots } from '../scheduling/schema.ts';

let app: FastifyInstance;
let owner: Owner;
let api: ApiClient<TOrder>;

beforeAll(async () => {
  app = await testApp();
  owner = await createOwner(app);
  api = apiClient<TOrder>(app, owner);
});
afterAll(() => app.close());

async function slotRow(id: string) {
  const [row] = await app.deps.db.select().from(slots).where(eq(slots.id, id));
  return row;
}

async function activities(orderId: string): Promise<TActivity[]> {
  const res = await api.get<TActivity[]>(`/api/orders/${orderId}/activities`);
  expect(res.status).toBe(200);
  return res.body;
}

function patch(url: string) {
  return app.inject({ method: 'PATCH', url, headers: owner.headers });
}

describe('client details, notes and location', () => {
  it('update-shoot moves the shoot to the customer of the new email, created if missing', async () => {
    const known = await createShoot(app, owner);
    const { order } = await createShoot(app, owner);
    const joined = await api.put<TOrder>(`/api/orders/${order.orderId}/update-shoot`, {
      fullName: 'New Name',
      email: known.order.email.toUpperCase(),
      phone: '+1 555 0199',
      isSendEmail: true,
    });
    expect(joined.status, JSON.stringify(joined.body)).toBe(200);
    expect(joined.body).toMatchObject({
      fullName: 'New Name',
      phone: '+1 555 0199',
      isSendEmail: true,
      customer: { id: known.order.customer.id },
    });
    const fresh = `fresh-${order.orderId.toLowerCase()}@example.com`;
    const created = await api.put<TOrder>(`/api/orders/${order.orderId}/update-shoot`, {
      fullName: 'New Name',
      email: fresh,
      phone: '+1 555 0199',
    });
    expect(created.status).toBe(200);
    expect(created.body.customer).toMatchObject({ email: fresh, fullName: 'New Name' });
    const [row] = await app.deps.db
      .select()
      .from(customers)
      .where(eq(customers.id, created.body.customer.id));
    expect(row).toMatchObject({ businessId: owner.businessId, emailKey: fresh });

    const invalid = await api.put(`/api/orders/${order.orderId}/update-shoot`, {
      fullName: '',
      email: 'x',
      phone: '',
    });
    expect(invalid.status).toBe(400);
    expect(invalid.body.errors).toContainEqual({ field: 'fullName', message: messages.required });
  });

  it('notes and change-location (CHANGE_LOCATION with from and to)', async () => {
    const { order } = await createShoot(app, owner, { request: { shootLocation: 'Studio' } });
    const note = await api.put<TOrder>(`/api/orders/${order.orderId}/notes`, { note: 'Twins' });
    expect(note.body.note).toBe('Twins');
    const moved = await api.put<TOrder>(`/api/orders/${order.orderId}/change-location`, {
      shootLocation: '  Beach  ',
    });
    expect(moved.status).toBe(200);
    expect(moved.body.shootLocation).toBe('Beach');
    const [latest] = await activities(order.orderId);
    expect(latest).toMatchObject({
      type: 'CHANGE_LOCATION',
      actorName: owner.email,
      changes: [{ field: 'shootLocation', from: 'Studio', to: 'Beach' }],
    });
    const tooLong = await api.put(`/api/orders/${order.orderId}/change-location`, {
      shootLocation: 'x'.repeat(513),
    });
    expect(tooLong.status).toBe(400);
    expect(tooLong.body.detail).toBe(messages.maxLength('location', 512));
  });
});

describe('move-booking (mini sessions)', () => {
  it('frees the old slot and books the new one, with a MOVED activity', async () => {
    const { order, service } = await createShoot(app, owner);
    const target = await createServiceSlot(app, owner, { serviceId: service.id });
    const res = await api.put<TOrder>(`/api/orders/${order.orderId}/move-booking`, {
      slotId: target.id,
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toMatchObject({
      slotId: target.id,
      startTime: target.startTime.toISOString(),
    });
    expect(await slotRow(order.slotId ?? '')).toMatchObject({
      status: 'AVAILABLE',
      orderId: null,
      lockoutEnd: null,
    });
    expect(await slotRow(target.id)).toMatchObject({ status: 'BOOKED', orderId: order.orderId });
    const [latest, first] = await activities(order.orderId);
    expect(latest).toMatchObject({
      type: 'MOVED',
      actorName: owner.email,
      changes: [{ field: 'startTime', from: order.startTime, to: target.startTime.toISOString() }],
    });
    expect(first?.type).toBe('CREATED_SHOOT');
  });

  it('refuses booked, held and break-time slots, other services, and full sessions', async () => {
    const { order, service } = await createShoot(app, owner);
    const url = `/api/orders/${order.orderId}/move-booking`;
    for (const state of ['BOOKED', 'HELD'] as const) {
      const slot = await createServiceSlot(app, owner, { serviceId: service.id });
      await setSlotState(app, slot.id, state);
      const res = await api.put(url, { slotId: slot.id });
      expect(res.status, state).toBe(409);
      expect(res.body.detail).toBe(messages.slotUnavailable);
    }
    const pause = await createServiceSlot(app, owner, { serviceId: service.id, isBreakTime: true });
    expect((await api.put(url, { slotId: pause.id })).status).toBe(409);
    const elsewhere = await createShootService(app, owner, { packageFee: null });
    const foreign = await createServiceSlot(app, owner, { serviceId: elsewhere.id });
    expect((await api.put(url, { slotId: foreign.id })).status).toBe(404);
    // The shoot still holds its own slot.
    expect(await slotRow(order.slotId ?? '')).toMatchObject({ status: 'BOOKED' });

    const full = await createShoot(app, owner, { kind: serviceKinds.SESSION_TYPES });
    const refused = await api.put(`/api/orders/${full.order.orderId}/move-booking`, {
      slotId: foreign.id,
    });
    expect(refused.status).toBe(409);
    expect(refused.body.detail).toBe(messages.moveBookingMiniSessions);
  });

  it('may move into a slot that overlaps only its own slot', async () => {
    const { order, service } = await createShoot(app, owner);
    const own = await slotRow(order.slotId ?? '');
    const near = await createServiceSlot(app, owner, {
      serviceId: service.id,
      startTime: new Date((own?.startTime.getTime() ?? 0) + 15 * 60_000),
    });
    const res = await api.put<TOrder>(`/api/orders/${order.orderId}/move-booking`, {
      slotId: near.id,
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
  });
});

describe('change-date-time (full sessions)', () => {
  it('moves the own slot to the wall-clock time across a DST change', async () => {
    const stranger = await createOwner(app);
    await app.deps.db.execute(
      sql`update businesses set time_zone = 'America/New_York' where id = ${stranger.businessId}`,
    );
    const them = apiClient<TOrder>(app, stranger);
    const { order } = await createShoot(app, stranger, {
      kind: serviceKinds.SESSION_TYPES,
      request: { date: '2031-03-08', startTime: '10:00', duration: 90 },
    });
    expect(order.startTime).toBe('2031-03-08T15:00:00.000Z');
    const oldDateId = order.serviceDateId ?? '';
    const res = await them.put<TOrder>(`/api/orders/${order.orderId}/change-date-time`, {
      date: '2031-03-09',
      startTime: '10:00',
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toMatchObject({
      startTime: '2031-03-09T14:00:00.000Z',
      duration: 90,
      slotId: order.slotId,
    });
    expect(res.body.slots[0]?.endTime).toBe('2031-03-09T15:30:00.000Z');
    // The shoot's old day held nothing else: it is gone.
    const left = await app.deps.db
      .select()
      .from(serviceDates)
      .where(eq(serviceDates.id, oldDateId));
    expect(left).toEqual([]);
    const [latest] = (await them.get<TActivity[]>(`/api/orders/${order.orderId}/activities`)).body;
    expect(latest).toMatchObject({
      type: 'CHANGE_SHOOT_DATE',
      actorName: stranger.email,
      changes: [
        { field: 'startTime', from: '2031-03-08T15:00:00.000Z', to: '2031-03-09T14:00:00.000Z' },
        { field: 'duration', from: '90', to: '90' },
      ],
    });
    // A time skipped by the spring-forward change starts when the clocks jump (03:00 EDT).
    const skipped = await them.put<TOrder>(`/api/orders/${order.orderId}/change-date-time`, {
      date: '2031-03-09',
      startTime: '02:30',
      duration: 60,
    });
    expect(skipped.body.startTime).toBe('2031-03-09T07:00:00.000Z');
  });

  it('refuses a time that overlaps another booking, and mini sessions', async () => {
    const service = await createShootService(app, owner, { kind: serviceKinds.SESSION_TYPES });
    const first = await createShoot(app, owner, {
      serviceId: service.id,
      request: { date: '2033-07-01', startTime: '10:00' },
    });
    const second = await createShoot(app, owner, {
      serviceId: service.id,
      request: { date: '2033-07-02', startTime: '10:00' },
    });
    const res = await api.put(`/api/orders/${second.order.orderId}/change-date-time`, {
      date: '2033-07-01',
      startTime: '10:30',
    });
    expect(res.status).toBe(409);
    expect(res.body.detail).toContain(messages.shootConflict);
    expect((await api.get<TOrder>(`/api/orders/${second.order.orderId}`)).body.startTime).toBe(
      second.order.startTime,
    );
    // Its own time is no conflict: moving by half an hour overlaps only itself.
    const shifted = await api.put<TOrder>(`/api/orders/${first.order.orderId}/change-date-time`, {
      date: '2033-07-01',
      startTime: '10:30',
    });
    expect(shifted.status).toBe(200);

    const mini = await createShoot(app, owner);
    const refused = await api.put(`/api/orders/${mini.order.orderId}/change-date-time`, {
      date: '2033-07-03',
      startTime: '10:00',
    });
    expect(refused.status).toBe(409);
    expect(refused.body.detail).toBe(messages.changeDateTimeFullSessions);
  });
});

describe('cancel-booking', () => {
  it('frees a mini session slot and refuses further changes', async () => {
    const { order } = await createShoot(app, owner);
    const slotId = order.slotId ?? '';
    await app.deps.db
      .update(slots)
      .set({ lockoutEnd: new Date(Date.now() + 60_000) })
      .where(eq(slots.id, slotId));
    const res = await patch(`/api/orders/${order.orderId}/cancel-booking`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<TOrder>()).toMatchObject({ status: 'CANCELED', slots: [], slotId: null });
    expect(res.json<TOrder>().canceledDate).not.toBeNull();
    expect(await slotRow(slotId)).toMatchObject({
      status: 'AVAILABLE',
      orderId: null,
      lockoutEnd: null,
    });
    const [latest] = await activities(order.orderId);
    expect(latest).toMatchObject({ type: 'CANCELED', actorName: owner.email });

    const again = await patch(`/api/orders/${order.orderId}/cancel-booking`);
    expect(again.statusCode).toBe(409);
    expect(again.json().detail).toBe(messages.orderCanceled);
    const changes: [string, object][] = [
      ['notes', { note: 'x' }],
      ['change-location', { shootLocation: 'x' }],
      ['update-shoot', { fullName: 'A', email: 'a@example.com', phone: '+1 555 0100' }],
    ];
    for (const [path, payload] of changes) {
      const refused = await api.put(`/api/orders/${order.orderId}/${path}`, payload);
      expect(refused.status, path).toBe(409);
      expect(refused.body.detail).toBe(messages.orderCanceled);
    }
    // The slot can be booked again.
    const { service } = await createShoot(app, owner, {
      serviceId: order.serviceId,
      request: { slotId },
    });
    expect(service.id).toBe(order.serviceId);
  });

  it("deletes a full session shoot's own slot", async () => {
    const { order } = await createShoot(app, owner, { kind: serviceKinds.SESSION_TYPES });
    const res = await patch(`/api/orders/${order.orderId}/cancel-booking`);
    expect(res.statusCode).toBe(200);
    expect(await slotRow(order.slotId ?? '')).toBeUndefined();
    const moved = await api.put(`/api/orders/${order.orderId}/change-date-time`, {
      date: '2034-01-01',
      startTime: '10:00',
    });
    expect(moved.status).toBe(409);
    expect(moved.body.detail).toBe(messages.orderCanceled);
  });
});

describe('contracts', () => {
  it("lists the service's contracts in their order", async () => {
    const { order, service } = await createShoot(app, owner);
    const rows = await app.deps.db
      .insert(contractTemplates)
      .values([
        { businessId: owner.businessId, name: 'Model release', content: '<p>a</p>' },
        { businessId: owner.businessId, name: 'Booking terms', content: '<p>b</p>' },
      ])
      .returning({ id: contractTemplates.id });
    await app.deps.db.insert(serviceContracts).values(
      rows.map((row, index) => ({
        businessId: owner.businessId,
        serviceId: service.id,
        contractTemplateId: row.id,
        sortIndex: 1 - index,
      })),
    );
    const res = await api.get(`/api/orders/${order.orderId}/contracts`);
    expect(res.status).toBe(200);
    expect(
      (res.body as unknown as { templateId: string; name: string; state: string }[]).map(
        (contract) => ({
          id: contract.templateId,
          name: contract.name,
          state: contract.state,
        }),
      ),
    ).toEqual([
      { id: rows[1]?.id, name: 'Booking terms', state: 'NOT_SENT' },
      { id: rows[0]?.id, name: 'Model release', state: 'NOT_SENT' },
    ]);
  });
});
