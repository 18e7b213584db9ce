// Tenancy (ARCHITECTURE "Rules that hold everywhere"): walks EVERY registered route as account B
// against business A and proves nothing of A is reachable. Routes are collected with an onRoute
// hook on the real app, so a new route is walked without anyone remembering to add it here.
import crypto from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { messages } from '@studio/shared/messages';
import { BUSINESS_HEADER } from '@studio/shared/platform/contracts';
import { testApp, uniqueEmail } from '../test/harness.ts';

type RegisteredRoute = { method: string; url: string; access: string };

const registered = vi.hoisted(() => [] as RegisteredRoute[]);

// The only way to see every route with its config is to hook in before the first one is added.
vi.mock('fastify', async (importOriginal) => {
  const actual = await importOriginal<typeof import('fastify')>();
  const create = (options?: Parameters<typeof actual.default>[0]) => {
    const instance = actual.default(options);
    instance.addHook('onRoute', (route) => {
      for (const method of [route.method].flat()) {
        if (method === 'HEAD') continue; // mirrors GET
        const access =
          route.config && 'access' in route.config ? String(route.config.access) : 'business';
        registered.push({ method, url: route.url, access });
      }
    });
    return instance;
  };
  return { ...actual, default: create, fastify: create };
});

type Tenant = { businessId: string; token: string; email: string };

let app: FastifyInstance;
let a: Tenant;
let b: Tenant;
/** Strings that belong to A only; none may appear in any answer to B. */
let secrets: string[];
let aLogoUrl: string;
const aOption = 'NEW_VERSION_NOTICE';

async function register(): Promise<Tenant> {
  const email = uniqueEmail('tenant');
  const res = await app.inject({
    method: 'POST',
    url: '/auth/register',
    payload: {
      businessName: `Tenant ${crypto.randomBytes(3).toString('hex')}`,
      email,
      password: 'secret-password',
    },
    // Sign-ups are limited per client address; on PostgreSQL the suite shares one database.
    remoteAddress: `10.${crypto.randomInt(256)}.${crypto.randomInt(256)}.${crypto.randomInt(256)}`,
  });
  expect(res.statusCode, res.body).toBe(200);
  const body = res.json();
  return { businessId: body.account.businesses[0].id, token: body.token, email };
}

async function signIn(email: string): Promise<string> {
  const res = await app.inject({
    method: 'POST',
    url: '/auth/login',
    payload: { username: email, password: 'secret-password' },
    remoteAddress: `10.${crypto.randomInt(256)}.${crypto.randomInt(256)}.${crypto.randomInt(256)}`,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().token;
}

function headers(who: Tenant, businessId = who.businessId): Record<string, string> {
  return { authorization: `Bearer ${who.token}`, [BUSINESS_HEADER]: businessId };
}

/** A's records of every kind the routes can reach: profile, options, logo, attachment, pending email. */
async function seedBusinessA(): Promise<void> {
  const secret = `a-secret-${crypto.randomBytes(8).toString('hex')}`;
  const pendingEmail = uniqueEmail('a-pending');
  const as = headers(a);
  const calls = [
    {
      method: 'PUT' as const,
      url: `/api/businesses/${a.businessId}/description`,
      payload: { value: secret },
    },
    {
      method: 'POST' as const,
      url: `/api/options/${aOption}`,
      payload: { value: { version: secret, isDismissed: true, isViewed: true } },
    },
    // The demo-data record is written only by loading demo data.
    { method: 'POST' as const, url: '/api/services/demo-data', payload: {} },
    {
      method: 'POST' as const,
      url: '/api/options/last-seen/merge',
      payload: { value: { seenA: '2030-01-01T00:00:00Z' } },
    },
    {
      method: 'POST' as const,
      url: `/api/businesses/${a.businessId}/request-change-email`,
      payload: { email: pendingEmail },
    },
    { method: 'PATCH' as const, url: '/api/businesses/completed-setup', payload: undefined },
  ];
  for (const call of calls) {
    const res = await app.inject({ ...call, headers: as });
    expect(res.statusCode, `${call.method} ${call.url}: ${res.body}`).toBe(200);
  }
  const logo = await uploadAs(
    a,
    '/api/options/logo',
    await sharp({ create: { width: 40, height: 40, channels: 3, background: '#123456' } })
      .png()
      .toBuffer(),
  );
  aLogoUrl = logo.logoUrl;
  const attachment = await uploadAs(a, '/api/upload', Buffer.from(secret));
  secrets = [secret, a.businessId, a.email, pendingEmail, attachment.id, '2030-01-01'];
}

async function uploadAs(who: Tenant, url: string, data: Buffer) {
  const boundary = `----tenancy${crypto.randomBytes(6).toString('hex')}`;
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n`,
    ),
    data,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  const res = await app.inject({
    method: 'POST',
    url,
    headers: { ...headers(who), 'content-type': `multipart/form-data; boundary=${boundary}` },
    payload,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

/** A concrete URL for the route: A's id wherever a business id fits, a valid random id elsewhere. */
function concreteUrl(route: RegisteredRoute): string {
  const path = route.url
    .replace(/:id\b/g, a.businessId)
    .replace(/:field\b/g, 'description')
    .replace(/:name\b/g, aOption)
    .replace(/:[A-Za-z]+/g, () => crypto.randomUUID())
    .replace(/\*$/, `${crypto.randomUUID()}/images/${crypto.randomUUID()}.png`);
  const query = new URLSearchParams({
    optionName: aOption,
    businessId: a.businessId,
    id: a.businessId,
  });
  return `${path}?${query.toString()}`;
}

function walk(route: RegisteredRoute, requestHeaders: Record<string, string>) {
  const hasBody = ['POST', 'PUT', 'PATCH'].includes(route.method);
  return app.inject({
    method: route.method as 'GET',
    url: concreteUrl(route),
    headers: requestHeaders,
    ...(hasBody ? { payload: {} } : {}),
  });
}

const isServed = (route: RegisteredRoute) => /^\/(api|auth|uploads)(\/|$)/.test(route.url);

beforeAll(async () => {
  app = await testApp();
  a = await register();
  b = await register();
  await seedBusinessA();
});
afterAll(() => app.close());

describe('tenancy', () => {
  it('knows every route it walks (update this list when adding a route, then check it is walked)', () => {
    const list = registered
      .filter(isServed)
      .map((route) => `${route.method} ${route.url} ${route.access}`)
      .sort();
    expect(list).toMatchInlineSnapshot(`
      [
        "DELETE /api/account/logins account",
        "DELETE /api/availability-templates/:id business",
        "DELETE /api/business-domains/domain business",
        "DELETE /api/businesses/:id/payment-services/:serviceId business",
        "DELETE /api/contract-templates/:id business",
        "DELETE /api/coupons/:id business",
        "DELETE /api/customers/:id business",
        "DELETE /api/email-templates/:id business",
        "DELETE /api/flow-task-list-templates/:id business",
        "DELETE /api/flow-tasks/:id business",
        "DELETE /api/inquiries/:id business",
        "DELETE /api/integrations/calendar-feed business",
        "DELETE /api/message-tokens/:id business",
        "DELETE /api/options/:name/integration business",
        "DELETE /api/options/countersign-contracts business",
        "DELETE /api/options/logo business",
        "DELETE /api/orders/:entryId/waitlist business",
        "DELETE /api/orders/:id/contracts/:contractId business",
        "DELETE /api/orders/addons/:id business",
        "DELETE /api/public/holds/:holdToken public",
        "DELETE /api/questionnaire-templates/:id business",
        "DELETE /api/services/:id business",
        "DELETE /api/services/:id/addons business",
        "DELETE /api/services/:id/date-times business",
        "DELETE /api/services/:id/packages business",
        "DELETE /api/services/:id/service-contract business",
        "DELETE /api/services/:id/slots/:slotId business",
        "DELETE /api/services/demo-data business",
        "DELETE /api/site/pages/:id business",
        "GET /api/account account",
        "GET /api/account/logins account",
        "GET /api/account/signature business",
        "GET /api/addons/service/:serviceId business",
        "GET /api/addons/services/:serviceId/orders/:orderId business",
        "GET /api/addons/suggestions business",
        "GET /api/availability-templates business",
        "GET /api/availability-templates/:id business",
        "GET /api/business-domains/check-dns business",
        "GET /api/business-domains/domains business",
        "GET /api/business-domains/validate-domain business",
        "GET /api/businesses/:id/integrations business",
        "GET /api/businesses/:id/payment-services business",
        "GET /api/businesses/:id/social-services business",
        "GET /api/businesses/setup-progress business",
        "GET /api/calendar/:file public",
        "GET /api/contract-templates business",
        "GET /api/contract-templates/:id business",
        "GET /api/contract-templates/services business",
        "GET /api/coupons business",
        "GET /api/coupons/validate business",
        "GET /api/customers business",
        "GET /api/customers/:id business",
        "GET /api/customers/:id/contracts business",
        "GET /api/customers/:id/summary business",
        "GET /api/email-templates business",
        "GET /api/email-templates/:id business",
        "GET /api/email-templates/inquiries/:id business",
        "GET /api/email-templates/orders/:id business",
        "GET /api/email-templates/payment-reminder business",
        "GET /api/email-templates/services business",
        "GET /api/email-templates/workflow business",
        "GET /api/emails/placeholders business",
        "GET /api/emails/replace-emails business",
        "GET /api/emails/track/click/:id/:signature public",
        "GET /api/emails/track/open/:id/:signature public",
        "GET /api/enums public",
        "GET /api/facebook business",
        "GET /api/flow-task-list-templates business",
        "GET /api/flow-task-list-templates/:id business",
        "GET /api/flow-task-list-templates/services/:id business",
        "GET /api/flow-tasks/inquiries/:inquiryId business",
        "GET /api/flow-tasks/orders/:orderId business",
        "GET /api/health public",
        "GET /api/inquiries business",
        "GET /api/inquiries/:id business",
        "GET /api/inquiries/:id/activities business",
        "GET /api/inquiries/:id/notes business",
        "GET /api/inquiries/count business",
        "GET /api/integrations/calendar-feed business",
        "GET /api/integrations/google-calendar business",
        "GET /api/message-tokens business",
        "GET /api/message-tokens/vapid-public-key account",
        "GET /api/notifications business",
        "GET /api/notifications/count/unread business",
        "GET /api/notifications/stream business",
        "GET /api/openapi.json public",
        "GET /api/options business",
        "GET /api/options/booking-availability business",
        "GET /api/options/client-emails business",
        "GET /api/options/data-demo business",
        "GET /api/options/flodesk-setup business",
        "GET /api/options/flodesk-setup/lists business",
        "GET /api/options/mailchimp-setup business",
        "GET /api/options/mailchimp-setup/lists business",
        "GET /api/options/notifications business",
        "GET /api/options/payment-reminder business",
        "GET /api/options/payment-schedules business",
        "GET /api/options/payment-setup business",
        "GET /api/options/typography-theme business",
        "GET /api/options/web-builder-settings business",
        "GET /api/options/zoom-meeting business",
        "GET /api/orders business",
        "GET /api/orders/:id business",
        "GET /api/orders/:id/activities business",
        "GET /api/orders/:id/contracts business",
        "GET /api/orders/:id/contracts/:contractId business",
        "GET /api/orders/:id/contracts/:contractId/pdf business",
        "GET /api/orders/contracts/count business",
        "GET /api/orders/inquiry-same business",
        "GET /api/packages/service/:id business",
        "GET /api/packages/services/:serviceId/orders/:orderId business",
        "GET /api/public/bookings/:token public",
        "GET /api/public/bookings/:token/calendar.ics public",
        "GET /api/public/bookings/:token/contracts public",
        "GET /api/public/businesses/:businessSlug public",
        "GET /api/public/businesses/:businessSlug/services/:serviceSlug public",
        "GET /api/public/businesses/:businessSlug/services/:serviceSlug/availability public",
        "GET /api/public/checkouts/:checkoutId public",
        "GET /api/public/contracts/:token public",
        "GET /api/public/contracts/:token/pdf public",
        "GET /api/questionnaire-templates business",
        "GET /api/questionnaire-templates/:id business",
        "GET /api/search business",
        "GET /api/search/count business",
        "GET /api/service-slots/:id/count business",
        "GET /api/service-slots/lockeds business",
        "GET /api/services business",
        "GET /api/services/:id/bookable-times business",
        "GET /api/services/:id/change-shoot business",
        "GET /api/services/:id/inquiries business",
        "GET /api/services/:id/service-affect business",
        "GET /api/services/:id/service-dates business",
        "GET /api/services/:id/service-name business",
        "GET /api/services/:id/shoot-time/conflict-shoots business",
        "GET /api/services/:id/shoots business",
        "GET /api/services/:id/summary business",
        "GET /api/services/:id/waitlist business",
        "GET /api/services/all business",
        "GET /api/services/check-conversion business",
        "GET /api/services/count-search business",
        "GET /api/services/count-services business",
        "GET /api/services/edit/:id business",
        "GET /api/services/has-services-and-dates business",
        "GET /api/services/last-service-id business",
        "GET /api/services/options business",
        "GET /api/services/search business",
        "GET /api/services/session-types business",
        "GET /api/site/pages business",
        "GET /api/site/pages/:id/draft business",
        "GET /api/site/seo business",
        "GET /api/site/settings business",
        "GET /api/site/templates business",
        "GET /api/site/templates/:id business",
        "GET /api/site/templates/:id/preview business",
        "GET /api/tls/ask public",
        "GET /auth/logout public",
        "GET /auth/social-providers public",
        "GET /uploads/* public",
        "PATCH /api/businesses/completed-setup business",
        "PATCH /api/businesses/created-pages business",
        "PATCH /api/flow-tasks/:id/update-status business",
        "PATCH /api/flow-tasks/inquiries/:inquiryId/automation business",
        "PATCH /api/flow-tasks/orders/:orderId/automation business",
        "PATCH /api/flow-tasks/orders/:orderId/due-date business",
        "PATCH /api/inquiries/:id/mark-as-read business",
        "PATCH /api/orders/:id/cancel-booking business",
        "PATCH /api/orders/:id/merge business",
        "PATCH /api/orders/invoices/:invoiceId/due-date business",
        "PATCH /api/orders/invoices/:invoiceId/milestone-dueInterval business",
        "PATCH /api/orders/invoices/:invoiceId/paid-date business",
        "PATCH /api/orders/invoices/:invoiceId/update-status business",
        "PATCH /api/services/:id/addons/order business",
        "PATCH /api/services/:id/availability-template business",
        "PATCH /api/services/:id/client-changes business",
        "PATCH /api/services/:id/fee-collect-method business",
        "PATCH /api/services/:id/flow-task-list-template business",
        "PATCH /api/services/:id/note business",
        "PATCH /api/services/:id/packages/order business",
        "PATCH /api/services/:id/payment-schedule business",
        "PATCH /api/services/:id/service-contract/change business",
        "PATCH /api/services/:id/service-options business",
        "PATCH /api/services/:id/tax business",
        "PATCH /api/site/pages/:id business",
        "POST /api/account account",
        "POST /api/account/confirm-email public",
        "POST /api/account/password account",
        "POST /api/account/request-change-email account",
        "POST /api/account/resend-confirmation-email account",
        "POST /api/availability-templates business",
        "POST /api/business-domains/domain business",
        "POST /api/business-domains/register-domain-and-ssl business",
        "POST /api/businesses/:id/payment-services business",
        "POST /api/businesses/:id/request-change-email business",
        "POST /api/contract-templates business",
        "POST /api/coupons business",
        "POST /api/customers business",
        "POST /api/customers/:id/merge business",
        "POST /api/email-templates business",
        "POST /api/email-templates/:id/reverse business",
        "POST /api/emails/flow-tasks/:id/send business",
        "POST /api/emails/flow-tasks/:id/send-customize business",
        "POST /api/emails/help account",
        "POST /api/emails/send business",
        "POST /api/emails/send-customer business",
        "POST /api/emails/send-inquiry business",
        "POST /api/emails/test business",
        "POST /api/facebook/connect business",
        "POST /api/facebook/conversion/events business",
        "POST /api/flow-task-list-templates business",
        "POST /api/flow-tasks/inquiries/:inquiryId business",
        "POST /api/flow-tasks/orders/:orderId business",
        "POST /api/inquiries/:id/create-shoot business",
        "POST /api/inquiries/:id/notes business",
        "POST /api/integrations/calendar-feed business",
        "POST /api/integrations/google-calendar/callback business",
        "POST /api/integrations/google-calendar/connect business",
        "POST /api/message-tokens business",
        "POST /api/message-tokens/test business",
        "POST /api/notifications/:id/mark-as-read business",
        "POST /api/notifications/mark-all-as-read business",
        "POST /api/options/:name business",
        "POST /api/options/booking-availability business",
        "POST /api/options/client-emails business",
        "POST /api/options/color-theme business",
        "POST /api/options/countersign-contracts business",
        "POST /api/options/facebook-pixel business",
        "POST /api/options/flodesk-setup business",
        "POST /api/options/google-analytics business",
        "POST /api/options/last-seen/merge business",
        "POST /api/options/logo business",
        "POST /api/options/mailchimp-setup business",
        "POST /api/options/notifications business",
        "POST /api/options/payment-reminder business",
        "POST /api/options/payment-schedules business",
        "POST /api/options/payment-setup business",
        "POST /api/options/typography-theme business",
        "POST /api/options/web-builder-settings business",
        "POST /api/options/zoom-meeting business",
        "POST /api/orders/:id/addon business",
        "POST /api/orders/:id/contracts business",
        "POST /api/orders/:id/contracts/:contractId/countersign business",
        "POST /api/orders/:id/contracts/:contractId/seal business",
        "POST /api/orders/:id/contracts/:contractId/send business",
        "POST /api/orders/:id/contracts/:contractId/void business",
        "POST /api/orders/:id/invoice business",
        "POST /api/orders/:id/shoot-fee business",
        "POST /api/public/bookings/:token/answers public",
        "POST /api/public/bookings/:token/cancel public",
        "POST /api/public/bookings/:token/invoices/:invoiceId/pay public",
        "POST /api/public/bookings/:token/move public",
        "POST /api/public/businesses/:businessSlug/inquiries public",
        "POST /api/public/businesses/:businessSlug/quote public",
        "POST /api/public/businesses/:businessSlug/services/:serviceSlug/checkout public",
        "POST /api/public/businesses/:businessSlug/services/:serviceSlug/contracts public",
        "POST /api/public/businesses/:businessSlug/services/:serviceSlug/holds public",
        "POST /api/public/businesses/:businessSlug/services/:serviceSlug/waitlist public",
        "POST /api/public/checkouts/:checkoutId/cancel public",
        "POST /api/public/contracts/:token/sign public",
        "POST /api/public/payments/stripe/:businessId/webhook public",
        "POST /api/questionnaire-templates business",
        "POST /api/services business",
        "POST /api/services/:id/addons business",
        "POST /api/services/:id/create-shoot business",
        "POST /api/services/:id/date-times business",
        "POST /api/services/:id/date-times/:dateId/slots business",
        "POST /api/services/:id/duplicate business",
        "POST /api/services/:id/packages business",
        "POST /api/services/:id/service-contract business",
        "POST /api/services/:id/setup-pricing business",
        "POST /api/services/:id/slots/:slotId/premium-reserve business",
        "POST /api/services/:id/waitlist/:entryId/email business",
        "POST /api/services/demo-data business",
        "POST /api/site/pages business",
        "POST /api/site/pages/:id/move business",
        "POST /api/site/publish business",
        "POST /api/site/setup business",
        "POST /api/upload business",
        "POST /api/upload/image business",
        "POST /auth/connect/facebook account",
        "POST /auth/connect/google account",
        "POST /auth/login public",
        "POST /auth/login/facebook public",
        "POST /auth/login/google public",
        "POST /auth/refresh-token public",
        "POST /auth/register public",
        "POST /auth/register/social public",
        "POST /auth/reissue-token public",
        "POST /auth/request-reset-password public",
        "POST /auth/reset-password public",
        "PUT /api/account/email public",
        "PUT /api/account/password account",
        "PUT /api/account/signature business",
        "PUT /api/availability-templates/:id business",
        "PUT /api/businesses/:id/:field business",
        "PUT /api/businesses/:id/email public",
        "PUT /api/businesses/:id/profile business",
        "PUT /api/contract-templates/:id business",
        "PUT /api/coupons/:id business",
        "PUT /api/customers/:id business",
        "PUT /api/email-templates/:id business",
        "PUT /api/flow-task-list-templates/:id business",
        "PUT /api/flow-tasks/:id business",
        "PUT /api/integrations/google-calendar/calendars business",
        "PUT /api/orders/:id/addons/:a/change/:b business",
        "PUT /api/orders/:id/addons/:addonId/quantity business",
        "PUT /api/orders/:id/change-date-time business",
        "PUT /api/orders/:id/change-location business",
        "PUT /api/orders/:id/move-booking business",
        "PUT /api/orders/:id/notes business",
        "PUT /api/orders/:id/package/change business",
        "PUT /api/orders/:id/update-shoot business",
        "PUT /api/questionnaire-templates/:id business",
        "PUT /api/services/:id business",
        "PUT /api/services/:id/addons business",
        "PUT /api/services/:id/date-times business",
        "PUT /api/services/:id/description business",
        "PUT /api/services/:id/gallery business",
        "PUT /api/services/:id/inquiry-template business",
        "PUT /api/services/:id/packages business",
        "PUT /api/services/:id/questionnaire-template business",
        "PUT /api/services/:id/service-contract business",
        "PUT /api/services/:id/slots/:slotId business",
        "PUT /api/site/pages/:id/draft business",
        "PUT /api/site/pages/:id/seo business",
        "PUT /api/site/seo business",
        "PUT /api/site/settings business",
      ]
    `);
  });

  it('answers 404 to every business route called with B’s token and A’s business id', async () => {
    const businessRoutes = registered.filter(
      (route) => isServed(route) && route.access === 'business',
    );
    expect(businessRoutes.length).toBeGreaterThan(10);
    for (const route of businessRoutes) {
      const res = await walk(route, headers(b, a.businessId));
      expect(res.statusCode, `${route.method} ${route.url}`).toBe(404);
      expect(res.json().detail).toBe('Business not found');
    }
  });

  it('answers 400 to every business route called without X-Business-Id or with a malformed one', async () => {
    const businessRoutes = registered.filter(
      (route) => isServed(route) && route.access === 'business',
    );
    for (const value of [undefined, 'not-a-business']) {
      const sent: Record<string, string> = { authorization: `Bearer ${b.token}` };
      if (value !== undefined) sent[BUSINESS_HEADER] = value;
      for (const route of businessRoutes) {
        const res = await walk(route, sent);
        expect(res.statusCode, `${route.method} ${route.url} with ${value}`).toBe(400);
        expect(res.json().detail).toBe(messages.businessHeaderInvalid);
      }
    }
  });

  it('never shows or changes A’s records when B calls any route with B’s own business', async () => {
    // Logging out ends B's sign-in and its access token with it: that route is walked last, and B
    // signs in again afterwards.
    const isLogout = (route: RegisteredRoute) => route.url === '/auth/logout';
    const routes = registered
      .filter(isServed)
      .sort((first, second) => Number(isLogout(first)) - Number(isLogout(second)));
    for (const route of routes) {
      const res = await walk(route, headers(b));
      const where = `${route.method} ${route.url} -> ${res.statusCode}`;
      expect(res.statusCode, where).not.toBe(500);
      for (const secret of secrets)
        expect(res.body, `${where} leaks ${secret}`).not.toContain(secret);
      // A path naming business A is refused outright, before the body is even looked at.
      if (route.access === 'business' && route.url.includes(':id'))
        expect(res.statusCode, where).toBe(404);
    }

    b = { ...b, token: await signIn(b.email) };

    // A's records are exactly as A left them.
    const asA = headers(a);
    const option = await app.inject({
      method: 'GET',
      url: `/api/options?optionName=${aOption}`,
      headers: asA,
    });
    expect(option.json().value).toEqual({
      version: secrets[0],
      isDismissed: true,
      isViewed: true,
    });
    const logo = await app.inject({ method: 'GET', url: aLogoUrl });
    expect(logo.statusCode).toBe(200);
    const account = await app.inject({ method: 'GET', url: '/api/account', headers: asA });
    const business = account.json().businesses[0];
    expect(business).toMatchObject({
      description: secrets[0],
      logoUrl: aLogoUrl,
      setupStep: 'COMPLETED',
    });
  });

  it('keeps B’s option reads to B’s own values', async () => {
    for (const name of [aOption, 'LAST_SEEN', 'client-emails']) {
      const res = await app.inject({
        method: 'GET',
        url: `/api/options?optionName=${name}`,
        headers: headers(b),
      });
      expect(res.statusCode).toBe(200);
      for (const secret of secrets) expect(res.body).not.toContain(secret);
    }
  });

  it('refuses B’s profile change of A even with B’s own header', async () => {
    const res = await app.inject({
      method: 'PUT',
      url: `/api/businesses/${a.businessId}/profile`,
      headers: headers(b),
      payload: {
        businessName: 'Hijacked',
        timeZone: 'UTC',
        currency: 'USD',
        brandColor: '#000000',
      },
    });
    expect(res.statusCode).toBe(404);
  });
});
