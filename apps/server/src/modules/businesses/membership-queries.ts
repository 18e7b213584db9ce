// Who belongs to a business: the lookup every business request makes (handed to the auth hook).
import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { preparedFor } from '../../db/prepared.ts';
import { businessMembers } from './schema.ts';

/** Every business request asks this: prepared once per connection. */
const membershipQuery = preparedFor((executor) =>
  executor
    .select({ roles: businessMembers.roles, caps: businessMembers.caps })
    .from(businessMembers)
    .where(
      and(
        eq(businessMembers.businessId, sql.placeholder('businessId')),
        eq(businessMembers.accountId, sql.placeholder('accountId')),
      ),
    )
    .limit(1)
    .prepare('business_membership'),
);

/** The account's roles and capabilities in the business; undefined when it is not a member. */
export async function findMembership(
  db: Database,
  { businessId, accountId }: { businessId: string; accountId: string },
): Promise<{ roles: string[]; caps: string[] } | undefined> {
  const [member] = await membershipQuery(db).execute({ businessId, accountId });
  return member;
}
