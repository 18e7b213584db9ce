// Inquiries: a client sends an inquiry from the business's public page; the owner opens
// it from the home list (which marks it read), adds a note, and makes a shoot of it with the shoot
// form prefilled; the inquiry then offers the shoot instead of making another.
import { expect, test } from '@playwright/test';
import { messages } from '../../packages/shared/src/messages.ts';
import { registerThroughApi } from './support/accounts.ts';
import { dayAhead, pickOption, typeDate } from './support/antd.ts';
import { clientContext, fillContact, type Client } from './support/booking.ts';
import { apiCall, apiSignIn, signIn } from './support/session.ts';

test.describe.configure({ timeout: 120_000 });

const question = 'Could you photograph our family in the garden, some Saturday in spring?';

test('the owner reads an inquiry, notes it and makes a shoot of it', async ({
  page,
  request,
  browser,
  baseURL,
}) => {
  const account = await registerThroughApi(request);
  const api = await apiSignIn(request, account);
  // A full session without packages: the shoot needs only a date and a start time.
  await apiCall(request, api, 'POST', '/api/services', { name: 'Family Session', kind: 2 });
  const client: Client = {
    fullName: 'Beatriz Nunes',
    email: `beatriz-${api.businessId.slice(0, 8)}@example.com`,
    phone: '+351 917 555 010',
  };
  const day = dayAhead(12);

  await test.step('a client sends an inquiry from the business page', async () => {
    const context = await clientContext(browser, baseURL ?? '');
    const clientPage = await context.newPage();
    await clientPage.goto(`/book/${api.businessSlug}`);
    const form = clientPage.getByRole('region', { name: 'Send an inquiry' });
    await fillContact(form, client);
    await form.getByLabel('Message').fill(question);
    await form.getByRole('button', { name: 'Send inquiry' }).click();
    // The first write after the server starts can be slow on a busy machine.
    await expect(form.getByRole('status')).toHaveText(
      'Thank you! Your inquiry has been sent. We will get back to you soon.',
      { timeout: 20_000 },
    );
    await context.close();
  });

  await signIn(page, account);
  let inquiryUrl = '';
  const tabs = page.getByLabel('Home lists');
  const inquiriesTab = tabs.getByRole('radio', { name: /^Inquiries/ });

  await test.step('the owner opens it from the Inquiries tab, and it is read', async () => {
    await expect(inquiriesTab).toHaveAccessibleName('Inquiries 1 unread');
    await tabs.getByText('Inquiries').click();
    const row = page
      .getByRole('list', { name: 'Inquiries' })
      .getByRole('link', { name: new RegExp(`^Unread inquiry: .*${client.fullName}`) });
    await expect(row).toContainText('General inquiry');
    await row.click();
    await expect(page).toHaveURL(/\/inquiries\/I[A-Z2-7]{10}$/);
    await expect(page.getByRole('heading', { level: 1, name: client.fullName })).toBeVisible();
    await expect(page.getByText('General inquiry')).toBeVisible();
    const answers = page.locator('.ant-card').filter({ hasText: /^Answers/ });
    await expect(answers.getByRole('definition')).toHaveText([question]);
    const clientCard = page.locator('.ant-card').filter({ hasText: /^Client/ });
    await expect(clientCard.getByRole('link', { name: client.email })).toBeVisible();
    await expect(clientCard.getByRole('link', { name: 'View contact' })).toHaveAttribute(
      'href',
      /^\/contacts\/[0-9a-f-]{36}$/,
    );
    await expect(page.getByRole('list', { name: 'Activity log' })).toContainText('Sent an inquiry');
    inquiryUrl = page.url();
    // Opened: read, and the tab counts none.
    await page.goBack();
    await expect(page).toHaveURL(/\/inquiries$/);
    await expect(inquiriesTab).toHaveAccessibleName('Inquiries');
    await expect(
      page
        .getByRole('list', { name: 'Inquiries' })
        .getByRole('link', { name: new RegExp(`^(?!Unread).*${client.fullName}`) }),
    ).toBeVisible();
    await page.goto(inquiryUrl);
  });

  await test.step('the owner adds a note', async () => {
    await page.getByLabel('New note').fill('Called her: two adults, two kids and a dog.');
    await page.getByRole('button', { name: 'Add note' }).click();
    await expect(page.getByText(messages.saved)).toBeVisible();
    const notes = page.getByRole('list', { name: 'Notes' }).getByRole('listitem');
    await expect(notes).toHaveCount(1);
    await expect(notes).toContainText('Called her: two adults, two kids and a dog.');
    await expect(notes).toContainText(account.email);
    await expect(page.getByLabel('New note')).toHaveValue('');
  });

  await test.step('Create shoot opens the shoot form with the client filled in', async () => {
    await page.getByRole('button', { name: 'Create shoot' }).click();
    const form = page.getByRole('dialog', { name: 'New shoot' });
    await expect(form.getByLabel('Full name', { exact: true })).toHaveValue(client.fullName);
    await expect(form.getByLabel('Email', { exact: true })).toHaveValue(client.email);
    await expect(form.getByLabel('Phone')).toHaveValue(client.phone);
    // A general inquiry names no service: the owner chooses one.
    await pickOption(page, form.getByLabel('Service', { exact: true }), 'Family Session');
    await typeDate(form.getByLabel('Date', { exact: true }), day);
    // Enter in the last field commits the time and sends the form (implicit submission).
    const start = form.getByLabel('Start time');
    await start.click();
    await start.fill('10:00 AM');
    await start.press('Enter');

    await expect(page).toHaveURL(/\/shoots\/O[A-Z2-7]{10}$/);
    await expect(form).toBeHidden();
    await expect(page.getByRole('heading', { level: 1, name: client.fullName })).toBeVisible();
    await expect(page.locator('.shoot-detail-header')).toContainText('Family Session');
    await expect(page.locator('.shoot-detail-header')).toContainText(`${day} · 10:00 AM`);
  });
  const shootUrl = page.url();

  await test.step('the inquiry now leads to its shoot instead of making another', async () => {
    await page.goto(inquiryUrl);
    await expect(page.getByRole('heading', { level: 1, name: client.fullName })).toBeVisible();
    await expect(page.getByText('Shoot created')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Create shoot' })).toHaveCount(0);
    await expect(page.getByRole('list', { name: 'Activity log' }).getByRole('listitem')).toHaveText(
      [/Created a shoot for Beatriz Nunes/, /Sent an inquiry/],
    );
    await page.getByRole('link', { name: 'View shoot' }).click();
    await expect(page).toHaveURL(shootUrl);
  });
});
