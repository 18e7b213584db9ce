// The ordered list of contracts attached to a service (its Contract(s) card): attach, detach,
// replace and reorder. Each change is one transaction that first takes a per-service lock, so two
// tabs changing the same list at once are applied one after the other, never interleaved.
import { and, eq, inArray, max, sql } from 'drizzle-orm';
import type { TServiceContract } from '@studio/shared/contract-templates/contracts';
import { messages } from '@studio/shared/messages';
import type { Database, Executor } from '../../db/client.ts';
import { AppError } from '../../platform/errors.ts';
import { requireService } from '../services/lookup.ts';
import { contractTemplates, serviceContracts } from './schema.ts';
import { listServiceContracts } from './service.ts';

type ServiceRef = { businessId: string; serviceId: string };

/** Checks the service, then holds the service's contract list for the rest of the transaction. */
async function lockServiceContracts(tx: Executor, ref: ServiceRef): Promise<void> {
  await requireService(tx, ref);
  await tx.execute(
    sql`select pg_advisory_xact_lock(hashtextextended(${`service-contracts:${ref.serviceId}`}, 0))`,
  );
}

/** Every id must be one of the tenant's templates; another business's id answers 404. */
async function requireTemplates(tx: Executor, businessId: string, ids: string[]): Promise<void> {
  if (ids.length === 0) return;
  const rows = await tx
    .select({ id: contractTemplates.id })
    .from(contractTemplates)
    .where(and(eq(contractTemplates.businessId, businessId), inArray(contractTemplates.id, ids)));
  if (rows.length !== new Set(ids).size) throw AppError.notFound(messages.contractTemplateNotFound);
}

async function attachedIds(tx: Executor, ref: ServiceRef): Promise<string[]> {
  const rows = await tx
    .select({ id: serviceContracts.contractTemplateId })
    .from(serviceContracts)
    .where(
      and(
        eq(serviceContracts.businessId, ref.businessId),
        eq(serviceContracts.serviceId, ref.serviceId),
      ),
    );
  return rows.map((row) => row.id);
}

/** Attaches a template at the end of the service's list; attaching it twice is refused. */
export async function attachServiceContract(
  db: Database,
  input: ServiceRef & { contractTemplateId: string },
): Promise<TServiceContract[]> {
  return db.transaction(async (tx) => {
    await lockServiceContracts(tx, input);
    await requireTemplates(tx, input.businessId, [input.contractTemplateId]);
    const [last] = await tx
      .select({ sortIndex: max(serviceContracts.sortIndex) })
      .from(serviceContracts)
      .where(
        and(
          eq(serviceContracts.businessId, input.businessId),
          eq(serviceContracts.serviceId, input.serviceId),
        ),
      );
    const inserted = await tx
      .insert(serviceContracts)
      .values({
        businessId: input.businessId,
        serviceId: input.serviceId,
        contractTemplateId: input.contractTemplateId,
        sortIndex: (last?.sortIndex ?? -1) + 1,
      })
      .onConflictDoNothing()
      .returning({ id: serviceContracts.contractTemplateId });
    if (inserted.length === 0) {
      throw new AppError('CONFLICT', messages.contractAlreadyAttached);
    }
    return listServiceContracts(tx, input);
  });
}

/** Detaches one template; the others keep their order. */
export async function detachServiceContract(
  db: Database,
  input: ServiceRef & { contractTemplateId: string },
): Promise<TServiceContract[]> {
  return db.transaction(async (tx) => {
    await lockServiceContracts(tx, input);
    const removed = await tx
      .delete(serviceContracts)
      .where(
        and(
          eq(serviceContracts.businessId, input.businessId),
          eq(serviceContracts.serviceId, input.serviceId),
          eq(serviceContracts.contractTemplateId, input.contractTemplateId),
        ),
      )
      .returning({ id: serviceContracts.contractTemplateId });
    if (removed.length === 0) throw AppError.notFound(messages.contractNotAttached);
    return listServiceContracts(tx, input);
  });
}

async function writeOrder(tx: Executor, ref: ServiceRef, ids: string[]): Promise<void> {
  if (ids.length === 0) return;
  const position = sql.join(
    ids.map((id, index) => sql`when ${id}::uuid then ${index}::integer`),
    sql` `,
  );
  await tx
    .update(serviceContracts)
    .set({ sortIndex: sql`case ${serviceContracts.contractTemplateId} ${position} end` })
    .where(
      and(
        eq(serviceContracts.businessId, ref.businessId),
        eq(serviceContracts.serviceId, ref.serviceId),
        inArray(serviceContracts.contractTemplateId, ids),
      ),
    );
}

/** Replaces the whole list with the given templates in the given order. */
export async function replaceServiceContracts(
  db: Database,
  input: ServiceRef & { contractTemplateIds: string[] },
): Promise<TServiceContract[]> {
  return db.transaction(async (tx) => {
    await lockServiceContracts(tx, input);
    const ids = input.contractTemplateIds;
    await requireTemplates(tx, input.businessId, ids);
    const current = new Set(await attachedIds(tx, input));
    const kept = new Set(ids);
    const dropped = [...current].filter((id) => !kept.has(id));
    if (dropped.length > 0) {
      await tx
        .delete(serviceContracts)
        .where(
          and(
            eq(serviceContracts.businessId, input.businessId),
            eq(serviceContracts.serviceId, input.serviceId),
            inArray(serviceContracts.contractTemplateId, dropped),
          ),
        );
    }
    const added = ids.filter((id) => !current.has(id));
    if (added.length > 0) {
      // Kept rows keep their attachment time; new ones get their final position straight away.
      await tx.insert(serviceContracts).values(
        added.map((contractTemplateId) => ({
          businessId: input.businessId,
          serviceId: input.serviceId,
          contractTemplateId,
          sortIndex: ids.indexOf(contractTemplateId),
        })),
      );
    }
    await writeOrder(tx, input, ids);
    return listServiceContracts(tx, input);
  });
}

/** Puts the attached contracts in a new order: the list must be exactly the attached set. */
export async function reorderServiceContracts(
  db: Database,
  input: ServiceRef & { contractTemplateIds: string[] },
): Promise<TServiceContract[]> {
  return db.transaction(async (tx) => {
    await lockServiceContracts(tx, input);
    const ids = input.contractTemplateIds;
    const current = new Set(await attachedIds(tx, input));
    if (ids.length !== current.size || ids.some((id) => !current.has(id))) {
      throw AppError.validation('contractTemplateIds', messages.contractOrderMismatch);
    }
    await writeOrder(tx, input, ids);
    return listServiceContracts(tx, input);
  });
}
