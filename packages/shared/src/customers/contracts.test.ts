import { describe, expect, it } from 'vitest';
import { messages } from '../messages.ts';
import { ZCustomerListQuery, ZMergeCustomersRequest, ZSaveCustomerRequest } from './contracts.ts';

function issuesOf(result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) {
  return (result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]);
}

describe('the contact form', () => {
  it('trims, lower-cases the email and defaults the optional fields', () => {
    expect(ZSaveCustomerRequest.parse({ fullName: ' Ada ', email: ' Ada@Example.COM ' })).toEqual({
      fullName: 'Ada',
      email: 'ada@example.com',
      companyName: '',
      phone: '',
      location: '',
      note: '',
      leadSource: '',
    });
  });

  it('answers the exact messages', () => {
    expect(issuesOf(ZSaveCustomerRequest.safeParse({ fullName: '', email: '' }))).toEqual([
      ['fullName', messages.required],
      ['email', messages.required],
    ]);
    expect(
      issuesOf(
        ZSaveCustomerRequest.safeParse({
          fullName: 'x'.repeat(129),
          email: 'nope',
          phone: 'call me',
          location: 'y'.repeat(513),
        }),
      ),
    ).toEqual([
      ['fullName', 'The full name must be less than 128 characters'],
      ['email', messages.email],
      ['phone', messages.phone],
      ['location', 'The location must be less than 512 characters'],
    ]);
  });

  it('takes an empty phone or one that looks like a phone', () => {
    const base = { fullName: 'Ada', email: 'ada@example.com' };
    expect(ZSaveCustomerRequest.parse({ ...base, phone: '  ' }).phone).toBe('');
    expect(ZSaveCustomerRequest.parse({ ...base, phone: '+44 (20) 7946-0000' }).phone).toBe(
      '+44 (20) 7946-0000',
    );
  });
});

describe('the list query and the merge request', () => {
  it('defaults to newest first, page 1 of 50', () => {
    expect(ZCustomerListQuery.parse({})).toEqual({
      sortBy: 'created',
      order: 'desc',
      page: 1,
      size: 50,
    });
    expect(ZCustomerListQuery.safeParse({ search: 'a'.repeat(129) }).success).toBe(false);
  });

  it('takes each duplicate once, at least one and at most 20', () => {
    const id = '6f1d3c1e-8a53-4c5e-9e0e-2b7d8f4a1c11';
    expect(ZMergeCustomersRequest.parse({ duplicateIds: [id, id] }).duplicateIds).toEqual([id]);
    expect(issuesOf(ZMergeCustomersRequest.safeParse({ duplicateIds: [] }))).toEqual([
      ['duplicateIds', messages.mergeChooseDuplicates],
    ]);
  });
});
