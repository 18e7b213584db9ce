// Field builders that carry the field rules and their messages; used by the server and the forms.
import { z } from 'zod';
import { messages } from './messages.ts';
import { limits } from './constants.ts';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const PHONE = /^\+?[0-9()\-.\s]{6,20}$/;
const URL_PATTERN = /^https?:\/\/[^\s]+$/i;
const MONEY = /^\d+(\.\d{1,2})?$/;

/** Trims and rejects an empty value with the required message. */
export function requiredText(label: string, max?: number) {
  let schema = z
    .string({ error: messages.required })
    .trim()
    .min(1, { error: messages.required, abort: true });
  if (max !== undefined) schema = schema.max(max, messages.maxLength(label, max));
  return schema;
}

export function optionalText(label: string, max: number) {
  return z.string().trim().max(max, messages.maxLength(label, max)).optional();
}

export function email(label = 'email', max: number = limits.clientEmail) {
  return requiredText(label, max)
    .pipe(z.string().regex(EMAIL, messages.email))
    .transform(lower)
    .meta({ format: 'email', pattern: EMAIL.source });
}

export function password() {
  return z
    .string({ error: messages.required })
    .min(1, { error: messages.required, abort: true })
    .min(limits.passwordMin, messages.password)
    .max(256, messages.maxLength('password', 256));
}

export function phone() {
  return requiredText('phone', 32).regex(PHONE, messages.phone);
}

export function optionalPhone() {
  return z.string().trim().max(32).regex(PHONE, messages.phone).or(z.literal('')).optional();
}

export function url() {
  return requiredText('url', 2048).regex(URL_PATTERN, messages.url);
}

export function moneyText() {
  return requiredText('amount').regex(MONEY, messages.money);
}

export function hexColor() {
  return z
    .string()
    .trim()
    .regex(/^#[0-9a-fA-F]{6}$/, 'Please enter a colour such as #1F6FEB');
}

export function ianaTimeZone() {
  return (
    z
      .string()
      .refine(isTimeZone, 'Please choose a valid time zone')
      // The shape of a name of the IANA time zone database. Which names exist is the runtime's
      // (its list differs between engines and lacks aliases such as UTC), so the document gives
      // the shape and an example rather than a list that would refuse names the server takes.
      .meta({
        pattern: '^[A-Za-z][A-Za-z0-9_+-]*(/[A-Za-z0-9_+-]+)*$',
        maxLength: 64,
        example: 'Europe/Berlin',
        description: 'A name of the IANA time zone database',
      })
  );
}

export function isTimeZone(value: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: value });
    return true;
  } catch {
    return false;
  }
}

/**
 * NUL and lone UTF-16 surrogates. PostgreSQL text and jsonb cannot hold either (the insert or
 * the query fails), and no person types them: a request carrying one is refused before it is
 * read. Paired surrogates (emoji) are whole characters and stay allowed.
 */
const FORBIDDEN_CHARACTERS = /[\0\p{Cs}]/u;

export function hasForbiddenCharacters(value: string): boolean {
  return FORBIDDEN_CHARACTERS.test(value);
}

/**
 * The dates a photographer's business can mean: birthdays and shoots, not the year 17. Outside
 * this range a date is a typing slip or an attack, and some readers (JavaScript's two-digit-year
 * rule, the ISO format with its four-digit years) cannot round-trip it.
 */
export const DATE_MIN = '1900-01-01';
export const DATE_MAX = '2200-12-31';
const DATE_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;

/** 'YYYY-MM-DD' naming a real calendar day (no 2026-02-30), whatever its year. */
function isRealDay(value: string): boolean {
  const match = DATE_PATTERN.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(0);
  date.setUTCFullYear(year, month - 1, day);
  return (
    date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day
  );
}

/** 'YYYY-MM-DD' naming a real calendar day (no 2026-02-30) within DATE_MIN..DATE_MAX. */
export function isCalendarDate(value: string): boolean {
  return isRealDay(value) && value >= DATE_MIN && value <= DATE_MAX;
}

/**
 * Whether a value whose first ten characters are a real day lies within DATE_MIN..DATE_MAX. Any
 * other value passes here: its format check already says what is wrong, and a field shows one
 * message per problem.
 */
function isDateInRange(value: string): boolean {
  const day = value.slice(0, 10);
  return !isRealDay(day) || (day >= DATE_MIN && day <= DATE_MAX);
}

/**
 * The one type of every calendar-day input: a real day written YYYY-MM-DD, within
 * DATE_MIN..DATE_MAX. `formatMessage` words a value that is not a real day.
 */
export function calendarDate(formatMessage: string = messages.dateFormat) {
  return z.iso
    .date({
      error: (issue) => (issue.input === undefined ? messages.required : formatMessage),
    })
    .refine(isDateInRange, { error: messages.dateOutOfRange(DATE_MIN, DATE_MAX) });
}

/**
 * The one type of every instant input: ISO 8601 with a real calendar day, within
 * DATE_MIN..DATE_MAX. With `offset`, '+02:00' is accepted as well as 'Z'.
 */
export function dateTime(options: { offset?: boolean } = {}) {
  return z.iso
    .datetime({
      offset: options.offset ?? false,
      error: (issue) => (issue.input === undefined ? messages.required : messages.dateTimeFormat),
    })
    .refine(isDateInRange, { error: messages.dateOutOfRange(DATE_MIN, DATE_MAX) });
}

/**
 * "A percentage (isFixed false) is at most `max` basis points", as the document says it: OpenAPI
 * 3.0 has no if/then, so either the amount is fixed or it is within the bound.
 */
export function percentAtMost(max: number) {
  return {
    anyOf: [
      { properties: { isFixed: { enum: [true] } }, required: ['isFixed'] },
      { properties: { amount: { maximum: max } } },
    ],
  };
}

/** The range of a PostgreSQL integer (int4) column; a value past it fails the insert. */
export const INT4_MIN = -2_147_483_648;
export const INT4_MAX = 2_147_483_647;

/**
 * The one type of every whole-number input, bounded by its column and its business rule (the
 * bounds lie within INT4_MIN..INT4_MAX unless the column is a bigint). `wording` overrides the
 * message of either bound.
 */
export function boundedInt(min: number, max: number, wording: BoundWording = {}) {
  return z
    .number({ error: messages.number })
    .int({ error: messages.number })
    .min(min, { error: wording.min ?? messages.numberRange(min, max) })
    .max(max, { error: wording.max ?? messages.numberRange(min, max) });
}

/** A whole number read from the query string ('?page=2'), bounded like boundedInt. */
export function queryInt(min: number, max: number, wording: BoundWording = {}) {
  return z.coerce
    .number({ error: messages.number })
    .int({ error: messages.number })
    .min(min, { error: wording.min ?? messages.numberRange(min, max) })
    .max(max, { error: wording.max ?? messages.numberRange(min, max) });
}

type BoundWording = { min?: string; max?: string };

/**
 * The longest due interval of an invoice or a payment schedule entry, in its unit (days, weeks
 * or months): a thousand of any unit is beyond any shoot a photographer books ahead.
 */
export const DUE_INTERVAL_MAX = 1000;

/** Pages of a list: past this no list of one business reaches, and offsets stay small. */
export const PAGE_MAX = 100_000;

function lower(value: string) {
  return value.toLowerCase();
}
