import { expect, test } from '@playwright/test';
import { registerThroughApi } from './support/accounts.ts';

test('the sidebar is 72 px wide below 1608 px and 240 px from 1608 px', async ({
  page,
  request,
}) => {
  const account = await registerThroughApi(request);
  await page.setViewportSize({ width: 1600, height: 900 });
  await page.goto('/login');
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password').fill(account.password);
  await page.getByRole('button', { name: /log in/i }).click();

  const sidebar = page.getByTestId('sidebar');
  await expect(sidebar).toBeVisible();
  await expect.poll(async () => (await sidebar.boundingBox())?.width).toBe(72);

  await page.setViewportSize({ width: 1700, height: 900 });
  await expect.poll(async () => (await sidebar.boundingBox())?.width).toBe(240);
  await expect(sidebar.getByText('Contacts')).toBeVisible();
});

test('page titles follow the route', async ({ page }) => {
  await page.goto('/login');
  await expect(page).toHaveTitle(/Log in/);
  await page.goto('/signup');
  await expect(page).toHaveTitle(/Sign up/);
});
