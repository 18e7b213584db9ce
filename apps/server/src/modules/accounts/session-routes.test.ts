import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { eq, sql } from 'drizzle-orm';
import { testApp, testDatabase } from '../../test/harness.ts';
import { hashToken } from '../../platform/tokens.ts';
import { refreshTokens } from './schema.ts';
import {
  bearer,
  loginRequest,
  refreshCookieOf,
  registerAccount,
} from '../../test/factories/account.ts';

describe('sessions: refresh-token and logout', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await testApp();
  });
  afterAll(() => app.close());

  const refresh = (token?: string) =>
    app.inject({
      method: 'POST',
      url: '/auth/refresh-token',
      ...(token ? { cookies: { studio_rt: token } } : {}),
    });

  /** Pretends the token was rotated `seconds` ago. */
  async function rotatedSecondsAgo(token: string, seconds: number) {
    const { db } = await testDatabase();
    await db
      .update(refreshTokens)
      .set({ replacedAt: sql`now() - make_interval(secs => ${seconds})` })
      .where(eq(refreshTokens.tokenHash, hashToken(token)));
  }

  function expectCleared(res: Awaited<ReturnType<typeof refresh>>) {
    const cookie = res.cookies.find((c) => c.name === 'studio_rt');
    expect(cookie?.value).toBe('');
    expect(cookie?.path).toBe('/auth');
  }

  it('rotates the refresh token and answers a working access token with the account', async () => {
    const account = await registerAccount(app);
    const res = await refresh(account.refreshToken);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toEqual({
      token: expect.any(String),
      tokenExpiresIn: 900,
      account: expect.objectContaining({ id: account.accountId }),
    });
    const rotated = refreshCookieOf(res);
    expect(rotated).toBeTruthy();
    expect(rotated).not.toBe(account.refreshToken);

    const me = await app.inject({
      method: 'GET',
      url: '/api/account',
      headers: bearer(body.token),
    });
    // The app boots from the refresh answer alone: its account is the one GET /api/account reads.
    expect(me.json()).toEqual(body.account);
    expect((await refresh(rotated)).statusCode).toBe(200);
  });

  it('stores only hashes of refresh tokens', async () => {
    const account = await registerAccount(app);
    const { db } = await testDatabase();
    const rows = await db
      .select()
      .from(refreshTokens)
      .where(eq(refreshTokens.accountId, account.accountId));
    expect(rows).toHaveLength(1);
    expect(rows[0]?.tokenHash).toBe(hashToken(account.refreshToken));
    expect(rows[0]?.tokenHash).not.toBe(account.refreshToken);
  });

  it('gives a second tab that refreshes within 10 s a sibling token', async () => {
    const account = await registerAccount(app);
    const first = await refresh(account.refreshToken);
    const second = await refresh(account.refreshToken);
    expect(first.statusCode).toBe(200);
    expect(second.statusCode).toBe(200);
    const tokens = [refreshCookieOf(first), refreshCookieOf(second)];
    expect(tokens[0]).not.toBe(tokens[1]);
    for (const token of tokens) expect((await refresh(token)).statusCode).toBe(200);
  });

  it('lets concurrent refreshes of one token all succeed', async () => {
    const account = await registerAccount(app);
    const answers = await Promise.all([1, 2, 3].map(() => refresh(account.refreshToken)));
    expect(answers.map((r) => r.statusCode)).toEqual([200, 200, 200]);
    expect(new Set(answers.map(refreshCookieOf)).size).toBe(3);
  });

  it('revokes the whole family when a rotated token comes back after the grace period', async () => {
    const account = await registerAccount(app);
    const rotated = refreshCookieOf(await refresh(account.refreshToken));
    await rotatedSecondsAgo(account.refreshToken, 11);

    const replay = await refresh(account.refreshToken);
    expect(replay.statusCode).toBe(401);
    expect(replay.json().detail).toBe('Your session has expired. Please log in again.');
    expectCleared(replay);
    // The legitimate holder of the newer token is signed out too: one of the two is a thief.
    expect((await refresh(rotated)).statusCode).toBe(401);
  });

  it('keeps other sign-ins of the account when one family is revoked', async () => {
    const account = await registerAccount(app);
    const other = await loginRequest(app, account.email, account.password);
    await refresh(account.refreshToken);
    await rotatedSecondsAgo(account.refreshToken, 60);
    expect((await refresh(account.refreshToken)).statusCode).toBe(401);
    expect((await refresh(refreshCookieOf(other))).statusCode).toBe(200);
  });

  it('refuses an expired, unknown or missing refresh token and clears the cookie', async () => {
    const account = await registerAccount(app);
    const { db } = await testDatabase();
    await db
      .update(refreshTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(refreshTokens.tokenHash, hashToken(account.refreshToken)));
    const expired = await refresh(account.refreshToken);
    expect(expired.statusCode).toBe(401);
    expectCleared(expired);

    const unknown = await refresh('an-unknown-token-value');
    expect(unknown.statusCode).toBe(401);
    expectCleared(unknown);
    expect((await refresh()).statusCode).toBe(401);
  });

  it('logs out: the family is revoked and the cookie cleared', async () => {
    const account = await registerAccount(app);
    const res = await app.inject({
      method: 'GET',
      url: '/auth/logout',
      cookies: { studio_rt: account.refreshToken },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ ok: true });
    expectCleared(res);
    expect((await refresh(account.refreshToken)).statusCode).toBe(401);
  });

  it('logs out without a cookie too', async () => {
    const res = await app.inject({ method: 'GET', url: '/auth/logout' });
    expect(res.statusCode).toBe(200);
  });

  it('marks the cookie Secure when the app is served over https', async () => {
    const secureApp = await testApp({ appUrl: 'https://studio.example.com' });
    try {
      const account = await registerAccount(secureApp);
      const res = await secureApp.inject({
        method: 'POST',
        url: '/auth/refresh-token',
        cookies: { studio_rt: account.refreshToken },
      });
      expect(res.cookies.find((c) => c.name === 'studio_rt')?.secure).toBe(true);
    } finally {
      await secureApp.close();
    }
  });
});
