// The business's connection to Stripe: connect (the key is checked with Stripe first), list,
// disconnect, and the opened secrets for the calls that need them. Secrets are sealed with the
// crypto box, bound to their business and purpose; nothing here logs or returns them.
import { and, eq, gt, sql } from 'drizzle-orm';
import { messages } from '@studio/shared/messages';
import type { TPaymentProvider } from '@studio/shared/payments/connections';
import type { Database, Executor, Transaction } from '../../db/client.ts';
import { preparedFor } from '../../db/prepared.ts';
import { AppError } from '../../platform/errors.ts';
import { isUuid } from '../../platform/path-params.ts';
import type { ConnectionRow } from './presenter.ts';
import { checkouts, paymentConnections } from './schema.ts';
import type { PaymentsDeps } from './payments-deps.ts';
import { isStripeError, logProviderFailure, stripeFor } from './stripe-client.ts';

type SecretField = 'secret_key' | 'webhook_secret';

/** The additional data each sealed secret is bound to: its business, provider and purpose. */
function sealContext(businessId: string, provider: TPaymentProvider, field: SecretField): string {
  return `payment_connections/${businessId}/${provider}/${field}`;
}

export type StripeSecrets = { connectionId: string; secretKey: string; webhookSecret: string };

const connectionQuery = preparedFor((executor) =>
  executor
    .select()
    .from(paymentConnections)
    .where(
      and(
        eq(paymentConnections.businessId, sql.placeholder('businessId')),
        eq(paymentConnections.provider, sql.placeholder('provider')),
      ),
    )
    .limit(1)
    .prepare('payment_connection_of_business'),
);

export async function findConnection(
  executor: Executor,
  input: { businessId: string; provider: TPaymentProvider },
): Promise<ConnectionRow | null> {
  const [row] = await connectionQuery(executor).execute(input);
  return row ?? null;
}

export async function listConnections(
  db: Executor,
  input: { businessId: string },
): Promise<ConnectionRow[]> {
  return db
    .select()
    .from(paymentConnections)
    .where(eq(paymentConnections.businessId, input.businessId))
    .orderBy(paymentConnections.createdAt);
}

/** The business's Stripe secrets, opened; null when Stripe is not connected. */
export async function stripeSecretsOf(
  deps: Pick<PaymentsDeps, 'db' | 'box'>,
  input: { businessId: string },
): Promise<StripeSecrets | null> {
  const { businessId } = input;
  const row = await findConnection(deps.db, { businessId, provider: 'STRIPE' });
  if (!row) return null;
  const { box } = deps;
  return {
    connectionId: row.id,
    secretKey: box.open(row.secretKeyBox, sealContext(businessId, 'STRIPE', 'secret_key')),
    webhookSecret: box.open(
      row.webhookSecretBox,
      sealContext(businessId, 'STRIPE', 'webhook_secret'),
    ),
  };
}

/**
 * Keeps the connection until `tx` ends (a shared lock: disconnect waits, other payments do not);
 * false when it was removed meanwhile.
 */
export async function holdConnection(tx: Transaction, connectionId: string): Promise<boolean> {
  const [row] = await tx
    .select({ id: paymentConnections.id })
    .from(paymentConnections)
    .where(eq(paymentConnections.id, connectionId))
    .for('share');
  return row !== undefined;
}

/**
 * Asks Stripe who the key belongs to. A refused key is the owner's mistake (400 on secretKey); a
 * restricted key that may not read the account is accepted when it can read the balance.
 */
async function labelOfStripeKey(
  deps: Pick<PaymentsDeps, 'config' | 'log'>,
  secretKey: string,
): Promise<string> {
  const stripe = stripeFor(deps, secretKey);
  const fallback = `Stripe account …${secretKey.slice(-4)}`;
  try {
    const account = await stripe.accounts.retrieveCurrent();
    return (
      account.settings?.dashboard?.display_name ||
      account.business_profile?.name ||
      account.email ||
      fallback
    );
  } catch (error) {
    if (!isStripeError(error)) throw error;
    if (error.type === 'StripeAuthenticationError')
      throw AppError.validation('secretKey', messages.stripeKeyRefused);
    if (error.type !== 'StripePermissionError') {
      logProviderFailure(deps, error, { check: 'account' });
      throw providerUnreachable();
    }
  }
  try {
    await stripe.balance.retrieve();
    return fallback;
  } catch (error) {
    if (!isStripeError(error)) throw error;
    if (error.type === 'StripeAuthenticationError')
      throw AppError.validation('secretKey', messages.stripeKeyRefused);
    if (error.type === 'StripePermissionError')
      throw AppError.validation('secretKey', messages.stripeKeyNotAllowed);
    logProviderFailure(deps, error, { check: 'balance' });
    throw providerUnreachable();
  }
}

export function providerUnreachable(): AppError {
  return new AppError('BAD_GATEWAY', messages.paymentProviderUnreachable);
}

/** Connects Stripe, replacing an earlier connection of the business (one per provider). */
export async function connectStripe(
  deps: PaymentsDeps,
  input: {
    businessId: string;
    request: { publishableKey: string; secretKey: string; webhookSecret: string };
  },
): Promise<ConnectionRow> {
  const { db } = deps;
  const { businessId, request } = input;
  const label = await labelOfStripeKey(deps, request.secretKey);
  const { box } = deps;
  const values = {
    label,
    publishableKey: request.publishableKey,
    secretKeyBox: box.seal(request.secretKey, sealContext(businessId, 'STRIPE', 'secret_key')),
    webhookSecretBox: box.seal(
      request.webhookSecret,
      sealContext(businessId, 'STRIPE', 'webhook_secret'),
    ),
    createdAt: new Date(),
  };
  const [row] = await db
    .insert(paymentConnections)
    .values({ businessId, provider: 'STRIPE', ...values })
    .onConflictDoUpdate({
      target: [paymentConnections.businessId, paymentConnections.provider],
      set: values,
    })
    .returning();
  if (!row) throw new Error('payment connection upsert returned nothing');
  return row;
}

/**
 * Removes a connection, named by its id or its provider (STRIPE); 404 when the business has no
 * such connection. Answers the connections left. Refused (409) while a client is paying online:
 * without the webhook secret their payment could never be confirmed, and they would have paid
 * for nothing. The connection row is locked first, and startPayment holds it shared while it
 * writes a checkout, so no checkout can slip in between the check and the delete.
 */
export async function disconnect(
  db: Database,
  input: { businessId: string; serviceId: string },
): Promise<ConnectionRow[]> {
  const { businessId, serviceId } = input;
  const named = isUuid(serviceId)
    ? eq(paymentConnections.id, serviceId)
    : eq(paymentConnections.provider, serviceId.toUpperCase());
  await db.transaction(async (tx) => {
    const [connection] = await tx
      .select({ id: paymentConnections.id })
      .from(paymentConnections)
      .where(and(eq(paymentConnections.businessId, businessId), named))
      .for('update');
    if (!connection) throw AppError.notFound(messages.serviceNotConnected);
    const [paying] = await tx
      .select({ id: checkouts.id })
      .from(checkouts)
      .where(
        and(
          eq(checkouts.businessId, businessId),
          eq(checkouts.status, 'OPEN'),
          gt(checkouts.expiresAt, sql`now()`),
        ),
      )
      .limit(1);
    if (paying) throw new AppError('CONFLICT', messages.paymentInProgress);
    await tx.delete(paymentConnections).where(eq(paymentConnections.id, connection.id));
  });
  return listConnections(db, { businessId });
}
