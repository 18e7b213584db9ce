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

type Values = TaskFormValues;

export type TaskModalProps = {
  kind: 'email' | 'todo';
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
    isAuto: task?.isAuto ?? kind === 'email',
    emailTemplateId: task?.emailTemplateId ?? null,
    dependency: task?.dependency ?? 'BEFORE',
    relativeTo: task ? task.relativeTo : defaults.relativeTo,
    dueInterval: task?.dueInterval ?? 1,
    intervalUnit: task?.intervalUnit ?? 'DAYS',
    absoluteDue: task?.absoluteDueAt ? toPickerValue(task.absoluteDueAt, timeZone) : null,
  }));
  const guard = useDirtyGuard(useIsFormDirty(form, initial));
  const noun = kind === 'email' ? 'automation email task' : 'manual to-do task';
  const title = `${task ? 'Edit' : 'Add'} ${noun}`;

  const fieldsOf = (values: Values): TaskFields => ({
    name: values.name,
    type: kind === 'email' ? 'SEND_EMAIL' : 'TODO',
    isAuto: kind === 'email' && values.isAuto,
    emailTemplateId: kind === 'email' ? (values.emailTemplateId ?? null) : null,
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
      {kind === 'email' && <TemplateField form={form} />}
      <Form.Item
        name="name"
        label={kind === 'email' ? 'Task name' : 'To-do'}
        rules={[zodRule(ZTaskName)]}
      >
        <Input
          maxLength={limits.name + 1}
          placeholder={kind === 'email' ? 'e.g. Shoot reminder' : 'e.g. Print the gallery'}
        />
      </Form.Item>
      <TimingFields form={form} timeZone={timeZone} />
      {kind === 'email' && (
        <Flex gap={12} align="flex-start" style={{ marginBottom: 8 }}>
          <Form.Item name="isAuto" valuePropName="checked" noStyle>
            <Switch aria-label="Send automatically when due" style={{ marginTop: 2 }} />
          </Form.Item>
          <div>
            <Typography.Text>Send automatically when due</Typography.Text>
            <Typography.Text type="secondary" style={{ display: 'block', fontSize: 13 }}>
              When off, the email waits on the task list for you to press Send now.
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

function TemplateField({ form }: { form: FormInstance<Values> }) {
  const templates = useEmailTemplateOptions();
  return (
    <Form.Item
      label="Email template"
      required={false}
      extra={
        <>
          The client receives this template with its placeholders filled in.{' '}
          <Link to="/management/emails">Manage email templates</Link>
        </>
      }
    >
      <Form.Item
        noStyle
        name="emailTemplateId"
        rules={[{ required: true, message: messages.flowTaskEmailTemplateRequired }]}
      >
        <Select
          aria-label="Email template"
          showSearch={{ optionFilterProp: 'label' }}
          placeholder="Choose an email template"
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
