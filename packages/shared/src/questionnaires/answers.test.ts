import { describe, expect, it } from 'vitest';
import {
  basicInquiryFields,
  contactOf,
  inquiryFormFields,
  isLocalDate,
  storedAnswersOf,
  validateAnswers,
} from './answers.ts';
import type { TQuestionnaireField } from './contracts.ts';

function field(
  id: string,
  type: TQuestionnaireField['type'],
  extra: Partial<TQuestionnaireField> = {},
): TQuestionnaireField {
  return { id, type, label: `Question ${id}`, isRequired: false, options: [], ...extra };
}

function errorsOf(fields: TQuestionnaireField[], answers: Record<string, unknown>) {
  const result = validateAnswers(fields, answers as never);
  return result.ok ? [] : result.errors;
}

describe('validateAnswers', () => {
  it('requires required fields with the exact message, blank strings and empty lists too', () => {
    const fields = [
      field('a', 'SHORT_TEXT', { isRequired: true }),
      field('b', 'CHECKBOX', { isRequired: true, options: ['x'] }),
      field('c', 'YES_NO', { isRequired: true }),
    ];
    expect(errorsOf(fields, { a: '   ', b: [] })).toEqual([
      { field: 'answers.a', message: 'This field cannot be left blank' },
      { field: 'answers.b', message: 'This field cannot be left blank' },
      { field: 'answers.c', message: 'This field cannot be left blank' },
    ]);
  });

  it('accepts "No" as an answer to a required yes/no question', () => {
    const result = validateAnswers([field('c', 'YES_NO', { isRequired: true })], { c: false });
    expect(result).toEqual({
      ok: true,
      stored: [{ fieldId: 'c', type: 'YES_NO', label: 'Question c', value: false }],
    });
    expect(errorsOf([field('c', 'YES_NO')], { c: 'yes' })).toEqual([
      { field: 'answers.c', message: 'Please answer yes or no' },
    ]);
  });

  it('checks email, phone and full name with the exact messages', () => {
    const fields = [
      field('n', 'FULL_NAME'),
      field('e', 'EMAIL_ADDRESS'),
      field('p', 'PHONE_NUMBER'),
    ];
    expect(errorsOf(fields, { n: 'x'.repeat(129), e: 'not-an-email', p: 'abc' })).toEqual([
      { field: 'answers.n', message: 'The full name must be less than 128 characters' },
      { field: 'answers.e', message: 'Please enter the correct email format' },
      { field: 'answers.p', message: 'Please enter the correct phone number format' },
    ]);
  });

  it('stores trimmed values, the email in lower case', () => {
    const result = validateAnswers(
      [field('n', 'FULL_NAME'), field('e', 'EMAIL_ADDRESS'), field('p', 'PHONE_NUMBER')],
      { n: '  Ada Lovelace ', e: ' Ada@Example.COM ', p: ' +1 555 0100 ' },
    );
    expect(result.ok && result.stored.map((answer) => answer.value)).toEqual([
      'Ada Lovelace',
      'ada@example.com',
      '+1 555 0100',
    ]);
  });

  it('takes a SELECT answer only from its options and CHECKBOX answers only as a subset', () => {
    const fields = [
      field('s', 'SELECT', { options: ['Studio', 'Outdoors'] }),
      field('c', 'CHECKBOX', { options: ['Hair', 'Make-up', 'Styling'] }),
    ];
    expect(errorsOf(fields, { s: 'Beach', c: ['Hair', 'Nails'] })).toEqual([
      { field: 'answers.s', message: 'Please choose a value from the list' },
      { field: 'answers.c', message: 'Please choose values from the list' },
    ]);
    expect(errorsOf(fields, { s: ['Studio'], c: 'Hair' })).toEqual([
      { field: 'answers.s', message: 'Please choose a value from the list' },
      { field: 'answers.c', message: 'Please choose values from the list' },
    ]);
    const ok = validateAnswers(fields, { s: 'Studio', c: ['Styling', 'Hair', 'Hair'] });
    expect(ok.ok && ok.stored.map((answer) => answer.value)).toEqual([
      'Studio',
      ['Hair', 'Styling'],
    ]);
  });

  it('takes dates as real calendar days written YYYY-MM-DD', () => {
    const fields = [
      field('d', 'DATE'),
      field('w', 'WEDDING_DATE'),
      field('b', 'NEWBORN_DATE'),
      field('s', 'SHOOT_DATE'),
    ];
    expect(
      errorsOf(fields, { d: '2030-02-30', w: '03/04/2030', b: true, s: '2030-06-01' }),
    ).toEqual([
      { field: 'answers.d', message: 'Please enter a valid date as YYYY-MM-DD' },
      { field: 'answers.w', message: 'Please enter a valid date as YYYY-MM-DD' },
      { field: 'answers.b', message: 'Please enter your answer as text' },
    ]);
    expect(isLocalDate('2028-02-29')).toBe(true);
    expect(isLocalDate('2027-02-29')).toBe(false);
  });

  it('limits text lengths', () => {
    const fields = [field('s', 'SHORT_TEXT'), field('l', 'LONG_TEXT'), field('m', 'MESSAGE')];
    expect(errorsOf(fields, { s: 'x'.repeat(513), l: 'x'.repeat(5000), m: ['x'] })).toEqual([
      { field: 'answers.s', message: 'The answer must be less than 512 characters' },
      { field: 'answers.m', message: 'Please enter your answer as text' },
    ]);
  });

  it('ignores unknown field ids, leaves out blank optional answers and keeps the field order', () => {
    const fields = [field('b', 'SHORT_TEXT'), field('a', 'LONG_TEXT'), field('c', 'REFERRAL')];
    const result = validateAnswers(fields, { a: 'second', zzz: 'ignored', b: 'first', c: ' ' });
    expect(result).toEqual({
      ok: true,
      stored: [
        { fieldId: 'b', type: 'SHORT_TEXT', label: 'Question b', value: 'first' },
        { fieldId: 'a', type: 'LONG_TEXT', label: 'Question a', value: 'second' },
      ],
    });
  });

  it('does not read inherited properties as answers', () => {
    const result = validateAnswers([field('toString', 'SHORT_TEXT', { isRequired: true })], {});
    expect(result.ok).toBe(false);
  });
});

describe('basicInquiryFields and contactOf', () => {
  it('requires the contact of the basic inquiry form and reads it back', () => {
    expect(errorsOf([...basicInquiryFields], {}).map((error) => error.field)).toEqual([
      'answers.fullName',
      'answers.email',
      'answers.phone',
    ]);
    const result = validateAnswers(basicInquiryFields, {
      fullName: 'Grace Hopper',
      email: 'Grace@Example.com',
      phone: '555-0101',
      message: 'Family shoot in May?',
    });
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(contactOf(basicInquiryFields, result.stored)).toEqual({
      fullName: 'Grace Hopper',
      email: 'grace@example.com',
      phone: '555-0101',
    });
  });

  it('gives empty strings for contact fields a questionnaire does not have', () => {
    const fields = [field('e', 'EMAIL_ADDRESS'), field('e2', 'EMAIL_ADDRESS')];
    const result = validateAnswers(fields, { e2: 'second@example.com' });
    expect(result.ok && contactOf(fields, result.stored)).toEqual({
      fullName: '',
      email: 'second@example.com',
      phone: '',
    });
  });
});

describe('inquiryFormFields', () => {
  it('adds the basic name and email questions a questionnaire lacks and requires the first ones', () => {
    const own = [
      field('when', 'WEDDING_DATE', { isRequired: true }),
      field('mail', 'EMAIL_ADDRESS'),
      field('mail2', 'EMAIL_ADDRESS'),
    ];
    const form = inquiryFormFields(own);
    expect(form.map((f) => [f.id, f.isRequired])).toEqual([
      ['fullName', true],
      ['when', true],
      ['mail', true],
      ['mail2', false],
    ]);
    expect(inquiryFormFields(basicInquiryFields)).toEqual(basicInquiryFields);
  });
});

describe('storedAnswersOf', () => {
  it('reads stored answers and treats anything unreadable as none', () => {
    const answers = [{ fieldId: 'a', type: 'YES_NO', label: 'Pets?', value: true }];
    expect(storedAnswersOf(answers)).toEqual(answers);
    expect(storedAnswersOf({ nope: 1 })).toEqual([]);
    expect(storedAnswersOf(null)).toEqual([]);
  });
});
