import crypto from 'node:crypto';
import { expect, test, type Page } from '@playwright/test';
import { registerThroughApi } from './support/accounts.ts';
import { signIn } from './support/session.ts';

// The consent pages are the local stand-in's (e2e/social-stand-in.ts): the journeys leave the
// app for them and come back through /social/{provider}, as with the real providers.

async function consent(page: Page, provider: 'Google' | 'Facebook', email: string, name = '') {
  await expect(page.getByRole('heading', { name: `Sign in with ${provider}` })).toBeVisible();
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Name').fill(name);
  await page.getByRole('button', { name: 'Continue' }).click();
}

test('a photographer signs up with Google, logs out and logs back in with Google', async ({
  page,
}) => {
  const id = crypto.randomBytes(5).toString('hex');
  const email = `google-${id}@example.com`;
  const businessName = `Fern Light ${id}`;

  await page.goto('/signup');
  await page.getByRole('button', { name: 'Sign up with Google' }).click();
  await consent(page, 'Google', email, 'Ana Sousa');

  // No account yet: the finish form, with what Google told us.
  await expect(page).toHaveURL(/\/signup\?psk=psk-/);
  await expect(page.getByText('You are signing up with Google as Ana Sousa.')).toBeVisible();
  await expect(page.getByLabel('Email')).toHaveValue(email);
  await page.getByLabel('Business name').fill(businessName);
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByText(businessName).first()).toBeVisible();
  // A brand-new owner is led by the home checklist, with no dialog over it.
  await expect(page.getByText('Get ready for your first booking')).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);

  await page.goto('/management/account');
  await expect(page.getByText('Google', { exact: true })).toBeVisible();
  await expect(page.getByText('Connected', { exact: true })).toBeVisible();

  await page.goto('/logout');
  await expect(page).toHaveURL(/\/login/);
  await page.getByRole('button', { name: 'Continue with Google' }).click();
  await consent(page, 'Google', email);
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByText(businessName).first()).toBeVisible();
});

test('a photographer connects Facebook on the account page, then logs in with it', async ({
  page,
  request,
}) => {
  const account = await registerThroughApi(request);
  await signIn(page, account);
  await page.goto('/management/account');

  await page.getByRole('button', { name: 'Connect Facebook' }).click();
  // Facebook under another address than the account's: the identity is what counts.
  const facebookEmail = `fb-${crypto.randomBytes(5).toString('hex')}@example.com`;
  await consent(page, 'Facebook', facebookEmail, 'Rui Lopes');
  await expect(page).toHaveURL(/\/management\/account$/);
  await expect(page.getByText('Facebook is connected.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Disconnect' })).toBeVisible();

  await page.goto('/logout');
  await page.getByRole('button', { name: 'Continue with Facebook' }).click();
  await consent(page, 'Facebook', facebookEmail);
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByText(account.businessName).first()).toBeVisible();
});

test('cancelling at the provider comes back to the login form', async ({ page }) => {
  await page.goto('/login');
  await page.getByRole('button', { name: 'Continue with Google' }).click();
  await page.getByRole('button', { name: 'Cancel' }).click();
  await expect(page).toHaveURL(/\/login/);
  await expect(page.getByRole('button', { name: 'Continue with Google' })).toBeVisible();
});
