// Checks on how a page is laid out in the window.
import { expect, type Page } from '@playwright/test';

/** Nothing on the page reaches past the right edge of the window (no sideways scrolling). */
export async function expectNoSidewaysScroll(page: Page): Promise<void> {
  // A string runs in the page as it is: the journeys are compiled without the DOM's types.
  const overflow = 'document.documentElement.scrollWidth - window.innerWidth';
  await expect.poll(async () => Number(await page.evaluate(overflow))).toBeLessThanOrEqual(0);
}
