// Read-side of a shoot besides the aggregate: its activity log.
import { and, desc, eq } from 'drizzle-orm';
import type { TActivity } from '@studio/shared/orders/contracts';
import type { Executor } from '../../db/client.ts';
import { presentActivity } from './presenter.ts';
import { orderActivities } from './schema.ts';
import { requireOrder, type OrderScope } from './service.ts';

/** Newest first (ties broken by id, so the order is stable). */
export async function listOrderActivities(
  executor: Executor,
  input: OrderScope,
): Promise<TActivity[]> {
  await requireOrder(executor, input);
  const rows = await executor
    .select()
    .from(orderActivities)
    .where(
      and(
        eq(orderActivities.businessId, input.businessId),
        eq(orderActivities.orderId, input.orderId),
      ),
    )
    .orderBy(desc(orderActivities.createdAt), desc(orderActivities.id));
  return rows.map(presentActivity);
}
