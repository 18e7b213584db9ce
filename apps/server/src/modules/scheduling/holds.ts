// A client's hold on a slot: taken, read, extended, booked and let go. A hold is a slot in
// BOOKING with a lockout end and the sha-256 of the client's hold token; only the hash is stored,
// so the database never holds a usable token. Writes are conditional on that hash, so a hold
// that ran out and was taken by someone else is never touched by its former holder.
import { and, eq, gt, inArray, isNull, lte, ne, notExists, sql } from 'drizzle-orm';
import { serviceKinds } from '@studio/shared/enums';
import { messages } from '@studio/shared/messages';
import type { Executor, Transaction } from '../../db/client.ts';
import { AppError } from '../../platform/errors.ts';
import { serviceColumns } from '../services/service-columns.ts';
import { dropEmptyServiceDate, type ShootSlot } from './order-slots.ts';
import { serviceDates, slots } from './schema.ts';
import { isFreeForClient, overlapsAnotherSlot } from './slot-rules.ts';

const serviceRows = serviceColumns('services');

type SlotOfService = { businessId: string; serviceId: string; slotId: string };
type HoldKey = { businessId: string; slotId: string; tokenHash: string };

function ofService(input: SlotOfService) {
  return and(
    eq(slots.id, input.slotId),
    eq(slots.businessId, input.businessId),
    eq(slots.serviceId, input.serviceId),
  );
}

/** The hold this token hash names, whatever its lockout. */
function heldBy(input: HoldKey) {
  return and(
    eq(slots.id, input.slotId),
    eq(slots.businessId, input.businessId),
    eq(slots.status, 'BOOKING'),
    eq(slots.holdTokenHash, input.tokenHash),
  );
}

/**
 * A mini session slot becomes the client's for `holdMinutes` when it is free for a client (one
 * conditional update). Null: not free (taken, held, in the past, or not a slot of the service).
 */
export async function holdMiniSlot(
  tx: Transaction,
  input: SlotOfService & { tokenHash: string; holdMinutes: number },
): Promise<ShootSlot | null> {
  const [held] = await tx
    .update(slots)
    .set({
      status: 'BOOKING',
      lockoutEnd: sql`now() + make_interval(mins => ${input.holdMinutes})`,
      holdTokenHash: input.tokenHash,
      orderId: null,
      updatedAt: sql`now()`,
    })
    .where(and(ofService(input), isNull(slots.orderId), isFreeForClient))
    .returning();
  return held ?? null;
}

/** A slot of the service, with what its price depends on; null when there is none. */
export async function findServiceSlot(
  executor: Executor,
  input: SlotOfService,
): Promise<{ startTime: Date; endTime: Date; isPremium: boolean; premiumFee: number } | null> {
  const [row] = await executor
    .select({
      startTime: slots.startTime,
      endTime: slots.endTime,
      isPremium: slots.isPremium,
      premiumFee: slots.premiumFee,
    })
    .from(slots)
    .where(ofService(input));
  return row ?? null;
}

/** Like findServiceSlot, or 404 slotNotFound. */
export async function requireServiceSlot(executor: Executor, input: SlotOfService) {
  const slot = await findServiceSlot(executor, input);
  if (!slot) throw AppError.notFound(messages.slotNotFound);
  return slot;
}

/** The slot of the client's hold while its lockout runs, else null. */
export async function findLiveHold(
  tx: Transaction,
  input: HoldKey & { serviceId: string },
): Promise<ShootSlot | null> {
  const [slot] = await tx
    .select()
    .from(slots)
    .where(
      and(heldBy(input), eq(slots.serviceId, input.serviceId), gt(slots.lockoutEnd, sql`now()`)),
    );
  return slot ?? null;
}

/** The live hold is kept until `until`. False when it is no longer the client's. */
export async function extendHold(
  tx: Transaction,
  input: HoldKey & { until: Date },
): Promise<boolean> {
  const [extended] = await tx
    .update(slots)
    .set({ lockoutEnd: input.until, updatedAt: sql`now()` })
    .where(and(heldBy(input), gt(slots.lockoutEnd, sql`now()`)))
    .returning({ id: slots.id });
  return extended !== undefined;
}

/** How many of these token hashes still hold a slot of the business (live, not booked). */
export async function countLiveHolds(
  executor: Executor,
  input: { businessId: string; tokenHashes: string[] },
): Promise<number> {
  const [row] = await executor
    .select({ count: sql<number>`count(*)::int` })
    .from(slots)
    .where(
      and(
        eq(slots.businessId, input.businessId),
        eq(slots.status, 'BOOKING'),
        isNull(slots.orderId),
        gt(slots.lockoutEnd, sql`now()`),
        inArray(slots.holdTokenHash, input.tokenHashes),
      ),
    );
  return Number(row?.count ?? 0);
}

/**
 * The held slot becomes BOOKED with the order: same token, status BOOKING, no order yet, and the
 * lockout still running. A paid confirmation (`isPaid`) also takes a hold that ran out, as long
 * as nothing else has taken its time meanwhile. Null when the hold is lost.
 */
export async function bookHeldSlot(
  tx: Transaction,
  input: HoldKey & { serviceId: string; orderId: string; isPaid: boolean },
): Promise<ShootSlot | null> {
  const stillHeld = input.isPaid
    ? sql`(${slots.lockoutEnd} > now() or not ${overlapsAnotherSlot})`
    : sql`${slots.lockoutEnd} > now()`;
  const [booked] = await tx
    .update(slots)
    .set({
      status: 'BOOKED',
      orderId: input.orderId,
      lockoutEnd: null,
      holdTokenHash: null,
      updatedAt: sql`now()`,
    })
    .where(
      and(heldBy(input), eq(slots.serviceId, input.serviceId), isNull(slots.orderId), stillHeld),
    )
    .returning();
  return booked ?? null;
}

/**
 * Ends a hold if the slot still carries it: a mini session slot is AVAILABLE again, a full
 * session's hold slot goes with its emptied date.
 */
export async function releaseHold(tx: Transaction, input: HoldKey): Promise<void> {
  const same = and(heldBy(input), isNull(slots.orderId));
  const [row] = await tx
    .select({ kind: serviceRows.kind, serviceDateId: slots.serviceDateId })
    .from(slots)
    .innerJoin(serviceRows, eq(serviceRows.id, slots.serviceId))
    .where(same)
    .for('update', { of: slots });
  if (!row) return;
  if (row.kind === serviceKinds.MINI_SESSION) {
    await tx
      .update(slots)
      .set({ status: 'AVAILABLE', lockoutEnd: null, holdTokenHash: null, updatedAt: sql`now()` })
      .where(same);
    return;
  }
  await tx.delete(slots).where(same);
  await dropEmptyServiceDate(tx, row.serviceDateId);
}

/** The business of the slot that carries this token hash, or null. */
export async function businessOfHold(
  executor: Executor,
  input: { slotId: string; tokenHash: string },
): Promise<string | null> {
  const [slot] = await executor
    .select({ businessId: slots.businessId })
    .from(slots)
    .where(and(eq(slots.id, input.slotId), eq(slots.holdTokenHash, input.tokenHash)));
  return slot?.businessId ?? null;
}

/** Rows per statement: a backlog is worked off over a few runs rather than in one long lock. */
const SWEEP_BATCH = 1000;

const isExpiredHold = and(
  eq(slots.status, 'BOOKING'),
  lte(slots.lockoutEnd, sql`now()`),
  isNull(slots.orderId),
);

function expiredHolds(executor: Executor, isMiniSession: boolean) {
  return executor
    .select({ id: slots.id })
    .from(slots)
    .innerJoin(serviceRows, eq(serviceRows.id, slots.serviceId))
    .where(
      and(
        isExpiredHold,
        isMiniSession
          ? eq(serviceRows.kind, serviceKinds.MINI_SESSION)
          : ne(serviceRows.kind, serviceKinds.MINI_SESSION),
      ),
    )
    .limit(SWEEP_BATCH)
    .for('update', { of: slots, skipLocked: true });
}

/**
 * Tidies holds that ran out (readers already treat them as free): mini session slots are
 * AVAILABLE again with the token cleared, full sessions' hold slots go with their emptied date.
 * Rows are claimed with SKIP LOCKED and each statement re-checks the expiry, so sweepers of
 * several processes never fight and a hold renewed meanwhile stays.
 */
export async function sweepExpiredHolds(
  executor: Executor,
): Promise<{ released: number; removed: number }> {
  const released = await executor
    .update(slots)
    .set({ status: 'AVAILABLE', lockoutEnd: null, holdTokenHash: null, updatedAt: sql`now()` })
    .where(and(inArray(slots.id, expiredHolds(executor, true)), isExpiredHold))
    .returning({ id: slots.id });
  const removed = await executor
    .delete(slots)
    .where(and(inArray(slots.id, expiredHolds(executor, false)), isExpiredHold))
    .returning({ serviceDateId: slots.serviceDateId });
  const dateIds = [...new Set(removed.map((row) => row.serviceDateId))];
  if (dateIds.length > 0) {
    await executor
      .delete(serviceDates)
      .where(
        and(
          inArray(serviceDates.id, dateIds),
          notExists(
            executor
              .select({ id: slots.id })
              .from(slots)
              .where(eq(slots.serviceDateId, serviceDates.id)),
          ),
        ),
      );
  }
  return { released: released.length, removed: removed.length };
}
