// Access tokens live only as long as their sign-in: signing out ends those of that sign-in, a
// password reset or change ends those of every sign-in of the account, on every instance.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { BUSINESS_HEADER } from '@studio/shared/platform/contracts';
import { testApp } from '../../test/harness.ts';
import {
  bearer,
  linkTokenSentTo,
  loginRequest,
  refreshCookieOf,
  registerAccount,
  type TestAccount,
  uniqueIp,
} from '../../test/factories/account.ts';

type SignIn = { token: string; refreshToken: string };

describe('access tokens end with their sign-in', () => {
  let app: FastifyInstance;
  let other: FastifyInstance;
  beforeAll(async () => {
    app = await testApp();
    // A second instance on the same database, as behind a load balancer.
    other = await testApp();
  });
  afterAll(async () => {
    await app.close();
    await other.close();
  });

  const me = (token: string, on = app) =>
    on.inject({ method: 'GET', url: '/api/account', headers: bearer(token) });
  const unread = (account: TestAccount, token: string) =>
    app.inject({
      method: 'GET',
      url: '/api/notifications/count/unread',
      headers: { ...bearer(token), [BUSINESS_HEADER]: account.businessId },
    });
  const refresh = (refreshToken: string, url = '/auth/refresh-token') =>
    app.inject({ method: 'POST', url, cookies: { studio_rt: refreshToken } });
  const logout = (signIn: Partial<SignIn>) =>
    app.inject({
      method: 'GET',
      url: '/auth/logout',
      ...(signIn.token ? { headers: bearer(signIn.token) } : {}),
      ...(signIn.refreshToken ? { cookies: { studio_rt: signIn.refreshToken } } : {}),
    });

  async function signIn(account: TestAccount, password = account.password): Promise<SignIn> {
    const res = await loginRequest(app, account.email, password);
    expect(res.statusCode).toBe(200);
    return { token: res.json().token, refreshToken: refreshCookieOf(res) ?? '' };
  }

  function expectEnded(res: Awaited<ReturnType<typeof me>>) {
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({
      code: 'TOKEN_EXPIRED',
      detail: 'Your session has expired. Please log in again.',
    });
  }

  it('refuses every access token of a sign-in once it logs out, and only of that one', async () => {
    const account = await registerAccount(app);
    const laptop = await signIn(account);
    const phone = await signIn(account);
    const refreshed = await refresh(laptop.refreshToken);
    const later = refreshed.json().token as string;
    expect((await me(laptop.token)).statusCode).toBe(200);
    expect((await unread(account, later)).statusCode).toBe(200);

    expect((await logout({ refreshToken: refreshCookieOf(refreshed) })).statusCode).toBe(200);

    expectEnded(await me(laptop.token));
    expectEnded(await me(later));
    expectEnded(await unread(account, later));
    expect((await me(phone.token)).statusCode).toBe(200);
    expect((await me(account.token)).statusCode).toBe(200);
  });

  it('ends the sign-in of the access token presented at logout, with no cookie', async () => {
    const account = await registerAccount(app);
    const session = await signIn(account);
    expect((await logout({ token: session.token })).statusCode).toBe(200);
    expectEnded(await me(session.token));
    expect((await refresh(session.refreshToken)).statusCode).toBe(401);
  });

  it('refuses the ended sign-in on every instance at once', async () => {
    const account = await registerAccount(app);
    const session = await signIn(account);
    // The other instance has met the token and remembers its sign-in as open.
    expect((await me(session.token, other)).statusCode).toBe(200);
    expect((await logout(session)).statusCode).toBe(200);
    // It hears of the logout when it commits (a NOTIFY), within milliseconds.
    await expect
      .poll(async () => (await me(session.token, other)).statusCode, {
        timeout: 2000,
        interval: 20,
      })
      .toBe(401);
    expectEnded(await me(session.token, other));
  });

  it('refuses the tokens of every sign-in after a password reset', async () => {
    const account = await registerAccount(app);
    const session = await signIn(account);
    expect((await me(session.token, other)).statusCode).toBe(200);
    await app.inject({
      method: 'POST',
      url: '/auth/request-reset-password',
      payload: { email: account.email },
      remoteAddress: uniqueIp(),
    });
    const token = await linkTokenSentTo(account.email, '/reset-password');
    const reset = await app.inject({
      method: 'POST',
      url: '/auth/reset-password',
      payload: { token, password: 'a brand new secret' },
      remoteAddress: uniqueIp(),
    });
    expect(reset.statusCode).toBe(200);

    expectEnded(await me(account.token));
    expectEnded(await me(session.token));
    await expect
      .poll(async () => (await me(session.token, other)).statusCode, {
        timeout: 2000,
        interval: 20,
      })
      .toBe(401);
    const after = await signIn(account, 'a brand new secret');
    expect((await me(after.token)).statusCode).toBe(200);
  });

  it('refuses the tokens of every sign-in after a password change; the changer goes on with its new cookie', async () => {
    const account = await registerAccount(app);
    const elsewhere = await signIn(account);
    const change = await app.inject({
      method: 'PUT',
      url: '/api/account/password',
      headers: bearer(account.token),
      payload: { currentPassword: account.password, newPassword: 'a brand new secret' },
    });
    expect(change.statusCode).toBe(200);

    expectEnded(await me(elsewhere.token));
    expectEnded(await me(account.token));
    // What the web client does on TOKEN_EXPIRED: refresh with its cookie, now the new sign-in's.
    const renewed = await refresh(refreshCookieOf(change) ?? '');
    expect(renewed.statusCode).toBe(200);
    expect((await me(renewed.json().token)).statusCode).toBe(200);
    expect((await refresh(elsewhere.refreshToken)).statusCode).toBe(401);
  });

  describe('POST /auth/reissue-token', () => {
    it('never renews an access token by itself: it needs the refresh cookie', async () => {
      const account = await registerAccount(app);
      const res = await app.inject({
        method: 'POST',
        url: '/auth/reissue-token',
        headers: bearer(account.token),
      });
      expect(res.statusCode).toBe(401);
      expect(res.json().detail).toBe('Your session has expired. Please log in again.');
    });

    it('answers as /auth/refresh-token does, and its tokens end with the sign-in', async () => {
      const account = await registerAccount(app);
      const res = await refresh(account.refreshToken, '/auth/reissue-token');
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({
        token: expect.any(String),
        tokenExpiresIn: 900,
        account: expect.objectContaining({ id: account.accountId }),
      });
      const rotated = refreshCookieOf(res);
      expect(rotated).toBeTruthy();
      expect(rotated).not.toBe(account.refreshToken);
      const reissued = res.json().token as string;
      expect((await me(reissued)).statusCode).toBe(200);

      expect((await logout({ refreshToken: rotated })).statusCode).toBe(200);
      expectEnded(await me(reissued));
      const again = await refresh(rotated ?? '', '/auth/reissue-token');
      expect(again.statusCode).toBe(401);
    });
  });
});
