import { expect, test } from '@playwright/test';
import { linkIn, waitForEmail } from './support/mail.ts';
import { newAccount, registerThroughApi, ownerAddress } from './support/accounts.ts';

test('a photographer signs up, lands in the app and logs out', async ({ page }) => {
  const account = newAccount();
  await page.goto('/signup');
  await page.getByLabel('Business name').fill(account.businessName);
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password').fill(account.password);
  await page.getByRole('button', { name: /create account/i }).click();

  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByTestId('sidebar')).toBeVisible();
  await expect(page.getByText(account.businessName).first()).toBeVisible();

  await page.goto('/logout');
  await expect(page).toHaveURL(/\/login/);
  // The session is really gone: a protected page sends us back to the login form.
  await page.goto('/management/account');
  await expect(page).toHaveURL(/\/login\?returnUrl=%2Fmanagement%2Faccount/);
});

test('a protected page sends an anonymous visitor to log in, then back to it', async ({
  page,
  request,
}) => {
  const account = await registerThroughApi(request);
  await page.goto('/management/business');
  await expect(page).toHaveURL(/\/login\?returnUrl=/);
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password').fill(account.password);
  await page.getByRole('button', { name: /log in/i }).click();
  await expect(page).toHaveURL(/\/management\/business$/);
  await expect(page.getByRole('heading', { name: 'Business Profile' })).toBeVisible();
});

test('a wrong password shows the server message and keeps the visitor on the form', async ({
  page,
  request,
}) => {
  const account = await registerThroughApi(request);
  await page.setExtraHTTPHeaders({ 'x-forwarded-for': ownerAddress(account) });
  await page.goto('/login');
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password').fill('not-the-password');
  await page.getByRole('button', { name: /log in/i }).click();
  await expect(page.getByText('The email or password is incorrect')).toBeVisible();
  await expect(page).toHaveURL(/\/login/);
});

test('a forgotten password is reset through the emailed link', async ({ page, request }) => {
  const account = await registerThroughApi(request);
  await page.goto('/login');
  await page.getByRole('link', { name: /forgot/i }).click();
  await expect(page).toHaveURL(/\/lost-password/);
  await page.getByLabel('Email').fill(account.email);
  await page.getByRole('button', { name: /send|reset/i }).click();
  await expect(page.getByText(/we have sent a link/i)).toBeVisible();

  const email = await waitForEmail(account.email, /password/i);
  await page.goto(linkIn(email, '/reset-password'));
  const newPassword = `${account.password}-new`;
  await page.getByLabel('New password', { exact: true }).fill(newPassword);
  await page.getByLabel('Confirm new password').fill(newPassword);
  await page.getByRole('button', { name: /save new password/i }).click();
  await expect(page.getByText(/password has been changed/i)).toBeVisible();

  // The link works once.
  await page.goto(linkIn(email, '/reset-password'));
  await page.getByLabel('New password', { exact: true }).fill('another-password');
  await page.getByLabel('Confirm new password').fill('another-password');
  await page.getByRole('button', { name: /save new password/i }).click();
  await expect(page.getByText('This password reset link is invalid or has expired')).toBeVisible();

  await page.setExtraHTTPHeaders({ 'x-forwarded-for': ownerAddress(account) });
  await page.goto('/login');
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password').fill(newPassword);
  await page.getByRole('button', { name: /log in/i }).click();
  await expect(page.getByTestId('sidebar')).toBeVisible();
});

test('an unknown address shows the not-found text', async ({ page }) => {
  await page.goto('/no/such/page');
  await expect(page.getByText('The page you’re looking for does not exist. Sorry!')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Go back Home' })).toHaveAttribute('href', '/');
});
