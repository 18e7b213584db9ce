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

export async function registerThroughApi(request: APIRequestContext): Promise<SeededAccount> {
  const account = newAccount();
  const response = await request.post('/auth/register', {
    data: { ...account, timeZone: 'Europe/Lisbon', timeOffset: 0 },
    // Each seeded account signs up from an address of its own (the server trusts one proxy hop
    // here, playwright.config.ts): sign-ups are limited per address, and a run seeds dozens.
    headers: { 'x-forwarded-for': seedAddress() },
  });
  if (!response.ok())
    throw new Error(`register failed: ${response.status()} ${await response.text()}`);
  return account;
}
