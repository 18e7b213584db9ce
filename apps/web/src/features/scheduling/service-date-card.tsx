// One date of a mini session: the day, its location and its slots, with the date's actions.
import { useState } from 'react';
import { App, Button, Card, Dropdown, Empty, Flex, Tooltip, Typography } from 'antd';
import {
  ClockCircleOutlined,
  DeleteOutlined,
  EditOutlined,
  EnvironmentOutlined,
  MoreOutlined,
  PlusOutlined,
  ThunderboltOutlined,
} from '@ant-design/icons';
import { messages } from '@studio/shared/messages';
import type { TServiceDate, TSlot } from '@studio/shared/scheduling/contracts';
import { useIsMobile } from '../../ui/use-viewport-width.ts';
import { EditDateModal } from './edit-date-modal.tsx';
import { GenerateSlotsModal } from './generate-slots-form.tsx';
import { PremiumReserveModal } from './premium-reserve-modal.tsx';
import { formatLocalDate, formatWeekday } from '../../ui/date-formats.ts';
import { isOccupied } from './slot-format.ts';
import { SlotRow } from './slot-row.tsx';
import { SlotTimesModal } from './slot-times-modal.tsx';
import {
  useDeleteServiceDate,
  useDeleteSlot,
  useShowError,
  useUpdateSlot,
} from './use-scheduling.ts';

type Dialog =
  | { kind: 'generate' }
  | { kind: 'add-slot' }
  | { kind: 'edit-slot'; slot: TSlot }
  | { kind: 'premium'; slot: TSlot }
  | { kind: 'edit-date' };

type ServiceDateCardProps = {
  serviceId: string;
  date: TServiceDate;
  timeZone: string;
  currency: string;
};

function summary(date: TServiceDate): string {
  const count = date.slots.length;
  const parts = [`${count} time slot${count === 1 ? '' : 's'}`];
  const booked = date.slots.filter(
    (slot) => slot.status === 'BOOKED' || slot.status === 'SHOOTED',
  ).length;
  if (booked > 0) parts.push(`${booked} booked`);
  const conflicts = date.slots.filter((slot) => slot.isConFlict).length;
  if (conflicts > 0) parts.push(`${conflicts} in conflict`);
  return parts.join(' · ');
}

export function ServiceDateCard({ serviceId, date, timeZone, currency }: ServiceDateCardProps) {
  const { modal } = App.useApp();
  const isMobile = useIsMobile();
  const [dialog, setDialog] = useState<Dialog | undefined>();
  const close = () => setDialog(undefined);
  const updateSlot = useUpdateSlot(serviceId);
  const deleteSlot = useDeleteSlot(serviceId);
  const deleteDate = useDeleteServiceDate(serviceId);
  const showError = useShowError();
  const isLocked = date.slots.some(isOccupied);
  const label = formatLocalDate(date.date);

  const confirmDelete = () => {
    const count = date.slots.length;
    modal.confirm({
      title: `Delete ${label}?`,
      content:
        count > 0
          ? `Its ${count} time slot${count === 1 ? '' : 's'} will be deleted too. This cannot be undone.`
          : 'This cannot be undone.',
      okText: 'Delete date',
      okButtonProps: { danger: true },
      onOk: () => deleteDate.mutateAsync(date.id).catch(showError),
    });
  };

  const menu = {
    items: [
      { key: 'edit', icon: <EditOutlined />, label: 'Edit date and location' },
      {
        key: 'delete',
        icon: <DeleteOutlined />,
        danger: true,
        disabled: isLocked,
        label: isLocked ? (
          <Tooltip title={messages.serviceDateHasBookings} placement="left">
            <span>Delete date</span>
          </Tooltip>
        ) : (
          'Delete date'
        ),
      },
    ],
    onClick: ({ key }: { key: string }) =>
      key === 'edit' ? setDialog({ kind: 'edit-date' }) : confirmDelete(),
  };

  return (
    <Card className="service-date-card" styles={{ body: { padding: 0 } }}>
      <header className="service-date-head">
        <div className="service-date-title">
          {/* Under the panel's h2 'Dates and time slots' (drawn at the size of an h4). */}
          <Typography.Title level={3} style={{ margin: 0, fontSize: 20 }}>
            {label}
          </Typography.Title>
          <Typography.Text type="secondary">{formatWeekday(date.date)}</Typography.Text>
          <div className="service-date-meta">
            <span>
              <EnvironmentOutlined aria-hidden />{' '}
              {date.location || <Typography.Text type="secondary">No location yet</Typography.Text>}
            </span>
            <span>
              <ClockCircleOutlined aria-hidden /> {summary(date)}
            </span>
          </div>
        </div>
        <Flex gap={8} wrap className="service-date-actions">
          <Button icon={<ThunderboltOutlined />} onClick={() => setDialog({ kind: 'generate' })}>
            {isMobile ? 'Generate' : 'Generate slots'}
          </Button>
          <Button icon={<PlusOutlined />} onClick={() => setDialog({ kind: 'add-slot' })}>
            Add slot
          </Button>
          <Dropdown menu={menu} trigger={['click']}>
            <Button icon={<MoreOutlined />} aria-label={`More actions for ${label}`} />
          </Dropdown>
        </Flex>
      </header>

      {date.slots.length === 0 ? (
        <Empty
          image={Empty.PRESENTED_IMAGE_SIMPLE}
          description="No time slots yet. Generate them from a start and end time, or add one slot."
          style={{ padding: '8px 0 24px' }}
        >
          <Button type="primary" onClick={() => setDialog({ kind: 'generate' })}>
            Generate slots
          </Button>
        </Empty>
      ) : (
        <ul className="slot-list" aria-label={`Time slots on ${label}`}>
          {date.slots.map((slot) => (
            <SlotRow
              key={slot.id}
              slot={slot}
              timeZone={timeZone}
              currency={currency}
              isBusy={updateSlot.isPending && updateSlot.variables?.slotId === slot.id}
              onToggleBreak={(isBreakTime) =>
                updateSlot.mutate(
                  { slotId: slot.id, body: { isBreakTime } },
                  { onError: showError },
                )
              }
              onPremium={() => setDialog({ kind: 'premium', slot })}
              onEdit={() => setDialog({ kind: 'edit-slot', slot })}
              onRemove={() => deleteSlot.mutate(slot.id, { onError: showError })}
            />
          ))}
        </ul>
      )}

      {dialog?.kind === 'generate' && (
        <GenerateSlotsModal
          open
          serviceId={serviceId}
          date={date}
          timeZone={timeZone}
          onClose={close}
        />
      )}
      {(dialog?.kind === 'add-slot' || dialog?.kind === 'edit-slot') && (
        <SlotTimesModal
          open
          serviceId={serviceId}
          date={date}
          slot={dialog.kind === 'edit-slot' ? dialog.slot : undefined}
          timeZone={timeZone}
          onClose={close}
        />
      )}
      {dialog?.kind === 'premium' && (
        <PremiumReserveModal
          open
          serviceId={serviceId}
          slot={dialog.slot}
          timeZone={timeZone}
          currency={currency}
          onClose={close}
        />
      )}
      {dialog?.kind === 'edit-date' && (
        <EditDateModal open serviceId={serviceId} date={date} timeZone={timeZone} onClose={close} />
      )}
    </Card>
  );
}
