// Payment services the business connects (GET/POST/DELETE
// /api/businesses/{id}/payment-services; /management/payments): the request that connects
// Stripe with the business's own keys, and what the owner sees of a connection. A secret key or
// webhook secret never appears in any answer.
import { z } from 'zod';
import { messages } from '../messages.ts';

export const paymentProviders = ['STRIPE'] as const;
export type TPaymentProvider = (typeof paymentProviders)[number];

const KEY_MAX = 255;

function key(required: string, format: string, pattern: RegExp) {
  return z
    .string({ error: required })
    .trim()
    .min(1, required)
    .max(KEY_MAX, format)
    .regex(pattern, format);
}

/** Test or live, read from a key's prefix (pk_test_…, sk_live_…, rk_test_…). */
export function stripeKeyMode(value: string): 'test' | 'live' | null {
  const match = /^(?:pk|sk|rk)_(test|live)_/.exec(value);
  return match ? (match[1] as 'test' | 'live') : null;
}

/**
 * POST /api/businesses/{id}/payment-services: connect Stripe (one connection per provider; a new
 * one replaces the old). The secret key is checked with Stripe before anything is stored.
 */
export const ZConnectStripeRequest = z
  .object({
    provider: z.enum(paymentProviders, { error: messages.chooseFromList }).default('STRIPE'),
    publishableKey: key(
      messages.stripePublishableKeyRequired,
      messages.stripePublishableKeyFormat,
      /^pk_(test|live)_[A-Za-z0-9_]+$/,
    ),
    secretKey: key(
      messages.stripeSecretKeyRequired,
      messages.stripeSecretKeyFormat,
      /^(sk|rk)_(test|live)_[A-Za-z0-9_]+$/,
    ),
    webhookSecret: key(
      messages.stripeWebhookSecretRequired,
      messages.stripeWebhookSecretFormat,
      /^whsec_[A-Za-z0-9_+/=]+$/,
    ),
  })
  .refine((request) => stripeKeyMode(request.publishableKey) === stripeKeyMode(request.secretKey), {
    path: ['secretKey'],
    message: messages.stripeKeyModesDiffer,
  });
export type TConnectStripeRequest = z.input<typeof ZConnectStripeRequest>;

/** A connected payment service as the owner sees it. */
export const ZPaymentConnection = z.object({
  id: z.string(),
  provider: z.enum(paymentProviders),
  /** The Stripe account's name, or the secret key's last four characters. */
  label: z.string(),
  /** Public by design (it is what a browser would use); shown so the owner knows which keys. */
  publishableKey: z.string(),
  isTestMode: z.boolean(),
  createdAt: z.string(),
});
export type TPaymentConnection = z.infer<typeof ZPaymentConnection>;

/** GET /api/businesses/{id}/payment-services (empty when nothing is connected). */
export const ZPaymentConnections = z.array(ZPaymentConnection);
export type TPaymentConnections = z.infer<typeof ZPaymentConnections>;

/**
 * POST /api/public/bookings/{manageToken}/invoices/{invoiceId}/pay: the client pays a pending
 * invoice from the manage page; the browser goes on to paymentUrl (the provider's page).
 */
export const ZInvoicePaymentStarted = z.object({
  checkoutId: z.string(),
  paymentUrl: z.string(),
});
export type TInvoicePaymentStarted = z.infer<typeof ZInvoicePaymentStarted>;
