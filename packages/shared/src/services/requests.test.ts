import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import {
  defaultServiceColor,
  schedulePercentTotal,
  serviceColors,
  serviceName,
  stripTags,
  ZCreateServiceRequest,
  ZListServicesQuery,
  ZPaymentScheduleRequest,
  ZUpdateServiceRequest,
} from './requests.ts';

function errorsOf(schema: z.ZodType, value: unknown): string[] {
  const result = schema.safeParse(value);
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
}

describe('service name', () => {
  it('is required, at most 512, and not blank once tags are stripped', () => {
    expect(errorsOf(serviceName(), '')).toEqual(['This field cannot be left blank']);
    expect(errorsOf(serviceName(), '  ')).toEqual(['This field cannot be left blank']);
    expect(errorsOf(serviceName(), '<p> </p>')).toEqual(['This field cannot be left blank']);
    expect(errorsOf(serviceName(), undefined)).toEqual(['This field cannot be left blank']);
    expect(errorsOf(serviceName(), 'x'.repeat(513))).toEqual([
      'The name must be less than 512 characters',
    ]);
    expect(serviceName().parse(' <b>Spring</b> minis ')).toBe('Spring minis');
  });

  it('strips only what looks like a tag', () => {
    expect(stripTags('a < b and c > d')).toBe('a  d');
    expect(stripTags('Fish & chips')).toBe('Fish & chips');
    expect(stripTags('1 < 2')).toBe('1 < 2');
  });
});

describe('requests', () => {
  it('needs a known kind', () => {
    expect(errorsOf(ZCreateServiceRequest, { name: 'A', kind: 9 })).toEqual([
      'Please choose the kind of service',
    ]);
    expect(ZCreateServiceRequest.parse({ name: 'A', kind: 3 })).toEqual({ name: 'A', kind: 3 });
  });

  it('defaults the list query to page 1 of 50, newest first', () => {
    expect(ZListServicesQuery.parse({})).toEqual({ page: 1, size: 50, sortBy: 2, sortOrder: 2 });
    expect(ZListServicesQuery.parse({ page: '3', size: '10', sortBy: '1', kind: '2' })).toEqual({
      page: 3,
      size: 10,
      sortBy: 1,
      sortOrder: 2,
      kind: 2,
    });
    expect(ZListServicesQuery.safeParse({ size: '101' }).success).toBe(false);
  });

  it('takes durations, buffers and expiries from the allowed lists only', () => {
    expect(ZUpdateServiceRequest.safeParse({ durationMinutes: 75, bufferMinutes: 0 }).success).toBe(
      true,
    );
    expect(errorsOf(ZUpdateServiceRequest, { durationMinutes: 0 })).toEqual([
      'Please choose a value from the list',
    ]);
    expect(errorsOf(ZUpdateServiceRequest, { expiryMonths: 8 })).toEqual([
      'Please choose a value from the list',
    ]);
  });

  it('adds up percents only, and refuses more than 100%', () => {
    const entry = { milestone: 'ON_SHOOT_DATE', dueInterval: 1, intervalUnit: 'DAYS' } as const;
    const entries = [
      { ...entry, amount: 7000, isFixed: false },
      { ...entry, amount: 99_999, isFixed: true },
      { ...entry, amount: 3000, isFixed: false },
    ];
    expect(schedulePercentTotal(entries)).toBe(10_000);
    expect(ZPaymentScheduleRequest.safeParse({ paymentSchedules: entries }).success).toBe(true);
    expect(
      errorsOf(ZPaymentScheduleRequest, {
        paymentSchedules: [...entries, { ...entry, amount: 1, isFixed: false }],
      }),
    ).toEqual(['The percentages of the payment schedule must not add up to more than 100%']);
  });

  it('hands out palette colours in turn', () => {
    expect(defaultServiceColor(1)).toBe(serviceColors[0]);
    expect(defaultServiceColor(serviceColors.length + 2)).toBe(serviceColors[1]);
  });
});
