// The client's booking screens at a desktop and a phone width, for a business that has not
// connected online payments: every screen and the email say plainly how the client pays (no
// 'Due now', no 'Paid $0.00'), the form's summary goes once the fields are fixed, the hold bar
// never covers what is scrolled into view, and the keyboard always knows where it is.
import { expect, test, type Locator, type Page } from '@playwright/test';
import { messages } from '../../packages/shared/src/messages.ts';
import { registerThroughApi } from './support/accounts.ts';
import { dayAhead, isoDayAhead } from './support/antd.ts';
import {
  clientContext,
  detailsStep,
  expectFreshHold,
  fillContact,
  holdTimer,
  questions,
  seedMiniSession,
  timeStep,
  timesOf,
  type Client,
} from './support/booking.ts';
import { waitForEmail } from './support/mail.ts';
import { apiCall, apiSignIn } from './support/session.ts';

test.describe.configure({ mode: 'parallel', timeout: 120_000 });

const fixFields = 'Please check the fields marked in red.';

/** The element's box in the window: [top, bottom]. */
async function verticalBox(locator: Locator): Promise<[number, number]> {
  const box = await locator.boundingBox();
  if (!box) throw new Error('not on screen');
  return [box.y, box.y + box.height];
}

/**
 * The contrast of the focused element's outline against the hold bar behind it (WCAG's formula):
 * a focus indicator needs 3:1 against what surrounds it.
 */
async function focusRingContrast(page: Page): Promise<number> {
  return page.evaluate(`(() => {
    const parse = (color) => (color.match(/[\\d.]+/g) || []).slice(0, 3).map(Number);
    const luminance = ([r, g, b]) => {
      const [R, G, B] = [r, g, b].map((c) => {
        const s = c / 255;
        return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
      });
      return 0.2126 * R + 0.7152 * G + 0.0722 * B;
    };
    const focused = document.activeElement;
    const style = getComputedStyle(focused);
    if (style.outlineStyle === 'none' || parseFloat(style.outlineWidth) < 2) return 0;
    const ring = luminance(parse(style.outlineColor));
    const bar = luminance(parse(getComputedStyle(focused.closest('.hold-bar')).backgroundColor));
    return (Math.max(ring, bar) + 0.05) / (Math.min(ring, bar) + 0.05);
  })()`);
}

for (const viewport of [
  { name: 'desktop', width: 1280, height: 800 },
  { name: 'phone', width: 390, height: 844 },
]) {
  test(`without online payments a client books on a ${viewport.name} with the keyboard`, async ({
    request,
    browser,
    baseURL,
  }) => {
    const account = await registerThroughApi(request);
    const api = await apiSignIn(request, account);
    const isoDay = isoDayAhead(6);
    const day = dayAhead(6);
    // A second date in the same month, so there is another date to move to.
    const secondAhead = isoDayAhead(7).slice(0, 7) === isoDay.slice(0, 7) ? 7 : 5;
    const mini = await seedMiniSession(request, api, { name: 'Garden Minis', isoDay });
    await apiCall(request, api, 'POST', `/api/services/${mini.id}/date-times`, {
      date: isoDayAhead(secondAhead),
      location: 'Rose Garden',
      startTime: '14:00',
      endTime: '15:00',
      duration: 20,
      buffer: 10,
    });
    const client: Client = {
      fullName: 'Ines Duarte',
      email: `ines-${api.businessId.slice(0, 8)}@example.com`,
      phone: '+351 912 345 678',
    };
    const context = await clientContext(browser, baseURL ?? '');
    const page = await context.newPage();
    await page.setViewportSize(viewport);
    await page.goto(mini.path);

    await test.step('the date picker says how to move between dates, and the arrows do', async () => {
      const dates = timeStep(page).getByRole('group', { name: /\d{4}$/ });
      await expect(page.getByText('Use the arrow keys to move between dates.')).toBeVisible();
      const first = dates.getByRole('button', { name: new RegExp(`^${day}, `) });
      await first.focus();
      await page.keyboard.press('ArrowRight');
      await expect(
        dates.getByRole('button', { name: new RegExp(`^${dayAhead(secondAhead)}, `) }),
      ).toBeFocused();
      await page.keyboard.press('ArrowLeft');
      await expect(first).toBeFocused();
      await page.keyboard.press('Enter');
      await expect(first).toHaveAttribute('aria-pressed', 'true');
    });

    const form = detailsStep(page);
    const heading = page.getByRole('heading', { name: 'Your details' });
    const bar = page.locator('.hold-bar');
    await test.step('choosing a time with the keyboard moves focus to the details', async () => {
      await timesOf(page, isoDay).getByRole('button', { name: '9:30 AM', exact: true }).focus();
      await page.keyboard.press('Enter');
      await expectFreshHold(page);
      await expect(heading).toBeFocused();
      // The step number shows below the hold bar, not under it.
      const [, barBottom] = await verticalBox(bar);
      const [numberTop] = await verticalBox(heading.locator('.step__number'));
      expect(numberTop).toBeGreaterThanOrEqual(barBottom);
    });

    await test.step("'Choose another time' shows a focus ring that stands out on the bar", async () => {
      // As a person would, the keyboard moves on once the details form is on the screen (React
      // reveals a lazily loaded part a moment after it arrived).
      await expect(form.getByRole('textbox', { name: 'Full name', exact: true })).toBeVisible();
      await page.keyboard.press('Shift+Tab');
      await expect(page.getByRole('button', { name: 'Choose another time' })).toBeFocused();
      expect(await focusRingContrast(page)).toBeGreaterThanOrEqual(3);
      // The next stop is the first field of the details.
      await page.keyboard.press('Tab');
      await expect(form.getByRole('textbox', { name: 'Full name', exact: true })).toBeFocused();
    });

    await test.step('checkout says no payment is taken now, and how the client pays', async () => {
      const price = form.getByLabel('Price', { exact: true });
      await expect(price).toContainText('$250.00');
      await expect(price).toContainText(messages.payOffline);
      await expect(price.getByText('Due now')).toHaveCount(0);
      await expect(price.getByText('Due later')).toHaveCount(0);
      await expect(form.getByRole('button', { name: 'Book', exact: true })).toBeVisible();
    });

    await test.step('the summary goes once every field is fixed', async () => {
      const phone = form.getByRole('textbox', { name: 'Phone', exact: true });
      const fullName = form.getByRole('textbox', { name: 'Full name', exact: true });
      await phone.fill(client.phone);
      // Scrolled down so the first field to fix sits where the bar sticks, then sent with Enter.
      await page.evaluate(
        `window.scrollTo(0, document.querySelector('#checkout-phone').getBoundingClientRect().top + scrollY - 200)`,
      );
      await phone.press('Enter');
      await expect(form.getByText(fixFields)).toBeVisible();
      await expect(fullName).toBeFocused();
      // The field to fix was scrolled into view below the bar, not under it.
      const [, barBottom] = await verticalBox(bar);
      const [fieldTop] = await verticalBox(fullName);
      expect(fieldTop).toBeGreaterThanOrEqual(barBottom);

      await fillContact(form, client);
      await expect(form.getByText(fixFields)).toBeVisible();
      await form.getByLabel(questions.people).fill('Just me');
      await expect(form.getByText(fixFields)).toHaveCount(0);
      await expect(form.getByRole('alert')).toHaveCount(0);
    });

    await test.step('the confirmation shows the price to pay later, no paid 0', async () => {
      await form.getByRole('button', { name: 'Book', exact: true }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'You are booked!' })).toBeVisible();
      const details = page.locator('.confirmation dl');
      await expect(details.getByRole('term')).toHaveText([
        'Service',
        'When',
        'Where',
        'Total',
        'Payment',
      ]);
      await expect(details.getByRole('definition').nth(3)).toHaveText('$250.00');
      await expect(details.getByRole('definition').nth(4)).toHaveText(messages.payOffline);
      await expect(holdTimer(page)).toHaveCount(0);
    });

    await test.step('the manage page says how to pay beside the pending payments', async () => {
      await page.getByRole('link', { name: 'Manage your booking' }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'Your booking' })).toBeVisible();
      await expect(page.getByRole('term').filter({ hasText: /^Paid$/ })).toHaveCount(0);
      await expect(page.getByRole('term').filter({ hasText: /^Still due$/ })).toHaveCount(0);
      const payments = page.getByRole('region', { name: 'Payments' });
      await expect(payments).toContainText(messages.payOffline);
      await expect(payments.getByRole('listitem')).toHaveCount(2);
      await expect(payments.getByRole('button')).toHaveCount(0);
    });

    await test.step('the confirmation email says the same', async () => {
      const email = await waitForEmail(
        client.email,
        /^Your Garden Minis session with .+ is confirmed$/,
      );
      // The text part wraps at 80 columns: the sentences are read with the breaks as spaces.
      const text = email.text.replace(/\s+/g, ' ');
      expect(text).toContain('Total: $250.00');
      expect(text).toContain(`Payment: ${messages.payOffline}`);
      expect(email.text).not.toContain('Paid so far');
    });
    await context.close();
  });
}
