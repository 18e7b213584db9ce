import { describe, expect, it } from 'vitest';
import { searchInputOf } from './search-input.ts';

describe('searchInputOf', () => {
  it('is null for blank input, and trims and folds spaces otherwise', () => {
    expect(searchInputOf('')).toBeNull();
    expect(searchInputOf('  \t ')).toBeNull();
    expect(searchInputOf('  maria   garcia ')).toEqual({
      plain: 'maria garcia',
      match: 'substring',
    });
  });

  it('searches a phone number by its digits alone', () => {
    expect(searchInputOf('+1 (555) 013-4567')?.plain).toBe('15550134567');
    expect(searchInputOf('555 01')?.plain).toBe('55501');
    // Too few digits, or letters in it: the text itself.
    expect(searchInputOf('55')?.plain).toBe('55');
    expect(searchInputOf('555 main st')?.plain).toBe('555 main st');
  });

  it('matches substrings from three letters or digits in a row, word starts below that', () => {
    const match = (input: string) => searchInputOf(input)?.match;
    expect(match('joe')).toBe('substring');
    expect(match('zoë')).toBe('substring');
    expect(match('a@gmx')).toBe('substring');
    expect(match('(55) 1')).toBe('substring');
    expect(match('jo')).toBe('wordStart');
    expect(match('j.o.e')).toBe('wordStart');
    expect(match('é')).toBe('wordStart');
    expect(match('%_%')).toBe('literal');
    expect(match('@')).toBe('literal');
  });
});
