// Changes a full session's date and time. Before saving it asks which other slots the new time
// overlaps and shows them under the conflict warning; saving then needs a second click.
import { useState } from 'react';
import { Alert, DatePicker, Form, Select, TimePicker } from 'antd';
import type { Dayjs } from 'dayjs';
import { dayjs } from '../../ui/dayjs.ts';
import { durations } from '@studio/shared/enums';
import { modalWidths } from '@studio/shared/constants';
import { messages } from '@studio/shared/messages';
import type { TOrder } from '@studio/shared/orders/contracts';
import type { TShootTimeConflict } from '@studio/shared/scheduling/requests';
import { wallTimeToInstant } from '@studio/shared/scheduling/zoned-time';
import { http } from '../../api/http-client.ts';
import { FormModal } from '../../ui/form-modal.tsx';
import { useDirtyGuard } from '../../ui/use-dirty-guard.tsx';
import { showServerError } from '../../ui/zod-form.ts';
import { durationOptions } from '../scheduling/slot-format.ts';
import { fetchShootConflicts, orderPath, useOrderChange } from './detail-api.ts';
import { DATE_FORMAT, formatDate, formatTime, TIME_FORMAT } from '../../ui/date-formats.ts';
import { ServiceDot } from '../../ui/service-dot.tsx';

type Values = { date: Dayjs | null; time: Dayjs | null; duration: number };
type ChangeBody = { date: string; startTime: string; duration?: number };

const required = { required: true, message: messages.required };

export function DateTimeModal({ order, onClose }: { order: TOrder; onClose(): void }) {
  const [form] = Form.useForm<Values>();
  const [initial] = useState<Values>(() => {
    const start = order.startTime ? dayjs(order.startTime).tz(order.timeZone) : null;
    return {
      date: start ? dayjs(start.format('YYYY-MM-DD')) : null,
      time: start ? dayjs(`2000-01-01T${start.format('HH:mm')}`) : null,
      duration: order.duration,
    };
  });
  const [isDirty, setIsDirty] = useState(false);
  const guard = useDirtyGuard(isDirty);
  const [lines, setLines] = useState<string[]>([]);
  const [conflicts, setConflicts] = useState<TShootTimeConflict[] | null>(null);
  const [isChecking, setIsChecking] = useState(false);
  const save = useOrderChange(order.orderId, (body: ChangeBody) =>
    http.put<TOrder>(`${orderPath(order.orderId)}/change-date-time`, body),
  );

  const submit = async (values: Values) => {
    if (!values.date || !values.time) return;
    setLines([]);
    const body: ChangeBody = {
      date: values.date.format('YYYY-MM-DD'),
      startTime: values.time.format('HH:mm'),
      ...((durations as readonly number[]).includes(values.duration) && {
        duration: values.duration,
      }),
    };
    if (conflicts === null) {
      setIsChecking(true);
      try {
        const start = wallTimeToInstant(body.date, body.startTime, order.timeZone);
        const answer = await fetchShootConflicts(order.serviceId, {
          startTime: new Date(start).toISOString(),
          endTime: new Date(start + values.duration * 60_000).toISOString(),
          ...(order.slotId && { excludeSlotId: order.slotId }),
        });
        if (answer.hasConflict) {
          setConflicts(answer.conflicts);
          return;
        }
      } catch (error) {
        setLines(showServerError(form, [], error));
        return;
      } finally {
        setIsChecking(false);
      }
    }
    save.mutate(body, {
      onSuccess: onClose,
      onError: (error) => setLines(showServerError(form, ['date', 'startTime', 'duration'], error)),
    });
  };

  return (
    <FormModal<Values>
      open
      width={modalWidths.default}
      title="Change date and time"
      okText={conflicts?.length ? 'Save anyway' : 'Save'}
      formProps={{
        form,
        initialValues: initial,
        onFinish: (values) => void submit(values),
        onValuesChange: () => {
          setIsDirty(true);
          setConflicts(null);
        },
      }}
      isSaving={save.isPending || isChecking}
      errorLines={lines}
      onClose={onClose}
      guard={guard}
      outro={
        conflicts && conflicts.length > 0 && <ConflictList conflicts={conflicts} order={order} />
      }
    >
      <div className="shoot-detail-inline-fields">
        <Form.Item name="date" label="Date" rules={[required]}>
          <DatePicker format={DATE_FORMAT} style={{ width: '100%' }} allowClear={false} />
        </Form.Item>
        <Form.Item name="time" label="Start time" rules={[required]}>
          <TimePicker
            format={TIME_FORMAT}
            use12Hours
            minuteStep={5}
            style={{ width: '100%' }}
            allowClear={false}
            needConfirm={false}
          />
        </Form.Item>
      </div>
      <Form.Item name="duration" label="Duration" rules={[required]}>
        <Select options={durationOptions} />
      </Form.Item>
    </FormModal>
  );
}

function ConflictList({ conflicts, order }: { conflicts: TShootTimeConflict[]; order: TOrder }) {
  return (
    <Alert
      type="warning"
      showIcon
      role="alert"
      title={messages.shootConflict}
      description={
        <ul className="shoot-detail-conflicts">
          {conflicts.map((conflict) => (
            <li key={conflict.slotId}>
              <ServiceDot color={conflict.serviceColor} /> {conflict.serviceName}:{' '}
              {formatDate(conflict.startTime, order.timeZone)},{' '}
              {formatTime(conflict.startTime, order.timeZone)} –{' '}
              {formatTime(conflict.endTime, order.timeZone)}
              {conflict.isBreakTime && ' (break time)'}
            </li>
          ))}
        </ul>
      }
    />
  );
}
