// The one guard for unsaved changes: asks before a dirty form is left, by in-app
// navigation, by closing the tab, or by closing the modal or drawer that holds it.
import { useCallback, useContext, useEffect, useId, useMemo, useRef } from 'react';
import { App, Form, type FormInstance } from 'antd';
import { messages } from '@studio/shared/messages';
import { DirtyRegistryContext } from './dirty-guard-registry.ts';

export type DirtyGuard = {
  /** Resolves true when the form is clean or the user chose to discard the changes. */
  confirmDiscard(): Promise<boolean>;
  /**
   * The changes were saved: stop guarding before moving on, since the form still holds its
   * values until it unmounts (e.g. navigating to what was just created).
   */
  release(): void;
};

export const confirmTexts = {
  title: messages.discardChanges,
  okText: 'Discard changes',
  cancelText: 'Keep editing',
  okButtonProps: { danger: true },
  focusable: { autoFocusButton: 'cancel' },
} as const;

/**
 * Guards one form. Inside <DirtyGuardProvider> (app/layout/dirty-guard-provider.tsx) in-app navigation asks first; everywhere the tab
 * close asks (beforeunload) and confirmDiscard() is offered for closing a modal or drawer.
 */
export function useDirtyGuard(isDirty: boolean): DirtyGuard {
  const { modal } = App.useApp();
  const registry = useContext(DirtyRegistryContext);
  const id = useId();

  useEffect(() => {
    if (!isDirty || !registry) return;
    registry.setDirty(id, true);
    return () => registry.setDirty(id, false);
  }, [id, isDirty, registry]);

  useEffect(() => {
    if (!isDirty) return;
    const warn = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers show the prompt only when returnValue is set.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [isDirty]);

  const isDirtyRef = useRef(isDirty);
  useEffect(() => {
    isDirtyRef.current = isDirty;
  }, [isDirty]);

  const confirmDiscard = useCallback(
    () =>
      isDirtyRef.current
        ? new Promise<boolean>((resolve) => {
            modal.confirm({
              ...confirmTexts,
              onOk: () => resolve(true),
              onCancel: () => resolve(false),
            });
          })
        : Promise.resolve(true),
    [modal],
  );

  const release = useCallback(() => {
    isDirtyRef.current = false;
    registry?.setDirty(id, false);
  }, [id, registry]);

  return useMemo(() => ({ confirmDiscard, release }), [confirmDiscard, release]);
}

/**
 * True while the form's values differ from the values it started with. Compares values, so a
 * change that is typed and then undone leaves the form clean again.
 */
export function useIsFormDirty<Values>(form: FormInstance<Values>, initial: Values): boolean {
  const current = Form.useWatch((values: Values) => values, { form, preserve: true });
  if (current === undefined) return false;
  return !sameValues(current, initial);
}

/** The same comparison for a form's values at one moment (e.g. in onValuesChange). */
export function differsFrom(current: unknown, initial: unknown): boolean {
  return !sameValues(current, initial);
}

function sameValues(current: unknown, initial: unknown): boolean {
  if (!isRecord(current) || !isRecord(initial)) return normalise(current) === normalise(initial);
  const keys = new Set([...Object.keys(current), ...Object.keys(initial)]);
  return [...keys].every((key) => sameValues(current[key], initial[key]));
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** An untouched empty field may read undefined, null or '': all mean "nothing entered". */
function normalise(value: unknown): string {
  if (value === undefined || value === null || value === '') return '';
  return JSON.stringify(value);
}
