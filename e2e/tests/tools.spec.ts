// The owner's tools: the icon gallery (/icons) finds an icon and copies its name, and the Zoom
// page (/zoom) keeps the meeting link that emails give clients.
import { expect, test } from '@playwright/test';
import { registerThroughApi } from './support/accounts.ts';
import { apiCall, apiSignIn, signIn } from './support/session.ts';

test.describe.configure({ timeout: 120_000 });

test('the icon gallery finds an icon by its words and copies its name', async ({
  page,
  context,
  request,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const owner = await registerThroughApi(request);
  await signIn(page, owner);
  await page.goto('/icons');
  await expect(page.getByRole('heading', { level: 1, name: 'Icons' })).toBeVisible();
  await page.getByRole('textbox', { name: 'Search icons' }).fill('arrow left');
  const gallery = page.getByRole('list', { name: 'Icons' });
  await expect(gallery.getByRole('button')).toHaveCount(1);
  await gallery.getByRole('button', { name: 'Copy ArrowLeftOutlined' }).click();
  await expect(page.getByText('Copied ArrowLeftOutlined')).toBeVisible();
  // An expression: the journeys are typed without the browser's DOM library.
  expect(await page.evaluate('navigator.clipboard.readText()')).toBe('ArrowLeftOutlined');
});

test('the Zoom page saves the meeting link the emails use, and removes it', async ({
  page,
  request,
}) => {
  const owner = await registerThroughApi(request);
  const api = await apiSignIn(request, owner);
  await signIn(page, owner);
  await page.goto('/zoom');
  const field = page.getByRole('textbox', { name: 'Zoom meeting link' });
  await field.fill('https://meet.example.com/abc');
  await page.getByRole('button', { name: 'Save link' }).click();
  await expect(page.getByText('Please enter a Zoom meeting link')).toBeVisible();

  const link = 'https://us02web.zoom.us/j/81234567890';
  await field.fill(link);
  await page.getByRole('button', { name: 'Save link' }).click();
  await expect(page.getByText('Saved!')).toBeVisible();
  await expect(page.getByRole('link', { name: /Open/ })).toHaveAttribute('href', link);
  const saved = await apiCall<{ value: unknown }>(request, api, 'GET', '/api/options/zoom-meeting');
  expect(saved.value).toEqual({ meetingUrl: link });

  await page.reload();
  await expect(page.getByRole('link', { name: /Open/ })).toHaveAttribute('href', link);
  await page.getByRole('button', { name: /Remove/ }).click();
  await expect(page.getByText('Zoom link removed')).toBeVisible();
  await expect(page.getByRole('link', { name: /Open/ })).toBeHidden();
});
