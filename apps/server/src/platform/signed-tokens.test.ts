import { describe, expect, it } from 'vitest';
import { createSignedTokens } from './signed-tokens.ts';

describe('signed tokens', () => {
  const tokens = createSignedTokens('a-secret-for-the-signed-token-tests-0123456789');

  it('round-trips the order id', () => {
    const token = tokens.manageToken('OABCDEFGHIJ');
    expect(token.startsWith('OABCDEFGHIJ.')).toBe(true);
    expect(tokens.orderIdOf(token)).toBe('OABCDEFGHIJ');
  });

  it('refuses any changed character, another order id, or garbage', () => {
    const token = tokens.manageToken('OABCDEFGHIJ');
    for (let index = 0; index < token.length; index += 1) {
      const char = token[index] === 'A' ? 'B' : 'A';
      const tampered = token.slice(0, index) + char + token.slice(index + 1);
      if (tampered !== token) expect(tokens.orderIdOf(tampered)).toBeNull();
    }
    const other = tokens.manageToken('OZZZZZZZZZZ');
    expect(tokens.orderIdOf(`OABCDEFGHIJ.${other.split('.')[1]}`)).toBeNull();
    expect(tokens.orderIdOf('nonsense')).toBeNull();
    expect(tokens.orderIdOf('.abc')).toBeNull();
  });

  it('depends on the secret', () => {
    const token = tokens.manageToken('OABCDEFGHIJ');
    const others = createSignedTokens('another-secret-0123456789-0123456789');
    expect(others.orderIdOf(token)).toBeNull();
    expect(others.isTrackingSignature(tokens.trackingSignature('row-1'), 'row-1')).toBe(false);
  });

  it('signs a tracking link for its own email and address only', () => {
    const click = tokens.trackingSignature('row-1', 'https://example.com/a');
    expect(tokens.isTrackingSignature(click, 'row-1', 'https://example.com/a')).toBe(true);
    expect(tokens.isTrackingSignature(click, 'row-2', 'https://example.com/a')).toBe(false);
    expect(tokens.isTrackingSignature(click, 'row-1', 'https://evil.example/a')).toBe(false);
    expect(tokens.isTrackingSignature(click, 'row-1')).toBe(false);
    expect(tokens.isTrackingSignature(tokens.trackingSignature('row-1'), 'row-1')).toBe(true);
  });
});
