// The activity log of a shoot: who, when, what changed. Every change to
// a shoot records one activity in the same transaction as the change.
import { sql } from 'drizzle-orm';
import type { activityTypes } from '@studio/shared/enums';
import type { TActivityChange } from '@studio/shared/orders/contracts';
import type { Executor } from '../../db/client.ts';
import { orderActivities } from './schema.ts';

export type ActivityType = (typeof activityTypes)[number];
/** Who acted: an account of the business, or (accountId null) the client or the system. */
export type Actor = { accountId: string | null; name: string };

export async function recordActivity(
  executor: Executor,
  input: {
    businessId: string;
    orderId: string;
    type: ActivityType;
    actor: Actor;
    summary: string;
    changes?: TActivityChange[];
  },
): Promise<void> {
  await executor.insert(orderActivities).values({
    businessId: input.businessId,
    orderId: input.orderId,
    type: input.type,
    actorAccountId: input.actor.accountId,
    actorName: input.actor.name,
    details: { summary: input.summary, changes: input.changes ?? [] },
    // The moment of the statement, not of the transaction: two activities of one change keep
    // their order in the log.
    createdAt: sql`clock_timestamp()`,
  });
}
