import { describe, expect, it } from 'vitest';
import { messages } from '../messages.ts';
import { bookingTerms, checkoutTerms } from './payment-terms.ts';

describe('checkoutTerms', () => {
  it('without online payments takes nothing now and says how the client pays', () => {
    expect(checkoutTerms({ total: 25_000, dueNow: 7_500, paysOnline: false })).toEqual({
      dueNow: null,
      dueLater: null,
      offlineNote: messages.payOffline,
    });
  });

  it('with online payments shows the deposit due now and the rest later', () => {
    expect(checkoutTerms({ total: 25_000, dueNow: 7_500, paysOnline: true })).toEqual({
      dueNow: 7_500,
      dueLater: 17_500,
      offlineNote: null,
    });
    expect(checkoutTerms({ total: 25_000, dueNow: 25_000, paysOnline: true })).toEqual({
      dueNow: 25_000,
      dueLater: null,
      offlineNote: null,
    });
  });

  it('says nothing about paying when nothing is due now or the booking is free', () => {
    expect(checkoutTerms({ total: 25_000, dueNow: 0, paysOnline: true }).dueNow).toBeNull();
    expect(checkoutTerms({ total: 0, dueNow: 0, paysOnline: false }).offlineNote).toBeNull();
  });
});

describe('bookingTerms', () => {
  it('without online payments and nothing paid shows no paid 0 and no still due', () => {
    expect(bookingTerms({ total: 25_000, amountPaid: 0, paysOnline: false })).toEqual({
      paid: null,
      stillDue: null,
      offlineNote: messages.payOffline,
    });
  });

  it('shows a payment the photographer recorded, the rest and how to pay it', () => {
    expect(bookingTerms({ total: 25_000, amountPaid: 5_000, paysOnline: false })).toEqual({
      paid: 5_000,
      stillDue: 20_000,
      offlineNote: messages.payOffline,
    });
  });

  it('with online payments shows what was paid and what is still due', () => {
    expect(bookingTerms({ total: 25_000, amountPaid: 7_500, paysOnline: true })).toEqual({
      paid: 7_500,
      stillDue: 17_500,
      offlineNote: null,
    });
    expect(bookingTerms({ total: 25_000, amountPaid: 0, paysOnline: true })).toEqual({
      paid: null,
      stillDue: 25_000,
      offlineNote: null,
    });
  });

  it('a booking paid in full has nothing left to say', () => {
    expect(bookingTerms({ total: 25_000, amountPaid: 25_000, paysOnline: false })).toEqual({
      paid: 25_000,
      stillDue: null,
      offlineNote: null,
    });
  });
});
