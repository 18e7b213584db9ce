// Deleting a template and reverting a changed default both ask first and say what is lost.
import { App } from 'antd';
import type { TEmailTemplateListItem } from '@studio/shared/emails/contracts';
import { errorLines } from '../../api/http-client.ts';
import { useConfirmDelete } from '../../ui/use-confirm-delete.ts';
import { useDeleteEmailTemplate, useRevertEmailTemplate } from './use-email-templates.ts';

type TemplateRef = Pick<TEmailTemplateListItem, 'id' | 'name' | 'attachment'>;

export const deleteTemplateWarning =
  'Its subject, content and attachment are deleted with it. This cannot be undone.';

/** Resolves true once the template is deleted; false when the owner keeps it or it fails. */
export function useConfirmDeleteTemplate() {
  const confirmDelete = useConfirmDelete();
  const remove = useDeleteEmailTemplate();
  return (template: TemplateRef) =>
    confirmDelete({
      title: `Delete the email template “${template.name}”?`,
      content: deleteTemplateWarning,
      onDelete: () => remove.mutateAsync(template.id),
    });
}

export function revertWarning(template: Pick<TemplateRef, 'attachment'>): string {
  const attachment = template.attachment ? ' and its attachment is removed' : '';
  return `Your changes to its name, subject and content are replaced by the original text${attachment}. This cannot be undone.`;
}

/** Resolves true once the default template is back to its original text. */
export function useConfirmRevertTemplate() {
  const { modal, message } = App.useApp();
  const revert = useRevertEmailTemplate();
  return (template: TemplateRef) =>
    new Promise<boolean>((resolve) => {
      modal.confirm({
        title: `Restore the original “${template.name}”?`,
        content: revertWarning(template),
        okText: 'Restore original',
        okButtonProps: { danger: true },
        cancelText: 'Keep my changes',
        focusable: { autoFocusButton: 'cancel' },
        onOk: () =>
          revert.mutateAsync(template.id).then(
            () => resolve(true),
            (error: unknown) => {
              void message.error(errorLines(error).join(' '));
              resolve(false);
            },
          ),
        onCancel: () => resolve(false),
      });
    });
}
