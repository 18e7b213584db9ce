// Money is integer minor units (cents) everywhere; these convert at the edges (forms, display).
import { currencies } from './enums.ts';

/** '12.5' or 12.5 -> 1250. Rounds half away from zero at the third decimal. */
export function toMinor(value: string | number): number {
  const text = typeof value === 'number' ? value.toFixed(2) : value.trim();
  if (!/^-?\d+(\.\d{0,2})?$/.test(text)) throw new Error(`Not a money amount: ${value}`);
  const negative = text.startsWith('-');
  const [whole = '0', fraction = ''] = text.replace('-', '').split('.');
  const minor = Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
  return negative ? -minor : minor;
}

/** 1250 -> 12.5 (for number inputs only; never do arithmetic on the result). */
export function fromMinor(minor: number): number {
  return minor / 100;
}

export function currencyLocale(code: string): string {
  return currencies.find((c) => c.code === code)?.locale ?? 'en-US';
}

/** Shown with 2 decimals in the business currency. */
export function formatMoney(minor: number, currency = 'USD'): string {
  return new Intl.NumberFormat(currencyLocale(currency), {
    style: 'currency',
    currency,
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  }).format(minor / 100);
}
