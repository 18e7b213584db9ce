import { describe, expect, it } from 'vitest';
import { relativeLuminance } from '@studio/shared/color';
import { brandOf } from './brand.ts';

function contrast(a: string, b: string): number {
  const [light, dark] = [relativeLuminance(a), relativeLuminance(b)].sort((x, y) => y - x);
  return ((light ?? 0) + 0.05) / ((dark ?? 0) + 0.05);
}

describe('brand colours', () => {
  it.each(['#2F5D50', '#F5C542', '#F5A623', '#7FD1C7', '#FFFFFF', '#000000', '#1F6FEB', 'oops'])(
    'keeps text on %s and accent text on white at 4.5:1 or more',
    (color) => {
      const brand = brandOf(color);
      expect(contrast(brand.accent, brand.onAccent)).toBeGreaterThanOrEqual(4.5);
      expect(contrast(brand.accentInk, '#ffffff')).toBeGreaterThanOrEqual(4.5);
    },
  );

  it("keeps the business's own colour when the rule's text colour is readable on it", () => {
    expect(brandOf('#2F5D50')).toMatchObject({ accent: '#2F5D50', onAccent: '#ffffff' });
    // The luminance rule puts white on this orange (luminance under 0.7); black reads far better.
    expect(brandOf('#F5A623')).toMatchObject({ accent: '#F5A623', onAccent: '#000000' });
  });
});
