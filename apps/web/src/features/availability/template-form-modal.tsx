// Create or edit an availability template (form modal, width 800): weekly hours or specific dates
// with time windows (default 9:00 AM - 5:00 PM), and block-off times.
import { useState } from 'react';
import { Divider, Form, Input, Segmented, Typography } from 'antd';
import type { TAvailabilityTemplate } from '@studio/shared/availability/contracts';
import { limits, modalWidths } from '@studio/shared/constants';
import { DataError, errorLines } from '../../api/http-client.ts';
import { FormModal } from '../../ui/form-modal.tsx';
import { useDirtyGuard, useIsFormDirty } from '../../ui/use-dirty-guard.tsx';
import { zodRule } from '../../ui/zod-form.ts';
import { requiredText } from '@studio/shared/validation';
import {
  checkTemplate,
  templateFormValues,
  toFieldErrors,
  type FormFieldErrors,
  type TemplateFormValues,
  type TemplateType,
} from './template-form.ts';
import { BlockOffFields, DateFields, WeekdayFields } from './template-fields.tsx';
import { useSaveTemplate } from './use-availability.ts';

type TemplateFormModalProps = {
  open: boolean;
  template: TAvailabilityTemplate | undefined;
  onClose(): void;
};

const nameRule = zodRule(requiredText('name', limits.name));

export function TemplateFormModal({ open, template, onClose }: TemplateFormModalProps) {
  const [form] = Form.useForm<TemplateFormValues>();
  const [initial] = useState(() => templateFormValues(template));
  const isDirty = useIsFormDirty(form, initial);
  const guard = useDirtyGuard(open && isDirty);
  const save = useSaveTemplate();
  const [lines, setLines] = useState<string[]>([]);
  const type = (Form.useWatch('type', form) as TemplateType | undefined) ?? initial.type;

  const show = (errors: FormFieldErrors) => {
    form.setFields(errors.fields);
    setLines(errors.rest);
  };

  const submit = () => {
    setLines([]);
    // The whole store: weekday numbers and the other type's rows have no mounted field.
    const values = form.getFieldsValue(true) as TemplateFormValues;
    const checked = checkTemplate(values);
    if ('errors' in checked) return show(checked.errors);
    save.mutate(
      { id: template?.id, body: checked.request },
      {
        onSuccess: onClose,
        onError: (error) =>
          error instanceof DataError && error.fieldErrors.length > 0
            ? show(toFieldErrors(error.fieldErrors, checked.built))
            : setLines(errorLines(error)),
      },
    );
  };

  return (
    <FormModal<TemplateFormValues>
      open={open}
      width={modalWidths.form}
      title={template ? 'Edit availability template' : 'New availability template'}
      formProps={{ form, initialValues: initial, onFinish: submit }}
      isSaving={save.isPending}
      errorLines={lines}
      onClose={onClose}
      guard={guard}
    >
      <Form.Item name="name" label="Template name" rules={[nameRule]}>
        <Input placeholder="e.g. Studio hours" />
      </Form.Item>
      <Form.Item name="type" label="When clients can book">
        <Segmented<TemplateType>
          options={[
            { value: 'WEEKDAY', label: 'Weekly hours' },
            { value: 'DATE', label: 'Specific dates' },
          ]}
        />
      </Form.Item>
      <Typography.Paragraph type="secondary" style={{ marginTop: -8 }}>
        {type === 'WEEKDAY'
          ? 'The same hours every week. Times are in your business time zone.'
          : 'Only on the dates you list. Times are in your business time zone.'}
      </Typography.Paragraph>
      {/* The form keeps the hidden type's values, so switching back and forth loses nothing. */}
      {type === 'WEEKDAY' ? <WeekdayFields form={form} /> : <DateFields />}
      <Divider titlePlacement="start" style={{ marginTop: 24 }}>
        Block-off times
      </Divider>
      <BlockOffFields />
    </FormModal>
  );
}
