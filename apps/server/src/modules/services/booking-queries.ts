// Reads of services for the client booking pages.
import { and, eq } from 'drizzle-orm';
import { messages } from '@studio/shared/messages';
import type { Executor, Transaction } from '../../db/client.ts';
import { AppError } from '../../platform/errors.ts';
import type { ServiceRow } from './lookup.ts';
import { services } from './schema.ts';

/**
 * The tenant's service even if it was paused or deleted (a paid booking is made for what was
 * paid for), or 404 serviceNotFound.
 */
export async function requireServiceOfAnyState(
  executor: Executor,
  input: { businessId: string; serviceId: string },
): Promise<ServiceRow> {
  const [row] = await executor
    .select()
    .from(services)
    .where(and(eq(services.id, input.serviceId), eq(services.businessId, input.businessId)));
  if (!row) throw AppError.notFound(messages.serviceNotFound);
  return row;
}

/**
 * The tenant's service in any state, its row locked against changes (FOR SHARE) until the
 * transaction ends; null when there is none.
 */
export async function findServiceForShare(
  tx: Transaction,
  input: { businessId: string; serviceId: string },
): Promise<ServiceRow | null> {
  const [row] = await tx
    .select()
    .from(services)
    .where(and(eq(services.id, input.serviceId), eq(services.businessId, input.businessId)))
    .for('share');
  return row ?? null;
}
