// A new owner's start, in Chromium: sign up, land on the home checklist (no dialog over it), load
// the demo data and see it tagged Demo across the lists, book a real shoot for a demo contact
// picked in the shoot form, then remove the demo data in one click. What stays is the owner's
// shoot and its client: a demo contact with a real shoot becomes the owner's contact (the shoot
// needs it), while every other demo row goes.
import { expect, test } from '@playwright/test';
import { newAccount } from './support/accounts.ts';
import { dayAhead, pickOption, typeDate, typeTime } from './support/antd.ts';

test.describe.configure({ timeout: 240_000 });

test('a new owner follows the checklist, explores demo data and removes it', async ({ page }) => {
  const account = newAccount();
  const checklist = page.getByRole('list', { name: 'Get ready for your first booking' });
  const banner = page.getByRole('alert').filter({ hasText: 'You are looking at demo data' });
  const shootRows = page.getByTestId('shoot-row');

  await test.step('sign up and land on the checklist, with no dialog over it', async () => {
    await page.goto('/signup');
    await page.getByLabel('Business name').fill(account.businessName);
    await page.getByLabel('Email').fill(account.email);
    await page.getByLabel('Password').fill(account.password);
    await page.getByRole('button', { name: /create account/i }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(checklist).toBeVisible();
    await expect(checklist.getByRole('listitem')).toHaveText([
      /^Create a service/,
      /^Add dates or availability/,
      /^Set up payments/,
      /^Share your booking link/,
    ]);
    await expect(page.getByText('0 of 4 done.')).toBeVisible();
    // The first step is the one to do now.
    await expect(checklist.getByRole('button', { name: 'Create a service' })).toBeVisible();
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });

  await test.step('load the demo data: tagged Demo in every list, with the banner', async () => {
    await page.getByRole('button', { name: /Explore with demo data/ }).click();
    await expect(banner).toBeVisible();
    await expect(shootRows).toHaveCount(3);
    for (const row of await shootRows.all()) {
      await expect(row.getByText('Demo', { exact: true })).toBeVisible();
    }
    // Demo rows are not the owner's progress: the checklist still leads.
    await expect(page.getByText('0 of 4 done.')).toBeVisible();
    await expect(page.getByRole('button', { name: /Explore with demo data/ })).toHaveCount(0);

    await page.goto('/services');
    const services = page.locator('.studio-service-item');
    await expect(services).toHaveCount(2);
    await expect(services.filter({ hasText: 'Demo' })).toHaveCount(2);
    await expect(services.filter({ hasText: 'Fall Mini Sessions' })).toHaveCount(1);

    await page.goto('/contacts');
    const contacts = page.getByTestId('contact-row');
    await expect(contacts).toHaveCount(4);
    await expect(contacts.filter({ hasText: 'Demo' })).toHaveCount(4);

    await page.goto('/inquiries');
    await expect(page.getByRole('link', { name: /Noah Patel/ })).toContainText('Demo');
  });

  await test.step('book a real shoot for a demo contact picked in the shoot form', async () => {
    await page.goto('/');
    await page
      .getByRole('banner')
      .getByRole('button', { name: /\bNew$/ })
      .click();
    await page
      .getByRole('dialog', { name: 'Create new' })
      .getByRole('button', { name: /^Photoshoot/ })
      .click();
    const form = page.getByRole('dialog', { name: 'Photoshoot' });
    // The shoot first and the client last: Enter, which commits a date or a time, also sends a
    // form that is complete, and the client's name is what it still lacks until then.
    await pickOption(page, form.getByLabel('Service', { exact: true }), 'Family Portrait Session');
    await pickOption(page, form.getByLabel('Package', { exact: true }), 'Essential');
    await typeDate(form.getByLabel('Date', { exact: true }), dayAhead(9));
    await typeTime(form.getByLabel('Start time'), '11:00 AM');

    const picker = form.getByRole('combobox', { name: 'Existing contact' });
    await picker.click();
    await picker.fill('sofia');
    const dropdown = page.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden)');
    await dropdown.getByText('Sofia Martinez', { exact: true }).click();
    await expect(form.getByLabel('Full name', { exact: true })).toHaveValue('Sofia Martinez');
    await expect(form.getByLabel('Email', { exact: true })).toHaveValue(
      'sofia.martinez@example.com',
    );
    await expect(form.getByLabel('Phone')).toHaveValue('(555) 013-9085');

    await form.getByRole('button', { name: 'Create shoot' }).click();
    await expect(page).toHaveURL(/\/shoots\/O[A-Z2-7]{10}$/);
  });

  await test.step('remove the demo data: only the owner’s shoot and its client stay', async () => {
    await banner.getByRole('button', { name: 'Remove demo data' }).click();
    await expect(banner).toBeHidden();

    await page.goto('/');
    await expect(shootRows).toHaveCount(1);
    await expect(shootRows.first()).toContainText('Sofia Martinez');
    await expect(shootRows.first().getByText('Demo', { exact: true })).toHaveCount(0);
    await expect(page.getByRole('button', { name: /Explore with demo data/ })).toBeVisible();

    await page.goto('/contacts');
    await expect(page.getByTestId('contact-row')).toHaveCount(1);
    await expect(page.getByTestId('contact-row')).toContainText('Sofia Martinez');
    await expect(page.getByTestId('contact-row').getByText('Demo', { exact: true })).toHaveCount(0);

    await page.goto('/services');
    await expect(page.locator('.studio-service-item')).toHaveCount(0);
    await page.goto('/inquiries');
    await expect(page.getByText('No inquiries yet')).toBeVisible();
  });
});
