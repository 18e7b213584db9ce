// Summaries of contracts across shoots: a contact's contracts (the contact page) and the
// business's counts of contracts waiting for someone.
import { and, desc, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import type { TContactContract, TContractCounts } from '@studio/shared/contracts/contracts';
import type { Executor } from '../../db/client.ts';
import { customerShoots } from '../orders/customer-rows.ts';
import { shootContracts } from './schema.ts';

/** GET /api/customers/{id}/contracts: the contracts sent for the contact's shoots, newest first. */
export async function listContactContracts(
  executor: Executor,
  input: { businessId: string; customerId: string },
): Promise<TContactContract[]> {
  const shoots = await customerShoots(executor, input);
  if (shoots.size === 0) return [];
  const rows = await executor
    .select()
    .from(shootContracts)
    .where(
      and(
        eq(shootContracts.businessId, input.businessId),
        inArray(shootContracts.orderId, [...shoots.keys()]),
        isNotNull(shootContracts.sentAt),
      ),
    )
    .orderBy(desc(shootContracts.sentAt));
  return rows.map((row) => {
    const shoot = shoots.get(row.orderId);
    return {
      id: row.id,
      orderId: row.orderId,
      name: row.name,
      state: row.state,
      sentAt: row.sentAt?.toISOString() ?? null,
      completedAt: row.completedAt?.toISOString() ?? null,
      serviceName: shoot?.serviceName ?? '',
      shootStartTime: shoot?.startTime?.toISOString() ?? null,
    };
  });
}

/** GET /api/orders/contracts/count: one pass over the business's contracts. */
export async function countContracts(
  executor: Executor,
  businessId: string,
): Promise<TContractCounts> {
  const c = shootContracts;
  const counted = (condition: ReturnType<typeof sql>) =>
    sql<number>`count(*) filter (where ${condition})`.mapWith(Number);
  const [row] = await executor
    .select({
      awaitingClient: counted(sql`${c.state} in ('SENT', 'VIEWED')`),
      awaitingCountersign: counted(
        sql`${c.state} = 'CLIENT_SIGNED' and ${c.isCountersignRequired} and ${c.countersigner} is null`,
      ),
      // Signed by everyone, no sealing queued, and it was tried: it gave up.
      sealingFailed: counted(
        sql`${c.state} in ('CLIENT_SIGNED', 'COUNTERSIGNED') and ${c.sealDueAt} is null and ${c.sealAttempts} > 0`,
      ),
      completed: counted(sql`${c.state} = 'COMPLETED'`),
    })
    .from(c)
    .where(eq(c.businessId, businessId));
  return {
    awaitingClient: row?.awaitingClient ?? 0,
    awaitingCountersign: row?.awaitingCountersign ?? 0,
    sealingFailed: row?.sealingFailed ?? 0,
    completed: row?.completed ?? 0,
  };
}
