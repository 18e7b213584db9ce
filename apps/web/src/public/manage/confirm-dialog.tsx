// A modal question before a change that cannot be undone (native <dialog>: focus stays inside,
// Escape closes it).
import { useEffect, useRef, type ReactNode } from 'react';
import { texts } from '../texts.ts';

type Props = {
  title: string;
  children: ReactNode;
  confirmLabel: string;
  cancelLabel: string;
  isDanger?: boolean;
  isBusy: boolean;
  onConfirm: () => void;
  onClose: () => void;
};

export function ConfirmDialog(props: Props) {
  const { title, children, confirmLabel, cancelLabel, isDanger, isBusy, onConfirm, onClose } =
    props;
  const ref = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (typeof dialog.showModal === 'function') dialog.showModal();
    else dialog.setAttribute('open', '');
    return () => {
      if (typeof dialog.close === 'function') dialog.close();
    };
  }, []);
  return (
    <dialog
      ref={ref}
      className="dialog"
      aria-labelledby="dialog-title"
      onCancel={(event) => {
        event.preventDefault();
        if (!isBusy) onClose();
      }}
    >
      <h2 id="dialog-title" className="dialog__title">
        {title}
      </h2>
      <div className="dialog__body">{children}</div>
      <div className="dialog__actions">
        <button
          type="button"
          className="button button--secondary"
          onClick={onClose}
          disabled={isBusy}
          autoFocus
        >
          {cancelLabel}
        </button>
        <button
          type="button"
          className={`button ${isDanger ? 'button--danger' : 'button--primary'}`}
          onClick={onConfirm}
          disabled={isBusy}
        >
          {isBusy ? texts.sending : confirmLabel}
        </button>
      </div>
    </dialog>
  );
}
