// Deleting a questionnaire asks first and says what goes with it: its place on every service.
import type { TQuestionnaireTemplate } from '@studio/shared/questionnaires/contracts';
import { useConfirmDelete } from '../../ui/use-confirm-delete.ts';
import { useDeleteQuestionnaireTemplate } from './use-questionnaires.ts';

export function deleteQuestionnaireWarning(
  template: Pick<TQuestionnaireTemplate, 'serviceCount' | 'isDefault'>,
): string {
  const lines: string[] = [];
  if (template.serviceCount > 0) {
    const services =
      template.serviceCount === 1 ? '1 service' : `${template.serviceCount} services`;
    lines.push(`It will be detached from ${services} that use it.`);
  }
  if (template.isDefault) {
    lines.push('Your business inquiry form will go back to the basic questions.');
  }
  lines.push(
    'Answers clients already gave stay with their shoots and inquiries. This cannot be undone.',
  );
  return lines.join(' ');
}

/** Resolves true once the questionnaire is deleted; false when the owner keeps it or it fails. */
export function useConfirmDeleteQuestionnaire() {
  const confirmDelete = useConfirmDelete();
  const remove = useDeleteQuestionnaireTemplate();
  return (template: Pick<TQuestionnaireTemplate, 'id' | 'name' | 'serviceCount' | 'isDefault'>) =>
    confirmDelete({
      title: `Delete the questionnaire “${template.name}”?`,
      content: deleteQuestionnaireWarning(template),
      onDelete: () => remove.mutateAsync(template.id),
    });
}
