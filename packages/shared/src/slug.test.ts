import { describe, expect, it } from 'vitest';
import { nextFreeSlug, slugify } from './slug.ts';

describe('slugs', () => {
  const options = { maxLength: 48, fallback: 'studio' };

  it('folds accents, lowers case and keeps single hyphens', () => {
    expect(slugify('  Café   Portraits & Co!  ', options)).toBe('cafe-portraits-co');
  });

  it('cuts to the maximum length without a trailing hyphen', () => {
    expect(slugify('a'.repeat(47) + ' b', options)).toBe('a'.repeat(47));
  });

  it('falls back when no letter or digit is left', () => {
    expect(slugify('写真館', options)).toBe('studio');
  });

  it('finds the first free suffix', () => {
    expect(nextFreeSlug('lumen', new Set())).toBe('lumen');
    expect(nextFreeSlug('lumen', new Set(['lumen', 'lumen-2']))).toBe('lumen-3');
  });
});
