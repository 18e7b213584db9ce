// 'Add/Edit automation email task' and 'Add/Edit manual to-do task': one task's name, its email
// template (an email task) and its timing. The workflow editor keeps the result in its draft; a
// shoot's or inquiry's task list saves it. Both check it with the shared schema the server uses.
import { useState } from 'react';
import { Flex, Form, Input, Select, Switch, Typography, type FormInstance } from 'antd';
import { Link } from 'react-router';
import type { z } from 'zod';
import { limits, modalWidths } from '@studio/shared/constants';
import { messages } from '@studio/shared/messages';
import type { TTaskTemplate } from '@studio/shared/workflows/contracts';
import {
  ZSaveFlowTaskRequest,
  ZSaveTaskTemplateRequest,
  ZTaskName,
} from '@studio/shared/workflows/requests';
import { FormModal } from '../../ui/form-modal.tsx';
import { useDirtyGuard, useIsFormDirty } from '../../ui/use-dirty-guard.tsx';
import { zodRule } from '../../ui/zod-form.ts';
import {
  TimingFields,
  toInstant,
  toPickerValue,
  type TaskFormValues,
} from './task-timing-fields.tsx';
import { useEmailTemplateOptions } from './use-workflows.ts';

/** What the modal edits: a task without its place in a list. */
export type TaskFields = Pick<
  TTaskTemplate,
  | 'name'
  | 'type'
  | 'isAuto'
  | 'dependency'
  | 'relativeTo'
  | 'dueInterval'
  | 'intervalUnit'
  | 'absoluteDueAt'
  | 'emailTemplateId'
>;

const fieldOf: Record<string, keyof Values> = { absoluteDueAt: 'absoluteDue' };

const placeholders: Record<TaskKind, string> = {
  email: 'e.g. Shoot reminder',
  contract: 'e.g. Send the contract',
  todo: 'e.g. Print the gallery',
};

type Values = TaskFormValues;

/** An automation email, a contract task (the shoot's contracts, each in a signing email), a to-do. */
export type TaskKind = 'email' | 'contract' | 'todo';

export const taskTypeOf = { email: 'SEND_EMAIL', contract: 'SEND_CONTRACT', todo: 'TODO' } as const;

/** The editor's kind of a stored task. */
export function taskKindOf(type: string): TaskKind {
  return type === 'SEND_EMAIL' ? 'email' : type === 'SEND_CONTRACT' ? 'contract' : 'todo';
}

const nouns: Record<TaskKind, string> = {
  email: 'automation email task',
  contract: 'contract task',
  todo: 'manual to-do task',
};

export type TaskModalProps = {
  kind: TaskKind;
  /** The task being edited; absent to add one with `defaults`. */
  task: TaskFields | undefined;
  defaults: Pick<TaskFields, 'relativeTo'>;
  timeZone: string;
  /** The template schema (workflow editor) or the schema of a shoot's or inquiry's task. */
  schema: 'template' | 'task';
  isSaving?: boolean;
  errorLines?: readonly string[];
  /** Resolves once kept; the modal closes on true. */
  onSubmit(fields: TaskFields): Promise<boolean> | boolean;
  onClose(): void;
};

export function TaskModal(props: TaskModalProps) {
  const { kind, task, defaults, timeZone } = props;
  const [form] = Form.useForm<Values>();
  const [initial] = useState<Values>(() => ({
    name: task?.name ?? '',
    isAuto: task?.isAuto ?? kind !== 'todo',
    emailTemplateId: task?.emailTemplateId ?? null,
    dependency: task?.dependency ?? 'BEFORE',
    relativeTo: task ? task.relativeTo : defaults.relativeTo,
    dueInterval: task?.dueInterval ?? 1,
    intervalUnit: task?.intervalUnit ?? 'DAYS',
    absoluteDue: task?.absoluteDueAt ? toPickerValue(task.absoluteDueAt, timeZone) : null,
  }));
  const guard = useDirtyGuard(useIsFormDirty(form, initial));
  const sends = kind !== 'todo';
  const title = `${task ? 'Edit' : 'Add'} ${nouns[kind]}`;

  const fieldsOf = (values: Values): TaskFields => ({
    name: values.name,
    type: taskTypeOf[kind],
    isAuto: sends && values.isAuto,
    emailTemplateId: sends ? (values.emailTemplateId ?? null) : null,
    dependency: values.dependency,
    relativeTo: values.relativeTo ?? null,
    dueInterval: values.dueInterval ?? 0,
    intervalUnit: values.intervalUnit,
    absoluteDueAt: values.absoluteDue ? toInstant(values.absoluteDue, timeZone) : null,
  });

  /** The shared schema's verdict, shown on the fields; the normalised task when it passes. */
  const check = (values: Values): TaskFields | null => {
    const schema: z.ZodType =
      props.schema === 'template' ? ZSaveTaskTemplateRequest : ZSaveFlowTaskRequest;
    const fields = fieldsOf(values);
    const checked = schema.safeParse(fields);
    if (checked.success) return { ...fields, ...pick(checked.data as TaskFields) };
    form.setFields(
      checked.error.issues.map((issue) => {
        const path = String(issue.path[0] ?? 'name');
        return { name: fieldOf[path] ?? (path as keyof Values), errors: [issue.message] };
      }),
    );
    return null;
  };

  const submit = async (values: Values) => {
    const fields = check(values);
    if (fields && (await props.onSubmit(fields))) {
      guard.release();
      props.onClose();
    }
  };

  return (
    <FormModal<Values>
      open
      title={title}
      width={modalWidths.default + 62}
      isSaving={props.isSaving}
      errorLines={props.errorLines ?? []}
      onClose={props.onClose}
      guard={guard}
      formProps={{
        form,
        name: `${kind}-task`,
        initialValues: initial,
        onFinish: (values) => void submit(values),
        // Every field's message at once, not only the ones with a rule of their own.
        onFinishFailed: ({ values }) => void check(values),
      }}
    >
      {sends && <TemplateField form={form} isOptional={kind === 'contract'} />}
      <Form.Item name="name" label={sends ? 'Task name' : 'To-do'} rules={[zodRule(ZTaskName)]}>
        <Input maxLength={limits.name + 1} placeholder={placeholders[kind]} />
      </Form.Item>
      <TimingFields form={form} timeZone={timeZone} />
      {sends && (
        <Flex gap={12} align="flex-start" style={{ marginBottom: 8 }}>
          <Form.Item name="isAuto" valuePropName="checked" noStyle>
            <Switch aria-label="Send automatically when due" style={{ marginTop: 2 }} />
          </Form.Item>
          <div>
            <Typography.Text>Send automatically when due</Typography.Text>
            <Typography.Text type="secondary" style={{ display: 'block', fontSize: 13 }}>
              {kind === 'contract'
                ? "When due, each of the shoot's contracts not sent yet goes to the client to sign. When off, it waits for you to press Send now."
                : 'When off, the email waits on the task list for you to press Send now.'}
            </Typography.Text>
          </div>
        </Flex>
      )}
    </FormModal>
  );
}

/** The schema's normalised timing (the immediate kinds' interval of 1, the cleared fields). */
function pick(parsed: TaskFields): Partial<TaskFields> {
  return {
    relativeTo: parsed.relativeTo,
    dueInterval: parsed.dueInterval,
    absoluteDueAt: parsed.absoluteDueAt,
    emailTemplateId: parsed.emailTemplateId,
    isAuto: parsed.isAuto,
  };
}

function TemplateField(props: { form: FormInstance<Values>; isOptional: boolean }) {
  const { form, isOptional } = props;
  const templates = useEmailTemplateOptions();
  return (
    <Form.Item
      label={isOptional ? 'Email template (optional)' : 'Email template'}
      required={false}
      extra={
        <>
          {isOptional
            ? 'Each contract goes with this template, its [Contract Link] leading to the signing page. Without one, the "Contract to sign" email is sent.'
            : 'The client receives this template with its placeholders filled in.'}{' '}
          <Link to="/management/emails">Manage email templates</Link>
        </>
      }
    >
      <Form.Item
        noStyle
        name="emailTemplateId"
        rules={
          isOptional ? [] : [{ required: true, message: messages.flowTaskEmailTemplateRequired }]
        }
      >
        <Select
          aria-label="Email template"
          allowClear={isOptional}
          showSearch={{ optionFilterProp: 'label' }}
          placeholder={isOptional ? 'Contract to sign (default)' : 'Choose an email template'}
          loading={templates.isPending}
          status={templates.isError ? 'error' : undefined}
          notFoundContent={templates.isError ? 'The templates could not be loaded' : undefined}
          options={(templates.data ?? []).map((template) => ({
            value: template.id,
            label: template.name,
          }))}
          onChange={(id: string) => {
            // A new task is named after its template until the owner names it.
            const chosen = templates.data?.find((template) => template.id === id);
            if (chosen && !form.getFieldValue('name')) form.setFieldValue('name', chosen.name);
          }}
        />
      </Form.Item>
    </Form.Item>
  );
}
