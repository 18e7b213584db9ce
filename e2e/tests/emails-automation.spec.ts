// Emails and automation, as a photographer and a client use them: the owner writes an email
// template with placeholders from the placeholder menu, builds a workflow whose Shoot group sends
// the booking confirmation and that email at booking time and a reminder before the shoot, and
// chooses it for a service; a client books that service on its public page; both emails arrive
// at the SMTP stand-in filled with the client's details; the client follows the email's link;
// and the shoot's task list shows what went out, what the client did and the reminder to come.
import { expect, test, type Locator, type Page } from '@playwright/test';
import { messages } from '../../packages/shared/src/messages.ts';
import { registerThroughApi } from './support/accounts.ts';
import { dayAhead, isoDayAhead, pickOption } from './support/antd.ts';
import {
  clientContext,
  detailsStep,
  expectFreshHold,
  fillContact,
  pickDay,
  questions,
  seedMiniSession,
  timesOf,
} from './support/booking.ts';
import { waitForEmail } from './support/mail.ts';
import { apiSignIn, signIn } from './support/session.ts';

// Owner set-up, a booking, two emails and the shoot page: some 45 s alone on a 2-core machine,
// over a minute beside another worker; the limit leaves room for both.
test.describe.configure({ timeout: 180_000 });

const DAY_MS = 24 * 60 * 60 * 1000;

/** 'Jun 10, 2030' for a calendar day ('2030-06-10') moved by whole days. */
function calendarDay(isoDay: string, days: number): string {
  return new Intl.DateTimeFormat('en-US', {
    timeZone: 'UTC',
    month: 'short',
    day: 'numeric',
    year: 'numeric',
  }).format(new Date(Date.parse(`${isoDay}T12:00:00Z`) + days * DAY_MS));
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** Opens the placeholder menu, types part of a placeholder's name and takes it with Enter. */
async function insertPlaceholder(page: Page, menu: Locator, search: string): Promise<void> {
  await menu.click();
  await page.keyboard.type(search);
  const active = page.locator(
    '.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option-active',
  );
  await expect(active).toHaveCount(1);
  await page.keyboard.press('Enter');
}

/** Adds an email task to a group of the workflow editor through its modal. */
async function addEmailTask(
  page: Page,
  group: Locator,
  task: { template: string; when: string; relativeTo: string; interval?: number; due: string },
): Promise<void> {
  await group.getByRole('button', { name: 'Add email' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add automation email task' });
  await expect(dialog).toBeVisible();
  await pickOption(page, dialog.getByLabel('Email template'), task.template);
  // A new task is named after its template.
  await expect(dialog.getByLabel('Task name')).toHaveValue(task.template);
  await pickOption(page, dialog.getByLabel('When', { exact: true }), task.when);
  await pickOption(page, dialog.getByLabel('Relative to'), task.relativeTo);
  if (task.interval !== undefined) {
    await dialog.getByLabel('Interval').fill(String(task.interval));
  }
  await expect(dialog.getByTestId('timing')).toHaveText(`Due: ${task.due}`);
  await expect(dialog.getByRole('switch', { name: 'Send automatically when due' })).toBeChecked();
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
}

test('an email template sent by a workflow reaches the client who books, and the shoot tracks it', async ({
  page,
  request,
  browser,
  baseURL,
}) => {
  const account = await registerThroughApi(request);
  const api = await apiSignIn(request, account);
  const isoDay = isoDayAhead(6);
  const day = dayAhead(6);
  const mini = await seedMiniSession(request, api, { name: 'Garden Minis', isoDay });
  const client = {
    fullName: 'Marta Sousa',
    email: `marta-${api.businessId.slice(0, 8)}@example.com`,
    phone: '+351 913 222 111',
  };
  const templateName = 'See you soon';
  const workflowName = 'Mini sessions';

  await signIn(page, account);

  await test.step('the owner writes an email template with placeholders from the menu', async () => {
    await page.goto('/management/emails');
    await expect(page.getByRole('heading', { name: 'Emails', exact: true })).toBeVisible();
    // The defaults every business starts with are listed.
    await expect(
      page.getByRole('list', { name: 'Email templates' }).getByText('Booking confirmation', {
        exact: true,
      }),
    ).toBeVisible();
    await page.getByRole('link', { name: 'New template' }).click();
    await expect(page).toHaveURL(/\/management\/emails\/new$/);
    await expect(page.getByRole('heading', { name: 'New email template' })).toBeVisible();

    await page.getByLabel('Template name').fill(templateName);
    const subject = page.getByRole('textbox', { name: 'Subject' });
    await subject.fill('See you soon, ');
    await insertPlaceholder(
      page,
      page.getByRole('combobox', { name: 'Insert a placeholder into the subject' }),
      'client first name',
    );
    await expect(subject).toHaveValue('See you soon, [Client First Name]');

    const message = page.getByRole('textbox', { name: 'Message' });
    const messageMenu = page.getByRole('combobox', {
      name: 'Insert a placeholder into the message',
    });
    await message.click();
    await page.keyboard.type('Your session is on ');
    await insertPlaceholder(page, messageMenu, 'shoot date');
    await page.keyboard.type(' at ');
    await insertPlaceholder(page, messageMenu, 'shoot time');
    await page.keyboard.type('.');
    await page.keyboard.press('Enter');
    await page.keyboard.type('Change or cancel it here: ');
    await insertPlaceholder(page, messageMenu, 'booking manage link');
    await expect(message.locator('p')).toHaveText([
      'Your session is on [Shoot Date] at [Shoot Time].',
      'Change or cancel it here: [Booking Manage Link]',
    ]);

    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(page.getByText(messages.saved)).toBeVisible();
    // Saved, it continues at its own address.
    await expect(page).toHaveURL(/\/management\/emails\/[0-9a-f-]{36}$/);
    await expect(page.getByRole('heading', { name: templateName })).toBeVisible();
    await expect(page.getByText('All changes saved.')).toBeVisible();
  });

  await test.step('the owner builds a workflow whose Shoot group sends it', async () => {
    await page.goto('/management/workflow');
    await expect(page.getByRole('heading', { name: 'Automation workflows' })).toBeVisible();
    await page.getByRole('button', { name: 'New workflow' }).click();
    await expect(page).toHaveURL(/\/management\/workflow\/new$/);
    await page.getByLabel('Workflow name').fill(workflowName);

    const shoot = page.getByRole('region', { name: 'Shoot tasks' });
    await expect(shoot.getByText('No tasks in this group yet.')).toBeVisible();
    await addEmailTask(page, shoot, {
      template: 'Booking confirmation',
      when: 'Immediately at',
      relativeTo: 'Booked time',
      due: 'Immediately at booked time',
    });
    await addEmailTask(page, shoot, {
      template: templateName,
      when: 'Immediately at',
      relativeTo: 'Booked time',
      due: 'Immediately at booked time',
    });
    await addEmailTask(page, shoot, {
      template: 'Shoot reminder',
      when: 'Before',
      relativeTo: 'Shoot time',
      interval: 2,
      due: '2 days before shoot time',
    });
    const rows = shoot.getByRole('list', { name: 'Shoot task order' }).getByRole('listitem');
    await expect(rows).toHaveCount(3);
    await expect(rows.nth(0)).toContainText('Booking confirmationAutomatic');
    await expect(rows.nth(0)).toContainText('Immediately at booked time');
    await expect(rows.nth(1)).toContainText(`${templateName}Automatic`);
    await expect(rows.nth(1)).toContainText('Immediately at booked time');
    await expect(rows.nth(2)).toContainText('Shoot reminderAutomatic');
    await expect(rows.nth(2)).toContainText('2 days before shoot time');

    await page.getByRole('button', { name: 'Save changes' }).click();
    await expect(page.getByText(messages.workflowCreated)).toBeVisible();
    await expect(page).toHaveURL(/\/management\/workflow$/);
    await expect(
      page.getByRole('table', { name: 'Workflow templates' }).getByText(workflowName, {
        exact: true,
      }),
    ).toBeVisible();
  });

  await test.step("the owner chooses it in the service's settings", async () => {
    await page.goto(`/services/${mini.id}/settings`);
    const card = page.locator('.ant-card').filter({ hasText: 'Automation workflow' });
    const choice = card.getByRole('combobox', { name: 'Automation workflow' });
    // Until now the service follows the default workflow.
    await expect(card).toContainText('Default workflow (default)');
    await pickOption(page, choice, workflowName);
    await expect(page.getByText(messages.saved)).toBeVisible();
    await expect(card).toContainText(workflowName);
    await expect(card).not.toContainText('Default workflow');
  });

  const context = await clientContext(browser, baseURL ?? '');
  const clientPage = await context.newPage();
  let manageUrl = '';

  await test.step('a client books 9:30 on the public page', async () => {
    await clientPage.goto(mini.path);
    await expect(clientPage.getByRole('heading', { level: 1, name: 'Garden Minis' })).toBeVisible();
    await pickDay(clientPage, day, isoDay);
    await timesOf(clientPage, isoDay).getByRole('button', { name: '9:30 AM', exact: true }).click();
    await expectFreshHold(clientPage);
    const form = detailsStep(clientPage);
    await fillContact(form, client);
    await form.getByLabel(questions.people).fill('Me and my sister');
    await form.getByRole('button', { name: 'Book', exact: true }).click();
    await expect(
      clientPage.getByRole('heading', { level: 1, name: 'You are booked!' }),
    ).toBeVisible({ timeout: 20_000 });
    await expect(
      clientPage.getByText(`We have sent a confirmation to ${client.email}.`),
    ).toBeVisible();
    const manage = clientPage.getByRole('link', { name: 'Manage your booking' });
    manageUrl = new URL((await manage.getAttribute('href')) ?? '', baseURL).toString();
    expect(manageUrl).toMatch(/\/booking\/[^/]+$/);
  });

  await test.step("the owner's email arrives with the client's details filled in", async () => {
    const email = await waitForEmail(client.email, /^See you soon, Marta$/);
    expect(email.text).toContain(`Your session is on ${day} at 9:30 AM.`);
    // The text part wraps its lines: a long address may start a line of its own.
    expect(email.text).toMatch(
      new RegExp(`Change or cancel it here:\\s+${escapeRegExp(manageUrl)}`),
    );
    expect(email.text).not.toContain('[');
    expect(email.text).not.toContain('----');
    // In the HTML the link is a link, through the app so a click is seen.
    expect(email.html).toContain(`Your session is on ${day} at 9:30 AM.`);
    expect(email.html).toContain(`?u=${encodeURIComponent(manageUrl)}`);
  });

  await test.step('the booking confirmation arrives too, with the calendar file', async () => {
    const email = await waitForEmail(
      client.email,
      new RegExp(
        `^Your Garden Minis session with ${escapeRegExp(account.businessName)} is confirmed$`,
      ),
    );
    expect(email.text).toContain('Hi Marta,');
    expect(email.text).toContain(day);
    expect(email.text).toContain('9:30 AM');
    expect(email.text).toContain(manageUrl);
    expect(email.attachments.map((file) => file.filename)).toContain('session.ics');
  });

  await test.step('the client opens the email and follows its link to the booking', async () => {
    const email = await waitForEmail(client.email, /^See you soon, Marta$/);
    await clientPage.setContent(email.html);
    await clientPage.getByRole('link', { name: manageUrl, exact: true }).click();
    await expect(clientPage).toHaveURL(manageUrl);
    await expect(clientPage.getByRole('heading', { level: 1, name: 'Your booking' })).toBeVisible();
    await expect(clientPage.getByRole('definition')).toContainText([
      'Garden Minis · Mini',
      `${day} at 9:30 AM – 9:50 AM`,
    ]);
  });
  await context.close();

  await test.step('the shoot shows the emails sent, the click and the reminder to come', async () => {
    await page.goto('/');
    const row = page
      .getByRole('list', { name: 'Shoots' })
      .getByRole('listitem')
      .filter({ hasText: client.fullName });
    await row.getByRole('link').click();
    await expect(page).toHaveURL(/\/shoots\/O[A-Z2-7]{10}$/);
    await expect(page.getByRole('heading', { level: 1, name: client.fullName })).toBeVisible();

    const tasks = page.getByRole('region', { name: 'Tasks' });
    await expect(tasks.getByText('Automatic emails on')).toBeVisible();
    const items = tasks.getByRole('list', { name: 'Tasks' }).getByRole('listitem');
    const confirmation = items.filter({ hasText: 'Booking confirmation' });
    const seeYouSoon = items.filter({ hasText: templateName });
    const reminder = items.filter({ hasText: 'Shoot reminder' });
    // The page reads the list once; the owner reloads to see where the emails stand now.
    await expect(async () => {
      await page.reload();
      await expect(items).toHaveCount(3, { timeout: 3_000 });
      await expect(confirmation.getByTestId('email-status')).toHaveText('Delivered', {
        timeout: 3_000,
      });
      await expect(seeYouSoon.getByTestId('email-status')).toHaveText('Clicked', {
        timeout: 3_000,
      });
    }).toPass({ timeout: 30_000 });
    await expect(confirmation).toContainText(/Sent \w{3} \d{1,2}, \d{4} at \d{1,2}:\d{2} [AP]M/);
    await expect(seeYouSoon).toContainText(/Sent \w{3} \d{1,2}, \d{4} at \d{1,2}:\d{2} [AP]M/);
    // Sent: nothing to send again.
    await expect(confirmation.getByRole('button', { name: 'Send now' })).toHaveCount(0);
    await expect(seeYouSoon.getByRole('button', { name: 'Send now' })).toHaveCount(0);

    // The reminder waits for two days before the shoot, at the shoot's time of day.
    await expect(reminder.getByTestId('email-status')).toHaveText('Scheduled');
    await expect(reminder).toContainText(`Due ${calendarDay(isoDay, -2)} at 9:30 AM`);
    await expect(reminder.getByRole('button', { name: 'Send now' })).toBeVisible();

    // The activity log has both sends, newest first.
    const activity = page.getByRole('list', { name: 'Activity log' }).getByRole('listitem');
    await expect(
      activity.filter({ hasText: `Sent the email “Booking confirmation” to ${client.email}` }),
    ).toHaveCount(1);
    await expect(
      activity.filter({ hasText: `Sent the email “${templateName}” to ${client.email}` }),
    ).toHaveCount(1);
  });
});
