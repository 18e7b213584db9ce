// Per-address limits on the public booking writes (holds, quotes, the contracts to sign,
// checkouts, letting a hold or a payment go), counted in the database so every instance sees the
// same hits; only with RATE_LIMIT on, like the other public forms.
//
// Why these numbers. A person books one time: they may pick, change their mind and re-pick a
// handful of times, and the page lets the old hold go whenever they pick again, so they hold one
// time (two for a moment while the release is on its way, or with a second tab). A script that
// wants to block a photographer's day holds time after time and keeps them. Two limits tell them
// apart:
// - how often: 30 holds per 10 minutes per address is several times what an indecisive client
//   (or a family behind one router booking together) needs, and stops a script trying every slot;
// - how many at once: a rate alone would still let one address keep about 45 times held (30 in
//   one window, more in the next, each lasting 15 minutes): a whole day. So an address may hold at
//   most a few times of one business at once (the business's maxLiveHoldsPerAddress, 3 unless the
//   photographer changed it); a hold counts while it is live (also while its client pays, when the
//   hold is stretched to the payment's 30 minutes). Blocking a day then takes many addresses, and
//   the hold sweeper returns their times within minutes. What one client email may take is
//   limited at checkout, where the email is known (client-limits.ts).
// Quotes follow every change of package, add-on quantity or coupon, so they get the most room (and
// a refused quote only costs the page its price preview); a checkout is sent once per booking,
// again after fixing a field or a coupon.
import { messages } from '@studio/shared/messages';
import type { Config } from '../../platform/config.ts';
import type { Executor, Transaction } from '../../db/client.ts';
import { AppError } from '../../platform/errors.ts';
import { consumeRateLimit, markRateKey, recentRateKeys } from '../../platform/rate-limit.ts';
import { countLiveHolds } from '../scheduling/holds.ts';

const MINUTE = 60;

export const bookingLimits = {
  hold: { limit: 30, windowSeconds: 10 * MINUTE },
  quote: { limit: 120, windowSeconds: 10 * MINUTE },
  checkout: { limit: 20, windowSeconds: 10 * MINUTE },
  /**
   * The contracts to sign, filled for a hold: read once per hold, again when the client changes
   * their name, email, phone or package, or comes back to the step.
   */
  contracts: { limit: 30, windowSeconds: 10 * MINUTE },
  /** Letting a hold go (leaving the page, another time) and cancelling a payment. */
  release: { limit: 60, windowSeconds: 10 * MINUTE },
} as const;

/** A hold lives at most 15 minutes, stretched to 30 while its client pays: older marks are dead. */
const HOLD_MARK_SECONDS = 60 * MINUTE;

export type LimitContext = { db: Executor; config: Pick<Config, 'rateLimitEnabled'> };

/** Counts one request of `kind` from the address; 429 messages.bookingTooManyRequests past it. */
export async function limitBookingWrite(
  context: LimitContext,
  kind: keyof typeof bookingLimits,
  address: string,
): Promise<void> {
  if (!context.config.rateLimitEnabled) return;
  const { limit, windowSeconds } = bookingLimits[kind];
  await consumeRateLimit(
    context.db,
    `booking:${kind}:${address}`,
    limit,
    windowSeconds,
    messages.bookingTooManyRequests,
  );
}

function holdMarkPrefix(input: { businessId: string; address: string }): string {
  return `booking:liveHold:${input.businessId}:${input.address}:`;
}

/**
 * 429 when the address already holds `limit` times of the business. Called under the business's
 * booking lock, as is markLiveHold, so two holds from one address cannot both pass the count.
 */
export async function requireFewLiveHolds(
  tx: Transaction,
  input: { businessId: string; address: string; limit: number },
): Promise<void> {
  const prefix = holdMarkPrefix(input);
  const hashes = (await recentRateKeys(tx, prefix, HOLD_MARK_SECONDS)).map((key) =>
    key.slice(prefix.length),
  );
  if (hashes.length < input.limit) return;
  // A mark counts while its slot still carries that very hold (not booked, released or retaken).
  const live = await countLiveHolds(tx, { businessId: input.businessId, tokenHashes: hashes });
  if (live >= input.limit) {
    throw new AppError('RATE_LIMITED', messages.tooManyLiveHolds(input.limit));
  }
}

/** Remembers which address took the hold (by its token's hash), for requireFewLiveHolds. */
export async function markLiveHold(
  tx: Transaction,
  input: { businessId: string; address: string; tokenHash: string },
): Promise<void> {
  await markRateKey(tx, `${holdMarkPrefix(input)}${input.tokenHash}`);
}
