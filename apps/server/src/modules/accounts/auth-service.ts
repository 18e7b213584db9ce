// Signing up, signing in and keeping a session alive: access tokens plus rotating refresh tokens.
import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { ZLoginRequest, ZRegisterRequest } from '@studio/shared/auth/contracts';
import { messages } from '@studio/shared/messages';
import type { Executor } from '../../db/client.ts';
import { AppError } from '../../platform/errors.ts';
import { sendConfirmationEmail } from './account-email-service.ts';
import { loadAccountView, type AccountView, type AccountsDeps } from './account-service.ts';
import { clearAttempts, forgiveAttempt, limitAttempts } from './attempt-limits.ts';
import { hashNewPassword, verifyAgainstDummy, verifyPassword } from './password.ts';
import { accounts } from './schema.ts';
import {
  endSessions,
  ReusedRefreshTokenError,
  rotateRefreshToken,
  startSession,
  type IssuedRefreshToken,
} from './session-service.ts';

export type AccessToken = { token: string; tokenExpiresIn: number };

/**
 * Makes the new account's first business, inside the sign-up's transaction. Businesses sit above
 * accounts (a member is an account), so app.ts hands this in.
 */
export type StartBusiness = (
  tx: Executor,
  input: {
    accountId: string;
    name: string;
    email: string;
    timeZone?: string | undefined;
    timeOffset?: number | undefined;
  },
) => Promise<void>;

/** What signing up needs: the account services' deps and the first business's maker. */
export type SignUpDeps = AccountsDeps & { startBusiness: StartBusiness };
export type SignedIn = { access: AccessToken; refresh: IssuedRefreshToken; view: AccountView };

/**
 * Signs up with email and password: the address is confirmed later through the emailed link.
 * `address` is the client's (client-address.ts): every sign-up sends an email to an address the
 * caller chose, so sign-ups are limited per client and per email like sign-ins.
 */
export async function register(
  deps: SignUpDeps,
  input: z.output<typeof ZRegisterRequest> & { address: string },
): Promise<SignedIn> {
  const { address, ...registration } = input;
  await limitAttempts(deps, 'registerPerAddress', address);
  await limitAttempts(deps, 'registerPerEmail', registration.email);
  // Hashing is slow on purpose; it stays outside the transaction so no lock is held meanwhile.
  const passwordHash = await hashNewPassword(registration.password, 'password');
  return createAccount(deps, { ...registration, passwordHash, emailConfirmed: false });
}

export type NewAccount = Omit<z.output<typeof ZRegisterRequest>, 'password'> & {
  passwordHash: string | null;
  /** The address is already known to be the person's (a provider vouched for it). */
  emailConfirmed: boolean;
};

/**
 * The account, its first business with the account as Administrator and, unless the email is
 * already confirmed, the confirmation email, in one transaction: a failure leaves no half-made
 * account behind. `inTransaction` adds what a kind of sign-up needs (a social login).
 */
export async function createAccount(
  deps: SignUpDeps,
  input: NewAccount,
  inTransaction?: (tx: Executor, accountId: string) => Promise<void>,
): Promise<SignedIn> {
  const created = await deps.db.transaction(async (tx) => {
    const [account] = await tx
      .insert(accounts)
      .values({
        email: input.email,
        passwordHash: input.passwordHash,
        emailConfirmedAt: input.emailConfirmed ? new Date() : null,
        leadSources: input.leadSources ?? [],
        utm: input.utm ? JSON.stringify(input.utm) : null,
      })
      .onConflictDoNothing({ target: accounts.email })
      .returning({ id: accounts.id });
    if (!account) return undefined;
    await deps.startBusiness(tx, {
      accountId: account.id,
      name: input.businessName,
      email: input.email,
      timeZone: input.timeZone,
      timeOffset: input.timeOffset,
    });
    if (!input.emailConfirmed) {
      await sendConfirmationEmail(tx, {
        accountId: account.id,
        email: input.email,
        appUrl: deps.config.appUrl,
      });
    }
    await inTransaction?.(tx, account.id);
    const refresh = await startSession(tx, {
      accountId: account.id,
      ttlDays: deps.config.refreshTokenTtlDays,
    });
    return { accountId: account.id, refresh };
  });
  if (!created) {
    throw new AppError('CONFLICT', messages.emailTaken, {
      errors: [{ field: 'email', message: messages.emailTaken }],
    });
  }
  return {
    access: await signAccess(deps, created.accountId, created.refresh),
    refresh: created.refresh,
    view: await loadAccountView(deps.db, { accountId: created.accountId }),
  };
}

/**
 * Signs in with email and password. Every failure reads the same and costs the same work, so the
 * answer does not tell whether an account exists for the email. Wrong passwords are counted per
 * email and client address, and per email over all addresses (attempt-limits.ts): a stranger
 * guessing from elsewhere does not lock the owner out.
 */
export async function login(
  deps: AccountsDeps,
  input: z.output<typeof ZLoginRequest> & { address: string },
): Promise<SignedIn> {
  const emailFromAddress = `${input.username}|${input.address}`;
  await limitAttempts(deps, 'loginPerAddress', input.address);
  await limitAttempts(deps, 'loginFailuresPerEmailAndAddress', emailFromAddress);
  await limitAttempts(deps, 'loginFailuresPerEmail', input.username);
  const [account] = await deps.db
    .select({ id: accounts.id, passwordHash: accounts.passwordHash })
    .from(accounts)
    .where(eq(accounts.email, input.username));
  const isValid = account?.passwordHash
    ? await verifyPassword(account.passwordHash, input.password)
    : await verifyAgainstDummy(input.password);
  if (!account || !isValid) throw new AppError('UNAUTHORIZED', messages.invalidCredentials);
  await clearAttempts(deps, 'loginFailuresPerEmailAndAddress', emailFromAddress);
  await forgiveAttempt(deps, 'loginFailuresPerEmail', input.username);
  return openSession(deps, account.id);
}

/** A new sign-in for an account whose identity has been proven. */
export async function openSession(deps: AccountsDeps, accountId: string): Promise<SignedIn> {
  const refresh = await startSession(deps.db, {
    accountId,
    ttlDays: deps.config.refreshTokenTtlDays,
  });
  return {
    access: await signAccess(deps, accountId, refresh),
    refresh,
    view: await loadAccountView(deps.db, { accountId }),
  };
}

/**
 * A new access token for the refresh token of the cookie, which is rotated. The cookie is the only
 * way to a new access token: an access token alone never buys another, so one that leaked dies
 * with its lifetime, and signing out (which ends the cookie's sign-in) ends them all.
 */
export async function refreshSession(
  deps: AccountsDeps,
  input: { refreshToken: string | undefined },
): Promise<SignedIn> {
  if (!input.refreshToken) throw new AppError('UNAUTHORIZED', messages.sessionExpired);
  try {
    const rotated = await rotateRefreshToken(deps.db, {
      token: input.refreshToken,
      ttlDays: deps.config.refreshTokenTtlDays,
    });
    return {
      access: await signAccess(deps, rotated.accountId, rotated.refresh),
      refresh: rotated.refresh,
      view: await loadAccountView(deps.db, { accountId: rotated.accountId }),
    };
  } catch (error) {
    if (error instanceof ReusedRefreshTokenError) {
      deps.sessions.forget({ sessionIds: [error.sessionId] });
    }
    throw error;
  }
}

/**
 * Signs out: ends the sign-in of the refresh cookie and that of the access token presented (when
 * either is there), so every access token of it is refused from now on, on every instance.
 */
export async function logout(
  deps: AccountsDeps,
  input: {
    refreshToken: string | undefined;
    session: { sessionId: string; accountId: string } | undefined;
  },
): Promise<void> {
  const ended = await endSessions(deps.db, {
    refreshToken: input.refreshToken,
    session: input.session,
  });
  if (ended.length > 0) deps.sessions.forget({ sessionIds: ended });
}

async function signAccess(
  deps: AccountsDeps,
  accountId: string,
  session: IssuedRefreshToken,
): Promise<AccessToken> {
  return {
    token: await deps.tokens.sign({ accountId, sessionId: session.familyId }),
    tokenExpiresIn: deps.tokens.ttlSeconds,
  };
}
