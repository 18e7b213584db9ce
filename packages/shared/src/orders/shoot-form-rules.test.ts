import { describe, expect, it } from 'vitest';
import { messages } from '../messages.ts';
import { shootDraftIssues, type TShootDraft } from './shoot-form-rules.ts';

const empty: TShootDraft = {
  fullName: '',
  email: '',
  phone: '',
  serviceId: null,
  packageId: null,
  date: null,
  startTime: null,
  slotId: null,
};
const client = { fullName: 'Emma Thompson', email: 'emma@example.com', phone: '+49 30 1234567' };
const full = { isMiniSession: false, hasPackages: false };
const mini = { isMiniSession: true, hasPackages: false };

describe('shootDraftIssues', () => {
  it('asks an empty form for the client and the service', () => {
    expect(shootDraftIssues(empty, undefined)).toEqual([
      { field: 'fullName', message: messages.required },
      { field: 'email', message: messages.required },
      { field: 'phone', message: messages.required },
      { field: 'serviceId', message: messages.required },
    ]);
  });

  it('checks the client with the product messages', () => {
    const issues = shootDraftIssues(
      { ...empty, fullName: 'x'.repeat(129), email: 'not-an-email', phone: 'abc' },
      undefined,
    );
    expect(issues.slice(0, 3)).toEqual([
      { field: 'fullName', message: messages.maxLength('full name', 128) },
      { field: 'email', message: messages.email },
      { field: 'phone', message: messages.phone },
    ]);
  });

  it('asks a full session for a date and a start time, and a package when it has packages', () => {
    const draft = { ...empty, ...client, serviceId: 's1' };
    expect(shootDraftIssues(draft, { ...full, hasPackages: true })).toEqual([
      { field: 'packageId', message: messages.packageRequired },
      { field: 'date', message: messages.required },
      { field: 'startTime', message: messages.required },
    ]);
    expect(shootDraftIssues({ ...draft, date: '2030-06-14' }, full)).toEqual([
      { field: 'startTime', message: messages.required },
    ]);
    expect(
      shootDraftIssues(
        { ...draft, packageId: 'p1', date: '2030-06-14', startTime: '09:00' },
        {
          ...full,
          hasPackages: true,
        },
      ),
    ).toEqual([]);
  });

  it('asks a mini session for a date, then for one of its slots', () => {
    const draft = { ...empty, ...client, serviceId: 's1' };
    expect(shootDraftIssues(draft, mini)).toEqual([{ field: 'date', message: messages.required }]);
    expect(shootDraftIssues({ ...draft, date: '2030-06-14' }, mini)).toEqual([
      { field: 'slotId', message: messages.slotRequired },
    ]);
    expect(shootDraftIssues({ ...draft, date: '2030-06-14', slotId: 'x' }, mini)).toEqual([]);
  });
});
