// What the OpenAPI document says of particular operations and tags, which their route schemas
// cannot carry: which read the refresh cookie, which are rate-limited or call an outside provider,
// the errors and non-JSON answers of single routes, who may call each kind, and the tags' words.
// openapi.ts applies them to every operation.
import type { Access } from './auth.ts';

type Schema = Record<string, unknown>;
export type Response = {
  description: string;
  content?: Record<string, { schema?: Schema }>;
  headers?: Record<string, unknown>;
};

/** Operations that read the refresh cookie rather than an access token (auth-routes.ts). */
export const REFRESH_COOKIE_OPERATIONS = new Set([
  'POST /auth/refresh-token',
  'POST /auth/reissue-token',
]);
/** Signing out ends the sign-in of the refresh cookie or of the access token, whichever is sent. */
export const OPTIONAL_SIGN_IN_OPERATIONS = new Set(['GET /auth/logout']);

/**
 * Signed-in operations that count their requests (consumeRateLimit) besides uploads: a business's
 * change of email, the help request, the test notification and the account's own email and
 * password changes. Public operations all face strangers and are all declared limited.
 */
export const RATE_LIMITED_OPERATIONS = new Set([
  'POST /api/businesses/{id}/request-change-email',
  'POST /api/emails/help',
  'POST /api/message-tokens/test',
  'POST /api/account/request-change-email',
  'POST /api/account/resend-confirmation-email',
  'PUT /api/account/password',
  'POST /api/account/password',
]);

/**
 * Operations that call an outside provider (payments, newsletters, Facebook, Google): it may be
 * unreachable or refuse (502), or not be configured on this server (503).
 */
export const PROVIDER_OPERATIONS = [
  /^POST \/auth\/(login|connect)\/(google|facebook)$/,
  /^POST \/auth\/register\/social$/,
  /^(GET|POST) \/api\/options\/(mailchimp|flodesk)-setup/,
  /^(GET|POST) \/api\/facebook/,
  /^\w+ \/api\/businesses\/\{id\}\/payment-services/,
  /^\w+ \/api\/integrations\/google-calendar/,
  /^POST \/api\/public\/.*\/(checkout|pay|cancel)$/,
  /^DELETE \/api\/options\/\{name\}\/integration$/,
];

/** Errors an operation answers that the rules below cannot tell from its route. */
export const OTHER_ERRORS: Record<string, number[]> = {
  // The on-demand TLS ask: 404 is its "no certificate for this domain".
  'GET /api/tls/ask': [404],
  // A wrong email or password.
  'POST /auth/login': [401],
  // A sign-in method the account does not have.
  'DELETE /api/account/logins': [404],
};

/**
 * Answers that are not JSON: their content type, so a client knows what it reads. A redirect
 * (the click tracker) has no body.
 */
export const NON_JSON_ANSWERS: Record<string, Record<string, Response>> = {
  'GET /uploads/{path}': {
    200: binary('The stored file, as the content type it was stored with', '*/*'),
  },
  'GET /api/public/bookings/{token}/calendar.ics': {
    200: text('The booking as an iCalendar event', 'text/calendar'),
  },
  'GET /api/calendar/{file}': { 200: text('The calendar subscription feed', 'text/calendar') },
  'GET /api/notifications/stream': {
    200: text('Server-sent events: one per new notification', 'text/event-stream'),
  },
  'GET /api/emails/track/open/{id}/{signature}': {
    200: binary('A transparent 1×1 image', 'image/gif'),
  },
  'GET /api/emails/track/click/{id}/{signature}': {
    302: { description: 'Redirects to the link of the email' },
  },
  'GET /api/orders/{id}/contracts/{contractId}/pdf': {
    200: binary('The contract as PDF', 'application/pdf'),
  },
  'GET /api/public/contracts/{token}/pdf': {
    200: binary('The contract as PDF', 'application/pdf'),
  },
  'GET /api/site/templates/{id}/preview': {
    200: text('The template rendered as a web page', 'text/html'),
  },
};

function binary(description: string, contentType: string): Response {
  return {
    description,
    content: { [contentType]: { schema: { type: 'string', format: 'binary' } } },
  };
}
function text(description: string, contentType: string): Response {
  return { description, content: { [contentType]: { schema: { type: 'string' } } } };
}

/** Who may call an operation, said at the end of its description. */
export const WHO_MAY_CALL: Record<Access | 'refresh', string> = {
  public: 'Public: no sign-in needed.',
  account: 'Needs a signed-in account (a bearer access token); acts for no business.',
  business:
    'Needs a signed-in member of the business named in the X-Business-Id header (a bearer ' +
    'access token); a business the account is not a member of answers 404.',
  refresh: 'Needs the refresh cookie a sign-in set.',
};

export function usesRefreshCookieOf(name: string): boolean {
  return REFRESH_COOKIE_OPERATIONS.has(name);
}

export const ERROR_DESCRIPTIONS: Record<string, string> = {
  400: 'The request is malformed or a field is invalid (each field error is listed)',
  401: 'Not signed in, or the sign-in has ended',
  403: 'The member lacks the role or capability this needs',
  404: 'No such record in this business (or no such business for this account)',
  409: 'The request conflicts with the current state (taken, already done, in use)',
  413: 'The body or file is too large',
  415: 'The body is not of a content type this accepts',
  429: 'Too many requests: try again after the Retry-After seconds',
  502: 'An outside provider (payments, newsletters, Facebook, Google) could not be reached or refused',
  503: 'The service cannot answer now (its database, or an outside provider not set up): try again after the Retry-After seconds',
};

export const TAG_DESCRIPTIONS: Record<string, string> = {
  account: 'The signed-in account: profile, password, email, sign-ins, signature',
  addons: 'Add-ons a client can choose with a service',
  auth: 'Signing up, in and out, tokens, password resets and social sign-in',
  availability: 'Weekly availability templates and bookable times',
  'business-domains': 'Custom domains of the public website',
  businesses: 'The business profile, email, integrations and setup steps',
  'contract-templates': 'Contract templates and the contracts of services',
  contracts: 'Contracts of shoots: sending, signing, countersigning, the sealed PDF',
  coupons: 'Discount coupons',
  customers: 'Contacts (clients) and merging duplicates',
  'email tracking': 'Opens and clicks of the emails sent to clients',
  'email-templates': 'Email templates',
  emails: 'Emails to clients and their settings',
  inquiries: 'Inquiries from clients and their forms',
  integrations: 'Calendar feed and Google Calendar',
  'message-tokens': 'Devices that receive notifications by Web Push',
  notifications: 'Notifications of the owner and their live stream',
  onboarding: 'The first steps of a new business and its demo data',
  options: 'Business options: theme, analytics, newsletters, logo and other settings',
  orders: 'Shoots (orders), their invoices, payments and add-ons',
  packages: 'Packages (prices) of services',
  payments: 'Payment providers and paying invoices',
  platform: 'Health and the lists of enumerations',
  'public booking':
    'The client booking pages: availability, holds, checkout and managing a booking',
  questionnaires: 'Questionnaire templates and answers',
  scheduling: 'Dates, time slots and the shoots of services',
  search: 'Searching contacts, shoots and inquiries',
  services: 'Services (session types, mini sessions, bundles) and their settings',
  support: 'Help requests to the support team',
  uploads: 'Uploaded images and attachments, and the public address of stored files',
  waitlist: 'Waitlists of services',
  website: 'The website builder: pages, settings, SEO, templates and publishing',
  workflows: 'Workflow templates and the task lists of shoots and inquiries',
};
