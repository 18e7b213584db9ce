// What other modules may read of the custom domains: the ACTIVE hostnames of a business (the
// live site's canonical address, the account's domains). Only ACTIVE domains are ever answered.
import { and, asc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { businessDomains } from './schema.ts';

/**
 * A joinable subquery: the business's first ACTIVE hostname (oldest first), or null. PostgreSQL
 * runs it inside the caller's statement, so a hot read stays one round trip. `businessId` must be
 * written qualified (a bare "id" would name the domain's own id inside the subquery).
 */
export function activeHostnameOf(businessId: SQL): SQL<string | null> {
  return sql<string | null>`(select d.hostname from ${businessDomains} d
    where d.business_id = ${businessId} and d.state = 'ACTIVE'
    order by d.created_at, d.hostname limit 1)`;
}

/** The business's first ACTIVE hostname, or null. */
export async function activeHostname(
  executor: Executor,
  input: { businessId: string },
): Promise<string | null> {
  const [row] = await executor
    .select({ hostname: businessDomains.hostname })
    .from(businessDomains)
    .where(
      and(eq(businessDomains.businessId, input.businessId), eq(businessDomains.state, 'ACTIVE')),
    )
    .orderBy(asc(businessDomains.createdAt), asc(businessDomains.hostname))
    .limit(1);
  return row?.hostname ?? null;
}

/** Every ACTIVE hostname of these businesses, oldest first. */
export async function activeDomainsOf(
  executor: Executor,
  input: { businessIds: string[] },
): Promise<{ hostname: string; businessId: string }[]> {
  if (input.businessIds.length === 0) return [];
  return executor
    .select({ hostname: businessDomains.hostname, businessId: businessDomains.businessId })
    .from(businessDomains)
    .where(
      and(
        inArray(businessDomains.businessId, input.businessIds),
        eq(businessDomains.state, 'ACTIVE'),
      ),
    )
    .orderBy(asc(businessDomains.createdAt), asc(businessDomains.hostname));
}

/**
 * A joinable subquery: the ACTIVE domains of the businesses `businessIds` (a subquery) selects,
 * as JSON [{ hostname, businessId }], oldest first (the account view).
 */
export function activeDomainsJson(businessIds: SQL) {
  return sql<{ hostname: string; businessId: string }[]>`coalesce((
    select json_agg(json_build_object('hostname', d.hostname, 'businessId', d.business_id)
                    order by d.created_at, d.hostname)
    from ${businessDomains} d
    where d.business_id in (${businessIds}) and d.state = 'ACTIVE'), '[]'::json)`;
}
