// The website builder from start to a booking: a photographer with a mini session of free times
// adds a Mini sessions page from a page template (its free-times block shows the session), changes
// the theme's brand colour and spacing in the editor and publishes; a visitor, on a computer and on
// a phone, finds the page through the menu, sees the theme and the session's real free times, taps
// one, lands on the booking page with that day open and that time picked out, and books it; the
// photographer sees the booking among the shoots.
import { expect, test, type Browser, type Page } from '@playwright/test';
import { registerThroughApi } from './support/accounts.ts';
import { TIME_ZONE, dayAhead, isoDayAhead } from './support/antd.ts';
import {
  dayHeading,
  detailsStep,
  expectFreshHold,
  fillContact,
  questions,
  seedMiniSession,
  timeStep,
  timesOf,
  type Client,
} from './support/booking.ts';
import { expectNoSidewaysScroll } from './support/layout.ts';
import { apiSignIn, signIn } from './support/session.ts';

test.describe.configure({ timeout: 120_000 });

/** The theme the photographer picks: a rust brand colour and the widest spacing. */
const brand = { hex: '#8A3B12', rgb: 'rgb(138, 59, 18)' };
const spacing = { label: 'XL', pixels: '120px' };

/** A visitor's browser at a width: nothing of the owner's, the business's time zone. */
async function visitor(browser: Browser, baseURL: string, width: number) {
  const context = await browser.newContext({
    baseURL,
    viewport: { width, height: 800 },
    timezoneId: TIME_ZONE,
    locale: 'en-US',
  });
  return { context, page: await context.newPage() };
}

/** A computed style of the first element matching the selector (run in the page as a string). */
function styleOf(page: Page, selector: string, property: string): Promise<string> {
  return page.evaluate(
    `getComputedStyle(document.querySelector(${JSON.stringify(selector)})).getPropertyValue(${JSON.stringify(property)}).trim()`,
  ) as Promise<string>;
}

/** The settings save the theme panel makes a moment after a change. */
function themeSaved(page: Page) {
  return page.waitForResponse(
    (response) =>
      response.request().method() === 'PUT' && response.url().endsWith('/api/site/settings'),
  );
}

test('a photographer builds a two-page site, themes and publishes it; a visitor books from its free times', async ({
  page,
  browser,
  request,
  baseURL,
}) => {
  const owner = await registerThroughApi(request);
  const api = await apiSignIn(request, owner);
  const isoDay = isoDayAhead(6);
  const day = dayAhead(6);
  const mini = await seedMiniSession(request, api, { name: 'Garden Minis', isoDay });
  const client: Client = {
    fullName: 'Inês Carvalho',
    email: `ines-${api.businessId.slice(0, 8)}@example.com`,
    phone: '+351 912 345 678',
  };

  await signIn(page, owner);
  await page.goto('/website');
  const pages = page.getByRole('navigation', { name: 'Pages' });
  await expect(pages.getByText('Home', { exact: true })).toBeVisible();

  await test.step('the second page comes from the Mini sessions template', async () => {
    await pages.getByRole('button', { name: 'Add page' }).click();
    const add = page.getByRole('dialog', { name: 'Add page' });
    // The Classic look's templates only (the segments hide their radio inputs: a person clicks
    // the label).
    await add.locator('.ant-segmented').getByText('Classic', { exact: true }).click();
    await expect(add.getByRole('radio', { name: 'Classic', exact: true })).toBeChecked();
    // The cards are radio buttons under their thumbnails, chosen as a keyboard user does.
    const template = add.getByRole('radio', { name: /^Mini sessions · Classic/ });
    await template.focus();
    await page.keyboard.press('Space');
    await expect(template).toBeChecked();
    // The template names the page and its address.
    await expect(add.getByLabel('Title')).toHaveValue('Mini sessions');
    await expect(add.getByLabel('Address')).toHaveValue('mini-sessions');
    await add.getByRole('button', { name: 'Save' }).click();
    await expect(add).toBeHidden();
    // The new page is open in the editor.
    await expect(pages.locator('[aria-current="page"]')).toContainText('Mini sessions');
    // The page's free-times block already shows the business's bookable session.
    const canvas = page.frameLocator('#preview-frame');
    const block = canvas.locator('.site-booking');
    await expect(block.getByRole('heading', { name: 'Next free times' })).toBeVisible();
    await expect(block.getByText('Garden Minis', { exact: true })).toBeVisible();
    await expect(block).toContainText('Free times show here on the published site.');
    // Chosen, its fields show the session it was filled with.
    await block.click();
    const service = page.getByRole('combobox', { name: 'Service' });
    await expect(service.locator('option:checked')).toHaveAttribute('label', 'Garden Minis');
  });

  await test.step('the theme gets a brand colour and wider spacing', async () => {
    const theme = page.locator('.website-theme');
    await theme.locator('.ant-color-picker-trigger').click();
    const hex = page.locator('.ant-color-picker-hex-input input');
    let saved = themeSaved(page);
    await hex.fill(brand.hex.slice(1));
    expect((await saved).ok()).toBe(true);
    await page.keyboard.press('Escape');
    await expect(theme).toContainText(brand.hex);
    saved = themeSaved(page);
    await theme.getByText(spacing.label, { exact: true }).click();
    expect((await saved).ok()).toBe(true);
    // The editor's canvas shows the page in the new theme.
    const root = page.frameLocator('#preview-frame').locator('.site').first();
    await expect(root).toHaveAttribute('style', new RegExp(`--site-brand: ?${brand.hex}`));
    await expect(root).toHaveAttribute('style', new RegExp(`--site-space: ?${spacing.pixels}`));
  });

  let sitePath = '';
  await test.step('the photographer publishes', async () => {
    await page.getByRole('button', { name: 'Publish', exact: true }).click();
    await page
      .getByRole('dialog', { name: 'Publish your website?' })
      .getByRole('button', { name: 'Publish' })
      .click();
    const live = page.getByRole('dialog', { name: 'Your website is live' });
    await expect(live).toBeVisible();
    sitePath = new URL((await live.getByRole('link').getAttribute('href'))!, baseURL).pathname;
    expect(sitePath).toBe(`/site/${api.businessSlug}/`);
  });

  const nineThirty = `9:30 AM, ${dayHeading(isoDay)}: book Garden Minis`;
  for (const width of [1280, 375]) {
    await test.step(`a visitor at ${width} px finds the themed page and its free times`, async () => {
      const { context, page: site } = await visitor(browser, baseURL ?? '', width);
      await site.goto(sitePath);
      await expect(site.getByRole('heading', { level: 1, name: owner.businessName })).toBeVisible();
      // The two pages, in the menu of every page.
      const menu = site.getByRole('navigation', { name: 'Site' });
      await expect(menu.getByRole('link')).toHaveText(['Home', 'Mini sessions']);
      await menu.getByRole('link', { name: 'Mini sessions' }).click();
      await expect(site).toHaveURL(new RegExp(`${sitePath}mini-sessions$`));
      await expect(menu.getByRole('link', { name: 'Mini sessions' })).toHaveAttribute(
        'aria-current',
        'page',
      );

      const block = site.locator('.site-booking');
      await expect(block.getByRole('heading', { name: 'Next free times' })).toBeVisible();
      await expect(block.getByRole('heading', { name: dayHeading(isoDay) })).toBeVisible();
      await expect(block.locator('.site-booking__time')).toHaveText([
        '9:00 AM',
        '9:30 AM',
        '10:00 AM',
        '10:30 AM',
      ]);
      const time = block.getByRole('link', { name: nineThirty });
      await expect(time).toHaveAttribute('href', `${mini.path}?date=${isoDay}&time=09:30`);

      // The theme as published: the brand colour on the times, the spacing around the blocks.
      expect(await styleOf(site, '.site', '--site-brand')).toBe(brand.hex);
      expect(await styleOf(site, '.site-booking__time', 'color')).toBe(brand.rgb);
      expect(await styleOf(site, '.site-booking__time', 'border-top-color')).toBe(brand.rgb);
      expect(await styleOf(site, '.site-booking', 'padding-top')).toBe(spacing.pixels);
      await expectNoSidewaysScroll(site);

      // The time leads to the booking page with its day open and the time picked out.
      await time.click();
      await expect(site).toHaveURL(`${mini.path}?date=${isoDay}&time=09:30`);
      await expect(site.getByRole('heading', { level: 1, name: 'Garden Minis' })).toBeVisible();
      const picked = timesOf(site, isoDay).getByRole('button', { name: /^9:30 AM/ });
      await expect(picked).toHaveText('9:30 AMYour pick');
      await expect(picked).toBeFocused();
      await expect(timesOf(site, isoDay).getByText('Your pick')).toHaveCount(1);
      await expectNoSidewaysScroll(site);

      if (width === 375) {
        // On the phone the visitor books it.
        await picked.click();
        await expectFreshHold(site);
        await expect(timeStep(site)).toContainText(`${day} at 9:30 AM`);
        const form = detailsStep(site);
        await fillContact(form, client);
        await form.getByLabel(questions.people).fill('Me and my grandmother');
        await form.getByRole('button', { name: 'Book', exact: true }).click();
        await expect(site.getByRole('heading', { level: 1, name: 'You are booked!' })).toBeVisible({
          timeout: 20_000,
        });
        await expect(site.getByRole('definition')).toContainText([
          'Garden Minis · Mini',
          `${day} at 9:30 AM – 9:50 AM`,
        ]);
      }
      await context.close();
    });
  }

  await test.step('the photographer sees the booking among the shoots', async () => {
    await page.goto('/');
    const row = page
      .getByRole('list', { name: 'Shoots' })
      .getByRole('listitem')
      .filter({ hasText: client.fullName });
    await expect(row).toHaveCount(1);
    await expect(row).toContainText(day);
    await expect(row).toContainText('9:30 AM');
    await expect(row).toContainText('Garden Minis');
  });
});
