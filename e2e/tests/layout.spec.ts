import { expect, test, type Locator } from '@playwright/test';
import { registerThroughApi, ownerAddress } from './support/accounts.ts';
import { expectNoSidewaysScroll } from './support/layout.ts';
import { signIn } from './support/session.ts';

/** The element's width as drawn, once it has settled. */
async function expectWidth(element: Locator, width: number): Promise<void> {
  await expect.poll(async () => (await element.boundingBox())?.width).toBe(width);
}

test('the sidebar is 72 px wide below 1608 px and 240 px from 1608 px', async ({
  page,
  request,
}) => {
  const account = await registerThroughApi(request);
  await page.setViewportSize({ width: 1600, height: 900 });
  await page.setExtraHTTPHeaders({ 'x-forwarded-for': ownerAddress(account) });
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

test('the sidebar follows the window as it is resized, without a reload', async ({
  page,
  request,
}) => {
  const account = await registerThroughApi(request);
  await page.setViewportSize({ width: 1700, height: 900 });
  await signIn(page, account);
  const sidebar = page.getByTestId('sidebar');
  await expectWidth(sidebar, 240);
  await expect(sidebar.getByText(account.businessName, { exact: true })).toBeVisible();

  await page.setViewportSize({ width: 1607, height: 900 });
  await expectWidth(sidebar, 72);
  // Icons only: the business's name goes with the room.
  await expect(sidebar.getByText(account.businessName, { exact: true })).toHaveCount(0);
  await page.setViewportSize({ width: 1024, height: 800 });
  await expectWidth(sidebar, 72);

  // A phone: no sidebar, the menu button opens the same entries in a drawer.
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(sidebar).toHaveCount(0);
  await page.getByRole('button', { name: 'Open menu' }).click();
  const drawerMenu = page
    .getByRole('dialog', { name: 'Menu' })
    .getByRole('navigation', { name: 'Main navigation' });
  await expect(drawerMenu.getByRole('link', { name: 'Contacts' })).toBeVisible();
  await drawerMenu.getByRole('link', { name: 'Contacts' }).click();
  await expect(page).toHaveURL(/\/contacts$/);
  await expect(drawerMenu).toBeHidden();

  await page.setViewportSize({ width: 1608, height: 900 });
  await expectWidth(page.getByTestId('sidebar'), 240);
  await expect(page.getByTestId('sidebar').getByText('Contacts')).toBeVisible();
});

test('the Help and Support cards stay inside the dialog on a desktop and on a phone', async ({
  page,
  request,
}) => {
  const account = await registerThroughApi(request);
  await page.setViewportSize({ width: 1280, height: 800 });
  await signIn(page, account);
  for (const viewport of [
    { width: 1280, height: 800, cards: 3 },
    { width: 390, height: 844, cards: 2 },
  ]) {
    await page.setViewportSize(viewport);
    await page.getByRole('banner').getByRole('button', { name: 'Help and Support' }).click();
    const dialog = page.getByRole('dialog', { name: 'Help and Support' });
    await expect(dialog).toBeVisible();
    const box = await dialog.boundingBox();
    if (!box) throw new Error('the dialog has no box');
    const cards = dialog.locator('.studio-choice');
    // Instagram is offered on a desktop only.
    await expect(cards).toHaveCount(viewport.cards);
    for (const card of await cards.all()) {
      const cardBox = await card.boundingBox();
      if (!cardBox) throw new Error('a card has no box');
      expect(cardBox.x).toBeGreaterThanOrEqual(box.x);
      expect(cardBox.x + cardBox.width).toBeLessThanOrEqual(box.x + box.width);
    }
    await expectNoSidewaysScroll(page);
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(dialog).toBeHidden();
  }
});

test('page titles follow the route', async ({ page }) => {
  await page.goto('/login');
  await expect(page).toHaveTitle(/Log in/);
  await page.goto('/signup');
  await expect(page).toHaveTitle(/Sign up/);
});
