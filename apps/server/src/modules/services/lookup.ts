// Lookups other modules use to check a service belongs to the tenant before touching its rows.
import { and, eq, isNull, sql } from 'drizzle-orm';
import { messages } from '@studio/shared/messages';
import type { Executor } from '../../db/client.ts';
import { preparedFor } from '../../db/prepared.ts';
import { AppError } from '../../platform/errors.ts';
import { services } from './schema.ts';

export type ServiceRow = typeof services.$inferSelect;

const liveServiceQuery = preparedFor((executor) =>
  executor
    .select()
    .from(services)
    .where(
      and(
        eq(services.id, sql.placeholder('serviceId')),
        eq(services.businessId, sql.placeholder('businessId')),
        isNull(services.deletedAt),
      ),
    )
    .limit(1)
    .prepare('live_service'),
);

/** The tenant's live (not deleted) service, or 404: another business's id never answers. */
export async function requireService(
  executor: Executor,
  input: { businessId: string; serviceId: string },
): Promise<ServiceRow> {
  const [row] = await liveServiceQuery(executor).execute(input);
  if (!row) throw AppError.notFound(messages.serviceNotFound);
  return row;
}
