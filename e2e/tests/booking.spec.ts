// Client booking: a client books a mini-session slot on the public page and pays the
// deposit through the Stripe stand-in; a second client is told the time is taken and offered
// others; a client joins a waitlist; a client sends an inquiry; and the owner sees all three.
import { expect, test } from '@playwright/test';
import { messages } from '../../packages/shared/src/messages.ts';
import { registerThroughApi } from './support/accounts.ts';
import { dayAhead, isoDayAhead } from './support/antd.ts';
import {
  clientContext,
  connectStripeThroughApi,
  detailsStep,
  expectFreshHold,
  fillContact,
  holdTimer,
  pickDay,
  publicCall,
  questions,
  seedMiniSession,
  seedServiceWithoutTimes,
  standInKeys,
  timeStep,
  timesOf,
  type Client,
} from './support/booking.ts';
import { waitForEmail } from './support/mail.ts';
import { apiCall, apiSignIn, signIn } from './support/session.ts';

// Every journey seeds its own account, so they run side by side. The payment journey takes some
// 20 s alone and more beside another worker on a small machine: room to spare.
test.describe.configure({ mode: 'parallel', timeout: 120_000 });

const client: Client = {
  fullName: 'Marta Sousa',
  email: 'marta.sousa@example.com',
  phone: '+351 913 222 111',
};

test('a client books a mini-session slot and pays a deposit', async ({
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
  const buyer = { ...client, email: `marta-${api.businessId.slice(0, 8)}@example.com` };

  await test.step('the owner connects Stripe on the Payments page', async () => {
    await signIn(page, account);
    await page.goto('/management/payments');
    const card = page.locator('.ant-card').filter({ hasText: 'Online payments' });
    await card.getByRole('button', { name: 'Connect Stripe' }).click();
    const dialog = page.getByRole('dialog', { name: 'Connect Stripe' });
    await expect(dialog).toBeVisible();
    // The address to give Stripe for its webhook is this business's.
    await expect(dialog.getByLabel('Webhook address')).toHaveValue(
      `${baseURL}/api/public/payments/stripe/${api.businessId}/webhook`,
    );
    await dialog.getByLabel('Publishable key').fill(standInKeys.publishableKey);
    await dialog.getByLabel('Secret key').fill(standInKeys.secretKey);
    await dialog.getByLabel('Webhook signing secret').fill(standInKeys.webhookSecret);
    await dialog.getByRole('button', { name: 'Connect', exact: true }).click();
    await expect(dialog).toBeHidden({ timeout: 20_000 });
    await expect(card.getByText('Stripe connected')).toBeVisible();
    await expect(card.getByText('Test mode')).toBeVisible();
  });

  // The client's link is the one the service's Booking tab gives to share.
  let bookingUrl = '';
  await test.step('the Booking tab gives the booking page address', async () => {
    await page.goto(`/services/${mini.id}/booking`);
    const address = page.getByLabel('Booking page address');
    await expect(address).toHaveValue(`${baseURL}${mini.path}`);
    bookingUrl = await address.inputValue();
  });

  const context = await clientContext(browser, baseURL ?? '');
  const clientPage = await context.newPage();

  await test.step('the client picks a date and a time and it is held', async () => {
    await clientPage.goto(bookingUrl);
    await expect(clientPage.getByRole('heading', { level: 1, name: 'Garden Minis' })).toBeVisible();
    await pickDay(clientPage, day, isoDay);
    const times = timesOf(clientPage, isoDay);
    await expect(times.getByRole('button')).toHaveText([
      '9:00 AM',
      '9:30 AM',
      '10:00 AM',
      '10:30 AM',
    ]);
    await times.getByRole('button', { name: '9:30 AM', exact: true }).click();
    await expectFreshHold(clientPage);
    await expect(timeStep(clientPage)).toContainText(`${day} at 9:30 AM`);
  });

  await test.step('the client gives details and answers, and sees what is due now', async () => {
    const form = detailsStep(clientPage);
    await fillContact(form, buyer);
    await form.getByLabel(questions.people).fill('Me and my two daughters');
    await form
      .getByRole('group', { name: questions.gift })
      .getByRole('radio', { name: 'Yes' })
      .check();
    // The server's price: the package, the total, the 30% deposit due now and the rest later.
    const price = form.getByLabel('Price', { exact: true });
    await expect(price.getByRole('term')).toHaveText(['Mini', 'Total', 'Due now', 'Due later']);
    await expect(price.getByRole('definition')).toHaveText([
      '$250.00',
      '$250.00',
      '$75.00',
      '$175.00',
    ]);
    await form.getByRole('button', { name: 'Pay deposit and book' }).click();
  });

  await test.step('the client pays on the stand-in and returns to the confirmation', async () => {
    await expect(clientPage).toHaveURL(/\/pay\/cs_test_\w+$/, { timeout: 20_000 });
    await expect(clientPage.getByRole('heading', { name: 'Stripe stand-in' })).toBeVisible();
    await expect(clientPage.getByTestId('amount')).toHaveText('75.00 USD');
    await expect(clientPage.getByTestId('email')).toHaveText(buyer.email);
    await clientPage.getByRole('button', { name: 'Pay' }).click();

    await expect(clientPage).toHaveURL(new RegExp(`${mini.path}/done\\?checkout=`));
    // The page asks every 1.5 s until the webhook has confirmed the booking.
    await expect(
      clientPage.getByRole('heading', { level: 1, name: 'You are booked!' }),
    ).toBeVisible({ timeout: 30_000 });
    await expect(
      clientPage.getByText(`We have sent a confirmation to ${buyer.email}.`),
    ).toBeVisible();
    await expect(clientPage.getByRole('definition')).toContainText([
      'Garden Minis · Mini',
      `${day} at 9:30 AM – 9:50 AM`,
      'Rose Garden',
      '$250.00',
      '$75.00',
      '$175.00',
    ]);
    const calendar = clientPage.getByRole('link', { name: 'Add to calendar' });
    const download = clientPage.waitForEvent('download');
    await calendar.click();
    expect((await download).suggestedFilename()).toMatch(/\.ics$/);
  });

  await test.step('the manage link shows the booking with the deposit paid', async () => {
    await clientPage.getByRole('link', { name: 'Manage your booking' }).click();
    await expect(clientPage).toHaveURL(/\/booking\/[^/]+$/);
    await expect(clientPage.getByRole('heading', { level: 1, name: 'Your booking' })).toBeVisible();
    const payments = clientPage.getByRole('region', { name: 'Payments' }).getByRole('listitem');
    await expect(payments).toHaveCount(2);
    await expect(payments.nth(0)).toContainText('$75.00');
    await expect(payments.nth(0).getByText('Paid', { exact: true })).toBeVisible();
    await expect(payments.nth(1)).toContainText('$175.00');
    await expect(payments.nth(1).getByText('Pending', { exact: true })).toBeVisible();
    // The rest can be paid online from here too.
    await expect(payments.nth(1).getByRole('button', { name: 'Pay $175.00' })).toBeVisible();
    // The answers given at checkout, as the photographer received them.
    const answers = clientPage.getByRole('region', { name: 'Your answers' });
    await expect(answers.getByRole('term')).toContainText([questions.people, questions.gift]);
    await expect(answers.getByRole('definition')).toContainText(['Me and my two daughters', 'Yes']);
    // The same page after a reload: the link itself is the client's key.
    await clientPage.reload();
    await expect(payments.nth(0).getByText('Paid', { exact: true })).toBeVisible();
  });

  await context.close();
});

test('a second browser context tries the same slot and is told it is taken', async ({
  request,
  browser,
  baseURL,
}) => {
  const account = await registerThroughApi(request);
  const api = await apiSignIn(request, account);
  const isoDay = isoDayAhead(8);
  const day = dayAhead(8);
  const mini = await seedMiniSession(request, api, { name: 'Harbour Minis', isoDay });

  const first = await clientContext(browser, baseURL ?? '');
  const second = await clientContext(browser, baseURL ?? '');
  const firstPage = await first.newPage();
  const secondPage = await second.newPage();

  // Both load the page while every time is free.
  for (const page of [firstPage, secondPage]) {
    await page.goto(mini.path);
    await pickDay(page, day, isoDay);
    await expect(
      timesOf(page, isoDay).getByRole('button', { name: '10:00 AM', exact: true }),
    ).toBeEnabled();
  }

  await test.step('the first client holds 10:00', async () => {
    await timesOf(firstPage, isoDay).getByRole('button', { name: '10:00 AM', exact: true }).click();
    await expectFreshHold(firstPage);
    await expect(timeStep(firstPage)).toContainText(`${day} at 10:00 AM`);
  });

  await test.step('the second client picks 10:00 too and is told it is taken', async () => {
    await timesOf(secondPage, isoDay)
      .getByRole('button', { name: '10:00 AM', exact: true })
      .click();
    const taken = timeStep(secondPage).getByRole('alert');
    await expect(taken).toContainText(messages.slotTaken);
    await expect(taken).toContainText('These times are still free:');
    // The nearest free times: the other three of the day, never the held one.
    await expect(taken.getByRole('button')).toHaveCount(3);
    for (const time of ['9:00 AM', '9:30 AM', '10:30 AM']) {
      await expect(taken.getByRole('button', { name: time, exact: true })).toBeEnabled();
    }
    await expect(holdTimer(secondPage)).toHaveCount(0);
    // The times below are loaded again: 10:00 is now shown as being booked.
    const held = timesOf(secondPage, isoDay).getByRole('button', { name: /^10:00 AM/ });
    await expect(held).toHaveText(`10:00 AM${messages.slotBookingHeld}`);
    await expect(held).toBeDisabled();
  });

  await test.step('the second client takes one of the times offered', async () => {
    await timeStep(secondPage)
      .getByRole('alert')
      .getByRole('button', { name: '10:30 AM', exact: true })
      .click();
    await expectFreshHold(secondPage);
    await expect(timeStep(secondPage)).toContainText(`${day} at 10:30 AM`);
    await expect(timeStep(secondPage).getByRole('alert')).toHaveCount(0);
    // The first client's hold is untouched.
    await expect(timeStep(firstPage)).toContainText(`${day} at 10:00 AM`);
  });

  await first.close();
  await second.close();
});

test('a client joins a waitlist', async ({ request, browser, baseURL }) => {
  const account = await registerThroughApi(request);
  const api = await apiSignIn(request, account);
  const service = await seedServiceWithoutTimes(request, api, 'Winter Minis');

  const context = await clientContext(browser, baseURL ?? '');
  const page = await context.newPage();
  await page.goto(service.path);
  await expect(page.getByRole('heading', { level: 1, name: 'Winter Minis' })).toBeVisible();
  // No time to choose: the waitlist instead.
  const waitlist = page.getByRole('region', { name: 'No times are available right now' });
  await expect(waitlist).toBeVisible();
  await expect(timeStep(page)).toHaveCount(0);
  await expect(waitlist).toContainText(
    'Join the waitlist and we will let you know when a time opens up.',
  );
  await fillContact(waitlist, client);
  await waitlist.getByLabel('Note (optional)').fill('Any Saturday morning works for us.');
  await waitlist.getByRole('button', { name: 'Join the waitlist' }).click();
  await expect(waitlist.getByRole('status')).toHaveText(
    'Thank you! You are on the waitlist. We will email you when a time opens up.',
  );
  await expect(waitlist.getByRole('button', { name: 'Join the waitlist' })).toHaveCount(0);

  // The owner's list has the entry (the owner's screen is the last journey's).
  const entries = await apiCall<{ items: { fullName: string; email: string }[] }>(
    request,
    api,
    'GET',
    `/api/services/${service.id}/waitlist`,
  );
  expect(entries.items).toEqual([
    expect.objectContaining({ fullName: client.fullName, email: client.email }),
  ]);
  await context.close();
});

test('a client sends an inquiry', async ({ request, browser, baseURL }) => {
  const account = await registerThroughApi(request);
  const api = await apiSignIn(request, account);
  await seedServiceWithoutTimes(request, api, 'Newborn Sessions');

  const context = await clientContext(browser, baseURL ?? '');
  const page = await context.newPage();
  await page.goto(`/book/${api.businessSlug}`);
  await expect(page.getByRole('heading', { level: 1, name: account.businessName })).toBeVisible();
  await expect(
    page.getByRole('list', { name: 'Choose a session to book' }).getByRole('link'),
  ).toHaveText([/Newborn Sessions/]);

  const inquiry = page.getByRole('region', { name: 'Send an inquiry' });
  await fillContact(inquiry, client);
  await inquiry
    .getByLabel('Message')
    .fill('Do you also photograph newborns at home, around Cascais?');
  await inquiry.getByRole('button', { name: 'Send inquiry' }).click();
  await expect(inquiry.getByRole('status')).toHaveText(
    'Thank you! Your inquiry has been sent. We will get back to you soon.',
  );

  const counts = await apiCall<{ total: number; totalUnRead: number }>(
    request,
    api,
    'GET',
    '/api/inquiries/count',
  );
  expect(counts).toEqual({ total: 1, totalUnRead: 1 });
  await context.close();
});

type CheckoutState = { status: 'OPEN' | 'COMPLETED' | 'EXPIRED'; manageToken: string | null };

test('the owner sees the paid booking, the waitlist entry and the inquiry', async ({
  page,
  request,
  browser,
  baseURL,
}) => {
  const account = await registerThroughApi(request);
  const api = await apiSignIn(request, account);
  const isoDay = isoDayAhead(10);
  const day = dayAhead(10);
  const mini = await seedMiniSession(request, api, { name: 'Meadow Minis', isoDay });
  const autumn = await seedServiceWithoutTimes(request, api, 'Autumn Minis');
  await connectStripeThroughApi(request, api);
  const buyer = { ...client, email: `marta-${api.businessId.slice(0, 8)}@example.com` };
  const waiter = {
    fullName: 'Rui Almeida',
    email: 'rui.almeida@example.com',
    phone: '+351 936 111 222',
  };
  const asker = {
    fullName: 'Ana Lopes',
    email: 'ana.lopes@example.com',
    phone: '+351 925 444 333',
  };
  const publicService = `/api/public/businesses/${api.businessSlug}/services`;

  // The three client actions as the booking pages send them (the journeys above drive those
  // pages): a booking paid on the Stripe stand-in, a waitlist entry, a business inquiry.
  let manageToken = '';
  await test.step('a client books 9:00 and pays the deposit; others wait and ask', async () => {
    const nine = mini.slots[0];
    if (!nine) throw new Error('the mini session has no slots');
    const service = await publicCall<{ packages: { id: string }[] }>(
      request,
      'GET',
      `${publicService}/${mini.slug}`,
    );
    const { holdToken } = await publicCall<{ holdToken: string }>(
      request,
      'POST',
      `${publicService}/${mini.slug}/holds`,
      { slotId: nine.id },
    );
    const started = await publicCall<{ status: string; checkoutId: string; paymentUrl: string }>(
      request,
      'POST',
      `${publicService}/${mini.slug}/checkout`,
      {
        ...buyer,
        holdToken,
        packageId: service.packages[0]?.id ?? null,
        answers: { people: 'Just me and my dog', gift: false },
        clientTimeZone: 'Europe/Lisbon',
      },
    );
    expect(started.status).toBe('PAYMENT');
    // The stand-in's Pay button: the signed webhook, then back to the app.
    const paid = await request.post(started.paymentUrl, { maxRedirects: 0 });
    expect(paid.status()).toBe(303);
    await expect
      .poll(
        async () => {
          const state = await request.get(`/api/public/checkouts/${started.checkoutId}`);
          const body = (await state.json()) as CheckoutState;
          manageToken = body.manageToken ?? '';
          return body.status;
        },
        { timeout: 20_000 },
      )
      .toBe('COMPLETED');

    await publicCall(request, 'POST', `${publicService}/${autumn.slug}/waitlist`, {
      ...waiter,
      note: 'Weekends only, please.',
    });
    await publicCall(request, 'POST', `/api/public/businesses/${api.businessSlug}/inquiries`, {
      serviceSlug: null,
      answers: { ...asker, message: 'Do you travel to Sintra for family sessions?' },
    });
  });

  await signIn(page, account);

  await test.step('the home list shows the booking with its deposit paid', async () => {
    const row = page
      .getByRole('list', { name: 'Shoots' })
      .getByRole('listitem')
      .filter({ hasText: buyer.fullName });
    await expect(row).toHaveCount(1);
    await expect(row).toContainText(day);
    await expect(row).toContainText('9:00 AM');
    await expect(row).toContainText('Meadow Minis');
    await expect(row.getByText('Balance due', { exact: true })).toBeVisible();
    await expect(row).toContainText('$250.00');
    await row.getByRole('link').click();
    await expect(page).toHaveURL(/\/shoots\/O[A-Z2-7]{10}$/);
  });

  await test.step('the shoot was booked online, with the answers and the deposit', async () => {
    await expect(page.getByRole('heading', { level: 1, name: buyer.fullName })).toBeVisible();
    const answers = page.locator('.ant-card').filter({ hasText: 'Questionnaire answers' });
    await expect(answers.getByText('Booked online', { exact: true })).toBeVisible();
    await expect(answers.getByRole('term')).toHaveText([questions.people, questions.gift]);
    await expect(answers.getByRole('definition')).toHaveText(['Just me and my dog', 'No']);
    const invoices = page
      .getByRole('region', { name: 'Invoices' })
      .getByRole('row')
      .filter({ has: page.getByRole('cell') });
    await expect(invoices).toHaveCount(2);
    await expect(invoices.nth(0)).toContainText('$75.00');
    await expect(invoices.nth(0).getByText('Paid', { exact: true })).toBeVisible();
    await expect(invoices.nth(1)).toContainText('$175.00');
    await expect(invoices.nth(1).getByText('Pending', { exact: true })).toBeVisible();
  });

  await test.step("the waitlist entry is on the service's Booking tab", async () => {
    await page.goto(`/services/${autumn.id}/booking`);
    const card = page.locator('.ant-card').filter({ hasText: /^Waitlist/ });
    await expect(card.getByText('Waitlist (1)', { exact: true })).toBeVisible();
    const entries = card.getByRole('list', { name: 'Waitlist' }).getByRole('listitem');
    await expect(entries).toHaveCount(1);
    await expect(entries).toContainText(waiter.fullName);
    await expect(entries).toContainText(`${waiter.email} · ${waiter.phone}`);
    await expect(entries).toContainText('Weekends only, please.');
    await expect(entries).toContainText('Not emailed yet');
    await expect(entries.getByRole('button', { name: `Email ${waiter.fullName}` })).toBeVisible();
  });

  await test.step('the inquiry is in the Inquiries tab, unread until opened', async () => {
    await page.getByTestId('sidebar').getByRole('link', { name: 'Home', exact: true }).click();
    const tabs = page.getByLabel('Home lists');
    const inquiriesTab = tabs.getByRole('radio', { name: /^Inquiries/ });
    await expect(inquiriesTab).toHaveAccessibleName('Inquiries 1 unread');
    // The segments hide their radio inputs: a person clicks the label.
    await tabs.getByText('Inquiries').click();
    await expect(inquiriesTab).toBeChecked();
    await expect(page).toHaveURL(/\/inquiries$/);
    const rows = page.getByRole('list', { name: 'Inquiries' }).getByRole('listitem');
    await expect(rows).toHaveCount(1);
    const unread = rows.getByRole('link', {
      name: new RegExp(`^Unread inquiry: .*${asker.fullName}`),
    });
    await expect(unread).toContainText('General inquiry');
    // The row opens the inquiry page, which marks it read.
    await unread.click();
    await expect(page).toHaveURL(/\/inquiries\/I[A-Z2-7]{10}$/);
    await expect(page.getByText('Do you travel to Sintra for family sessions?')).toBeVisible();
    await page.goBack();
    // Opened: read, and the tab counts none.
    await expect(
      rows.getByRole('link', { name: new RegExp(`^(?!Unread).*${asker.fullName}`) }),
    ).toBeVisible();
    await expect(inquiriesTab).toHaveAccessibleName('Inquiries');
  });

  await test.step('the client got the confirmation with the manage link', async () => {
    // The default workflow sends the default 'Booking confirmation' template.
    const email = await waitForEmail(
      buyer.email,
      /^Your Meadow Minis session with .+ is confirmed$/,
    );
    expect(email.text).toContain(`Date: ${day}`);
    expect(email.text).toContain('Time: 9:00 AM to 9:20 AM (Europe/Lisbon)');
    expect(email.text).toContain(`${baseURL}/booking/${manageToken}`);
    const link = email.text.match(/https?:\/\/\S+\/booking\/\S+/)?.[0];
    expect(link).toBe(`${baseURL}/booking/${manageToken}`);

    // The link opens the client's booking in any browser.
    const context = await clientContext(browser, baseURL ?? '');
    const clientPage = await context.newPage();
    await clientPage.goto(link ?? '');
    await expect(clientPage.getByRole('heading', { level: 1, name: 'Your booking' })).toBeVisible();
    await expect(clientPage.getByRole('definition')).toContainText([
      'Meadow Minis · Mini',
      `${day} at 9:00 AM – 9:20 AM`,
    ]);
    await context.close();
  });
});
