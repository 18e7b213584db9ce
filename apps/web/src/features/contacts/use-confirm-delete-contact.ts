// Deleting a contact asks first, saying what goes and what stays; a contact with shoots cannot be
// deleted (the server refuses it too), so the photographer is told why instead of being asked.
import { App } from 'antd';
import { messages } from '@studio/shared/messages';
import { useConfirmDelete } from '../../ui/use-confirm-delete.ts';
import { plural } from './contact-format.ts';
import { useDeleteContact } from './use-contacts.ts';

type Deletable = { id: string; fullName: string; shootCount: number; inquiryCount: number };

/** Resolves true once the contact is deleted. */
export function useConfirmDeleteContact() {
  const { modal, message } = App.useApp();
  const confirmDelete = useConfirmDelete();
  const remove = useDeleteContact();
  return async (contact: Deletable): Promise<boolean> => {
    if (contact.shootCount > 0) {
      modal.warning({
        title: `${contact.fullName} cannot be deleted`,
        content: messages.customerHasShoots(contact.shootCount),
        okText: 'OK',
      });
      return false;
    }
    const isDeleted = await confirmDelete({
      title: `Delete the contact “${contact.fullName}”?`,
      content: [
        'Their details and note are deleted.',
        contact.inquiryCount > 0
          ? `Their ${plural(contact.inquiryCount, 'inquiry', 'inquiries')} stay in your inquiry list.`
          : '',
        'This cannot be undone.',
      ]
        .filter(Boolean)
        .join(' '),
      onDelete: () => remove.mutateAsync(contact.id),
    });
    if (isDeleted) void message.success(messages.deleted);
    return isDeleted;
  };
}
