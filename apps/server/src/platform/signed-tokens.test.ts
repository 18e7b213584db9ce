import { describe, expect, it } from 'vitest';
import { manageTokenFor, orderIdOfManageToken, useSignedTokenSecret } from './signed-tokens.ts';

describe('manage tokens', () => {
  useSignedTokenSecret('a-secret-for-the-signed-token-tests-0123456789');

  it('round-trips the order id', () => {
    const token = manageTokenFor('OABCDEFGHIJ');
    expect(token.startsWith('OABCDEFGHIJ.')).toBe(true);
    expect(orderIdOfManageToken(token)).toBe('OABCDEFGHIJ');
  });

  it('refuses any changed character, another order id, or garbage', () => {
    const token = manageTokenFor('OABCDEFGHIJ');
    for (let index = 0; index < token.length; index += 1) {
      const char = token[index] === 'A' ? 'B' : 'A';
      const tampered = token.slice(0, index) + char + token.slice(index + 1);
      if (tampered !== token) expect(orderIdOfManageToken(tampered)).toBeNull();
    }
    const other = manageTokenFor('OZZZZZZZZZZ');
    expect(orderIdOfManageToken(`OABCDEFGHIJ.${other.split('.')[1]}`)).toBeNull();
    expect(orderIdOfManageToken('nonsense')).toBeNull();
    expect(orderIdOfManageToken('.abc')).toBeNull();
  });

  it('depends on the secret', () => {
    const token = manageTokenFor('OABCDEFGHIJ');
    useSignedTokenSecret('another-secret-0123456789-0123456789');
    expect(orderIdOfManageToken(token)).toBeNull();
    useSignedTokenSecret('a-secret-for-the-signed-token-tests-0123456789');
  });
});
