// Change a date's day or location. A new day keeps every slot at its wall-clock time; while a
// client holds or has booked a slot the day cannot change (the server refuses it too).
import { useState } from 'react';
import { Alert, DatePicker, Form, Input } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { limits, modalWidths } from '@studio/shared/constants';
import { messages } from '@studio/shared/messages';
import type { TServiceDate } from '@studio/shared/scheduling/contracts';
import { ZUpdateServiceDateRequest } from '@studio/shared/scheduling/requests';
import { FormModal } from '../../ui/form-modal.tsx';
import { useDirtyGuard, useIsFormDirty } from '../../ui/use-dirty-guard.tsx';
import { zodRule } from '../../ui/zod-form.ts';
import { isPastDay } from './add-date-modal.tsx';
import { serverLines } from './generate-slots-form.tsx';
import { DATE_FORMAT, formatLocalDate } from '../../ui/date-formats.ts';
import { isOccupied } from './slot-format.ts';
import { useUpdateServiceDate } from './use-scheduling.ts';

type EditDateValues = { date: Dayjs | null; location: string };

type EditDateModalProps = {
  open: boolean;
  serviceId: string;
  date: TServiceDate;
  timeZone: string;
  onClose(): void;
};

export function EditDateModal({ open, serviceId, date, timeZone, onClose }: EditDateModalProps) {
  const [form] = Form.useForm<EditDateValues>();
  const [initial] = useState<EditDateValues>(() => ({
    date: dayjs(date.date),
    location: date.location,
  }));
  const isDirty = useIsFormDirty(form, initial);
  const guard = useDirtyGuard(open && isDirty);
  const update = useUpdateServiceDate(serviceId);
  const [lines, setLines] = useState<string[]>([]);
  const isLocked = date.slots.some(isOccupied);

  const submit = (values: EditDateValues) => {
    setLines([]);
    if (!values.date) {
      form.setFields([{ name: 'date', errors: [messages.required] }]);
      return;
    }
    update.mutate(
      { dateId: date.id, date: values.date.format('YYYY-MM-DD'), location: values.location.trim() },
      { onSuccess: onClose, onError: (error) => setLines(serverLines(form, error)) },
    );
  };

  return (
    <FormModal<EditDateValues>
      open={open}
      width={modalWidths.default}
      title={`Edit ${formatLocalDate(date.date)}`}
      formProps={{ form, initialValues: initial, onFinish: submit }}
      isSaving={update.isPending}
      errorLines={lines}
      onClose={onClose}
      guard={guard}
      outro={isLocked && <Alert type="info" showIcon title={messages.serviceDateMoveHasBookings} />}
    >
      <Form.Item
        name="date"
        label="Date"
        extra={
          isLocked
            ? 'Booked or held time slots keep this date where it is.'
            : 'Time slots move with the date and keep their times.'
        }
      >
        <DatePicker
          format={DATE_FORMAT}
          disabled={isLocked}
          allowClear={false}
          disabledDate={(day) => isPastDay(day, timeZone)}
          style={{ width: '100%' }}
        />
      </Form.Item>
      <Form.Item
        name="location"
        label="Location"
        rules={[zodRule(ZUpdateServiceDateRequest.shape.location)]}
      >
        <Input placeholder="Park, studio, beach…" maxLength={limits.location + 1} />
      </Form.Item>
    </FormModal>
  );
}
