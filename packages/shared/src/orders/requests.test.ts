import { describe, expect, it } from 'vitest';
import { messages } from '../messages.ts';
import { quantityError, ZCreateShootRequest } from './requests.ts';

const valid = {
  fullName: 'Ada Lovelace',
  email: 'Ada@Example.com',
  phone: '+1 555 0100',
  date: '2030-06-10',
  startTime: '09:00',
  totalFee: 25000,
};

function errors(body: object) {
  const result = ZCreateShootRequest.safeParse({ ...valid, ...body });
  return result.success
    ? []
    : result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
}

describe('ZCreateShootRequest', () => {
  it('accepts a complete shoot and lower-cases the email', () => {
    const parsed = ZCreateShootRequest.parse(valid);
    expect(parsed.email).toBe('ada@example.com');
    expect(parsed).toMatchObject({ amountPaid: 0, addons: [], isSendEmail: false });
  });

  it('answers the money rules with exactly one message each', () => {
    expect(errors({ totalFee: -100 })).toEqual([`totalFee: ${messages.totalFeeNegative}`]);
    expect(errors({ totalFee: 30 })).toEqual([`totalFee: ${messages.totalFeeMinimum}`]);
    expect(errors({ totalFee: 0 })).toEqual([]);
    expect(errors({ amountPaid: -1 })).toEqual([`amountPaid: ${messages.amountPaidNegative}`]);
    expect(errors({ amountPaid: 49 })).toEqual([`amountPaid: ${messages.amountPaidMinimum}`]);
    expect(errors({ amountPaid: 25001 })).toEqual([`amountPaid: ${messages.amountPaidAboveTotal}`]);
  });

  it('needs the client, and a date and start time unless a slot is chosen', () => {
    expect(errors({ fullName: ' ', email: '', phone: '' })).toEqual([
      `fullName: ${messages.required}`,
      `email: ${messages.required}`,
      `phone: ${messages.required}`,
    ]);
    expect(errors({ date: null, startTime: null })).toEqual([
      `date: ${messages.required}`,
      `startTime: ${messages.required}`,
    ]);
    expect(
      errors({ date: null, startTime: null, slotId: '7d1f2f36-64c3-4d3e-9d0b-6a0a4c6f7e11' }),
    ).toEqual([]);
    expect(errors({ fullName: 'x'.repeat(129) })).toEqual([
      `fullName: ${messages.maxLength('full name', 128)}`,
    ]);
  });
});

describe('quantityError', () => {
  it('says greater than 0, or at most the add-on’s maximum', () => {
    expect(quantityError(0, 3)).toBe(messages.quantityMin);
    expect(quantityError(4, 3)).toBe(messages.quantityMax(3));
    expect(quantityError(3, 3)).toBeNull();
  });
});
