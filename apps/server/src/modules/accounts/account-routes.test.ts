import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { testApp, testDatabase, uniqueEmail } from '../../test/harness.ts';
import { accountLogins, accounts } from './schema.ts';
import {
  bearer,
  confirmEmailOf,
  emailsTo,
  linkTokenSentTo,
  loginRequest,
  refreshCookieOf,
  registerAccount,
  type TestAccount,
} from '../../test/factories/account.ts';

describe('account routes', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await testApp();
  });
  afterAll(() => app.close());

  const as = (account: TestAccount) => bearer(account.token);
  const getAccount = async (account: TestAccount) =>
    (await app.inject({ method: 'GET', url: '/api/account', headers: as(account) })).json();
  const refresh = (token: string | undefined) =>
    app.inject({ method: 'POST', url: '/auth/refresh-token', cookies: { studio_rt: token ?? '' } });

  describe('GET and POST /api/account', () => {
    it("shows only the signed-in account's own data", async () => {
      const alice = await registerAccount(app);
      const bob = await registerAccount(app);
      const res = await app.inject({ method: 'GET', url: '/api/account', headers: as(bob) });
      expect(res.statusCode).toBe(200);
      const body = res.json();
      expect(body.id).toBe(bob.accountId);
      expect(body.email).toBe(bob.email);
      expect(body.businesses.map((b: { id: string }) => b.id)).toEqual([bob.businessId]);
      expect(JSON.stringify(body)).not.toContain(alice.email);
      expect(JSON.stringify(body)).not.toContain(alice.businessId);
    });

    it('needs a signed-in account', async () => {
      expect((await app.inject({ method: 'GET', url: '/api/account' })).statusCode).toBe(401);
    });

    it('updates the tracking consent and the avatar', async () => {
      const account = await registerAccount(app);
      const res = await app.inject({
        method: 'POST',
        url: '/api/account',
        headers: as(account),
        payload: { allowTracking: true, avatar: 'https://cdn.example.com/me.png' },
      });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({
        allowTracking: true,
        avatar: 'https://cdn.example.com/me.png',
      });
      expect(await getAccount(account)).toMatchObject({ allowTracking: true });
    });
  });

  describe('email confirmation', () => {
    it('confirms the address with the emailed link, once', async () => {
      const account = await registerAccount(app);
      const token = await linkTokenSentTo(account.email, '/email-confirmation');
      const res = await app.inject({
        method: 'POST',
        url: '/api/account/confirm-email',
        payload: { token },
      });
      expect(res.statusCode).toBe(200);
      expect(res.json().message).toBe('Your email address is confirmed');
      expect((await getAccount(account)).emailConfirmed).toBe(true);

      const again = await app.inject({
        method: 'POST',
        url: '/api/account/confirm-email',
        payload: { token },
      });
      expect(again.statusCode).toBe(400);
      expect(again.json().detail).toBe('This confirmation link is invalid or has expired');
    });

    it('resends the confirmation email until the address is confirmed', async () => {
      const account = await registerAccount(app);
      const url = '/api/account/resend-confirmation-email';
      const res = await app.inject({ method: 'POST', url, headers: as(account) });
      expect(res.json().message).toBe('We have sent you a confirmation email');
      expect(await emailsTo(account.email, 'Confirm your email address')).toHaveLength(2);

      await confirmEmailOf(app, account.email);
      const after = await app.inject({ method: 'POST', url, headers: as(account) });
      expect(after.json().message).toBe('Your email address is already confirmed');
      expect(await emailsTo(account.email, 'Confirm your email address')).toHaveLength(2);
    });
  });

  describe('change of email', () => {
    const requestChange = (account: TestAccount, email: string, password?: string) =>
      app.inject({
        method: 'POST',
        url: '/api/account/request-change-email',
        headers: as(account),
        payload: { email, ...(password === undefined ? {} : { password }) },
      });
    const completeChange = (token: string) =>
      app.inject({ method: 'PUT', url: '/api/account/email', payload: { token } });

    it('sends the link to the new address and switches the email when it is opened', async () => {
      const account = await registerAccount(app);
      const newEmail = uniqueEmail('moved');
      const res = await requestChange(account, newEmail.toUpperCase(), account.password);
      expect(res.statusCode).toBe(200);
      expect(res.json().message).toContain(newEmail);
      expect((await getAccount(account)).pendingEmail).toBe(newEmail);

      const token = await linkTokenSentTo(newEmail, '/change-email');
      const done = await completeChange(token);
      expect(done.statusCode).toBe(200);
      expect(done.json().message).toBe('Your email address has been changed');
      expect(await getAccount(account)).toMatchObject({
        email: newEmail,
        pendingEmail: null,
        emailConfirmed: true,
      });

      expect((await loginRequest(app, newEmail, account.password)).statusCode).toBe(200);
      expect((await loginRequest(app, account.email, account.password)).statusCode).toBe(401);
      expect((await completeChange(token)).statusCode).toBe(400);
    });

    it('checks the password', async () => {
      const account = await registerAccount(app);
      const missing = await requestChange(account, uniqueEmail());
      expect(missing.json().errors).toEqual([
        { field: 'password', message: 'This field cannot be left blank' },
      ]);
      const wrong = await requestChange(account, uniqueEmail(), 'not my password');
      expect(wrong.statusCode).toBe(400);
      expect(wrong.json().errors).toEqual([
        { field: 'password', message: 'The current password is incorrect' },
      ]);
    });

    it('refuses an address that another account uses', async () => {
      const account = await registerAccount(app);
      const other = await registerAccount(app);
      const res = await requestChange(account, other.email, account.password);
      expect(res.statusCode).toBe(409);
      expect(res.json().errors).toEqual([
        { field: 'email', message: 'An account with this email already exists' },
      ]);
      const same = await requestChange(account, account.email, account.password);
      expect(same.json().errors).toEqual([
        { field: 'email', message: 'This is already your email address' },
      ]);
    });

    it('answers 409 when the address was taken between the request and the click', async () => {
      const account = await registerAccount(app);
      const newEmail = uniqueEmail('contested');
      await requestChange(account, newEmail, account.password);
      const token = await linkTokenSentTo(newEmail, '/change-email');
      await registerAccount(app, { email: newEmail });

      const res = await completeChange(token);
      expect(res.statusCode).toBe(409);
      expect(res.json().detail).toBe('An account with this email already exists');
      expect((await getAccount(account)).email).toBe(account.email);
    });

    it('accepts only the latest requested address', async () => {
      const account = await registerAccount(app);
      const first = uniqueEmail('first');
      const second = uniqueEmail('second');
      await requestChange(account, first, account.password);
      await requestChange(account, second, account.password);
      expect((await completeChange(await linkTokenSentTo(first, '/change-email'))).statusCode).toBe(
        400,
      );
      expect(
        (await completeChange(await linkTokenSentTo(second, '/change-email'))).statusCode,
      ).toBe(200);
      expect((await getAccount(account)).email).toBe(second);
    });
  });

  describe('change of password', () => {
    const changePassword = (
      account: TestAccount,
      payload: object,
      method: 'PUT' | 'POST' = 'PUT',
    ) => app.inject({ method, url: '/api/account/password', headers: as(account), payload });

    it('checks the current password', async () => {
      const account = await registerAccount(app);
      const res = await changePassword(account, {
        currentPassword: 'wrong',
        newPassword: 'new secret',
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().errors).toEqual([
        { field: 'currentPassword', message: 'The current password is incorrect' },
      ]);
      const short = await changePassword(account, {
        currentPassword: account.password,
        newPassword: '123',
      });
      expect(short.json().errors).toEqual([
        { field: 'newPassword', message: 'Password must be at least 6 characters long' },
      ]);
    });

    it('refuses a common new password, and keeps the current one', async () => {
      const account = await registerAccount(app);
      const res = await changePassword(account, {
        currentPassword: account.password,
        newPassword: 'football',
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().errors).toEqual([
        {
          field: 'newPassword',
          message: 'This password is too common. Please choose a less predictable one.',
        },
      ]);
      expect((await loginRequest(app, account.email, account.password)).statusCode).toBe(200);
    });

    it.each(['PUT', 'POST'] as const)(
      '%s changes it, signs out the other sessions and keeps this one',
      async (method) => {
        const account = await registerAccount(app);
        const other = await loginRequest(app, account.email, account.password);
        const res = await changePassword(
          account,
          { currentPassword: account.password, newPassword: 'new secret' },
          method,
        );
        expect(res.statusCode).toBe(200);
        expect(res.json().message).toBe('Your password has been changed');
        const current = refreshCookieOf(res);
        expect(current).toBeTruthy();

        expect((await refresh(refreshCookieOf(other))).statusCode).toBe(401);
        expect((await refresh(account.refreshToken)).statusCode).toBe(401);
        expect((await refresh(current)).statusCode).toBe(200);
        expect((await loginRequest(app, account.email, 'new secret')).statusCode).toBe(200);
        expect((await loginRequest(app, account.email, account.password)).statusCode).toBe(401);
      },
    );

    it('lets an account without a password set its first one', async () => {
      const account = await registerAccount(app);
      const { db } = await testDatabase();
      await db
        .update(accounts)
        .set({ passwordHash: null })
        .where(eq(accounts.id, account.accountId));
      expect((await getAccount(account)).hasPassword).toBe(false);
      const res = await changePassword(account, { newPassword: 'first secret' });
      expect(res.statusCode).toBe(200);
      // The change ended every sign-in; this browser goes on with the new refresh cookie.
      const renewed = await refresh(refreshCookieOf(res));
      expect(renewed.statusCode).toBe(200);
      expect((await getAccount({ ...account, token: renewed.json().token })).hasPassword).toBe(
        true,
      );
    });
  });

  describe('sign-in methods', () => {
    async function connect(account: TestAccount, provider: string) {
      const { db } = await testDatabase();
      const providerKey = `${provider}-${account.accountId}`;
      await db
        .insert(accountLogins)
        .values({ accountId: account.accountId, provider, providerKey });
      return { provider, providerKey };
    }
    const remove = (account: TestAccount, login: { provider: string; providerKey: string }) =>
      app.inject({
        method: 'DELETE',
        url: '/api/account/logins',
        headers: as(account),
        query: login,
      });

    it('lists and removes the connected identities', async () => {
      const account = await registerAccount(app);
      const google = await connect(account, 'google');
      const facebook = await connect(account, 'facebook');
      const list = await app.inject({
        method: 'GET',
        url: '/api/account/logins',
        headers: as(account),
      });
      expect(list.json()).toEqual(expect.arrayContaining([google, facebook]));
      expect((await getAccount(account)).logins).toHaveLength(2);

      const res = await remove(account, google);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual([facebook]);
    });

    it("answers 404 for an identity that is not the account's", async () => {
      const account = await registerAccount(app);
      const stranger = await registerAccount(app);
      const strangers = await connect(stranger, 'google');
      const res = await remove(account, strangers);
      expect(res.statusCode).toBe(404);
      expect(res.json().detail).toBe('This sign-in method is not connected');
      const list = await app.inject({
        method: 'GET',
        url: '/api/account/logins',
        headers: as(stranger),
      });
      expect(list.json()).toEqual([strangers]);
    });

    it('refuses to remove the last way to sign in of an account without a password', async () => {
      const account = await registerAccount(app);
      const google = await connect(account, 'google');
      const { db } = await testDatabase();
      await db
        .update(accounts)
        .set({ passwordHash: null })
        .where(eq(accounts.id, account.accountId));
      const res = await remove(account, google);
      expect(res.statusCode).toBe(409);
      expect(res.json().detail).toBe('You cannot remove your only way to sign in');
    });

    it('validates the query', async () => {
      const account = await registerAccount(app);
      const res = await app.inject({
        method: 'DELETE',
        url: '/api/account/logins',
        headers: as(account),
      });
      expect(res.statusCode).toBe(400);
    });
  });
});
