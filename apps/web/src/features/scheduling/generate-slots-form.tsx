// The slot window fields (start, end, duration, buffer) with a live preview of what they make,
// and the modal that generates more slots on an existing date.
import { useState } from 'react';
import { Col, Form, Row, Select, TimePicker, Typography, type FormInstance } from 'antd';
import { ClockCircleOutlined, WarningOutlined } from '@ant-design/icons';
import type { Dayjs } from 'dayjs';
import { modalWidths } from '@studio/shared/constants';
import { messages } from '@studio/shared/messages';
import type { TServiceDate } from '@studio/shared/scheduling/contracts';
import { ZSlotWindow, type TSlotWindow } from '@studio/shared/scheduling/requests';
import { generateSlots } from '@studio/shared/scheduling/slot-generation';
import { todayIn } from '@studio/shared/scheduling/zoned-time';
import { DataError, errorLines } from '../../api/http-client.ts';
import { FormModal } from '../../ui/form-modal.tsx';
import { useDirtyGuard, useIsFormDirty } from '../../ui/use-dirty-guard.tsx';
import { formatLocalDate, formatTime, TIME_FORMAT } from '../../ui/date-formats.ts';
import { bufferOptions, durationOptions, pickedTime, pickerTime } from './slot-format.ts';
import { useAddSlots } from './use-scheduling.ts';

export type WindowValues = {
  startTime: Dayjs | null;
  endTime: Dayjs | null;
  duration: number;
  buffer: number;
};

export function defaultWindowValues(): WindowValues {
  return { startTime: pickerTime('09:00'), endTime: pickerTime('12:00'), duration: 20, buffer: 10 };
}

const windowFields = ['startTime', 'endTime', 'duration', 'buffer'] as const;

type WindowField = (typeof windowFields)[number];
export type WindowFieldErrors = { name: WindowField; errors: string[] }[];

/** The request's window, or the messages to show on its fields (the shared rules). */
export function checkWindow(
  values: WindowValues,
): { window: TSlotWindow } | { errors: WindowFieldErrors } {
  const result = ZSlotWindow.safeParse({
    startTime: pickedTime(values.startTime) ?? '',
    endTime: pickedTime(values.endTime) ?? '',
    duration: values.duration,
    buffer: values.buffer,
  });
  if (result.success) return { window: result.data };
  return {
    errors: windowFields.map((name) => {
      const isMissing = (name === 'startTime' || name === 'endTime') && !values[name];
      const issue = result.error.issues.find((item) => item.path[0] === name);
      return { name, errors: isMissing ? [messages.required] : issue ? [issue.message] : [] };
    }),
  };
}

export function GenerateSlotFields({
  date,
  timeZone,
}: {
  date: string | undefined;
  timeZone: string;
}) {
  return (
    <>
      <Row gutter={16}>
        <Col xs={12} md={6}>
          <TimeField name="startTime" label="Start time" />
        </Col>
        <Col xs={12} md={6}>
          <TimeField name="endTime" label="End time" />
        </Col>
        <Col xs={12} md={6}>
          <Form.Item name="duration" label="Duration">
            <Select options={durationOptions} />
          </Form.Item>
        </Col>
        <Col xs={12} md={6}>
          <Form.Item name="buffer" label="Buffer">
            <Select options={bufferOptions} />
          </Form.Item>
        </Col>
      </Row>
      <SlotPreview date={date} timeZone={timeZone} />
    </>
  );
}

/** A wall-clock time on the date, in 5-minute steps. */
export function TimeField({ name, label }: { name: 'startTime' | 'endTime'; label: string }) {
  return (
    <Form.Item name={name} label={label}>
      <TimePicker
        format={TIME_FORMAT}
        use12Hours
        minuteStep={5}
        needConfirm={false}
        showNow={false}
        style={{ width: '100%' }}
      />
    </Form.Item>
  );
}

/**
 * How many slots the window makes, updated as the fields change: on the chosen date, or on today
 * until one is chosen (only a daylight-saving change day can differ).
 */
function SlotPreview({ date, timeZone }: { date: string | undefined; timeZone: string }) {
  const form = Form.useFormInstance<WindowValues>();
  const values = Form.useWatch((all: WindowValues) => all, { form, preserve: true });
  if (!values) return null;
  const checked = checkWindow(values);
  if ('errors' in checked) {
    const first = checked.errors.find((field) => field.errors.length > 0)?.errors[0];
    return <PreviewLine isWarning text={first ?? messages.required} />;
  }
  const slots = generateSlots({ ...checked.window, date: date ?? todayIn(timeZone), timeZone });
  const first = slots[0];
  const last = slots.at(-1);
  if (!first || !last) return <PreviewLine isWarning text={messages.noSlotsFit} />;
  const count = `${slots.length} time slot${slots.length === 1 ? '' : 's'}`;
  return (
    <PreviewLine
      text={`${count}, ${formatTime(first.startTime, timeZone)} to ${formatTime(last.endTime, timeZone)}`}
    />
  );
}

function PreviewLine({ text, isWarning = false }: { text: string; isWarning?: boolean }) {
  return (
    <div
      className={`slot-preview${isWarning ? ' is-warning' : ''}`}
      role="status"
      data-testid="slot-preview"
    >
      {isWarning ? <WarningOutlined aria-hidden /> : <ClockCircleOutlined aria-hidden />}
      <span>{text}</span>
    </div>
  );
}

type GenerateSlotsModalProps = {
  open: boolean;
  serviceId: string;
  date: TServiceDate;
  timeZone: string;
  onClose(): void;
};

export function GenerateSlotsModal({
  open,
  serviceId,
  date,
  timeZone,
  onClose,
}: GenerateSlotsModalProps) {
  const [form] = Form.useForm<WindowValues>();
  const [initial] = useState(defaultWindowValues);
  const isDirty = useIsFormDirty(form, initial);
  const guard = useDirtyGuard(open && isDirty);
  const addSlots = useAddSlots(serviceId);
  const [lines, setLines] = useState<string[]>([]);

  const submit = (values: WindowValues) => {
    setLines([]);
    const checked = checkWindow(values);
    if ('errors' in checked) {
      form.setFields(checked.errors);
      return;
    }
    addSlots.mutate(
      { dateId: date.id, body: { kind: 'GENERATE', ...checked.window } },
      { onSuccess: onClose, onError: (error) => setLines(serverLines(form, error)) },
    );
  };

  return (
    <FormModal<WindowValues>
      open={open}
      width={modalWidths.form}
      title={`Generate time slots on ${formatLocalDate(date.date)}`}
      okText="Generate"
      formProps={{ form, initialValues: initial, onFinish: submit, style: undefined }}
      isSaving={addSlots.isPending}
      errorLines={lines}
      onClose={onClose}
      guard={guard}
      intro={
        <Typography.Paragraph type="secondary">
          New slots are added to the ones the date has. Slots that overlap are marked as conflicts.
        </Typography.Paragraph>
      }
    >
      <GenerateSlotFields date={date.date} timeZone={timeZone} />
    </FormModal>
  );
}

/** Server field errors onto the form's fields; the other lines to show above it. */
export function serverLines(form: FormInstance, error: unknown): string[] {
  if (!(error instanceof DataError)) return errorLines(error);
  const names = form.getFieldsValue(true) as Record<string, unknown>;
  const onFields = error.fieldErrors.filter((field) => field.field in names);
  form.setFields(onFields.map((field) => ({ name: field.field, errors: [field.message] })));
  const shown = new Set(onFields.map((field) => field.message));
  return error.lines.filter((line) => !shown.has(line));
}
