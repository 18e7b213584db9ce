// The client booking journeys' set-up (through the owner's API, as shoots.spec.ts seeds) and the
// moves of a client on the public booking pages: /book/{business}/{service}, its times, the hold,
// the checkout, the waitlist and the inquiry forms.
import {
  expect,
  type APIRequestContext,
  type Browser,
  type BrowserContext,
  type Locator,
  type Page,
} from '@playwright/test';
import { standInKeys } from '../../../apps/server/src/test/stripe-stand-in-api.ts';
import { TIME_ZONE } from './antd.ts';
import { apiCall, useDepositSchedule, type ApiSession } from './session.ts';

/** The keys the Stripe stand-in (../stripe-stand-in.ts) accepts and signs its webhooks with. */
export { standInKeys };

export type Client = { fullName: string; email: string; phone: string };

type Slot = { id: string; startTime: string; status: string };
type ServiceDate = { id: string; date: string; slots: Slot[] };
type Service = { id: string; slug: string; name: string };

/** The booking questionnaire of the seeded mini session. */
export const questions = {
  people: 'Who will be in the photos?',
  gift: 'Is this session a gift?',
} as const;

export type SeededMiniSession = Service & {
  /** /book/{businessSlug}/{serviceSlug} */
  path: string;
  slots: Slot[];
};

/**
 * A mini session with one date of four 20-minute slots (9:00 to 10:50, 10 minutes apart) at the
 * Rose Garden, one $250 package, a 30% deposit due during booking and the rest the day before, and
 * a booking questionnaire of two questions (one required).
 */
export async function seedMiniSession(
  request: APIRequestContext,
  api: ApiSession,
  input: { name: string; isoDay: string },
): Promise<SeededMiniSession> {
  const service = await apiCall<Service>(request, api, 'POST', '/api/services', {
    name: input.name,
    kind: 1,
  });
  const date = await apiCall<ServiceDate>(
    request,
    api,
    'POST',
    `/api/services/${service.id}/date-times`,
    {
      date: input.isoDay,
      location: 'Rose Garden',
      startTime: '09:00',
      endTime: '11:00',
      duration: 20,
      buffer: 10,
    },
  );
  expect(date.slots).toHaveLength(4);
  await apiCall(request, api, 'POST', `/api/services/${service.id}/packages`, {
    name: 'Mini',
    totalFee: 25_000,
    shootDuration: 20,
  });
  await useDepositSchedule(request, api, service.id);
  const questionnaire = await apiCall<{ id: string }>(
    request,
    api,
    'POST',
    '/api/questionnaire-templates',
    {
      type: 'BOOKING',
      name: 'Before your mini session',
      fields: [
        { id: 'people', type: 'SHORT_TEXT', label: questions.people, isRequired: true },
        { id: 'gift', type: 'YES_NO', label: questions.gift, isRequired: false },
      ],
    },
  );
  await apiCall(request, api, 'PUT', `/api/services/${service.id}/questionnaire-template`, {
    questionnaireTemplateId: questionnaire.id,
    isAfterBookingQuestionnaire: false,
  });
  return {
    ...service,
    path: `/book/${api.businessSlug}/${service.slug}`,
    slots: date.slots,
  };
}

/** A service clients can open but not book: a mini session without any date. */
export async function seedServiceWithoutTimes(
  request: APIRequestContext,
  api: ApiSession,
  name: string,
): Promise<Service & { path: string }> {
  const service = await apiCall<Service>(request, api, 'POST', '/api/services', { name, kind: 1 });
  return { ...service, path: `/book/${api.businessSlug}/${service.slug}` };
}

/** Connects Stripe (the stand-in's keys) through the API, for journeys about something else. */
export async function connectStripeThroughApi(
  request: APIRequestContext,
  api: ApiSession,
): Promise<void> {
  await apiCall(request, api, 'POST', `/api/businesses/${api.businessId}/payment-services`, {
    provider: 'STRIPE',
    ...standInKeys,
  });
}

/**
 * A client's own browser: nothing shared with the owner or another client, and the business's
 * time zone, so the times read the same for both (no 'your time' line under each).
 */
export async function clientContext(browser: Browser, baseURL: string): Promise<BrowserContext> {
  return browser.newContext({ baseURL, timezoneId: TIME_ZONE, locale: 'en-US' });
}

/** 'Friday, June 12': how the time list names a day ('2026-06-12'). */
export function dayHeading(isoDay: string): string {
  return new Intl.DateTimeFormat('en-US', {
    timeZone: 'UTC',
    weekday: 'long',
    month: 'long',
    day: 'numeric',
  }).format(new Date(`${isoDay}T12:00:00Z`));
}

/** The service page's step of choosing a time (calendar, times, taken notice). */
export function timeStep(page: Page): Locator {
  return page.getByRole('region', { name: 'Choose a date and time' });
}

/** The times of one day on the service page ('9:00 AM', ...). */
export function timesOf(page: Page, isoDay: string): Locator {
  return timeStep(page).getByRole('list', { name: dayHeading(isoDay) });
}

/**
 * Picks the day in the month calendar ('Jun 12, 2026' as the day button begins) and waits for its
 * times to show.
 */
export async function pickDay(page: Page, day: string, isoDay: string): Promise<void> {
  const button = timeStep(page).getByRole('button', { name: new RegExp(`^${day}, `) });
  await button.click();
  await expect(button).toHaveAttribute('aria-pressed', 'true');
  await expect(timesOf(page, isoDay)).toBeVisible();
}

/** The hold bar's countdown: 'Held for 14:59'. */
export function holdTimer(page: Page): Locator {
  return page.getByRole('timer');
}

/** A fresh hold counts down from 15 minutes (a little less once the page shows it). */
export async function expectFreshHold(page: Page): Promise<void> {
  await expect(holdTimer(page)).toBeVisible({ timeout: 15_000 });
  await expect(holdTimer(page)).toHaveAccessibleName(/^Held for 1[45]:\d\d$/);
}

/** The checkout's 'Your details' step. */
export function detailsStep(page: Page): Locator {
  return page.getByRole('region', { name: 'Your details' });
}

/**
 * The contact fields of a public form, by their accessible names: the labels read 'Full name *'
 * on screen, the star hidden from screen readers.
 */
export async function fillContact(form: Locator, client: Client): Promise<void> {
  await form.getByRole('textbox', { name: 'Full name', exact: true }).fill(client.fullName);
  await form.getByRole('textbox', { name: 'Email', exact: true }).fill(client.email);
  await form.getByRole('textbox', { name: 'Phone', exact: true }).fill(client.phone);
}

/** A call to the public booking API, as the booking pages make it (no login): must succeed. */
export async function publicCall<T>(
  request: APIRequestContext,
  method: 'GET' | 'POST',
  url: string,
  data?: unknown,
): Promise<T> {
  const response = await request.fetch(url, { method, data });
  if (!response.ok()) {
    throw new Error(`${method} ${url} failed: ${response.status()} ${await response.text()}`);
  }
  return (await response.json()) as T;
}
