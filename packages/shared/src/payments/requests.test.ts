import { describe, expect, it } from 'vitest';
import { messages } from '../messages.ts';
import { ZPaymentReminder, ZPaymentSetup } from './requests.ts';

describe('payment setup requests', () => {
  it('defaults the sales tax to 7%', () => {
    expect(ZPaymentSetup.parse({ taxMode: 'EXCLUDE' })).toEqual({
      taxMode: 'EXCLUDE',
      salesTaxBps: 700,
    });
  });

  it('refuses a tax rate outside 0..100% and an unknown mode', () => {
    const rate = ZPaymentSetup.safeParse({ taxMode: 'EXCLUDE', salesTaxBps: 10001 });
    expect(rate.error?.issues[0]?.message).toBe(messages.taxRateRange);
    const mode = ZPaymentSetup.safeParse({ taxMode: 'VAT' });
    expect(mode.error?.issues[0]?.message).toBe(messages.chooseFromList);
  });

  it('reminders: 1 to 60 days before, 3 by default', () => {
    expect(ZPaymentReminder.parse({ isEnabled: true })).toEqual({ isEnabled: true, daysBefore: 3 });
    for (const daysBefore of [0, 61, 2.5]) {
      const result = ZPaymentReminder.safeParse({ isEnabled: true, daysBefore });
      expect(result.error?.issues[0]?.message).toBe(messages.reminderDaysRange);
    }
  });
});
