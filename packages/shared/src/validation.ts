// Field builders that carry the SPEC §5 rules and messages; used by the server and the forms.
import { z } from 'zod';
import { messages } from './messages.ts';
import { limits } from './constants.ts';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const PHONE = /^\+?[0-9()\-.\s]{6,20}$/;
const URL_PATTERN = /^https?:\/\/[^\s]+$/i;
const MONEY = /^\d+(\.\d{1,2})?$/;

/** Trims and rejects an empty value with the SPEC's required message. */
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
  return requiredText(label, max).pipe(z.string().regex(EMAIL, messages.email)).transform(lower);
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
  return z.string().refine(isTimeZone, 'Please choose a valid time zone');
}

export function isTimeZone(value: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: value });
    return true;
  } catch {
    return false;
  }
}

function lower(value: string) {
  return value.toLowerCase();
}
