// Disconnecting or regenerating asks first; a failure shows as a message.
import { App } from 'antd';
import { errorLines } from '../../api/http-client.ts';

type ConfirmAction = {
  title: string;
  /** What follows from it, under the title. */
  content?: string;
  okText: string;
  onOk(): Promise<unknown>;
};

/** Resolves true once done; false when the owner cancels or the change fails. */
export function useConfirmAction() {
  const { modal, message } = App.useApp();
  return ({ title, content, okText, onOk }: ConfirmAction) =>
    new Promise<boolean>((resolve) => {
      modal.confirm({
        title,
        content,
        okText,
        okButtonProps: { danger: true },
        cancelText: 'Cancel',
        focusable: { autoFocusButton: 'cancel' },
        onOk: () =>
          onOk().then(
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
