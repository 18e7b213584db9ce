// The payments of a booking hold: BOOKING checkouts carry the hold's slot and, in their request,
// its hold token. One hold has at most one open payment: opening it again reuses the same
// provider session while nothing changed, else the old payment ends first.
import { and, asc, eq, gt, isNull, ne, or, sql } from 'drizzle-orm';
import { messages } from '@studio/shared/messages';
import type { Executor, Transaction } from '../../db/client.ts';
import { AppError } from '../../platform/errors.ts';
import { endProviderSession, openSessionUrl } from './provider-sessions.ts';
import { checkouts } from './schema.ts';
import type { PaymentsDeps } from './payments-deps.ts';
import type { CheckoutRow } from './service.ts';

type HoldOfBusiness = { businessId: string; slotId: string; holdToken: string };

/** The booking checkouts of this hold: its slot, carrying its token. */
function ofHold(input: HoldOfBusiness) {
  return and(
    eq(checkouts.businessId, input.businessId),
    eq(checkouts.kind, 'BOOKING'),
    eq(checkouts.slotId, input.slotId),
    sql`${checkouts.request}->>'holdToken' = ${input.holdToken}`,
  );
}

/**
 * Ends a payment being replaced: EXPIRED here first (so the provider's "expired" event that
 * follows does not let the hold go: the new payment keeps it), then at the provider. Paid
 * meanwhile: 409 holdAlreadyPaid (its webhook books it). The provider out of reach: the payment
 * stays open, and the client may try again.
 */
async function endOpenPayment(deps: PaymentsDeps, open: CheckoutRow): Promise<void> {
  const { db } = deps;
  const scope = and(eq(checkouts.id, open.id), eq(checkouts.businessId, open.businessId));
  const [ended] = await db
    .update(checkouts)
    .set({ status: 'EXPIRED' })
    .where(and(scope, eq(checkouts.status, 'OPEN')))
    .returning({ id: checkouts.id });
  if (!ended) {
    const [now] = await db.select({ status: checkouts.status }).from(checkouts).where(scope);
    if (now?.status === 'COMPLETED') throw new AppError('CONFLICT', messages.holdAlreadyPaid);
    return;
  }
  let outcome: 'ended' | 'paid';
  try {
    outcome = await endProviderSession(deps, open);
  } catch (error) {
    await db
      .update(checkouts)
      .set({ status: 'OPEN' })
      .where(and(scope, eq(checkouts.status, 'EXPIRED')));
    throw error;
  }
  if (outcome === 'paid') throw new AppError('CONFLICT', messages.holdAlreadyPaid);
}

/**
 * The client goes back to the hold's open payment when nothing changed (the same amount and
 * request); a payment with other choices is ended first. Answers the payment to go back to, or
 * null to open a new one.
 */
export async function reuseOrEndHoldPayment(
  deps: PaymentsDeps,
  input: HoldOfBusiness & { amount: number; request: unknown },
): Promise<{ checkoutId: string; paymentUrl: string } | null> {
  const { db } = deps;
  const [open] = await db
    .select()
    .from(checkouts)
    .where(and(ofHold(input), eq(checkouts.status, 'OPEN'), gt(checkouts.expiresAt, sql`now()`)))
    .orderBy(asc(checkouts.createdAt))
    .limit(1);
  if (!open) return null;
  const isSame =
    open.amount === input.amount &&
    (
      await db
        .select({ id: checkouts.id })
        .from(checkouts)
        .where(
          and(
            eq(checkouts.id, open.id),
            eq(checkouts.businessId, input.businessId),
            // Where the client sent it from (kept for the audit trail) is not a choice.
            sql`(${checkouts.request} - 'origin') = ${JSON.stringify(input.request)}::jsonb`,
          ),
        )
    ).length > 0;
  if (isSame) {
    const paymentUrl = await openSessionUrl(deps, open);
    if (paymentUrl) return { checkoutId: open.id, paymentUrl };
  }
  await endOpenPayment(deps, open);
  return null;
}

/** When the hold's first payment started, or null before its first. */
export async function firstHoldPaymentAt(
  executor: Executor,
  input: HoldOfBusiness,
): Promise<Date | null> {
  const [first] = await executor
    .select({ createdAt: checkouts.createdAt })
    .from(checkouts)
    .where(ofHold(input))
    .orderBy(asc(checkouts.createdAt))
    .limit(1);
  return first?.createdAt ?? null;
}

/** 409 paymentAlreadyOpen when the hold has a live open payment other than `checkoutId`. */
export async function requireOnlyOpenHoldPayment(
  tx: Transaction,
  input: HoldOfBusiness & { checkoutId: string },
): Promise<void> {
  const [other] = await tx
    .select({ id: checkouts.id })
    .from(checkouts)
    .where(
      and(
        ofHold(input),
        eq(checkouts.status, 'OPEN'),
        gt(checkouts.expiresAt, sql`now()`),
        ne(checkouts.id, input.checkoutId),
      ),
    )
    .limit(1);
  if (other) throw new AppError('CONFLICT', messages.paymentAlreadyOpen);
}

const sameEmail = (column: unknown, email: string) =>
  sql`lower(trim(${column})) = ${email.trim().toLowerCase()}`;

/**
 * The live open booking payments of a client's email, of all services and of `serviceId`; the
 * payments of the hold on `exceptSlotId` (a client changing their inputs) are not counted.
 */
export async function countOpenPaymentsOfEmail(
  executor: Executor,
  input: { businessId: string; serviceId: string; email: string; exceptSlotId: string },
): Promise<{ all: number; ofService: number }> {
  const [open] = await executor
    .select({
      all: sql<number>`count(*)::int`,
      ofService: sql<number>`(count(*) filter (where ${checkouts.serviceId} = ${input.serviceId}))::int`,
    })
    .from(checkouts)
    .where(
      and(
        eq(checkouts.businessId, input.businessId),
        eq(checkouts.kind, 'BOOKING'),
        eq(checkouts.status, 'OPEN'),
        gt(checkouts.expiresAt, sql`now()`),
        or(isNull(checkouts.slotId), ne(checkouts.slotId, input.exceptSlotId)),
        sameEmail(sql`${checkouts.request}->>'email'`, input.email),
      ),
    );
  return { all: open?.all ?? 0, ofService: open?.ofService ?? 0 };
}

/**
 * Where a booking checkout stands, by its id alone: the random id is the capability, as a Stripe
 * session id is. 404 checkoutNotFound for an unknown id or an invoice payment.
 */
export async function requireBookingCheckoutState(
  executor: Executor,
  input: { checkoutId: string },
): Promise<{ status: 'OPEN' | 'COMPLETED' | 'EXPIRED'; orderId: string | null }> {
  const [row] = await executor
    .select({ status: checkouts.status, orderId: checkouts.orderId })
    .from(checkouts)
    .where(and(eq(checkouts.id, input.checkoutId), eq(checkouts.kind, 'BOOKING')))
    .limit(1);
  if (!row) throw AppError.notFound(messages.checkoutNotFound);
  return row;
}
