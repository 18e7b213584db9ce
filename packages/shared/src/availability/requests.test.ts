import { describe, expect, it } from 'vitest';
import { ZAvailabilityTemplateRequest, ZBookableTimesQuery } from './requests.ts';

function issues(result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) {
  return result.success
    ? []
    : (result.error?.issues.map((issue) => [issue.path.join('.'), issue.message]) ?? []);
}

describe('availability template request', () => {
  it('starts a weekly template with Monday to Friday, 09:00:00 to 17:00:00', () => {
    const parsed = ZAvailabilityTemplateRequest.parse({ name: 'Studio hours', type: 'WEEKDAY' });
    expect(parsed.windows).toEqual(
      [1, 2, 3, 4, 5].map((weekday) => ({ weekday, start: '09:00:00', end: '17:00:00' })),
    );
    expect(parsed.blockOffs).toEqual([]);
  });

  it('checks times, dates, order and overlaps with readable messages', () => {
    expect(
      issues(
        ZAvailabilityTemplateRequest.safeParse({
          name: 'x',
          type: 'WEEKDAY',
          windows: [
            { weekday: 1, start: '09:00', end: '17:00:00' },
            { weekday: 2, start: '12:00:00', end: '11:00:00' },
            { weekday: 3, start: '09:00:00', end: '12:00:00' },
            { weekday: 3, start: '11:00:00', end: '13:00:00' },
            { weekday: 4, start: '09:00:00', end: '12:00:00' },
            { weekday: 4, start: '12:00:00', end: '13:00:00' },
          ],
        }),
      ),
    ).toEqual([
      ['windows.0.start', 'Please enter a time as HH:mm:ss'],
      ['windows.1.end', 'The end time must be after the start time'],
      ['windows.3.start', 'Time windows of the same day must not overlap'],
    ]);
    expect(
      issues(
        ZAvailabilityTemplateRequest.safeParse({
          name: '',
          type: 'DATE',
          windows: [{ date: '2026-02-30', start: '09:00:00', end: '10:00:00' }],
          blockOffs: [{ date: '2026-03-01', start: '10:00:00', end: '10:00:00' }],
        }),
      ),
    ).toEqual([
      ['name', 'This field cannot be left blank'],
      ['blockOffs.0.end', 'The end time must be after the start time'],
      ['windows.0.date', 'Please enter a valid date as YYYY-MM-DD'],
    ]);
    expect(issues(ZAvailabilityTemplateRequest.safeParse({ name: 'x', type: 'MONTH' }))).toEqual([
      ['type', 'Please choose weekly hours or specific dates'],
    ]);
  });
});

describe('bookable times query', () => {
  it('takes at most 62 days, in order', () => {
    expect(ZBookableTimesQuery.safeParse({ from: '2026-01-01', to: '2026-03-03' }).success).toBe(
      true,
    );
    expect(issues(ZBookableTimesQuery.safeParse({ from: '2026-01-01', to: '2026-03-04' }))).toEqual(
      [['to', 'Choose a range of at most 62 days']],
    );
    expect(issues(ZBookableTimesQuery.safeParse({ from: '2026-01-02', to: '2026-01-01' }))).toEqual(
      [['to', 'The end date must be on or after the start date']],
    );
  });
});
