import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { testApp, testDatabase, uniqueEmail } from '../../test/harness.ts';
import { hashToken } from '../../platform/tokens.ts';
import { accounts, oneTimeTokens } from './schema.ts';
import {
  emailsTo,
  latestEmailTo,
  linkTokenSentTo,
  loginRequest,
  registerAccount,
  uniqueIp,
} from '../../test/factories/account.ts';

describe('password reset', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await testApp();
  });
  afterAll(() => app.close());

  const requestReset = (email: string, ip = uniqueIp()) =>
    app.inject({
      method: 'POST',
      url: '/auth/request-reset-password',
      payload: { email },
      remoteAddress: ip,
    });
  const reset = (token: string, password: string, ip = uniqueIp()) =>
    app.inject({
      method: 'POST',
      url: '/auth/reset-password',
      payload: { token, password },
      remoteAddress: ip,
    });
  const refresh = (token: string) =>
    app.inject({ method: 'POST', url: '/auth/refresh-token', cookies: { studio_rt: token } });

  it('answers the same whether or not the email has an account, and emails only an existing one', async () => {
    const account = await registerAccount(app);
    const unknownEmail = uniqueEmail('nobody');
    const known = await requestReset(account.email);
    const unknown = await requestReset(unknownEmail);
    expect(known.statusCode).toBe(200);
    expect(unknown.statusCode).toBe(200);
    expect(known.json()).toEqual(unknown.json());
    expect(known.json().message).toBe(
      'If an account exists for that email, we have sent a link to reset the password.',
    );
    expect(await emailsTo(unknownEmail)).toHaveLength(0);

    const email = await latestEmailTo(account.email);
    expect(email?.subject).toBe('Reset your password');
    expect(email?.text).toContain('http://localhost:3000/reset-password?token=');
    expect(email?.html).toContain('href="http://localhost:3000/reset-password?token=');
  });

  it('sets the new password once, signs out every session and stops the old password', async () => {
    const account = await registerAccount(app);
    const otherSession = await loginRequest(app, account.email, account.password);
    expect(otherSession.statusCode).toBe(200);
    await requestReset(account.email);
    const token = await linkTokenSentTo(account.email, '/reset-password');

    const res = await reset(token, 'brand new secret');
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe('Your password has been changed');

    expect((await loginRequest(app, account.email, account.password)).statusCode).toBe(401);
    expect((await loginRequest(app, account.email, 'brand new secret')).statusCode).toBe(200);
    expect((await refresh(account.refreshToken)).statusCode).toBe(401);

    const again = await reset(token, 'another secret');
    expect(again.statusCode).toBe(400);
    expect(again.json().errors).toEqual([
      { field: 'token', message: 'This password reset link is invalid or has expired' },
    ]);
  });

  it('refuses an expired link', async () => {
    const account = await registerAccount(app);
    await requestReset(account.email);
    const token = await linkTokenSentTo(account.email, '/reset-password');
    const { db } = await testDatabase();
    await db
      .update(oneTimeTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(oneTimeTokens.tokenHash, hashToken(token)));

    const res = await reset(token, 'brand new secret');
    expect(res.statusCode).toBe(400);
    expect(res.json().detail).toBe('This password reset link is invalid or has expired');
    expect((await loginRequest(app, account.email, account.password)).statusCode).toBe(200);
  });

  it('voids the older links once one has been used', async () => {
    const account = await registerAccount(app);
    await requestReset(account.email);
    const older = await linkTokenSentTo(account.email, '/reset-password');
    await new Promise((resolve) => setTimeout(resolve, 5));
    await requestReset(account.email);
    const newer = await linkTokenSentTo(account.email, '/reset-password');
    expect(newer).not.toBe(older);
    expect((await reset(newer, 'brand new secret')).statusCode).toBe(200);
    expect((await reset(older, 'other secret')).statusCode).toBe(400);
  });

  it('confirms the email address, since the link reached it', async () => {
    const account = await registerAccount(app);
    await requestReset(account.email);
    await reset(await linkTokenSentTo(account.email, '/reset-password'), 'brand new secret');
    const { db } = await testDatabase();
    const [row] = await db.select().from(accounts).where(eq(accounts.id, account.accountId));
    expect(row?.emailConfirmedAt).toBeInstanceOf(Date);
  });

  it('validates the new password with the exact message', async () => {
    const res = await reset('a-token-long-enough', '123');
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual([
      { field: 'password', message: 'Password must be at least 6 characters long' },
    ]);
  });

  it('refuses a common password and leaves the link usable', async () => {
    const account = await registerAccount(app);
    await requestReset(account.email);
    const token = await linkTokenSentTo(account.email, '/reset-password');
    const common = await reset(token, 'Sunshine1');
    expect(common.statusCode).toBe(400);
    expect(common.json().errors).toEqual([
      {
        field: 'password',
        message: 'This password is too common. Please choose a less predictable one.',
      },
    ]);
    expect((await loginRequest(app, account.email, 'Sunshine1')).statusCode).toBe(401);
    expect((await reset(token, 'brand new secret')).statusCode).toBe(200);
  });

  it('limits requests to 5 per email per hour', async () => {
    const account = await registerAccount(app);
    for (let i = 0; i < 5; i++) expect((await requestReset(account.email)).statusCode).toBe(200);
    const res = await requestReset(account.email);
    expect(res.statusCode).toBe(429);
    expect(res.json().detail).toBe('Too many attempts. Please try again in 60 minutes.');
    expect(await emailsTo(account.email, 'Reset your password')).toHaveLength(5);
  });

  it('limits requests to 20 per address per hour, whichever the emails', async () => {
    const ip = uniqueIp();
    for (let i = 0; i < 20; i++)
      expect((await requestReset(uniqueEmail('spray'), ip)).statusCode).toBe(200);
    expect((await requestReset(uniqueEmail('spray'), ip)).statusCode).toBe(429);
  });

  it('limits reset attempts per address', async () => {
    const ip = uniqueIp();
    for (let i = 0; i < 20; i++)
      expect((await reset(`guess-${i}-of-a-token`, 'brand new secret', ip)).statusCode).toBe(400);
    expect((await reset('guess-21-of-a-token', 'brand new secret', ip)).statusCode).toBe(429);
  });
});
