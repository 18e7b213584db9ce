import { afterEach, describe, expect, it } from 'vitest';
import {
  GA_SCRIPT_ORIGIN,
  isLocalHost,
  PIXEL_SCRIPT_SRC,
  resetTrackingForTests,
  startTracking,
  trackBooked,
  trackPageView,
} from './tracking.ts';

type Queues = Window & { dataLayer?: IArguments[]; fbq?: { queue: unknown[][] } };

const scriptSources = () =>
  [...document.querySelectorAll('script')].map((script) => script.getAttribute('src'));

afterEach(() => {
  resetTrackingForTests();
  document.head.querySelectorAll('script').forEach((script) => script.remove());
});

describe('booking page tracking', () => {
  it('adds no script when the business set no id', () => {
    startTracking({ googleAnalyticsId: null, facebookPixelId: null }, 'anna.photos');
    expect(scriptSources()).toEqual([]);
  });

  it('adds the scripts of the ids that are set, once per visit', () => {
    startTracking({ googleAnalyticsId: 'G-AB12CD3', facebookPixelId: null }, 'anna.photos');
    expect(scriptSources()).toEqual([`${GA_SCRIPT_ORIGIN}/gtag/js?id=G-AB12CD3`]);
    startTracking(
      { googleAnalyticsId: 'G-AB12CD3', facebookPixelId: '123456789012' },
      'anna.photos',
    );
    expect(scriptSources()).toEqual([`${GA_SCRIPT_ORIGIN}/gtag/js?id=G-AB12CD3`, PIXEL_SCRIPT_SRC]);
    startTracking(
      { googleAnalyticsId: 'G-AB12CD3', facebookPixelId: '123456789012' },
      'anna.photos',
    );
    expect(scriptSources()).toHaveLength(2);
  });

  it('never loads on a local host', () => {
    const ids = { googleAnalyticsId: 'G-AB12CD3', facebookPixelId: '123456789012' };
    for (const host of [
      'localhost',
      'studio.localhost',
      '127.0.0.1',
      '[::1]',
      '192.168.1.20',
      'mac.local',
    ]) {
      startTracking(ids, host);
    }
    expect(scriptSources()).toEqual([]);
    expect((window as Queues).fbq).toBeUndefined();
    expect(isLocalHost('studio.photos')).toBe(false);
    expect(isLocalHost('172.32.0.1')).toBe(false);
    expect(isLocalHost('172.20.0.1')).toBe(true);
  });

  it('sends page views and the booking with its value to both', () => {
    startTracking(
      { googleAnalyticsId: 'G-AB12CD3', facebookPixelId: '123456789012' },
      'anna.photos',
    );
    trackPageView();
    trackBooked({
      serviceName: 'Family session',
      total: 25050,
      currency: 'USD',
      bookingId: 'OABC',
    });
    const win = window as Queues;
    const gaCalls = (win.dataLayer ?? []).map((args) => [...args] as unknown[]);
    expect(gaCalls).toContainEqual([
      'event',
      'page_view',
      expect.objectContaining({ send_to: 'G-AB12CD3' }),
    ]);
    expect(gaCalls).toContainEqual([
      'event',
      'purchase',
      expect.objectContaining({ value: 250.5, currency: 'USD', transaction_id: 'OABC' }),
    ]);
    expect(win.fbq?.queue).toEqual([
      ['init', '123456789012'],
      ['track', 'PageView'],
      [
        'track',
        'Purchase',
        { value: 250.5, currency: 'USD', content_name: 'Family session' },
        { eventID: 'booking-OABC' },
      ],
    ]);
  });
});
