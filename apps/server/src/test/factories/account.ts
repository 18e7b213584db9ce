// An account signed up through the API per test, and readers for its cookies and emails.
import crypto from 'node:crypto';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { and, desc, eq } from 'drizzle-orm';
import type { TAuthResponse, TRegisterRequest } from '@studio/shared/auth/contracts';
import { emailOutbox } from '../../platform/mail/schema.ts';
import { testDatabase, uniqueEmail } from '../harness.ts';
import { REFRESH_COOKIE } from '../../modules/accounts/refresh-cookie.ts';

export const TEST_PASSWORD = 'correct horse 42';

export type TestAccount = {
  email: string;
  password: string;
  token: string;
  accountId: string;
  businessId: string;
  refreshToken: string;
  auth: TAuthResponse;
};

/**
 * Signs up a new account with its own business through the API, from a client address of its own
 * (sign-ups are limited per address, and on PostgreSQL the whole suite shares one database).
 */
export async function registerAccount(
  app: FastifyInstance,
  overrides: Partial<TRegisterRequest> = {},
): Promise<TestAccount> {
  const body: TRegisterRequest = {
    businessName: `Studio ${crypto.randomBytes(4).toString('hex')}`,
    email: uniqueEmail(),
    password: TEST_PASSWORD,
    ...overrides,
  };
  const res = await app.inject({
    method: 'POST',
    url: '/auth/register',
    payload: body,
    remoteAddress: uniqueIp(),
  });
  if (res.statusCode !== 200) throw new Error(`register failed: ${res.statusCode} ${res.body}`);
  const auth = res.json<TAuthResponse>();
  const business = auth.account.businesses[0];
  if (!business) throw new Error('register created no business');
  return {
    email: body.email,
    password: body.password,
    token: auth.token,
    accountId: auth.account.id,
    businessId: business.id,
    refreshToken: refreshCookieOf(res) ?? '',
    auth,
  };
}

/** Signs in from a fresh client address (the per-address limit is shared by the whole suite). */
export function loginRequest(app: FastifyInstance, username: string, password: string) {
  return app.inject({
    method: 'POST',
    url: '/auth/login',
    payload: { username, password },
    remoteAddress: uniqueIp(),
  });
}

export function bearer(token: string): Record<string, string> {
  return { authorization: `Bearer ${token}` };
}

/** The refresh token a response set, undefined when it set none or cleared it. */
export function refreshCookieOf(res: LightMyRequestResponse): string | undefined {
  const cookie = res.cookies.find((c) => c.name === REFRESH_COOKIE);
  return cookie?.value || undefined;
}

/** A distinct client address, so per-IP limits of one test do not touch another. */
export function uniqueIp(): string {
  const bytes = crypto.randomBytes(3);
  return `10.${bytes[0]}.${bytes[1]}.${bytes[2]}`;
}

export async function latestEmailTo(to: string) {
  const { db } = await testDatabase();
  const [row] = await db
    .select()
    .from(emailOutbox)
    .where(eq(emailOutbox.toAddress, to))
    .orderBy(desc(emailOutbox.createdAt), desc(emailOutbox.id))
    .limit(1);
  return row;
}

export async function emailsTo(to: string, subject?: string) {
  const { db } = await testDatabase();
  return db
    .select()
    .from(emailOutbox)
    .where(
      and(eq(emailOutbox.toAddress, to), subject ? eq(emailOutbox.subject, subject) : undefined),
    );
}

/** The token of the link to `path` in the latest email to `to`. */
export async function linkTokenSentTo(to: string, path: string): Promise<string> {
  const email = await latestEmailTo(to);
  const match = email?.text.match(new RegExp(`${path}\\?token=([A-Za-z0-9_%-]+)`));
  if (!match?.[1]) throw new Error(`no ${path} link in the email to ${to}`);
  return decodeURIComponent(match[1]);
}

/** Confirms the account's email through the emailed link, as its owner would. */
export async function confirmEmailOf(app: FastifyInstance, email: string): Promise<void> {
  const token = await linkTokenSentTo(email, '/email-confirmation');
  const res = await app.inject({
    method: 'POST',
    url: '/api/account/confirm-email',
    payload: { token },
  });
  if (res.statusCode !== 200) throw new Error(`confirm failed: ${res.statusCode} ${res.body}`);
}
