// Integrations, as a photographer uses them: the calendar subscription. The photographer connects
// it on Management > Integrations and gets a private URL once; a calendar app (here: a plain HTTP
// client and an independent iCalendar parser) reads the shoot from it; regenerating the URL
// revokes the old one, and disconnecting revokes the new one.
import ICAL from 'ical.js';
import { expect, test } from '@playwright/test';
import { integrationMessages } from '../../packages/shared/src/integrations/messages.ts';
import { registerThroughApi } from './support/accounts.ts';
import { isoDayAhead } from './support/antd.ts';
import { apiCall, apiSignIn, signIn } from './support/session.ts';

test.describe.configure({ timeout: 120_000 });

type ServiceDate = { slots: { id: string }[] };

test('the calendar subscription shows the shoots; regenerating and disconnecting revoke its URL', async ({
  page,
  request,
}) => {
  const owner = await registerThroughApi(request);
  const api = await apiSignIn(request, owner);
  const service = await apiCall<{ id: string }>(request, api, 'POST', '/api/services', {
    name: 'Lake portraits',
    kind: 1,
  });
  const date = await apiCall<ServiceDate>(
    request,
    api,
    'POST',
    `/api/services/${service.id}/date-times`,
    {
      date: isoDayAhead(9),
      location: 'North shore',
      startTime: '16:00',
      endTime: '17:00',
      duration: 30,
      buffer: 0,
    },
  );
  await apiCall(request, api, 'POST', `/api/services/${service.id}/create-shoot`, {
    fullName: 'Noor Haddad',
    email: 'noor.haddad@example.com',
    phone: '+1 555 0177',
    slotId: date.slots[0]!.id,
    totalFee: 12_000,
  });

  await signIn(page, owner);
  await page.goto('/management/integrations');
  const card = page.getByLabel('Apple Calendar & others');
  await expect(card.getByText('Not connected')).toBeVisible();
  await card.getByRole('button', { name: 'Connect' }).click();
  const feedUrl = card.locator('code').filter({ hasText: '/api/calendar/' });
  await expect(feedUrl).toBeVisible();
  const first = (await feedUrl.textContent())!.trim();
  expect(first).toMatch(/\/api\/calendar\/[^/]+\.ics$/);

  // A calendar app reads the shoot from it.
  const feed = await request.get(first);
  expect(feed.status()).toBe(200);
  expect(feed.headers()['content-type']).toContain('text/calendar');
  const calendar = new ICAL.Component(ICAL.parse(await feed.text()));
  const events = calendar.getAllSubcomponents('vevent').map((event) => new ICAL.Event(event));
  expect(events.map((event) => event.summary)).toEqual(['Lake portraits with Noor Haddad']);
  expect(events[0]!.location).toBe('North shore');

  // Regenerating makes a new URL and the old one stops working.
  await card.getByRole('button', { name: 'Regenerate URL' }).click();
  const regenerate = page.getByRole('dialog', {
    name: integrationMessages.regenerateCalendarTitle,
  });
  await regenerate.getByRole('button', { name: 'Regenerate' }).click();
  await expect(feedUrl).not.toHaveText(first);
  const second = (await feedUrl.textContent())!.trim();
  expect((await request.get(first)).status()).toBe(404);
  expect((await request.get(second)).status()).toBe(200);

  // Disconnecting asks first, then revokes it too.
  await card.getByRole('button', { name: 'Disconnect' }).click();
  const disconnect = page.getByRole('dialog', { name: integrationMessages.disconnectCalendar });
  await disconnect.getByRole('button', { name: 'Disconnect' }).click();
  await expect(card.getByText('Not connected')).toBeVisible();
  expect((await request.get(second)).status()).toBe(404);
});
