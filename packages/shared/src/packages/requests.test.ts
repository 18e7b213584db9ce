import { describe, expect, it } from 'vitest';
import {
  addonQuantity,
  addonSelection,
  ZCreateAddonRequest,
  ZCreatePackageRequest,
  ZTotalFee,
} from './requests.ts';

function messagesOf(result: { success: boolean; error?: { issues: { message: string }[] } }) {
  return result.success ? [] : (result.error?.issues.map((issue) => issue.message) ?? []);
}

const validPackage = { name: 'Family hour', totalFee: 25000, shootDuration: 60 };

describe('total fee', () => {
  it('accepts 0 and anything from 0.5 up', () => {
    for (const minor of [0, 50, 51, 25000]) expect(ZTotalFee.safeParse(minor).success).toBe(true);
  });

  it('gives the exact messages between 0 and 0.5 and below 0, one at a time', () => {
    expect(messagesOf(ZTotalFee.safeParse(1))).toEqual([
      'The total amount must be 0 or greater than 0.5',
    ]);
    expect(messagesOf(ZTotalFee.safeParse(49))).toEqual([
      'The total amount must be 0 or greater than 0.5',
    ]);
    expect(messagesOf(ZTotalFee.safeParse(-1))).toEqual([
      'Total fee must be greater than or equal to 0',
    ]);
    expect(messagesOf(ZTotalFee.safeParse(-5000))).toEqual([
      'Total fee must be greater than or equal to 0',
    ]);
    expect(messagesOf(ZTotalFee.safeParse(undefined))).toEqual(['This field cannot be left blank']);
  });
});

describe('package request', () => {
  it('fills the optional fields with their defaults', () => {
    const parsed = ZCreatePackageRequest.parse(validPackage);
    expect(parsed).toMatchObject({
      type: 'STANDARD',
      shootLocation: '',
      discount: null,
      isPremium: false,
      premiumFee: 0,
      isReservation: false,
      reservationDiscount: 0,
    });
  });

  it('requires a name of at most 512 characters and a listed duration', () => {
    expect(messagesOf(ZCreatePackageRequest.safeParse({ ...validPackage, name: '  ' }))).toEqual([
      'This field cannot be left blank',
    ]);
    expect(
      messagesOf(ZCreatePackageRequest.safeParse({ ...validPackage, name: 'x'.repeat(513) })),
    ).toEqual(['The name must be less than 512 characters']);
    expect(
      messagesOf(ZCreatePackageRequest.safeParse({ ...validPackage, shootDuration: 50 })),
    ).toEqual(['Please choose a duration from the list']);
  });

  it('checks the discount: positive, at most 100%, dates in order, not above the fee', () => {
    const withDiscount = (discount: object) =>
      messagesOf(ZCreatePackageRequest.safeParse({ ...validPackage, discount }));
    expect(withDiscount({ amount: 0, isFixed: true })).toEqual([
      'The discount must be greater than 0',
    ]);
    expect(withDiscount({ amount: 10001, isFixed: false })).toEqual([
      'The discount cannot be more than 100%',
    ]);
    expect(withDiscount({ amount: 30000, isFixed: true })).toEqual([
      'The discount cannot be more than the total fee',
    ]);
    expect(
      withDiscount({ amount: 100, isFixed: true, startDate: '2026-03-02', endDate: '2026-03-01' }),
    ).toEqual(['The end date must be on or after the start date']);
    expect(withDiscount({ amount: 100, isFixed: true, startDate: '2026-02-30' })).toEqual([
      'Please enter a valid date as YYYY-MM-DD',
    ]);
    expect(withDiscount({ amount: 100, isFixed: true, maxSlots: 0 })).toEqual([
      'Max slots must be at least 1',
    ]);
    expect(
      withDiscount({
        amount: 10000,
        isFixed: false,
        startDate: '2026-03-01',
        endDate: '2026-03-01',
      }),
    ).toEqual([]);
  });

  it('checks the premium fee and the reservation discount', () => {
    expect(
      messagesOf(
        ZCreatePackageRequest.safeParse({ ...validPackage, isPremium: true, premiumFee: 10 }),
      ),
    ).toEqual(['The premium fee must be 0 or greater than 0.5']);
    expect(
      messagesOf(
        ZCreatePackageRequest.safeParse({
          ...validPackage,
          isReservation: true,
          reservationDiscount: 25001,
        }),
      ),
    ).toEqual(['The reservation discount cannot be more than the total fee']);
  });
});

describe('add-on request', () => {
  it('requires a name, a fee within the money bounds and a max quantity of at least 1', () => {
    expect(ZCreateAddonRequest.parse({ name: 'Extra prints', fee: 1500 }).maxQuantity).toBe(1);
    expect(messagesOf(ZCreateAddonRequest.safeParse({ name: '', fee: 1500 }))).toEqual([
      'This field cannot be left blank',
    ]);
    expect(messagesOf(ZCreateAddonRequest.safeParse({ name: 'A', fee: 20 }))).toEqual([
      'The fee must be 0 or greater than 0.5',
    ]);
    expect(messagesOf(ZCreateAddonRequest.safeParse({ name: 'A', fee: -1 }))).toEqual([
      'The fee must be greater than or equal to 0',
    ]);
    expect(
      messagesOf(ZCreateAddonRequest.safeParse({ name: 'A', fee: 0, maxQuantity: 0 })),
    ).toEqual(['Max quantity must be at least 1']);
  });
});

describe('add-on quantity', () => {
  it('gives the exact messages', () => {
    const quantity = addonQuantity(3);
    expect(messagesOf(quantity.safeParse(0))).toEqual(['Quantity must be greater than 0']);
    expect(messagesOf(quantity.safeParse(-2))).toEqual(['Quantity must be greater than 0']);
    expect(messagesOf(quantity.safeParse(4))).toEqual(['Quantity must be less than or equal to 3']);
    expect(quantity.safeParse(1).success).toBe(true);
    expect(quantity.safeParse(3).success).toBe(true);
  });

  it('checks a whole selection against the service’s add-ons', () => {
    const a = '7a4e3c8e-6f1c-4e0a-9a51-0c8f0d2b9a11';
    const b = '0b9c1a2d-3e4f-4a5b-8c6d-7e8f9a0b1c2d';
    const schema = addonSelection([{ id: a, maxQuantity: 2 }]);
    expect(schema.safeParse([{ addonId: a, quantity: 2 }]).success).toBe(true);
    const result = schema.safeParse([
      { addonId: a, quantity: 3 },
      { addonId: b, quantity: 1 },
    ]);
    expect(result.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['0.quantity', 'Quantity must be less than or equal to 2'],
      ['1.addonId', 'This add-on does not exist or was deleted'],
    ]);
  });
});
