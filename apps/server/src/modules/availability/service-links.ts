// The one place the availability module touches the services table: the availability_template_id
// column, which the plan gives to this module (PATCH /api/services/{id}/availability-template).
import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { services } from '../services/schema.ts';
import type { TemplateUser } from './presenter.ts';

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
