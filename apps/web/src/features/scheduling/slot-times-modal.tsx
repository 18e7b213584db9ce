// Add one slot to a date, or change a slot's times: start and end on the date's wall clock.
import { useState } from 'react';
import { Col, Form, Row } from 'antd';
import type { Dayjs } from 'dayjs';
import { modalWidths } from '@studio/shared/constants';
import { messages } from '@studio/shared/messages';
import type { TServiceDate, TSlot } from '@studio/shared/scheduling/contracts';
import { ZSingleSlotRequest } from '@studio/shared/scheduling/requests';
import { FormModal } from '../../ui/form-modal.tsx';
import { useDirtyGuard, useIsFormDirty } from '../../ui/use-dirty-guard.tsx';
import { serverLines, TimeField } from './generate-slots-form.tsx';
import { formatLocalDate } from '../../ui/date-formats.ts';
import { pickedTime, pickerTime, wallTime } from './slot-format.ts';
import { useAddSlots, useUpdateSlot } from './use-scheduling.ts';

type SlotTimesValues = { startTime: Dayjs | null; endTime: Dayjs | null };

type SlotTimesModalProps = {
  open: boolean;
  serviceId: string;
  date: TServiceDate;
  /** The slot to change; none to add one. */
  slot: TSlot | undefined;
  timeZone: string;
  onClose(): void;
};

function initialValues(
  date: TServiceDate,
  slot: TSlot | undefined,
  timeZone: string,
): SlotTimesValues {
  if (slot) {
    return {
      startTime: pickerTime(wallTime(slot.startTime, timeZone)),
      endTime: pickerTime(wallTime(slot.endTime, timeZone)),
    };
  }
  // A new slot starts where the last one ends, 20 minutes long.
  const last = date.slots.at(-1);
  const start = last ? pickerTime(wallTime(last.endTime, timeZone)) : pickerTime('09:00');
  return { startTime: start, endTime: start.add(20, 'minute') };
}

export function SlotTimesModal({
  open,
  serviceId,
  date,
  slot,
  timeZone,
  onClose,
}: SlotTimesModalProps) {
  const [form] = Form.useForm<SlotTimesValues>();
  const [initial] = useState(() => initialValues(date, slot, timeZone));
  const isDirty = useIsFormDirty(form, initial);
  const guard = useDirtyGuard(open && isDirty);
  const add = useAddSlots(serviceId);
  const update = useUpdateSlot(serviceId);
  const [lines, setLines] = useState<string[]>([]);

  const submit = (values: SlotTimesValues) => {
    setLines([]);
    const times = {
      startTime: pickedTime(values.startTime) ?? '',
      endTime: pickedTime(values.endTime) ?? '',
    };
    const result = ZSingleSlotRequest.safeParse({ kind: 'SINGLE', ...times });
    if (!result.success) {
      form.setFields(
        (['startTime', 'endTime'] as const).map((name) => ({
          name,
          errors: !times[name]
            ? [messages.required]
            : result.error.issues
                .filter((issue) => issue.path[0] === name)
                .map((issue) => issue.message),
        })),
      );
      return;
    }
    const options = {
      onSuccess: onClose,
      onError: (error: unknown) => setLines(serverLines(form, error)),
    };
    if (slot) update.mutate({ slotId: slot.id, body: times }, options);
    else add.mutate({ dateId: date.id, body: { kind: 'SINGLE', ...times } }, options);
  };

  return (
    <FormModal<SlotTimesValues>
      open={open}
      width={modalWidths.default}
      title={slot ? 'Edit time slot' : `Add a time slot on ${formatLocalDate(date.date)}`}
      okText={slot ? 'Save' : 'Add slot'}
      formProps={{ form, initialValues: initial, onFinish: submit }}
      isSaving={add.isPending || update.isPending}
      errorLines={lines}
      onClose={onClose}
      guard={guard}
    >
      <Row gutter={16}>
        <Col span={12}>
          <TimeField name="startTime" label="Start time" />
        </Col>
        <Col span={12}>
          <TimeField name="endTime" label="End time" />
        </Col>
      </Row>
    </FormModal>
  );
}
