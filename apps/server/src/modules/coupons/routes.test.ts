import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '@studio/shared/messages';
import { AppError } from '../../platform/errors.ts';
import { createOwner, type Owner } from '../../test/factories/owner.ts';
import { testApp } from '../../test/harness.ts';
import { redeemCoupon } from './service.ts';

let app: FastifyInstance;
beforeAll(async () => {
  app = await testApp();
});
afterAll(() => app.close());

const create = (owner: Owner, payload: object) =>
  app.inject({ method: 'POST', url: '/api/coupons', headers: owner.headers, payload });
const list = (owner: Owner, query = '') =>
  app.inject({ method: 'GET', url: `/api/coupons${query}`, headers: owner.headers });
const validate = (owner: Owner, code: string, date: string) =>
  app.inject({
    method: 'GET',
    url: `/api/coupons/validate?${new URLSearchParams({ code, date }).toString()}`,
    headers: owner.headers,
  });

const tenOff = { code: 'TEN-OFF', amount: 1000, isFixed: true };

async function createOk(owner: Owner, payload: object) {
  const res = await create(owner, payload);
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
}

/** The message redeemCoupon refused with, or 'redeemed'. */
async function redeemOutcome(owner: Owner, code: string, onDate: string): Promise<string> {
  try {
    await redeemCoupon(app.deps.db, { businessId: owner.businessId, code, onDate });
    return 'redeemed';
  } catch (error) {
    if (error instanceof AppError && error.code === 'VALIDATION') return error.message;
    throw error;
  }
}

describe('coupons CRUD', () => {
  it('creates, lists newest first, updates and deletes a coupon', async () => {
    const owner = await createOwner(app);
    const first = await createOk(owner, { ...tenOff, usageLimit: 5 });
    expect(first).toMatchObject({
      code: 'TEN-OFF',
      amount: 1000,
      isFixed: true,
      startDate: null,
      endDate: null,
      usageLimit: 5,
      usedCount: 0,
    });
    const second = await createOk(owner, {
      code: 'summer_15',
      amount: 1500,
      isFixed: false,
      startDate: '2026-06-01',
      endDate: '2026-08-31',
    });

    const page = (await list(owner)).json();
    expect(page).toMatchObject({ total: 2, page: 1, size: 50 });
    expect(page.items.map((c: { id: string }) => c.id)).toEqual([second.id, first.id]);

    const searched = (await list(owner, '?search=summ')).json();
    expect(searched.items.map((c: { code: string }) => c.code)).toEqual(['summer_15']);

    const updated = await app.inject({
      method: 'PUT',
      url: `/api/coupons/${first.id}`,
      headers: owner.headers,
      payload: { ...tenOff, amount: 2000, usageLimit: null },
    });
    expect(updated.statusCode, updated.body).toBe(200);
    expect(updated.json()).toMatchObject({ amount: 2000, usageLimit: null });

    const deleted = await app.inject({
      method: 'DELETE',
      url: `/api/coupons/${first.id}`,
      headers: owner.headers,
    });
    expect(deleted.statusCode).toBe(204);
    expect((await list(owner)).json().total).toBe(1);
  });

  it('pages the list', async () => {
    const owner = await createOwner(app);
    for (const n of [1, 2, 3]) await createOk(owner, { ...tenOff, code: `PAGE${n}` });
    const second = (await list(owner, '?page=2&size=2')).json();
    expect(second).toMatchObject({ total: 3, page: 2, size: 2 });
    expect(second.items.map((c: { code: string }) => c.code)).toEqual(['PAGE1']);
  });

  it('refuses a code taken in any case (409), but the same code in another business is fine', async () => {
    const owner = await createOwner(app);
    await createOk(owner, tenOff);
    const taken = await create(owner, { ...tenOff, code: ' ten-off ' });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().detail).toBe(messages.couponCodeTaken);

    const other = await createOk(owner, { ...tenOff, code: 'OTHER' });
    const renamed = await app.inject({
      method: 'PUT',
      url: `/api/coupons/${other.id}`,
      headers: owner.headers,
      payload: { ...tenOff, code: 'Ten-Off' },
    });
    expect(renamed.statusCode).toBe(409);
    // Keeping its own code (in another case) is no clash.
    const recased = await app.inject({
      method: 'PUT',
      url: `/api/coupons/${other.id}`,
      headers: owner.headers,
      payload: { ...tenOff, code: 'other' },
    });
    expect(recased.statusCode, recased.body).toBe(200);

    await createOk(await createOwner(app), tenOff);
  });

  it('validates every field with the messages', async () => {
    const owner = await createOwner(app);
    const cases: [object, string][] = [
      [{ ...tenOff, code: '' }, messages.required],
      [{ ...tenOff, code: 'X'.repeat(65) }, messages.maxLength('coupon code', 64)],
      [{ ...tenOff, code: 'TEN OFF' }, messages.couponCodeFormat],
      [{ ...tenOff, amount: 0 }, messages.paymentAmountPositive],
      [{ ...tenOff, isFixed: false, amount: 10001 }, messages.paymentPercentMax],
      [{ ...tenOff, startDate: '2026-05-02', endDate: '2026-05-01' }, messages.endDateBeforeStart],
      [{ ...tenOff, usageLimit: 0 }, messages.couponUsageLimitMin],
    ];
    for (const [payload, message] of cases) {
      const res = await create(owner, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().detail).toContain(message);
    }
    expect((await list(owner)).json().total).toBe(0);
  });

  it('answers 404 for another business’s coupon, whatever the body', async () => {
    const a = await createOwner(app);
    const b = await createOwner(app);
    const coupon = await createOk(a, tenOff);
    for (const [method, payload] of [
      ['PUT', tenOff],
      ['PUT', {}],
      ['DELETE', undefined],
    ] as const) {
      const res = await app.inject({
        method,
        url: `/api/coupons/${coupon.id}`,
        headers: b.headers,
        ...(payload && { payload }),
      });
      expect(res.statusCode, `${method} ${JSON.stringify(payload)}`).toBe(404);
      expect(res.json().detail).toBe(messages.couponNotFound);
    }
    expect((await list(b)).json().total).toBe(0);
    expect((await validate(b, 'TEN-OFF', '2026-01-01')).statusCode).toBe(400);
    expect((await list(a)).json().items[0]).toMatchObject({ amount: 1000, usedCount: 0 });
  });
});

describe('validating and redeeming a coupon', () => {
  it('answers the terms of a usable code, in any case', async () => {
    const owner = await createOwner(app);
    const coupon = await createOk(owner, {
      ...tenOff,
      startDate: '2026-06-01',
      endDate: '2026-06-30',
    });
    const res = await validate(owner, ' ten-off', '2026-06-30');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ id: coupon.id, code: 'TEN-OFF', amount: 1000, isFixed: true });
  });

  it('gives the reason a code cannot be used', async () => {
    const owner = await createOwner(app);
    await createOk(owner, { ...tenOff, startDate: '2026-06-01', endDate: '2026-06-30' });
    await createOk(owner, { ...tenOff, code: 'ONCE', usageLimit: 1 });
    await redeemCoupon(app.deps.db, {
      businessId: owner.businessId,
      code: 'once',
      onDate: '2026-01-01',
    });

    const cases: [string, string, string][] = [
      ['NOPE', '2026-06-10', messages.couponNotFound],
      ['TEN-OFF', '2026-05-31', messages.couponExpired],
      ['TEN-OFF', '2026-07-01', messages.couponExpired],
      ['ONCE', '2026-06-10', messages.couponUsedUp],
    ];
    for (const [code, date, message] of cases) {
      const res = await validate(owner, code, date);
      expect(res.statusCode, `${code} ${date}`).toBe(400);
      expect(res.json().detail).toBe(message);
      expect(await redeemOutcome(owner, code, date)).toBe(message);
    }
    const badDate = await validate(owner, 'TEN-OFF', '2026-13-01');
    expect(badDate.json().detail).toBe(messages.dateFormat);
  });

  it('counts each redemption and stops at the usage limit', async () => {
    const owner = await createOwner(app);
    await createOk(owner, { ...tenOff, usageLimit: 2 });
    expect(await redeemOutcome(owner, 'TEN-OFF', '2026-01-01')).toBe('redeemed');
    expect(await redeemOutcome(owner, 'ten-off', '2026-01-01')).toBe('redeemed');
    expect(await redeemOutcome(owner, 'TEN-OFF', '2026-01-01')).toBe(messages.couponUsedUp);
    expect((await list(owner)).json().items[0]).toMatchObject({ usedCount: 2, usageLimit: 2 });
  });

  it('lets exactly one of many parallel redemptions of a one-use coupon succeed', async () => {
    const owner = await createOwner(app);
    await createOk(owner, { ...tenOff, code: 'ONLY-ONE', usageLimit: 1 });
    const outcomes = await Promise.all(
      Array.from({ length: 8 }, () =>
        app.deps.db.transaction((tx) =>
          redeemCoupon(tx, { businessId: owner.businessId, code: 'ONLY-ONE', onDate: '2026-03-01' })
            .then(() => 'redeemed')
            .catch((error: unknown) => (error instanceof AppError ? error.message : String(error))),
        ),
      ),
    );
    expect(outcomes.filter((outcome) => outcome === 'redeemed')).toHaveLength(1);
    expect(outcomes.filter((outcome) => outcome === messages.couponUsedUp)).toHaveLength(7);
    expect((await list(owner)).json().items[0].usedCount).toBe(1);
  });

  it('never counts beyond the limit under load (unlimited coupons count every use)', async () => {
    const owner = await createOwner(app);
    await createOk(owner, { ...tenOff, code: 'THREE', usageLimit: 3 });
    await createOk(owner, { ...tenOff, code: 'FREE' });
    const run = (code: string) =>
      Promise.all(Array.from({ length: 10 }, () => redeemOutcome(owner, code, '2026-03-01')));
    const [three, free] = await Promise.all([run('THREE'), run('FREE')]);
    expect(three.filter((outcome) => outcome === 'redeemed')).toHaveLength(3);
    expect(free.every((outcome) => outcome === 'redeemed')).toBe(true);
    const items = (await list(owner)).json().items as { code: string; usedCount: number }[];
    expect(Object.fromEntries(items.map((c) => [c.code, c.usedCount]))).toEqual({
      FREE: 10,
      THREE: 3,
    });
  });
});
