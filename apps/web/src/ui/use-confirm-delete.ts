// Deleting asks first, saying what will be lost; a failure shows as a message.
import type { ReactNode } from 'react';
import { App } from 'antd';
import { errorLines } from '../api/http-client.ts';

type ConfirmDelete = {
  title: string;
  /** What goes with it. */
  content: ReactNode;
  onDelete(): Promise<unknown>;
};

/** Resolves true once deleted; false when the owner keeps it or the delete fails. */
export function useConfirmDelete() {
  const { modal, message } = App.useApp();
  return ({ title, content, onDelete }: ConfirmDelete) =>
    new Promise<boolean>((resolve) => {
      modal.confirm({
        title,
        content,
        okText: 'Delete',
        okButtonProps: { danger: true },
        cancelText: 'Keep it',
        focusable: { autoFocusButton: 'cancel' },
        onOk: () =>
          onDelete().then(
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
