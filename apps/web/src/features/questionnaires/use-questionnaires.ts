// Server state of questionnaire templates (/api/questionnaire-templates): the list the page and the
// service's selects read, one template for the editor, save and delete.
import { App } from 'antd';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { messages } from '@studio/shared/messages';
import type {
  TQuestionnaireTemplate,
  TQuestionnaireTemplateRequest,
} from '@studio/shared/questionnaires/contracts';
import { http } from '../../api/http-client.ts';
import { serviceKeys } from '../services/service-query-keys.ts';

export const questionnaireKeys = {
  all: ['questionnaire-templates'] as const,
  list: () => ['questionnaire-templates', 'list'] as const,
  detail: (id: string) => ['questionnaire-templates', 'detail', id] as const,
};

/** Every template of the business, both types: a business has a handful, never pages of them. */
export function useQuestionnaireTemplates() {
  return useQuery({
    queryKey: questionnaireKeys.list(),
    queryFn: ({ signal }) =>
      http.get<TQuestionnaireTemplate[]>('/api/questionnaire-templates', undefined, { signal }),
  });
}

export function useQuestionnaireTemplate(id: string | undefined) {
  return useQuery({
    queryKey: questionnaireKeys.detail(id ?? 'new'),
    queryFn: ({ signal }) =>
      http.get<TQuestionnaireTemplate>(`/api/questionnaire-templates/${id}`, undefined, { signal }),
    enabled: Boolean(id),
  });
}

/** Creates when no id is given, else replaces the template; toasts 'Saved!'. */
export function useSaveQuestionnaireTemplate() {
  const queryClient = useQueryClient();
  const { message } = App.useApp();
  return useMutation({
    mutationFn: ({ id, body }: { id: string | undefined; body: TQuestionnaireTemplateRequest }) =>
      id
        ? http.put<TQuestionnaireTemplate>(`/api/questionnaire-templates/${id}`, body)
        : http.post<TQuestionnaireTemplate>('/api/questionnaire-templates', body),
    onSuccess: async (saved) => {
      queryClient.setQueryData(questionnaireKeys.detail(saved.id), saved);
      message.success(messages.saved);
      // Making one template the default takes the flag from another: the whole list refetches.
      await queryClient.invalidateQueries({ queryKey: questionnaireKeys.list() });
    },
  });
}

/** Deleting detaches the template from the services that used it: their pages refetch. */
export function useDeleteQuestionnaireTemplate() {
  const queryClient = useQueryClient();
  const { message } = App.useApp();
  return useMutation({
    mutationFn: (id: string) => http.delete<unknown>(`/api/questionnaire-templates/${id}`),
    onSuccess: async (_answer, id) => {
      message.success(messages.deleted);
      queryClient.removeQueries({ queryKey: questionnaireKeys.detail(id) });
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: questionnaireKeys.list() }),
        queryClient.invalidateQueries({ queryKey: serviceKeys.all }),
      ]);
    },
  });
}
