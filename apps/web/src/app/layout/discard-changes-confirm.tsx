// The 'Discard changes?' dialog of a blocked navigation (dirty-guard-provider.tsx), loaded when
// first needed, under an AntdScope.
import { useEffect } from 'react';
import { App } from 'antd';
import { confirmTexts } from '../../ui/use-dirty-guard.tsx';

type DiscardChangesConfirmProps = { onDiscard(): void; onKeep(): void };

export function DiscardChangesConfirm({ onDiscard, onKeep }: DiscardChangesConfirmProps) {
  const { modal } = App.useApp();
  useEffect(() => {
    const dialog = modal.confirm({ ...confirmTexts, onOk: onDiscard, onCancel: onKeep });
    // Under StrictMode the effect runs twice: the first dialog must not linger.
    return () => dialog.destroy();
  }, [modal, onDiscard, onKeep]);
  return null;
}
