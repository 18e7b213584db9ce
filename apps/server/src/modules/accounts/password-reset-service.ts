// Forgotten password: a single-use emailed link that sets a new password and signs out everywhere.
import { and, eq, sql } from 'drizzle-orm';
import { messages } from '@studio/shared/messages';
import { AppError } from '../../platform/errors.ts';
import { enqueueEmail } from '../../platform/mail/outbox.ts';
import type { AccountsDeps } from './account-service.ts';
import { limitAttempts } from './attempt-limits.ts';
import { resetPasswordEmail } from './emails.ts';
import { consumeOneTimeToken, issueOneTimeToken, revokeOneTimeTokens } from './one-time-tokens.ts';
import { hashNewPassword } from './password.ts';
import { accounts } from './schema.ts';
import { revokeAccountSessions } from './session-service.ts';

/** Answers the same whether or not an account exists; only an existing one gets an email. */
export async function requestPasswordReset(
  deps: AccountsDeps,
  input: { email: string; address: string },
): Promise<string> {
  await limitAttempts(deps, 'resetRequestPerAddress', input.address);
  await limitAttempts(deps, 'resetRequestPerEmail', input.email);
  await deps.db.transaction(async (tx) => {
    const [account] = await tx
      .select({ id: accounts.id, email: accounts.email })
      .from(accounts)
      .where(eq(accounts.email, input.email));
    if (!account) return;
    // The token remembers the address it went to: after a change of address it no longer works.
    const token = await issueOneTimeToken(tx, {
      purpose: 'RESET_PASSWORD',
      accountId: account.id,
      newEmail: account.email,
    });
    await enqueueEmail(tx, { to: account.email, ...resetPasswordEmail(deps.config.appUrl, token) });
  });
  return messages.resetRequested;
}

export async function resetPassword(
  deps: AccountsDeps,
  input: { token: string; password: string; address: string },
): Promise<string> {
  await limitAttempts(deps, 'resetPerAddress', input.address);
  const passwordHash = await hashNewPassword(input.password, 'password');
  const accountId = await deps.db.transaction(async (tx) => {
    const consumed = await consumeOneTimeToken(tx, 'RESET_PASSWORD', input.token);
    if (!consumed?.newEmail) throw AppError.validation('token', messages.resetLinkInvalid);
    const [account] = await tx
      .update(accounts)
      .set({
        passwordHash,
        // Opening the emailed link proves the address is the owner's.
        emailConfirmedAt: sql`coalesce(${accounts.emailConfirmedAt}, now())`,
        updatedAt: new Date(),
      })
      .where(and(eq(accounts.id, consumed.accountId), eq(accounts.email, consumed.newEmail)))
      .returning({ id: accounts.id });
    if (!account) throw AppError.validation('token', messages.resetLinkInvalid);
    await revokeOneTimeTokens(tx, { accountId: account.id, purpose: 'RESET_PASSWORD' });
    await revokeAccountSessions(tx, { accountId: account.id });
    return account.id;
  });
  // Every other process hears of it on commit; this one forgets at once.
  deps.sessions.forget({ accountId });
  return messages.passwordChanged;
}
