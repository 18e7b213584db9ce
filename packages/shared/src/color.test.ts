import { describe, expect, it } from 'vitest';
import { relativeLuminance, textColorOn } from './color.ts';

describe('text colour on a brand colour', () => {
  it('is white on dark and mid colours (luminance under 0.7)', () => {
    expect(textColorOn('#2F5D50')).toBe('#ffffff');
    expect(textColorOn('#ff0000')).toBe('#ffffff');
  });

  it('is black on light colours', () => {
    expect(textColorOn('#ffffff')).toBe('#000000');
    expect(textColorOn('#f5f0a0')).toBe('#000000');
  });

  it('computes WCAG relative luminance', () => {
    expect(relativeLuminance('#000000')).toBe(0);
    expect(relativeLuminance('#ffffff')).toBeCloseTo(1, 5);
    expect(relativeLuminance('#fff')).toBeCloseTo(1, 5);
  });
});
