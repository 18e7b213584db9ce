// The provider's side of a booking checkout that the client opens again: the same Checkout
// Session while nothing changed, else the old session ended at the provider before a new one
// starts, so one hold never has two sessions that could both take the money.
import { providerUnreachable, stripeSecretsOf } from './connection-service.ts';
import type { PaymentsDeps } from './payments-deps.ts';
import type { CheckoutRow } from './service.ts';
import { isStripeError, logProviderFailure, stripeFor } from './stripe-client.ts';

async function secretKeyOf(deps: PaymentsDeps, checkout: CheckoutRow): Promise<string | null> {
  return (await stripeSecretsOf(deps, { businessId: checkout.businessId }))?.secretKey ?? null;
}

/** The payment page of the checkout's session while the client can still pay on it, else null. */
export async function openSessionUrl(
  deps: PaymentsDeps,
  checkout: CheckoutRow,
): Promise<string | null> {
  const secretKey = await secretKeyOf(deps, checkout);
  if (!secretKey || !checkout.providerSessionId) return null;
  try {
    const session = await stripeFor(deps, secretKey).checkout.sessions.retrieve(
      checkout.providerSessionId,
    );
    return session.status === 'open' && session.url ? session.url : null;
  } catch (error) {
    logProviderFailure(deps, error, { businessId: checkout.businessId, checkoutId: checkout.id });
    if (isStripeError(error)) throw providerUnreachable();
    throw error;
  }
}

/**
 * Ends the checkout's session at the provider. 'ended': nobody can pay on it any more (expired
 * now or before); 'paid': the client paid it meanwhile (its webhook confirms the booking). A
 * provider that cannot be reached answers 502: the session may still be open, so no other may
 * start.
 */
export async function endProviderSession(
  deps: PaymentsDeps,
  checkout: CheckoutRow,
): Promise<'ended' | 'paid'> {
  const secretKey = await secretKeyOf(deps, checkout);
  if (!secretKey || !checkout.providerSessionId) return 'ended';
  const sessions = stripeFor(deps, secretKey).checkout.sessions;
  try {
    await sessions.expire(checkout.providerSessionId);
    return 'ended';
  } catch (error) {
    // Stripe refuses to expire a session that is no longer open: find out why.
    try {
      const session = await sessions.retrieve(checkout.providerSessionId);
      if (session.status === 'complete') return 'paid';
      if (session.status === 'expired') return 'ended';
    } catch {
      // Reported below with the first failure.
    }
    logProviderFailure(deps, error, { businessId: checkout.businessId, checkoutId: checkout.id });
    if (isStripeError(error)) throw providerUnreachable();
    throw error;
  }
}

export type ProviderSession = { businessId: string; checkoutId: string; sessionId: string };

/**
 * Best effort, one by one: the sessions of payments that ended here are expired at the provider
 * (a failure is logged; a payment made on one after all is still honoured by the webhook).
 */
export async function endProviderSessions(
  deps: PaymentsDeps,
  sessions: readonly ProviderSession[],
): Promise<void> {
  for (const { businessId, checkoutId, sessionId } of sessions) {
    try {
      const secrets = await stripeSecretsOf(deps, { businessId });
      if (secrets) await stripeFor(deps, secrets.secretKey).checkout.sessions.expire(sessionId);
    } catch (error) {
      logProviderFailure(deps, error, { businessId, checkoutId });
    }
  }
}
