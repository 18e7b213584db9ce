import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { messages } from './messages.ts';
import {
  boundedInt,
  calendarDate,
  dateTime,
  email,
  hasForbiddenCharacters,
  hexColor,
  queryInt,
  moneyText,
  optionalPhone,
  password,
  phone,
  requiredText,
  url,
} from './validation.ts';
import { ZRegisterRequest, ZLoginRequest } from './auth/contracts.ts';
import { ZHelpRequest } from './account/help-contracts.ts';

function errorsOf(schema: z.ZodType, value: unknown): string[] {
  const result = schema.safeParse(value);
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
}

describe('messages, word for word', () => {
  it('required fields', () => {
    expect(errorsOf(requiredText('name'), '')).toEqual(['This field cannot be left blank']);
    expect(errorsOf(requiredText('name'), '   ')).toEqual(['This field cannot be left blank']);
    expect(errorsOf(z.object({ name: requiredText('name') }), {})).toEqual([
      'This field cannot be left blank',
    ]);
  });

  it('max and min length', () => {
    expect(errorsOf(requiredText('name', 512), 'x'.repeat(513))).toEqual([
      'The name must be less than 512 characters',
    ]);
    expect(errorsOf(requiredText('name', 512), 'x'.repeat(512))).toEqual([]);
    expect(messages.minLength('name', 3)).toBe('The name must be more than 3 characters');
    expect(messages.confirmMismatch('password')).toBe(
      'The password that you entered do not match!',
    );
  });

  it('format patterns', () => {
    expect(errorsOf(email(), 'not-an-email')).toEqual(['Please enter the correct email format']);
    expect(errorsOf(url(), 'ftp://x.y')).toEqual(['Please enter the correct url format']);
    expect(errorsOf(url(), 'https://studio.example')).toEqual([]);
    expect(errorsOf(phone(), 'call me')).toEqual(['Please enter the correct phone number format']);
    expect(errorsOf(phone(), '+1 (555) 010-2030')).toEqual([]);
    expect(errorsOf(moneyText(), '10.123')).toEqual(['Please enter the correct money format']);
    expect(errorsOf(moneyText(), '10.12')).toEqual([]);
    expect(errorsOf(password(), '12345')).toEqual(['Password must be at least 6 characters long']);
    expect(errorsOf(password(), '')).toEqual(['This field cannot be left blank']);
    expect(messages.number).toBe('Please enter the correct number format');
    expect(messages.domainFormat).toBe('Please enter the correct domain format');
  });

  it('normalises emails to lower case and trims text', () => {
    expect(email().parse('  Ana@Example.COM ')).toBe('ana@example.com');
    expect(requiredText('name').parse('  Ana  ')).toBe('Ana');
  });

  it('accepts an empty optional phone and rejects a bad one', () => {
    expect(errorsOf(optionalPhone(), '')).toEqual([]);
    expect(errorsOf(optionalPhone(), 'abc')).toEqual([
      'Please enter the correct phone number format',
    ]);
  });

  it('checks colours', () => {
    expect(errorsOf(hexColor(), '#12ab9F')).toEqual([]);
    expect(errorsOf(hexColor(), 'red')).toHaveLength(1);
  });

  it('signup, login and help forms', () => {
    expect(errorsOf(ZRegisterRequest, { businessName: '', email: '', password: '' })).toEqual([
      'This field cannot be left blank',
      'This field cannot be left blank',
      'This field cannot be left blank',
    ]);
    expect(errorsOf(ZLoginRequest, { username: '', password: '' })).toEqual([
      'This field cannot be left blank',
      'This field cannot be left blank',
    ]);
    expect(errorsOf(ZHelpRequest, { name: 'Ana', email: 'ana@', message: 'Hi' })).toEqual([
      'Please enter the correct email format',
    ]);
  });

  it('image and domain messages', () => {
    expect(messages.imageFormat).toBe(
      'You can only upload image file in formats: JPEG,JPG, PNG, TIFF, DNG!',
    );
    expect(messages.imageSize).toBe('File must smaller than 10MB!');
    expect(messages.domainNotAvailable).toBe('This domain is not available');
    expect(messages.domainMin).toBe('Domain must be at least 4 characters long');
    expect(messages.domainMax).toBe('Domain must be at most 64 characters long');
    expect(messages.domainCharacters).toBe(
      'Domain must contain only letters, numbers, and hyphens',
    );
  });
});

describe('what no input can carry', () => {
  it('finds NUL and lone surrogates, and lets emoji and accents through', () => {
    expect(hasForbiddenCharacters('a\u0000b')).toBe(true);
    expect(hasForbiddenCharacters('a\ud800b')).toBe(true);
    expect(hasForbiddenCharacters('a\udc00')).toBe(true);
    expect(hasForbiddenCharacters('Zoë 📷 — ok')).toBe(false);
  });

  it('takes only real calendar days between 1900 and 2200', () => {
    const date = calendarDate();
    for (const value of ['2026-02-28', '2028-02-29', '1900-01-01', '2200-12-31']) {
      expect(date.safeParse(value).success, value).toBe(true);
    }
    for (const value of ['2026-02-30', '2026-13-01', '0000-00-00', '2027-02-29', '', 'soon']) {
      const messagesShown = date.safeParse(value).error?.issues.map((issue) => issue.message);
      expect(messagesShown, value).toEqual([messages.dateFormat]);
    }
    for (const value of ['0017-01-01', '1899-12-31', '2201-01-01', '9999-12-31']) {
      expect(date.safeParse(value).error?.issues[0]?.message, value).toBe(
        messages.dateOutOfRange('1900-01-01', '2200-12-31'),
      );
    }
    expect(date.safeParse(undefined).error?.issues[0]?.message).toBe(messages.required);
  });

  it('takes only instants on real days between 1900 and 2200', () => {
    const instant = dateTime({ offset: true });
    expect(instant.safeParse('2031-06-15T10:00:00+02:00').success).toBe(true);
    expect(instant.safeParse('2026-02-30T10:00:00Z').error?.issues[0]?.message).toBe(
      messages.dateTimeFormat,
    );
    expect(instant.safeParse('0017-01-01T10:00:00Z').success).toBe(false);
  });

  it('bounds whole numbers, from JSON and from the query string', () => {
    const count = boundedInt(1, 2_147_483_647);
    expect(count.safeParse(2_147_483_647).success).toBe(true);
    expect(count.safeParse(2_147_483_648).error?.issues[0]?.message).toBe(
      messages.numberRange(1, 2_147_483_647),
    );
    expect(count.safeParse(1e308).success).toBe(false);
    expect(count.safeParse(1.5).error?.issues[0]?.message).toBe(messages.number);
    const page = queryInt(1, 100_000);
    expect(page.parse('7')).toBe(7);
    expect(page.safeParse('9007199254740991').success).toBe(false);
  });
});
