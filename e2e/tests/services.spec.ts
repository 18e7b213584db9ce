// Services: a mini session's dates and slots, a full session's packages and add-ons, and the
// order of a service's contracts, each as the photographer sees them in the browser.
import { expect, test, type Page } from '@playwright/test';
import { registerThroughApi } from './support/accounts.ts';
import { pickOption, typeTime } from './support/antd.ts';
import { apiCall, apiSignIn, signIn } from './support/session.ts';

// Every journey seeds its own account, so they can run side by side. The two long journeys take
// some 25 s alone and up to 50 s beside another worker on a small machine: room to spare.
test.describe.configure({ mode: 'parallel', timeout: 120_000 });

/** The business time zone registerThroughApi sets. */
const TIME_ZONE = 'Europe/Lisbon';

/** A day `days` ahead in the business time zone, as the date pickers write it ('Jun 10, 2030'). */
function dayAhead(days: number): string {
  return new Intl.DateTimeFormat('en-US', {
    timeZone: TIME_ZONE,
    month: 'short',
    day: 'numeric',
    year: 'numeric',
  }).format(new Date(Date.now() + days * 24 * 60 * 60 * 1000));
}

/** Minutes after midnight as the slot rows write them ('9:00 AM', '12:50 PM'). */
function clock(minutes: number): string {
  const hours = Math.floor(minutes / 60);
  const rest = String(minutes % 60).padStart(2, '0');
  return `${hours % 12 === 0 ? 12 : hours % 12}:${rest} ${hours < 12 ? 'AM' : 'PM'}`;
}

function range(startMinutes: number, endMinutes: number): string {
  return `${clock(startMinutes)} – ${clock(endMinutes)}`;
}

/** The top bar's New button, a service kind, a name: answers the new service's id. */
async function createServiceThroughNew(
  page: Page,
  kind: 'Mini session service' | 'Full session service',
  name: string,
): Promise<string> {
  // The icon names itself too: the button reads 'plus New'.
  await page
    .getByRole('banner')
    .getByRole('button', { name: /\bNew$/ })
    .click();
  const chooser = page.getByRole('dialog').filter({ hasText: 'Create new' });
  await expect(chooser).toBeVisible();
  await chooser.getByRole('button', { name: new RegExp(`^${kind}`) }).click();
  const form = page.getByRole('dialog').filter({ hasText: kind });
  await form.getByLabel('Service name').fill(name);
  await form.getByRole('button', { name: 'Create service' }).click();

  await expect(page).toHaveURL(/\/services\/edit\/[0-9a-f-]{36}$/);
  await expect(form).toBeHidden();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  return page.url().split('/').at(-1) as string;
}

test('a mini session gets a date with 8 generated slots, a break and a conflicting slot', async ({
  page,
  request,
}) => {
  const account = await registerThroughApi(request);
  await signIn(page, account);
  const serviceId = await createServiceThroughNew(
    page,
    'Mini session service',
    'Spring Blossom Minis',
  );

  await page.getByRole('tab', { name: 'Dates and slots' }).click();
  await expect(page).toHaveURL(new RegExp(`/services/${serviceId}/schedule$`));
  await expect(page.getByText(`Times in ${TIME_ZONE}`)).toBeVisible();
  await page.getByRole('button', { name: 'Add date' }).first().click();

  const dialog = page.getByRole('dialog').filter({ hasText: 'Generate time slots' });
  await expect(dialog).toBeVisible();
  const day = dayAhead(14);
  const dateField = dialog.getByLabel('Date', { exact: true });
  await dateField.click();
  await dateField.fill(day);
  await dateField.press('Enter');
  await expect(dateField).toHaveValue(day);
  await dialog.getByLabel('Location').fill('Jardim da Estrela');
  await expect(dialog.getByRole('switch', { name: 'Generate time slots' })).toBeChecked();
  await typeTime(dialog.getByLabel('Start time'), '9:00 AM');
  await typeTime(dialog.getByLabel('End time'), '12:50 PM');
  await pickOption(page, dialog.getByLabel('Duration'), '20 min');
  await pickOption(page, dialog.getByLabel('Buffer'), '10 min');
  // The live preview counts the slots before anything is saved.
  await expect(dialog.getByTestId('slot-preview')).toHaveText('8 time slots, 9:00 AM to 12:50 PM');
  await dialog.getByRole('button', { name: 'Add date' }).click();
  await expect(dialog).toBeHidden();

  const card = page
    .locator('.service-date-card')
    .filter({ has: page.getByRole('heading', { name: day }) });
  await expect(card).toBeVisible();
  await expect(card.getByText('Jardim da Estrela')).toBeVisible();
  await expect(card.getByText('8 time slots', { exact: true })).toBeVisible();
  const rows = card.getByTestId('slot-row');
  const generated = Array.from({ length: 8 }, (_, i) => range(540 + 30 * i, 560 + 30 * i));
  await expect(rows.locator('.slot-row-range')).toHaveText(generated);
  await expect(rows.filter({ hasText: '20 min' })).toHaveCount(8);
  await expect(rows.getByText('Available', { exact: true })).toHaveCount(8);
  await expect(rows.getByText('Break time', { exact: true })).toHaveCount(0);

  // One slot becomes break time, and stays so after a reload.
  const breakRow = () => card.getByTestId('slot-row').filter({ hasText: range(630, 650) });
  await breakRow().getByRole('switch', { name: 'Break time' }).click();
  await expect(breakRow().getByText('Break time', { exact: true })).toBeVisible();
  await page.reload();
  await expect(rows).toHaveCount(8);
  await expect(breakRow().getByText('Break time', { exact: true })).toBeVisible();
  await expect(breakRow().getByRole('switch', { name: 'Break time' })).toBeChecked();
  await expect(breakRow()).toHaveClass(/is-break/);
  await expect(rows.getByText('Break time', { exact: true })).toHaveCount(1);
  await expect(rows.getByRole('switch', { name: 'Break time', checked: true })).toHaveCount(1);

  // A single slot from 9:10 to 9:40 overlaps the 9:00 and the 9:30 slots.
  await expect(card.getByText('Conflict with another time slot')).toHaveCount(0);
  await card.getByRole('button', { name: /Add slot$/ }).click();
  const slotDialog = page.getByRole('dialog').filter({ hasText: `Add a time slot on ${day}` });
  await expect(slotDialog).toBeVisible();
  await typeTime(slotDialog.getByLabel('Start time'), '9:10 AM');
  await typeTime(slotDialog.getByLabel('End time'), '9:40 AM');
  await slotDialog.getByRole('button', { name: 'Add slot' }).click();
  await expect(slotDialog).toBeHidden();

  const conflicting = [range(540, 560), range(550, 580), range(570, 590)];
  await expect(rows).toHaveCount(9);
  await expect(card.getByText('9 time slots · 3 in conflict')).toBeVisible();
  const inConflict = rows.filter({ hasText: 'Conflict with another time slot' });
  await expect(inConflict.locator('.slot-row-range')).toHaveText(conflicting);
  await expect(inConflict.getByText('Conflict with another time slot')).toHaveCount(3);
  await expect(rows.filter({ hasNotText: 'Conflict with another time slot' })).toHaveCount(6);
  await expect(inConflict).toHaveClass(Array(3).fill(/has-conflict/));

  await page.reload();
  await expect(rows).toHaveCount(9);
  await expect(inConflict.locator('.slot-row-range')).toHaveText(conflicting);
  await expect(breakRow().getByText('Break time', { exact: true })).toBeVisible();
});

test('a full session gets two packages and three add-ons, shown in dollars and kept', async ({
  page,
  request,
}) => {
  const account = await registerThroughApi(request);
  await signIn(page, account);
  const serviceId = await createServiceThroughNew(page, 'Full session service', 'Family Portraits');

  await page.getByRole('tab', { name: 'Packages and add-ons' }).click();
  await expect(page).toHaveURL(new RegExp(`/services/${serviceId}/pricing$`));

  const packages = [
    { name: 'Mini family', fee: '250.00', duration: '1 h', shown: '$250.00' },
    { name: 'Extended family', fee: '400.00', duration: '1 h 30 min', shown: '$400.00' },
  ];
  const packagesCard = page
    .locator('.ant-card')
    .filter({ has: page.getByText('Packages', { exact: true }) });
  for (const pkg of packages) {
    await packagesCard.getByRole('button', { name: 'Add package' }).click();
    const dialog = page.getByRole('dialog').filter({ hasText: 'Add package' });
    await expect(dialog).toBeVisible();
    await dialog.getByLabel('Package name').fill(pkg.name);
    await dialog.getByLabel('Total fee').fill(pkg.fee);
    await pickOption(page, dialog.getByLabel('Shoot duration'), pkg.duration);
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog).toBeHidden();
    await expect(packagesCard.getByRole('listitem').filter({ hasText: pkg.name })).toBeVisible();
  }

  const addons = [
    {
      name: 'Extra prints',
      fee: '25',
      quantity: '10',
      shown: '$25.00',
      meta: 'Up to 10 per booking',
    },
    {
      name: 'Photo album',
      fee: '120.50',
      quantity: '1',
      shown: '$120.50',
      meta: 'One per booking',
    },
    {
      name: 'Hair and make-up',
      fee: '80',
      quantity: '3',
      shown: '$80.00',
      meta: 'Up to 3 per booking',
    },
  ];
  const addonsCard = page
    .locator('.ant-card')
    .filter({ has: page.getByText('Add-ons', { exact: true }) });
  for (const addon of addons) {
    await addonsCard.getByRole('button', { name: 'Add add-on' }).click();
    const dialog = page.getByRole('dialog').filter({ hasText: 'Add add-on' });
    await expect(dialog).toBeVisible();
    await dialog.getByLabel('Add-on name').fill(addon.name);
    await dialog.getByLabel('Fee').fill(addon.fee);
    await dialog.getByLabel('Max quantity').fill(addon.quantity);
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog).toBeHidden();
    await expect(addonsCard.getByRole('listitem').filter({ hasText: addon.name })).toBeVisible();
  }

  const expectPricing = async () => {
    const packageRows = page.getByRole('list', { name: 'Packages' }).getByRole('listitem');
    await expect(packageRows).toHaveCount(2);
    for (const pkg of packages) {
      const row = packageRows.filter({ hasText: pkg.name });
      await expect(row.locator('.pricing-row-price')).toHaveText(pkg.shown);
      await expect(row.locator('.pricing-row-meta')).toHaveText(pkg.duration);
    }
    const addonRows = page.getByRole('list', { name: 'Add-ons' }).getByRole('listitem');
    await expect(addonRows).toHaveCount(3);
    for (const addon of addons) {
      const row = addonRows.filter({ hasText: addon.name });
      await expect(row.locator('.pricing-row-price')).toHaveText(addon.shown);
      await expect(row.locator('.pricing-row-meta')).toHaveText(addon.meta);
    }
  };
  await expectPricing();
  await page.reload();
  await expectPricing();
});

test('the contracts of a service are reordered by dragging, and the order is kept', async ({
  page,
  request,
}) => {
  const account = await registerThroughApi(request);
  const api = await apiSignIn(request, account);
  const template = (name: string) =>
    apiCall<{ id: string }>(request, api, 'POST', '/api/contract-templates', {
      name,
      content: `<p>${name}: the terms the client agrees to.</p>`,
    });
  const release = await template('Model release');
  const agreement = await template('Session agreement');
  const service = await apiCall<{ id: string }>(request, api, 'POST', '/api/services', {
    name: 'Wedding day',
    kind: 2,
  });
  for (const contract of [release, agreement]) {
    await apiCall(request, api, 'POST', `/api/services/${service.id}/service-contract`, {
      contractTemplateId: contract.id,
    });
  }

  await signIn(page, account);
  await page.goto(`/services/${service.id}/contracts`);
  await expect(page.getByRole('tab', { name: 'Contracts', selected: true })).toBeVisible();
  const rows = page.getByTestId('service-contract-row');
  const expectOrder = async (names: string[]) => {
    await expect(rows).toHaveCount(names.length);
    await expect(rows).toHaveText(
      names.map((name, index) => new RegExp(`^${index + 1}\\.${name}$`)),
    );
  };
  await expectOrder(['Model release', 'Session agreement']);

  // Grab the second row by its name and drop it on the first, with real pointer moves.
  const from = await rows
    .nth(1)
    .getByRole('button', { name: 'Session agreement', exact: true })
    .boundingBox();
  const to = await rows.nth(0).boundingBox();
  if (!from || !to) throw new Error('the contract rows are not on screen');
  const saved = page.waitForResponse(
    (response) =>
      response.request().method() === 'PATCH' &&
      response.url().endsWith(`/api/services/${service.id}/service-contract/change`),
  );
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
  await page.mouse.down();
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2 - 10, { steps: 5 });
  await page.mouse.move(from.x + from.width / 2, to.y + to.height / 4, { steps: 10 });
  await page.mouse.up();

  expect((await saved).ok()).toBe(true);
  await expectOrder(['Session agreement', 'Model release']);
  // The drop is not a click: the contract editor stays closed.
  await expect(page.getByRole('dialog')).toHaveCount(0);

  await page.reload();
  await expectOrder(['Session agreement', 'Model release']);
});
