import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { SignJWT } from 'jose';
import { domainError } from '@studio/shared/domain';
import { NEW_VERSION_NOTICE } from '@studio/shared/options/contracts';
import { currentAppVersion } from '@studio/shared/constants';
import { testApp, testConfig, testDatabase, uniqueEmail } from '../../test/harness.ts';
import { businessMembers, businesses } from '../businesses/schema.ts';
import { options } from '../options/schema.ts';
import { accounts } from './schema.ts';
import {
  bearer,
  emailsTo,
  registerAccount,
  TEST_PASSWORD,
  uniqueIp,
} from '../../test/factories/account.ts';

describe('auth routes', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await testApp();
  });
  afterAll(() => app.close());

  const loginAs = (username: string, password: string, ip = uniqueIp()) =>
    app.inject({
      method: 'POST',
      url: '/auth/login',
      payload: { username, password },
      remoteAddress: ip,
    });

  describe('register', () => {
    it('creates the account, its business, the Administrator membership, the notice option and the confirmation email', async () => {
      const email = uniqueEmail('owner');
      const businessName = `Light & Shadow ${crypto.randomBytes(3).toString('hex')}`;
      const res = await app.inject({
        method: 'POST',
        url: '/auth/register',
        remoteAddress: uniqueIp(),
        payload: {
          businessName,
          email: email.toUpperCase(),
          password: 'aperture-priority-7',
          timeOffset: 120,
          leadSources: ['blog'],
        },
      });

      expect(res.statusCode).toBe(200);
      const body = res.json();
      expect(body.token).toEqual(expect.any(String));
      expect(body.tokenExpiresIn).toBe(15 * 60);
      expect(body.account).toMatchObject({
        loggedIn: true,
        email,
        emailConfirmed: false,
        hasPassword: true,
        roles: ['Administrator'],
        caps: [],
        logins: [],
        domains: [],
        connectedPaymentServices: [],
      });
      expect(body.account.businesses).toHaveLength(1);
      expect(body.account.businesses[0]).toMatchObject({
        businessName,
        email,
        setupStep: 'CREATED',
        timeZone: 'Etc/GMT-2',
        domain: expect.stringMatching(/^light-shadow-[0-9a-f]{6}$/),
      });

      const cookie = res.cookies.find((c) => c.name === 'studio_rt');
      expect(cookie).toMatchObject({
        httpOnly: true,
        sameSite: 'Strict',
        path: '/auth',
        maxAge: 30 * 24 * 60 * 60,
      });
      expect(cookie?.secure).toBeFalsy();

      const { db } = await testDatabase();
      const [account] = await db.select().from(accounts).where(eq(accounts.email, email));
      expect(account?.passwordHash).toMatch(/^\$argon2id\$/);
      expect(account?.leadSources).toEqual(['blog']);
      const businessId = body.account.businesses[0].id;
      const members = await db
        .select()
        .from(businessMembers)
        .where(eq(businessMembers.businessId, businessId));
      expect(members).toEqual([
        expect.objectContaining({ accountId: account?.id, roles: ['Administrator'], caps: [] }),
      ]);
      const [notice] = await db.select().from(options).where(eq(options.businessId, businessId));
      expect(notice).toMatchObject({
        name: NEW_VERSION_NOTICE,
        value: { version: currentAppVersion, isDismissed: false, isViewed: false },
      });
      const sent = await emailsTo(email);
      expect(sent).toHaveLength(1);
      expect(sent[0]?.subject).toBe('Confirm your email address');
      expect(sent[0]?.text).toContain('http://localhost:3000/email-confirmation?token=');
    });

    it('answers 409 on the email field when the email is taken, whatever its case', async () => {
      const existing = await registerAccount(app);
      const res = await app.inject({
        method: 'POST',
        url: '/auth/register',
        remoteAddress: uniqueIp(),
        payload: {
          businessName: 'Second',
          email: existing.email.toUpperCase(),
          password: 'aperture-priority-7',
        },
      });
      expect(res.statusCode).toBe(409);
      expect(res.json()).toMatchObject({
        detail: 'An account with this email already exists',
        errors: [{ field: 'email', message: 'An account with this email already exists' }],
      });
    });

    it('explains every missing field with the exact message', async () => {
      const res = await app.inject({
        method: 'POST',
        url: '/auth/register',
        payload: {},
        remoteAddress: uniqueIp(),
      });
      expect(res.statusCode).toBe(400);
      const body = res.json();
      expect(body.errors).toEqual(
        expect.arrayContaining([
          { field: 'businessName', message: 'This field cannot be left blank' },
          { field: 'email', message: 'This field cannot be left blank' },
          { field: 'password', message: 'This field cannot be left blank' },
        ]),
      );
      expect(body.detail.split('; ')).toContain('This field cannot be left blank');
    });

    it('rejects a malformed email and a short password word for word', async () => {
      const res = await app.inject({
        method: 'POST',
        url: '/auth/register',
        payload: { businessName: '   ', email: 'not-an-email', password: '12345' },
        remoteAddress: uniqueIp(),
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().errors).toEqual(
        expect.arrayContaining([
          { field: 'businessName', message: 'This field cannot be left blank' },
          { field: 'email', message: 'Please enter the correct email format' },
          { field: 'password', message: 'Password must be at least 6 characters long' },
        ]),
      );
    });

    it.each(['password1', 'Qwerty123', 'iloveyou'])(
      'refuses the common password %s on the password field',
      async (password) => {
        const email = uniqueEmail('common');
        const res = await app.inject({
          method: 'POST',
          url: '/auth/register',
          payload: { businessName: 'Common', email, password },
          remoteAddress: uniqueIp(),
        });
        expect(res.statusCode).toBe(400);
        expect(res.json()).toMatchObject({
          detail: 'This password is too common. Please choose a less predictable one.',
          errors: [
            {
              field: 'password',
              message: 'This password is too common. Please choose a less predictable one.',
            },
          ],
        });
        const { db } = await testDatabase();
        expect(await db.select().from(accounts).where(eq(accounts.email, email))).toEqual([]);
        expect(await emailsTo(email)).toEqual([]);
      },
    );

    it('limits sign-ups to 10 an hour from one address, each one emailing a chosen address', async () => {
      const ip = uniqueIp();
      const signUp = () =>
        app.inject({
          method: 'POST',
          url: '/auth/register',
          payload: { businessName: 'Burst', email: uniqueEmail('burst'), password: TEST_PASSWORD },
          remoteAddress: ip,
        });
      for (let i = 0; i < 10; i++) expect((await signUp()).statusCode).toBe(200);
      const refused = await signUp();
      expect(refused.statusCode).toBe(429);
      expect(refused.json().detail).toBe('Too many attempts. Please try again in 60 minutes.');
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(59 * 60);
      // Another address still signs up.
      expect(
        (
          await app.inject({
            method: 'POST',
            url: '/auth/register',
            payload: {
              businessName: 'Other',
              email: uniqueEmail('other'),
              password: TEST_PASSWORD,
            },
            remoteAddress: uniqueIp(),
          })
        ).statusCode,
      ).toBe(200);
    });

    it('limits sign-ups for one email to 5 an hour, from any addresses', async () => {
      const email = uniqueEmail('probe');
      const signUp = () =>
        app.inject({
          method: 'POST',
          url: '/auth/register',
          payload: { businessName: 'Probe', email, password: TEST_PASSWORD },
          remoteAddress: uniqueIp(),
        });
      expect((await signUp()).statusCode).toBe(200);
      for (let i = 0; i < 4; i++) expect((await signUp()).statusCode).toBe(409);
      expect((await signUp()).statusCode).toBe(429);
      expect(await emailsTo(email)).toHaveLength(1);
    });

    it('gives businesses with the same name distinct slugs', async () => {
      const name = `Golden Hour ${crypto.randomBytes(3).toString('hex')}`;
      const first = await registerAccount(app, { businessName: name });
      const second = await registerAccount(app, { businessName: name });
      const third = await registerAccount(app, { businessName: name });
      const base = first.auth.account.businesses[0]?.domain;
      expect(second.auth.account.businesses[0]?.domain).toBe(`${base}-2`);
      expect(third.auth.account.businesses[0]?.domain).toBe(`${base}-3`);
    });

    it('gives every business a slug that is a valid domain', async () => {
      for (const businessName of ['Help', 'AB', '写真']) {
        const { auth } = await registerAccount(app, { businessName });
        const domain = auth.account.businesses[0]?.domain ?? '';
        expect(domainError(domain), domain).toBeNull();
      }
    });

    it('keeps slugs unique when sign-ups with the same name race', async () => {
      const name = `Race ${crypto.randomBytes(3).toString('hex')}`;
      const results = await Promise.all(
        [1, 2, 3, 4].map(() => registerAccount(app, { businessName: name })),
      );
      const slugs = results.map((r) => r.auth.account.businesses[0]?.domain);
      expect(new Set(slugs).size).toBe(4);
    });

    it.each([
      [{ timeZone: 'America/New_York', timeOffset: 60 }, 'America/New_York'],
      [{ timeOffset: -300 }, 'Etc/GMT+5'],
      [{ timeOffset: 330 }, 'Asia/Kolkata'],
      [{}, 'UTC'],
    ])('sets the business time zone from %j', async (zone, expected) => {
      const account = await registerAccount(app, zone);
      const { db } = await testDatabase();
      const [business] = await db
        .select()
        .from(businesses)
        .where(eq(businesses.id, account.businessId));
      expect(business?.timeZone).toBe(expected);
    });
  });

  describe('login', () => {
    it('signs in with the password, case-insensitively on the email', async () => {
      const account = await registerAccount(app);
      const res = await loginAs(account.email.toUpperCase(), TEST_PASSWORD);
      expect(res.statusCode).toBe(200);
      expect(res.json().account.id).toBe(account.accountId);
      expect(res.cookies.find((c) => c.name === 'studio_rt')?.value).toBeTruthy();

      const me = await app.inject({
        method: 'GET',
        url: '/api/account',
        headers: bearer(res.json().token),
      });
      expect(me.json().email).toBe(account.email);
    });

    it('gives the same answer for a wrong password and an unknown email', async () => {
      const account = await registerAccount(app);
      const wrong = await loginAs(account.email, 'wrong password');
      const unknown = await loginAs(uniqueEmail('nobody'), 'wrong password');
      expect(wrong.statusCode).toBe(401);
      expect(unknown.statusCode).toBe(401);
      expect(wrong.json().detail).toBe('The email or password is incorrect');
      expect(unknown.json()).toEqual(wrong.json());
      expect(wrong.cookies).toHaveLength(0);
    });

    it('requires both fields', async () => {
      const res = await app.inject({
        method: 'POST',
        url: '/auth/login',
        payload: { username: '', password: '' },
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().errors).toEqual([
        { field: 'username', message: 'This field cannot be left blank' },
        { field: 'password', message: 'This field cannot be left blank' },
      ]);
    });

    it('stops a guesser after 10 wrong passwords from one address, while the owner signs in from theirs', async () => {
      const account = await registerAccount(app);
      const stranger = uniqueIp();
      for (let i = 0; i < 10; i++)
        expect((await loginAs(account.email, `guess ${i}`, stranger)).statusCode).toBe(401);
      const guess = await loginAs(account.email, TEST_PASSWORD, stranger);
      expect(guess.statusCode).toBe(429);
      expect(guess.json().detail).toBe('Too many attempts. Please try again in 15 minutes.');
      expect(Number(guess.headers['retry-after'])).toBeGreaterThan(14 * 60);
      expect(Number(guess.headers['retry-after'])).toBeLessThanOrEqual(15 * 60);

      const owner = await loginAs(account.email, TEST_PASSWORD, uniqueIp());
      expect(owner.statusCode).toBe(200);
      expect(owner.json().account.id).toBe(account.accountId);
    });

    it('forgives an address its wrong passwords once it signs in', async () => {
      const account = await registerAccount(app);
      const ip = uniqueIp();
      for (let i = 0; i < 9; i++)
        expect((await loginAs(account.email, `typo ${i}`, ip)).statusCode).toBe(401);
      expect((await loginAs(account.email, TEST_PASSWORD, ip)).statusCode).toBe(200);
      for (let i = 0; i < 9; i++)
        expect((await loginAs(account.email, `typo again ${i}`, ip)).statusCode).toBe(401);
      expect((await loginAs(account.email, TEST_PASSWORD, ip)).statusCode).toBe(200);
    });

    it('refuses an email guessed at from many addresses after 100 wrong passwords in an hour', async () => {
      const account = await registerAccount(app);
      // 20 addresses, 5 guesses each: no address reaches its own limit.
      for (let round = 0; round < 20; round++) {
        const ip = uniqueIp();
        const answers = await Promise.all(
          Array.from({ length: 5 }, (_, i) => loginAs(account.email, `spread ${round}-${i}`, ip)),
        );
        expect(answers.map((r) => r.statusCode)).toEqual([401, 401, 401, 401, 401]);
      }
      const next = await loginAs(account.email, TEST_PASSWORD, uniqueIp());
      expect(next.statusCode).toBe(429);
      expect(next.json().detail).toMatch(/^Too many attempts/);
    });

    it('limits one address to 50 attempts in 15 minutes across emails', async () => {
      const ip = uniqueIp();
      const attempts = Array.from({ length: 50 }, () =>
        loginAs(uniqueEmail('spray'), 'password', ip),
      );
      const answers = await Promise.all(attempts);
      expect(answers.every((r) => r.statusCode === 401)).toBe(true);
      const res = await loginAs(uniqueEmail('spray'), 'password', ip);
      expect(res.statusCode).toBe(429);
      expect(res.json().detail).toMatch(/^Too many attempts/);
    });
  });

  describe('access tokens', () => {
    it('answers an expired access token with 401 TOKEN_EXPIRED', async () => {
      const account = await registerAccount(app);
      const key = new TextEncoder().encode(testConfig().jwtSecret);
      const now = Math.floor(Date.now() / 1000);
      const expired = await new SignJWT({})
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(account.accountId)
        .setIssuedAt(now - 120)
        .setExpirationTime(now - 60)
        .sign(key);
      const res = await app.inject({
        method: 'GET',
        url: '/api/account',
        headers: bearer(expired),
      });
      expect(res.statusCode).toBe(401);
      expect(res.json()).toMatchObject({
        code: 'TOKEN_EXPIRED',
        detail: 'Your session has expired. Please log in again.',
      });
    });

    it('answers a missing or forged token with 401 without the expired marker', async () => {
      const missing = await app.inject({ method: 'GET', url: '/api/account' });
      const forged = await app.inject({
        method: 'GET',
        url: '/api/account',
        headers: bearer('not.a.jwt'),
      });
      expect(missing.statusCode).toBe(401);
      expect(forged.statusCode).toBe(401);
      expect(forged.json().code).not.toBe('TOKEN_EXPIRED');
    });
  });

  it('documents the auth and account routes in the OpenAPI document', async () => {
    const doc = (await app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
    const paths = Object.keys(doc.paths);
    for (const path of [
      '/auth/register',
      '/auth/refresh-token',
      '/auth/login/google',
      '/api/account/logins',
    ]) {
      expect(paths).toContain(path);
    }
    expect(doc.paths['/api/account'].get.security).toEqual([{ bearer: [] }]);
  });
});
