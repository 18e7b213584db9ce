// Workflow templates (/management/workflow): the default one every business has, the owner's
// own, and which one a service's shoots follow. Saving a template re-plans the tasks of the shoots
// and inquiries that follow it (planning.ts says which tasks follow and which stay).
import { randomUUID } from 'node:crypto';
import { and, asc, desc, eq } from 'drizzle-orm';
import { messages } from '@studio/shared/messages';
import type { TTaskTemplate, TWorkflowTemplate } from '@studio/shared/workflows/contracts';
import type { TSavedTaskTemplate } from '@studio/shared/workflows/requests';
import type { ZSaveWorkflowTemplateRequest } from '@studio/shared/workflows/requests';
import type { z } from 'zod';
import type { Database, Executor } from '../../db/client.ts';
import { AppError } from '../../platform/errors.ts';
import { requireService } from '../services/lookup.ts';
import { detachWorkflow, setServiceWorkflow } from '../services/workflow-links.ts';
import { replanWorkflowSubjects } from './planning.ts';
import {
  ensureDefaultWorkflow,
  findWorkflowTemplate,
  templateForService,
} from './workflow-choice.ts';
import { presentWorkflowTemplate, type WorkflowTemplateRow } from './presenter.ts';
import { flowTaskListTemplates, flowTasks } from './schema.ts';

type Tenant = { businessId: string };
type SaveRequest = z.output<typeof ZSaveWorkflowTemplateRequest>;

/** Tasks as stored: each keeps its id (or gets one) and its position within its group. */
function storedTasks(tasks: readonly TSavedTaskTemplate[]): TTaskTemplate[] {
  const positions = new Map<string, number>();
  return tasks.map((task) => {
    const sortIndex = positions.get(task.group) ?? 0;
    positions.set(task.group, sortIndex + 1);
    return {
      id: task.id ?? randomUUID(),
      name: task.name,
      type: task.type,
      isAuto: task.isAuto,
      group: task.group,
      sortIndex,
      dependency: task.dependency,
      relativeTo: task.relativeTo,
      dueInterval: task.dueInterval,
      intervalUnit: task.intervalUnit,
      absoluteDueAt: task.absoluteDueAt ? new Date(task.absoluteDueAt).toISOString() : null,
      emailTemplateId: task.emailTemplateId,
    };
  });
}

/** GET /api/flow-task-list-templates: defaults first (the 'Personalized' tag), then by name. */
export async function listWorkflowTemplates(
  db: Database,
  input: Tenant,
): Promise<TWorkflowTemplate[]> {
  await ensureDefaultWorkflow(db, input);
  const rows = await db
    .select()
    .from(flowTaskListTemplates)
    .where(eq(flowTaskListTemplates.businessId, input.businessId))
    .orderBy(
      desc(flowTaskListTemplates.isDefault),
      asc(flowTaskListTemplates.name),
      asc(flowTaskListTemplates.id),
    );
  return rows.map(presentWorkflowTemplate);
}

/** The tenant's template, or 404: another business's id never answers. */
export async function requireWorkflowTemplate(
  executor: Executor,
  input: Tenant & { id: string },
): Promise<WorkflowTemplateRow> {
  const row = await findWorkflowTemplate(executor, input);
  if (!row) throw AppError.notFound(messages.workflowNotFound);
  return row;
}

export async function createWorkflowTemplate(
  db: Database,
  input: Tenant & { request: SaveRequest },
): Promise<TWorkflowTemplate> {
  const [row] = await db
    .insert(flowTaskListTemplates)
    .values({
      businessId: input.businessId,
      name: input.request.name,
      isPrivate: input.request.isPrivate,
      tasks: storedTasks(input.request.tasks),
    })
    .returning();
  if (!row) throw new Error('workflow template insert returned nothing');
  return presentWorkflowTemplate(row);
}

/**
 * PUT /api/flow-task-list-templates/{id}: the whole template; in the same transaction the shoots
 * and inquiries that follow it are re-planned.
 */
export async function updateWorkflowTemplate(
  db: Database,
  input: Tenant & { id: string; request: SaveRequest },
): Promise<TWorkflowTemplate> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(flowTaskListTemplates)
      .set({
        name: input.request.name,
        isPrivate: input.request.isPrivate,
        tasks: storedTasks(input.request.tasks),
        updatedAt: new Date(),
      })
      .where(
        and(
          eq(flowTaskListTemplates.id, input.id),
          eq(flowTaskListTemplates.businessId, input.businessId),
        ),
      )
      .returning();
    if (!row) throw AppError.notFound(messages.workflowNotFound);
    await replanWorkflowSubjects(tx, { businessId: input.businessId, template: row });
    return presentWorkflowTemplate(row);
  });
}

/**
 * DELETE /api/flow-task-list-templates/{id}: refused for the default one. Services that chose it
 * go back to the default; tasks already planned from it stay with their shoots and inquiries.
 */
export async function deleteWorkflowTemplate(db: Database, input: Tenant & { id: string }) {
  await db.transaction(async (tx) => {
    const row = await requireWorkflowTemplate(tx, input);
    if (row.isDefault) throw new AppError('CONFLICT', messages.defaultWorkflowNotDeletable);
    await detachWorkflow(tx, { businessId: input.businessId, flowTaskListTemplateId: row.id });
    await tx
      .update(flowTasks)
      .set({ templateId: null, updatedAt: new Date() })
      .where(and(eq(flowTasks.businessId, input.businessId), eq(flowTasks.templateId, row.id)));
    await tx
      .delete(flowTaskListTemplates)
      .where(
        and(
          eq(flowTaskListTemplates.id, row.id),
          eq(flowTaskListTemplates.businessId, input.businessId),
        ),
      );
  });
}

/** GET /api/flow-task-list-templates/services/{id}: the workflow the service's shoots follow. */
export async function serviceWorkflow(
  db: Database,
  input: Tenant & { serviceId: string },
): Promise<TWorkflowTemplate> {
  const service = await requireService(db, input);
  return presentWorkflowTemplate(
    await templateForService(db, {
      businessId: input.businessId,
      flowTaskListTemplateId: service.flowTaskListTemplateId,
    }),
  );
}

/**
 * PATCH /api/services/{id}/flow-task-list-template: the service's new shoots follow it; shoots
 * already planned keep their tasks. Null goes back to the default.
 */
export async function chooseServiceWorkflow(
  db: Database,
  input: Tenant & { serviceId: string; flowTaskListTemplateId: string | null },
): Promise<TWorkflowTemplate> {
  return db.transaction(async (tx) => {
    await requireService(tx, input);
    const template = input.flowTaskListTemplateId
      ? await requireWorkflowTemplate(tx, {
          businessId: input.businessId,
          id: input.flowTaskListTemplateId,
        })
      : await ensureDefaultWorkflow(tx, input);
    await setServiceWorkflow(tx, {
      businessId: input.businessId,
      serviceId: input.serviceId,
      flowTaskListTemplateId: input.flowTaskListTemplateId,
    });
    return presentWorkflowTemplate(template);
  });
}
