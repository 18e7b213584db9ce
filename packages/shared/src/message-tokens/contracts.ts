// Devices that receive the owner's notifications as Web Push messages (the installed app on a
// phone, a desktop browser): registering one, listing and removing them, and the test message.
import { z } from 'zod';

/** Longer than any push service's endpoint (they are a few hundred characters). */
export const PUSH_ENDPOINT_MAX_LENGTH = 2048;

const base64Url = (max: number) =>
  z
    .string()
    .min(1)
    .max(max)
    .regex(/^[A-Za-z0-9_-]+={0,2}$/, 'must be base64url');

/**
 * POST /api/message-tokens: the browser's PushSubscription as its toJSON() gives it. Only an
 * https endpoint is taken (every browser's push service is one).
 */
export const ZCreateMessageTokenRequest = z.object({
  endpoint: z
    .url({ protocol: /^https$/, error: 'must be an https address' })
    .max(PUSH_ENDPOINT_MAX_LENGTH),
  /** Browsers may add it; ignored (a subscription that ends is answered 404/410 when used). */
  expirationTime: z.number().nullable().optional(),
  keys: z.object({
    /** The device's P-256 public key: 65 bytes, 87 characters of base64url. */
    p256dh: base64Url(128),
    /** The device's 16-byte authentication secret. */
    auth: base64Url(64),
  }),
});
export type TCreateMessageTokenRequest = z.infer<typeof ZCreateMessageTokenRequest>;

export const ZMessageToken = z.object({
  id: z.string(),
  /** What the device is, from its browser's description: 'Safari on iPhone'. */
  deviceName: z.string(),
  createdDate: z.string(),
});
export type TMessageToken = z.infer<typeof ZMessageToken>;

/** GET /api/message-tokens: this account's devices in this business, newest first. */
export const ZMessageTokenList = z.object({ items: z.array(ZMessageToken) });
export type TMessageTokenList = z.infer<typeof ZMessageTokenList>;

/** GET /api/message-tokens/vapid-public-key: what PushManager.subscribe needs. */
export const ZVapidPublicKey = z.object({ publicKey: z.string() });
export type TVapidPublicKey = z.infer<typeof ZVapidPublicKey>;

/** POST /api/message-tokens/test: how many devices the test message was queued for. */
export const ZTestPushResult = z.object({ devices: z.number().int().min(0) });
export type TTestPushResult = z.infer<typeof ZTestPushResult>;

/** What the service worker receives in a push message. */
export const ZPushPayload = z.object({
  title: z.string(),
  body: z.string(),
  /** A path of the owner app (/shoots/O..., /inquiries/I...), opened on a click. */
  url: z.string(),
  /** Shows a resent message in place of the first (a retry after an unknown outcome). */
  tag: z.string(),
});
export type TPushPayload = z.infer<typeof ZPushPayload>;
