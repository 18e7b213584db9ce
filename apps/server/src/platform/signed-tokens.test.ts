import { describe, expect, it } from 'vitest';
import { createManageTokens } from './signed-tokens.ts';

describe('manage tokens', () => {
  const tokens = createManageTokens('a-secret-for-the-signed-token-tests-0123456789');

  it('round-trips the order id', () => {
    const token = tokens.tokenFor('OABCDEFGHIJ');
    expect(token.startsWith('OABCDEFGHIJ.')).toBe(true);
    expect(tokens.orderIdOf(token)).toBe('OABCDEFGHIJ');
  });

  it('refuses any changed character, another order id, or garbage', () => {
    const token = tokens.tokenFor('OABCDEFGHIJ');
    for (let index = 0; index < token.length; index += 1) {
      const char = token[index] === 'A' ? 'B' : 'A';
      const tampered = token.slice(0, index) + char + token.slice(index + 1);
      if (tampered !== token) expect(tokens.orderIdOf(tampered)).toBeNull();
    }
    const other = tokens.tokenFor('OZZZZZZZZZZ');
    expect(tokens.orderIdOf(`OABCDEFGHIJ.${other.split('.')[1]}`)).toBeNull();
    expect(tokens.orderIdOf('nonsense')).toBeNull();
    expect(tokens.orderIdOf('.abc')).toBeNull();
  });

  it('depends on the secret', () => {
    const token = tokens.tokenFor('OABCDEFGHIJ');
    const others = createManageTokens('another-secret-0123456789-0123456789');
    expect(others.orderIdOf(token)).toBeNull();
  });
});
