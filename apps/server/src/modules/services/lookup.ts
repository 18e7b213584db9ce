// Lookups other modules use to check a service belongs to the tenant before touching its rows.
import { and, eq, isNull } from 'drizzle-orm';
import { messages } from '@studio/shared/messages';
import type { Executor } from '../../db/client.ts';
import { AppError } from '../../platform/errors.ts';
import { services } from './schema.ts';

export type ServiceRow = typeof services.$inferSelect;

/** The tenant's live (not deleted) service, or 404: another business's id never answers. */
export async function requireService(
  executor: Executor,
  input: { businessId: string; serviceId: string },
): Promise<ServiceRow> {
  const [row] = await executor
    .select()
    .from(services)
    .where(
      and(
        eq(services.id, input.serviceId),
        eq(services.businessId, input.businessId),
        isNull(services.deletedAt),
      ),
    )
    .limit(1);
  if (!row) throw AppError.notFound(messages.serviceNotFound);
  return row;
}
