// "Discard changes?": antd's confirm dialog, loaded (under an AntdScope) when first asked.
import { useEffect, useRef } from 'react';
import { App } from 'antd';
import { discardConfirmTexts } from './use-dirty-guard.tsx';

type Answers = { onDiscard(): void; onKeep(): void };

export function DiscardChangesQuestion({ onDiscard, onKeep }: Answers) {
  const { modal } = App.useApp();
  // The answers are read when given: a re-render with new callbacks must not ask again.
  const answers = useRef({ onDiscard, onKeep });
  answers.current = { onDiscard, onKeep };
  useEffect(() => {
    const dialog = modal.confirm({
      ...discardConfirmTexts,
      onOk: () => answers.current.onDiscard(),
      onCancel: () => answers.current.onKeep(),
    });
    // Under StrictMode the effect runs twice: the first dialog must not linger.
    return () => dialog.destroy();
  }, [modal]);
  return null;
}
