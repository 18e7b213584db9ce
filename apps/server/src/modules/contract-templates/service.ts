// Contract templates: the photographer's reusable contracts, their
// content sanitised before it is stored, and the ordered list of those attached to a service.
import { and, asc, count, desc, eq, ilike, sql, type SQL } from 'drizzle-orm';
import type {
  TContractTemplate,
  TContractTemplatePage,
  TServiceContract,
} from '@studio/shared/contract-templates/contracts';
import {
  isBlankRichText,
  type ZListContractTemplatesQuery,
  type ZSaveContractTemplateRequest,
} from '@studio/shared/contract-templates/requests';
import { messages } from '@studio/shared/messages';
import type { z } from 'zod';
import type { Executor } from '../../db/client.ts';
import { preparedFor } from '../../db/prepared.ts';
import { AppError } from '../../platform/errors.ts';
import { sanitizeRichText } from '../../platform/sanitize.ts';
import { serviceColumns } from '../services/service-columns.ts';
import { presentContractTemplate, presentContractTemplateListItem } from './presenter.ts';
import { contractTemplates, serviceContracts } from './schema.ts';
import { containsPattern } from '../../db/search-text.ts';

type Tenant = { businessId: string };
type SaveInput = z.output<typeof ZSaveContractTemplateRequest>;
type ListQuery = z.output<typeof ZListContractTemplatesQuery>;

/**
 * How many live services have the template attached. Joins the services' columns only to leave
 * deleted services out: a deleted service's attachments are not worth a warning.
 */
// Explicit table names: drizzle leaves columns unqualified in a one-table select.
const serviceCountSql = sql<number>`(
  select count(*) from service_contracts sc
  join ${serviceColumns('s')} on s.id = sc.service_id
  where sc.contract_template_id = "contract_templates"."id"
    and s.business_id = "contract_templates"."business_id"
    and s.deleted_at is null
)`.mapWith(Number);

const listColumns = {
  id: contractTemplates.id,
  name: contractTemplates.name,
  isPrivate: contractTemplates.isPrivate,
  createdAt: contractTemplates.createdAt,
  updatedAt: contractTemplates.updatedAt,
  serviceCount: serviceCountSql,
};

export async function listContractTemplates(
  executor: Executor,
  input: Tenant & { query: ListQuery },
): Promise<TContractTemplatePage> {
  const { page, size, search, isPrivate } = input.query;
  const conditions: SQL[] = [eq(contractTemplates.businessId, input.businessId)];
  if (search) conditions.push(ilike(contractTemplates.name, containsPattern(search)));
  if (isPrivate !== undefined) conditions.push(eq(contractTemplates.isPrivate, isPrivate));
  const where = and(...conditions);

  const [rows, totals] = await Promise.all([
    executor
      .select(listColumns)
      .from(contractTemplates)
      .where(where)
      .orderBy(
        desc(contractTemplates.updatedAt),
        asc(contractTemplates.name),
        asc(contractTemplates.id),
      )
      .limit(size)
      .offset((page - 1) * size),
    executor.select({ total: count() }).from(contractTemplates).where(where),
  ]);
  return {
    items: rows.map(presentContractTemplateListItem),
    total: totals[0]?.total ?? 0,
    page,
    size,
  };
}

/** The tenant's template, or 404: another business's id never answers. */
export async function getContractTemplate(
  executor: Executor,
  input: Tenant & { id: string },
): Promise<TContractTemplate> {
  const [row] = await executor
    .select({ ...listColumns, content: contractTemplates.content })
    .from(contractTemplates)
    .where(
      and(eq(contractTemplates.id, input.id), eq(contractTemplates.businessId, input.businessId)),
    );
  if (!row) throw AppError.notFound(messages.contractTemplateNotFound);
  return presentContractTemplate(row);
}

/** The sanitised content; what sanitising leaves must still be worth reading. */
function cleanContent(html: string): string {
  const content = sanitizeRichText(html);
  if (isBlankRichText(content)) throw AppError.validation('content', messages.required);
  return content;
}

export async function createContractTemplate(
  executor: Executor,
  input: Tenant & { template: SaveInput },
): Promise<TContractTemplate> {
  const { name, content, isPrivate } = input.template;
  const [row] = await executor
    .insert(contractTemplates)
    .values({ businessId: input.businessId, name, content: cleanContent(content), isPrivate })
    .returning({ id: contractTemplates.id });
  if (!row) throw new Error('contract template insert returned nothing');
  return getContractTemplate(executor, { businessId: input.businessId, id: row.id });
}

export async function updateContractTemplate(
  executor: Executor,
  input: Tenant & { id: string; template: SaveInput },
): Promise<TContractTemplate> {
  const { name, content, isPrivate } = input.template;
  const [row] = await executor
    .update(contractTemplates)
    .set({ name, content: cleanContent(content), isPrivate, updatedAt: new Date() })
    .where(
      and(eq(contractTemplates.id, input.id), eq(contractTemplates.businessId, input.businessId)),
    )
    .returning({ id: contractTemplates.id });
  if (!row) throw AppError.notFound(messages.contractTemplateNotFound);
  return getContractTemplate(executor, { businessId: input.businessId, id: row.id });
}

/**
 * Deletes the template; its attachments to services go with it (foreign key cascade, same
 * statement), so every service's remaining contracts keep their order.
 */
export async function deleteContractTemplate(
  executor: Executor,
  input: Tenant & { id: string },
): Promise<{ detachedFromServices: number }> {
  const existing = await getContractTemplate(executor, input);
  const [row] = await executor
    .delete(contractTemplates)
    .where(
      and(eq(contractTemplates.id, input.id), eq(contractTemplates.businessId, input.businessId)),
    )
    .returning({ id: contractTemplates.id });
  if (!row) throw AppError.notFound(messages.contractTemplateNotFound);
  return { detachedFromServices: existing.serviceCount };
}

/**
 * The contracts attached to a service, in the photographer's order. The caller has checked the
 * service belongs to the tenant (the services module's edit aggregate, or requireService).
 */
// Read on every load of the service edit page: prepared once per connection.
const serviceContractsQuery = preparedFor((executor) =>
  executor
    .select({
      contractTemplateId: serviceContracts.contractTemplateId,
      name: contractTemplates.name,
    })
    .from(serviceContracts)
    .innerJoin(
      contractTemplates,
      and(
        eq(contractTemplates.id, serviceContracts.contractTemplateId),
        eq(contractTemplates.businessId, serviceContracts.businessId),
      ),
    )
    .where(
      and(
        eq(serviceContracts.businessId, sql.placeholder('businessId')),
        eq(serviceContracts.serviceId, sql.placeholder('serviceId')),
      ),
    )
    .orderBy(
      asc(serviceContracts.sortIndex),
      asc(serviceContracts.createdAt),
      asc(serviceContracts.contractTemplateId),
    )
    .prepare('service_contract_list'),
);

export async function listServiceContracts(
  executor: Executor,
  input: { businessId: string; serviceId: string },
): Promise<TServiceContract[]> {
  const rows = await serviceContractsQuery(executor).execute(input);
  // Positions, not stored indexes: a template deleted from the middle leaves no gap.
  return rows.map((row, index) => ({ ...row, sortIndex: index }));
}
