// The shoot form's "when": a mini session picks a date then one of its time slots (booked, held,
// break-time and conflicting slots shown but disabled); a full session or bundle picks a date,
// a start time and a duration. Below, the conflict warning lists what the time overlaps.
import {
  Alert,
  Col,
  DatePicker,
  Empty,
  Form,
  Radio,
  Row,
  Select,
  Skeleton,
  TimePicker,
} from 'antd';
import type { Dayjs } from 'dayjs';
import { durations } from '@studio/shared/enums';
import { messages } from '@studio/shared/messages';
import type { TServiceDate, TSlot } from '@studio/shared/scheduling/contracts';
import { durationLabel } from '@studio/shared/scheduling/slot-generation';
import type { TCalendarBusyConflict, TShootTimeConflict } from '@studio/shared/scheduling/requests';
import { todayIn } from '@studio/shared/scheduling/zoned-time';
import { slotBlockReason } from './shoot-form-data.ts';
import { ServiceDot } from '../../ui/service-dot.tsx';
import { DATE_FORMAT, formatDate, formatTimeRange, TIME_FORMAT } from '../../ui/date-formats.ts';

const required = { required: true, message: messages.required };
const durationOptions = durations.map((minutes) => ({
  value: minutes,
  label: durationLabel(minutes),
}));

/** The date's slots as a form control (value: the chosen slot id). */
export function SlotChoices({
  slots,
  timeZone,
  value,
  onChange,
}: {
  slots: readonly TSlot[];
  timeZone: string;
  value?: string;
  onChange?: (slotId: string) => void;
}) {
  if (slots.length === 0) {
    return (
      <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="This date has no time slots." />
    );
  }
  return (
    <Radio.Group
      optionType="button"
      className="studio-slot-choices"
      aria-label="Time slot"
      value={value}
      onChange={(event) => onChange?.(String(event.target.value))}
    >
      {slots.map((slot) => {
        const reason = slotBlockReason(slot);
        const time = formatTimeRange(slot.startTime, slot.endTime, timeZone);
        return (
          <Radio.Button
            key={slot.id}
            value={slot.id}
            disabled={reason !== undefined}
            title={reason}
            aria-label={reason ? `${time}, ${reason}` : time}
          >
            <span className="studio-slot-time">{time}</span>
            {reason && <span className="studio-slot-reason">{reason}</span>}
            {!reason && slot.isPremium && <span className="studio-slot-reason">Premium</span>}
          </Radio.Button>
        );
      })}
    </Radio.Group>
  );
}

export function MiniSessionTime({
  dates,
  isLoading,
  selectedDate,
  timeZone,
}: {
  dates: readonly TServiceDate[];
  isLoading: boolean;
  selectedDate: Dayjs | null | undefined;
  timeZone: string;
}) {
  const available = new Set(dates.map((date) => date.date));
  const day = selectedDate?.format('YYYY-MM-DD');
  const serviceDate = dates.find((date) => date.date === day);
  if (isLoading) return <Skeleton active paragraph={{ rows: 2 }} />;
  if (dates.length === 0) {
    return (
      <Alert
        type="info"
        showIcon
        style={{ marginBottom: 24 }}
        title="This mini session has no upcoming dates."
        description="Add a date with time slots on the service first, or choose another service."
      />
    );
  }
  return (
    <>
      <Form.Item name="date" label="Date" rules={[required]}>
        <DatePicker
          format={DATE_FORMAT}
          disabledDate={(value) => !available.has(value.format('YYYY-MM-DD'))}
          style={{ width: '100%' }}
          placeholder="Choose one of the session's dates"
        />
      </Form.Item>
      {serviceDate && (
        <Form.Item
          name="slotId"
          label="Time slot"
          rules={[{ required: true, message: messages.slotRequired }]}
        >
          <SlotChoices slots={serviceDate.slots} timeZone={timeZone} />
        </Form.Item>
      )}
    </>
  );
}

export function SessionTime({ timeZone }: { timeZone: string }) {
  const today = todayIn(timeZone);
  return (
    <Row gutter={16}>
      <Col xs={24} sm={10}>
        <Form.Item name="date" label="Date" rules={[required]}>
          <DatePicker
            format={DATE_FORMAT}
            disabledDate={(value) => value.format('YYYY-MM-DD') < today}
            style={{ width: '100%' }}
          />
        </Form.Item>
      </Col>
      <Col xs={12} sm={7}>
        <Form.Item name="startTime" label="Start time" rules={[required]}>
          <TimePicker
            format={TIME_FORMAT}
            use12Hours
            minuteStep={5}
            needConfirm={false}
            style={{ width: '100%' }}
          />
        </Form.Item>
      </Col>
      <Col xs={12} sm={7}>
        <Form.Item name="duration" label="Duration" rules={[required]}>
          <Select options={durationOptions} aria-label="Duration" />
        </Form.Item>
      </Col>
    </Row>
  );
}

export function ConflictWarning({
  conflicts,
  calendarBusy = [],
  timeZone,
}: {
  conflicts: readonly TShootTimeConflict[];
  /** Busy times of the chosen Google calendars in the chosen time. */
  calendarBusy?: readonly TCalendarBusyConflict[];
  timeZone: string;
}) {
  if (conflicts.length === 0 && calendarBusy.length === 0) return null;
  return (
    <Alert
      type="warning"
      showIcon
      style={{ marginBottom: 24 }}
      title={messages.shootConflict}
      description={
        <ul className="studio-conflict-list" data-testid="shoot-conflicts">
          {conflicts.map((conflict) => {
            return (
              <li key={conflict.slotId}>
                <ServiceDot color={conflict.serviceColor} />
                <strong>{conflict.serviceName}</strong>
                <span>
                  {formatDate(conflict.startTime, timeZone)} ·{' '}
                  {formatTimeRange(conflict.startTime, conflict.endTime, timeZone)}
                </span>
              </li>
            );
          })}
          {calendarBusy.map((busy) => (
            <li key={`google-${busy.startTime}`}>
              <strong>{messages.googleCalendarBusy}</strong>
              <span>
                {formatDate(busy.startTime, timeZone)} ·{' '}
                {formatTimeRange(busy.startTime, busy.endTime, timeZone)}
              </span>
            </li>
          ))}
        </ul>
      }
    />
  );
}
