// Sign-in sessions as families of rotating refresh tokens, stored only as hashes.
import crypto from 'node:crypto';
import { and, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import { messages } from '@studio/shared/messages';
import type { Database, Executor } from '../../db/client.ts';
import { AppError } from '../../platform/errors.ts';
import { announceEndedSessions } from '../../platform/session-gate.ts';
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

/** A refresh token that turned out to be stolen and reused: its whole sign-in was ended. */
export class ReusedRefreshTokenError extends AppError {
  constructor(readonly sessionId: string) {
    super('UNAUTHORIZED', messages.sessionExpired);
  }
}

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
        return { kind: 'reused' as const, sessionId: row.familyId };
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
  if (outcome.kind === 'reused') throw new ReusedRefreshTokenError(outcome.sessionId);
  if (outcome.kind !== 'rotated') throw new AppError('UNAUTHORIZED', messages.sessionExpired);
  return { accountId: outcome.accountId, refresh: outcome.refresh };
}

/**
 * Ends sign-ins: the one a refresh token belongs to (whatever state the token is in) and those
 * named by id (an access token's sign-in) of the account. Answers the ids of the sign-ins ended.
 */
export async function endSessions(
  db: Database,
  input: { refreshToken?: string | undefined; session?: { sessionId: string; accountId: string } },
): Promise<string[]> {
  const ended = new Set<string>();
  if (input.refreshToken) {
    const [row] = await db
      .select({ familyId: refreshTokens.familyId })
      .from(refreshTokens)
      .where(eq(refreshTokens.tokenHash, hashToken(input.refreshToken)));
    if (row) ended.add(row.familyId);
  }
  if (input.session) {
    // Only a sign-in of the token's own account: the id comes from a verified token, but the
    // check costs nothing and keeps one account from ending another's sign-in.
    const [row] = await db
      .select({ familyId: refreshTokens.familyId })
      .from(refreshTokens)
      .where(
        and(
          eq(refreshTokens.familyId, input.session.sessionId),
          eq(refreshTokens.accountId, input.session.accountId),
        ),
      )
      .limit(1);
    if (row) ended.add(row.familyId);
  }
  if (ended.size === 0) return [];
  await db.transaction(async (tx) => {
    for (const familyId of ended) await revokeFamily(tx, familyId);
  });
  return [...ended];
}

/**
 * Signs the account out everywhere (password reset or change): every refresh token is revoked and
 * every process refuses the access tokens of those sign-ins once this transaction commits.
 */
export async function revokeAccountSessions(
  executor: Executor,
  input: { accountId: string },
): Promise<void> {
  await executor
    .update(refreshTokens)
    .set({ revokedAt: new Date() })
    .where(and(eq(refreshTokens.accountId, input.accountId), isNull(refreshTokens.revokedAt)));
  await announceEndedSessions(executor, { accountId: input.accountId });
}

/**
 * Whether a sign-in is open: none of its refresh tokens revoked, and one not yet expired. Asked
 * by the session gate (platform/session-gate.ts) when a process first meets a sign-in.
 */
export async function isSessionOpen(
  db: Database,
  input: { sessionId: string; accountId: string },
): Promise<boolean> {
  const [row] = await db
    .select({
      isOpen: sql<boolean | null>`bool_and(${refreshTokens.revokedAt} is null)
        and bool_or(${refreshTokens.expiresAt} > now())`,
    })
    .from(refreshTokens)
    .where(
      and(
        eq(refreshTokens.familyId, input.sessionId),
        eq(refreshTokens.accountId, input.accountId),
      ),
    );
  return row?.isOpen === true;
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

/** Ends one sign-in; every process hears of it when the transaction commits. */
async function revokeFamily(executor: Executor, familyId: string): Promise<void> {
  await executor
    .update(refreshTokens)
    .set({ revokedAt: new Date() })
    .where(and(eq(refreshTokens.familyId, familyId), isNull(refreshTokens.revokedAt)));
  await announceEndedSessions(executor, { sessionIds: [familyId] });
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
