import { describe, expect, it } from 'vitest';
import { messages } from './messages.ts';
import { domainError, domainSafeSlug, stripProductSuffix } from './domain.ts';

describe('domainError', () => {
  it('accepts letters, digits and single inner hyphens from 4 to 64 characters', () => {
    expect(domainError('anna-photo')).toBeNull();
    expect(domainError('a1b2')).toBeNull();
    expect(domainError('a'.repeat(64))).toBeNull();
  });

  it('answers each rule with the exact message', () => {
    expect(domainError('admin')).toBe(messages.domainNotAvailable);
    expect(domainError('payment')).toBe(messages.domainNotAvailable);
    expect(domainError('abc')).toBe(messages.domainMin);
    expect(domainError('a'.repeat(65))).toBe(messages.domainMax);
    expect(domainError('anna_photo')).toBe(messages.domainCharacters);
    expect(domainError('anna.photo')).toBe(messages.domainCharacters);
    expect(domainError('-anna')).toBe(messages.domainEdges);
    expect(domainError('anna-')).toBe(messages.domainEdges);
    expect(domainError('an--na')).toBe(messages.domainHyphens);
  });

  it('strips the product suffixes first', () => {
    expect(stripProductSuffix(' Anna.Studio.Photos ', ['studio.photos'])).toBe('anna');
    expect(stripProductSuffix('anna.example.com', ['studio.photos'])).toBe('anna.example.com');
  });
});

describe('domainSafeSlug', () => {
  it('keeps a valid slug and makes reserved or short ones valid', () => {
    expect(domainSafeSlug('anna-photo')).toBe('anna-photo');
    expect(domainSafeSlug('help')).toBe('help-studio');
    expect(domainSafeSlug('ab')).toBe('ab-studio');
    for (const slug of ['help', 'ab', 'x', 'support', 'sales']) {
      expect(domainError(domainSafeSlug(slug))).toBeNull();
    }
  });
});
