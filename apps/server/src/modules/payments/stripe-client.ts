// The official Stripe SDK, one client per call with the business's own secret key, sent to the
// configured API address (Stripe itself, or the tests' stand-in).
import Stripe from 'stripe';
import type { PaymentsDeps } from './payments-deps.ts';

export function stripeFor(deps: Pick<PaymentsDeps, 'config'>, secretKey: string): Stripe {
  const { host, port, protocol } = deps.config.stripeApi;
  return new Stripe(secretKey, {
    // One retry, with the idempotency key the SDK adds (and ours on session creation).
    maxNetworkRetries: 1,
    // A client waits on this call (connect, checkout): fail well before a browser gives up.
    timeout: 20_000,
    telemetry: false,
    appInfo: { name: 'Studio' },
    ...(host ? { host } : {}),
    ...(port ? { port } : {}),
    ...(protocol ? { protocol } : {}),
  });
}

/** Verifies a webhook body against its Stripe-Signature header (throws when it does not match). */
export function verifiedStripeEvent(
  rawBody: Buffer,
  signature: string,
  webhookSecret: string,
): Stripe.Event {
  return Stripe.webhooks.constructEvent(rawBody, signature, webhookSecret);
}

export function isStripeError(error: unknown): error is Stripe.errors.StripeError {
  return error instanceof Stripe.errors.StripeError;
}

/** Currencies Stripe counts in whole units; we keep every currency in hundredths. */
const zeroDecimalCurrencies = new Set(['JPY', 'KRW', 'VND']);

/** Minor units as the app keeps them (hundredths) -> the amount Stripe expects. */
export function providerAmount(minor: number, currency: string): number {
  return zeroDecimalCurrencies.has(currency.toUpperCase()) ? Math.round(minor / 100) : minor;
}

/** What a provider failure tells an operator: Stripe's own words, never a key or the request. */
export function logProviderFailure(
  deps: Pick<PaymentsDeps, 'log'>,
  error: unknown,
  context: Record<string, string>,
): void {
  const { log } = deps;
  const details = isStripeError(error)
    ? {
        type: error.type,
        code: error.code,
        param: error.param,
        statusCode: error.statusCode,
        requestId: error.requestId,
        message: error.message,
      }
    : { message: error instanceof Error ? error.message : String(error) };
  log.warn({ ...context, stripe: details }, 'Stripe call failed');
}
