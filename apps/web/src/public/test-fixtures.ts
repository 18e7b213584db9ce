// Test data and a fetch stand-in for the booking pages' component tests.
import { vi } from 'vitest';
import type {
  TPublicAvailability,
  TPublicBooking,
  TPublicBusiness,
  TPublicService,
  TPublicTime,
} from '@studio/shared/booking/contracts';
import { todayIn, wallTimeToInstant } from '@studio/shared/scheduling/zoned-time';

export const business: TPublicBusiness = {
  name: 'Anna Light Photography',
  slug: 'anna-light',
  logoUrl: null,
  brandColor: '#2F5D50',
  timeZone: 'America/New_York',
  currency: 'USD',
  email: 'anna@example.com',
  phone: '+1 555 0100',
  tracking: { googleAnalyticsId: null, facebookPixelId: null },
  hasNewsletter: false,
};

export const PACKAGE_ID = '6a1f4a52-4b4e-4f8e-9c55-1d1f3c0e0a01';
export const ADDON_ID = '6a1f4a52-4b4e-4f8e-9c55-1d1f3c0e0a02';
export const SLOT_ID = '6a1f4a52-4b4e-4f8e-9c55-1d1f3c0e0a03';
export const OTHER_SLOT_ID = '6a1f4a52-4b4e-4f8e-9c55-1d1f3c0e0a04';

export const service: TPublicService = {
  business,
  id: 'svc-1',
  slug: 'fall-minis',
  name: 'Fall Minis',
  color: '#C0612B',
  kind: 1,
  isMiniSession: true,
  description: '<p>Twenty minutes in the park.</p>',
  gallery: [],
  packages: [],
  addons: [{ id: ADDON_ID, name: 'Extra photo', fee: 1500, maxQuantity: 3 }],
  basePrice: 15000,
  taxMode: 'NO_TAX',
  taxRateBps: 0,
  feeCollectionMethod: 'DEPOSIT',
  paymentSchedule: [],
  bookingFields: [
    {
      id: 'q-kids',
      type: 'SHORT_TEXT',
      label: 'Names of the children',
      isRequired: true,
      options: [],
    },
  ],
  inquiryFields: [],
  paysOnline: false,
  allowClientChanges: true,
  clientChangeNoticeHours: 48,
};

export const today = todayIn(business.timeZone);

export function timeAt(time: string, overrides: Partial<TPublicTime> = {}): TPublicTime {
  const start = wallTimeToInstant(today, time, business.timeZone);
  return {
    slotId: SLOT_ID,
    startTime: new Date(start).toISOString(),
    endTime: new Date(start + 20 * 60_000).toISOString(),
    state: 'AVAILABLE',
    isPremium: false,
    premiumFee: 0,
    isReservation: false,
    ...overrides,
  };
}

export function availabilityOf(times: TPublicTime[]): TPublicAvailability {
  return {
    timeZone: business.timeZone,
    days: [{ date: today, location: 'Central Park', times }],
    nextFrom: null,
  };
}

/** A client's booking as the manage link answers it. */
export function bookingOf(overrides: Partial<TPublicBooking> = {}): TPublicBooking {
  return {
    orderId: 'O1',
    business,
    serviceName: service.name,
    serviceSlug: service.slug,
    serviceColor: service.color,
    isMiniSession: true,
    packageName: null,
    fullName: 'Jane Client',
    email: 'jane@example.com',
    startTime: timeAt('15:00').startTime,
    endTime: timeAt('15:00').endTime,
    location: 'Central Park',
    status: 'ACTIVE',
    grandTotal: 16500,
    amountPaid: 0,
    invoices: [],
    answers: [],
    pendingQuestions: [],
    paysOnline: false,
    canChange: true,
    changeClosedReason: null,
    clientChangeNoticeHours: 48,
    ...overrides,
  };
}

type Handler = (body: unknown, url: string) => { status?: number; body: unknown };
type Call = { method: string; url: string; body: unknown };

/** A fetch that answers by 'METHOD path-prefix' and records every call. */
export function mockFetch(routes: Record<string, Handler>) {
  const calls: Call[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input);
    const method = init?.method ?? 'GET';
    const body = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
    calls.push({ method, url, body });
    const key = Object.keys(routes)
      .filter((route) => {
        const [routeMethod, prefix = ''] = route.split(' ');
        return routeMethod === method && url.startsWith(prefix);
      })
      .sort((a, b) => b.length - a.length)[0];
    if (!key)
      return new Response(JSON.stringify({ status: 404, title: 'Not Found', detail: '' }), {
        status: 404,
      });
    const answer = routes[key]?.(body, url) ?? { body: null };
    return new Response(JSON.stringify(answer.body), { status: answer.status ?? 200 });
  });
  vi.stubGlobal('fetch', fetchMock);
  // jsdom has no scrolling; the pages scroll to the top after a booking.
  vi.stubGlobal('scrollTo', vi.fn());
  return { calls, fetchMock };
}
