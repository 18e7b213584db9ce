// Google Calendar both ways, in Chromium against the Google stand-in (social-stand-in.ts): the
// photographer connects Google on Management > Integrations (Google's consent page and back),
// chooses a calendar, a busy event in it closes the slot on the public booking page within the
// busy cache's life, the shoot booked meanwhile is written to the primary calendar, and a revoked
// grant turns the card to Reconnect needed with a banner across the app.
import { expect, test } from '@playwright/test';
import { integrationMessages } from '../../packages/shared/src/integrations/messages.ts';
import { registerThroughApi } from './support/accounts.ts';
import { dayAhead, isoDayAhead, TIME_ZONE } from './support/antd.ts';
import { clientContext, pickDay, seedMiniSession, timesOf } from './support/booking.ts';
import { apiCall, apiSignIn, signIn } from './support/session.ts';

test.describe.configure({ timeout: 360_000 });

const standIn = `http://127.0.0.1:${process.env.E2E_SOCIAL_PORT ?? 3198}`;
test('connect Google Calendar, choose a calendar, and a busy event there closes the public slot', async ({
  page,
  request,
  browser,
  baseURL,
}) => {
  const owner = await registerThroughApi(request);
  const api = await apiSignIn(request, owner);
  const isoDay = isoDayAhead(9);
  const day = dayAhead(9);
  const mini = await seedMiniSession(request, api, { name: 'Garden minis', isoDay });
  const googleEmail = `studio-${Date.now()}@gmail.test`;

  await signIn(page, owner);
  await page.goto('/management/integrations');
  const card = page.getByLabel('Google Calendar', { exact: true });
  // The app starts again after a full page load (its session from the refresh cookie).
  await expect(card.getByText('Not connected')).toBeVisible({ timeout: 30_000 });

  await test.step('connect through Google’s consent page and back', async () => {
    await card.getByRole('button', { name: /Connect Google Calendar/ }).click();
    await expect(page).toHaveURL(/\/google\/auth\?/);
    await page.getByLabel('Email').fill(googleEmail);
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page).toHaveURL(/\/management\/integrations$/, { timeout: 30_000 });
    await expect(card.getByText('Connected', { exact: true })).toBeVisible({ timeout: 30_000 });
    await expect(card.getByText(googleEmail, { exact: true })).toBeVisible();
    await expect(card.getByRole('checkbox', { name: `${googleEmail} (primary)` })).toBeChecked();
  });

  await test.step('choose the Family calendar too', async () => {
    const family = card.getByRole('checkbox', { name: 'Family' });
    // The box follows the saved choice: checked once the server has it.
    await family.click();
    await expect(page.getByText('Saved!')).toBeVisible();
    await expect(family).toBeChecked();
  });

  const client = await clientContext(browser, baseURL ?? '');
  const clientPage = await client.newPage();
  const nine = () => timesOf(clientPage, isoDay).getByRole('button', { name: /^9:00 AM/ });
  await clientPage.goto(mini.path);
  await pickDay(clientPage, day, isoDay);
  await expect(nine()).toBeEnabled();

  await test.step('a busy event in the Family calendar closes 9:00 within the cache’s life', async () => {
    const calendars = await apiCall<{ calendars: { id: string; summary: string }[] }>(
      request,
      api,
      'GET',
      '/api/integrations/google-calendar',
    );
    const familyId = calendars.calendars.find((entry) => entry.summary === 'Family')!.id;
    const slot = mini.slots[0]!;
    const planted = await request.post(`${standIn}/google/test/busy`, {
      data: {
        calendarId: familyId,
        start: slot.startTime,
        end: new Date(Date.parse(slot.startTime) + 20 * 60_000).toISOString(),
      },
    });
    expect(planted.ok()).toBe(true);
    await expect(async () => {
      await clientPage.reload();
      await pickDay(clientPage, day, isoDay);
      await expect(nine()).toBeDisabled({ timeout: 1_000 });
    }).toPass({ timeout: 90_000, intervals: [2_000, 5_000] });
    // The next time stays open.
    await expect(
      timesOf(clientPage, isoDay).getByRole('button', { name: /^9:30 AM/ }),
    ).toBeEnabled();
  });

  await test.step('a shoot booked by the owner is written to the primary calendar', async () => {
    const [pkg] = await apiCall<{ id: string }[]>(
      request,
      api,
      'GET',
      `/api/packages/service/${mini.id}`,
    );
    await apiCall(request, api, 'POST', `/api/services/${mini.id}/create-shoot`, {
      packageId: pkg!.id,
      fullName: 'Noor Haddad',
      email: 'noor.haddad@example.com',
      phone: '+1 555 0177',
      slotId: mini.slots[1]!.id,
      totalFee: 25_000,
    });
    await expect(async () => {
      const events = await request.get(
        `${standIn}/google/test/events?calendarId=${encodeURIComponent(googleEmail)}`,
      );
      const written = (await events.json()) as { summary: string; status: string }[];
      expect(written.filter((event) => event.status === 'confirmed')).toEqual([
        expect.objectContaining({ summary: 'Garden minis: Noor Haddad' }),
      ]);
    }).toPass({ timeout: 30_000 });
  });

  await test.step('a revoked grant: Reconnect needed on the card and a banner', async () => {
    const revoked = await request.post(`${standIn}/google/test/revoke`, {
      data: { email: googleEmail },
    });
    expect(revoked.ok()).toBe(true);
    await expect(async () => {
      await page.reload();
      await expect(card.getByText('Reconnect needed')).toBeVisible({ timeout: 10_000 });
    }).toPass({ timeout: 90_000 });
    await expect(card.getByRole('button', { name: 'Reconnect' })).toBeVisible();
    await page.goto('/');
    const banner = page.getByRole('alert').filter({
      hasText: integrationMessages.googleCalendarReconnectBanner,
    });
    await expect(banner).toBeVisible();
  });

  await test.step('disconnect asks first', async () => {
    await page.goto('/management/integrations');
    await card.getByRole('button', { name: 'Disconnect' }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toContainText(integrationMessages.disconnectGoogle);
    await dialog.getByRole('button', { name: 'Disconnect' }).click();
    await expect(card.getByText('Not connected')).toBeVisible();
  });
  expect(TIME_ZONE).toBeTruthy();
  await client.close();
});
