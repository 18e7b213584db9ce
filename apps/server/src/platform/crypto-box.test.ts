import { describe, expect, it } from 'vitest';
import { createCryptoBox, SealedValueError } from './crypto-box.ts';

const box = createCryptoBox('test-secret-that-is-long-enough-0123456789');
const context = 'payment_connections/biz-1/secret_key';

describe('crypto box', () => {
  it('opens what it sealed, and seals the same text differently each time', () => {
    const plain = 'sk_test_51Hx…ünïcode';
    const first = box.seal(plain, context);
    const second = box.seal(plain, context);
    expect(first).not.toBe(second);
    expect(first.startsWith('v1.')).toBe(true);
    expect(first).not.toContain('sk_test');
    expect(box.open(first, context)).toBe(plain);
    expect(box.open(second, context)).toBe(plain);
  });

  it('refuses a changed value', () => {
    const sealed = box.seal('whsec_abc', context);
    const [version, iv, data, tag] = sealed.split('.') as [string, string, string, string];
    const flipped = Buffer.from(data, 'base64url');
    flipped[0] = (flipped[0] ?? 0) ^ 1;
    const tampered = [version, iv, flipped.toString('base64url'), tag].join('.');
    expect(() => box.open(tampered, context)).toThrow(SealedValueError);
    const otherTag = Buffer.from(tag, 'base64url');
    otherTag[3] = (otherTag[3] ?? 0) ^ 0x80;
    expect(() =>
      box.open([version, iv, data, otherTag.toString('base64url')].join('.'), context),
    ).toThrow(SealedValueError);
    expect(() => box.open(`v2.${iv}.${data}.${tag}`, context)).toThrow(SealedValueError);
    expect(() => box.open('not sealed', context)).toThrow(SealedValueError);
  });

  it('refuses another context or another key', () => {
    const sealed = box.seal('sk_test_1', context);
    expect(() => box.open(sealed, 'payment_connections/biz-2/secret_key')).toThrow(
      SealedValueError,
    );
    const other = createCryptoBox('another-secret-that-is-long-enough-98765');
    expect(() => other.open(sealed, context)).toThrow(SealedValueError);
  });
});
