// One slot of a date: its times, status and terms as tags, the conflict warning, and the actions
// (break time, premium, edit, remove); the actions that could lose a booking are disabled.
import { Button, Popconfirm, Switch, Tag, Tooltip, Typography } from 'antd';
import { CrownOutlined, DeleteOutlined, EditOutlined, WarningFilled } from '@ant-design/icons';
import { messages } from '@studio/shared/messages';
import { formatMoney } from '@studio/shared/money';
import type { TSlot } from '@studio/shared/scheduling/contracts';
import { durationLabel } from '@studio/shared/scheduling/slot-generation';
import { formatTimeRange } from '../../ui/date-formats.ts';
import { isOccupied, statusLooks } from './slot-format.ts';

type SlotRowProps = {
  slot: TSlot;
  timeZone: string;
  currency: string;
  isBusy: boolean;
  onToggleBreak(isBreakTime: boolean): void;
  onPremium(): void;
  onEdit(): void;
  onRemove(): void;
};

function protectionNote(slot: TSlot): string {
  if (slot.status === 'BOOKING') return 'A client is booking this slot right now';
  return 'This slot is booked: move or cancel the booking first';
}

export function SlotRow({ slot, timeZone, currency, isBusy, ...actions }: SlotRowProps) {
  const status = statusLooks[slot.status];
  const isLocked = isOccupied(slot);
  const note = isLocked ? protectionNote(slot) : undefined;
  const className = [
    'slot-row',
    slot.isBreakTime ? 'is-break' : '',
    slot.isConFlict ? 'has-conflict' : '',
  ].join(' ');

  return (
    <li className={className} data-testid="slot-row">
      <div className="slot-row-time">
        <span className="slot-row-range">
          {formatTimeRange(slot.startTime, slot.endTime, timeZone)}
        </span>
        <Typography.Text type="secondary" className="slot-row-duration">
          {durationLabel(slot.duration)}
        </Typography.Text>
      </div>
      <div className="slot-row-tags">
        <Tag color={status.color}>{status.label}</Tag>
        {slot.isBreakTime && <Tag>Break time</Tag>}
        {slot.isPremium && (
          <Tag color="gold" icon={<CrownOutlined />}>
            Premium +{formatMoney(slot.premiumFee, currency)}
          </Tag>
        )}
        {slot.isReservation && <Tag color="geekblue">Reservation</Tag>}
        {slot.isConFlict && (
          <Typography.Text type="danger" className="slot-row-conflict">
            <WarningFilled aria-hidden /> {messages.slotConflict}
          </Typography.Text>
        )}
      </div>
      <div className="slot-row-actions">
        <Tooltip title={note}>
          <label className="slot-row-break">
            <Switch
              size="small"
              checked={slot.isBreakTime}
              disabled={isBusy || (isLocked && !slot.isBreakTime)}
              onChange={actions.onToggleBreak}
              aria-label="Break time"
            />
            <span>Break</span>
          </label>
        </Tooltip>
        <Tooltip title="Premium and reservation">
          <Button
            type="text"
            icon={<CrownOutlined />}
            aria-label="Premium and reservation"
            onClick={actions.onPremium}
          />
        </Tooltip>
        <Tooltip title={note ?? 'Edit times'}>
          <Button
            type="text"
            icon={<EditOutlined />}
            aria-label="Edit times"
            disabled={isLocked}
            onClick={actions.onEdit}
          />
        </Tooltip>
        {isLocked ? (
          <Tooltip title={note}>
            <Button type="text" icon={<DeleteOutlined />} aria-label="Remove slot" disabled />
          </Tooltip>
        ) : (
          <Popconfirm
            title="Remove this time slot?"
            description={formatTimeRange(slot.startTime, slot.endTime, timeZone)}
            okText="Remove"
            okButtonProps={{ danger: true }}
            onConfirm={actions.onRemove}
          >
            <Tooltip title="Remove">
              <Button
                type="text"
                icon={<DeleteOutlined />}
                aria-label="Remove slot"
                disabled={isBusy}
              />
            </Tooltip>
          </Popconfirm>
        )}
      </div>
    </li>
  );
}
