// Which workflow template a service's shoots follow: the column is the services module's, the
// templates are the workflows module's, which calls these.
import { and, eq, isNull } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { services } from './schema.ts';

/** Sets (or with null clears) the service's workflow; the caller checked both ids are the tenant's. */
export async function setServiceWorkflow(
  executor: Executor,
  input: { businessId: string; serviceId: string; flowTaskListTemplateId: string | null },
): Promise<void> {
  await executor
    .update(services)
    .set({ flowTaskListTemplateId: input.flowTaskListTemplateId, updatedAt: new Date() })
    .where(and(eq(services.id, input.serviceId), eq(services.businessId, input.businessId)));
}

/** A deleted workflow template leaves the services that chose it on the default one. */
export async function detachWorkflow(
  executor: Executor,
  input: { businessId: string; flowTaskListTemplateId: string },
): Promise<void> {
  await executor
    .update(services)
    .set({ flowTaskListTemplateId: null, updatedAt: new Date() })
    .where(
      and(
        eq(services.businessId, input.businessId),
        eq(services.flowTaskListTemplateId, input.flowTaskListTemplateId),
      ),
    );
}

/** The live services of the business that follow the workflow template. */
export async function servicesUsingWorkflow(
  executor: Executor,
  input: { businessId: string; flowTaskListTemplateId: string },
): Promise<Array<{ id: string; name: string }>> {
  return executor
    .select({ id: services.id, name: services.name })
    .from(services)
    .where(
      and(
        eq(services.businessId, input.businessId),
        eq(services.flowTaskListTemplateId, input.flowTaskListTemplateId),
        isNull(services.deletedAt),
      ),
    );
}
