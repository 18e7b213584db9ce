// The shoot money API, invoices: the schedule a shoot starts with, paid and due dates, the
// reminder window, milestones, statuses and the extra invoice; totals add up after every step.
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '@studio/shared/messages';
import type { TActivity, TOrder } from '@studio/shared/orders/contracts';
import { apiClient, type ApiClient } from '../../test/api-client.ts';
import { createShoot } from '../../test/factories/order.ts';
import { createOwner, type Owner } from '../../test/factories/owner.ts';
import { testApp } from '../../test/harness.ts';
import { businesses } from '../businesses/schema.ts';
import { shootOf } from './money-test-helpers.ts';
import { invoices } from './schema.ts';

let app: FastifyInstance;
let owner: Owner;
let call: ApiClient<TOrder>['request'];

const DAY_MS = 86_400_000;

beforeAll(async () => {
  app = await testApp();
  owner = await createOwner(app);
  call = apiClient<TOrder>(app, owner).request;
});
afterAll(() => app.close());

async function lastActivity(orderId: string): Promise<TActivity> {
  const res = await call<TActivity[]>('GET', `/api/orders/${orderId}/activities`);
  const [latest] = res.body;
  if (!latest) throw new Error('no activity');
  return latest;
}

const schedule = [
  {
    milestone: 'DURING_BOOKING',
    amount: 5000,
    isFixed: true,
    dueInterval: 1,
    intervalUnit: 'DAYS',
  },
  {
    milestone: 'BEFORE_SHOOT_DATE',
    amount: 5000,
    isFixed: false,
    dueInterval: 7,
    intervalUnit: 'DAYS',
  },
  {
    milestone: 'AFTER_SHOOT_DATE',
    amount: 0,
    isFixed: false,
    dueInterval: 1,
    intervalUnit: 'MONTHS',
  },
];

function shootWithSchedule(request: Record<string, unknown> = {}) {
  return createShoot(app, owner, {
    feeCollectionMethod: 'PAYMENT_SCHEDULE',
    paymentSchedule: schedule,
    request,
  });
}

describe('the invoices a shoot starts with', () => {
  it('follow the schedule: fixed deposit, a percent share, the last takes the remainder', async () => {
    const before = Date.now();
    const { order } = await shootWithSchedule({ totalFee: 20001 });
    shootOf({ status: 200, body: order });
    expect(order.invoices.map((i) => [i.total, i.paymentStatus, i.paymentMilestone])).toEqual([
      [5000, 'PENDING', 'DURING_BOOKING'],
      [10001, 'PENDING', 'BEFORE_SHOOT_DATE'],
      [5000, 'PENDING', 'AFTER_SHOOT_DATE'],
    ]);
    const [deposit, week, after] = order.invoices;
    expect(new Date(deposit?.dueDate ?? 0).getTime()).toBeGreaterThanOrEqual(before - 1000);
    const start = new Date(order.startTime ?? 0).getTime();
    expect(new Date(week?.dueDate ?? 0).getTime()).toBe(start - 7 * DAY_MS);
    expect(after?.dueDate?.slice(5, 10)).not.toBe(order.startTime?.slice(5, 10));
    expect(order.paymentState).toBe(4);
  });

  it('record the amount paid at booking, splitting the invoice it covers in part', async () => {
    const { order } = await shootWithSchedule({ totalFee: 20000, amountPaid: 8000 });
    shootOf({ status: 200, body: order });
    expect(order.invoices.map((i) => [i.total, i.paymentStatus])).toEqual([
      [5000, 'PAID'],
      [3000, 'PAID'],
      [7000, 'PENDING'],
      [5000, 'PENDING'],
    ]);
    expect(order.amountPaid).toBe(8000);
    expect(order.paymentState).toBe(2);
  });

  it('keep the wall-clock time of a shoot across a daylight-saving change (business zone)', async () => {
    const zoned = await createOwner(app);
    await app.deps.db
      .update(businesses)
      .set({ timeZone: 'America/New_York' })
      .where(eq(businesses.id, zoned.businessId));
    const { order } = await createShoot(app, zoned, {
      kind: 2,
      feeCollectionMethod: 'PAYMENT_SCHEDULE',
      paymentSchedule: [
        {
          milestone: 'BEFORE_SHOOT_DATE',
          amount: 5000,
          isFixed: false,
          dueInterval: 3,
          intervalUnit: 'DAYS',
        },
        {
          milestone: 'AFTER_SHOOT_DATE',
          amount: 5000,
          isFixed: false,
          dueInterval: 1,
          intervalUnit: 'MONTHS',
        },
      ],
      // New York springs forward on 2033-03-13.
      request: { date: '2033-03-14', startTime: '10:00' },
    });
    expect(order.startTime).toBe('2033-03-14T14:00:00.000Z');
    expect(order.invoices.map((i) => i.dueDate)).toEqual([
      '2033-03-11T15:00:00.000Z',
      '2033-04-14T14:00:00.000Z',
    ]);
  });

  it('move with the shoot: a new date re-dates the pending invoices, not the booking one', async () => {
    const { order } = await createShoot(app, owner, {
      kind: 2,
      feeCollectionMethod: 'PAYMENT_SCHEDULE',
      paymentSchedule: schedule,
      request: { date: '2034-06-10', startTime: '10:00' },
    });
    const moved = shootOf(
      await call('PUT', `/api/orders/${order.orderId}/change-date-time`, {
        date: '2034-07-20',
        startTime: '12:00',
      }),
    );
    expect(moved.startTime).toBe('2034-07-20T12:00:00.000Z');
    expect(moved.invoices.map((i) => i.dueDate)).toEqual([
      order.invoices[0]?.dueDate,
      '2034-07-13T12:00:00.000Z',
      '2034-08-20T12:00:00.000Z',
    ]);
  });
});

describe('invoice changes', () => {
  it('paid date marks PAID (MARK_PAID) and null marks PENDING again (MARK_UNPAID)', async () => {
    const { order } = await shootWithSchedule();
    const [deposit] = order.invoices;
    const url = `/api/orders/invoices/${deposit?.id}/paid-date`;
    const paid = shootOf(await call('PATCH', url, { paidDate: '2031-02-03T04:05:06Z' }));
    expect(paid.invoices[0]).toMatchObject({
      paymentStatus: 'PAID',
      paidDate: '2031-02-03T04:05:06.000Z',
    });
    expect(paid.amountPaid).toBe(5000);
    expect(paid.paymentState).toBe(2);
    const activity = await lastActivity(order.orderId);
    expect(activity).toMatchObject({ type: 'MARK_PAID', actorName: owner.email });
    const unpaid = shootOf(await call('PATCH', url, { paidDate: null }));
    expect(unpaid.invoices[0]).toMatchObject({ paymentStatus: 'PENDING', paidDate: null });
    expect(unpaid.amountPaid).toBe(0);
    expect((await lastActivity(order.orderId)).type).toBe('MARK_UNPAID');
    const bad = await call('PATCH', url, { paidDate: 'yesterday' });
    expect(bad.status).toBe(400);
  });

  it('all paid is fully paid; a pending invoice due before today is overdue', async () => {
    const { order } = await shootWithSchedule();
    let latest: TOrder = order;
    for (const invoice of order.invoices) {
      latest = shootOf(
        await call('PATCH', `/api/orders/invoices/${invoice.id}/update-status`, { status: 'PAID' }),
      );
    }
    expect(latest.paymentState).toBe(1);
    expect(latest.balanceDue).toBe(0);
    const [deposit] = latest.invoices;
    shootOf(
      await call('PATCH', `/api/orders/invoices/${deposit?.id}/update-status`, {
        status: 'PENDING',
      }),
    );
    const overdue = shootOf(
      await call('PATCH', `/api/orders/invoices/${deposit?.id}/due-date`, {
        dueDate: new Date(Date.now() - 3 * DAY_MS).toISOString(),
      }),
    );
    expect(overdue.paymentState).toBe(3);
  });

  it('a due date inside the reminder window resets the email status; outside it does not', async () => {
    const { order } = await shootWithSchedule();
    const [, week] = order.invoices;
    await app.deps.db
      .update(invoices)
      .set({ emailStatus: 'DELIVERED', sentDate: new Date('2030-01-01T00:00:00Z') })
      .where(eq(invoices.id, week?.id ?? ''));
    const url = `/api/orders/invoices/${week?.id}/due-date`;
    const far = shootOf(
      await call('PATCH', url, { dueDate: new Date(Date.now() + 10 * DAY_MS).toISOString() }),
    );
    expect(far.invoices[1]).toMatchObject({
      emailStatus: 'DELIVERED',
      sentDate: '2030-01-01T00:00:00.000Z',
    });
    const before = Date.now();
    const soon = shootOf(
      await call('PATCH', url, { dueDate: new Date(Date.now() + 2 * DAY_MS).toISOString() }),
    );
    expect(soon.invoices[1]?.emailStatus).toBe('NEW');
    expect(new Date(soon.invoices[1]?.sentDate ?? 0).getTime()).toBeGreaterThanOrEqual(
      before - 1000,
    );
    expect(soon.invoices[1]?.dueDate).not.toBe(week?.dueDate);
    expect((await lastActivity(order.orderId)).changes[0]?.field).toBe('Invoice 2 due date');

    // The business's reminder setting widens the window.
    await app.deps.db
      .update(invoices)
      .set({ emailStatus: 'OPENED' })
      .where(eq(invoices.id, week?.id ?? ''));
    const setting = await call('POST', '/api/options/payment-reminder', {
      isEnabled: true,
      daysBefore: 14,
    });
    expect(setting.status).toBe(200);
    const widened = shootOf(
      await call('PATCH', url, { dueDate: new Date(Date.now() + 10 * DAY_MS).toISOString() }),
    );
    expect(widened.invoices[1]?.emailStatus).toBe('NEW');
  });

  it('a new milestone recomputes the due date', async () => {
    const { order } = await shootWithSchedule();
    const [, week] = order.invoices;
    const url = `/api/orders/invoices/${week?.id}/milestone-dueInterval`;
    const moved = shootOf(
      await call('PATCH', url, {
        paymentMilestone: 'BEFORE_SHOOT_DATE',
        dueInterval: 2,
        intervalUnit: 'HOURS',
      }),
    );
    const start = new Date(order.startTime ?? 0).getTime();
    expect(moved.invoices[1]).toMatchObject({
      paymentMilestone: 'BEFORE_SHOOT_DATE',
      dueInterval: 2,
      intervalUnit: 'HOURS',
    });
    expect(new Date(moved.invoices[1]?.dueDate ?? 0).getTime()).toBe(start - 2 * 3_600_000);
    const onDate = shootOf(
      await call('PATCH', url, {
        paymentMilestone: 'ON_SHOOT_DATE',
        dueInterval: 1,
        intervalUnit: 'DAYS',
      }),
    );
    expect(onDate.invoices[1]?.dueDate).toBe(order.startTime);
    const bad = await call('PATCH', url, {
      paymentMilestone: 'ON_SHOOT_DATE',
      dueInterval: 0,
      intervalUnit: 'DAYS',
    });
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({ detail: 'Due interval must be at least 1' });
  });

  it('cancelling an invoice waives its amount; bringing it back adds it again', async () => {
    const { order } = await shootWithSchedule({ totalFee: 20000 });
    const [, week] = order.invoices;
    const url = `/api/orders/invoices/${week?.id}/update-status`;
    const canceled = shootOf(await call('PATCH', url, { status: 'CANCELED' }));
    expect(canceled.invoices.map((i) => [i.total, i.paymentStatus])).toEqual([
      [5000, 'PENDING'],
      [10000, 'CANCELED'],
      [5000, 'PENDING'],
    ]);
    expect(canceled.totalFee).toBe(10000);
    expect(canceled.grandTotal).toBe(10000);
    expect((await lastActivity(order.orderId)).type).toBe('CHANGE_FEE');
    const back = shootOf(await call('PATCH', url, { status: 'PAID' }));
    expect(back.invoices.map((i) => [i.total, i.paymentStatus])).toEqual([
      [5000, 'PENDING'],
      [10000, 'PAID'],
      [5000, 'PENDING'],
    ]);
    expect(back.grandTotal).toBe(20000);
    expect(back.amountPaid).toBe(10000);
    const bad = await call('PATCH', url, { status: 'LOST' });
    expect(bad.status).toBe(400);
  });

  it('an extra invoice makes the grand total grow by its total, tax included', async () => {
    const { order } = await createShoot(app, owner, { taxMode: 'EXCLUDE', taxRateBps: 700 });
    expect(order.grandTotal).toBe(21400);
    const url = `/api/orders/${order.orderId}/invoice`;
    const extra = shootOf(
      await call('POST', url, {
        total: 10700,
        paymentMilestone: 'AFTER_SHOOT_DATE',
        dueInterval: 2,
        intervalUnit: 'DAYS',
      }),
    );
    expect(extra.grandTotal).toBe(32100);
    expect(extra.totalFee).toBe(30000);
    const added = extra.invoices[1];
    expect(added).toMatchObject({
      total: 10700,
      paymentStatus: 'PENDING',
      paymentMilestone: 'AFTER_SHOOT_DATE',
      sortIndex: 1,
    });
    expect(new Date(added?.dueDate ?? 0).getTime()).toBe(
      new Date(order.startTime ?? 0).getTime() + 2 * DAY_MS,
    );
    const dated = shootOf(
      await call('POST', url, {
        total: 500,
        paymentMilestone: 'DURING_BOOKING',
        dueInterval: 1,
        intervalUnit: 'DAYS',
        dueDate: '2031-01-01T00:00:00Z',
      }),
    );
    expect(dated.invoices[2]).toMatchObject({ total: 500, dueDate: '2031-01-01T00:00:00.000Z' });
    const activity = await lastActivity(order.orderId);
    expect(activity).toMatchObject({ type: 'CHANGE_FEE', summary: 'Added an invoice of $5.00' });
    const tooSmall = await call('POST', url, {
      total: 10,
      paymentMilestone: 'DURING_BOOKING',
      dueInterval: 1,
      intervalUnit: 'DAYS',
    });
    expect(tooSmall.status).toBe(400);
    expect(tooSmall.body).toMatchObject({ detail: messages.totalFeeMinimum });
  });

  it('an unknown invoice answers 404', async () => {
    const res = await call('PATCH', `/api/orders/invoices/${crypto.randomUUID()}/update-status`, {
      status: 'PAID',
    });
    expect(res.status).toBe(404);
    expect(res.body).toMatchObject({ detail: messages.invoiceNotFound });
    const notUuid = await call('PATCH', '/api/orders/invoices/nope/paid-date', { paidDate: null });
    expect(notUuid.status).toBe(404);
  });
});
