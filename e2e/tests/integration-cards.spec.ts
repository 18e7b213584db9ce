// The integration cards of Management > Integrations not covered by their own journeys, each in
// Chromium against its stand-in:
// - Flodesk: connected with an API key the marketing stand-in checks, a segment chosen; a client
//   who ticks the newsletter box on the inquiry form arrives in that segment at the stand-in;
//   disconnecting asks first.
// - The Facebook Conversions API: connected with a pixel and token the Graph API stand-in checks;
//   an event sent server-side reaches it with the email and phone hashed (SHA-256 of the trimmed,
//   lowercased value), in USD, from the website; disconnecting asks first and stops the sending.
// - Google Analytics and the Facebook pixel: with both ids set, a visitor's booking on a host that
//   is not local (an https name whose requests this machine's server answers) loads both scripts and sends the page
//   view, the time chosen and the booking with its value. Google's and Facebook's scripts are
//   stand-ins served by route interception that record every call. On a local host neither loads,
//   and once the ids are cleared neither loads anywhere.
import crypto from 'node:crypto';
import {
  expect,
  test,
  type APIRequestContext,
  type BrowserContext,
  type Page,
} from '@playwright/test';
import { integrationMessages as m } from '../../packages/shared/src/integrations/messages.ts';
import { standInMarketing } from '../../apps/server/src/test/marketing-stand-in.ts';
import { registerThroughApi } from './support/accounts.ts';
import { dayAhead, isoDayAhead, TIME_ZONE } from './support/antd.ts';
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

type GraphEvent = {
  event_name: string;
  event_time: number;
  event_id?: string;
  action_source: string;
  user_data: { em?: string[]; ph?: string[] };
  custom_data: { currency: string; value: number };
};

type Recorded = {
  requests: { method: string; path: string; auth: string | null; body: unknown }[];
  flodeskSubscribers: { email: string; first_name: string; segments: string[] }[];
  facebookEvents: GraphEvent[];
};

async function recorded(request: APIRequestContext): Promise<Recorded> {
  return (await (await request.get(`${marketingUrl}/recorded`)).json()) as Recorded;
}

const sha256 = (value: string) => crypto.createHash('sha256').update(value).digest('hex');

test('Flodesk connected with a segment: a client who ticks the box on the inquiry form is added to it', async ({
  page,
  request,
  browser,
  baseURL,
}) => {
  const owner = await registerThroughApi(request);
  const api = await apiSignIn(request, owner);
  const client = {
    fullName: 'Marta Sousa',
    email: `marta.${crypto.randomBytes(4).toString('hex')}@example.com`,
    phone: '+351 912 000 222',
  };
  const card = page.getByLabel('Flodesk', { exact: true });

  await test.step('the photographer connects Flodesk and chooses the segment', async () => {
    await signIn(page, owner);
    await page.goto('/management/integrations');
    // The first page of a cold server loads its chunks slowly on a small machine.
    await expect(card.getByText('Not connected')).toBeVisible({ timeout: 30_000 });
    const key = card.getByLabel('API key');
    await key.fill('fd_not_a_real_key');
    await card.getByRole('button', { name: 'Connect' }).click();
    await expect(card.getByText(m.newsletterKeyRefused('Flodesk'))).toBeVisible();
    await key.fill(standInMarketing.flodeskKey);
    await card.getByRole('button', { name: 'Connect' }).click();
    await expect(card.getByText('Connected', { exact: true })).toBeVisible();
    // Until a segment is chosen the box is not offered to clients.
    await expect(card.getByText(/Choose the segment clients are added to/)).toBeVisible();
    await card.getByRole('combobox', { name: 'Segment' }).click();
    await page.getByTitle('Booked clients', { exact: true }).click();
    await card.getByRole('button', { name: 'Save' }).click();
    await expect(card.getByText(/Choose the segment clients are added to/)).toHaveCount(0);
    await expect(card.getByRole('button', { name: 'Save' })).toBeDisabled();
    await expect(card.locator('.ant-select')).toContainText('Booked clients');
  });

  const context = await clientContext(browser, baseURL ?? '');
  const clientPage = await context.newPage();
  const inquiryForm = clientPage.getByRole('region', { name: 'Send an inquiry' });
  await test.step('a client sends an inquiry with the newsletter box ticked', async () => {
    await clientPage.goto(`/book/${api.businessSlug}`);
    await fillContact(inquiryForm, client);
    await inquiryForm.getByLabel('Message').fill('Do you photograph christenings?');
    const box = inquiryForm.getByRole('checkbox', {
      name: m.newsletterConsentLabel(owner.businessName),
    });
    await expect(box).not.toBeChecked();
    await box.check();
    await inquiryForm.getByRole('button', { name: 'Send inquiry' }).click();
    await expect(inquiryForm.getByRole('status')).toHaveText(
      'Thank you! Your inquiry has been sent. We will get back to you soon.',
      { timeout: 20_000 },
    );
  });

  await test.step('the Flodesk stand-in has the client, in the chosen segment, once', async () => {
    await expect
      .poll(
        async () =>
          (await recorded(request)).flodeskSubscribers.filter(
            (each) => each.email === client.email,
          ),
        { timeout: 30_000 },
      )
      .toEqual([{ email: client.email, first_name: 'Marta', segments: ['seg001'] }]);
    const calls = (await recorded(request)).requests.filter(
      (each) =>
        each.method === 'POST' &&
        each.path.startsWith('/flodesk/v1/subscribers') &&
        JSON.stringify(each.body).includes(client.email),
    );
    // Sent with the key as Flodesk asks for it: Basic auth, the key as the user.
    expect(calls[0]?.auth).toBe(
      `Basic ${Buffer.from(`${standInMarketing.flodeskKey}:`).toString('base64')}`,
    );
  });

  await test.step('disconnecting asks first; the card and the inquiry form forget Flodesk', async () => {
    await card.getByRole('button', { name: 'Disconnect' }).click();
    const dialog = page.getByRole('dialog', { name: m.disconnectNewsletter('Flodesk') });
    await dialog.getByRole('button', { name: 'Disconnect' }).click();
    await expect(card.getByText('Not connected')).toBeVisible();
    await expect(card.getByLabel('API key')).toBeVisible();
    await page.reload();
    await expect(card.getByText('Not connected')).toBeVisible({ timeout: 30_000 });
    await clientPage.reload();
    await expect(inquiryForm.getByRole('button', { name: 'Send inquiry' })).toBeVisible();
    await expect(inquiryForm.getByRole('checkbox', { name: /newsletter/ })).toHaveCount(0);
  });
  await context.close();
});

test('the Conversions API connected: events reach the Graph API hashed, in USD, from the website', async ({
  page,
  request,
}) => {
  const owner = await registerThroughApi(request);
  const api = await apiSignIn(request, owner);
  const card = page.getByLabel('Facebook Conversions API', { exact: true });
  const eventId = `journey-${crypto.randomBytes(6).toString('hex')}`;
  const sendEvent = () =>
    request.post('/api/facebook/conversion/events', {
      headers: api.headers,
      data: {
        eventName: 'Lead',
        eventId,
        userData: { em: '  Ana.Lima@Example.COM ', ph: ' +351 910 000 333 ' },
      },
    });

  await test.step('the photographer connects it; a wrong token is refused', async () => {
    await signIn(page, owner);
    await page.goto('/management/integrations');
    await expect(card.getByText('Not connected')).toBeVisible({ timeout: 30_000 });
    await card.getByLabel('Pixel ID').fill(standInMarketing.pixelId);
    await card.getByLabel('Access token').fill('EAAwrongtoken');
    await card.getByRole('button', { name: 'Connect' }).click();
    await expect(card.getByText(m.facebookTokenRefused)).toBeVisible();
    await card.getByLabel('Access token').fill(standInMarketing.accessToken);
    await card.getByRole('button', { name: 'Connect' }).click();
    await expect(card.getByText('Connected', { exact: true })).toBeVisible();
    await expect(card.getByText(standInMarketing.pixelId)).toBeVisible();
    // The token is never shown again.
    await expect(card.getByLabel('Access token')).toHaveCount(0);
    await expect(page.getByText(standInMarketing.accessToken)).toHaveCount(0);
  });

  await test.step('an event sent server-side reaches the stand-in hashed', async () => {
    const answer = await sendEvent();
    expect(answer.status()).toBe(200);
    expect(await answer.json()).toEqual({ eventsReceived: 1, fbtraceId: 'AbCdEf' });
    const state = await recorded(request);
    const events = state.facebookEvents.filter((each) => each.event_id === eventId);
    expect(events).toEqual([
      {
        event_name: 'Lead',
        event_time: expect.any(Number),
        event_id: eventId,
        action_source: 'website',
        user_data: {
          em: [sha256('ana.lima@example.com')],
          ph: [sha256('+351 910 000 333')],
        },
        custom_data: { currency: 'USD', value: 0 },
      },
    ]);
    expect(Math.abs(events[0]!.event_time - Date.now() / 1000)).toBeLessThan(120);
    // As the Graph API takes it: POST /{version}/{pixel}/events with data[] and the token.
    const call = state.requests.find(
      (each) => JSON.stringify(each.body).includes(eventId) && each.method === 'POST',
    );
    expect(call?.path).toMatch(
      new RegExp(`^/graph/v\\d+\\.\\d+/${standInMarketing.pixelId}/events$`),
    );
    expect(call?.body).toMatchObject({ access_token: standInMarketing.accessToken });
    // Neither the address nor the number leaves the server in the clear.
    expect(JSON.stringify(call?.body)).not.toMatch(/ana\.lima|910 000 333/i);
  });

  await test.step('disconnecting asks first and stops the sending', async () => {
    await card.getByRole('button', { name: 'Disconnect' }).click();
    const dialog = page.getByRole('dialog', { name: m.disconnectFacebook });
    await dialog.getByRole('button', { name: 'Disconnect' }).click();
    await expect(card.getByText('Not connected')).toBeVisible();
    await expect(card.getByLabel('Pixel ID')).toHaveValue('');
    const refused = await sendEvent();
    expect(refused.status()).toBe(409);
    const events = (await recorded(request)).facebookEvents.filter(
      (each) => each.event_id === eventId,
    );
    expect(events).toHaveLength(1);
  });
});

// A business's public host, as a visitor's browser sees it (https, not local); its requests are
// answered by this machine's server (standInTrackers).
const publicHost = 'bookings.lumen-photo.example';
const measurementId = 'G-LUMEN42';
const pixelId = '987654321012345';

type TrackerCall = { tracker: 'gtag' | 'fbq'; args: unknown[] };

/**
 * Google's gtag.js and Meta's fbevents.js stand-ins: each takes over its queue as the real script
 * does (gtag.js reads window.dataLayer, fbevents.js replays fbq.queue and answers fbq through
 * callMethod) and reports every call to the journey.
 */
const gtagStandIn = `(() => {
  const layer = (window.dataLayer = window.dataLayer || []);
  const record = (entry) => window.__recordTracker('gtag', Array.from(entry));
  layer.forEach(record);
  layer.push = function (entry) { record(entry); return Array.prototype.push.call(layer, entry); };
})();`;
const fbeventsStandIn = `(() => {
  const fbq = window.fbq;
  const record = (args) => window.__recordTracker('fbq', Array.from(args));
  fbq.callMethod = (...args) => record(args);
  fbq.queue.forEach(record);
  fbq.queue.length = 0;
})();`;

/**
 * Serves the public host from the app (`appUrl`) with the visitor's Host header, serves the
 * trackers' stand-ins, keeps every other outside request off the network, and records the loads.
 */
async function standInTrackers(
  context: BrowserContext,
  calls: TrackerCall[],
  loads: string[],
  appUrl: string,
) {
  await context.exposeBinding('__recordTracker', (_source, tracker: TrackerCall['tracker'], args) =>
    calls.push({ tracker, args: args as unknown[] }),
  );
  await context.route(
    (url) => !['127.0.0.1', publicHost].includes(url.hostname),
    (route) => route.abort('blockedbyclient'),
  );
  await context.route(`https://${publicHost}/**`, async (route) => {
    const url = new URL(route.request().url());
    const response = await route.fetch({
      url: `${appUrl}${url.pathname}${url.search}`,
      headers: { ...route.request().headers(), host: publicHost },
      maxRedirects: 0,
    });
    return route.fulfill({ response });
  });
  await context.route('https://www.googletagmanager.com/**', (route) => {
    loads.push(route.request().url());
    return route.fulfill({ contentType: 'text/javascript', body: gtagStandIn });
  });
  await context.route('https://connect.facebook.net/**', (route) => {
    loads.push(route.request().url());
    return route.fulfill({ contentType: 'text/javascript', body: fbeventsStandIn });
  });
}

/** Whether the page set up gtag or fbq at all (the e2e package has no DOM types: a string). */
async function hasTrackers(page: Page): Promise<boolean> {
  return page.evaluate<boolean>("'gtag' in window || 'fbq' in window || 'dataLayer' in window");
}

async function setTrackingId(page: Page, title: string, label: string, value: string) {
  const card = page.getByLabel(title, { exact: true });
  await expect(card.getByText('Not connected')).toBeVisible({ timeout: 30_000 });
  await card.getByLabel(label).fill(value);
  await card.getByRole('button', { name: 'Connect' }).click();
  await expect(card.getByText('Connected', { exact: true })).toBeVisible();
  await expect(card.getByLabel(label)).toHaveValue(value);
}

async function clearTrackingId(page: Page, title: string, question: string) {
  const card = page.getByLabel(title, { exact: true });
  await card.getByRole('button', { name: 'Disconnect' }).click();
  await page
    .getByRole('dialog', { name: question })
    .getByRole('button', { name: 'Disconnect' })
    .click();
  await expect(card.getByText('Not connected')).toBeVisible();
}

test('Google Analytics and the Facebook pixel count a booking on a public host, never on a local one', async ({
  page,
  request,
  browser,
  baseURL,
}) => {
  const owner = await registerThroughApi(request);
  const api = await apiSignIn(request, owner);
  const isoDay = isoDayAhead(11);
  const day = dayAhead(11);
  const mini = await seedMiniSession(request, api, { name: 'Dune Minis', isoDay });
  const publicOrigin = `https://${publicHost}`;

  await test.step('the photographer sets the measurement id and the pixel id', async () => {
    await signIn(page, owner);
    await page.goto('/management/integrations');
    await setTrackingId(page, 'Google Analytics', 'Measurement ID', measurementId);
    await setTrackingId(page, 'Facebook pixel', 'Pixel ID', pixelId);
  });

  const newVisitor = async (origin: string) => {
    const context = await browser.newContext({
      baseURL: origin,
      timezoneId: TIME_ZONE,
      locale: 'en-US',
      reducedMotion: 'reduce',
    });
    const calls: TrackerCall[] = [];
    const loads: string[] = [];
    await standInTrackers(context, calls, loads, baseURL ?? '');
    return { context, page: await context.newPage(), calls, loads };
  };
  const gtagEvents = (calls: TrackerCall[]) =>
    calls.filter((each) => each.tracker === 'gtag' && each.args[0] === 'event');
  const fbqTracks = (calls: TrackerCall[]) =>
    calls.filter((each) => each.tracker === 'fbq' && each.args[0] === 'track');

  await test.step('on the public host a booking sends the page view, the time and the value', async () => {
    const visitor = await newVisitor(publicOrigin);
    const client = visitor.page;
    await client.goto(mini.path);
    await expect(client).toHaveURL(new RegExp(`^${publicOrigin}/book/`));
    await expect.poll(() => visitor.loads.length).toBe(2);
    expect(visitor.loads).toEqual(
      expect.arrayContaining([
        `https://www.googletagmanager.com/gtag/js?id=${measurementId}`,
        'https://connect.facebook.net/en_US/fbevents.js',
      ]),
    );
    await expect
      .poll(() => visitor.calls.filter((each) => each.args[0] !== 'js').map((c) => c.args))
      .toEqual(
        expect.arrayContaining([
          ['config', measurementId, { send_page_view: false }],
          ['init', pixelId],
          ['event', 'page_view', expect.objectContaining({ send_to: measurementId })],
          ['track', 'PageView'],
        ]),
      );

    await pickDay(client, day, isoDay);
    await timesOf(client, isoDay).getByRole('button', { name: '9:00 AM', exact: true }).click();
    await expectFreshHold(client);
    await expect
      .poll(() => gtagEvents(visitor.calls).map((each) => each.args[1]))
      .toContain('begin_checkout');
    expect(
      gtagEvents(visitor.calls).find((each) => each.args[1] === 'begin_checkout')?.args,
    ).toEqual([
      'event',
      'begin_checkout',
      { items: [{ item_name: 'Dune Minis' }], send_to: measurementId },
    ]);
    expect(fbqTracks(visitor.calls).map((each) => each.args)).toContainEqual([
      'track',
      'InitiateCheckout',
      { content_name: 'Dune Minis' },
    ]);

    const form = detailsStep(client);
    await fillContact(form, {
      fullName: 'Rui Matos',
      email: `rui.${crypto.randomBytes(4).toString('hex')}@example.com`,
      phone: '+351 915 000 444',
    });
    await form.getByLabel(questions.people).fill('My partner and me');
    await form.getByRole('button', { name: 'Book', exact: true }).click();
    await expect(client.getByRole('heading', { name: 'You are booked!' })).toBeVisible({
      timeout: 20_000,
    });
    await expect
      .poll(() => gtagEvents(visitor.calls).map((each) => each.args[1]))
      .toContain('purchase');
    const purchase = gtagEvents(visitor.calls).find((each) => each.args[1] === 'purchase')!;
    const orderId = (purchase.args[2] as { transaction_id: string }).transaction_id;
    expect(purchase.args).toEqual([
      'event',
      'purchase',
      {
        value: 250,
        currency: 'USD',
        transaction_id: orderId,
        items: [{ item_name: 'Dune Minis', price: 250, quantity: 1 }],
        send_to: measurementId,
      },
    ]);
    // The pixel's Purchase carries the booking's event id, shared with the Conversions API.
    expect(fbqTracks(visitor.calls).map((each) => each.args)).toContainEqual([
      'track',
      'Purchase',
      { value: 250, currency: 'USD', content_name: 'Dune Minis' },
      { eventID: `booking-${orderId}` },
    ]);
    // Counted once, however often the confirmation renders.
    expect(gtagEvents(visitor.calls).filter((each) => each.args[1] === 'purchase')).toHaveLength(1);
    expect(fbqTracks(visitor.calls).filter((each) => each.args[1] === 'Purchase')).toHaveLength(1);
    await visitor.context.close();
  });

  await test.step('on a local host neither script loads', async () => {
    const visitor = await newVisitor(baseURL ?? '');
    await visitor.page.goto(mini.path);
    await pickDay(visitor.page, day, isoDay);
    await expect(
      timesOf(visitor.page, isoDay).getByRole('button', { name: '9:30 AM', exact: true }),
    ).toBeVisible();
    expect(visitor.loads).toEqual([]);
    expect(visitor.calls).toEqual([]);
    expect(await hasTrackers(visitor.page)).toBe(false);
    await visitor.context.close();
  });

  await test.step('once both ids are cleared neither loads on the public host either', async () => {
    await clearTrackingId(page, 'Google Analytics', m.disconnectGoogle);
    await clearTrackingId(page, 'Facebook pixel', m.disconnectFacebook);
    const visitor = await newVisitor(publicOrigin);
    await visitor.page.goto(mini.path);
    await pickDay(visitor.page, day, isoDay);
    await timesOf(visitor.page, isoDay)
      .getByRole('button', { name: '9:30 AM', exact: true })
      .click();
    await expectFreshHold(visitor.page);
    expect(visitor.loads).toEqual([]);
    expect(visitor.calls).toEqual([]);
    expect(await hasTrackers(visitor.page)).toBe(false);
    await visitor.context.close();
  });
});
