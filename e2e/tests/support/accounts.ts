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

export async function registerThroughApi(request: APIRequestContext): Promise<SeededAccount> {
  const account = newAccount();
  const response = await request.post('/auth/register', {
    data: { ...account, timeZone: 'Europe/Lisbon', timeOffset: 0 },
  });
  if (!response.ok())
    throw new Error(`register failed: ${response.status()} ${await response.text()}`);
  return account;
}
