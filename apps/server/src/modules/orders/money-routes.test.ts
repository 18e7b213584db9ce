// The shoot money API, add-ons, package and fee: every change keeps the invoices adding up to the
// grand total, records its activity, refuses cancelled shoots, and hides other businesses' ids.
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '@studio/shared/messages';
import type { TActivity, TOrder } from '@studio/shared/orders/contracts';
import type { TOrderAddonOption, TOrderPackageOption } from '@studio/shared/orders/money-contracts';
import { apiClient, type ApiClient } from '../../test/api-client.ts';
import { createShoot } from '../../test/factories/order.ts';
import { createOwner, type Owner } from '../../test/factories/owner.ts';
import { testApp } from '../../test/harness.ts';
import { packages } from '../packages/schema.ts';
import { expectConsistent, shootOf } from './money-test-helpers.ts';

let app: FastifyInstance;
let owner: Owner;
let call: ApiClient<TOrder>['request'];

beforeAll(async () => {
  app = await testApp();
  owner = await createOwner(app);
  call = apiClient<TOrder>(app, owner).request;
});
afterAll(() => app.close());

async function lastActivity(orderId: string): Promise<TActivity> {
  const res = await call<TActivity[]>('GET', `/api/orders/${orderId}/activities`);
  expect(res.status).toBe(200);
  const [latest] = res.body;
  if (!latest) throw new Error('no activity');
  return latest;
}

const halfAndHalf = {
  feeCollectionMethod: 'PAYMENT_SCHEDULE',
  paymentSchedule: [
    {
      milestone: 'DURING_BOOKING',
      amount: 5000,
      isFixed: false,
      dueInterval: 1,
      intervalUnit: 'DAYS',
    },
    {
      milestone: 'ON_SHOOT_DATE',
      amount: 5000,
      isFixed: false,
      dueInterval: 1,
      intervalUnit: 'DAYS',
    },
  ],
};

describe('add-ons of a shoot', () => {
  it('adds an add-on: the fee and the last pending invoice grow, ADD_ADDON by the owner', async () => {
    const { order, service } = await createShoot(app, owner, {
      addons: [{ name: 'Prints', fee: 5000, maxQuantity: 3 }],
    });
    expect(order.invoices.map((i) => i.total)).toEqual([20000]);
    const added = shootOf(
      await call('POST', `/api/orders/${order.orderId}/addon`, {
        addonId: service.addonIds[0],
        quantity: 2,
      }),
    );
    expect(added.totalFee).toBe(30000);
    expect(added.grandTotal).toBe(30000);
    expect(added.invoices.map((i) => i.total)).toEqual([30000]);
    expect(added.addons).toMatchObject([
      { name: 'Prints', fee: 5000, quantity: 2, maxQuantity: 3 },
    ]);
    const activity = await lastActivity(order.orderId);
    expect(activity).toMatchObject({ type: 'ADD_ADDON', actorName: owner.email });
    expect(activity.changes).toContainEqual({ field: 'totalFee', from: '$200.00', to: '$300.00' });
    expect(activity.changes).toContainEqual({ field: 'addon', from: null, to: 'Prints × 2' });

    // The same add-on again adds to its line, at most maxQuantity in all.
    const tooMany = await call('POST', `/api/orders/${order.orderId}/addon`, {
      addonId: service.addonIds[0],
      quantity: 2,
    });
    expect(tooMany.status).toBe(400);
    expect(tooMany.body).toMatchObject({ detail: messages.quantityMax(3) });
    const zero = await call('POST', `/api/orders/${order.orderId}/addon`, {
      addonId: service.addonIds[0],
      quantity: 0,
    });
    expect(zero.status).toBe(400);
    expect(zero.body).toMatchObject({ detail: messages.quantityMin });
    const more = shootOf(
      await call('POST', `/api/orders/${order.orderId}/addon`, {
        addonId: service.addonIds[0],
        quantity: 1,
      }),
    );
    expect(more.addons).toMatchObject([{ quantity: 3 }]);
    expect(more.grandTotal).toBe(35000);
  });

  it('refuses an add-on of another service', async () => {
    const { order } = await createShoot(app, owner);
    const other = await createShoot(app, owner, { addons: [{ fee: 100 }] });
    const res = await call('POST', `/api/orders/${order.orderId}/addon`, {
      addonId: other.service.addonIds[0],
      quantity: 1,
    });
    expect(res.status).toBe(404);
    expect(res.body).toMatchObject({ detail: messages.addonNotFound });
  });

  it('changes a quantity within 1..maxQuantity (CHANGE_ADDON)', async () => {
    const { order, service } = await createShoot(app, owner, {
      addons: [{ name: 'Album', fee: 4000, maxQuantity: 2 }],
      request: { addons: [], totalFee: 20000 },
    });
    const added = shootOf(
      await call('POST', `/api/orders/${order.orderId}/addon`, {
        addonId: service.addonIds[0],
        quantity: 1,
      }),
    );
    const lineId = added.addons[0]?.id;
    const url = `/api/orders/${order.orderId}/addons/${lineId}/quantity`;
    const changedQuantity = shootOf(await call('PUT', url, { quantity: 2 }));
    expect(changedQuantity.totalFee).toBe(28000);
    expect((await lastActivity(order.orderId)).type).toBe('CHANGE_ADDON');
    const over = await call('PUT', url, { quantity: 3 });
    expect(over.status).toBe(400);
    expect(over.body).toMatchObject({ detail: messages.quantityMax(2) });
    const zero = await call('PUT', url, { quantity: 0 });
    expect(zero.body).toMatchObject({ detail: messages.quantityMin });
    const down = shootOf(await call('PUT', url, { quantity: 1 }));
    expect(down.totalFee).toBe(24000);
    expect(down.invoices.map((i) => i.total)).toEqual([24000]);
    const foreignLine = await call(
      'PUT',
      `/api/orders/${order.orderId}/addons/${crypto.randomUUID()}/quantity`,
      {
        quantity: 1,
      },
    );
    expect(foreignLine.status).toBe(404);
    expect(foreignLine.body).toMatchObject({ detail: messages.orderAddonNotFound });
  });

  it('swaps a line for another add-on of the service, keeping its quantity', async () => {
    const { order, service } = await createShoot(app, owner, {
      addons: [
        { name: 'Prints', fee: 1000, maxQuantity: 5 },
        { name: 'Canvas', fee: 7000, maxQuantity: 1 },
        { name: 'Frames', fee: 2500, maxQuantity: 5 },
      ],
    });
    const [prints, canvas, frames] = service.addonIds;
    const added = shootOf(
      await call('POST', `/api/orders/${order.orderId}/addon`, { addonId: prints, quantity: 2 }),
    );
    const lineId = added.addons[0]?.id;
    const tooMany = await call(
      'PUT',
      `/api/orders/${order.orderId}/addons/${lineId}/change/${canvas}`,
    );
    expect(tooMany.status).toBe(400);
    expect(tooMany.body).toMatchObject({ detail: messages.quantityMax(1) });
    const swapped = shootOf(
      await call('PUT', `/api/orders/${order.orderId}/addons/${lineId}/change/${frames}`),
    );
    expect(swapped.addons).toMatchObject([
      { id: lineId, addonId: frames, name: 'Frames', fee: 2500, quantity: 2 },
    ]);
    expect(swapped.totalFee).toBe(20000 + 5000);
    const activity = await lastActivity(order.orderId);
    expect(activity.type).toBe('CHANGE_ADDON');
    expect(activity.changes).toContainEqual({
      field: 'addon',
      from: 'Prints × 2',
      to: 'Frames × 2',
    });
  });

  it('swapping onto an add-on the shoot has joins its line, within its maximum', async () => {
    const { order, service } = await createShoot(app, owner, {
      addons: [
        { name: 'Prints', fee: 1000, maxQuantity: 5 },
        { name: 'Frames', fee: 2500, maxQuantity: 3 },
      ],
    });
    const [prints, frames] = service.addonIds;
    const url = `/api/orders/${order.orderId}/addon`;
    shootOf(await call('POST', url, { addonId: frames, quantity: 2 }));
    const both = shootOf(await call('POST', url, { addonId: prints, quantity: 2 }));
    const printsLine = both.addons.find((line) => line.addonId === prints)?.id;
    // 2 + 2 frames would pass the maximum of 3 through two lines.
    const tooMany = await call(
      'PUT',
      `/api/orders/${order.orderId}/addons/${printsLine}/change/${frames}`,
    );
    expect(tooMany.status).toBe(400);
    expect(tooMany.body).toMatchObject({ detail: messages.quantityMax(3) });
    await call('PUT', `/api/orders/${order.orderId}/addons/${printsLine}/quantity`, {
      quantity: 1,
    });
    const joined = shootOf(
      await call('PUT', `/api/orders/${order.orderId}/addons/${printsLine}/change/${frames}`),
    );
    expect(joined.addons).toMatchObject([{ addonId: frames, quantity: 3 }]);
    expect(joined.addons).toHaveLength(1);
    expect(joined.totalFee).toBe(20000 + 3 * 2500);
  });

  it('deleting add-ons reduces pending invoices first, then paid ones', async () => {
    const { order } = await createShoot(app, owner, {
      ...halfAndHalf,
      addons: [
        { name: 'Prints', fee: 5000, maxQuantity: 3 },
        { name: 'Video', fee: 12000, maxQuantity: 1 },
      ],
    });
    // The lines are added through the API: 200.00 + 2 × 50.00 + 120.00 = 420.00.
    const [prints, video] = (
      await call<TOrderAddonOption[]>(
        'GET',
        `/api/addons/services/${order.serviceId}/orders/${order.orderId}`,
      )
    ).body;
    shootOf(
      await call('POST', `/api/orders/${order.orderId}/addon`, {
        addonId: prints?.id,
        quantity: 2,
      }),
    );
    const withBoth = shootOf(
      await call('POST', `/api/orders/${order.orderId}/addon`, { addonId: video?.id, quantity: 1 }),
    );
    expect(withBoth.grandTotal).toBe(42000);
    // Half at booking paid (100.00 of the original 200.00 plus what the add-ons put on the last).
    const [deposit, balance] = withBoth.invoices;
    expect(deposit?.total).toBe(10000);
    expect(balance?.total).toBe(32000);
    const paid = shootOf(
      await call('PATCH', `/api/orders/invoices/${deposit?.id}/paid-date`, {
        paidDate: '2031-05-01T10:00:00Z',
      }),
    );
    expect(paid.amountPaid).toBe(10000);
    expect(paid.paymentState).toBe(2);

    const printsLine = withBoth.addons.find((a) => a.name === 'Prints');
    const videoLine = withBoth.addons.find((a) => a.name === 'Video');
    const afterPrints = shootOf(await call('DELETE', `/api/orders/addons/${printsLine?.id}`));
    expect(afterPrints.invoices.map((i) => [i.total, i.paymentStatus])).toEqual([
      [10000, 'PAID'],
      [22000, 'PENDING'],
    ]);
    const activity = await lastActivity(order.orderId);
    expect(activity.type).toBe('DELETE_ADDON');
    expect(activity.changes).toContainEqual({ field: 'addon', from: 'Prints × 2', to: null });
    // Cutting the fee by more than is pending: the pending invoice goes to 0 (cancelled), the
    // rest comes off the paid one.
    const cut = shootOf(
      await call('POST', `/api/orders/${order.orderId}/shoot-fee`, { totalFee: 8000 }),
    );
    expect(cut.invoices.map((i) => [i.total, i.paymentStatus])).toEqual([
      [8000, 'PAID'],
      [0, 'CANCELED'],
    ]);
    expect(cut.paymentState).toBe(1);
    // The video line is still there; deleting it takes the rest from the paid invoice.
    const afterVideo = shootOf(await call('DELETE', `/api/orders/addons/${videoLine?.id}`));
    expect(afterVideo.totalFee).toBe(0);
    expect(afterVideo.grandTotal).toBe(0);
    expect(afterVideo.invoices.map((i) => [i.total, i.paymentStatus])).toEqual([
      [0, 'PAID'],
      [0, 'CANCELED'],
    ]);
    const gone = await call('DELETE', `/api/orders/addons/${videoLine?.id}`);
    expect(gone.status).toBe(404);
  });
});

describe('package and fee', () => {
  it('changing the package sets the fee to its price plus the add-ons (CHANGE_PACKAGE)', async () => {
    const { order, service } = await createShoot(app, owner, {
      addons: [{ fee: 1500, maxQuantity: 2 }],
    });
    shootOf(
      await call('POST', `/api/orders/${order.orderId}/addon`, {
        addonId: service.addonIds[0],
        quantity: 2,
      }),
    );
    const [premium] = await app.deps.db
      .insert(packages)
      .values({
        businessId: owner.businessId,
        serviceId: service.id,
        name: 'Premium',
        totalFee: 45000,
        discount: { amount: 1000, isFixed: false, startDate: null, endDate: null, maxSlots: null },
        sortIndex: 1,
      })
      .returning({ id: packages.id });
    const offers = await call<TOrderPackageOption[]>(
      'GET',
      `/api/packages/services/${service.id}/orders/${order.orderId}`,
    );
    expect(offers.status).toBe(200);
    expect(offers.body.map((p) => [p.id, p.isSelected, p.price])).toEqual([
      [service.packageId, true, 20000],
      [premium?.id, false, 40500],
    ]);
    const changedPackage = shootOf(
      await call('PUT', `/api/orders/${order.orderId}/package/change`, { packageId: premium?.id }),
    );
    expect(changedPackage.packageId).toBe(premium?.id);
    expect(changedPackage.packageName).toBe('Premium');
    expect(changedPackage.totalFee).toBe(40500 + 3000);
    const activity = await lastActivity(order.orderId);
    expect(activity.type).toBe('CHANGE_PACKAGE');
    expect(activity.changes).toContainEqual({ field: 'totalFee', from: '$230.00', to: '$435.00' });
    const unknown = await call('PUT', `/api/orders/${order.orderId}/package/change`, {
      packageId: crypto.randomUUID(),
    });
    expect(unknown.status).toBe(404);
    expect(unknown.body).toMatchObject({ detail: messages.packageNotFound });
  });

  it('sets the fee with tax excluded: invoices follow the grand total (CHANGE_FEE)', async () => {
    const { order } = await createShoot(app, owner, {
      taxMode: 'EXCLUDE',
      taxRateBps: 700,
      ...halfAndHalf,
    });
    expect(order.grandTotal).toBe(21400);
    expect(order.invoices.map((i) => i.total)).toEqual([10700, 10700]);
    const raised = shootOf(
      await call('POST', `/api/orders/${order.orderId}/shoot-fee`, { totalFee: 30001 }),
    );
    expect(raised.grandTotal).toBe(32101);
    expect(raised.invoices.map((i) => i.total)).toEqual([10700, 21401]);
    expect((await lastActivity(order.orderId)).changes).toEqual([
      { field: 'totalFee', from: '$200.00', to: '$300.01' },
    ]);
  });

  it('a coupon follows the fee: a percentage grows with it, an amount never exceeds it', async () => {
    for (const coupon of [
      { code: 'TEN-PERCENT', amount: 1000, isFixed: false },
      { code: 'FIFTY-OFF', amount: 5000, isFixed: true },
    ]) {
      const created = await call('POST', '/api/coupons', coupon);
      expect(created.status).toBe(201);
    }
    const percent = await createShoot(app, owner, { request: { couponCode: 'ten-percent' } });
    expect(percent.order).toMatchObject({ totalCouponDiscount: 2000, grandTotal: 18000 });
    const raised = shootOf(
      await call('POST', `/api/orders/${percent.order.orderId}/shoot-fee`, { totalFee: 30000 }),
    );
    expect(raised).toMatchObject({ totalFee: 30000, totalCouponDiscount: 3000, grandTotal: 27000 });

    const fixed = await createShoot(app, owner, { request: { couponCode: 'FIFTY-OFF' } });
    expect(fixed.order).toMatchObject({ totalCouponDiscount: 5000, grandTotal: 15000 });
    const url = `/api/orders/${fixed.order.orderId}/shoot-fee`;
    const lowered = shootOf(await call('POST', url, { totalFee: 3000 }));
    expect(lowered).toMatchObject({ totalCouponDiscount: 3000, grandTotal: 0 });
    const restored = shootOf(await call('POST', url, { totalFee: 20000 }));
    expect(restored).toMatchObject({ totalCouponDiscount: 5000, grandTotal: 15000 });
  });

  it('validates the fee with the exact messages', async () => {
    const { order } = await createShoot(app, owner);
    const url = `/api/orders/${order.orderId}/shoot-fee`;
    expect((await call('POST', url, { totalFee: 10 })).body).toMatchObject({
      detail: messages.totalFeeMinimum,
    });
    // (The shared ZTotalFee also adds the minimum message to a negative value: reported.)
    const negative = await call<{ errors: { field: string; message: string }[] }>('POST', url, {
      totalFee: -1,
    });
    expect(negative.status).toBe(400);
    expect(negative.body.errors[0]).toEqual({
      field: 'totalFee',
      message: messages.totalFeeNegative,
    });
    const free = shootOf(await call('POST', url, { totalFee: 0 }));
    expect(free.grandTotal).toBe(0);
    expect(free.invoices.map((i) => [i.total, i.paymentStatus])).toEqual([[0, 'CANCELED']]);
    // From nothing pending, an increase is a new pending invoice due at the shoot.
    const again = shootOf(await call('POST', url, { totalFee: 5000 }));
    expect(again.invoices.map((i) => [i.total, i.paymentStatus, i.paymentMilestone])).toEqual([
      [0, 'CANCELED', 'DURING_BOOKING'],
      [5000, 'PENDING', 'ON_SHOOT_DATE'],
    ]);
    expect(again.invoices[1]?.dueDate).toBe(order.startTime);
  });

  it('lists the service add-ons with what the shoot has', async () => {
    const { order, service } = await createShoot(app, owner, {
      addons: [
        { name: 'A', fee: 100 },
        { name: 'B', fee: 200 },
      ],
    });
    const added = shootOf(
      await call('POST', `/api/orders/${order.orderId}/addon`, {
        addonId: service.addonIds[1],
        quantity: 2,
      }),
    );
    const res = await call<TOrderAddonOption[]>(
      'GET',
      `/api/addons/services/${service.id}/orders/${order.orderId}`,
    );
    expect(res.status).toBe(200);
    expect(res.body.map((a) => [a.name, a.orderAddonId, a.quantity])).toEqual([
      ['A', null, 0],
      ['B', added.addons[0]?.id, 2],
    ]);
  });
});

describe('guards', () => {
  it('a cancelled shoot refuses every money change with 409', async () => {
    const { order, service } = await createShoot(app, owner, { addons: [{ fee: 100 }] });
    const withAddon = shootOf(
      await call('POST', `/api/orders/${order.orderId}/addon`, {
        addonId: service.addonIds[0],
        quantity: 1,
      }),
    );
    expect((await call('PATCH', `/api/orders/${order.orderId}/cancel-booking`)).status).toBe(200);
    const invoiceId = withAddon.invoices[0]?.id;
    const attempts = await Promise.all([
      call('POST', `/api/orders/${order.orderId}/shoot-fee`, { totalFee: 100 }),
      call('POST', `/api/orders/${order.orderId}/addon`, {
        addonId: service.addonIds[0],
        quantity: 1,
      }),
      call('DELETE', `/api/orders/addons/${withAddon.addons[0]?.id}`),
      call('PATCH', `/api/orders/invoices/${invoiceId}/update-status`, { status: 'PAID' }),
      call('PUT', `/api/orders/${order.orderId}/package/change`, { packageId: service.packageId }),
    ]);
    for (const attempt of attempts) {
      expect(attempt.status).toBe(409);
      expect(attempt.body).toMatchObject({ detail: messages.orderCanceled });
    }
  });

  it('another business sees 404 for the shoot, its add-on lines and invoices', async () => {
    const { order, service } = await createShoot(app, owner, { addons: [{ fee: 100 }] });
    const withAddon = shootOf(
      await call('POST', `/api/orders/${order.orderId}/addon`, {
        addonId: service.addonIds[0],
        quantity: 1,
      }),
    );
    const intruder = apiClient<TOrder>(app, await createOwner(app)).request;
    const invoiceId = withAddon.invoices[0]?.id;
    const lineId = withAddon.addons[0]?.id;
    const attempts = await Promise.all([
      intruder('POST', `/api/orders/${order.orderId}/addon`, {
        addonId: service.addonIds[0],
        quantity: 1,
      }),
      intruder('PUT', `/api/orders/${order.orderId}/addons/${lineId}/quantity`, { quantity: 1 }),
      intruder(
        'PUT',
        `/api/orders/${order.orderId}/addons/${lineId}/change/${service.addonIds[0]}`,
      ),
      intruder('DELETE', `/api/orders/addons/${lineId}`),
      intruder('PUT', `/api/orders/${order.orderId}/package/change`, {
        packageId: service.packageId,
      }),
      intruder('POST', `/api/orders/${order.orderId}/shoot-fee`, { totalFee: 100 }),
      intruder('POST', `/api/orders/${order.orderId}/invoice`, {}),
      intruder('PATCH', `/api/orders/invoices/${invoiceId}/paid-date`, { paidDate: null }),
      intruder('PATCH', `/api/orders/invoices/${invoiceId}/due-date`, {}),
      intruder('PATCH', `/api/orders/invoices/${invoiceId}/milestone-dueInterval`, {}),
      intruder('PATCH', `/api/orders/invoices/${invoiceId}/update-status`, { status: 'CANCELED' }),
      intruder('GET', `/api/addons/services/${service.id}/orders/${order.orderId}`),
      intruder('GET', `/api/packages/services/${service.id}/orders/${order.orderId}`),
    ]);
    for (const attempt of attempts) expect(attempt.status, JSON.stringify(attempt.body)).toBe(404);
    const unchanged = shootOf(await call('GET', `/api/orders/${order.orderId}`));
    expect(unchanged).toEqual({ ...withAddon, paymentState: unchanged.paymentState });
  });

  it('concurrent add-on changes all land and the totals still add up', async () => {
    const { order, service } = await createShoot(app, owner, {
      ...halfAndHalf,
      addons: [{ fee: 1000, maxQuantity: 20 }],
    });
    await Promise.all(
      Array.from({ length: 6 }, () =>
        call('POST', `/api/orders/${order.orderId}/addon`, {
          addonId: service.addonIds[0],
          quantity: 1,
        }),
      ),
    );
    const after = shootOf(await call<TOrder>('GET', `/api/orders/${order.orderId}`));
    expect(after.addons).toMatchObject([{ quantity: 6 }]);
    expect(after.grandTotal).toBe(26000);
    expectConsistent(after);
  });
});
