// Contacts: the photographer finds a client by part of the name without its accent,
// adds, edits and deletes a contact, opens a client with their shoots and payments, and merges a
// duplicate contact into it, keeping the duplicate's shoot.
import { expect, test, type APIRequestContext } from '@playwright/test';
import { registerThroughApi } from './support/accounts.ts';
import { isoDayAhead } from './support/antd.ts';
import { apiCall, apiSignIn, signIn, type ApiSession } from './support/session.ts';

test.describe.configure({ timeout: 120_000 });

type Created = { id: string };

const ines = {
  fullName: 'Inês Carvalho',
  email: 'ines.carvalho@example.com',
  phone: '+351 912 345 678',
};
const inesWork = { fullName: 'Ines C.', email: 'ines@carvalho-filhos.example', phone: '' };

/**
 * A full session 'Family Session' with a $450 package, and two shoots: one for Inês (with $150
 * paid) and one for her work address, which makes a second contact.
 */
async function seedShoots(request: APIRequestContext, api: ApiSession) {
  const service = await apiCall<Created>(request, api, 'POST', '/api/services', {
    name: 'Family Session',
    kind: 2,
  });
  const pkg = await apiCall<Created>(request, api, 'POST', `/api/services/${service.id}/packages`, {
    name: 'Golden hour',
    totalFee: 45_000,
    shootDuration: 60,
  });
  const book = (client: typeof ines, days: number, amountPaid: number) =>
    apiCall<{ orderId: string }>(request, api, 'POST', `/api/services/${service.id}/create-shoot`, {
      ...client,
      phone: client.phone || '+351 210 000 000',
      packageId: pkg.id,
      date: isoDayAhead(days),
      startTime: '17:30',
      totalFee: 45_000,
      amountPaid,
    });
  const first = await book(ines, 10, 15_000);
  const second = await book(inesWork, 20, 0);
  return { first: first.orderId, second: second.orderId };
}

test('contacts: search, add, edit, delete, open a client and merge a duplicate', async ({
  page,
  request,
}) => {
  const account = await registerThroughApi(request);
  const api = await apiSignIn(request, account);
  const shoots = await seedShoots(request, api);
  await signIn(page, account);

  const rows = page.getByTestId('contact-row');
  const rowOf = (name: string) => rows.filter({ hasText: name });

  await test.step('the sidebar opens the contacts; a search ignores accents and case', async () => {
    await page
      .getByTestId('sidebar')
      .getByRole('link', { name: /Contacts/ })
      .click();
    await expect(page).toHaveURL(/\/contacts$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Contacts' })).toBeVisible();
    await expect(rows).toHaveCount(2);
    await expect(rowOf(ines.fullName)).toContainText('1 shoot');
    await page.getByLabel('Search contacts').fill('INES CARV');
    await expect(rows).toHaveCount(1);
    await expect(rows.first()).toContainText(ines.fullName);
    await page.getByLabel('Search contacts').fill('nobody here');
    await expect(page.getByText('No contacts match “nobody here”.')).toBeVisible();
    await page.getByRole('button', { name: 'Clear search' }).click();
    await expect(rows).toHaveCount(2);
  });

  await test.step('a new contact is added and opened, then edited', async () => {
    await page.getByRole('button', { name: /New contact/ }).click();
    const form = page.getByRole('dialog', { name: 'New contact' });
    await form.getByRole('button', { name: 'Save' }).click();
    await expect(form.getByText('This field cannot be left blank')).toHaveCount(2);
    await form.getByLabel('Full name').fill('Grace Hopper');
    await form.getByLabel('Email').fill('grace@example.com');
    await form.getByLabel('Company').fill('US Navy');
    await form.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Saved!')).toBeVisible();
    await expect(page).toHaveURL(/\/contacts\/[0-9a-f-]{36}$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Grace Hopper' })).toBeVisible();
    await expect(page.getByText('No shoots yet', { exact: false })).toBeVisible();

    await page.locator('.contact-header-actions').getByRole('button', { name: /Edit/ }).click();
    const edit = page.getByRole('dialog', { name: 'Edit contact' });
    await edit.getByLabel('Location').fill('Arlington');
    await edit.getByRole('button', { name: 'Save' }).click();
    await expect(edit).toBeHidden();
    await expect(page.getByText('Arlington')).toBeVisible();
  });

  await test.step('deleting asks first; the contact leaves the list', async () => {
    await page.getByRole('link', { name: 'Contacts', exact: true }).first().click();
    await expect(rows).toHaveCount(3);
    await rowOf('Grace Hopper').getByRole('button', { name: 'Delete Grace Hopper' }).click();
    const confirm = page
      .getByRole('dialog')
      .filter({ hasText: 'Delete the contact “Grace Hopper”?' });
    await confirm.getByRole('button', { name: 'Keep it' }).click();
    await expect(rows).toHaveCount(3);
    await rowOf('Grace Hopper').getByRole('button', { name: 'Delete Grace Hopper' }).click();
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByText('Deleted!')).toBeVisible();
    await expect(rows).toHaveCount(2);
  });

  await test.step("a client's page shows the shoot, its payment state and what was paid", async () => {
    await rowOf(ines.fullName).getByRole('link', { name: ines.fullName }).click();
    await expect(page.getByRole('heading', { level: 1, name: ines.fullName })).toBeVisible();
    const shootRows = page.getByTestId('contact-shoot');
    await expect(shootRows).toHaveCount(1);
    await expect(shootRows.first()).toContainText('Family Session');
    await expect(shootRows.first()).toContainText('5:30 PM');
    await expect(shootRows.first()).toContainText('Balance due');
    await expect(page.getByTestId('contact-total-paid')).toHaveText('$150.00');
  });

  await test.step('Merge duplicates moves the other contact’s shoot here', async () => {
    await page.getByRole('button', { name: /Merge duplicates/ }).click();
    const dialog = page.getByRole('dialog', { name: `Merge duplicates into ${ines.fullName}` });
    // The search starts with the first name ('Inês'), which also finds 'Ines C.'.
    await expect(dialog.getByLabel('Search contacts to merge')).toHaveValue('Inês');
    await dialog.getByRole('checkbox', { name: /Ines C\./ }).check();
    await expect(dialog.getByText(`1 shoot will move to ${ines.fullName}.`)).toBeVisible();
    await dialog.getByRole('button', { name: 'Merge 1 contact' }).click();
    // The newest toast: an earlier save's may still be showing.
    await expect(page.getByText('Saved!').last()).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(page.getByTestId('contact-shoot')).toHaveCount(2);
    // The merged contact's company-less details stay; its shoot now belongs here.
    const order = await apiCall<{ customer: { fullName: string } }>(
      request,
      api,
      'GET',
      `/api/orders/${shoots.second}`,
    );
    expect(order.customer.fullName).toBe(ines.fullName);
  });

  await test.step('a shoot row opens the shoot; the list holds one Inês', async () => {
    await page.locator(`a[data-testid="contact-shoot"][href="/shoots/${shoots.first}"]`).click();
    await expect(page).toHaveURL(new RegExp(`/shoots/${shoots.first}$`));
    await expect(page.getByRole('heading', { level: 1, name: ines.fullName })).toBeVisible();
    await page.goto('/contacts');
    await expect(rows).toHaveCount(1);
    await expect(rows.first()).toContainText('2 shoots');
  });
});
