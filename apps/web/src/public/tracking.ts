// The business's own analytics on its booking pages: Google Analytics (gtag.js) and the Facebook
// pixel (fbevents.js), loaded only when the business set their ids and the page is not on a local
// host (a developer's or a test machine's visits would pollute the business's numbers). Booking
// steps are sent as events: a page view per page, the time chosen, and the booking with its value.
import type { TTrackingIds } from '@studio/shared/integrations/contracts';
import { fromMinor } from '@studio/shared/money';

export const GA_SCRIPT_ORIGIN = 'https://www.googletagmanager.com';
export const PIXEL_SCRIPT_SRC = 'https://connect.facebook.net/en_US/fbevents.js';

type Gtag = (...args: unknown[]) => void;
type Fbq = ((...args: unknown[]) => void) & {
  callMethod?: (...args: unknown[]) => void;
  queue: unknown[][];
  push: Fbq;
  loaded: boolean;
  version: string;
};
type TrackingWindow = Window & { dataLayer?: unknown[]; gtag?: Gtag; fbq?: Fbq; _fbq?: Fbq };

/** localhost, *.localhost, *.local, loopback, private and link-local addresses. */
export function isLocalHost(hostname: string): boolean {
  const host = hostname.toLowerCase().replace(/^\[|\]$/g, '');
  if (host === '' || host === 'localhost' || host.endsWith('.localhost')) return true;
  if (host.endsWith('.local') || host === '::1' || host === '0.0.0.0') return true;
  if (/^(127|10)\.\d+\.\d+\.\d+$/.test(host)) return true;
  if (/^192\.168\.\d+\.\d+$/.test(host) || /^169\.254\.\d+\.\d+$/.test(host)) return true;
  const private172 = /^172\.(\d+)\.\d+\.\d+$/.exec(host);
  return !!private172 && Number(private172[1]) >= 16 && Number(private172[1]) <= 31;
}

/** What is loaded on this page, so a second page of the same visit does not load it again. */
const loaded: { googleAnalyticsId: string | null; facebookPixelId: string | null } = {
  googleAnalyticsId: null,
  facebookPixelId: null,
};

function trackingWindow(): TrackingWindow {
  return window as TrackingWindow;
}

function addScript(src: string): void {
  const script = document.createElement('script');
  script.async = true;
  script.src = src;
  document.head.appendChild(script);
}

/** Loads the scripts of the ids that are set; nothing on a local host. Safe to call on every page. */
export function startTracking(ids: TTrackingIds, hostname = window.location.hostname): void {
  if (isLocalHost(hostname)) return;
  const win = trackingWindow();
  if (ids.googleAnalyticsId && loaded.googleAnalyticsId !== ids.googleAnalyticsId) {
    loaded.googleAnalyticsId = ids.googleAnalyticsId;
    win.dataLayer = win.dataLayer ?? [];
    // gtag.js reads the arguments objects pushed here, as Google's own snippet does.
    win.gtag = function gtag() {
      // eslint-disable-next-line prefer-rest-params
      win.dataLayer?.push(arguments);
    };
    win.gtag('js', new Date());
    // Page views are sent by trackPageView: the booking pages change pages without reloading.
    win.gtag('config', ids.googleAnalyticsId, { send_page_view: false });
    addScript(`${GA_SCRIPT_ORIGIN}/gtag/js?id=${encodeURIComponent(ids.googleAnalyticsId)}`);
  }
  if (ids.facebookPixelId && loaded.facebookPixelId !== ids.facebookPixelId) {
    loaded.facebookPixelId = ids.facebookPixelId;
    if (!win.fbq) {
      // The queue fbevents.js replays once loaded (Meta's own snippet, without inline script).
      const fbq = function (...args: unknown[]) {
        if (fbq.callMethod) fbq.callMethod(...args);
        else fbq.queue.push(args);
      } as Fbq;
      fbq.queue = [];
      fbq.push = fbq;
      fbq.loaded = true;
      fbq.version = '2.0';
      win.fbq = fbq;
      win._fbq = fbq;
      addScript(PIXEL_SCRIPT_SRC);
    }
    win.fbq('init', ids.facebookPixelId);
  }
}

export function trackPageView(): void {
  const win = trackingWindow();
  if (loaded.googleAnalyticsId) {
    win.gtag?.('event', 'page_view', {
      page_location: window.location.href,
      page_title: document.title,
      send_to: loaded.googleAnalyticsId,
    });
  }
  if (loaded.facebookPixelId) win.fbq?.('track', 'PageView');
}

/** The client held a time: the checkout begins. */
export function trackTimeChosen(input: { serviceName: string }): void {
  const win = trackingWindow();
  if (loaded.googleAnalyticsId) {
    win.gtag?.('event', 'begin_checkout', {
      items: [{ item_name: input.serviceName }],
      send_to: loaded.googleAnalyticsId,
    });
  }
  if (loaded.facebookPixelId)
    win.fbq?.('track', 'InitiateCheckout', { content_name: input.serviceName });
}

/** The id of a booking's Purchase event, shared by the pixel and the Conversions API. */
export function purchaseEventId(bookingId: string): string {
  return `booking-${bookingId}`;
}

/** The bookings already counted on this page, so showing a confirmation again counts nothing. */
const countedBookings = new Set<string>();

/** The booking is made, worth `total` (minor units) in `currency`; counted once per booking. */
export function trackBooked(input: {
  serviceName: string;
  total: number;
  currency: string;
  bookingId: string;
}): void {
  if (countedBookings.has(input.bookingId)) return;
  countedBookings.add(input.bookingId);
  const win = trackingWindow();
  const value = fromMinor(input.total);
  if (loaded.googleAnalyticsId) {
    win.gtag?.('event', 'purchase', {
      value,
      currency: input.currency,
      transaction_id: input.bookingId,
      items: [{ item_name: input.serviceName, price: value, quantity: 1 }],
      send_to: loaded.googleAnalyticsId,
    });
  }
  if (loaded.facebookPixelId) {
    // The eventID names the booking, so the same Purchase sent server-side through the
    // Conversions API (with event_id purchaseEventId(orderId)) is counted once by Facebook.
    win.fbq?.(
      'track',
      'Purchase',
      { value, currency: input.currency, content_name: input.serviceName },
      { eventID: purchaseEventId(input.bookingId) },
    );
  }
}

/** Forgets what was loaded: for tests, which start each case on a fresh page. */
export function resetTrackingForTests(): void {
  loaded.googleAnalyticsId = null;
  loaded.facebookPixelId = null;
  countedBookings.clear();
  const win = trackingWindow();
  delete win.gtag;
  delete win.dataLayer;
  delete win.fbq;
  delete win._fbq;
}
