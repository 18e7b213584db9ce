// Sign-in sessions as families of rotating refresh tokens, stored only as hashes.
import crypto from 'node:crypto';
import { and, eq, isNotNull, isNull } from 'drizzle-orm';
import { messages } from '@studio/shared/messages';
import type { Database, Executor } from '../../db/client.ts';
import { AppError } from '../../platform/errors.ts';
import { hashToken, randomToken } from '../../platform/tokens.ts';
import { refreshTokens } from './schema.ts';

/**
 * A rotated token presented again within this many seconds is a second tab that refreshed at the
 * same moment, not a thief: it gets a sibling token in the same family.
 */
export const REUSE_GRACE_SECONDS = 10;

export type IssuedRefreshToken = { token: string; familyId: string; expiresAt: Date };

export async function startSession(
  executor: Executor,
  input: { accountId: string; ttlDays: number },
): Promise<IssuedRefreshToken> {
  return issueInFamily(executor, { ...input, familyId: crypto.randomUUID() });
}

export type RotatedSession = { accountId: string; refresh: IssuedRefreshToken };

/**
 * Exchanges a refresh token for a new one. A token already rotated more than the grace period ago
 * means the token was copied: the whole family is revoked and the caller must sign in again.
 */
export async function rotateRefreshToken(
  db: Database,
  input: { token: string; ttlDays: number; graceSeconds?: number },
): Promise<RotatedSession> {
  const graceMs = (input.graceSeconds ?? REUSE_GRACE_SECONDS) * 1000;
  const outcome = await db.transaction(async (tx) => {
    // The row lock makes concurrent refreshes of one token take turns, so exactly one rotates it
    // and the others see it rotated.
    const [row] = await tx
      .select()
      .from(refreshTokens)
      .where(eq(refreshTokens.tokenHash, hashToken(input.token)))
      .for('update');
    const now = new Date();
    if (!row || row.revokedAt || row.expiresAt <= now) return { kind: 'invalid' as const };
    if (await isFamilyRevoked(tx, row.familyId)) return { kind: 'invalid' as const };
    if (row.replacedAt) {
      if (now.getTime() - row.replacedAt.getTime() > graceMs) {
        await revokeFamily(tx, row.familyId);
        return { kind: 'reused' as const };
      }
    } else {
      await tx.update(refreshTokens).set({ replacedAt: now }).where(eq(refreshTokens.id, row.id));
    }
    const refresh = await issueInFamily(tx, {
      accountId: row.accountId,
      familyId: row.familyId,
      ttlDays: input.ttlDays,
    });
    return { kind: 'rotated' as const, accountId: row.accountId, refresh };
  });
  // Thrown after the transaction so the revocation of a reused family is committed.
  if (outcome.kind !== 'rotated') throw new AppError('UNAUTHORIZED', messages.sessionExpired);
  return { accountId: outcome.accountId, refresh: outcome.refresh };
}

/** Signs out the session the token belongs to, whatever state the token is in. */
export async function endSession(db: Database, input: { token: string }): Promise<void> {
  const [row] = await db
    .select({ familyId: refreshTokens.familyId })
    .from(refreshTokens)
    .where(eq(refreshTokens.tokenHash, hashToken(input.token)));
  if (row) await revokeFamily(db, row.familyId);
}

/** Signs the account out everywhere (password reset or change). */
export async function revokeAccountSessions(
  executor: Executor,
  input: { accountId: string },
): Promise<void> {
  await executor
    .update(refreshTokens)
    .set({ revokedAt: new Date() })
    .where(and(eq(refreshTokens.accountId, input.accountId), isNull(refreshTokens.revokedAt)));
}

async function issueInFamily(
  executor: Executor,
  input: { accountId: string; familyId: string; ttlDays: number },
): Promise<IssuedRefreshToken> {
  const token = randomToken();
  const expiresAt = new Date(Date.now() + input.ttlDays * 24 * 60 * 60 * 1000);
  await executor.insert(refreshTokens).values({
    accountId: input.accountId,
    familyId: input.familyId,
    tokenHash: hashToken(token),
    expiresAt,
  });
  return { token, familyId: input.familyId, expiresAt };
}

async function revokeFamily(executor: Executor, familyId: string): Promise<void> {
  await executor
    .update(refreshTokens)
    .set({ revokedAt: new Date() })
    .where(and(eq(refreshTokens.familyId, familyId), isNull(refreshTokens.revokedAt)));
}

/**
 * A family is revoked when any of its tokens is: a sibling inserted while the family was being
 * revoked by another transaction is still refused on its first use.
 */
async function isFamilyRevoked(executor: Executor, familyId: string): Promise<boolean> {
  const [revoked] = await executor
    .select({ id: refreshTokens.id })
    .from(refreshTokens)
    .where(and(eq(refreshTokens.familyId, familyId), isNotNull(refreshTokens.revokedAt)))
    .limit(1);
  return revoked !== undefined;
}
