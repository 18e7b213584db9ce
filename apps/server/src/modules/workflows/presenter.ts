// Rows of the workflows module -> the shared contracts.
import type {
  TFlowTask,
  TFlowTaskEmail,
  TTaskTemplate,
  TWorkflowTemplate,
} from '@studio/shared/workflows/contracts';
import type { flowTaskListTemplates, flowTasks } from './schema.ts';

export type WorkflowTemplateRow = typeof flowTaskListTemplates.$inferSelect;
export type FlowTaskRow = typeof flowTasks.$inferSelect;

export function presentWorkflowTemplate(row: WorkflowTemplateRow): TWorkflowTemplate {
  return {
    id: row.id,
    name: row.name,
    isPrivate: row.isPrivate,
    isDefault: row.isDefault,
    updatedAt: row.updatedAt.toISOString(),
    tasks: row.tasks,
  };
}

export function timingOf(row: FlowTaskRow): TTaskTemplate {
  return {
    id: row.templateTaskId ?? row.id,
    name: row.name,
    type: row.type,
    isAuto: row.isAuto,
    group: row.group,
    sortIndex: row.sortIndex,
    dependency: row.dependency,
    relativeTo: row.relativeTo,
    dueInterval: row.dueInterval,
    intervalUnit: row.intervalUnit,
    absoluteDueAt: row.absoluteDueAt?.toISOString() ?? null,
    emailTemplateId: row.emailTemplateId,
  };
}

export function presentFlowTask(row: FlowTaskRow, email: TFlowTaskEmail | null): TFlowTask {
  return {
    ...timingOf(row),
    id: row.id,
    orderId: row.orderId,
    inquiryId: row.inquiryId,
    templateTaskId: row.templateTaskId,
    dueAt: row.dueAt?.toISOString() ?? null,
    isDueAtManual: row.isDueAtManual,
    status: row.status,
    customSubject: row.customSubject,
    customContent: row.customContent,
    email,
  };
}
