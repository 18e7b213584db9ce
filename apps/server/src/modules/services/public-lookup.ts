// The service a client's public page names by slug. Only a bookable service answers: public, not
// paused, not deleted.
import { and, eq, isNull } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import type { ServiceRow } from './lookup.ts';
import { services } from './schema.ts';

/** The business's bookable service with the slug (any case), if there is one. */
export async function findBookableServiceBySlug(
  executor: Executor,
  input: { businessId: string; serviceSlug: string },
): Promise<ServiceRow | undefined> {
  const [row] = await executor
    .select()
    .from(services)
    .where(
      and(
        eq(services.businessId, input.businessId),
        eq(services.slug, input.serviceSlug.toLowerCase()),
        isNull(services.deletedAt),
        eq(services.isPrivate, false),
        eq(services.isPaused, false),
      ),
    )
    .limit(1);
  return row;
}
