import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '@studio/shared/messages';
import { createOwner, type Owner } from '../../test/factories/owner.ts';
import { testApp } from '../../test/harness.ts';
import { getPaymentReminder, getPaymentSettings } from './service.ts';

let app: FastifyInstance;
beforeAll(async () => {
  app = await testApp();
});
afterAll(() => app.close());

const get = (owner: Owner, path: string) =>
  app.inject({ method: 'GET', url: `/api/options/${path}`, headers: owner.headers });
const post = (owner: Owner, path: string, payload: object) =>
  app.inject({ method: 'POST', url: `/api/options/${path}`, headers: owner.headers, payload });

const deposit = {
  milestone: 'DURING_BOOKING',
  amount: 3000,
  isFixed: false,
  dueInterval: 1,
  intervalUnit: 'DAYS',
};
const balance = { ...deposit, milestone: 'BEFORE_SHOOT_DATE', amount: 7000, dueInterval: 7 };

describe('payment setup', () => {
  it('answers the defaults before anything is saved', async () => {
    const owner = await createOwner(app);
    expect((await get(owner, 'payment-setup')).json()).toEqual({
      taxMode: 'NO_TAX',
      salesTaxBps: 700,
    });
    expect((await get(owner, 'payment-schedules')).json()).toEqual({ paymentSchedules: [] });
    expect((await get(owner, 'payment-reminder')).json()).toEqual({
      isEnabled: false,
      daysBefore: 3,
    });
    const { db } = app.deps;
    expect(await getPaymentSettings(db, owner)).toEqual({
      taxMode: 'NO_TAX',
      salesTaxBps: 700,
      paymentSchedule: [],
    });
  });

  it('saves the tax mode and rate, 7% when the rate is left out', async () => {
    const owner = await createOwner(app);
    const saved = await post(owner, 'payment-setup', { taxMode: 'EXCLUDE' });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toEqual({ taxMode: 'EXCLUDE', salesTaxBps: 700 });
    await post(owner, 'payment-setup', { taxMode: 'INCLUDE', salesTaxBps: 825 });
    expect((await get(owner, 'payment-setup')).json()).toEqual({
      taxMode: 'INCLUDE',
      salesTaxBps: 825,
    });
    // The generic options read sees the same stored value.
    const option = await app.inject({
      method: 'GET',
      url: '/api/options?optionName=payment-setup',
      headers: owner.headers,
    });
    expect(option.json().value).toEqual({ taxMode: 'INCLUDE', salesTaxBps: 825 });
  });

  it('refuses an unknown mode and a rate over 100%', async () => {
    const owner = await createOwner(app);
    const mode = await post(owner, 'payment-setup', { taxMode: 'VAT' });
    expect(mode.statusCode).toBe(400);
    expect(mode.json().detail).toContain(messages.chooseFromList);
    const rate = await post(owner, 'payment-setup', { taxMode: 'EXCLUDE', salesTaxBps: 10001 });
    expect(rate.statusCode).toBe(400);
    expect(rate.json().detail).toContain(messages.taxRateRange);
    expect((await get(owner, 'payment-setup')).json().taxMode).toBe('NO_TAX');
  });

  it('saves the default payment schedule and getPaymentSettings uses it', async () => {
    const owner = await createOwner(app);
    const saved = await post(owner, 'payment-schedules', { paymentSchedules: [deposit, balance] });
    expect(saved.statusCode, saved.body).toBe(200);
    expect((await get(owner, 'payment-schedules')).json()).toEqual({
      paymentSchedules: [deposit, balance],
    });
    await post(owner, 'payment-setup', { taxMode: 'EXCLUDE', salesTaxBps: 500 });
    expect(await getPaymentSettings(app.deps.db, owner)).toEqual({
      taxMode: 'EXCLUDE',
      salesTaxBps: 500,
      paymentSchedule: [deposit, balance],
    });
  });

  it('refuses a schedule whose percents add up to more than 100%', async () => {
    const owner = await createOwner(app);
    const res = await post(owner, 'payment-schedules', {
      paymentSchedules: [deposit, { ...balance, amount: 8000 }],
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().detail).toContain(messages.paymentScheduleOver100);
  });

  it('stores the payment reminder: 1 to 60 days before', async () => {
    const owner = await createOwner(app);
    const saved = await post(owner, 'payment-reminder', { isEnabled: true, daysBefore: 5 });
    expect(saved.json()).toEqual({ isEnabled: true, daysBefore: 5 });
    expect(await getPaymentReminder(app.deps.db, owner)).toEqual({
      isEnabled: true,
      daysBefore: 5,
    });
    for (const daysBefore of [0, 61]) {
      const res = await post(owner, 'payment-reminder', { isEnabled: true, daysBefore });
      expect(res.statusCode).toBe(400);
      expect(res.json().detail).toBe(messages.reminderDaysRange);
    }
  });

  it('keeps each business to its own settings', async () => {
    const a = await createOwner(app);
    const b = await createOwner(app);
    await post(a, 'payment-setup', { taxMode: 'EXCLUDE', salesTaxBps: 900 });
    expect((await get(b, 'payment-setup')).json()).toEqual({ taxMode: 'NO_TAX', salesTaxBps: 700 });
  });
});
