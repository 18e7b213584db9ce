// The signed-in account: its view, settings, password and social sign-in identities.
import { and, asc, eq, sql } from 'drizzle-orm';
import { messages } from '@studio/shared/messages';
import type { Deps } from '../../platform/deps.ts';
import type { Database, Executor } from '../../db/client.ts';
import { AppError } from '../../platform/errors.ts';
import { rowFromJson } from '../../db/json-rows.ts';
import {
  membershipsFromJson,
  memberBusinessIds,
  membershipsJson,
  type BusinessMembership,
} from '../businesses/service.ts';
import { activeDomainsJson } from '../domains/domain-queries.ts';
import { limitAttempts } from './attempt-limits.ts';
import { revokeOneTimeTokens } from './one-time-tokens.ts';
import { hashNewPassword, verifyPassword } from './password.ts';
import { accountLogins, accounts } from './schema.ts';
import { revokeAccountSessions, startSession, type IssuedRefreshToken } from './session-service.ts';

/** What the account services need from the application. */
export type AccountsDeps = Pick<Deps, 'db' | 'config' | 'tokens' | 'sessions'>;

export type AccountRow = typeof accounts.$inferSelect;
export type LoginRow = typeof accountLogins.$inferSelect;
export type AccountView = {
  account: AccountRow;
  memberships: BusinessMembership[];
  logins: LoginRow[];
  /** The ACTIVE custom domains of the account's businesses. */
  domains: { hostname: string; businessId: string }[];
};

function accountViewQuery(executor: Executor) {
  // One round trip: this view is read on every app start and after most account changes.
  // The outer id is written qualified: inside the subqueries a bare "id" would name their own rows.
  const accountId = sql`${accounts}.${sql.identifier('id')}`;
  return executor
    .select({
      account: accounts,
      memberships: membershipsJson(accountId),
      domains: activeDomainsJson(memberBusinessIds(accountId)),
      logins: sql<Record<string, unknown>[]>`coalesce((
        select json_agg(to_jsonb(l) order by l.created_at, l.provider)
        from ${accountLogins} l where l.account_id = ${accountId}), '[]'::json)`,
    })
    .from(accounts)
    .where(eq(accounts.id, sql.placeholder('accountId')))
    .prepare('account_view');
}

// Prepared once per executor: PostgreSQL then plans the statement once per connection.
const preparedViews = new WeakMap<Executor, ReturnType<typeof accountViewQuery>>();

export async function loadAccountView(
  executor: Executor,
  input: { accountId: string },
): Promise<AccountView> {
  let query = preparedViews.get(executor);
  if (!query) {
    query = accountViewQuery(executor);
    preparedViews.set(executor, query);
  }
  const [row] = await query.execute({ accountId: input.accountId });
  if (!row) throw new AppError('UNAUTHORIZED', messages.unauthorized);
  return {
    account: row.account,
    memberships: membershipsFromJson(row.memberships),
    logins: row.logins.map((login) => rowFromJson(accountLogins, login)),
    domains: row.domains,
  };
}

/** The account behind a valid access token; gone (deleted) answers as signed out. */
export async function findAccount(executor: Executor, accountId: string): Promise<AccountRow> {
  const [account] = await executor.select().from(accounts).where(eq(accounts.id, accountId));
  if (!account) throw new AppError('UNAUTHORIZED', messages.unauthorized);
  return account;
}

export async function updateAccount(
  db: Database,
  input: {
    accountId: string;
    allowTracking?: boolean | undefined;
    avatar?: string | null | undefined;
  },
): Promise<AccountView> {
  const changes: Partial<AccountRow> = {};
  if (input.allowTracking !== undefined) changes.allowTracking = input.allowTracking;
  if (input.avatar !== undefined) changes.avatar = input.avatar;
  await db
    .update(accounts)
    .set({ ...changes, updatedAt: new Date() })
    .where(eq(accounts.id, input.accountId));
  return loadAccountView(db, input);
}

/**
 * Changes the password after checking the current one (an account signed up through a social
 * provider has none yet and sets its first). Every session is signed out; the caller gets a new
 * one so the browser that made the change stays signed in.
 */
export async function changePassword(
  deps: AccountsDeps,
  input: { accountId: string; currentPassword?: string | undefined; newPassword: string },
): Promise<IssuedRefreshToken> {
  await limitAttempts(deps, 'passwordCheckPerAccount', input.accountId);
  const account = await findAccount(deps.db, input.accountId);
  if (account.passwordHash) {
    if (!input.currentPassword) throw AppError.validation('currentPassword', messages.required);
    if (!(await verifyPassword(account.passwordHash, input.currentPassword))) {
      throw AppError.validation('currentPassword', messages.currentPasswordWrong);
    }
  }
  const passwordHash = await hashNewPassword(input.newPassword, 'newPassword');
  const refresh = await deps.db.transaction(async (tx) => {
    await tx
      .update(accounts)
      .set({ passwordHash, updatedAt: new Date() })
      .where(eq(accounts.id, input.accountId));
    await revokeOneTimeTokens(tx, { accountId: input.accountId, purpose: 'RESET_PASSWORD' });
    await revokeAccountSessions(tx, { accountId: input.accountId });
    return startSession(tx, {
      accountId: input.accountId,
      ttlDays: deps.config.refreshTokenTtlDays,
    });
  });
  deps.sessions.forget({ accountId: input.accountId });
  return refresh;
}

export async function listLogins(
  executor: Executor,
  input: { accountId: string },
): Promise<LoginRow[]> {
  return executor
    .select()
    .from(accountLogins)
    .where(eq(accountLogins.accountId, input.accountId))
    .orderBy(asc(accountLogins.createdAt), asc(accountLogins.provider));
}

/** Disconnects a social identity, unless it is the only way left to sign in. */
export async function removeLogin(
  db: Database,
  input: { accountId: string; provider: string; providerKey: string },
): Promise<LoginRow[]> {
  return db.transaction(async (tx) => {
    // Locking the account serialises removals, so two concurrent requests cannot each remove one
    // of the last two identities of an account without a password.
    const [account] = await tx
      .select({ passwordHash: accounts.passwordHash })
      .from(accounts)
      .where(eq(accounts.id, input.accountId))
      .for('update');
    if (!account) throw new AppError('UNAUTHORIZED', messages.unauthorized);
    const logins = await listLogins(tx, input);
    const isConnected = logins.some(
      (l) => l.provider === input.provider && l.providerKey === input.providerKey,
    );
    if (!isConnected) throw AppError.notFound(messages.loginNotFound);
    if (account.passwordHash === null && logins.length <= 1) {
      throw new AppError('CONFLICT', messages.lastLoginMethod);
    }
    await tx
      .delete(accountLogins)
      .where(
        and(
          eq(accountLogins.accountId, input.accountId),
          eq(accountLogins.provider, input.provider),
          eq(accountLogins.providerKey, input.providerKey),
        ),
      );
    return listLogins(tx, input);
  });
}
