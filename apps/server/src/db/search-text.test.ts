// The search index may only narrow rows down, never lose one: every search_text that contains the
// input (or has it at a word start) holds all of the input's search tokens (migration 0007).
import crypto from 'node:crypto';
import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from './client.ts';
import { testDatabase } from '../test/harness.ts';

let database: DatabaseHandle;
beforeAll(async () => {
  database = await testDatabase();
});

const business = crypto.randomUUID();

type Check = {
  contains: boolean;
  atWordStart: boolean;
  tokensHeld: boolean;
  wordTokensHeld: boolean;
};

async function check(text: string, input: string): Promise<Check> {
  const result = await database.db.execute(sql`
    select strpos(s.key, q.key) > 0 as contains,
      (starts_with(s.key, q.key) or strpos(s.key, ' ' || q.key) > 0) as "atWordStart",
      search_tokens(${business}::uuid, s.key)
        @> search_query_tokens(${business}::uuid, q.key, false) as "tokensHeld",
      search_tokens(${business}::uuid, s.key)
        @> search_query_tokens(${business}::uuid, q.key, true) as "wordTokensHeld"
    from (select search_key(${text}) as key) s, (select search_key(${input}) as key) q`);
  return (result as unknown as { rows: Check[] }).rows[0] as Check;
}

async function tokens(input: string, atWordStart: boolean): Promise<string[]> {
  const result = await database.db.execute(sql`
    select search_query_tokens(${business}::uuid, search_key(${input}), ${atWordStart}) as tokens`);
  return (result as unknown as { rows: { tokens: string[] }[] }).rows[0]?.tokens ?? [];
}

// Letters that words continue with, accented ones (folded by search_key), other scripts, digits
// and the punctuation of names, emails and phones.
const alphabet = [
  ...'abcxyz',
  ...'éüøñç',
  'ß',
  'и',
  'в',
  '1',
  '2',
  ' ',
  '.',
  '@',
  '-',
  '+',
  '(',
  ')',
];
const textArbitrary = fc
  .array(fc.constantFrom(...alphabet), { minLength: 1, maxLength: 24 })
  .map((chars) => chars.join(''));

// Names of a few words from few letters: many inputs span two or more words (their word pairs,
// migration 0016), and many rows share a pair.
const wordsArbitrary = fc
  .array(
    fc
      .array(fc.constantFrom(...'abé1.'), { minLength: 0, maxLength: 5 })
      .map((chars) => chars.join('')),
    { minLength: 2, maxLength: 5 },
  )
  .map((words) => words.join(' '));

describe('search tokens', () => {
  it.each([
    ['texts', textArbitrary],
    ['names of several words', wordsArbitrary],
  ])('are held by every text that contains the input (%s)', async (_, texts) => {
    await fc.assert(
      fc.asyncProperty(texts, fc.nat(), fc.nat(), async (text, from, length) => {
        const start = from % text.length;
        const input = text.slice(start, start + 1 + (length % (text.length - start)));
        const result = await check(text, input);
        expect(result.contains).toBe(true);
        expect(result.tokensHeld).toBe(true);
        if (result.atWordStart) expect(result.wordTokensHeld).toBe(true);
      }),
      { numRuns: 300 },
    );
  });

  it('keep what narrows the search: word pairs, the inner trigrams, and a word start only where it is one', async () => {
    const prefix = business.slice(0, 8);
    // Two words with three letters each side of a space: their word pair alone (migration 0016).
    expect(await tokens('María García', false)).toEqual([`${prefix}|ria|gar`]);
    expect(await tokens('Anna Maria Lee', false)).toEqual([
      `${prefix}|nna|mar`,
      `${prefix}|ria|lee`,
    ]);
    // A pair with a digit is no token ('Suite 12b'): three or more trigrams inside words, those
    // alone ('te ', '  1', ' 12' match every word ending in 'te' or beginning with '1';
    // migration 0010).
    expect((await tokens('Suite 12b', false)).sort()).toEqual(
      ['12b', 'sui', 'uit', 'ite'].map((t) => prefix + t).sort(),
    );
    // A last word of two letters may begin a longer one (no pair); fewer than three trigrams
    // inside words: the ones across a space narrow the search too.
    expect((await tokens('Ann Li', false)).sort()).toEqual(
      ['  l', ' li', 'ann', 'nn '].map((t) => prefix + t).sort(),
    );
    // 'xab' may end a longer word ('yxab'): its padded first trigrams are not kept.
    expect(await tokens('xab', false)).toEqual([`${prefix}xab`]);
    // At a word start, 'jo' begins a word: Joanna, Jones.
    expect((await tokens('Jo', true)).sort()).toEqual([`${prefix}  j`, `${prefix} jo`]);
    // At a word start the first word is whole, however short: 'jo ann' holds 'jo|ann'.
    expect(await tokens('Jo Ann', true)).toEqual([`${prefix}|jo|ann`]);
  });

  it('differ between businesses', async () => {
    const other = crypto.randomUUID();
    const result = await database.db.execute(sql`
      select search_tokens(${other}::uuid, 'maria garcia')
        && search_query_tokens(${business}::uuid, 'maria', false) as shared`);
    const rows = (result as unknown as { rows: { shared: boolean }[] }).rows;
    expect(rows[0]?.shared).toBe(other.slice(0, 8) === business.slice(0, 8));
  });
});
