// SEO and the menu, as a photographer sets them and as search engines and visitors see them: the
// photographer gives the site a title, a description and a social image on Management > SEO,
// hides a thank-you page from search, publishes from there, and chooses the menu's links in the
// website builder; the published pages carry the title, description, absolute social image and
// noindex, the sitemap leaves the hidden page out, and the menu shows the chosen links in order.
import { expect, test } from '@playwright/test';
import { registerThroughApi } from './support/accounts.ts';
import { apiCall, apiSignIn, signIn } from './support/session.ts';

test.describe.configure({ timeout: 120_000 });

/** A small PNG, as a photographer's image file. */
const png = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAHgAAAA/CAIAAACkW5tRAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAA6UlEQVR4nO3UQW0EARTD0OFpRgNh0RZDD918VU8KAsvx836y9+8hPCi/X1EN6IDuP72N0QHdXENGNwcnHd2cRgd0cw0Z3RycdHRzGh3QzTVkdHNw0tHNaXRAN9eQ0c3BSUc3p9EB3VxDRjcHJx3dnEYHdHMNGd0cnHR0cxod0M01ZHRzcNLRzWl0QDfXkNHNwUlHN6fRAd1cQ0Y3Bycd3ZxGB3RzDRndHJx0dHMaHdDNNWR0c3DS0c1pdEA315DRzcFJRzen0QHdXENGNwcnHd2cRgd0cw0Z3RycdHRzGh3QzTVkdHNwv90P7VExDZ6R0/4AAAAASUVORK5CYII=',
  'base64',
);

test('a photographer sets the site’s SEO and menu; the published pages carry them', async ({
  page,
  request,
  baseURL,
}) => {
  const owner = await registerThroughApi(request);
  const api = await apiSignIn(request, owner);
  for (const title of ['About', 'Thank you']) {
    await apiCall(request, api, 'POST', '/api/site/pages', { title });
  }
  await apiCall(request, api, 'POST', '/api/site/publish');

  await signIn(page, owner);
  await page.goto('/management/seo');
  await expect(page.getByLabel('Site title')).toBeVisible({ timeout: 30_000 });
  await expect(page.getByText(/they go live when you publish/)).toBeVisible();

  await page.getByLabel('Site title').fill('Anna Photo · Leeds');
  await page.getByLabel('Site description').fill('Relaxed family photography in Leeds.');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText('Saved!').first()).toBeVisible();

  const social = page.locator('.ant-card', { hasText: 'Social image' });
  await social.locator('input[type=file]').setInputFiles({
    name: 'cover.png',
    mimeType: 'image/png',
    buffer: png,
  });
  await expect(social.getByRole('img', { name: 'Social image' })).toBeVisible();

  await page.getByRole('button', { name: 'Edit SEO of Thank you' }).click();
  const dialog = page.getByRole('dialog', { name: /SEO of “Thank you”/ });
  await dialog.getByRole('switch').click();
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('Hidden from search')).toBeVisible();

  await expect(page.getByText('You have changes that are not live yet')).toBeVisible();
  await page.getByRole('button', { name: /Publish website/ }).click();
  await page
    .getByRole('dialog', { name: 'Publish your website?' })
    .getByRole('button', { name: 'Publish' })
    .click();
  await expect(page.getByText('Your website shows these settings')).toBeVisible();

  // The menu: Thank you first, About labelled, in the builder.
  await page.goto('/website');
  await page.getByRole('button', { name: /Edit menu/ }).click();
  const menu = page.getByRole('dialog', { name: 'Site menu' });
  for (const title of ['About', 'Home']) {
    await menu.getByRole('combobox', { name: 'Add a page to the menu' }).click();
    await page.getByTitle(title, { exact: true }).click();
  }
  await menu.getByLabel('Menu label for About').fill('Meet Anna');
  await menu.getByRole('button', { name: 'Move Home up' }).focus();
  await page.keyboard.press('Enter');
  await menu.getByRole('button', { name: 'Save menu' }).click();
  await expect(menu).toBeHidden();
  await expect(page.getByText('Home · Meet Anna')).toBeVisible();
  await page.getByRole('button', { name: 'Publish', exact: true }).click();
  await page
    .getByRole('dialog', { name: 'Publish your website?' })
    .getByRole('button', { name: 'Publish' })
    .click();
  await expect(page.getByRole('dialog', { name: 'Your website is live' })).toBeVisible();

  // What search engines and visitors get.
  const site = `/site/${api.businessSlug}/`;
  await page.goto(site);
  await expect(page).toHaveTitle('Anna Photo · Leeds');
  const head = page.locator('head');
  await expect(head.locator('meta[name="description"]')).toHaveAttribute(
    'content',
    'Relaxed family photography in Leeds.',
  );
  await expect(head.locator('link[rel="canonical"]')).toHaveAttribute('href', `${baseURL}${site}`);
  await expect(head.locator('meta[property="og:image"]')).toHaveAttribute(
    'content',
    new RegExp(`^${baseURL}/uploads/.+\\.png$`),
  );
  await expect(head.locator('meta[name="robots"]')).toHaveCount(0);
  const links = page.getByRole('navigation', { name: 'Site' }).getByRole('link');
  await expect(links.nth(0)).toHaveText('Home');
  await expect(links.nth(1)).toHaveText('Meet Anna');

  await page.goto(`${site}thank-you`);
  await expect(page.locator('head meta[name="robots"]')).toHaveAttribute('content', 'noindex');
  const sitemap = await (await request.get(`${site}sitemap.xml`)).text();
  expect(sitemap).toContain(`${site}about</loc>`);
  expect(sitemap).not.toContain('thank-you');
});
