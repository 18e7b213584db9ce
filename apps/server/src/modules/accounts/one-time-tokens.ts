// Single-use tokens behind emailed links (reset password, confirm email, change email).
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { hashToken, randomToken } from '../../platform/tokens.ts';
import { oneTimeTokens, type oneTimeTokenPurposes } from './schema.ts';

export type OneTimePurpose = (typeof oneTimeTokenPurposes)[number];

export const oneTimeTokenTtlMinutes: Record<OneTimePurpose, number> = {
  RESET_PASSWORD: 60,
  CONFIRM_EMAIL: 7 * 24 * 60,
  CHANGE_EMAIL: 24 * 60,
  CHANGE_BUSINESS_EMAIL: 24 * 60,
};

export async function issueOneTimeToken(
  executor: Executor,
  input: { purpose: OneTimePurpose; accountId: string; businessId?: string; newEmail?: string },
): Promise<string> {
  const token = randomToken();
  const expiresAt = new Date(Date.now() + oneTimeTokenTtlMinutes[input.purpose] * 60_000);
  await executor.insert(oneTimeTokens).values({
    purpose: input.purpose,
    tokenHash: hashToken(token),
    accountId: input.accountId,
    businessId: input.businessId ?? null,
    newEmail: input.newEmail ?? null,
    expiresAt,
  });
  return token;
}

export type ConsumedToken = {
  accountId: string;
  businessId: string | null;
  newEmail: string | null;
};

/**
 * Marks the token used in one conditional update, so a link works exactly once even when two
 * requests race. Answers undefined for an unknown, used or expired token.
 */
export async function consumeOneTimeToken(
  executor: Executor,
  purpose: OneTimePurpose,
  token: string,
): Promise<ConsumedToken | undefined> {
  const [row] = await executor
    .update(oneTimeTokens)
    .set({ usedAt: new Date() })
    .where(
      and(
        eq(oneTimeTokens.tokenHash, hashToken(token)),
        eq(oneTimeTokens.purpose, purpose),
        isNull(oneTimeTokens.usedAt),
        gt(oneTimeTokens.expiresAt, new Date()),
      ),
    )
    .returning({
      accountId: oneTimeTokens.accountId,
      businessId: oneTimeTokens.businessId,
      newEmail: oneTimeTokens.newEmail,
    });
  return row;
}

/** Voids the account's unused links of one purpose, e.g. older reset links once the password changed. */
export async function revokeOneTimeTokens(
  executor: Executor,
  input: { accountId: string; purpose: OneTimePurpose },
): Promise<void> {
  await executor
    .update(oneTimeTokens)
    .set({ usedAt: new Date() })
    .where(
      and(
        eq(oneTimeTokens.accountId, input.accountId),
        eq(oneTimeTokens.purpose, input.purpose),
        isNull(oneTimeTokens.usedAt),
      ),
    );
}
