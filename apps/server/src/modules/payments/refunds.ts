// A second payment for a hold that another checkout of it already paid (two sessions of one hold
// both paid: one as the client replaced it, or while the provider could not be reached). The
// booking is made once; this payment goes back to the client in full, through the provider, with
// an idempotency key so a retried webhook or request never refunds twice.
import { and, eq, isNotNull, isNull } from 'drizzle-orm';
import { stripeSecretsOf } from './connection-service.ts';
import { checkouts } from './schema.ts';
import type { PaymentsDeps } from './payments-deps.ts';
import { logProviderFailure, stripeFor } from './stripe-client.ts';

/**
 * Refunds the checkout's payment when its completion marked it as a duplicate and no refund was
 * taken yet. Throws when the provider fails, so the webhook answers an error and the provider
 * delivers the event again (each delivery tries the refund until it is taken).
 */
export async function refundDuplicatePayment(
  deps: PaymentsDeps,
  input: { businessId: string; checkoutId: string },
): Promise<void> {
  const { db } = deps;
  const [due] = await db
    .select()
    .from(checkouts)
    .where(
      and(
        eq(checkouts.id, input.checkoutId),
        eq(checkouts.businessId, input.businessId),
        isNotNull(checkouts.refundPaymentRef),
        isNull(checkouts.refundId),
      ),
    )
    .limit(1);
  if (!due?.refundPaymentRef) return;
  const secrets = await stripeSecretsOf(deps, { businessId: input.businessId });
  // Without the connection nothing can be refunded from here; the owner sees it at Stripe.
  if (!secrets || !due.refundPaymentRef.startsWith('pi_')) {
    logProviderFailure(deps, new Error('duplicate payment not refundable from the app'), {
      businessId: input.businessId,
      checkoutId: due.id,
    });
    return;
  }
  try {
    const refund = await stripeFor(deps, secrets.secretKey).refunds.create(
      {
        payment_intent: due.refundPaymentRef,
        reason: 'duplicate',
        metadata: { checkoutId: due.id, businessId: due.businessId },
      },
      { idempotencyKey: `refund-${due.id}` },
    );
    await db
      .update(checkouts)
      .set({ refundId: refund.id })
      .where(and(eq(checkouts.id, due.id), eq(checkouts.businessId, due.businessId)));
  } catch (error) {
    logProviderFailure(deps, error, { businessId: due.businessId, checkoutId: due.id });
    throw error;
  }
}
