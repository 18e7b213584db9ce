// How often each sign-in related action may be tried, per subject (email, IP address or account).
import type { Config } from '../../config.ts';
import type { Executor } from '../../db/client.ts';
import { consumeRateLimit } from '../../platform/rate-limit.ts';

const MINUTE = 60;
const HOUR = 60 * MINUTE;

export const attemptLimits = {
  loginPerEmail: { limit: 10, windowSeconds: 15 * MINUTE },
  loginPerIp: { limit: 50, windowSeconds: 15 * MINUTE },
  resetRequestPerEmail: { limit: 5, windowSeconds: HOUR },
  resetRequestPerIp: { limit: 20, windowSeconds: HOUR },
  resetPerIp: { limit: 20, windowSeconds: HOUR },
  /** Checks of the current password by a signed-in account (a stolen access token cannot guess it). */
  passwordCheckPerAccount: { limit: 10, windowSeconds: 15 * MINUTE },
  /** Emails an account can make us send to itself (confirmation, change of address). */
  accountEmailPerAccount: { limit: 5, windowSeconds: HOUR },
} as const;

export type AttemptKind = keyof typeof attemptLimits;

/** Counts one attempt; throws RATE_LIMITED (429 with retry-after) past the limit. */
export async function limitAttempts(
  context: { db: Executor; config: Pick<Config, 'rateLimitEnabled'> },
  kind: AttemptKind,
  subject: string,
): Promise<void> {
  if (!context.config.rateLimitEnabled) return;
  const { limit, windowSeconds } = attemptLimits[kind];
  await consumeRateLimit(context.db, `${kind}:${subject.toLowerCase()}`, limit, windowSeconds);
}
