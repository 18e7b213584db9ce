// Live notifications: the owner has the app open; in another browser context a client
// books on the public page; the badge rises and the row appears without a reload; clicking it
// opens the shoot and lowers the count. Then the /notifications page, without the app header.
import { expect, test, type Page } from '@playwright/test';
import { messages } from '../../packages/shared/src/messages.ts';
import { registerThroughApi } from './support/accounts.ts';
import { dayAhead, isoDayAhead } from './support/antd.ts';
import {
  clientContext,
  detailsStep,
  expectFreshHold,
  fillContact,
  pickDay,
  publicCall,
  questions,
  seedMiniSession,
  timesOf,
} from './support/booking.ts';
import { apiSignIn, signIn } from './support/session.ts';

test.describe.configure({ timeout: 120_000 });

const bell = (page: Page) => page.getByTestId('notifications-bell');
const rows = (page: Page) => page.getByTestId('notification-row');

test('a client books while the owner watches: the badge rises, the row appears, a click opens the shoot', async ({
  page,
  request,
  browser,
  baseURL,
}) => {
  const account = await registerThroughApi(request);
  const api = await apiSignIn(request, account);
  const isoDay = isoDayAhead(7);
  const day = dayAhead(7);
  const mini = await seedMiniSession(request, api, { name: 'Garden Minis', isoDay });
  const client = {
    fullName: 'Marta Sousa',
    email: `marta-${api.businessId.slice(0, 8)}@example.com`,
    phone: '+351 913 222 111',
  };

  await test.step('an inquiry came in before the owner looked', async () => {
    await publicCall(request, 'POST', `/api/public/businesses/${api.businessSlug}/inquiries`, {
      serviceSlug: null,
      answers: {
        fullName: 'Ana Lopes',
        email: 'ana.lopes@example.com',
        phone: '+351 925 444 333',
        message: 'Do you photograph newborns at home?',
      },
    });
  });

  await test.step('the owner has the app open with the panel showing', async () => {
    await signIn(page, account);
    await expect(bell(page)).toHaveAccessibleName('Notifications, 1 unread');
    await bell(page).click();
    await expect(rows(page)).toHaveCount(1);
    // Named by what the row shows: 'Unread:' first, and a comma before the time (read after
    // the line break of the row, so a space may come before it).
    await expect(rows(page).first()).toHaveAccessibleName(
      /^Unread: Ana Lopes sent an inquiry ?, a few seconds ago$/,
    );
  });

  const context = await clientContext(browser, baseURL ?? '');
  const clientPage = await context.newPage();

  await test.step('in another browser, a client books 9:30 on the public page', async () => {
    await clientPage.goto(mini.path);
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
  });

  await test.step('without a reload the badge rises and the row is on top', async () => {
    await expect(bell(page)).toHaveAccessibleName('Notifications, 2 unread', { timeout: 5_000 });
    await expect(rows(page)).toHaveCount(2);
    // Made a moment ago, not 'in a few seconds' (the panel read the time before it came).
    await expect(rows(page).first()).toHaveAccessibleName(
      /^Unread: Marta Sousa booked Garden Minis ?, a few seconds ago for .* at 9:30 AM$/,
    );
    await expect(rows(page).first()).toContainText('at 9:30 AM');
  });

  await test.step('clicking it opens the shoot and lowers the count', async () => {
    await rows(page).first().click();
    await expect(page).toHaveURL(/\/shoots\/O[A-Z2-7]{10}$/);
    await expect(page.getByRole('heading', { level: 1, name: client.fullName })).toBeVisible();
    await expect(bell(page)).toHaveAccessibleName('Notifications, 1 unread');
    // Still so after a reload: the server has it read.
    await page.reload();
    await expect(bell(page)).toHaveAccessibleName('Notifications, 1 unread');
  });

  await test.step('/notifications lists them without the app header; mark all as read', async () => {
    await page.goto('/notifications');
    await expect(page.getByRole('heading', { level: 1, name: 'Notifications' })).toBeVisible();
    await expect(page.getByTestId('sidebar')).toHaveCount(0);
    await expect(bell(page)).toHaveCount(0);
    await expect(rows(page)).toHaveCount(2);
    await page.getByRole('tab', { name: 'Unread' }).click();
    const unread = page.getByRole('tabpanel', { name: 'Unread' });
    await expect(unread.getByTestId('notification-row')).toHaveCount(1);
    await page.getByRole('button', { name: 'Notification options' }).click();
    await page.getByRole('menuitem', { name: 'Mark all as read' }).click();
    await expect(page.getByText(messages.allNotificationsRead)).toBeVisible();
    await expect(unread.getByText(messages.noUnreadNotifications)).toBeVisible();
    await page.getByRole('tab', { name: 'All' }).click();
    await expect(rows(page)).toHaveCount(2);
    await expect(page.locator('.studio-notification-row.is-unread')).toHaveCount(0);
    await page.goto('/');
    await expect(bell(page)).toHaveAccessibleName('Notifications');
  });

  await context.close();
});
