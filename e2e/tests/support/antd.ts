// How a person works the antd pickers and selects of the app: typed dates and times, options
// picked from an open dropdown. The same moves as the helpers of services.spec.ts.
import { expect, type Locator, type Page } from '@playwright/test';

/** The business time zone registerThroughApi sets. */
export const TIME_ZONE = 'Europe/Lisbon';

const DAY_MS = 24 * 60 * 60 * 1000;

/** A day `days` ahead in the business time zone, as the date pickers write it ('Jun 10, 2030'). */
export function dayAhead(days: number): string {
  return new Intl.DateTimeFormat('en-US', {
    timeZone: TIME_ZONE,
    month: 'short',
    day: 'numeric',
    year: 'numeric',
  }).format(new Date(Date.now() + days * DAY_MS));
}

/** The same day as the API takes it ('2030-06-10'). */
export function isoDayAhead(days: number): string {
  return new Intl.DateTimeFormat('en-CA', {
    timeZone: TIME_ZONE,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(new Date(Date.now() + days * DAY_MS));
}

/** Types a date into an antd DatePicker ('Jun 10, 2030') and commits it with Enter. */
export async function typeDate(field: Locator, day: string): Promise<void> {
  await field.click();
  await field.fill(day);
  await field.press('Enter');
  await expect(field).toHaveValue(day);
}

/** Types a time into an antd TimePicker ('9:00 AM') and commits it with Enter. */
export async function typeTime(field: Locator, time: string): Promise<void> {
  await field.click();
  await field.fill(time);
  await field.press('Enter');
  await expect(field).toHaveValue(time);
}

/**
 * Opens an antd Select and clicks one of its options by its label. A click that lands while the
 * options are still arriving (the list re-renders under the pointer) selects nothing and leaves
 * the dropdown open: then the option is clicked again, as a person would.
 */
export async function pickOption(page: Page, field: Locator, label: string): Promise<void> {
  const dropdown = page.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden)');
  await expect(async () => {
    if (!(await dropdown.isVisible())) await field.click();
    await dropdown.locator(`.ant-select-item-option[title="${label}"]`).click({ timeout: 5_000 });
    await expect(dropdown).toBeHidden({ timeout: 2_000 });
  }).toPass({ timeout: 15_000 });
}
