// Online payments: whether a business takes them, and starting one with the provider. A payment
// is a `checkouts` row first (committed), then a Stripe Checkout Session created outside any
// transaction; the signed webhook completes it (webhook-service.ts).
import { and, desc, eq } from 'drizzle-orm';
import { messages } from '@studio/shared/messages';
import type { TPaymentProvider } from '@studio/shared/payments/connections';
import type { Executor, Transaction } from '../../db/client.ts';
import { AppError } from '../../platform/errors.ts';
import { findBusiness } from '../businesses/profile-service.ts';
import { invoicesOf } from '../orders/invoice-service.ts';
import { requireOrder } from '../orders/service.ts';
import {
  findConnection,
  holdConnection,
  providerUnreachable,
  stripeSecretsOf,
} from './connection-service.ts';
import { checkouts } from './schema.ts';
import type { PaymentsDeps } from './payments-deps.ts';
import { isStripeError, logProviderFailure, providerAmount, stripeFor } from './stripe-client.ts';

export type CheckoutRow = typeof checkouts.$inferSelect;

/** Whether the business takes payments online (it connected Stripe). */
export async function onlinePaymentsOf(
  executor: Executor,
  businessId: string,
): Promise<{ provider: TPaymentProvider } | null> {
  const connection = await findConnection(executor, { businessId, provider: 'STRIPE' });
  return connection ? { provider: 'STRIPE' } : null;
}

/** Stripe's shortest Checkout Session: it refuses an expires_at nearer than 30 minutes. */
const PROVIDER_MIN_LIFETIME_SECONDS = 30 * 60;
/** Stripe's limit on a product name. */
const DESCRIPTION_MAX = 250;
/** Written in successUrl / cancelUrl, replaced by the checkout's id. */
export const CHECKOUT_ID_PLACEHOLDER = '{CHECKOUT_ID}';

export type StartPaymentInput = {
  businessId: string;
  kind: 'BOOKING' | 'INVOICE';
  /** Minor units of `currency` (> 0). */
  amount: number;
  /** ISO code of the business currency. */
  currency: string;
  /** The line the client sees on the provider's page. */
  description: string;
  customerEmail: string;
  /** Where the provider sends the client back; `{CHECKOUT_ID}` is replaced by the checkout id. */
  successUrl: string;
  cancelUrl: string;
  /** When the checkout (and the provider's session) expires. */
  expiresAt: Date;
  serviceId?: string | null;
  slotId?: string | null;
  /** BOOKING: the parsed checkout request, replayed when the payment is confirmed. */
  request?: unknown;
  orderId?: string | null;
  invoiceId?: string | null;
};

/**
 * Starts an online payment: inserts the OPEN checkout (and runs `prepared` in the same
 * transaction, e.g. to extend the hold to the checkout's expiry), commits, then creates the
 * Stripe Checkout Session and stores its id. A provider failure marks the checkout EXPIRED and
 * answers 502 messages.paymentProviderUnreachable; nothing paid can exist for it.
 */
export async function startPayment(
  deps: PaymentsDeps,
  input: StartPaymentInput,
  prepared?: (tx: Transaction, checkoutId: string) => Promise<void>,
): Promise<{ checkoutId: string; paymentUrl: string }> {
  const { db } = deps;
  if (!Number.isInteger(input.amount) || input.amount <= 0)
    throw new Error('startPayment needs a positive amount in minor units');
  const secrets = await stripeSecretsOf(deps, { businessId: input.businessId });
  if (!secrets) throw new AppError('CONFLICT', messages.onlinePaymentsNotConnected);

  const checkout = await db.transaction(async (tx) => {
    // Disconnecting waits for this transaction, and then sees the checkout (connection-service).
    if (!(await holdConnection(tx, secrets.connectionId)))
      throw new AppError('CONFLICT', messages.onlinePaymentsNotConnected);
    const [row] = await tx
      .insert(checkouts)
      .values({
        businessId: input.businessId,
        kind: input.kind,
        serviceId: input.serviceId ?? null,
        slotId: input.slotId ?? null,
        request: input.request ?? null,
        orderId: input.orderId ?? null,
        invoiceId: input.invoiceId ?? null,
        amount: input.amount,
        currency: input.currency,
        expiresAt: input.expiresAt,
      })
      .returning();
    if (!row) throw new Error('checkout insert returned nothing');
    if (prepared) await prepared(tx, row.id);
    return row;
  });

  let session: { id: string; url: string };
  try {
    session = await createCheckoutSession(deps, secrets.secretKey, checkout, input);
  } catch (error) {
    await db
      .update(checkouts)
      .set({ status: 'EXPIRED' })
      .where(
        and(
          eq(checkouts.id, checkout.id),
          eq(checkouts.businessId, input.businessId),
          eq(checkouts.status, 'OPEN'),
        ),
      );
    logProviderFailure(deps, error, { businessId: input.businessId, checkoutId: checkout.id });
    if (isStripeError(error)) throw providerUnreachable();
    throw error;
  }
  await db
    .update(checkouts)
    .set({ providerSessionId: session.id })
    .where(and(eq(checkouts.id, checkout.id), eq(checkouts.businessId, input.businessId)));
  return { checkoutId: checkout.id, paymentUrl: session.url };
}

/** The Stripe Checkout Session of a checkout: one line, the checkout's references and expiry. */
async function createCheckoutSession(
  deps: Pick<PaymentsDeps, 'config'>,
  secretKey: string,
  checkout: CheckoutRow,
  input: StartPaymentInput,
): Promise<{ id: string; url: string }> {
  const withId = (url: string) => url.split(CHECKOUT_ID_PLACEHOLDER).join(checkout.id);
  const nowSeconds = Math.ceil(Date.now() / 1000);
  const session = await stripeFor(deps, secretKey).checkout.sessions.create(
    {
      mode: 'payment',
      line_items: [
        {
          quantity: 1,
          price_data: {
            currency: input.currency.toLowerCase(),
            unit_amount: providerAmount(input.amount, input.currency),
            product_data: { name: input.description.slice(0, DESCRIPTION_MAX) },
          },
        },
      ],
      customer_email: input.customerEmail,
      success_url: withId(input.successUrl),
      cancel_url: withId(input.cancelUrl),
      // The checkout's own expiry, unless that is nearer than Stripe allows: the session may
      // then outlive the hold by the moments this request took (the webhook copes with that).
      expires_at: Math.max(
        Math.floor(checkout.expiresAt.getTime() / 1000),
        nowSeconds + PROVIDER_MIN_LIFETIME_SECONDS,
      ),
      client_reference_id: checkout.id,
      metadata: { checkoutId: checkout.id, businessId: checkout.businessId, kind: checkout.kind },
      payment_intent_data: {
        metadata: { checkoutId: checkout.id, businessId: checkout.businessId },
      },
    },
    // A retry (the SDK's, or ours after a timeout) never makes a second session.
    { idempotencyKey: `checkout-${checkout.id}` },
  );
  if (!session.url) throw new Error('Stripe answered a Checkout Session without a url');
  return { id: session.id, url: session.url };
}

/** How long a client has to pay an invoice on the provider's page. */
const INVOICE_PAYMENT_MINUTES = 60;
/** An open session is reused only while the client still has this long to pay on it. */
const REUSE_MIN_REMAINING_MS = 5 * 60_000;

/**
 * The manage page pays a PENDING invoice of an ACTIVE booking (404 unknown or another business's
 * invoice, 409 when it is not waiting for a payment or the business takes no online payments).
 * While an earlier session for the same invoice is still open at Stripe, the client goes back to
 * it, so two live sessions cannot both take the money.
 */
export async function startInvoicePayment(
  deps: PaymentsDeps,
  input: {
    businessId: string;
    orderId: string;
    invoiceId: string;
    successUrl: string;
    cancelUrl: string;
  },
): Promise<{ checkoutId: string; paymentUrl: string }> {
  const { db } = deps;
  const { businessId, orderId, invoiceId } = input;
  const order = await requireOrder(db, { businessId, orderId });
  const invoice = (await invoicesOf(db, { businessId, orderId })).find(
    (row) => row.id === invoiceId,
  );
  if (!invoice) throw AppError.notFound(messages.invoiceNotFound);
  if (order.status !== 'ACTIVE' || invoice.status !== 'PENDING' || invoice.total <= 0)
    throw new AppError('CONFLICT', messages.invoiceNotPayable);
  const secrets = await stripeSecretsOf(deps, { businessId });
  if (!secrets) throw new AppError('CONFLICT', messages.onlinePaymentsNotConnected);

  const reusable = await openSessionOfInvoice(deps, {
    businessId,
    invoiceId,
    amount: invoice.total,
    secretKey: secrets.secretKey,
  });
  if (reusable) return reusable;

  const business = await findBusiness(db, { businessId });
  return startPayment(deps, {
    businessId,
    kind: 'INVOICE',
    amount: invoice.total,
    currency: business.currency,
    description: messages.invoicePaymentLine(business.name, invoice.sortIndex + 1, order.id),
    customerEmail: order.email,
    successUrl: input.successUrl,
    cancelUrl: input.cancelUrl,
    expiresAt: new Date(Date.now() + INVOICE_PAYMENT_MINUTES * 60_000),
    serviceId: order.serviceId,
    orderId,
    invoiceId,
  });
}

async function openSessionOfInvoice(
  deps: PaymentsDeps,
  input: { businessId: string; invoiceId: string; amount: number; secretKey: string },
): Promise<{ checkoutId: string; paymentUrl: string } | null> {
  const { db } = deps;
  const [open] = await db
    .select()
    .from(checkouts)
    .where(
      and(
        eq(checkouts.businessId, input.businessId),
        eq(checkouts.invoiceId, input.invoiceId),
        eq(checkouts.kind, 'INVOICE'),
        eq(checkouts.status, 'OPEN'),
      ),
    )
    .orderBy(desc(checkouts.createdAt))
    .limit(1);
  if (!open?.providerSessionId || open.amount !== input.amount) return null;
  if (open.expiresAt.getTime() - Date.now() < REUSE_MIN_REMAINING_MS) return null;
  try {
    const session = await stripeFor(deps, input.secretKey).checkout.sessions.retrieve(
      open.providerSessionId,
    );
    return session.status === 'open' && session.url
      ? { checkoutId: open.id, paymentUrl: session.url }
      : null;
  } catch (error) {
    logProviderFailure(deps, error, { businessId: input.businessId, checkoutId: open.id });
    if (isStripeError(error)) throw providerUnreachable();
    throw error;
  }
}
