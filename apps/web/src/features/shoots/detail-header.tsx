// The head of the shoot page: client, service, status, when, and the Cancel booking action.
import { App, Button, Flex, Tag, Typography } from 'antd';
import { ArrowLeftOutlined, CalendarOutlined } from '@ant-design/icons';
import { Link } from 'react-router';
import type { TOrder } from '@studio/shared/orders/contracts';
import { http } from '../../api/http-client.ts';
import { useShowError } from '../scheduling/use-scheduling.ts';
import { orderPath, useOrderChange } from './detail-api.ts';
import {
  formatClock,
  formatDay,
  NO_DATE,
  paymentStateColors,
  paymentStateLabels,
} from './detail-format.ts';

export function DetailHeader({ order }: { order: TOrder }) {
  const { modal } = App.useApp();
  const showError = useShowError();
  const cancel = useOrderChange(
    order.orderId,
    () => http.patch<TOrder>(`${orderPath(order.orderId)}/cancel-booking`),
    'Booking cancelled',
  );
  const isCanceled = order.status === 'CANCELED';

  const confirmCancel = () =>
    modal.confirm({
      title: `Cancel the booking of ${order.fullName}?`,
      content:
        'The time is given back and the shoot leaves your lists. Its invoices and history stay, but it can no longer be changed.',
      okText: 'Cancel booking',
      okButtonProps: { danger: true },
      cancelText: 'Keep booking',
      focusable: { autoFocusButton: 'cancel' },
      onOk: () => cancel.mutateAsync(undefined).catch(showError),
    });

  return (
    <header className="shoot-detail-header">
      <Link to="/shoots" className="shoot-detail-back">
        <ArrowLeftOutlined aria-hidden /> Shoots
      </Link>
      <Flex justify="space-between" align="flex-start" gap={16} wrap>
        <div style={{ minWidth: 0, flex: '1 1 320px' }}>
          <Flex align="center" gap={8} wrap className="shoot-detail-service">
            <span
              className="shoot-detail-dot"
              style={{ background: order.service.color }}
              aria-hidden
            />
            <span>{order.service.name}</span>
            {order.service.isDeleted && <Tag style={{ margin: 0 }}>Service deleted</Tag>}
          </Flex>
          <Flex align="center" gap={12} wrap>
            <Typography.Title level={2} className="shoot-detail-title">
              {order.fullName}
            </Typography.Title>
            <Tag color={isCanceled ? 'red' : 'green'} style={{ margin: 0 }}>
              {isCanceled ? 'Cancelled' : 'Active'}
            </Tag>
            <Tag color={paymentStateColors[order.paymentState]} style={{ margin: 0 }}>
              {paymentStateLabels[order.paymentState]}
            </Tag>
          </Flex>
          <Typography.Text type="secondary" className="shoot-detail-when">
            <CalendarOutlined aria-hidden />{' '}
            {order.startTime ? (
              <>
                {formatDay(order.startTime, order.timeZone)} ·{' '}
                {formatClock(order.startTime, order.timeZone)}
              </>
            ) : (
              NO_DATE
            )}
          </Typography.Text>
        </div>
        {!isCanceled && (
          <Button danger onClick={confirmCancel} loading={cancel.isPending}>
            Cancel booking
          </Button>
        )}
      </Flex>
    </header>
  );
}
