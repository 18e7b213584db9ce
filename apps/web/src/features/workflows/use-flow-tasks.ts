// Server state of the task list of one shoot or one inquiry, and every change to it. Each change
// refreshes the list (a change can re-plan the tasks after it) and the shoot's activity log.
import { App } from 'antd';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { messages } from '@studio/shared/messages';
import type { TFlowTask, TFlowTaskList } from '@studio/shared/workflows/contracts';
import type {
  TCustomizeFlowTaskEmailRequest,
  TSaveFlowTaskRequest,
} from '@studio/shared/workflows/requests';
import { http } from '../../api/http-client.ts';
import { orderKeys } from '../shoots/order-query-keys.ts';
import { inquiryKeys } from '../home/use-inquiries.ts';
import { flowTaskKeys } from './use-workflows.ts';

/** Whose tasks: a shoot's or an inquiry's. */
export type TaskSubject =
  { kind: 'order'; orderId: string } | { kind: 'inquiry'; inquiryId: string };

function subjectPath(subject: TaskSubject): string {
  return subject.kind === 'order'
    ? `orders/${encodeURIComponent(subject.orderId)}`
    : `inquiries/${encodeURIComponent(subject.inquiryId)}`;
}

function subjectKey(subject: TaskSubject) {
  return subject.kind === 'order'
    ? flowTaskKeys.ofOrder(subject.orderId)
    : flowTaskKeys.ofInquiry(subject.inquiryId);
}

export function useFlowTasks(subject: TaskSubject) {
  return useQuery({
    queryKey: subjectKey(subject),
    queryFn: ({ signal }) =>
      http.get<TFlowTaskList>(`/api/flow-tasks/${subjectPath(subject)}`, undefined, { signal }),
  });
}

/** One task changed: it goes into the cached list at once, then the list and the log refetch. */
function useSettle(subject: TaskSubject) {
  const queryClient = useQueryClient();
  const key = subjectKey(subject);
  return async (changed?: TFlowTask) => {
    if (changed) {
      queryClient.setQueryData<TFlowTaskList>(key, (list) =>
        list
          ? { ...list, tasks: list.tasks.map((task) => (task.id === changed.id ? changed : task)) }
          : list,
      );
    }
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: key }),
      subject.kind === 'order'
        ? queryClient.invalidateQueries({ queryKey: orderKeys.activities(subject.orderId) })
        : queryClient.invalidateQueries({ queryKey: inquiryKeys.activities(subject.inquiryId) }),
    ]);
  };
}

export function useFlowTaskChanges(subject: TaskSubject) {
  const { message } = App.useApp();
  const settle = useSettle(subject);
  const saved = (text: string) => async (task?: TFlowTask | null) => {
    message.success(text);
    await settle(task ?? undefined);
  };

  const save = useMutation({
    mutationFn: ({ id, body }: { id: string | undefined; body: TSaveFlowTaskRequest }) =>
      id
        ? http.put<TFlowTask>(`/api/flow-tasks/${id}`, body)
        : http.post<TFlowTask>(`/api/flow-tasks/${subjectPath(subject)}`, body),
    onSuccess: saved(messages.saved),
  });

  const remove = useMutation({
    mutationFn: (id: string) => http.delete<null>(`/api/flow-tasks/${id}`),
    onSuccess: saved(messages.deleted),
  });

  const setStatus = useMutation({
    mutationFn: ({ id, isComplete }: { id: string; isComplete: boolean }) =>
      http.patch<TFlowTask>(`/api/flow-tasks/${id}/update-status`, {
        status: isComplete ? 'COMPLETE' : 'INCOMPLETE',
      }),
    onSuccess: saved(messages.saved),
  });

  /** A shoot's task has its own route; an inquiry's is saved whole with the new time. */
  const setDueAt = useMutation({
    mutationFn: ({ task, dueAt }: { task: TFlowTask; dueAt: string }) =>
      subject.kind === 'order'
        ? http.patch<TFlowTask>(`/api/flow-tasks/${subjectPath(subject)}/due-date`, {
            flowTaskId: task.id,
            dueAt,
          })
        : http.put<TFlowTask>(`/api/flow-tasks/${task.id}`, { ...requestOf(task), dueAt }),
    onSuccess: saved(messages.saved),
  });

  const sendNow = useMutation({
    mutationFn: (id: string) => http.post<TFlowTask>(`/api/emails/flow-tasks/${id}/send`),
    onSuccess: saved(emailTexts.sent),
  });

  const customize = useMutation({
    mutationFn: ({ id, body }: { id: string; body: TCustomizeFlowTaskEmailRequest }) =>
      http.post<TFlowTask>(`/api/emails/flow-tasks/${id}/send-customize`, body),
    onSuccess: (task, { body }) =>
      saved(body.sendNow === false ? messages.saved : emailTexts.sent)(task),
  });

  const setPaused = useMutation({
    mutationFn: (isPaused: boolean) =>
      http.patch<TFlowTaskList>(`/api/flow-tasks/${subjectPath(subject)}/automation`, {
        isPaused,
      }),
    onSuccess: (_list, isPaused) =>
      saved(isPaused ? emailTexts.paused : emailTexts.resumed)(undefined),
  });

  return { save, remove, setStatus, setDueAt, sendNow, customize, setPaused };
}

export const emailTexts = {
  sent: 'Email sent',
  paused: 'Automation paused: no email goes out until you resume it',
  resumed: 'Automation resumed',
};

/** A task as the request that saves it unchanged. */
export function requestOf(task: TFlowTask): TSaveFlowTaskRequest {
  return {
    name: task.name,
    type: task.type,
    isAuto: task.isAuto,
    dependency: task.dependency,
    relativeTo: task.relativeTo,
    dueInterval: task.dueInterval,
    intervalUnit: task.intervalUnit,
    absoluteDueAt: task.absoluteDueAt,
    emailTemplateId: task.emailTemplateId,
    dueAt: task.isDueAtManual ? task.dueAt : null,
  };
}
