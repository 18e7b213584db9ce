// Access tokens: signed and verified, with the per-process cache of verified tokens.
import { SignJWT } from 'jose';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AppError } from './errors.ts';
import { createTokenService } from './tokens.ts';

const SECRET = 'a-test-secret-that-is-long-enough-for-hs256';

async function failure(promise: Promise<unknown>): Promise<string | undefined> {
  return promise.then(
    () => undefined,
    (error: unknown) => (error instanceof AppError ? error.code : String(error)),
  );
}

afterEach(() => vi.useRealTimers());

describe('createTokenService', () => {
  it('verifies its own tokens, also from the cache, and never a tampered one', async () => {
    const tokens = await createTokenService(SECRET, 60);
    const claims = { accountId: 'acc-1', sessionId: 'sign-in-1' };
    const token = await tokens.sign(claims);
    expect(await tokens.verify(token)).toEqual(claims);
    expect(await tokens.verify(token)).toEqual(claims);
    const [header, payload, signature = ''] = token.split('.');
    const tampered = `${header}.${payload}.${signature.slice(0, -2)}${signature.endsWith('AA') ? 'BB' : 'AA'}`;
    expect(await failure(tokens.verify(tampered))).toBe('UNAUTHORIZED');
    const other = await createTokenService(`${SECRET}-other`, 60);
    expect(await failure(other.verify(token))).toBe('UNAUTHORIZED');
  });

  it('answers TOKEN_EXPIRED once a cached token has expired', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2030-01-01T10:00:00Z'));
    const tokens = await createTokenService(SECRET, 60);
    const claims = { accountId: 'acc-2', sessionId: 'sign-in-2' };
    const token = await tokens.sign(claims);
    expect(await tokens.verify(token)).toEqual(claims);
    vi.setSystemTime(new Date('2030-01-01T10:01:01Z'));
    expect(await failure(tokens.verify(token))).toBe('TOKEN_EXPIRED');
  });

  it('answers TOKEN_EXPIRED for a token that names no sign-in, so the client refreshes', async () => {
    const tokens = await createTokenService(SECRET, 60);
    const key = new TextEncoder().encode(SECRET);
    const withoutSignIn = await new SignJWT({})
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject('acc-3')
      .setIssuedAt()
      .setExpirationTime('60s')
      .sign(key);
    expect(await failure(tokens.verify(withoutSignIn))).toBe('TOKEN_EXPIRED');
  });
});
