// 'Add date': a day (no past days), its location, and optionally its generated time slots.
import { useState } from 'react';
import { Col, DatePicker, Divider, Flex, Form, Input, Row, Switch, Typography } from 'antd';
import type { Dayjs } from 'dayjs';
import { limits, modalWidths } from '@studio/shared/constants';
import { messages } from '@studio/shared/messages';
import type { TServiceDate } from '@studio/shared/scheduling/contracts';
import { ZCreateServiceDateRequest } from '@studio/shared/scheduling/requests';
import { todayIn } from '@studio/shared/scheduling/zoned-time';
import { FormModal } from '../../ui/form-modal.tsx';
import { useDirtyGuard, useIsFormDirty } from '../../ui/use-dirty-guard.tsx';
import { zodRule } from '../../ui/zod-form.ts';
import {
  checkWindow,
  defaultWindowValues,
  GenerateSlotFields,
  serverLines,
  type WindowValues,
} from './generate-slots-form.tsx';
import { DATE_FORMAT } from '../../ui/date-formats.ts';
import { useCreateServiceDate } from './use-scheduling.ts';

type AddDateValues = WindowValues & { date: Dayjs | null; location: string; isGenerating: boolean };

type AddDateModalProps = {
  open: boolean;
  serviceId: string;
  timeZone: string;
  onClose(): void;
  /** The panel shows the new date's month. */
  onCreated?(date: TServiceDate): void;
};

const fields = ZCreateServiceDateRequest.shape;

/** Days before today in the business time zone cannot be picked. */
export function isPastDay(day: Dayjs, timeZone: string): boolean {
  return day.format('YYYY-MM-DD') < todayIn(timeZone);
}

export function AddDateModal({ open, serviceId, timeZone, onClose, onCreated }: AddDateModalProps) {
  const [form] = Form.useForm<AddDateValues>();
  const [initial] = useState<AddDateValues>(() => ({
    date: null,
    location: '',
    isGenerating: true,
    ...defaultWindowValues(),
  }));
  const isDirty = useIsFormDirty(form, initial);
  const guard = useDirtyGuard(open && isDirty);
  const create = useCreateServiceDate(serviceId);
  const [lines, setLines] = useState<string[]>([]);
  const picked = Form.useWatch('date', form);
  const isGenerating = Form.useWatch('isGenerating', form) ?? initial.isGenerating;

  const submit = (values: AddDateValues) => {
    setLines([]);
    if (!values.date) {
      form.setFields([{ name: 'date', errors: [messages.required] }]);
      return;
    }
    const base = { date: values.date.format('YYYY-MM-DD'), location: values.location.trim() };
    let body = base;
    if (values.isGenerating) {
      const checked = checkWindow(values);
      if ('errors' in checked) {
        form.setFields(checked.errors);
        return;
      }
      body = { ...base, ...checked.window };
    }
    create.mutate(body, {
      onSuccess: (date) => {
        onCreated?.(date);
        onClose();
      },
      onError: (error) => setLines(serverLines(form, error)),
    });
  };

  return (
    <FormModal<AddDateValues>
      open={open}
      width={modalWidths.form}
      title="Add date"
      okText="Add date"
      formProps={{ form, initialValues: initial, onFinish: submit }}
      isSaving={create.isPending}
      errorLines={lines}
      onClose={onClose}
      guard={guard}
    >
      <Row gutter={16}>
        <Col xs={24} md={10}>
          <Form.Item
            name="date"
            label="Date"
            rules={[{ required: true, message: messages.required }]}
          >
            <DatePicker
              format={DATE_FORMAT}
              disabledDate={(day) => isPastDay(day, timeZone)}
              style={{ width: '100%' }}
            />
          </Form.Item>
        </Col>
        <Col xs={24} md={14}>
          <Form.Item name="location" label="Location" rules={[zodRule(fields.location)]}>
            <Input placeholder="Park, studio, beach…" maxLength={limits.location + 1} />
          </Form.Item>
        </Col>
      </Row>
      <Divider style={{ margin: '4px 0 16px' }} />
      <Flex justify="space-between" align="center" gap={16} style={{ marginBottom: 16 }}>
        <div>
          <Typography.Text strong>Generate time slots</Typography.Text>
          <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
            Cut the day into slots of one length, with a buffer between them.
          </Typography.Paragraph>
        </div>
        <Form.Item name="isGenerating" valuePropName="checked" noStyle>
          <Switch aria-label="Generate time slots" />
        </Form.Item>
      </Flex>
      {isGenerating && (
        <GenerateSlotFields
          date={picked ? picked.format('YYYY-MM-DD') : undefined}
          timeZone={timeZone}
        />
      )}
    </FormModal>
  );
}
