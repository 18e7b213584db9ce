// Newsletters, as a photographer uses them: Mailchimp is connected on Management > Integrations
// with an API key (checked by the Mailchimp stand-in) and an audience; a client books a mini
// session and ticks the newsletter box; the stand-in receives the member, once. Disconnecting asks
// first and hides the box again.
import { expect, test } from '@playwright/test';
import { integrationMessages as m } from '../../packages/shared/src/integrations/messages.ts';
import { standInMarketing } from '../../apps/server/src/test/marketing-stand-in.ts';
import { registerThroughApi } from './support/accounts.ts';
import { dayAhead, isoDayAhead } from './support/antd.ts';
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
import { apiSignIn, signIn } from './support/session.ts';

test.describe.configure({ timeout: 150_000 });

const marketingUrl = process.env.E2E_MARKETING_URL ?? 'http://127.0.0.1:3196';

type Recorded = {
  requests: { method: string; path: string }[];
  mailchimpMembers: { listId: string; email_address: string; status: string }[];
};

test('Mailchimp connected, a client books with the newsletter box ticked, the member arrives', async ({
  page,
  request,
  browser,
  baseURL,
}) => {
  const owner = await registerThroughApi(request);
  const api = await apiSignIn(request, owner);
  const isoDay = isoDayAhead(12);
  const day = dayAhead(12);
  const mini = await seedMiniSession(request, api, { name: 'Harbour Minis', isoDay });
  const member = {
    fullName: 'Ines Carvalho',
    email: `ines.${Date.now()}@example.com`,
    phone: '+351 913 000 111',
  };

  await test.step('the photographer connects Mailchimp and chooses the audience', async () => {
    await signIn(page, owner);
    await page.goto('/management/integrations');
    const card = page.getByLabel('Mailchimp', { exact: true });
    // The first page of a cold server loads its chunks slowly on a small machine.
    await expect(card.getByText('Not connected')).toBeVisible({ timeout: 30_000 });
    const key = card.getByLabel('API key');
    await key.fill('ffffffffffffffffffffffffffffffff-us21');
    await card.getByRole('button', { name: 'Connect' }).click();
    await expect(card.getByText(m.newsletterKeyRefused('Mailchimp'))).toBeVisible();
    await key.fill(standInMarketing.mailchimpKey);
    await card.getByRole('button', { name: 'Connect' }).click();
    await expect(card.getByText(standInMarketing.mailchimpAccount)).toBeVisible();
    await expect(card.getByText('Connected', { exact: true })).toBeVisible();
    await card.getByRole('combobox', { name: 'Audience' }).click();
    await page.getByTitle('Clients', { exact: true }).click();
    await card.getByRole('button', { name: 'Save' }).click();
    await expect(card.getByText(/Choose the audience clients are added to/)).toHaveCount(0);
    await expect(card.getByRole('button', { name: 'Save' })).toBeDisabled();
    await expect(card.locator('.ant-select')).toContainText('Clients');
  });

  const context = await clientContext(browser, baseURL ?? '');
  const clientPage = await context.newPage();
  await test.step('the client books and ticks the newsletter box', async () => {
    await clientPage.goto(mini.path);
    await pickDay(clientPage, day, isoDay);
    await timesOf(clientPage, isoDay).getByRole('button', { name: '9:00 AM', exact: true }).click();
    await expectFreshHold(clientPage);
    const form = detailsStep(clientPage);
    await fillContact(form, member);
    await form.getByLabel(questions.people).fill('Just me');
    const box = form.getByRole('checkbox', { name: /add me to .*newsletter/ });
    await expect(box).not.toBeChecked();
    await box.check();
    await form.getByRole('button', { name: 'Book', exact: true }).click();
    await expect(clientPage.getByRole('heading', { name: 'You are booked!' })).toBeVisible({
      timeout: 20_000,
    });
  });

  await test.step('the Mailchimp stand-in receives the member once', async () => {
    await expect
      .poll(
        async () => {
          const recorded = (await (
            await request.get(`${marketingUrl}/recorded`)
          ).json()) as Recorded;
          return recorded.mailchimpMembers.filter((each) => each.email_address === member.email);
        },
        { timeout: 30_000 },
      )
      .toEqual([expect.objectContaining({ listId: 'aud001', status: 'subscribed' })]);
    const recorded = (await (await request.get(`${marketingUrl}/recorded`)).json()) as Recorded;
    const puts = recorded.requests.filter(
      (each) => each.method === 'PUT' && each.path.startsWith('/us21/3.0/lists/aud001/members/'),
    );
    expect(puts.length).toBeGreaterThanOrEqual(1);
  });

  await test.step('disconnecting asks first and hides the box from the booking page', async () => {
    const card = page.getByLabel('Mailchimp', { exact: true });
    await card.getByRole('button', { name: 'Disconnect' }).click();
    const dialog = page.getByRole('dialog', { name: m.disconnectNewsletter('Mailchimp') });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Disconnect' }).click();
    await expect(card.getByText('Not connected')).toBeVisible();
    await clientPage.goto(mini.path);
    await pickDay(clientPage, day, isoDay);
    await timesOf(clientPage, isoDay).getByRole('button', { name: '9:30 AM', exact: true }).click();
    await expectFreshHold(clientPage);
    await expect(detailsStep(clientPage).getByRole('checkbox', { name: /newsletter/ })).toHaveCount(
      0,
    );
  });
  await context.close();
});
