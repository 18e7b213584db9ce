// The workflow template a shoot or inquiry follows: the service's choice, else the business's
// default one, made the first time it is needed.
import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { TTaskTemplate } from '@studio/shared/workflows/contracts';
import {
  DEFAULT_WORKFLOW_NAME,
  DEFAULT_WORKFLOW_TASKS,
} from '@studio/shared/workflows/default-workflow';
import type { Executor } from '../../db/client.ts';
import { getDefaultEmailTemplate } from '../emails/service.ts';
import type { WorkflowTemplateRow } from './presenter.ts';
import { flowTaskListTemplates } from './schema.ts';

type Tenant = { businessId: string };

/** The default template's key: one per business. */
export const DEFAULT_KEY = 'DEFAULT';

async function findDefault(executor: Executor, input: Tenant): Promise<WorkflowTemplateRow | null> {
  const [row] = await executor
    .select()
    .from(flowTaskListTemplates)
    .where(
      and(
        eq(flowTaskListTemplates.businessId, input.businessId),
        eq(flowTaskListTemplates.defaultKey, DEFAULT_KEY),
      ),
    )
    .limit(1);
  return row ?? null;
}

/**
 * The business's default workflow, made the first time it is needed (with the business, or on
 * the first read of a business older than workflows): two first reads at once make one.
 */
export async function ensureDefaultWorkflow(
  executor: Executor,
  input: Tenant,
): Promise<WorkflowTemplateRow> {
  const existing = await findDefault(executor, input);
  if (existing) return existing;
  const tasks: TTaskTemplate[] = [];
  for (const { emailKind, ...task } of DEFAULT_WORKFLOW_TASKS) {
    const template = await getDefaultEmailTemplate(executor, { ...input, kind: emailKind });
    tasks.push({ ...task, id: randomUUID(), emailTemplateId: template.id });
  }
  await executor
    .insert(flowTaskListTemplates)
    .values({
      businessId: input.businessId,
      name: DEFAULT_WORKFLOW_NAME,
      isDefault: true,
      defaultKey: DEFAULT_KEY,
      tasks,
    })
    .onConflictDoNothing();
  const made = await findDefault(executor, input);
  if (!made) throw new Error(`the default workflow of ${input.businessId} was not made`);
  return made;
}

export async function findWorkflowTemplate(
  executor: Executor,
  input: Tenant & { id: string },
): Promise<WorkflowTemplateRow | null> {
  const [row] = await executor
    .select()
    .from(flowTaskListTemplates)
    .where(
      and(
        eq(flowTaskListTemplates.id, input.id),
        eq(flowTaskListTemplates.businessId, input.businessId),
      ),
    )
    .limit(1);
  return row ?? null;
}

/** The chosen template, or the default when none is chosen (or the chosen one is gone). */
export async function templateForService(
  executor: Executor,
  input: Tenant & { flowTaskListTemplateId: string | null },
): Promise<WorkflowTemplateRow> {
  if (input.flowTaskListTemplateId) {
    const chosen = await findWorkflowTemplate(executor, {
      businessId: input.businessId,
      id: input.flowTaskListTemplateId,
    });
    if (chosen) return chosen;
  }
  return ensureDefaultWorkflow(executor, input);
}
