// Seeds accounts through the real API, as every journey makes its own data.
import crypto from 'node:crypto';
import type { APIRequestContext } from '@playwright/test';

export type SeededAccount = { email: string; password: string; businessName: string };

export function newAccount(): SeededAccount {
  const id = crypto.randomBytes(5).toString('hex');
  return {
    email: `owner-${id}@example.com`,
    password: `secret-${id}`,
    businessName: `Lumen Studio ${id}`,
  };
}

function seedAddress(): string {
  const [a = 0, b = 0, c = 0] = crypto.randomBytes(3);
  return `10.${a}.${b}.${c}`;
}

/**
 * The address an owner signs in from, the same each time (the server trusts one proxy hop here,
 * playwright.config.ts): sign-ins are limited per address, and a run signs in dozens of owners,
 * who in life come from their own networks.
 */
export function ownerAddress(account: Pick<SeededAccount, 'email'>): string {
  const [a = 0, b = 0, c = 0] = crypto.createHash('sha256').update(account.email).digest();
  return `10.${a}.${b}.${c}`;
}

/**
 * A new owner through POST /auth/register. The website builder's notice is dismissed for them
 * unless `seesNewVersionNotice` (a journey that checks the notice itself).
 */
export async function registerThroughApi(
  request: APIRequestContext,
  options: { seesNewVersionNotice?: boolean } = {},
): Promise<SeededAccount> {
  const account = newAccount();
  const response = await request.post('/auth/register', {
    data: { ...account, timeZone: 'Europe/Lisbon', timeOffset: 0 },
    // Each seeded account signs up from an address of its own (the server trusts one proxy hop
    // here, playwright.config.ts): sign-ups are limited per address, and a run seeds dozens.
    headers: { 'x-forwarded-for': seedAddress() },
  });
  if (!response.ok())
    throw new Error(`register failed: ${response.status()} ${await response.text()}`);
  if (!options.seesNewVersionNotice) await dismissNoticeThroughApi(request, await response.json());
  return account;
}

/**
 * Seeded owners have seen the website builder's notice: it waits until a business has done its
 * four first steps, and a journey that completes them must not find a dialog over its page.
 */
async function dismissNoticeThroughApi(
  request: APIRequestContext,
  auth: { token: string; account: { businesses: { id: string }[] } },
): Promise<void> {
  const headers = {
    authorization: `Bearer ${auth.token}`,
    'x-business-id': auth.account.businesses[0]?.id ?? '',
  };
  const url = '/api/options/NEW_VERSION_NOTICE';
  const stored = await request.get('/api/options?optionName=NEW_VERSION_NOTICE', { headers });
  const notice = ((await stored.json()) as { value: { version: string } | null }).value;
  if (!notice) return;
  const saved = await request.post(url, {
    headers,
    data: { value: { ...notice, isDismissed: true, isViewed: true } },
  });
  if (!saved.ok()) throw new Error(`dismissing the notice failed: ${saved.status()}`);
}
