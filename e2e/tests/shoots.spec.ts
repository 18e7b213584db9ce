// Shoots: the photographer books a mini session slot for a client, is warned when
// another shoot would overlap it, then grows the shoot with an add-on, records the deposit, moves
// the booking and cancels it, and follows every step in the activity log and the home list.
import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { registerThroughApi } from './support/accounts.ts';
import { expectNoSidewaysScroll } from './support/layout.ts';
import {
  dayAhead,
  isoDayAhead,
  pickOption,
  TIME_ZONE,
  typeDate,
  typeTime,
} from './support/antd.ts';
import {
  apiCall,
  apiSignIn,
  signIn,
  useDepositSchedule,
  type ApiSession,
} from './support/session.ts';

// One long journey: some 20 s alone, more beside another worker on a small machine.
test.describe.configure({ timeout: 120_000 });

type Slot = { id: string; startTime: string; status: string; orderId: string | null };
type ServiceDate = { id: string; date: string; slots: Slot[] };

const client = {
  fullName: 'Inês Carvalho',
  email: 'ines.carvalho@example.com',
  phone: '+351 912 345 678',
};

/** How the server writes an instant in the activity log ('Jun 10, 2030, 9:00 AM'). */
function describeInstant(iso: string): string {
  return new Intl.DateTimeFormat('en-US', {
    timeZone: TIME_ZONE,
    month: 'short',
    day: 'numeric',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
  }).format(new Date(iso));
}

/**
 * The seed: a mini session 'Spring Minis' with one date of four 20-minute slots (9:00 to 10:50,
 * 10 minutes apart), a $250 package, an add-on of $45 and a 30% deposit at booking with the rest
 * due the day before the shoot; and a full session 'Family Session' without packages.
 */
async function seedServices(request: APIRequestContext, api: ApiSession, isoDay: string) {
  const mini = await apiCall<{ id: string }>(request, api, 'POST', '/api/services', {
    name: 'Spring Minis',
    kind: 1,
  });
  const date = await apiCall<ServiceDate>(
    request,
    api,
    'POST',
    `/api/services/${mini.id}/date-times`,
    {
      date: isoDay,
      location: 'Rose Garden',
      startTime: '09:00',
      endTime: '11:00',
      duration: 20,
      buffer: 10,
    },
  );
  expect(date.slots).toHaveLength(4);
  await apiCall(request, api, 'POST', `/api/services/${mini.id}/packages`, {
    name: 'Mini',
    totalFee: 25_000,
    shootDuration: 20,
  });
  await apiCall(request, api, 'POST', `/api/services/${mini.id}/addons`, {
    name: 'Extra prints',
    fee: 4_500,
    maxQuantity: 3,
  });
  await useDepositSchedule(request, api, mini.id);
  await apiCall(request, api, 'POST', '/api/services', { name: 'Family Session', kind: 2 });
  const [nine, , ten] = date.slots;
  if (!nine || !ten) throw new Error('the date has no slots');
  return { miniId: mini.id, nine, ten };
}

/** The top bar's New button, then Photoshoot: answers the shoot form's dialog. */
async function openShootForm(page: Page) {
  // The icon names itself too: the button reads 'plus New'.
  await page
    .getByRole('banner')
    .getByRole('button', { name: /\bNew$/ })
    .click();
  const chooser = page.getByRole('dialog', { name: 'Create new' });
  await expect(chooser).toBeVisible();
  await chooser.getByRole('button', { name: /^Photoshoot/ }).click();
  const form = page.getByRole('dialog', { name: 'Photoshoot' });
  await expect(form.getByRole('button', { name: 'Create shoot' })).toBeVisible();
  return form;
}

/** Nothing asks about unsaved changes once a shoot is saved: the app goes straight on. */
async function expectNoDiscardPrompt(page: Page): Promise<void> {
  const prompt = page
    .getByRole('dialog')
    .filter({ hasText: 'Your changes have not been saved. Do you want to discard them?' });
  await expect(prompt).toHaveCount(0);
}

/** The slots of the mini session's dates, as the API answers them. */
async function slotsOf(request: APIRequestContext, api: ApiSession, serviceId: string) {
  const dates = await apiCall<ServiceDate[]>(
    request,
    api,
    'GET',
    `/api/services/${serviceId}/service-dates`,
  );
  return dates.flatMap((date) => date.slots);
}

test('a mini session shoot is booked, warned about, grown, paid, moved and cancelled', async ({
  page,
  request,
}) => {
  const account = await registerThroughApi(request);
  const api = await apiSignIn(request, account);
  const day = dayAhead(5);
  const { miniId, nine, ten } = await seedServices(request, api, isoDayAhead(5));
  const slotState = async (slotId: string) => {
    const slot = (await slotsOf(request, api, miniId)).find((s) => s.id === slotId);
    return slot && { status: slot.status, orderId: slot.orderId };
  };

  await signIn(page, account);
  const header = page.locator('.shoot-detail-header');
  const activity = page
    .getByRole('list', { name: 'Activity log' })
    .getByRole('listitem')
    .filter({ has: page.locator('time') });
  const summary = page.getByLabel('Payment summary');
  const amount = (label: string) =>
    summary.locator('div').filter({ has: page.getByText(label, { exact: true }) });

  await test.step('New > Photoshoot books the 9:00 slot of Spring Minis', async () => {
    const form = await openShootForm(page);
    await form.getByLabel('Full name', { exact: true }).fill(client.fullName);
    await form.getByLabel('Email', { exact: true }).fill(client.email);
    await form.getByLabel('Phone').fill(client.phone);
    await pickOption(page, form.getByLabel('Service', { exact: true }), 'Spring Minis');
    await pickOption(page, form.getByLabel('Package', { exact: true }), 'Mini');
    await expect(form.getByLabel('Total fee')).toHaveValue('250.00');
    await typeDate(form.getByLabel('Date', { exact: true }), day);
    const slots = form.getByRole('radiogroup', { name: 'Time slot' });
    await expect(slots.getByRole('radio')).toHaveCount(4);
    // The radio buttons hide their inputs: a person clicks the time on the button.
    await slots.getByText('9:00 AM – 9:20 AM', { exact: true }).click();
    await expect(
      slots.getByRole('radio', { name: '9:00 AM – 9:20 AM', exact: true }),
    ).toBeChecked();
    await expect(form.getByLabel('Location')).toHaveValue('Rose Garden');
    // The slot itself is no conflict.
    await expect(form.getByText(/conflicts with another time slot/)).toHaveCount(0);
    await form.getByRole('button', { name: 'Create shoot' }).click();

    // Straight to the new shoot: a saved form asks nothing on the way.
    await expect(page).toHaveURL(/\/shoots\/O[A-Z2-7]{10}$/);
    await expectNoDiscardPrompt(page);
    await expect(form).toBeHidden();
    await expect(page.getByRole('heading', { level: 1, name: client.fullName })).toBeVisible();
    await expect(header).toContainText('Spring Minis');
    await expect(header).toContainText(`${day} · 9:00 AM`);
    await expect(header.getByText('Unpaid', { exact: true })).toBeVisible();
    await expect(amount('Shoot fee')).toContainText('$250.00');
    // Newest first: the default workflow's booking confirmation went out with the creation.
    await expect(activity).toHaveCount(2);
    await expect(activity).toContainText([
      `Sent the email “Booking confirmation” to ${client.email}`,
      `Created the shoot for ${client.fullName} on ${describeInstant(nine.startTime)}`,
    ]);
  });
  const shootUrl = page.url();

  await test.step('a full session at 9:10 warns of the Spring Minis slot', async () => {
    const form = await openShootForm(page);
    await form.getByLabel('Full name', { exact: true }).fill('Rui Almeida');
    await pickOption(page, form.getByLabel('Service', { exact: true }), 'Family Session');
    // No packages: no package to choose.
    await expect(form.getByLabel('Package', { exact: true })).toHaveCount(0);
    await typeDate(form.getByLabel('Date', { exact: true }), day);
    await typeTime(form.getByLabel('Start time'), '9:10 AM');
    await pickOption(page, form.getByLabel('Duration'), '20 min');

    const warning = form
      .getByRole('alert')
      .filter({ hasText: 'The time you selected conflicts with another time slot(s):' });
    await expect(warning).toBeVisible();
    // 9:10 to 9:30 overlaps the booked 9:00 slot only: touching ends do not overlap.
    const conflicts = warning.getByTestId('shoot-conflicts').getByRole('listitem');
    await expect(conflicts).toHaveCount(1);
    await expect(conflicts).toHaveText(`Spring Minis${day} · 9:00 AM – 9:20 AM`);

    await form.getByRole('button', { name: 'Close' }).click();
    const discard = page
      .getByRole('dialog')
      .filter({ hasText: 'Your changes have not been saved. Do you want to discard them?' });
    await expect(discard).toBeVisible();
    await discard.getByRole('button', { name: 'Discard changes' }).click();
    await expect(discard).toBeHidden();
    await expect(form).toBeHidden();
    await expect(page).toHaveURL(shootUrl);
  });

  await test.step('an add-on of $45 raises the fee to $295.00', async () => {
    await page.getByRole('button', { name: /Add add-on$/ }).click();
    const dialog = page.getByRole('dialog', { name: 'Add add-on' });
    await pickOption(page, dialog.getByLabel('Add-on'), 'Extra prints · $45.00');
    await expect(dialog.getByLabel('Quantity')).toHaveValue('1');
    await dialog.getByRole('button', { name: 'Add', exact: true }).click();
    await expect(dialog).toBeHidden();

    const addons = page.getByRole('list', { name: 'Add-ons' }).getByRole('listitem');
    await expect(addons).toHaveCount(1);
    await expect(addons).toContainText(['Extra prints']);
    await expect(addons.first()).toContainText('$45.00 each · up to 3');
    await expect(amount('Shoot fee')).toContainText('$295.00');
    await expect(amount('Grand total')).toContainText('$295.00');
    await expect(amount('Paid')).toContainText('$0.00');
    await expect(amount('Balance due')).toContainText('$295.00');
    // The 30% deposit stays as it was; the rest takes the add-on.
    const invoices = page
      .getByRole('region', { name: 'Invoices' })
      .getByRole('row')
      .filter({ has: page.getByRole('cell') });
    await expect(invoices).toHaveCount(2);
    await expect(invoices.nth(0)).toContainText('$75.00');
    await expect(invoices.nth(0)).toContainText('During booking');
    await expect(invoices.nth(0)).toContainText('Pending');
    await expect(invoices.nth(1)).toContainText('$220.00');
    await expect(invoices.nth(1)).toContainText('Before shoot date · 1 days');
    await expect(activity.first()).toContainText('Added the add-on Extra prints');
  });

  await test.step('the deposit is marked paid: balance due', async () => {
    await page.getByRole('button', { name: 'Actions for payment 1' }).click();
    await page.getByRole('menuitem', { name: 'Mark paid' }).click();
    const dialog = page.getByRole('dialog', { name: 'Mark paid' });
    await expect(dialog.getByText('Payment of $75.00')).toBeVisible();
    await expect(dialog.getByLabel('Paid date')).toHaveValue(dayAhead(0));
    await dialog.getByRole('button', { name: 'Mark paid' }).click();
    await expect(dialog).toBeHidden();

    const deposit = page
      .getByRole('region', { name: 'Invoices' })
      .getByRole('row')
      .filter({ has: page.getByRole('cell') })
      .first();
    await expect(deposit.getByText('Paid', { exact: true })).toBeVisible();
    await expect(deposit).toContainText(dayAhead(0));
    await expect(header.getByText('Balance due', { exact: true })).toBeVisible();
    await expect(amount('Paid')).toContainText('$75.00');
    await expect(amount('Balance due')).toContainText('$220.00');
    await expect(activity.first()).toContainText('Marked invoice 1 of $75.00 as paid');
  });

  await test.step('the booking moves to the 10:00 slot', async () => {
    await page.getByRole('button', { name: /Move booking$/ }).click();
    const dialog = page.getByRole('dialog', { name: 'Move booking' });
    const slots = dialog.getByRole('radiogroup', { name: 'Time slot' });
    await expect(slots.getByRole('radio', { name: /^9:00 AM – 9:20 AM/ })).toBeChecked();
    await expect(slots.getByText('Current')).toBeVisible();
    await slots.getByRole('radio', { name: '10:00 AM – 10:20 AM', exact: true }).check();
    await dialog.getByRole('button', { name: 'Move booking' }).click();
    await expect(dialog).toBeHidden();

    await expect(header).toContainText(`${day} · 10:00 AM`);
    // The card titled Schedule (the task list's 'Scheduled' reminder is another card).
    const schedule = page
      .locator('.ant-card')
      .filter({ has: page.getByText('Schedule', { exact: true }) });
    await expect(schedule).toContainText('10:00 AM – 10:20 AM');
    await expect(activity.first()).toContainText(
      `Moved the booking to ${describeInstant(ten.startTime)}`,
    );
    // The old slot is given back, the new one is taken by the shoot.
    const orderId = shootUrl.split('/').at(-1);
    expect(await slotState(nine.id)).toEqual({ status: 'AVAILABLE', orderId: null });
    expect(await slotState(ten.id)).toEqual({ status: 'BOOKED', orderId });
  });

  await test.step('the home list shows the shoot at 10:00 with a balance due', async () => {
    await page.getByTestId('sidebar').getByRole('link', { name: 'Home', exact: true }).click();
    const row = page
      .getByRole('list', { name: 'Shoots' })
      .getByRole('listitem')
      .filter({ hasText: client.fullName });
    await expect(row).toHaveCount(1);
    await expect(row).toContainText(day);
    await expect(row).toContainText('10:00 AM');
    await expect(row).toContainText('Spring Minis');
    await expect(row.getByText('Balance due', { exact: true })).toBeVisible();
    await expect(row).toContainText('$295.00');
    await row.getByRole('link').click();
    await expect(page).toHaveURL(shootUrl);
  });

  await test.step('cancelling gives the time back and locks the shoot', async () => {
    await page.getByRole('button', { name: 'Cancel booking' }).click();
    const confirm = page.getByRole('dialog').filter({
      hasText: `Cancel the booking of ${client.fullName}?`,
    });
    await confirm.getByRole('button', { name: 'Cancel booking' }).click();
    await expect(confirm).toBeHidden();

    await expect(header.getByText('Cancelled', { exact: true })).toBeVisible();
    await expect(
      page.getByRole('alert').filter({ hasText: 'This booking was cancelled' }),
    ).toContainText('Its details can no longer be changed.');
    for (const name of [/Cancel booking/, /Move booking/, /Add add-on/, /Change package/]) {
      await expect(page.getByRole('button', { name })).toHaveCount(0);
    }
    await expect(page.getByRole('button', { name: /^Actions for payment/ })).toHaveCount(0);
    await expect(page.getByLabel('Quantity of Extra prints')).toBeDisabled();

    await expect(activity).toHaveCount(6);
    await expect(activity).toContainText([
      'Cancelled the booking',
      `Moved the booking to ${describeInstant(ten.startTime)}`,
      'Marked invoice 1 of $75.00 as paid',
      'Added the add-on Extra prints',
      `Sent the email “Booking confirmation” to ${client.email}`,
      `Created the shoot for ${client.fullName} on ${describeInstant(nine.startTime)}`,
    ]);

    expect(await slotState(nine.id)).toEqual({ status: 'AVAILABLE', orderId: null });
    expect(await slotState(ten.id)).toEqual({ status: 'AVAILABLE', orderId: null });
  });

  await test.step('the cancelled shoot leaves the home list', async () => {
    await page.getByTestId('sidebar').getByRole('link', { name: 'Home', exact: true }).click();
    await expect(page.getByText('No shoots yet')).toBeVisible();
    await expect(page.getByText(client.fullName)).toHaveCount(0);
  });
});

test('on a phone the shoot page fits the screen: invoices stack, activity times stay in their card', async ({
  page,
  request,
}) => {
  const account = await registerThroughApi(request);
  const api = await apiSignIn(request, account);
  const family = await apiCall<{ id: string }>(request, api, 'POST', '/api/services', {
    name: 'Family Session',
    kind: 2,
  });
  await useDepositSchedule(request, api, family.id);
  // Long words are what push a narrow card wider: a long name and a long email address.
  const order = await apiCall<{ orderId: string }>(
    request,
    api,
    'POST',
    `/api/services/${family.id}/create-shoot`,
    {
      fullName: 'Maximiliana Bartholomew-Vasconcelos',
      email: 'maximiliana.bartholomew.vasconcelos@example.com',
      phone: '+351 912 345 678',
      date: isoDayAhead(4),
      startTime: '10:00',
      totalFee: 123_456,
      isSendEmail: true,
    },
  );
  await signIn(page, account);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`/shoots/${order.orderId}`);

  const invoices = page.getByRole('region', { name: 'Invoices' });
  const rows = invoices.getByRole('row').filter({ has: page.getByRole('cell') });
  await expect(rows).toHaveCount(2);
  // Each invoice shows its amount, milestone, due date, email status and status in one row.
  await expect(rows.nth(0)).toContainText('$370.37');
  await expect(rows.nth(0)).toContainText('During booking');
  await expect(rows.nth(0)).toContainText(`Due ${dayAhead(0)}`);
  await expect(rows.nth(0)).toContainText('Not sent');
  await expect(rows.nth(0).getByText('Pending', { exact: true })).toBeVisible();
  await expect(rows.nth(1)).toContainText('$864.19');

  const within = async (inner: Locator, outer: Locator) => {
    const [box, frame] = [await inner.boundingBox(), await outer.boundingBox()];
    if (!box || !frame) throw new Error('no box');
    expect(box.x).toBeGreaterThanOrEqual(frame.x);
    expect(box.x + box.width).toBeLessThanOrEqual(frame.x + frame.width);
  };
  const invoiceCard = page.locator('.ant-card').filter({ has: invoices });
  for (const cell of await rows.getByRole('cell').all()) await within(cell, invoiceCard);
  await within(page.getByRole('button', { name: 'Actions for payment 2' }), invoiceCard);

  const activityCard = page.locator('.ant-card').filter({ hasText: 'Activity' });
  const times = page.getByRole('list', { name: 'Activity log' }).locator('time');
  await expect(times).toHaveCount(2);
  for (const time of await times.all()) await within(time, activityCard);
  await expectNoSidewaysScroll(page);
});
