// The owner of a business: an account, its business and a signed access token, unique per test.
import crypto from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { BUSINESS_HEADER } from '@studio/shared/platform/contracts';
import { accounts } from '../../modules/accounts/schema.ts';
import { startSession } from '../../modules/accounts/session-service.ts';
import { businesses } from '../../modules/businesses/schema.ts';
import { createBusiness, type BusinessRow } from '../../modules/businesses/service.ts';
import { giveNewVersionNotice } from '../../modules/options/new-version-notice.ts';
import { uniqueEmail } from '../harness.ts';

export type Owner = {
  accountId: string;
  email: string;
  business: BusinessRow;
  businessId: string;
  token: string;
  /** Authorization and X-Business-Id headers for business routes. */
  headers: Record<string, string>;
};

/** An account that owns one business (as sign-up makes it), with a signed access token. */
export async function createOwner(
  app: FastifyInstance,
  input: { businessName?: string } = {},
): Promise<Owner> {
  const email = uniqueEmail('owner');
  const businessName = input.businessName ?? `Studio ${crypto.randomBytes(3).toString('hex')}`;
  const { db, tokens, config } = app.deps;
  const { accountId, business, session } = await db.transaction(async (tx) => {
    const [account] = await tx.insert(accounts).values({ email }).returning({ id: accounts.id });
    if (!account) throw new Error('account insert returned nothing');
    const created = await createBusiness(tx, { accountId: account.id, name: businessName, email });
    await giveNewVersionNotice(tx, { businessId: created.id, createdAt: created.createdAt });
    // An access token belongs to a sign-in: the token is refused once that sign-in ends.
    const signIn = await startSession(tx, {
      accountId: account.id,
      ttlDays: config.refreshTokenTtlDays,
    });
    return { accountId: account.id, business: created, session: signIn };
  });
  const token = await tokens.sign({ accountId, sessionId: session.familyId });
  return {
    accountId,
    email,
    business,
    businessId: business.id,
    token,
    headers: { authorization: `Bearer ${token}`, [BUSINESS_HEADER]: business.id },
  };
}

export async function setBusinessTimeZone(
  app: FastifyInstance,
  businessId: string,
  timeZone: string,
): Promise<void> {
  await app.deps.db.update(businesses).set({ timeZone }).where(eq(businesses.id, businessId));
}
