// How often each sign-in related action may be tried, per subject (email, client address or account).
import type { Config } from '../../platform/config.ts';
import type { Executor } from '../../db/client.ts';
import {
  clearRateLimit,
  consumeRateLimit,
  forgiveRateLimitHit,
} from '../../platform/rate-limit.ts';

const MINUTE = 60;
const HOUR = 60 * MINUTE;

/**
 * Sign-in limits keep guessing slow without letting a stranger lock the owner out:
 * - loginPerAddress caps every attempt from one client address (client-address.ts), right or
 *   wrong, whatever the email: one address spraying passwords over many accounts.
 * - loginFailuresPerEmailAndAddress counts wrong passwords for one email from one address: a
 *   guesser is stopped after 10, while the owner, signing in from their own address, is not
 *   touched by it.
 * - loginFailuresPerEmail counts wrong passwords for one email from every address together. It is
 *   set far above what one address may try, so only a guesser spread over many addresses reaches
 *   it; then the email is refused from everywhere for the rest of the hour, the owner included:
 *   at that point, keeping the password safe weighs more than one hour of access.
 * A right password forgives the attempt it was counted as, and clears its address's failures.
 */
export const attemptLimits = {
  loginPerAddress: { limit: 50, windowSeconds: 15 * MINUTE },
  loginFailuresPerEmailAndAddress: { limit: 10, windowSeconds: 15 * MINUTE },
  loginFailuresPerEmail: { limit: 100, windowSeconds: HOUR },
  /** Each sign-up sends an email to an address the caller chose. */
  registerPerAddress: { limit: 10, windowSeconds: HOUR },
  registerPerEmail: { limit: 5, windowSeconds: HOUR },
  resetRequestPerEmail: { limit: 5, windowSeconds: HOUR },
  resetRequestPerAddress: { limit: 20, windowSeconds: HOUR },
  resetPerAddress: { limit: 20, windowSeconds: HOUR },
  /** Checks of the current password by a signed-in account (a stolen access token cannot guess it). */
  passwordCheckPerAccount: { limit: 10, windowSeconds: 15 * MINUTE },
  /** Emails an account can make us send to itself (confirmation, change of address). */
  accountEmailPerAccount: { limit: 5, windowSeconds: HOUR },
} as const;

export type AttemptKind = keyof typeof attemptLimits;

type LimitContext = { db: Executor; config: Pick<Config, 'rateLimitEnabled'> };

function keyOf(kind: AttemptKind, subject: string): string {
  return `${kind}:${subject.toLowerCase()}`;
}

/** Counts one attempt; throws RATE_LIMITED (429 with retry-after) past the limit. */
export async function limitAttempts(
  context: LimitContext,
  kind: AttemptKind,
  subject: string,
): Promise<void> {
  if (!context.config.rateLimitEnabled) return;
  const { limit, windowSeconds } = attemptLimits[kind];
  await consumeRateLimit(context.db, keyOf(kind, subject), limit, windowSeconds);
}

/** Takes back an attempt counted by limitAttempts that did not fail. */
export async function forgiveAttempt(
  context: LimitContext,
  kind: AttemptKind,
  subject: string,
): Promise<void> {
  if (!context.config.rateLimitEnabled) return;
  await forgiveRateLimitHit(context.db, keyOf(kind, subject));
}

/** Forgets every attempt counted against the subject. */
export async function clearAttempts(
  context: LimitContext,
  kind: AttemptKind,
  subject: string,
): Promise<void> {
  if (!context.config.rateLimitEnabled) return;
  await clearRateLimit(context.db, keyOf(kind, subject));
}
