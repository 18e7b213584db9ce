import { describe, expect, it } from 'vitest';
import { messages } from '../messages.ts';
import {
  ZAddSlotsRequest,
  ZConflictShootsQuery,
  ZCreateServiceDateRequest,
  ZPremiumReserveRequest,
  ZUpdateSlotRequest,
} from './requests.ts';

function issues(result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) {
  return (result.error?.issues ?? []).map((issue) => `${issue.path.join('.')}: ${issue.message}`);
}

describe('scheduling requests', () => {
  it('takes a date alone, or with all four generation fields', () => {
    expect(ZCreateServiceDateRequest.parse({ date: '2026-12-01' })).toEqual({
      date: '2026-12-01',
      location: '',
    });
    const full = {
      date: '2026-12-01',
      location: ' Park ',
      startTime: '09:00',
      endTime: '12:00',
      duration: 20,
      buffer: 0,
    };
    expect(ZCreateServiceDateRequest.parse(full).location).toBe('Park');
    expect(
      issues(ZCreateServiceDateRequest.safeParse({ date: '2026-12-01', startTime: '09:00' })),
    ).toEqual([
      `endTime: ${messages.slotGenerationIncomplete}`,
      `duration: ${messages.slotGenerationIncomplete}`,
      `buffer: ${messages.slotGenerationIncomplete}`,
    ]);
  });

  it('checks dates, times, list values, order and length of the window', () => {
    const base = {
      date: '2026-12-01',
      startTime: '09:00',
      endTime: '12:00',
      duration: 20,
      buffer: 0,
    };
    expect(issues(ZCreateServiceDateRequest.safeParse({ ...base, date: '2026-02-30' }))).toEqual([
      `date: ${messages.slotDateFormat}`,
    ]);
    expect(issues(ZCreateServiceDateRequest.safeParse({ ...base, startTime: '9:00' }))).toEqual([
      `startTime: ${messages.slotTimeFormat}`,
    ]);
    expect(issues(ZCreateServiceDateRequest.safeParse({ ...base, duration: 21 }))).toEqual([
      `duration: ${messages.slotDurationChoice}`,
    ]);
    expect(issues(ZCreateServiceDateRequest.safeParse({ ...base, buffer: 7 }))).toEqual([
      `buffer: ${messages.slotBufferChoice}`,
    ]);
    expect(issues(ZCreateServiceDateRequest.safeParse({ ...base, endTime: '08:00' }))).toEqual([
      `endTime: ${messages.slotEndAfterStart}`,
    ]);
    expect(issues(ZCreateServiceDateRequest.safeParse({ ...base, endTime: '09:10' }))).toEqual([
      `endTime: ${messages.slotWindowTooShort}`,
    ]);
    expect(
      issues(ZCreateServiceDateRequest.safeParse({ ...base, location: 'x'.repeat(513) })),
    ).toEqual([`location: ${messages.maxLength('location', 512)}`]);
  });

  it('adds generated slots or a single slot', () => {
    expect(
      ZAddSlotsRequest.safeParse({ kind: 'SINGLE', startTime: '09:00', endTime: '09:20' }).success,
    ).toBe(true);
    expect(
      issues(ZAddSlotsRequest.safeParse({ kind: 'SINGLE', startTime: '09:00', endTime: '09:00' })),
    ).toEqual([`endTime: ${messages.slotEndAfterStart}`]);
    expect(
      ZAddSlotsRequest.safeParse({
        kind: 'GENERATE',
        startTime: '09:00',
        endTime: '10:00',
        duration: 20,
        buffer: 10,
      }).success,
    ).toBe(true);
  });

  it('edits a slot’s times together, its break flag, or both', () => {
    expect(ZUpdateSlotRequest.safeParse({ isBreakTime: true }).success).toBe(true);
    expect(issues(ZUpdateSlotRequest.safeParse({ startTime: '09:00' }))).toEqual([
      `endTime: ${messages.required}`,
    ]);
    expect(issues(ZUpdateSlotRequest.safeParse({}))).toEqual([`: ${messages.slotNothingToChange}`]);
  });

  it('sets premium and reservation terms, or removes them', () => {
    expect(ZPremiumReserveRequest.parse({ action: 'REMOVE' })).toEqual({ action: 'REMOVE' });
    expect(
      ZPremiumReserveRequest.parse({ action: 'SET', isPremium: false, isReservation: true }),
    ).toEqual({ action: 'SET', isPremium: false, isReservation: true, premiumFee: 0 });
    expect(
      issues(
        ZPremiumReserveRequest.safeParse({
          action: 'SET',
          isPremium: true,
          premiumFee: 0,
          isReservation: false,
        }),
      ),
    ).toEqual([`premiumFee: ${messages.premiumFeePositive}`]);
  });

  it('asks conflict-shoots for an ordered pair of instants', () => {
    expect(
      ZConflictShootsQuery.safeParse({
        startTime: '2026-06-10T09:00:00Z',
        endTime: '2026-06-10T10:00:00Z',
      }).success,
    ).toBe(true);
    expect(
      ZConflictShootsQuery.safeParse({
        startTime: '2026-06-10T09:00:00Z',
        endTime: '2026-06-10T09:00:00Z',
      }).success,
    ).toBe(false);
  });
});
