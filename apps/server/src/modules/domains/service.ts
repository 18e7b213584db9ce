// Custom domains of a business: adding, listing, checking by hand, activating and removing them,
// and the lookups the TLS ask and the host routing make. Every query is scoped by the business,
// except those by hostname, which is unique across businesses.
import crypto from 'node:crypto';
import type { Resolver } from 'node:dns/promises';
import { and, asc, count, eq, inArray, ne, type SQL } from 'drizzle-orm';
import { domainError, stripProductSuffix } from '@studio/shared/domain';
import {
  CUSTOM_DOMAINS_MAX,
  isUnderHost,
  type TBusinessDomains,
  type TCustomDomain,
  type TValidateDomainResponse,
} from '@studio/shared/domains/contracts';
import { domainMessages } from '@studio/shared/domains/messages';
import { messages } from '@studio/shared/messages';
import type { Config } from '../../platform/config.ts';
import type { Database, Executor } from '../../db/client.ts';
import { AppError } from '../../platform/errors.ts';
import { findBusiness } from '../businesses/profile-service.ts';
import { isSlugTakenByOther } from '../businesses/service.ts';
import { isUniqueViolation } from '../../db/pg-errors.ts';
import {
  afterCheckByHand,
  FIRST_CHECK_DELAY_MS,
  nextRecheck,
  type CheckChanges,
} from './check-schedule.ts';
import { checkDomainDns, createDomainResolver, type DomainTarget } from './dns-check.ts';
import { presentCustomDomain, type BusinessDomainRow } from './presenter.ts';
import { businessDomains } from './schema.ts';

type Tenant = { businessId: string };

/** What the domain functions need: the database, the DNS resolver and where domains point. */
export type DomainsContext = { db: Database; resolver: Resolver; target: DomainTarget };

/** The product's own host, from APP_URL: what a CNAME points at, never a custom domain. */
export function productHostOf(config: Config): string {
  return new URL(config.appUrl).hostname.toLowerCase();
}

export function domainsContextOf(deps: { db: Database; config: Config }): DomainsContext {
  return {
    db: deps.db,
    resolver: createDomainResolver(deps.config.dnsServers),
    target: { productHost: productHostOf(deps.config), publicIpv4: deps.config.publicIpv4 },
  };
}

/**
 * The business's product domain (its slug, /book/{domain}) as typed: the product's suffix is
 * stripped, the domain rules checked in order, then whether another business has it.
 */
export async function validateProductDomain(
  executor: Executor,
  input: Tenant & { value: string; productHost: string },
): Promise<TValidateDomainResponse> {
  const name = stripProductSuffix(input.value, [input.productHost]);
  const error = name === '' ? messages.required : domainError(name);
  if (error) return { isValid: false, message: error };
  if (await isSlugTakenByOther(executor, { businessId: input.businessId, slug: name })) {
    return { isValid: false, message: messages.domainNotAvailable };
  }
  return { isValid: true };
}

async function rowsOf(executor: Executor, businessId: string): Promise<BusinessDomainRow[]> {
  return executor
    .select()
    .from(businessDomains)
    .where(eq(businessDomains.businessId, businessId))
    .orderBy(asc(businessDomains.createdAt), asc(businessDomains.hostname));
}

export async function listDomains(
  context: DomainsContext,
  input: Tenant & { appUrl: string },
): Promise<TBusinessDomains> {
  const [business, rows] = await Promise.all([
    findBusiness(context.db, { businessId: input.businessId }),
    rowsOf(context.db, input.businessId),
  ]);
  return {
    domain: business.slug,
    productUrl: `${input.appUrl}/book/${business.slug}`,
    productHost: context.target.productHost,
    customDomains: rows.map((row) => presentCustomDomain(row, context.target)),
  };
}

/** The tenant's domain of this hostname, or 404: another business's never answers. */
async function ownRow(executor: Executor, input: Tenant & { hostname: string }) {
  const [row] = await executor
    .select()
    .from(businessDomains)
    .where(
      and(
        eq(businessDomains.hostname, input.hostname),
        eq(businessDomains.businessId, input.businessId),
      ),
    );
  if (!row) throw AppError.notFound(domainMessages.hostnameNotConnected);
  return row;
}

const rejectedHostname = (message: string) => AppError.validation('domain', message);

/**
 * Adds a PENDING claim with a fresh token; adding one the business already has answers it as it
 * is. A hostname another business has proven (VERIFIED or ACTIVE) is refused (409); one another
 * business has only claimed does not block: each claim has its own token, and the first whose
 * TXT record verifies wins (verifyClaim).
 */
export async function addDomain(
  context: DomainsContext,
  input: Tenant & { hostname: string; now: Date },
): Promise<{ domain: TCustomDomain; isNew: boolean }> {
  const { db, target } = context;
  if (isUnderHost(input.hostname, target.productHost)) {
    throw rejectedHostname(domainMessages.hostnameIsProduct(target.productHost));
  }
  return db.transaction(async (tx) => {
    const claims = await tx
      .select()
      .from(businessDomains)
      .where(eq(businessDomains.hostname, input.hostname));
    const own = claims.find((row) => row.businessId === input.businessId);
    if (own) return { domain: presentCustomDomain(own, target), isNew: false };
    if (claims.some((row) => isLiveState(row.state))) throw hostnameTaken();
    const [held] = await tx
      .select({ total: count() })
      .from(businessDomains)
      .where(eq(businessDomains.businessId, input.businessId));
    if ((held?.total ?? 0) >= CUSTOM_DOMAINS_MAX) {
      throw rejectedHostname(domainMessages.tooManyDomains(CUSTOM_DOMAINS_MAX));
    }
    const [row] = await tx
      .insert(businessDomains)
      .values({
        businessId: input.businessId,
        hostname: input.hostname,
        verificationToken: crypto.randomBytes(16).toString('hex'),
        checksStartedAt: input.now,
        nextCheckAt: new Date(input.now.getTime() + FIRST_CHECK_DELAY_MS),
      })
      .onConflictDoNothing()
      .returning();
    if (row) return { domain: presentCustomDomain(row, target), isNew: true };
    // The same business adding it twice at once: the other request made it.
    const [made] = await tx
      .select()
      .from(businessDomains)
      .where(
        and(
          eq(businessDomains.hostname, input.hostname),
          eq(businessDomains.businessId, input.businessId),
        ),
      );
    if (!made) throw AppError.unavailable();
    return { domain: presentCustomDomain(made, target), isNew: false };
  });
}

const isLiveState = (state: string) => state === 'VERIFIED' || state === 'ACTIVE';

function hostnameTaken() {
  return new AppError('CONFLICT', domainMessages.hostnameTaken, {
    errors: [{ field: 'domain', message: domainMessages.hostnameTaken }],
  });
}

/**
 * Writes a check's outcome on a claim. When it makes the claim VERIFIED or ACTIVE, the unique
 * index on live hostnames decides between businesses: the first to verify wins; every other
 * business's claim of the hostname is then FAILED with the reason, and a claim that lost the race
 * is FAILED itself. `where` narrows the update (a background check applies only to the row as
 * it claimed it). Answers the row as written, or undefined when `where` no longer matched.
 */
export async function applyCheck(
  db: Database,
  input: { row: BusinessDomainRow; changes: CheckChanges; now: Date; where?: SQL },
): Promise<BusinessDomainRow | undefined> {
  const { row, changes } = input;
  const condition = and(eq(businessDomains.id, row.id), input.where);
  const isWinning = changes.state !== undefined && isLiveState(changes.state);
  if (!isWinning) {
    const [updated] = await db.update(businessDomains).set(changes).where(condition).returning();
    return updated;
  }
  try {
    return await db.transaction(async (tx) => {
      const [updated] = await tx.update(businessDomains).set(changes).where(condition).returning();
      if (!updated) return undefined;
      await tx
        .update(businessDomains)
        .set({
          state: 'FAILED',
          failureReason: domainMessages.verifiedByAnother,
          nextCheckAt: null,
          lastCheckedAt: input.now,
        })
        .where(
          and(
            eq(businessDomains.hostname, row.hostname),
            ne(businessDomains.businessId, row.businessId),
            inArray(businessDomains.state, ['PENDING', 'FAILED']),
          ),
        );
      return updated;
    });
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    const [lost] = await db
      .update(businessDomains)
      .set({
        state: 'FAILED',
        failureReason: domainMessages.verifiedByAnother,
        nextCheckAt: null,
        lastCheckedAt: input.now,
      })
      .where(condition)
      .returning();
    return lost;
  }
}

export async function removeDomain(
  executor: Executor,
  input: Tenant & { hostname: string },
): Promise<void> {
  const removed = await executor
    .delete(businessDomains)
    .where(
      and(
        eq(businessDomains.hostname, input.hostname),
        eq(businessDomains.businessId, input.businessId),
      ),
    )
    .returning({ id: businessDomains.id });
  if (removed.length === 0) throw AppError.notFound(domainMessages.hostnameNotConnected);
}

/** "Check now": the DNS check at once, whatever the back-off; answers the domain as it is then. */
export async function checkDomainNow(
  context: DomainsContext,
  input: Tenant & { hostname: string; now: Date },
): Promise<TCustomDomain> {
  const { db, target } = context;
  const row = await ownRow(db, input);
  const outcome = await checkDomainDns(context.resolver, {
    hostname: row.hostname,
    token: row.verificationToken,
    target,
  });
  const updated = await applyCheck(db, {
    row,
    changes: afterCheckByHand(row, outcome, input.now),
    now: input.now,
    where: eq(businessDomains.businessId, input.businessId),
  });
  // Removed while it was being checked.
  if (!updated) throw AppError.notFound(domainMessages.hostnameNotConnected);
  return presentCustomDomain(updated, target);
}

/**
 * Makes a VERIFIED domain ACTIVE; an ACTIVE one answers as it is (verified domains become ACTIVE
 * by themselves). One not verified yet is refused with the reason of its last check.
 */
export async function activateDomain(
  context: DomainsContext,
  input: Tenant & { hostname: string },
): Promise<TCustomDomain> {
  const { db, target } = context;
  const row = await ownRow(db, input);
  if (row.state === 'ACTIVE') return presentCustomDomain(row, target);
  if (row.state !== 'VERIFIED') {
    const message = domainMessages.notVerifiedYet(row.failureReason);
    throw new AppError('CONFLICT', message, { errors: [{ field: 'domain', message }] });
  }
  const [updated] = await db
    .update(businessDomains)
    .set({ state: 'ACTIVE', nextCheckAt: nextRecheck(new Date()) })
    .where(and(eq(businessDomains.id, row.id), eq(businessDomains.state, 'VERIFIED')))
    .returning();
  return presentCustomDomain(updated ?? row, target);
}

/** The business an ACTIVE custom domain serves, or null: one indexed lookup, no DNS. */
export async function activeDomainBusiness(
  executor: Executor,
  hostname: string,
): Promise<string | null> {
  const [row] = await executor
    .select({ businessId: businessDomains.businessId })
    .from(businessDomains)
    .where(and(eq(businessDomains.hostname, hostname), eq(businessDomains.state, 'ACTIVE')))
    .limit(1);
  return row?.businessId ?? null;
}
