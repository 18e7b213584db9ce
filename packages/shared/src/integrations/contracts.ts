// Integrations of a business: the calendar subscription feed, Google Analytics and the Facebook pixel.
import { z } from 'zod';
import { newsletterOptionNames } from '../newsletters/contracts.ts';
import { integrationMessages as m } from './messages.ts';

/** Option names of the tracking ids (GET /api/options?optionName=...). */
export const GOOGLE_ANALYTICS = 'google-analytics';
export const FACEBOOK_PIXEL = 'facebook-pixel';
export const trackingOptionNames = [GOOGLE_ANALYTICS, FACEBOOK_PIXEL] as const;
export type TTrackingOptionName = (typeof trackingOptionNames)[number];

/** A GA4 measurement id: G- then upper-case letters and digits (any case accepted, stored upper). */
export const ZMeasurementId = z
  .string(m.measurementIdRequired)
  .trim()
  .min(1, m.measurementIdRequired)
  .transform((value) => value.toUpperCase())
  .pipe(z.string().regex(/^G-[A-Z0-9]{4,20}$/, m.measurementIdFormat))
  // Any case is accepted: it is stored upper case.
  .meta({ pattern: '^\\s*[Gg]-[A-Za-z0-9]{4,20}\\s*$' });

/** A Meta (Facebook) pixel id: digits only. */
export const ZPixelId = z
  .string(m.pixelIdRequired)
  .trim()
  .min(1, m.pixelIdRequired)
  .pipe(z.string().regex(/^\d{6,20}$/, m.pixelIdFormat))
  .meta({ pattern: '^\\s*\\d{6,20}\\s*$' });

export const ZGoogleAnalyticsRequest = z.object({ value: ZMeasurementId });
export type TGoogleAnalyticsRequest = z.input<typeof ZGoogleAnalyticsRequest>;
export const ZFacebookPixelRequest = z.object({ value: ZPixelId });
export type TFacebookPixelRequest = z.input<typeof ZFacebookPixelRequest>;

/** The stored value of a tracking option (GET /api/options?optionName=google-analytics). */
export const ZTrackingOptionValue = z.object({ id: z.string().min(1) });
export type TTrackingOptionValue = z.infer<typeof ZTrackingOptionValue>;

/** The Conversions API's name in DELETE /api/options/{name}/integration. */
export const FACEBOOK_CONVERSIONS = 'facebook-conversions';

/** The Google Calendar connection, disconnected through the same route as the tracking ids. */
export const GOOGLE_CALENDAR = 'google-calendar';

/**
 * DELETE /api/options/{name}/integration: a tracking id, a newsletter tool (its key and waiting
 * signups go), the Conversions API (its token goes) or Google Calendar.
 */
export const integrationOptionNames = [
  ...trackingOptionNames,
  ...newsletterOptionNames,
  FACEBOOK_CONVERSIONS,
  GOOGLE_CALENDAR,
] as const;
export type TIntegrationOptionName = (typeof integrationOptionNames)[number];
export const ZIntegrationOptionParams = z.object({
  name: z.enum(integrationOptionNames, m.unknownIntegrationOption),
});

/** The ids a public page loads its tracking with; null when not set. */
export const ZTrackingIds = z.object({
  googleAnalyticsId: z.string().nullable(),
  facebookPixelId: z.string().nullable(),
});
export type TTrackingIds = z.infer<typeof ZTrackingIds>;

/**
 * The calendar subscription feed. `url` is given only in the answer that creates it: the server
 * keeps a hash of the secret, so the URL cannot be shown again (regenerating gives a new one).
 */
export const ZCalendarFeed = z.object({
  isConnected: z.boolean(),
  createdAt: z.iso.datetime().nullable(),
  url: z.string().nullable(),
});
export type TCalendarFeed = z.infer<typeof ZCalendarFeed>;
