// The service column the availability module sets and reads (availability_template_id, for
// PATCH /api/services/{id}/availability-template): the services module owns the table, so the
// write lives here and the availability module calls it.
import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { services } from './schema.ts';

/** A service that uses a template. */
export type TemplateUser = { id: string; name: string };

/** Live services of the business linked to each of the templates. */
export async function servicesUsingTemplates(
  executor: Executor,
  input: { businessId: string; templateIds: string[] },
): Promise<Map<string, TemplateUser[]>> {
  const byTemplate = new Map<string, TemplateUser[]>();
  if (input.templateIds.length === 0) return byTemplate;
  const rows = await executor
    .select({ id: services.id, name: services.name, templateId: services.availabilityTemplateId })
    .from(services)
    .where(
      and(
        eq(services.businessId, input.businessId),
        inArray(services.availabilityTemplateId, input.templateIds),
        isNull(services.deletedAt),
      ),
    )
    .orderBy(asc(services.name));
  for (const row of rows) {
    if (!row.templateId) continue;
    byTemplate.set(row.templateId, [
      ...(byTemplate.get(row.templateId) ?? []),
      { id: row.id, name: row.name },
    ]);
  }
  return byTemplate;
}

export async function setServiceTemplate(
  executor: Executor,
  input: { businessId: string; serviceId: string; availabilityTemplateId: string | null },
): Promise<void> {
  await executor
    .update(services)
    .set({ availabilityTemplateId: input.availabilityTemplateId, updatedAt: new Date() })
    .where(and(eq(services.id, input.serviceId), eq(services.businessId, input.businessId)));
}
