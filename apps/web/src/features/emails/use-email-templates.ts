// Server state of email templates: the list, one template, its previews for a shoot or an
// inquiry, saving, deleting, reverting a default, the attachment upload and the test send.
import { App } from 'antd';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  TEmailPreview,
  TEmailSent,
  TEmailTemplate,
  TSaveEmailTemplateRequest,
  TTestEmailRequest,
} from '@studio/shared/emails/contracts';
import { messages } from '@studio/shared/messages';
import { http } from '../../api/http-client.ts';
import type { TemplateFilters } from '../../ui/template-list.tsx';

/** The templates list; a template's page is `${emailsPath}/{id}` (or `/new`). */
export const emailsPath = '/management/emails';

/** What a preview is rendered for: one of the owner's shoots or inquiries. */
export type PreviewRecord = { kind: 'order' | 'inquiry'; id: string };

export const emailTemplateKeys = {
  all: ['email-templates'] as const,
  lists: () => ['email-templates', 'list'] as const,
  list: (filters: TemplateFilters) => ['email-templates', 'list', filters] as const,
  detail: (id: string) => ['email-templates', 'detail', id] as const,
  previews: () => ['email-templates', 'previews'] as const,
  preview: (record: PreviewRecord) =>
    ['email-templates', 'previews', record.kind, record.id] as const,
};

export function useEmailTemplate(id: string | undefined) {
  return useQuery({
    queryKey: emailTemplateKeys.detail(id ?? 'new'),
    queryFn: ({ signal }) =>
      http.get<TEmailTemplate>(`/api/email-templates/${id}`, undefined, { signal }),
    enabled: Boolean(id),
  });
}

/**
 * Every template rendered for one shoot or inquiry (the server renders them all at once); the
 * preview picks the one it shows. Fresh on every open: the record's values change elsewhere.
 */
export function useEmailPreviews(record: PreviewRecord | undefined) {
  return useQuery({
    queryKey: record ? emailTemplateKeys.preview(record) : emailTemplateKeys.previews(),
    queryFn: ({ signal }) =>
      http.get<TEmailPreview[]>(
        `/api/email-templates/${record?.kind === 'order' ? 'orders' : 'inquiries'}/${record?.id}`,
        undefined,
        { signal },
      ),
    enabled: Boolean(record),
    staleTime: 0,
  });
}

/** A template changed: its detail is the answer; lists and rendered previews are stale. */
function useSettleTemplate() {
  const queryClient = useQueryClient();
  return async (template: TEmailTemplate) => {
    queryClient.setQueryData(emailTemplateKeys.detail(template.id), template);
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: emailTemplateKeys.lists() }),
      queryClient.invalidateQueries({ queryKey: emailTemplateKeys.previews() }),
    ]);
  };
}

export function useSaveEmailTemplate() {
  const settle = useSettleTemplate();
  const { message } = App.useApp();
  return useMutation({
    mutationFn: ({ id, body }: { id: string | undefined; body: TSaveEmailTemplateRequest }) =>
      id
        ? http.put<TEmailTemplate>(`/api/email-templates/${id}`, body)
        : http.post<TEmailTemplate>('/api/email-templates', body),
    onSuccess: async (saved) => {
      message.success(messages.saved);
      await settle(saved);
    },
  });
}

/** Restores a default template's original name, subject and content (and drops its attachment). */
export function useRevertEmailTemplate() {
  const settle = useSettleTemplate();
  const { message } = App.useApp();
  return useMutation({
    mutationFn: (id: string) => http.post<TEmailTemplate>(`/api/email-templates/${id}/reverse`),
    onSuccess: async (reverted) => {
      message.success(messages.saved);
      await settle(reverted);
    },
  });
}

export function useDeleteEmailTemplate() {
  const queryClient = useQueryClient();
  const { message } = App.useApp();
  return useMutation({
    mutationFn: (id: string) => http.delete<{ id: string }>(`/api/email-templates/${id}`),
    onSuccess: async (_answer, id) => {
      message.success(messages.deleted);
      queryClient.removeQueries({ queryKey: emailTemplateKeys.detail(id) });
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: emailTemplateKeys.lists() }),
        queryClient.invalidateQueries({ queryKey: emailTemplateKeys.previews() }),
      ]);
    },
  });
}

/** A file stored by POST /api/upload (any type, at most 10 MB). */
export type UploadedFile = {
  id: string;
  url: string;
  contentType: string;
  size: number;
  originalName: string | null;
};

export function useUploadAttachment() {
  return useMutation({
    mutationFn: (file: File) => {
      const body = new FormData();
      body.append('file', file);
      return http.post<UploadedFile>('/api/upload', body);
    },
  });
}

/** Sends a template to the signed-in owner; the caller says where it went. */
export function useSendTestEmail() {
  return useMutation({
    mutationFn: (body: TTestEmailRequest) => http.post<TEmailSent>('/api/emails/test', body),
  });
}
