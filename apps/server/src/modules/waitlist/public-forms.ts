// What the clients' public forms (waitlist, inquiry) share: the business and service named by slug
// (only a bookable service, public, not paused, not deleted, answers; anything else is the same
// 404, so nothing private can be probed) and the per-address limit on submissions.
import { eq } from 'drizzle-orm';
import { messages } from '@studio/shared/messages';
import type { Config } from '../../platform/config.ts';
import type { Executor } from '../../db/client.ts';
import { consumeRateLimit } from '../../platform/rate-limit.ts';
import { AppError } from '../../platform/errors.ts';
import { businessColumns } from '../businesses/business-columns.ts';
import type { BusinessRow } from '../businesses/service.ts';
import type { ServiceRow } from '../services/lookup.ts';
import { findBookableServiceBySlug } from '../services/public-lookup.ts';

const businessRows = businessColumns('businesses');

export async function publicBusinessBySlug(
  executor: Executor,
  businessSlug: string,
): Promise<BusinessRow> {
  const [row] = await executor
    .select()
    .from(businessRows)
    .where(eq(businessRows.slug, businessSlug.toLowerCase()))
    .limit(1);
  if (!row) throw AppError.notFound(messages.bookingPageNotFound);
  return row;
}

export async function publicServiceBySlug(
  executor: Executor,
  input: { businessId: string; serviceSlug: string },
): Promise<ServiceRow> {
  const row = await findBookableServiceBySlug(executor, input);
  if (!row) throw AppError.notFound(messages.bookingPageNotFound);
  return row;
}

const HOUR = 60 * 60;

/** Submissions one address may make per hour, per kind of form. */
export const publicFormLimits = {
  waitlist: { limit: 20, windowSeconds: HOUR },
  inquiry: { limit: 20, windowSeconds: HOUR },
} as const;

/** Counts one submission from the address; throws RATE_LIMITED (429 with retry-after) past it. */
export async function limitPublicForm(
  context: { db: Executor; config: Pick<Config, 'rateLimitEnabled'> },
  kind: keyof typeof publicFormLimits,
  ip: string,
): Promise<void> {
  if (!context.config.rateLimitEnabled) return;
  const { limit, windowSeconds } = publicFormLimits[kind];
  await consumeRateLimit(context.db, `publicForm:${kind}:${ip}`, limit, windowSeconds);
}
