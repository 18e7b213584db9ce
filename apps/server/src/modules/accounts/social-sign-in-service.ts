// Signing in, signing up and connecting with a social identity (Google, Facebook).
import { and, eq } from 'drizzle-orm';
import type { z } from 'zod';
import {
  socialProviderNames,
  socialProviders,
  type TSocialSignup,
  type ZSocialRegisterRequest,
} from '@studio/shared/auth/social-contracts';
import { messages } from '@studio/shared/messages';
import type { Executor } from '../../db/client.ts';
import { AppError } from '../../platform/errors.ts';
import { loadAccountView, type AccountView, type AccountsDeps } from './account-service.ts';
import { createAccount, openSession, type SignedIn, type SignUpDeps } from './auth-service.ts';
import { accountLogins, accounts } from './schema.ts';
import type { SocialIdentity } from './social-providers.ts';

const SIGNUP_TICKET = 'social-signup';
const SIGNUP_TICKET_TTL_SECONDS = 30 * 60;

/**
 * Signs in the account the identity is connected to. An account that owns the email is connected
 * first, but only when both sides vouch for the address: the provider verified it and the account
 * confirmed it (otherwise whoever registered the address first could wait for its owner to sign
 * in with Google and share the account). With no account, the answer is a signed sign-up ticket.
 */
export async function signInWithSocial(
  deps: AccountsDeps,
  identity: SocialIdentity,
): Promise<{ signedIn: SignedIn } | { signup: TSocialSignup }> {
  const [connected] = await deps.db
    .select({ accountId: accountLogins.accountId })
    .from(accountLogins)
    .where(loginIs(identity));
  if (connected) return { signedIn: await openSession(deps, connected.accountId) };

  const [owner] = identity.email
    ? await deps.db
        .select({ id: accounts.id, emailConfirmedAt: accounts.emailConfirmedAt })
        .from(accounts)
        .where(eq(accounts.email, identity.email))
    : [];
  if (owner) {
    if (!identity.emailVerified || !owner.emailConfirmedAt) {
      throw new AppError(
        'CONFLICT',
        messages.socialEmailInUse(socialProviderNames[identity.provider]),
      );
    }
    await connectLogin(deps.db, owner.id, identity);
    return { signedIn: await openSession(deps, owner.id) };
  }

  const ticket = await deps.tokens.signTicket(
    SIGNUP_TICKET,
    {
      provider: identity.provider,
      providerKey: identity.providerKey,
      email: identity.email,
      emailVerified: identity.emailVerified,
    },
    SIGNUP_TICKET_TTL_SECONDS,
  );
  return {
    signup: {
      provider: identity.provider,
      email: identity.email,
      fullName: identity.fullName,
      ticket,
    },
  };
}

/**
 * The sign-up finish form: a new account and business, signed in with the identity of the
 * ticket. The email is confirmed at once when it is the one the provider vouched for.
 */
export async function registerWithSocial(
  deps: SignUpDeps,
  input: z.output<typeof ZSocialRegisterRequest>,
): Promise<SignedIn> {
  const identity = await readSignupTicket(deps, input.ticket);
  const { ticket: _ticket, ...details } = input;
  return createAccount(
    deps,
    {
      ...details,
      passwordHash: null,
      emailConfirmed: identity.emailVerified && identity.email === input.email,
    },
    (tx, accountId) => connectLogin(tx, accountId, identity),
  );
}

/** Adds a social sign-in to a signed-in account (the account page's Connect buttons). */
export async function connectSocial(
  deps: AccountsDeps,
  input: { accountId: string; identity: SocialIdentity },
): Promise<AccountView> {
  await connectLogin(deps.db, input.accountId, input.identity);
  return loadAccountView(deps.db, { accountId: input.accountId });
}

/** Connects the identity to the account; connecting it again is harmless, elsewhere a conflict. */
async function connectLogin(
  executor: Executor,
  accountId: string,
  identity: Pick<SocialIdentity, 'provider' | 'providerKey'>,
): Promise<void> {
  const inserted = await executor
    .insert(accountLogins)
    .values({ accountId, provider: identity.provider, providerKey: identity.providerKey })
    .onConflictDoNothing()
    .returning({ accountId: accountLogins.accountId });
  if (inserted.length > 0) return;
  const [existing] = await executor
    .select({ accountId: accountLogins.accountId })
    .from(accountLogins)
    .where(loginIs(identity));
  if (existing?.accountId !== accountId) {
    throw new AppError(
      'CONFLICT',
      messages.socialConnectedElsewhere(socialProviderNames[identity.provider]),
    );
  }
}

function loginIs(identity: Pick<SocialIdentity, 'provider' | 'providerKey'>) {
  return and(
    eq(accountLogins.provider, identity.provider),
    eq(accountLogins.providerKey, identity.providerKey),
  );
}

async function readSignupTicket(
  deps: AccountsDeps,
  ticket: string,
): Promise<Pick<SocialIdentity, 'provider' | 'providerKey' | 'email' | 'emailVerified'>> {
  const claims = await deps.tokens.verifyTicket(SIGNUP_TICKET, ticket);
  const provider = socialProviders.find((p) => p === claims?.['provider']);
  const providerKey = claims?.['providerKey'];
  if (!claims || !provider || typeof providerKey !== 'string') {
    throw AppError.validation('ticket', messages.socialSignupExpired);
  }
  return {
    provider,
    providerKey,
    email: typeof claims['email'] === 'string' ? claims['email'] : null,
    emailVerified: claims['emailVerified'] === true,
  };
}
