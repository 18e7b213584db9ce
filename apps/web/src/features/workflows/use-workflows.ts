// Server state of the workflow templates (/management/workflow), the email templates their
// tasks send, and the workflow a service's shoots follow.
import { App } from 'antd';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TEmailTemplateListItem } from '@studio/shared/emails/contracts';
import { messages } from '@studio/shared/messages';
import type { TWorkflowTemplate, TWorkflowTemplateList } from '@studio/shared/workflows/contracts';
import type { TSaveWorkflowTemplateRequest } from '@studio/shared/workflows/requests';
import { http } from '../../api/http-client.ts';
import { inquiryKeys } from '../home/use-inquiries.ts';
import { orderKeys } from '../shoots/order-query-keys.ts';

export const workflowKeys = {
  all: ['workflow-templates'] as const,
  list: () => ['workflow-templates', 'list'] as const,
  detail: (id: string) => ['workflow-templates', 'detail', id] as const,
  ofService: (serviceId: string) => ['workflow-templates', 'service', serviceId] as const,
};

/** The email templates feature owns this prefix: its saves refresh the picker too. */
export const emailTemplatePickerKey = ['email-templates', 'workflow'] as const;

export function useWorkflowTemplates() {
  return useQuery({
    queryKey: workflowKeys.list(),
    queryFn: ({ signal }) =>
      http.get<TWorkflowTemplateList>('/api/flow-task-list-templates', undefined, { signal }),
  });
}

export function useWorkflowTemplate(id: string | undefined) {
  return useQuery({
    queryKey: workflowKeys.detail(id ?? 'new'),
    queryFn: ({ signal }) =>
      http.get<TWorkflowTemplate>(`/api/flow-task-list-templates/${id}`, undefined, { signal }),
    enabled: Boolean(id),
  });
}

/** Every email template of the business, without content: what a task can send. */
export function useEmailTemplateOptions(isEnabled = true) {
  return useQuery({
    queryKey: emailTemplatePickerKey,
    queryFn: ({ signal }) =>
      http.get<TEmailTemplateListItem[]>('/api/email-templates/workflow', undefined, { signal }),
    enabled: isEnabled,
  });
}

/** Create or replace a template; the toast says which. */
export function useSaveWorkflowTemplate() {
  const queryClient = useQueryClient();
  const { message } = App.useApp();
  return useMutation({
    mutationFn: ({ id, body }: { id: string | undefined; body: TSaveWorkflowTemplateRequest }) =>
      id
        ? http.put<TWorkflowTemplate>(`/api/flow-task-list-templates/${id}`, body)
        : http.post<TWorkflowTemplate>('/api/flow-task-list-templates', body),
    onSuccess: async (saved, { id }) => {
      queryClient.setQueryData(workflowKeys.detail(saved.id), saved);
      message.success(id ? messages.workflowUpdated : messages.workflowCreated);
      // Pending sends of existing shoots and inquiries follow an edited workflow.
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: workflowKeys.all }),
        queryClient.invalidateQueries({ predicate: flowTaskKeys.isTaskList }),
      ]);
    },
  });
}

export function useDeleteWorkflowTemplate() {
  const queryClient = useQueryClient();
  const { message } = App.useApp();
  return useMutation({
    mutationFn: (id: string) => http.delete<null>(`/api/flow-task-list-templates/${id}`),
    onSuccess: async (_answer, id) => {
      message.success(messages.deleted);
      queryClient.removeQueries({ queryKey: workflowKeys.detail(id) });
      await queryClient.invalidateQueries({ queryKey: workflowKeys.all });
    },
  });
}

/** The workflow a service's new shoots follow: its choice, else the default one. */
export function useServiceWorkflow(serviceId: string) {
  return useQuery({
    queryKey: workflowKeys.ofService(serviceId),
    queryFn: ({ signal }) =>
      http.get<TWorkflowTemplate>(
        `/api/flow-task-list-templates/services/${serviceId}`,
        undefined,
        {
          signal,
        },
      ),
  });
}

export function useChooseServiceWorkflow(serviceId: string) {
  const queryClient = useQueryClient();
  const { message } = App.useApp();
  return useMutation({
    mutationFn: (flowTaskListTemplateId: string | null) =>
      http.patch<TWorkflowTemplate>(`/api/services/${serviceId}/flow-task-list-template`, {
        flowTaskListTemplateId,
      }),
    onSuccess: (chosen) => {
      queryClient.setQueryData(workflowKeys.ofService(serviceId), chosen);
      message.success(messages.saved);
    },
  });
}

/**
 * Query keys of the task lists of shoots and inquiries. They sit under the shoot's and the
 * inquiry's own keys, so every change of a shoot (a move re-plans its tasks) refreshes them too.
 */
export const flowTaskKeys = {
  ofOrder: (orderId: string) => [...orderKeys.detail(orderId), 'flow-tasks'] as const,
  ofInquiry: (inquiryId: string) => [...inquiryKeys.detail(inquiryId), 'flow-tasks'] as const,
  /** Every task list: an edited workflow re-plans the pending tasks of all of them. */
  isTaskList: (query: { queryKey: readonly unknown[] }) => query.queryKey.at(-1) === 'flow-tasks',
};
