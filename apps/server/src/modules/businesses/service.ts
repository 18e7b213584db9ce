// Creating a business (at sign-up) and reading the businesses an account belongs to.
import crypto from 'node:crypto';
import { and, eq, like, ne, or, sql, type SQLWrapper } from 'drizzle-orm';
import { ADMINISTRATOR } from '@studio/shared/permissions';
import { domainSafeSlug } from '@studio/shared/domain';
import { nextFreeSlug, slugify } from '@studio/shared/slug';
import { isTimeZone } from '@studio/shared/validation';
import type { Executor } from '../../db/client.ts';
import { rowFromJson } from '../../db/json-rows.ts';
import { businessMembers, businesses } from './schema.ts';

export type BusinessRow = typeof businesses.$inferSelect;
export type BusinessMembership = { business: BusinessRow; roles: string[]; caps: string[] };

export type CreateBusinessOptions = {
  accountId: string;
  name: string;
  email: string;
  /** The browser's IANA zone, preferred when present. */
  timeZone?: string | undefined;
  /** Minutes east of UTC, the fallback when the browser sent no zone. */
  timeOffset?: number | undefined;
};

/** Creates the business with its owner as Administrator, inside the caller's transaction. */
export async function createBusiness(
  tx: Executor,
  input: CreateBusinessOptions,
): Promise<BusinessRow> {
  const business = await insertWithUniqueSlug(tx, {
    name: input.name,
    email: input.email,
    timeZone: resolveBusinessTimeZone(input),
  });
  await tx.insert(businessMembers).values({
    businessId: business.id,
    accountId: input.accountId,
    roles: [ADMINISTRATOR],
    caps: [],
  });
  return business;
}

type MembershipJson = { business: Record<string, unknown>; roles: string[]; caps: string[] };

/**
 * The memberships of the account whose id is `accountId` (a column or value) as one JSON column,
 * oldest membership first (the first is the business the owner acts in), so a view can
 * read them in the same round trip.
 */
export function membershipsJson(accountId: SQLWrapper | string) {
  return sql<MembershipJson[]>`coalesce((
    select json_agg(json_build_object('business', to_jsonb(b), 'roles', m.roles, 'caps', m.caps)
                    order by m.created_at, b.created_at, b.id)
    from ${businessMembers} m join ${businesses} b on b.id = m.business_id
    where m.account_id = ${accountId}), '[]'::json)`;
}

/** A joinable subquery: the ids of the businesses the account is a member of. */
export function memberBusinessIds(accountId: SQLWrapper | string) {
  return sql`select m.business_id from ${businessMembers} m where m.account_id = ${accountId}`;
}

export function membershipsFromJson(json: MembershipJson[]): BusinessMembership[] {
  return json.map((m) => ({
    business: rowFromJson(businesses, m.business),
    roles: m.roles,
    caps: m.caps,
  }));
}

type NewBusiness = { name: string; email: string; timeZone: string };

const SLUG_ATTEMPTS = 5;

/**
 * Inserts with the first free slug of name, name-2, name-3 ... The unique index decides: a slug
 * taken by a concurrent sign-up makes the insert do nothing (after waiting for that transaction),
 * and the next free suffix is tried, so the transaction is never aborted by a collision.
 */
async function insertWithUniqueSlug(tx: Executor, values: NewBusiness): Promise<BusinessRow> {
  const base = domainSafeSlug(slugify(values.name, { maxLength: 48, fallback: 'studio' }));
  for (let attempt = 0; attempt < SLUG_ATTEMPTS; attempt++) {
    const slug = nextFreeSlug(base, await takenSlugs(tx, base));
    const [row] = await tx
      .insert(businesses)
      .values({ ...values, slug })
      .onConflictDoNothing({ target: businesses.slug })
      .returning();
    if (row) return row;
  }
  // Only under a storm of sign-ups with the same name: a random suffix cannot collide in practice.
  const [row] = await tx
    .insert(businesses)
    .values({ ...values, slug: `${base}-${crypto.randomUUID().slice(0, 8)}` })
    .returning();
  if (!row) throw new Error('business insert returned nothing');
  return row;
}

async function takenSlugs(tx: Executor, base: string): Promise<Set<string>> {
  const rows = await tx
    .select({ slug: businesses.slug })
    .from(businesses)
    .where(or(eq(businesses.slug, base), like(businesses.slug, `${base}-%`)));
  return new Set(rows.map((r) => r.slug));
}

/** Whether a business other than this one has the slug (its product domain, /book/{slug}). */
export async function isSlugTakenByOther(
  executor: Executor,
  input: { businessId: string; slug: string },
): Promise<boolean> {
  const [row] = await executor
    .select({ id: businesses.id })
    .from(businesses)
    .where(and(eq(businesses.slug, input.slug), ne(businesses.id, input.businessId)))
    .limit(1);
  return row !== undefined;
}

/** Zones for the offsets that are not whole hours, which Etc/GMT cannot express. */
const fractionalOffsetZones: Record<number, string> = {
  [-570]: 'Pacific/Marquesas',
  [-210]: 'America/St_Johns',
  [-150]: 'America/St_Johns',
  210: 'Asia/Tehran',
  270: 'Asia/Kabul',
  330: 'Asia/Kolkata',
  345: 'Asia/Kathmandu',
  390: 'Asia/Yangon',
  525: 'Australia/Eucla',
  570: 'Australia/Darwin',
  630: 'Australia/Adelaide',
  765: 'Pacific/Chatham',
  825: 'Pacific/Chatham',
};

/**
 * The business zone: the browser's IANA zone, else a fixed zone for its UTC offset, else UTC.
 * Etc/GMT names have inverted signs (POSIX): UTC+2 is 'Etc/GMT-2'.
 */
export function resolveBusinessTimeZone(input: {
  timeZone?: string | undefined;
  timeOffset?: number | undefined;
}): string {
  if (input.timeZone && isTimeZone(input.timeZone)) return input.timeZone;
  const offset = input.timeOffset;
  if (offset === undefined || offset === 0) return 'UTC';
  if (offset % 60 !== 0) return fractionalOffsetZones[offset] ?? 'UTC';
  const hours = offset / 60;
  if (hours < -12 || hours > 14) return 'UTC';
  return `Etc/GMT${hours > 0 ? '-' : '+'}${Math.abs(hours)}`;
}
