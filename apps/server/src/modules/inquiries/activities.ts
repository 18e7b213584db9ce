// The activity log of an inquiry: CREATE_INQUIRY when the client sends it,
// CREATED_SHOOT when a shoot is made from it. Each is written in the transaction of its change.
import { and, desc, eq, sql } from 'drizzle-orm';
import type { activityTypes } from '@studio/shared/enums';
import type { TInquiryActivity } from '@studio/shared/inquiries/contracts';
import type { Executor } from '../../db/client.ts';
import type { Actor } from '../orders/activities.ts';
import { presentInquiryActivity } from './presenter.ts';
import { inquiryActivities } from './schema.ts';

type ActivityType = (typeof activityTypes)[number];
type InquiryTarget = { businessId: string; inquiryId: string };

/** An inquiry has a handful of activities; the page shows the newest ones, up to this many. */
export const INQUIRY_ACTIVITIES_SHOWN = 100;

export async function recordInquiryActivity(
  executor: Executor,
  input: InquiryTarget & { type: ActivityType; actor: Actor; summary: string },
): Promise<void> {
  await executor.insert(inquiryActivities).values({
    businessId: input.businessId,
    inquiryId: input.inquiryId,
    type: input.type,
    actorAccountId: input.actor.accountId,
    actorName: input.actor.name,
    summary: input.summary,
    // The moment of the statement, not of the transaction (as a shoot's activities).
    createdAt: sql`clock_timestamp()`,
  });
}

/** Newest first. The caller has checked that the inquiry is the tenant's. */
export async function listInquiryActivities(
  executor: Executor,
  target: InquiryTarget,
): Promise<TInquiryActivity[]> {
  const rows = await executor
    .select()
    .from(inquiryActivities)
    .where(
      and(
        eq(inquiryActivities.businessId, target.businessId),
        eq(inquiryActivities.inquiryId, target.inquiryId),
      ),
    )
    .orderBy(desc(inquiryActivities.createdAt), desc(inquiryActivities.id))
    .limit(INQUIRY_ACTIVITIES_SHOWN);
  return rows.map(presentInquiryActivity);
}
