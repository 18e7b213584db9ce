// The account's email address: confirming it and changing it through a link sent to the new one.
import { and, eq, sql } from 'drizzle-orm';
import { messages } from '@studio/shared/messages';
import type { Database, Executor } from '../../db/client.ts';
import { AppError } from '../../platform/errors.ts';
import { enqueueEmail } from '../../platform/mail/outbox.ts';
import { findAccount, type AccountsDeps } from './account-service.ts';
import { limitAttempts } from './attempt-limits.ts';
import { changeEmailEmail, confirmEmailEmail } from './emails.ts';
import { consumeOneTimeToken, issueOneTimeToken } from './one-time-tokens.ts';
import { verifyPassword } from './password.ts';
import { accounts } from './schema.ts';
import { isUniqueViolation } from '../../db/pg-errors.ts';

/**
 * Queues the confirmation link inside the caller's transaction. The token remembers the address
 * it was sent to, so it cannot confirm a different address the account has changed to since.
 */
export async function sendConfirmationEmail(
  tx: Executor,
  input: { accountId: string; email: string; appUrl: string },
): Promise<void> {
  const token = await issueOneTimeToken(tx, {
    purpose: 'CONFIRM_EMAIL',
    accountId: input.accountId,
    newEmail: input.email,
  });
  await enqueueEmail(tx, { to: input.email, ...confirmEmailEmail(input.appUrl, token) });
}

export async function resendConfirmationEmail(
  deps: AccountsDeps,
  input: { accountId: string },
): Promise<string> {
  const account = await findAccount(deps.db, input.accountId);
  if (account.emailConfirmedAt) return messages.emailAlreadyConfirmed;
  await limitAttempts(deps, 'accountEmailPerAccount', input.accountId);
  await deps.db.transaction((tx) =>
    sendConfirmationEmail(tx, {
      accountId: account.id,
      email: account.email,
      appUrl: deps.config.appUrl,
    }),
  );
  return messages.confirmationSent;
}

export async function confirmEmail(db: Database, input: { token: string }): Promise<string> {
  await db.transaction(async (tx) => {
    const consumed = await consumeOneTimeToken(tx, 'CONFIRM_EMAIL', input.token);
    if (!consumed?.newEmail) throw AppError.validation('token', messages.confirmLinkInvalid);
    const [confirmed] = await tx
      .update(accounts)
      .set({
        emailConfirmedAt: sql`coalesce(${accounts.emailConfirmedAt}, now())`,
        updatedAt: new Date(),
      })
      .where(and(eq(accounts.id, consumed.accountId), eq(accounts.email, consumed.newEmail)))
      .returning({ id: accounts.id });
    if (!confirmed) throw AppError.validation('token', messages.confirmLinkInvalid);
  });
  return messages.emailConfirmed;
}

/**
 * Starts a change of address: checks the password (when the account has one), remembers the new
 * address as pending and sends the link to it, which proves the new address is the owner's.
 */
export async function requestChangeEmail(
  deps: AccountsDeps,
  input: { accountId: string; email: string; password?: string | undefined },
): Promise<string> {
  await limitAttempts(deps, 'accountEmailPerAccount', input.accountId);
  const account = await findAccount(deps.db, input.accountId);
  if (input.email === account.email) throw AppError.validation('email', messages.sameEmail);
  if (account.passwordHash) {
    if (!input.password) throw AppError.validation('password', messages.required);
    if (!(await verifyPassword(account.passwordHash, input.password))) {
      throw AppError.validation('password', messages.currentPasswordWrong);
    }
  }
  const [taken] = await deps.db
    .select({ id: accounts.id })
    .from(accounts)
    .where(eq(accounts.email, input.email));
  if (taken) throw emailTaken();
  await deps.db.transaction(async (tx) => {
    await tx
      .update(accounts)
      .set({ pendingEmail: input.email, updatedAt: new Date() })
      .where(eq(accounts.id, account.id));
    const token = await issueOneTimeToken(tx, {
      purpose: 'CHANGE_EMAIL',
      accountId: account.id,
      newEmail: input.email,
    });
    await enqueueEmail(tx, {
      to: input.email,
      ...changeEmailEmail(deps.config.appUrl, token, input.email),
    });
  });
  return messages.changeEmailSent(input.email);
}

/**
 * Completes a change of address from the emailed link. Only the latest requested address is
 * accepted; the unique index settles a race with a sign-up that took the address meanwhile.
 */
export async function changeEmail(db: Database, input: { token: string }): Promise<string> {
  try {
    await db.transaction(async (tx) => {
      const consumed = await consumeOneTimeToken(tx, 'CHANGE_EMAIL', input.token);
      if (!consumed?.newEmail) throw AppError.validation('token', messages.changeEmailLinkInvalid);
      const [changed] = await tx
        .update(accounts)
        .set({
          email: consumed.newEmail,
          pendingEmail: null,
          emailConfirmedAt: new Date(),
          updatedAt: new Date(),
        })
        .where(
          and(eq(accounts.id, consumed.accountId), eq(accounts.pendingEmail, consumed.newEmail)),
        )
        .returning({ id: accounts.id });
      if (!changed) throw AppError.validation('token', messages.changeEmailLinkInvalid);
    });
  } catch (error) {
    // The violation rolled the transaction back, so the link stays usable if the address frees up.
    if (isUniqueViolation(error)) throw emailTaken();
    throw error;
  }
  return messages.emailChanged;
}

function emailTaken(): AppError {
  return new AppError('CONFLICT', messages.emailTaken, {
    errors: [{ field: 'email', message: messages.emailTaken }],
  });
}
