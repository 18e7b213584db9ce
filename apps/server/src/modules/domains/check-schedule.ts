// When a pending custom domain is checked again, and what a check's outcome changes on its row.
//
// A domain is added PENDING and checked in the background 1 minute later, then 5 and 15 minutes
// after that, then every hour, for 72 hours from when its checks started: DNS changes usually show
// within minutes, sometimes take a day or two. A check that verifies it makes it ACTIVE at once
// (the owner needs no second step; TLS comes on demand on its first visit). When the 72 hours run
// out it is FAILED with the last reason; a check by hand then starts another 72 hours.
import type { DnsOutcome } from './dns-check.ts';
import type { BusinessDomainRow } from './presenter.ts';

const MINUTE_MS = 60_000;
export const FIRST_CHECK_DELAY_MS = MINUTE_MS;
/** The wait after the 1st, 2nd, and every later background check that did not verify. */
const RETRY_DELAYS_MS = [5 * MINUTE_MS, 15 * MINUTE_MS, 60 * MINUTE_MS];
export const CHECK_WINDOW_MS = 72 * 60 * MINUTE_MS;

type RowChanges = Partial<
  Pick<
    BusinessDomainRow,
    | 'state'
    | 'failureReason'
    | 'lastCheckedAt'
    | 'nextCheckAt'
    | 'checkAttempts'
    | 'checksStartedAt'
  >
>;

function retryDelay(attempts: number): number {
  return RETRY_DELAYS_MS[Math.min(attempts, RETRY_DELAYS_MS.length) - 1] ?? MINUTE_MS;
}

const verified = (now: Date): RowChanges => ({
  state: 'ACTIVE',
  failureReason: null,
  lastCheckedAt: now,
  nextCheckAt: null,
});

/** A background check of a PENDING domain. */
export function afterBackgroundCheck(
  row: BusinessDomainRow,
  outcome: DnsOutcome,
  now: Date,
): RowChanges {
  const checkAttempts = row.checkAttempts + 1;
  if (outcome.isVerified) return { ...verified(now), checkAttempts };
  const windowEnd = row.checksStartedAt.getTime() + CHECK_WINDOW_MS;
  if (now.getTime() >= windowEnd) {
    return {
      state: 'FAILED',
      failureReason: outcome.reason,
      lastCheckedAt: now,
      nextCheckAt: null,
      checkAttempts,
    };
  }
  const next = Math.min(now.getTime() + retryDelay(checkAttempts), windowEnd);
  return {
    failureReason: outcome.reason,
    lastCheckedAt: now,
    nextCheckAt: new Date(next),
    checkAttempts,
  };
}

/** A check asked for by the owner ("Check now"), in any state. */
export function afterCheckByHand(
  row: BusinessDomainRow,
  outcome: DnsOutcome,
  now: Date,
): RowChanges {
  if (outcome.isVerified) return verified(now);
  // A live site stays live: a DNS hiccup must not take it down. The reason is shown as a warning.
  if (row.state === 'ACTIVE' || row.state === 'VERIFIED') {
    return outcome.isTransient
      ? { lastCheckedAt: now }
      : { failureReason: outcome.reason, lastCheckedAt: now };
  }
  if (row.state === 'FAILED') {
    return {
      state: 'PENDING',
      failureReason: outcome.reason,
      lastCheckedAt: now,
      checksStartedAt: now,
      checkAttempts: 0,
      nextCheckAt: new Date(now.getTime() + FIRST_CHECK_DELAY_MS),
    };
  }
  return { failureReason: outcome.reason, lastCheckedAt: now };
}
