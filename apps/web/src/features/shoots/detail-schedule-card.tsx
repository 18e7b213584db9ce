// When and where: the shoot's date and time (moved to another slot for a mini session, changed
// freely for a full session) and its location (PUT change-location).
import { useState } from 'react';
import { Button, Card, Descriptions, Form, Input } from 'antd';
import { EditOutlined, SwapOutlined } from '@ant-design/icons';
import { limits, modalWidths } from '@studio/shared/constants';
import type { TOrder } from '@studio/shared/orders/contracts';
import { ZShootLocation } from '@studio/shared/orders/requests';
import { durationLabel } from '@studio/shared/scheduling/slot-generation';
import { http } from '../../api/http-client.ts';
import { FormModal } from '../../ui/form-modal.tsx';
import { useDirtyGuard, useIsFormDirty } from '../../ui/use-dirty-guard.tsx';
import { showServerError, zodRule } from '../../ui/zod-form.ts';
import { orderPath, useOrderChange } from './detail-api.ts';
import { DateTimeModal } from './detail-date-time-modal.tsx';
import { formatDate } from '../../ui/date-formats.ts';
import { NO_DATE, shootTimeRange } from './detail-format.ts';
import { MoveBookingModal } from './detail-move-booking-modal.tsx';

type CardProps = { order: TOrder; isLocked: boolean };
type Editing = 'time' | 'location' | null;

export function DetailScheduleCard({ order, isLocked }: CardProps) {
  const [editing, setEditing] = useState<Editing>(null);
  const close = () => setEditing(null);
  const isMini = order.service.isMiniSession;
  return (
    <Card
      title="Schedule"
      extra={
        !isLocked && (
          <Button
            type="text"
            icon={<SwapOutlined aria-hidden />}
            onClick={() => setEditing('time')}
          >
            {isMini ? 'Move booking' : 'Change date and time'}
          </Button>
        )
      }
    >
      <Descriptions column={1} size="small" colon={false} className="shoot-detail-descriptions">
        <Descriptions.Item label="Date">
          {order.startTime ? formatDate(order.startTime, order.timeZone) : NO_DATE}
        </Descriptions.Item>
        <Descriptions.Item label="Time">{shootTimeRange(order) ?? '—'}</Descriptions.Item>
        <Descriptions.Item label="Duration">{durationLabel(order.duration)}</Descriptions.Item>
        <Descriptions.Item label="Location">
          <span className="shoot-detail-location">
            {order.shootLocation || <span className="shoot-detail-muted">No location yet</span>}
            {!isLocked && (
              <Button
                type="link"
                size="small"
                icon={<EditOutlined aria-hidden />}
                aria-label="Edit location"
                onClick={() => setEditing('location')}
              />
            )}
          </span>
        </Descriptions.Item>
      </Descriptions>
      {editing === 'time' &&
        (isMini ? (
          <MoveBookingModal order={order} onClose={close} />
        ) : (
          <DateTimeModal order={order} onClose={close} />
        ))}
      {editing === 'location' && <LocationModal order={order} onClose={close} />}
    </Card>
  );
}

type LocationValues = { shootLocation: string };

function LocationModal({ order, onClose }: { order: TOrder; onClose(): void }) {
  const [form] = Form.useForm<LocationValues>();
  const [initial] = useState<LocationValues>({ shootLocation: order.shootLocation });
  const guard = useDirtyGuard(useIsFormDirty(form, initial));
  const [lines, setLines] = useState<string[]>([]);
  const save = useOrderChange(order.orderId, (body: LocationValues) =>
    http.put<TOrder>(`${orderPath(order.orderId)}/change-location`, body),
  );
  const submit = (values: LocationValues) => {
    setLines([]);
    save.mutate(
      { shootLocation: values.shootLocation.trim() },
      {
        onSuccess: onClose,
        onError: (error) => setLines(showServerError(form, ['shootLocation'], error)),
      },
    );
  };
  return (
    <FormModal<LocationValues>
      open
      width={modalWidths.default}
      title="Shoot location"
      formProps={{ form, initialValues: initial, onFinish: submit }}
      isSaving={save.isPending}
      errorLines={lines}
      onClose={onClose}
      guard={guard}
    >
      <Form.Item name="shootLocation" label="Location" rules={[zodRule(ZShootLocation)]}>
        <Input.TextArea
          autoSize={{ minRows: 2, maxRows: 5 }}
          maxLength={limits.location}
          showCount
        />
      </Form.Item>
    </FormModal>
  );
}
