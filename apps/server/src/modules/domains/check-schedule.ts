// When a custom domain is checked again, and what a check's outcome changes on its row.
//
// A domain is added PENDING and checked in the background 1 minute later, then 5 and 15 minutes
// after that, then every hour, for 72 hours from when its checks started: DNS changes usually show
// within minutes, sometimes take a day or two. A check that verifies it makes it ACTIVE at once
// (the owner needs no second step; TLS comes on demand on its first visit). When the 72 hours run
// out it is FAILED with the last reason; a check by hand then starts another 72 hours. An ACTIVE
// domain is re-checked daily (afterRecheck).
import type { DnsOutcome } from './dns-check.ts';
import type { BusinessDomainRow } from './presenter.ts';

const MINUTE_MS = 60_000;
export const FIRST_CHECK_DELAY_MS = MINUTE_MS;
/** The wait after the 1st, 2nd, and every later background check that did not verify. */
const RETRY_DELAYS_MS = [5 * MINUTE_MS, 15 * MINUTE_MS, 60 * MINUTE_MS];
export const CHECK_WINDOW_MS = 72 * 60 * MINUTE_MS;

export type CheckChanges = Partial<
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

/** A live domain's records are checked again daily: they may be removed or changed. */
export const RECHECK_INTERVAL_MS = 24 * 60 * MINUTE_MS;
/** After a re-check found a problem, the next comes sooner, and a second in a row fails it. */
const RECHECK_RETRY_MS = 60 * MINUTE_MS;

export function nextRecheck(now: Date): Date {
  return new Date(now.getTime() + RECHECK_INTERVAL_MS);
}

const verified = (now: Date): CheckChanges => ({
  state: 'ACTIVE',
  failureReason: null,
  lastCheckedAt: now,
  nextCheckAt: nextRecheck(now),
});

/**
 * The daily background re-check of an ACTIVE domain. A live site stays live through one failed
 * check (a DNS provider's hiccup, a record being edited): the reason is shown and the check runs
 * again an hour later; when that one fails too, the records are gone and the domain is FAILED
 * with the reason (its host stops serving the site; a check by hand starts it again). DNS servers
 * that cannot be reached say nothing about the records and never fail it.
 */
export function afterRecheck(row: BusinessDomainRow, outcome: DnsOutcome, now: Date): CheckChanges {
  if (outcome.isVerified) return { ...verified(now), checkAttempts: 0 };
  const retry = new Date(now.getTime() + RECHECK_RETRY_MS);
  if (outcome.isTransient) return { lastCheckedAt: now, nextCheckAt: retry };
  if (row.checkAttempts >= 1) {
    return {
      state: 'FAILED',
      failureReason: outcome.reason,
      lastCheckedAt: now,
      nextCheckAt: null,
      checkAttempts: 0,
    };
  }
  return {
    failureReason: outcome.reason,
    lastCheckedAt: now,
    nextCheckAt: retry,
    checkAttempts: 1,
  };
}

/** A background check of a PENDING domain. */
export function afterBackgroundCheck(
  row: BusinessDomainRow,
  outcome: DnsOutcome,
  now: Date,
): CheckChanges {
  const checkAttempts = row.checkAttempts + 1;
  if (outcome.isVerified) return { ...verified(now), checkAttempts: 0 };
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
): CheckChanges {
  if (outcome.isVerified) return { ...verified(now), checkAttempts: 0 };
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
