// The form of one payments settings card: its starting values, the unsaved-changes guard, the
// server's errors and the Discard and Save buttons, shared by every card on the page.
import { useState, type ReactNode } from 'react';
import { App, Button, Card, Form, type FormInstance } from 'antd';
import { messages } from '@studio/shared/messages';
import { FormErrors } from '../../ui/form-errors.tsx';
import { useDirtyGuard, useIsFormDirty } from '../../ui/use-dirty-guard.tsx';
import { showServerError } from '../../ui/zod-form.ts';

export type SettingsFormState<Values> = {
  form: FormInstance<Values>;
  initial: Values;
  isDirty: boolean;
  errors: string[];
  setErrors(lines: string[]): void;
  /** What a save does when it ends: toast Saved!, or show the server's errors on these fields. */
  saveCallbacks(fields: readonly string[]): {
    onSuccess(): void;
    onError(error: unknown): void;
  };
};

/** The starting values are read once: the page keys each card by the saved values instead. */
export function useSettingsForm<Values>(
  initialValues: Values | (() => Values),
): SettingsFormState<Values> {
  const { message } = App.useApp();
  const [form] = Form.useForm<Values>();
  const [initial] = useState<Values>(initialValues);
  const isDirty = useIsFormDirty(form, initial);
  useDirtyGuard(isDirty);
  const [errors, setErrors] = useState<string[]>([]);
  const saveCallbacks = (fields: readonly string[]) => ({
    onSuccess: () => void message.success(messages.saved),
    onError: (error: unknown) => setErrors(showServerError(form, fields, error)),
  });
  return { form, initial, isDirty, errors, setErrors, saveCallbacks };
}

type SettingsFormProps<Values extends Record<string, unknown>> = {
  title: string;
  settings: SettingsFormState<Values>;
  /** Called after the last save's errors are cleared. */
  onFinish(values: Values): void;
  isSaving: boolean;
  saveLabel: string;
  /** Shown in the card above the form. */
  intro?: ReactNode;
  children: ReactNode;
};

export function SettingsForm<Values extends Record<string, unknown>>({
  title,
  settings,
  onFinish,
  isSaving,
  saveLabel,
  intro,
  children,
}: SettingsFormProps<Values>) {
  const { form, initial, isDirty, errors, setErrors } = settings;
  return (
    <Card title={title}>
      {intro}
      <Form<Values>
        form={form}
        layout="vertical"
        initialValues={initial}
        onFinish={(values) => {
          setErrors([]);
          onFinish(values);
        }}
        requiredMark={false}
      >
        {children}
        <FormErrors lines={errors} />
        <SaveButtons
          isDirty={isDirty}
          isSaving={isSaving}
          onDiscard={() => form.resetFields()}
          label={saveLabel}
        />
      </Form>
    </Card>
  );
}

/** The Discard and Save buttons under a settings form. */
function SaveButtons({
  isDirty,
  isSaving,
  onDiscard,
  label,
}: {
  isDirty: boolean;
  isSaving: boolean;
  onDiscard(): void;
  label: string;
}) {
  return (
    <div style={{ display: 'flex', justifyContent: 'flex-end', gap: 8, marginTop: 16 }}>
      <Button onClick={onDiscard} disabled={!isDirty || isSaving}>
        Discard
      </Button>
      <Button type="primary" htmlType="submit" disabled={!isDirty} loading={isSaving}>
        {label}
      </Button>
    </div>
  );
}
