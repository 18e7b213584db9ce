// The website, as a photographer and a visitor use it: the photographer opens the builder, adds an
// About page next to the starter home page and publishes; a visitor opens the site without
// JavaScript on a phone and on a computer, finds the business and its bookable service, moves to
// the About page through the menu, and goes from the service to its booking page.
import { expect, test, type Browser } from '@playwright/test';
import { registerThroughApi } from './support/accounts.ts';
import { isoDayAhead } from './support/antd.ts';
import { seedMiniSession } from './support/booking.ts';
import { expectNoSidewaysScroll } from './support/layout.ts';
import { apiSignIn, signIn } from './support/session.ts';

test.describe.configure({ timeout: 120_000 });

/** A visitor's page at the given width, with JavaScript off: the site must read without it. */
async function visitor(browser: Browser, baseURL: string, width: number) {
  const context = await browser.newContext({
    baseURL,
    viewport: { width, height: 800 },
    javaScriptEnabled: false,
  });
  return { context, page: await context.newPage() };
}

test('a photographer adds a page and publishes; a visitor reads the site on a phone and a computer and goes to book', async ({
  page,
  browser,
  request,
  baseURL,
}) => {
  const owner = await registerThroughApi(request);
  const api = await apiSignIn(request, owner);
  const mini = await seedMiniSession(request, api, {
    name: 'Spring minis',
    isoDay: isoDayAhead(6),
  });

  await signIn(page, owner);
  await page.goto('/website');
  const pages = page.getByRole('navigation', { name: 'Pages' });
  await expect(pages.getByText('Home')).toBeVisible();
  await pages.getByRole('button', { name: 'Add page' }).click();
  const add = page.getByRole('dialog', { name: 'Add page' });
  await add.getByLabel('Title').fill('About');
  await add.getByRole('button', { name: 'Save' }).click();
  await expect(add).toBeHidden();
  await expect(pages.getByText('About')).toBeVisible();

  await page.getByRole('button', { name: 'Publish', exact: true }).click();
  const confirm = page.getByRole('dialog', { name: 'Publish your website?' });
  await confirm.getByRole('button', { name: 'Publish' }).click();
  const live = page.getByRole('dialog', { name: 'Your website is live' });
  await expect(live).toBeVisible();
  const sitePath = new URL((await live.getByRole('link').getAttribute('href'))!, baseURL).pathname;
  expect(sitePath).toBe(`/site/${api.businessSlug}/`);

  for (const width of [375, 1280]) {
    const { context, page: site } = await visitor(browser, baseURL ?? '', width);
    await site.goto(sitePath);
    await expect(site.getByRole('heading', { level: 1, name: owner.businessName })).toBeVisible();
    await expectNoSidewaysScroll(site);
    const service = site.getByRole('link', { name: /Spring minis/ });
    await expect(service).toHaveAttribute('href', new RegExp(`${mini.path}$`));
    await site
      .getByRole('navigation', { name: 'Site' })
      .getByRole('link', { name: 'About' })
      .click();
    await expect(site.getByRole('heading', { name: 'About' })).toBeVisible();
    await expectNoSidewaysScroll(site);
    await context.close();
  }

  // From the site to the booking page (with JavaScript, as a visitor's browser has it).
  const booking = await browser.newContext({ baseURL });
  const bookingPage = await booking.newPage();
  await bookingPage.goto(sitePath);
  await bookingPage
    .getByRole('link', { name: /Spring minis/ })
    .first()
    .click();
  await expect(bookingPage.getByRole('heading', { level: 1, name: 'Spring minis' })).toBeVisible();
  await booking.close();
});
