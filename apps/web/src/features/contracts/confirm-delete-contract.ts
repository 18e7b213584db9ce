// Deleting a contract template asks first and says what goes with it: its place on every service.
import type { TContractTemplateListItem } from '@studio/shared/contract-templates/contracts';
import { useConfirmDelete } from '../../ui/use-confirm-delete.ts';
import { useDeleteContractTemplate } from './use-contracts.ts';

export function deleteContractWarning(serviceCount: number): string {
  if (serviceCount === 0) return 'It is not attached to any service. This cannot be undone.';
  const services = serviceCount === 1 ? '1 service' : `${serviceCount} services`;
  return `It will also be detached from ${services} that use it. This cannot be undone.`;
}

/** Resolves true once the template is deleted; false when the owner keeps it or it fails. */
export function useConfirmDeleteContract() {
  const confirmDelete = useConfirmDelete();
  const remove = useDeleteContractTemplate();
  return (template: Pick<TContractTemplateListItem, 'id' | 'name' | 'serviceCount'>) =>
    confirmDelete({
      title: `Delete the contract “${template.name}”?`,
      content: deleteContractWarning(template.serviceCount),
      onDelete: () => remove.mutateAsync(template.id),
    });
}
