// Holding a time for a client: a mini session slot by one
// conditional update, a full session time by a BOOKING slot inserted under the business's booking
// lock. Either way the time is the client's for HOLD_MINUTES and blocks everyone else meanwhile.
import crypto from 'node:crypto';
import { HOLD_MINUTES, type THold } from '@studio/shared/booking/contracts';
import { serviceKinds } from '@studio/shared/enums';
import { messages } from '@studio/shared/messages';
import { addMinutes, instantToWall } from '@studio/shared/scheduling/zoned-time';
import type { Database, Transaction } from '../../db/client.ts';
import { describeInstant } from '../../platform/describe-instant.ts';
import { AppError } from '../../platform/errors.ts';
import { overlapsGoogleBusy } from '../google-calendar/busy.ts';
import { isDemoService } from '../options/demo-data.ts';
import {
  businessOfHold,
  holdMiniSlot,
  releaseHold,
  requireServiceSlot,
} from '../scheduling/holds.ts';
import { createHoldSlot, lockBusinessBookings, type ShootSlot } from '../scheduling/order-slots.ts';
import { fullSessionStartTimes, packageOfService } from './availability.ts';
import { holdTokenHash, newHoldToken, slotIdOfHoldToken } from './hold-tokens.ts';
import type { PublicTarget } from './public-service.ts';
import { markLiveHold, requireFewLiveHolds } from './public-limits.ts';
import { getBookingSettings } from './settings.ts';
import { TakenError } from './taken.ts';

export type HoldRequest = { slotId: string } | { startTime: string; packageId: string | null };

function presentHold(token: string, slot: ShootSlot): THold {
  return {
    holdToken: token,
    slotId: slot.id,
    startTime: slot.startTime.toISOString(),
    endTime: slot.endTime.toISOString(),
    lockoutEnd: (slot.lockoutEnd ?? new Date()).toISOString(),
  };
}

async function holdMiniSlotOf(
  tx: Transaction,
  target: PublicTarget,
  slotId: string,
): Promise<{ token: string; slot: ShootSlot } | { refusedAt: Date }> {
  const scope = { businessId: target.business.id, serviceId: target.service.id, slotId };
  const slot = await requireServiceSlot(tx, scope);
  // The page shows a slot a Google busy time overlaps as taken: a hold sent for it anyway (an old
  // page, a direct call) is refused the same way.
  const busy = { businessId: target.business.id, start: slot.startTime, end: slot.endTime };
  if (await overlapsGoogleBusy(tx, busy)) return { refusedAt: slot.startTime };
  const token = newHoldToken(slotId);
  const held = await holdMiniSlot(tx, {
    ...scope,
    tokenHash: holdTokenHash(token),
    holdMinutes: HOLD_MINUTES,
  });
  return held ? { token, slot: held } : { refusedAt: slot.startTime };
}

async function holdFullSessionTime(
  tx: Transaction,
  target: PublicTarget,
  request: { startTime: string; packageId: string | null },
): Promise<{ token: string; slot: ShootSlot } | { refusedAt: Date }> {
  const { business, service } = target;
  const pkg = request.packageId ? await packageOfService(tx, target, request.packageId) : null;
  const start = new Date(request.startTime);
  const now = new Date();
  if (start.getTime() <= now.getTime()) throw new AppError('CONFLICT', messages.timeInPast);
  const durationMinutes = pkg?.shootDurationMinutes ?? service.durationMinutes;
  const date = instantToWall(start, business.timeZone).date;
  // The time must be one the page offers: inside the template's hours, clear of block-offs and
  // of busy times with the buffer. Decided under the lock, so of two overlapping holds one fails.
  const offered = await fullSessionStartTimes(tx, target, {
    from: date,
    to: date,
    durationMinutes,
    now,
  });
  // Not offered: taken meanwhile (or never a time of this service); either way the page gets the
  // nearest times it can offer.
  if (!offered.includes(start.getTime())) return { refusedAt: start };
  const slotId = crypto.randomUUID();
  const token = newHoldToken(slotId);
  try {
    const slot = await createHoldSlot(tx, {
      businessId: business.id,
      serviceId: service.id,
      slotId,
      time: {
        date,
        startTime: start,
        endTime: addMinutes(start, durationMinutes),
        describe: describeInstant(business.timeZone),
      },
      holdMinutes: HOLD_MINUTES,
      holdTokenHash: holdTokenHash(token),
    });
    return { token, slot };
  } catch (error) {
    // A break time or another booking overlaps: the names of other services are not the client's
    // business, so the answer is the plain "taken".
    if (error instanceof AppError && error.code === 'CONFLICT') return { refusedAt: start };
    throw error;
  }
}

/**
 * POST .../holds: the time is the client's for HOLD_MINUTES, or TakenError naming the refused time. With
 * `address` (rate limits on), 429 when that address already holds too many times of the business.
 */
export async function holdTime(
  db: Database,
  target: PublicTarget,
  request: HoldRequest,
  address: string | null = null,
): Promise<THold> {
  const isMini = target.service.kind === serviceKinds.MINI_SESSION;
  if (isMini !== 'slotId' in request) {
    throw AppError.validation(
      isMini ? 'slotId' : 'startTime',
      isMini ? messages.slotRequired : messages.required,
    );
  }
  // A demo sample is there to look at: a client who finds its page cannot book a shoot that
  // the owner never offered.
  if (await isDemoService(db, { businessId: target.business.id, serviceId: target.service.id })) {
    throw new AppError('CONFLICT', messages.demoServiceNotBookable);
  }
  const outcome = await db.transaction(async (tx) => {
    // The same lock the shoot form takes: holds and bookings of one business are decided one at
    // a time, so "nothing overlaps" holds at commit.
    await lockBusinessBookings(tx, target.business.id);
    const scope = { businessId: target.business.id, address: address ?? '' };
    if (address) {
      const settings = await getBookingSettings(tx, { businessId: target.business.id });
      await requireFewLiveHolds(tx, { ...scope, limit: settings.maxLiveHoldsPerAddress });
    }
    const held =
      'slotId' in request
        ? await holdMiniSlotOf(tx, target, request.slotId)
        : await holdFullSessionTime(tx, target, request);
    if (address && 'token' in held) {
      await markLiveHold(tx, { ...scope, tokenHash: holdTokenHash(held.token) });
    }
    return held;
  });
  if ('refusedAt' in outcome) throw new TakenError(messages.slotTaken, outcome.refusedAt);
  return presentHold(outcome.token, outcome.slot);
}

/** DELETE /api/public/holds/{token}: the client lets the time go. Unknown or ended: nothing to do. */
export async function releaseHoldByToken(db: Database, token: string): Promise<void> {
  const slotId = slotIdOfHoldToken(token);
  if (!slotId) return;
  const tokenHash = holdTokenHash(token);
  await db.transaction(async (tx) => {
    const businessId = await businessOfHold(tx, { slotId, tokenHash });
    if (!businessId) return;
    await releaseHold(tx, { businessId, slotId, tokenHash });
  });
}

/** Releases the hold the token names, if the slot still carries it (a checkout that ended). */
export async function releaseHeldSlot(
  tx: Transaction,
  input: { businessId: string; slotId: string; holdToken: string },
): Promise<void> {
  await releaseHold(tx, {
    businessId: input.businessId,
    slotId: input.slotId,
    tokenHash: holdTokenHash(input.holdToken),
  });
}
