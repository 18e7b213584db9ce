// Setting up a website with /start, as a new photographer does it: pick a look, check the name and
// colour taken from the business, create the pages, publish, and visit the site; the business's
// setup is then complete. A visitor reads the new site on a phone and a computer.
import { expect, test } from '@playwright/test';
import { registerThroughApi } from './support/accounts.ts';
import { expectNoSidewaysScroll } from './support/layout.ts';
import { apiCall, apiSignIn, signIn } from './support/session.ts';

test.describe.configure({ timeout: 120_000 });

test('a new owner runs /start, picks a look, publishes and visits the site', async ({
  page,
  browser,
  request,
  baseURL,
}) => {
  const owner = await registerThroughApi(request);
  const api = await apiSignIn(request, owner);
  await signIn(page, owner);

  await page.goto('/start');
  await expect(page.getByRole('heading', { name: 'Set up your website' })).toBeVisible();
  // No sidebar: the wizard has the screen to itself.
  await expect(page.getByTestId('sidebar')).toHaveCount(0);

  // Step 1: a look, chosen with the keyboard-reachable radio cards.
  const editorial = page.getByRole('radio', { name: /Editorial/ });
  await editorial.focus();
  await page.keyboard.press('Space');
  await expect(editorial).toBeChecked();
  // Its thumbnail is the home page rendered with this business's name.
  const thumbnail = page.frameLocator('iframe[title="Preview of Editorial"]');
  await expect(thumbnail.locator('.site-menu__brand')).toHaveText(owner.businessName);
  await page.getByRole('button', { name: 'Next' }).click();

  // Step 2: the details come from the business.
  await expect(page.getByLabel('Business name')).toHaveValue(owner.businessName);
  await page.getByRole('button', { name: 'Next' }).click();

  // Step 3: the pages.
  await expect(page.getByText('Portfolio', { exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Create pages' }).click();

  // Step 4: publish.
  await page.getByRole('button', { name: 'Publish my website' }).click();
  await expect(page.getByText('Your website is live')).toBeVisible();
  const sitePath = new URL(
    (await page.getByRole('link', { name: 'Visit your website' }).getAttribute('href'))!,
    baseURL,
  ).pathname;
  expect(sitePath).toBe(`/site/${api.businessSlug}/`);

  const business = await apiCall<{ setupStep: string }>(
    request,
    api,
    'PATCH',
    '/api/businesses/created-pages',
  );
  expect(business.setupStep).toBe('COMPLETED');

  for (const width of [390, 1280]) {
    const context = await browser.newContext({
      baseURL,
      viewport: { width, height: 800 },
      javaScriptEnabled: false,
    });
    const site = await context.newPage();
    await site.goto(sitePath);
    await expect(site.getByRole('heading', { level: 1, name: owner.businessName })).toBeVisible();
    // The placeholder photos load.
    const image = site.locator('.site-gallery__image').first();
    await image.scrollIntoViewIfNeeded();
    // A string runs in the page as it is: the journeys are compiled without the DOM's types.
    await expect
      .poll(async () =>
        Number(await site.evaluate("document.querySelector('.site-gallery__image').naturalWidth")),
      )
      .toBeGreaterThan(0);
    await expectNoSidewaysScroll(site);
    await site
      .getByRole('navigation', { name: 'Site' })
      .getByRole('link', { name: 'About' })
      .click();
    await expect(site.getByRole('heading', { name: 'About', exact: true })).toBeVisible();
    await expectNoSidewaysScroll(site);
    await context.close();
  }

  // The editor opens on the new pages.
  await page.getByRole('link', { name: 'Edit your pages' }).click();
  const pages = page.getByRole('navigation', { name: 'Pages' });
  for (const title of ['Home', 'About', 'Portfolio', 'Sessions', 'Questions', 'Contact']) {
    await expect(pages.getByText(title, { exact: true })).toBeVisible();
  }
});
