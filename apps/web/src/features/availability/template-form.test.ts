import { describe, expect, it } from 'vitest';
import type { TAvailabilityTemplate } from '@studio/shared/availability/contracts';
import { checkTemplate, templateFormValues } from './template-form.ts';

const template: TAvailabilityTemplate = {
  id: 't1',
  name: 'Studio hours',
  type: 'WEEKDAY',
  windows: [
    { weekday: 1, start: '09:00:00', end: '12:00:00' },
    { weekday: 1, start: '13:00:00', end: '17:00:00' },
    { weekday: 0, start: '10:00:00', end: '14:00:00' },
  ],
  blockOffs: [{ date: '2026-12-24', start: '09:00:00', end: '17:00:00', note: 'Christmas Eve' }],
  usedBy: [],
  createdDate: '2026-01-01T00:00:00.000Z',
  modified: '2026-01-01T00:00:00.000Z',
};

describe('template form', () => {
  it('shows a week Monday first, and sends the windows back unchanged', () => {
    const values = templateFormValues(template);
    expect(values.weekdays.map((row) => [row.weekday, row.isOn, row.windows.length])).toEqual([
      [1, true, 2],
      [2, false, 0],
      [3, false, 0],
      [4, false, 0],
      [5, false, 0],
      [6, false, 0],
      [0, true, 1],
    ]);
    const checked = checkTemplate(values);
    expect('request' in checked && checked.request).toEqual({
      name: 'Studio hours',
      type: 'WEEKDAY',
      windows: [
        { weekday: 1, start: '09:00:00', end: '12:00:00' },
        { weekday: 1, start: '13:00:00', end: '17:00:00' },
        { weekday: 0, start: '10:00:00', end: '14:00:00' },
      ],
      blockOffs: [
        { date: '2026-12-24', start: '09:00:00', end: '17:00:00', note: 'Christmas Eve' },
      ],
    });
  });

  it('starts a new template with Monday to Friday, 9:00 AM to 5:00 PM', () => {
    const values = templateFormValues(undefined);
    expect(values.weekdays.filter((row) => row.isOn).map((row) => row.weekday)).toEqual([
      1, 2, 3, 4, 5,
    ]);
    expect(values.weekdays[0]?.windows).toEqual([{ start: '09:00:00', end: '17:00:00' }]);
  });

  it('puts the shared schema’s messages on the fields that show them', () => {
    const values = templateFormValues(template);
    values.weekdays[0] = {
      weekday: 1,
      isOn: true,
      windows: [
        { start: '09:00:00', end: '12:00:00' },
        { start: '11:00:00', end: '17:00:00' },
      ],
    };
    values.blockOffs = [
      { date: '2026-12-24', time: { start: '12:00:00', end: '10:00:00' }, note: '' },
    ];
    const checked = checkTemplate(values);
    expect('errors' in checked && checked.errors).toEqual({
      fields: [
        { name: ['blockOffs', 0, 'time'], errors: ['The end time must be after the start time'] },
        {
          name: ['weekdays', 0, 'windows', 1],
          errors: ['Time windows of the same day must not overlap'],
        },
      ],
      rest: [],
    });
  });

  it('maps a specific date’s problems to its date and window fields', () => {
    const values = templateFormValues({ ...template, type: 'DATE', windows: [] });
    values.type = 'DATE';
    values.dates = [{ date: null, windows: [{ start: '09:00:00', end: '10:00:00' }] }];
    const checked = checkTemplate(values);
    expect('errors' in checked && checked.errors.fields).toEqual([
      { name: ['dates', 0, 'date'], errors: ['Please enter a valid date as YYYY-MM-DD'] },
    ]);
  });
});
