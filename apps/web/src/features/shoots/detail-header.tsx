// The head of the shoot page: client, service, status, when, and the Cancel booking action.
import { App, Button, Tag } from 'antd';
import { CalendarOutlined } from '@ant-design/icons';
import type { TOrder } from '@studio/shared/orders/contracts';
import { http } from '../../api/http-client.ts';
import { DetailHead } from '../../ui/detail-page.tsx';
import { useShowError } from '../scheduling/use-scheduling.ts';
import { orderPath, useOrderChange } from './detail-api.ts';
import { formatDate, formatTime } from '../../ui/date-formats.ts';
import { NO_DATE, paymentStateColors, paymentStateLabels } from './detail-format.ts';

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
    <DetailHead
      className="shoot-detail-header"
      back={{ to: '/shoots', label: 'Shoots' }}
      service={order.service}
      title={order.fullName}
      tags={
        <>
          <Tag color={isCanceled ? 'red' : 'green'} style={{ margin: 0 }}>
            {isCanceled ? 'Cancelled' : 'Active'}
          </Tag>
          <Tag color={paymentStateColors[order.paymentState]} style={{ margin: 0 }}>
            {paymentStateLabels[order.paymentState]}
          </Tag>
        </>
      }
      subtitle={
        <>
          <CalendarOutlined aria-hidden />{' '}
          {order.startTime ? (
            <>
              {formatDate(order.startTime, order.timeZone)} ·{' '}
              {formatTime(order.startTime, order.timeZone)}
            </>
          ) : (
            NO_DATE
          )}
        </>
      }
      actions={
        !isCanceled && (
          <Button danger onClick={confirmCancel} loading={cancel.isPending}>
            Cancel booking
          </Button>
        )
      }
    />
  );
}
