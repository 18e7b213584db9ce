import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  ZReplaceEmailsQuery,
  ZSaveEmailTemplateRequest,
  ZSendOrderEmailRequest,
  ZTestEmailRequest,
} from './contracts.ts';
import {
  fillPlaceholdersAsText,
  KNOWN_EMPTY,
  placeholderGroups,
  placeholderOfToken,
  placeholders,
} from './placeholders.ts';

function errorsOf(schema: z.ZodType, value: unknown): Array<[string, string]> {
  const result = schema.safeParse(value);
  return result.success
    ? []
    : result.error.issues.map((issue) => [issue.path.join('.'), issue.message]);
}

const valid = { name: 'Welcome', subject: 'Hello [Client First Name]', content: '<p>Hi</p>' };

describe('ZSaveEmailTemplateRequest', () => {
  it('accepts a template, private off and no attachment by default', () => {
    expect(ZSaveEmailTemplateRequest.parse({ ...valid, name: ' Welcome ' })).toEqual({
      ...valid,
      isPrivate: false,
      attachmentId: null,
    });
  });

  it('requires name, subject and content with the exact message', () => {
    expect(
      errorsOf(ZSaveEmailTemplateRequest, { name: ' ', subject: '', content: '<p> </p>' }),
    ).toEqual([
      ['name', 'This field cannot be left blank'],
      ['subject', 'This field cannot be left blank'],
      ['content', 'This field cannot be left blank'],
    ]);
  });

  it('limits the subject to 900 characters on one line', () => {
    expect(errorsOf(ZSaveEmailTemplateRequest, { ...valid, subject: 'a'.repeat(900) })).toEqual([]);
    expect(errorsOf(ZSaveEmailTemplateRequest, { ...valid, subject: 'a'.repeat(901) })).toEqual([
      ['subject', 'The subject must be less than 900 characters'],
    ]);
    expect(errorsOf(ZSaveEmailTemplateRequest, { ...valid, subject: 'one\ntwo' })).toEqual([
      ['subject', 'The subject cannot contain line breaks'],
    ]);
    expect(errorsOf(ZSaveEmailTemplateRequest, { ...valid, name: 'n'.repeat(513) })).toEqual([
      ['name', 'The name must be less than 512 characters'],
    ]);
  });
});

describe('manual send requests', () => {
  it('take a template, or a subject and content together', () => {
    expect(
      errorsOf(ZSendOrderEmailRequest, { orderId: 'OABC', templateId: crypto.randomUUID() }),
    ).toEqual([]);
    expect(
      errorsOf(ZSendOrderEmailRequest, { orderId: 'OABC', subject: 'Hi', content: '<p>x</p>' }),
    ).toEqual([]);
    expect(errorsOf(ZSendOrderEmailRequest, { orderId: 'OABC', subject: 'Hi' })).toEqual([
      ['content', 'This field cannot be left blank'],
    ]);
    expect(errorsOf(ZTestEmailRequest, {})).toEqual([
      ['subject', 'This field cannot be left blank'],
      ['content', 'This field cannot be left blank'],
    ]);
  });

  it('replace-emails names exactly one record', () => {
    expect(errorsOf(ZReplaceEmailsQuery, { orderId: 'O1' })).toEqual([]);
    expect(errorsOf(ZReplaceEmailsQuery, {})).toHaveLength(1);
    expect(errorsOf(ZReplaceEmailsQuery, { orderId: 'O1', inquiryId: 'I1' })).toHaveLength(1);
  });
});

describe('placeholder catalogue', () => {
  it('covers every group, with unique tokens', () => {
    expect(new Set(placeholders.map((entry) => entry.group))).toEqual(new Set(placeholderGroups));
    expect(new Set(placeholders.map((entry) => entry.token.toLowerCase())).size).toBe(
      placeholders.length,
    );
    expect(placeholderOfToken('[client  full name]')?.key).toBe('clientFullName');
  });

  it('fills text with the values, four dashes for a missing one, unknown brackets untouched', () => {
    expect(
      fillPlaceholdersAsText(
        '[Client First Name], [Shoot Date] [Add-on List] [Not A Token] [Package Name]',
        {
          clientFirstName: 'Ana',
          shootDate: null,
          addonList: ['Extra hour', 'Album'],
          packageName: '  ',
        },
      ),
    ).toBe('Ana, ---- Extra hour, Album [Not A Token] ----');
  });

  it('fills a value known to be empty with nothing, not the dashes of a missing one', () => {
    expect(
      fillPlaceholdersAsText('At [Shoot Time][Shoot Time Client Zone] [Pending Questions Note]', {
        shootTime: '9:30 AM',
        shootTimeClientZone: KNOWN_EMPTY,
      }),
    ).toBe('At 9:30 AM ----');
  });
});
