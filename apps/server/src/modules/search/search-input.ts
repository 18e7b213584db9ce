// What the photographer typed, turned into the values the search statements compare with the
// search_text columns (db/search-text.ts). Every value still goes through search_key() in SQL, so
// case and accents are folded by PostgreSQL's own unaccent dictionary, exactly as the column was.
/**
 * How the input is matched:
 * - substring: three letters or digits in a row ('gar', 'a@gmx'): anywhere in a name, email or
 *   phone, through the trigram index;
 * - wordStart: one or two letters or digits ('jo', 'j.o'): the start of a word ('Jo' finds Joanna
 *   Smith and Mary Jones, not Marjorie), also through the trigram index (a word's first letters
 *   are trigrams with its leading spaces) — anywhere would match half of everything and could not
 *   use the index;
 * - literal: no letter or digit at all ('%', '@'): anywhere, by walking the business's rows.
 */
export type SearchMatch = 'substring' | 'wordStart' | 'literal';

export type SearchInput = {
  /** The text itself (trimmed, single spaces; a phone number's digits alone), compared as it is:
   * its % _ and \ are characters like any other. */
  plain: string;
  match: SearchMatch;
};

/** Only digits and phone punctuation, with at least three digits: '(555) 013-4', '+49 151'. */
const PHONE_LIKE = /^[\d\s()+.\-/]+$/;

/** Null when there is nothing to search for (empty or blank input). */
export function searchInputOf(raw: string): SearchInput | null {
  const text = raw.trim().replace(/\s+/g, ' ');
  if (!text) return null;
  const digits = text.replace(/\D/g, '');
  // search_text holds each phone's digits alone too, so '555 0134' finds '(555) 013-4...'.
  const plain = PHONE_LIKE.test(text) && digits.length >= 3 ? digits : text;
  const letters = plain.normalize('NFD').replace(/\p{M}/gu, '');
  return {
    plain,
    match: /[\p{L}\p{N}]{3}/u.test(letters)
      ? 'substring'
      : /[\p{L}\p{N}]/u.test(letters)
        ? 'wordStart'
        : 'literal',
  };
}
