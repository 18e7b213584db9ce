// Every screen of the app, owner and public, checked with axe-core (support/axe.ts): no serious or
// critical violation of WCAG 2 A/AA or of axe's best practices, one h1 and headings in order. The
// owner has realistic data (services with dates, packages and a questionnaire, a booked and a
// hand-made shoot with invoices, a contact, an inquiry, a contract sent to sign, a coupon, a
// published website, notifications), so lists, tags and detail pages show what a business sees.
// One browser page per test moves inside the app (no reload between screens), to keep it short.
import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { registerThroughApi, type SeededAccount, ownerAddress } from './support/accounts.ts';
import { dayAhead, isoDayAhead } from './support/antd.ts';
import { expectAccessible, type AxeOptions } from './support/axe.ts';
import {
  connectStripeThroughApi,
  detailsStep,
  expectFreshHold,
  fillContact,
  pickDay,
  publicCall,
  questions,
  seedMiniSession,
  timesOf,
} from './support/booking.ts';
import { linkIn, waitForEmail } from './support/mail.ts';
import { apiCall, apiSignIn, dismissNewVersionNotice, type ApiSession } from './support/session.ts';

test.describe.configure({ mode: 'parallel', timeout: 180_000 });
// The app's Content-Security-Policy allows no inline script, and axe is injected as one.
test.use({ bypassCSP: true });

const desktop = { width: 1280, height: 800 };
const phone = { width: 390, height: 844 };

type Seeded = {
  account: SeededAccount;
  api: ApiSession;
  tag: string;
  isoDay: string;
  day: string;
  mini: { id: string; slug: string; path: string; name: string };
  family: { id: string; slug: string; name: string };
  shootId: string;
  bookedShootId: string;
  contactId: string;
  inquiryId: string;
  emailTemplateId: string;
  workflowId: string;
  manageToken: string;
};

const client = { fullName: 'Inês Carvalho', phone: '+351 912 345 678' };
const booker = { fullName: 'Rui Almeida', phone: '+351 936 111 222' };
const asker = { fullName: 'Ana Lopes', phone: '+351 925 444 333' };
const clientEmail = (seed: { tag: string }) => `ines-${seed.tag}@example.com`;

/**
 * A business as it looks after a few weeks: a mini session (a date of times, a package, a deposit,
 * a questionnaire) booked once by a client, a full session with a contract and a shoot made by
 * hand, a general inquiry, a coupon, a published website, and the notifications those bring.
 */
async function seedBusiness(request: APIRequestContext): Promise<Seeded> {
  // The notice opens once the business has done its first steps (signInOnDesktop).
  const account = await registerThroughApi(request, { seesNewVersionNotice: true });
  const api = await apiSignIn(request, account);
  const tag = api.businessId.slice(0, 8);
  const isoDay = isoDayAhead(9);
  const mini = await seedMiniSession(request, api, { name: 'Garden Minis', isoDay });
  const family = await apiCall<{ id: string; slug: string; name: string }>(
    request,
    api,
    'POST',
    '/api/services',
    { name: 'Family Session', kind: 2 },
  );
  const golden = await apiCall<{ id: string }>(
    request,
    api,
    'POST',
    `/api/services/${family.id}/packages`,
    { name: 'Golden hour', totalFee: 45_000, shootDuration: 60 },
  );
  await apiCall(request, api, 'POST', `/api/services/${family.id}/addons`, {
    name: 'Printed album',
    fee: 12_000,
    maxQuantity: 2,
  });
  const template = await apiCall<{ id: string }>(request, api, 'POST', '/api/contract-templates', {
    name: 'Portrait session agreement',
    content: '<h2>Agreement</h2><p>[Business Name] will photograph [Client Full Name].</p>',
  });
  await apiCall(request, api, 'POST', `/api/services/${family.id}/service-contract`, {
    contractTemplateId: template.id,
  });
  const shoot = await apiCall<{ orderId: string }>(
    request,
    api,
    'POST',
    `/api/services/${family.id}/create-shoot`,
    {
      ...client,
      email: clientEmail({ tag }),
      packageId: golden.id,
      date: isoDayAhead(12),
      startTime: '17:30',
      totalFee: 45_000,
      amountPaid: 15_000,
    },
  );
  await apiCall(request, api, 'POST', '/api/coupons', {
    code: 'SPRING10',
    amount: 1_000,
    isFixed: false,
  });
  await apiCall(request, api, 'POST', '/api/site/pages', { title: 'About' });
  await apiCall(request, api, 'POST', '/api/site/publish');

  // A client books the first time of the mini session (no online payment: confirmed at once).
  const publicService = `/api/public/businesses/${api.businessSlug}/services/${mini.slug}`;
  const service = await publicCall<{ packages: { id: string }[] }>(request, 'GET', publicService);
  const first = mini.slots[0];
  if (!first) throw new Error('the mini session has no slots');
  const { holdToken } = await publicCall<{ holdToken: string }>(
    request,
    'POST',
    `${publicService}/holds`,
    { slotId: first.id },
  );
  const booked = await publicCall<{ status: string; orderId: string; manageToken: string }>(
    request,
    'POST',
    `${publicService}/checkout`,
    {
      ...booker,
      email: `rui-${tag}@example.com`,
      holdToken,
      packageId: service.packages[0]?.id ?? null,
      answers: { people: 'Me and my two daughters', gift: false },
      clientTimeZone: 'Europe/Lisbon',
    },
  );
  expect(booked.status).toBe('CONFIRMED');
  await publicCall(request, 'POST', `/api/public/businesses/${api.businessSlug}/inquiries`, {
    serviceSlug: null,
    answers: {
      ...asker,
      email: `ana-${tag}@example.com`,
      message: 'Do you travel to Sintra for family sessions?',
    },
  });

  const contacts = await apiCall<{ items: { id: string; fullName: string }[] }>(
    request,
    api,
    'GET',
    '/api/customers',
  );
  const inquiries = await apiCall<{ items: { id: string }[] }>(
    request,
    api,
    'GET',
    '/api/inquiries',
  );
  const emails = await apiCall<{ items: { id: string }[] }>(
    request,
    api,
    'GET',
    '/api/email-templates',
  );
  const workflows = await apiCall<{ id: string }[]>(
    request,
    api,
    'GET',
    '/api/flow-task-list-templates',
  );
  const idOf = (rows: { id: string }[] | undefined, what: string) => {
    const id = rows?.[0]?.id;
    if (!id) throw new Error(`no ${what} was seeded`);
    return id;
  };
  return {
    account,
    api,
    tag,
    isoDay,
    day: dayAhead(9),
    mini,
    family,
    shootId: shoot.orderId,
    bookedShootId: booked.orderId,
    contactId: idOf(
      contacts.items.filter((contact) => contact.fullName === client.fullName),
      'contact',
    ),
    inquiryId: idOf(inquiries.items, 'inquiry'),
    emailTemplateId: idOf(emails.items, 'email template'),
    workflowId: idOf(workflows, 'workflow'),
    manageToken: booked.manageToken,
  };
}

/** Sends the hand-made shoot's contract and answers the signing page's path from the email. */
async function sendContract(request: APIRequestContext, seed: Seeded): Promise<string> {
  const contracts = await apiCall<{ id: string }[]>(
    request,
    seed.api,
    'GET',
    `/api/orders/${seed.shootId}/contracts`,
  );
  const contract = contracts[0];
  if (!contract) throw new Error('the shoot has no contract');
  await apiCall(
    request,
    seed.api,
    'POST',
    `/api/orders/${seed.shootId}/contracts/${contract.id}/send`,
  );
  const email = await waitForEmail(clientEmail(seed), /ready to sign/);
  const link = email.text.match(/https?:\/\/\S+\/contract\/[^\s)\]]+/)?.[0];
  if (!link) throw new Error(`no signing link in: ${email.text}`);
  return new URL(link).pathname;
}

/** A screen of the owner app: where it is, and the heading that says it has loaded. */
type Screen = {
  path: string;
  /** The page's title; without one, the first heading of the page. */
  heading?: string | RegExp;
  axe?: AxeOptions;
};

/**
 * Every owner screen: each route of apps/web/src/app/router.tsx, each sidebar entry of
 * apps/web/src/app/layout/nav-items.ts, each tab of a service, and a record of each kind. A new
 * route is added here.
 */
function ownerScreens(seed: Seeded): Screen[] {
  const mini = `/services/${seed.mini.id}`;
  const home = new RegExp(`, ${seed.account.businessName}$`);
  return [
    { path: '/', heading: home },
    { path: '/shoots', heading: home },
    { path: '/inquiries', heading: home },
    { path: `/shoots/${seed.shootId}`, heading: client.fullName },
    { path: `/shoots/${seed.bookedShootId}`, heading: booker.fullName },
    { path: `/inquiries/${seed.inquiryId}`, heading: asker.fullName },
    { path: '/services', heading: 'Services' },
    { path: `${mini}/details`, heading: seed.mini.name },
    { path: `${mini}/schedule`, heading: seed.mini.name },
    { path: `${mini}/pricing`, heading: seed.mini.name },
    { path: `${mini}/payments`, heading: seed.mini.name },
    { path: `${mini}/contracts`, heading: seed.mini.name },
    { path: `${mini}/booking`, heading: seed.mini.name },
    { path: `${mini}/settings`, heading: seed.mini.name },
    { path: `/services/${seed.family.id}/schedule`, heading: seed.family.name },
    { path: `/services/${seed.family.id}/pricing`, heading: seed.family.name },
    { path: `/services/edit/${seed.family.id}`, heading: seed.family.name },
    { path: '/contacts', heading: 'Contacts' },
    { path: `/contacts/${seed.contactId}`, heading: client.fullName },
    { path: '/management/account', heading: 'Account' },
    { path: '/account/change-password', heading: /^(Change|Set a) password$/ },
    { path: '/management/business', heading: 'Business Profile' },
    { path: '/management/domain', heading: 'Domain' },
    { path: '/management/seo', heading: 'SEO' },
    { path: '/management/payments', heading: 'Payments' },
    { path: '/management/emails', heading: 'Emails' },
    { path: `/management/emails/${seed.emailTemplateId}` },
    { path: '/management/emails/new', heading: 'New email template' },
    { path: '/management/contracts', heading: 'Contracts' },
    { path: '/management/questionnaries', heading: 'Questionnaires' },
    { path: '/management/coupons', heading: 'Coupons' },
    { path: '/management/availability', heading: 'Availability' },
    { path: '/management/workflow', heading: 'Automation workflows' },
    { path: `/management/workflow/${seed.workflowId}` },
    { path: '/management/workflow/new' },
    { path: '/management/integrations', heading: 'Integrations' },
    { path: '/management/mobile-notification-app', heading: 'Mobile notification app' },
    { path: '/zoom', heading: 'Zoom' },
    { path: '/icons', heading: 'Icons' },
    { path: '/no/such/page' },
    { path: '/start', heading: 'Set up your website' },
    { path: '/notifications', heading: 'Notifications' },
  ];
}

/** The screens checked again at a phone's width: one of each kind of layout. */
function phoneScreens(seed: Seeded): Screen[] {
  return [
    { path: '/', heading: new RegExp(`, ${seed.account.businessName}$`) },
    { path: `/shoots/${seed.shootId}`, heading: client.fullName },
    { path: `/inquiries/${seed.inquiryId}`, heading: asker.fullName },
    { path: `/services/${seed.mini.id}/schedule`, heading: seed.mini.name },
    { path: '/contacts', heading: 'Contacts' },
    { path: `/contacts/${seed.contactId}`, heading: client.fullName },
    { path: '/management/payments', heading: 'Payments' },
    { path: '/management/workflow', heading: 'Automation workflows' },
    { path: '/notifications', heading: 'Notifications' },
  ];
}

/**
 * Moves the app to `path` as its own links do (the router follows the history), so the page,
 * its session and the injected axe stay.
 */
async function goWithin(page: Page, path: string): Promise<void> {
  await page.evaluate(
    `window.history.pushState(null, '', ${JSON.stringify(path)});` +
      `window.dispatchEvent(new PopStateEvent('popstate'));`,
  );
  await expect.poll(() => new URL(page.url()).pathname).toBe(path);
}

/** Waits until the screen has loaded: its heading shown, no skeleton, nothing busy. */
async function settle(page: Page, heading?: string | RegExp): Promise<void> {
  const headings = page.getByRole('heading', { name: heading, exact: typeof heading === 'string' });
  await expect(heading ? headings.first() : page.getByRole('heading').first()).toBeVisible({
    timeout: 15_000,
  });
  await expect(page.locator('.ant-skeleton, [aria-busy="true"], .studio-progress')).toHaveCount(0, {
    timeout: 15_000,
  });
}

async function checkScreen(page: Page, screen: Screen, label: string): Promise<void> {
  await goWithin(page, screen.path);
  await settle(page, screen.heading);
  await expectAccessible(page, `${label} ${screen.path}`, screen.axe);
}

/** Opens an overlay, checks the screen with it open, and closes it. */
async function checkOpen(
  page: Page,
  name: string,
  open: () => Promise<Locator>,
  close: (overlay: Locator) => Promise<void> = async () => {
    await page.keyboard.press('Escape');
  },
): Promise<void> {
  const overlay = await open();
  await expect(overlay).toBeVisible();
  await expectAccessible(page, name);
  await close(overlay);
  await expect(overlay).toBeHidden();
}

async function signInThroughForm(page: Page, account: SeededAccount): Promise<void> {
  await page.setExtraHTTPHeaders({ 'x-forwarded-for': ownerAddress(account) });
  await page.goto('/login');
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password').fill(account.password);
  await page.getByRole('button', { name: /log in/i }).click();
  await expect(
    page.getByRole('banner').getByRole('button', { name: 'Help and Support' }),
  ).toBeVisible();
}

/** Loads a public page and waits for its h1. */
async function openPublic(page: Page, path: string, heading?: string | RegExp): Promise<void> {
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1, name: heading }).first()).toBeVisible();
}

/**
 * Checks a public screen once it is still: nothing loading (the month's calendar fades while its
 * times load, which is no state to judge its contrast in).
 */
async function checkPublic(page: Page, screen: string, options?: AxeOptions): Promise<void> {
  await expect(page.locator('[aria-busy="true"], .skeleton')).toHaveCount(0, { timeout: 15_000 });
  await expectAccessible(page, screen, options);
}

test('every public screen passes axe, on a desktop and on a phone', async ({ page, request }) => {
  const seed = await seedBusiness(request);
  const contractPath = await sendContract(request, seed);

  await test.step('a lost password is reset through the emailed link', async () => {
    await openPublic(page, '/lost-password');
    await page.getByLabel('Email').fill(seed.account.email);
    await page.getByRole('button', { name: /send|reset/i }).click();
    await expect(page.getByText(/we have sent a link/i)).toBeVisible();
    await checkPublic(page, 'desktop /lost-password, link sent');
    const email = await waitForEmail(seed.account.email, /password/i);
    await openPublic(page, linkIn(email, '/reset-password'));
    await expect(page.getByLabel('New password', { exact: true })).toBeVisible();
    await checkPublic(page, 'desktop /reset-password');
  });

  await test.step('a client books a time on a desktop, through to the confirmation', async () => {
    await openPublic(page, seed.mini.path, seed.mini.name);
    await pickDay(page, seed.day, seed.isoDay);
    await timesOf(page, seed.isoDay).getByRole('button', { name: '9:30 AM', exact: true }).click();
    await expectFreshHold(page);
    const form = detailsStep(page);
    await fillContact(form, {
      fullName: 'Marta Sousa',
      email: `marta-${seed.tag}@example.com`,
      phone: '+351 918 765 432',
    });
    await form.getByLabel(questions.people).fill('Marta and her grandmother');
    // Sent incomplete first: the form with its errors shown is a screen of its own.
    await form.getByLabel(questions.people).fill('');
    await form.getByRole('button', { name: 'Book', exact: true }).click();
    await expect(form.getByRole('alert').first()).toBeVisible();
    await checkPublic(page, 'desktop booking details with errors');
    await form.getByLabel(questions.people).fill('Marta and her grandmother');
    await form.getByRole('button', { name: 'Book', exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'You are booked!' })).toBeVisible({
      timeout: 30_000,
    });
    await checkPublic(page, 'desktop booking confirmation');
  });

  // From here the business takes payments online: the manage page offers to pay each invoice.
  await connectStripeThroughApi(request, seed.api);

  for (const viewport of [desktop, phone]) {
    const label = viewport === phone ? 'phone' : 'desktop';
    await page.setViewportSize(viewport);

    await test.step(`${label}: log in, sign up, lost password`, async () => {
      for (const path of ['/login', '/signup', '/lost-password']) {
        await openPublic(page, path);
        await checkPublic(page, `${label} ${path}`);
      }
    });

    await test.step(`${label}: the business page and its inquiry form`, async () => {
      await openPublic(page, `/book/${seed.api.businessSlug}`);
      await expect(page.getByRole('region', { name: 'Send an inquiry' })).toBeVisible();
      await checkPublic(page, `${label} business page`);
    });

    await test.step(`${label}: a full session's page, asked about by inquiry`, async () => {
      await openPublic(
        page,
        `/book/${seed.api.businessSlug}/${seed.family.slug}`,
        seed.family.name,
      );
      await checkPublic(page, `${label} full session page`);
    });

    await test.step(`${label}: a mini session's page through to the details step`, async () => {
      await openPublic(page, seed.mini.path, seed.mini.name);
      await checkPublic(page, `${label} mini session page`);
      await pickDay(page, seed.day, seed.isoDay);
      await checkPublic(page, `${label} mini session times`);
      // Each width holds a time of its own (the first two are booked).
      const time = viewport === phone ? '10:30 AM' : '10:00 AM';
      await timesOf(page, seed.isoDay).getByRole('button', { name: time, exact: true }).click();
      await expectFreshHold(page);
      await expect(detailsStep(page)).toBeVisible();
      await checkPublic(page, `${label} booking details step`);
    });

    await test.step(`${label}: the manage page of a booking, with its invoices to pay`, async () => {
      await openPublic(page, `/booking/${encodeURIComponent(seed.manageToken)}`, 'Your booking');
      await expect(
        page.getByRole('region', { name: 'Payments' }).getByRole('button', { name: /^Pay / }),
      ).not.toHaveCount(0);
      await checkPublic(page, `${label} manage page`);
    });

    await test.step(`${label}: the contract signing page`, async () => {
      await openPublic(page, contractPath);
      await expect(
        page.getByRole('heading', { name: 'Portrait session agreement' }).first(),
      ).toBeVisible();
      await checkPublic(page, `${label} contract signing page`);
      await page.getByRole('button', { name: 'Adopt and sign' }).click();
      await expect(
        page.getByText('Please agree to use electronic records and signatures').first(),
      ).toBeVisible();
      await checkPublic(page, `${label} contract signing page with its error`);
    });

    await test.step(`${label}: the published website`, async () => {
      await openPublic(page, `/site/${seed.api.businessSlug}/`, seed.account.businessName);
      await checkPublic(page, `${label} published home page`);
      await page.goto(`/site/${seed.api.businessSlug}/about`);
      await expect(page.getByRole('heading', { name: 'About' })).toBeVisible();
      await checkPublic(page, `${label} published about page`, {
        // The owner's blocks make a page's headings: a new page starts with a text block headed
        // by an h2 under the site's header, and the owner may keep it so.
        disableRules: ['page-has-heading-one'],
      });
    });
  }
});

/**
 * Signs in at a desktop's width and checks the new-version notice that opens over the app once
 * the business has done its first steps: payments connected is the last of them. (The phone
 * journey's business leaves it undone, so its home shows the checklist instead.)
 */
async function signInOnDesktop(page: Page, request: APIRequestContext, seed: Seeded) {
  await connectStripeThroughApi(request, seed.api);
  await page.setViewportSize(desktop);
  await signInThroughForm(page, seed.account);
  await expect(
    page.getByRole('dialog').filter({ hasText: 'Meet the new website builder' }),
  ).toBeVisible();
  await expectAccessible(page, 'new-version notice');
  await dismissNewVersionNotice(page);
}

// The owner's screens are checked in two halves, each in a test of its own, so with two workers
// the two run side by side.
test('the first half of the owner screens passes axe on a desktop', async ({ page, request }) => {
  const seed = await seedBusiness(request);
  await signInOnDesktop(page, request, seed);
  const screens = ownerScreens(seed);
  for (const screen of screens.slice(0, Math.ceil(screens.length / 2))) {
    await test.step(screen.path, () => checkScreen(page, screen, 'desktop'));
  }
});

test('the second half of the owner screens and the overlays pass axe on a desktop', async ({
  page,
  request,
}) => {
  const seed = await seedBusiness(request);
  await signInOnDesktop(page, request, seed);
  const screens = ownerScreens(seed);
  for (const screen of screens.slice(Math.ceil(screens.length / 2))) {
    await test.step(screen.path, () => checkScreen(page, screen, 'desktop'));
  }

  await test.step('the overlays of the top bar', async () => {
    await goWithin(page, '/');
    await settle(page, new RegExp(`, ${seed.account.businessName}$`));
    const banner = page.getByRole('banner');
    await checkOpen(page, 'New dialog', async () => {
      await banner.getByRole('button', { name: /New$/ }).click();
      return page.getByRole('dialog', { name: 'Create new' });
    });
    await checkOpen(page, 'New dialog: photoshoot form', async () => {
      await banner.getByRole('button', { name: /New$/ }).click();
      const dialog = page.getByRole('dialog', { name: 'Create new' });
      await dialog.getByRole('button', { name: /Photoshoot/ }).click();
      const form = page.getByRole('dialog', { name: 'Photoshoot' });
      await expect(form.getByRole('button').last()).toBeVisible();
      return form;
    });
    await checkOpen(page, 'notifications panel', async () => {
      await page.getByTestId('notifications-bell').click();
      const panel = page.getByRole('region', { name: 'Notifications' });
      await expect(panel.getByTestId('notification-row').first()).toBeVisible();
      return panel;
    });
    await checkOpen(page, 'help dialog', async () => {
      await banner.getByRole('button', { name: 'Help and Support' }).click();
      return page.getByRole('dialog', { name: 'Help and Support' });
    });
    await checkOpen(page, 'search overlay', async () => {
      await banner.getByRole('button', { name: /Search shoots, inquiries and clients/ }).click();
      const dialog = page.getByRole('dialog', { name: 'Search' });
      await dialog.getByRole('combobox').fill('Inês');
      await expect(dialog.getByTestId('search-result').first()).toBeVisible();
      return dialog;
    });
    await checkOpen(page, 'account menu', async () => {
      await banner.getByRole('button', { name: 'Account menu' }).click();
      return page.getByRole('menu', { name: 'Account menu' });
    });
  });

  await test.step('the contract editor', async () => {
    await goWithin(page, '/management/contracts');
    await settle(page, 'Contracts');
    await checkOpen(page, 'contract editor', async () => {
      await page.getByText('Portrait session agreement').click();
      const dialog = page.getByRole('dialog', { name: 'Edit contract' });
      await expect(dialog.getByRole('textbox', { name: 'Contract content' })).toBeVisible();
      return dialog;
    });
  });
});

test('the website builder passes axe on a desktop', async ({ page, request }) => {
  const seed = await seedBusiness(request);
  await signInOnDesktop(page, request, seed);
  await goWithin(page, '/website');
  const pages = page.getByRole('navigation', { name: 'Pages' });
  await expect(pages.getByText('Home')).toBeVisible();
  await expect(page.frameLocator('#preview-frame').getByRole('heading').first()).toBeVisible();
  await expectAccessible(page, 'desktop /website', {
    exclude: [
      // The canvas is checked on its own below.
      '#preview-frame',
      // Puck, the editor library, draws these itself and no prop or override reaches their
      // markup: its loading spinner (a span with an aria-label and no role) and the zoom select
      // of its viewport controls (a select with no label).
      '[class*="_Loader_"]',
      '[class*="_ViewportControls-zoomSelect_"]',
    ],
  });
  await expectAccessible(page, 'desktop /website canvas', {
    include: [['#preview-frame', 'html']],
    // Puck wraps each block of the canvas in a draggable role="button" of its own, so the
    // blocks' links sit inside a button and beside a target that covers them. The published
    // pages (the public test) have no such wrapper and are checked with every rule.
    disableRules: ['nested-interactive', 'target-size'],
  });
});

test('the owner screens pass axe on a phone, with the menu and overlays open', async ({
  page,
  request,
}) => {
  const seed = await seedBusiness(request);
  await page.setViewportSize(phone);
  // On a phone no new-version notice opens.
  await signInThroughForm(page, seed.account);

  for (const screen of phoneScreens(seed)) {
    await test.step(screen.path, () => checkScreen(page, screen, 'phone'));
  }

  await test.step('the menu drawer, notifications sheet and search', async () => {
    await goWithin(page, '/');
    await settle(page, new RegExp(`, ${seed.account.businessName}$`));
    await checkOpen(page, 'phone menu drawer', async () => {
      await page.getByRole('button', { name: 'Open menu' }).click();
      return page.getByRole('dialog', { name: 'Menu' });
    });
    await checkOpen(
      page,
      'phone notifications sheet',
      async () => {
        await page.getByTestId('notifications-bell').click();
        const sheet = page.getByRole('region', { name: 'Notifications' });
        await expect(sheet.getByTestId('notification-row').first()).toBeVisible();
        return sheet;
      },
      async (sheet) => {
        await sheet.getByRole('button', { name: 'Close notifications' }).click();
      },
    );
    await checkOpen(page, 'phone search overlay', async () => {
      await page.getByRole('banner').getByRole('button', { name: 'Search' }).click();
      return page.getByRole('dialog', { name: 'Search' });
    });
  });
});
