import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '@studio/shared/messages';
import type { TShootPage } from '@studio/shared/orders/contracts';
import type { TChangeShootOptions, TConversionCheck } from '@studio/shared/orders/service-views';
import { testApp } from '../../test/harness.ts';
import { createShoot, insertListShoot } from '../../test/factories/order.ts';
import { createOwner, type Owner } from '../../test/factories/owner.ts';
import { createServiceVia } from '../../test/factories/service.ts';
import { createServiceSlot, setSlotState } from '../../test/factories/slot.ts';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

let app: FastifyInstance;

beforeAll(async () => {
  app = await testApp();
});
afterAll(async () => {
  await app.close();
});

function get(owner: Owner, url: string) {
  return app.inject({ method: 'GET', url, headers: owner.headers });
}

describe('GET /api/services/{id}/shoots', () => {
  it("lists the service's active shoots newest first, a page at a time", async () => {
    const owner = await createOwner(app);
    const service = await createServiceVia(app, owner, { name: 'Spring minis' });
    const other = await createServiceVia(app, owner);
    const base = { businessId: owner.businessId, serviceId: service.id };
    const now = Date.now();
    const oldest = await insertListShoot(app, { ...base, createdAt: new Date(now - 3 * DAY) });
    const middle = await insertListShoot(app, {
      ...base,
      createdAt: new Date(now - 2 * DAY),
      startTime: new Date(now + 30 * DAY),
    });
    const newest = await insertListShoot(app, { ...base, createdAt: new Date(now - DAY) });
    await insertListShoot(app, { ...base, status: 'CANCELED' });
    await insertListShoot(app, { businessId: owner.businessId, serviceId: other.id });

    const res = await get(owner, `/api/services/${service.id}/shoots`);
    expect(res.statusCode, res.body).toBe(200);
    const page = res.json<TShootPage>();
    expect(page.items.map((item) => item.id)).toEqual([newest, middle, oldest]);
    expect(page).toMatchObject({ total: 3, hasMore: false, page: 1, size: 50 });
    const dated = page.items[1];
    expect(dated?.service).toEqual({
      isDeleted: false,
      color: service.color,
      name: 'Spring minis',
    });
    expect(dated?.slots).toHaveLength(1);
    expect(dated?.startTime).toBe(new Date(now + 30 * DAY).toISOString());

    const first = (
      await get(owner, `/api/services/${service.id}/shoots?size=2`)
    ).json<TShootPage>();
    expect(first.items.map((item) => item.id)).toEqual([newest, middle]);
    expect(first.hasMore).toBe(true);
    const second = (
      await get(owner, `/api/services/${service.id}/shoots?size=2&page=2`)
    ).json<TShootPage>();
    expect(second.items.map((item) => item.id)).toEqual([oldest]);
    expect(second.hasMore).toBe(false);
  });

  it("answers 404 for another business's service and 400 for a bad page", async () => {
    const owner = await createOwner(app);
    const stranger = await createOwner(app);
    const service = await createServiceVia(app, owner);
    await insertListShoot(app, { businessId: owner.businessId, serviceId: service.id });

    const foreign = await get(stranger, `/api/services/${service.id}/shoots`);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().detail).toBe(messages.serviceNotFound);

    const bad = await get(owner, `/api/services/${service.id}/shoots?page=0`);
    expect(bad.statusCode).toBe(400);
    const tooBig = await get(owner, `/api/services/${service.id}/shoots?size=500`);
    expect(tooBig.statusCode).toBe(400);
  });
});

describe('GET /api/services/{id}/change-shoot', () => {
  it('marks the slots a mini session shoot can move to, and the move to one succeeds', async () => {
    const owner = await createOwner(app);
    const { order, service } = await createShoot(app, owner);
    const current = order.slots[0];
    if (!current) throw new Error('the shoot has no slot');
    const dateId = current.serviceDateId;
    const at = (hours: number) => new Date(Date.parse(current.startTime) + hours * HOUR);
    const slotOn = (hours: number, extra = {}) =>
      createServiceSlot(app, owner, {
        serviceId: service.id,
        serviceDateId: dateId,
        startTime: at(hours),
        ...extra,
      });
    const free = await slotOn(2);
    const booked = await slotOn(3, { status: 'BOOKED' });
    const held = await slotOn(4);
    await setSlotState(app, held.id, 'HELD');
    const expired = await slotOn(5);
    await setSlotState(app, expired.id, 'EXPIRED_HOLD');
    const pause = await slotOn(6, { isBreakTime: true });

    const res = await get(
      owner,
      `/api/services/${service.id}/change-shoot?orderId=${order.orderId}`,
    );
    expect(res.statusCode, res.body).toBe(200);
    const options = res.json<TChangeShootOptions>();
    expect(options).toMatchObject({
      orderId: order.orderId,
      serviceId: service.id,
      isMiniSession: true,
      currentSlotId: current.id,
    });
    const date = options.dates.find((candidate) => candidate.id === dateId);
    const flags = new Map(
      date?.slots.map((slot) => [slot.id, [slot.isSelectable, slot.isCurrent]]) ?? [],
    );
    expect(flags.get(current.id)).toEqual([true, true]);
    expect(flags.get(free.id)).toEqual([true, false]);
    expect(flags.get(expired.id)).toEqual([true, false]);
    expect(flags.get(booked.id)).toEqual([false, false]);
    expect(flags.get(held.id)).toEqual([false, false]);
    expect(flags.get(pause.id)).toEqual([false, false]);

    const moved = await app.inject({
      method: 'PUT',
      url: `/api/orders/${order.orderId}/move-booking`,
      headers: owner.headers,
      payload: { slotId: free.id },
    });
    expect(moved.statusCode, moved.body).toBe(200);
    const after = (
      await get(owner, `/api/services/${service.id}/change-shoot?orderId=${order.orderId}`)
    ).json<TChangeShootOptions>();
    expect(after.currentSlotId).toBe(free.id);
  });

  it('refuses a shoot of another service (409), of another business (404) and no shoot (400)', async () => {
    const owner = await createOwner(app);
    const stranger = await createOwner(app);
    const { order } = await createShoot(app, owner);
    const otherService = await createServiceVia(app, owner);

    const elsewhere = await get(
      owner,
      `/api/services/${otherService.id}/change-shoot?orderId=${order.orderId}`,
    );
    expect(elsewhere.statusCode).toBe(409);
    expect(elsewhere.json().detail).toBe(messages.shootOfOtherService);

    const strangerService = await createServiceVia(app, stranger);
    const foreignOrder = await get(
      stranger,
      `/api/services/${strangerService.id}/change-shoot?orderId=${order.orderId}`,
    );
    expect(foreignOrder.statusCode).toBe(404);
    expect(foreignOrder.json().detail).toBe(messages.orderNotFound);
    const foreignService = await get(
      stranger,
      `/api/services/${otherService.id}/change-shoot?orderId=${order.orderId}`,
    );
    expect(foreignService.statusCode).toBe(404);

    const missing = await get(owner, `/api/services/${otherService.id}/change-shoot`);
    expect(missing.statusCode).toBe(400);
  });
});

describe('GET /api/services/check-conversion', () => {
  it('turns true once the business has a live service and an active shoot', async () => {
    const owner = await createOwner(app);
    const check = async () => {
      const res = await get(owner, '/api/services/check-conversion');
      expect(res.statusCode, res.body).toBe(200);
      return res.json<TConversionCheck>();
    };
    expect(await check()).toEqual({ hasService: false, hasShoot: false, isConverted: false });
    const service = await createServiceVia(app, owner);
    expect(await check()).toEqual({ hasService: true, hasShoot: false, isConverted: false });
    await insertListShoot(app, {
      businessId: owner.businessId,
      serviceId: service.id,
      status: 'CANCELED',
    });
    expect((await check()).isConverted).toBe(false);
    await insertListShoot(app, { businessId: owner.businessId, serviceId: service.id });
    expect(await check()).toEqual({ hasService: true, hasShoot: true, isConverted: true });

    // Another business's progress is not this one's.
    const stranger = await createOwner(app);
    const res = await get(stranger, '/api/services/check-conversion');
    expect(res.json()).toEqual({ hasService: false, hasShoot: false, isConverted: false });
  });
});
