// Moves a mini session booking to another slot of its service: pick a date, then a free slot.
// Booked, held ('Booking...'), break-time and conflicting slots are shown but cannot be chosen,
// except the shoot's own slot.
import { useState } from 'react';
import { Alert, Empty, Modal, Radio, Select, Skeleton, Tag, Typography } from 'antd';
import { modalWidths } from '@studio/shared/constants';
import { messages } from '@studio/shared/messages';
import type { TOrder } from '@studio/shared/orders/contracts';
import type { TServiceDate, TSlot } from '@studio/shared/scheduling/contracts';
import { errorLines, http } from '../../api/http-client.ts';
import { FormErrors } from '../../ui/form-errors.tsx';
import { orderPath, useOrderChange, useServiceDates } from './detail-api.ts';
import { formatLocalDate, formatTime } from '../../ui/date-formats.ts';

type Props = { order: TOrder; onClose(): void };

/** Why a slot cannot be chosen, or null when it can. */
export function slotBlocker(slot: TSlot, order: TOrder, now: number = Date.now()): string | null {
  if (slot.id === order.slotId) return null;
  if (slot.isBreakTime) return 'Break time';
  if (slot.status === 'BOOKING' && slot.lockoutEnd && Date.parse(slot.lockoutEnd) > now) {
    return messages.slotBookingHeld;
  }
  if (slot.status === 'BOOKED' || slot.status === 'SHOOTED') return 'Booked';
  if (slot.isConFlict) return messages.slotConflict;
  return null;
}

export function MoveBookingModal({ order, onClose }: Props) {
  const dates = useServiceDates(order.serviceId, true);
  const [dateId, setDateId] = useState<string | undefined>(order.serviceDateId ?? undefined);
  const [slotId, setSlotId] = useState<string | undefined>(order.slotId ?? undefined);
  const [lines, setLines] = useState<string[]>([]);
  const move = useOrderChange(order.orderId, (body: { slotId: string }) =>
    http.put<TOrder>(`${orderPath(order.orderId)}/move-booking`, body),
  );
  const chosenDate = dates.data?.find((date) => date.id === dateId);
  const canSave = slotId !== undefined && slotId !== order.slotId;

  const submit = () => {
    if (!slotId) return;
    setLines([]);
    move.mutate(
      { slotId },
      {
        onSuccess: onClose,
        onError: (error) => {
          setLines(errorLines(error));
          void dates.refetch();
        },
      },
    );
  };

  return (
    <Modal
      open
      width={modalWidths.default}
      title="Move booking"
      okText="Move booking"
      onOk={submit}
      onCancel={onClose}
      okButtonProps={{ disabled: !canSave }}
      confirmLoading={move.isPending}
      destroyOnHidden
    >
      <FormErrors lines={lines} />
      {dates.isPending && <Skeleton active paragraph={{ rows: 4 }} />}
      {dates.isError && <Alert type="error" showIcon title={errorLines(dates.error).join(' ')} />}
      {dates.data && dates.data.length === 0 && (
        <Empty description="This service has no dates yet. Add dates on the service first." />
      )}
      {dates.data && dates.data.length > 0 && (
        <>
          <label className="shoot-detail-field-label" htmlFor="move-booking-date">
            Date
          </label>
          <Select
            id="move-booking-date"
            style={{ width: '100%', marginBottom: 16 }}
            value={dateId}
            placeholder="Choose a date"
            onChange={(value: string) => {
              setDateId(value);
              setSlotId(undefined);
            }}
            options={dates.data.map((date) => ({
              value: date.id,
              label: dateLabel(date),
            }))}
          />
          {chosenDate && (
            <SlotChoices date={chosenDate} order={order} value={slotId} onChange={setSlotId} />
          )}
        </>
      )}
    </Modal>
  );
}

function dateLabel(date: TServiceDate): string {
  const text = formatLocalDate(date.date);
  return date.location ? `${text} · ${date.location}` : text;
}

type SlotChoicesProps = {
  date: TServiceDate;
  order: TOrder;
  value: string | undefined;
  onChange(slotId: string): void;
};

function SlotChoices({ date, order, value, onChange }: SlotChoicesProps) {
  if (date.slots.length === 0) {
    return <Typography.Text type="secondary">This date has no time slots.</Typography.Text>;
  }
  return (
    <Radio.Group
      aria-label="Time slot"
      className="shoot-detail-slots"
      value={value}
      onChange={(event) => onChange(event.target.value as string)}
    >
      {date.slots.map((slot) => {
        const blocker = slotBlocker(slot, order);
        return (
          <Radio key={slot.id} value={slot.id} disabled={blocker !== null}>
            <span className="shoot-detail-slot">
              {formatTime(slot.startTime, order.timeZone)} –{' '}
              {formatTime(slot.endTime, order.timeZone)}
              {slot.id === order.slotId && <Tag color="blue">Current</Tag>}
              {blocker && <Tag>{blocker}</Tag>}
            </span>
          </Radio>
        );
      })}
    </Radio.Group>
  );
}
