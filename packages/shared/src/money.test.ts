import { describe, expect, it } from 'vitest';
import { formatMoney, fromMinor, toMinor } from './money.ts';

describe('money in minor units', () => {
  it('converts decimal text and numbers without float drift', () => {
    expect(toMinor('12.5')).toBe(1250);
    expect(toMinor('0.1')).toBe(10);
    expect(toMinor(0.29)).toBe(29);
    expect(toMinor('1999.99')).toBe(199999);
    expect(toMinor('-3.05')).toBe(-305);
    expect(fromMinor(1250)).toBe(12.5);
  });

  it('rejects more than two decimals', () => {
    expect(() => toMinor('1.234')).toThrow();
  });

  it('formats with two decimals in the business currency', () => {
    expect(formatMoney(123456, 'USD')).toBe('$1,234.56');
    expect(formatMoney(5000, 'JPY')).toContain('50.00');
  });
});
