import { describe, expect, it } from 'vitest';
import { isUnderHost, normalizeHostname, ZCustomDomainRequest } from './contracts.ts';

const errorsOf = (domain: unknown) => {
  const result = ZCustomDomainRequest.safeParse({ domain });
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
};

describe('custom domain hostnames', () => {
  it('normalizes what an owner pastes', () => {
    expect(normalizeHostname(' https://WWW.Example.com/book?x=1 ')).toBe('www.example.com');
    expect(normalizeHostname('example.com.')).toBe('example.com');
    expect(normalizeHostname('shop.example.com:8443')).toBe('shop.example.com');
    expect(normalizeHostname('www.Bücher.de')).toBe('www.xn--bcher-kva.de');
    expect(ZCustomDomainRequest.parse({ domain: 'Anna-Photo.CO.UK' })).toEqual({
      domain: 'anna-photo.co.uk',
    });
  });

  it('answers each rule with its message', () => {
    expect(errorsOf('  ')).toEqual(['Please enter a domain, such as www.example.com']);
    expect(errorsOf('localhost')).toEqual([
      'Please enter the full domain, such as www.example.com',
    ]);
    expect(errorsOf(`${'a'.repeat(64)}.com`)).toEqual([
      'Each part of a domain must be at most 63 characters long',
    ]);
    expect(errorsOf(`${'a.'.repeat(127)}com`)).toEqual([
      'A domain must be at most 253 characters long',
    ]);
    for (const bad of ['-anna.com', 'anna-.com', 'an_na.com', 'anna..com', '192.168.1.10']) {
      expect(errorsOf(bad), bad).toEqual(['Please enter the correct domain format']);
    }
    expect(errorsOf(`${'a'.repeat(63)}.example.com`)).toEqual([]);
    expect(errorsOf('xn--bcher-kva.example')).toEqual([]);
  });

  it('knows the product host and its subdomains', () => {
    expect(isUnderHost('studio.photos', 'studio.photos')).toBe(true);
    expect(isUnderHost('anna.studio.photos', 'studio.photos')).toBe(true);
    expect(isUnderHost('mystudio.photos', 'studio.photos')).toBe(false);
  });
});
