// The client came back from the provider's page with Cancel: the Checkout Session is expired at
// Stripe, then the checkout turns EXPIRED and its hold is let go in one transaction, so the time
// is free for others at once instead of after the payment's 30 minutes.
import { and, eq } from 'drizzle-orm';
import { messages } from '@studio/shared/messages';
import { AppError } from '../../platform/errors.ts';
import { stripeSecretsOf } from './connection-service.ts';
import { checkouts } from './schema.ts';
import type { PaymentsDeps } from './payments-deps.ts';
import type { CheckoutRow } from './service.ts';
import { logProviderFailure, stripeFor } from './stripe-client.ts';
import { releaseCheckoutHold, type OnCheckoutEnded } from './webhook-service.ts';

/**
 * Best effort: a session that could not be expired (the provider is down, or the client paid in
 * another tab a moment ago) is still ended here. Should its payment complete after all, the
 * webhook completes an EXPIRED checkout too (webhook-service.ts), so the money is never lost.
 */
async function expireProviderSession(deps: PaymentsDeps, checkout: CheckoutRow): Promise<void> {
  if (!checkout.providerSessionId) return;
  try {
    const secrets = await stripeSecretsOf(deps, { businessId: checkout.businessId });
    if (!secrets) return;
    await stripeFor(deps, secrets.secretKey).checkout.sessions.expire(checkout.providerSessionId);
  } catch (error) {
    logProviderFailure(deps, error, { businessId: checkout.businessId, checkoutId: checkout.id });
  }
}

/**
 * POST /api/public/checkouts/{id}/cancel for an OPEN BOOKING checkout; any other state is left as
 * it is (a repeated cancel, the sweeper or the webhook came first). 404 for an unknown id or an
 * invoice payment. The random id is the capability, as for reading the checkout's state.
 */
export async function cancelBookingCheckout(
  deps: PaymentsDeps,
  input: { checkoutId: string; onEnded: OnCheckoutEnded },
): Promise<void> {
  const { db } = deps;
  const [checkout] = await db
    .select()
    .from(checkouts)
    .where(and(eq(checkouts.id, input.checkoutId), eq(checkouts.kind, 'BOOKING')))
    .limit(1);
  if (!checkout) throw AppError.notFound(messages.checkoutNotFound);
  if (checkout.status !== 'OPEN') return;
  // Never inside a transaction: no row stays locked while the provider answers.
  await expireProviderSession(deps, checkout);
  await db.transaction(async (tx) => {
    const [expired] = await tx
      .update(checkouts)
      .set({ status: 'EXPIRED' })
      .where(
        and(
          eq(checkouts.id, checkout.id),
          eq(checkouts.businessId, checkout.businessId),
          eq(checkouts.status, 'OPEN'),
        ),
      )
      .returning();
    if (expired) await releaseCheckoutHold(tx, { checkout: expired, onEnded: input.onEnded });
  });
}
