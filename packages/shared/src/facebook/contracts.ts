// The Facebook Conversions API: the pixel id and access token events are sent with (the token
// never comes back), and the events the app sends server-side.
import { z } from 'zod';
import { integrationMessages as m } from '../integrations/messages.ts';
import { ZPixelId } from '../integrations/contracts.ts';

/** POST /api/facebook/connect */
export const ZFacebookConnectRequest = z.object({
  pixelId: ZPixelId,
  accessToken: z
    .string(m.accessTokenRequired)
    .trim()
    .min(1, m.accessTokenRequired)
    .pipe(z.string().max(1024).regex(/^\S+$/, m.accessTokenRequired))
    // One word of at most 1024 characters (spaces around it are dropped).
    .meta({ pattern: '^\\s*\\S{1,1024}\\s*$' }),
});
export type TFacebookConnectRequest = z.input<typeof ZFacebookConnectRequest>;

/** GET /api/facebook */
export const ZFacebookState = z.object({
  isConnected: z.boolean(),
  pixelId: z.string().nullable(),
  connectedAt: z.iso.datetime().nullable(),
});
export type TFacebookState = z.infer<typeof ZFacebookState>;

const ZOneOrMany = z.union([z.string().max(320), z.array(z.string().max(320)).max(10)]);

/**
 * POST /api/facebook/conversion/events. The server lowercases, trims and SHA-256 hashes em and ph
 * before they leave it; currency is USD and value 0 unless given; the action source is 'website'.
 */
export const ZConversionEventRequest = z.object({
  eventName: z.string(m.eventNameRequired).trim().min(1, m.eventNameRequired).max(100),
  /** Unix seconds; now when left out. */
  eventTime: z.number().int().positive().optional(),
  /** The browser pixel's eventID of the same event, so Facebook counts it once. */
  eventId: z.string().trim().max(100).optional(),
  eventSourceUrl: z.url().max(2000).optional(),
  userData: z.object({ em: ZOneOrMany.optional(), ph: ZOneOrMany.optional() }).default({}),
  externalId: z.string().trim().max(200).optional(),
  customData: z
    .object({
      currency: z
        .string()
        .trim()
        .regex(/^[A-Za-z]{3}$/)
        .transform((value) => value.toUpperCase())
        .default('USD'),
      value: z.number().min(0).max(1e9).default(0),
    })
    .default({ currency: 'USD', value: 0 }),
  actionSource: z.literal('website').default('website'),
});
export type TConversionEventRequest = z.input<typeof ZConversionEventRequest>;

export const ZConversionEventResult = z.object({
  eventsReceived: z.number().int(),
  fbtraceId: z.string().nullable(),
});
export type TConversionEventResult = z.infer<typeof ZConversionEventResult>;
