// The invoices of a shoot: what is due when, what is paid, whether the reminder went out; each row
// can be marked paid or unpaid, get another due date, milestone or status; invoices can be added.
import { useState } from 'react';
import { App, Button, Card, Dropdown, Empty, Table, Tag, Typography } from 'antd';
import type { MenuProps, TableColumnsType } from 'antd';
import { MoreOutlined, PlusOutlined } from '@ant-design/icons';
import { formatMoney } from '@studio/shared/money';
import type { TInvoice, TOrder } from '@studio/shared/orders/contracts';
import { http } from '../../api/http-client.ts';
import { useIsMobile } from '../../ui/use-viewport-width.ts';
import { useShowError } from '../scheduling/use-scheduling.ts';
import { useOrderChange } from './detail-api.ts';
import { formatDate } from '../../ui/date-formats.ts';
import { emailStatusLabels, invoiceStatusLooks, milestoneText } from './detail-format.ts';
import { InvoiceModal, type InvoiceEditing } from './detail-invoice-modals.tsx';

type CardProps = { order: TOrder; isLocked: boolean };

export function DetailInvoicesCard({ order, isLocked }: CardProps) {
  const [editing, setEditing] = useState<InvoiceEditing | null>(null);
  const isMobile = useIsMobile();
  const { modal } = App.useApp();
  const showError = useShowError();
  const money = (minor: number) => formatMoney(minor, order.currency);
  const markUnpaid = useOrderChange(order.orderId, (invoiceId: string) =>
    http.patch<TOrder>(`/api/orders/invoices/${invoiceId}/paid-date`, { paidDate: null }),
  );

  const confirmUnpaid = (invoice: TInvoice) =>
    modal.confirm({
      title: `Mark the payment of ${money(invoice.total)} as unpaid?`,
      content: 'Its paid date is removed and the balance due grows by this amount.',
      okText: 'Mark unpaid',
      onOk: () => markUnpaid.mutateAsync(invoice.id).catch(showError),
    });

  const menuFor = (invoice: TInvoice): MenuProps['items'] => [
    invoice.paymentStatus === 'PAID'
      ? { key: 'unpaid', label: 'Mark unpaid', onClick: () => confirmUnpaid(invoice) }
      : {
          key: 'paid',
          label: 'Mark paid',
          disabled: invoice.paymentStatus === 'CANCELED',
          onClick: () => setEditing({ kind: 'paid', invoice }),
        },
    { key: 'due', label: 'Change due date', onClick: () => setEditing({ kind: 'due', invoice }) },
    {
      key: 'milestone',
      label: 'Change milestone',
      onClick: () => setEditing({ kind: 'milestone', invoice }),
    },
    {
      key: 'status',
      label: 'Update status',
      onClick: () => setEditing({ kind: 'status', invoice }),
    },
  ];

  const payment = (invoice: TInvoice) => (
    <>
      <div className="shoot-detail-row-name">{money(invoice.total)}</div>
      <Typography.Text type="secondary">{milestoneText(invoice)}</Typography.Text>
    </>
  );
  const dueDay = (invoice: TInvoice) =>
    invoice.dueDate ? formatDate(invoice.dueDate, order.timeZone) : '—';
  const emailStatus = (invoice: TInvoice) => emailStatusLabels[invoice.emailStatus];
  const status = (invoice: TInvoice) => (
    <>
      <Tag color={invoiceStatusLooks[invoice.paymentStatus].color} style={{ margin: 0 }}>
        {invoiceStatusLooks[invoice.paymentStatus].label}
      </Tag>
      {invoice.paidDate && (
        <div>
          <Typography.Text type="secondary">
            {formatDate(invoice.paidDate, order.timeZone)}
          </Typography.Text>
        </div>
      )}
    </>
  );

  const actions: TableColumnsType<TInvoice>[number] = {
    key: 'actions',
    title: <span className="shoot-detail-sr-only">Actions</span>,
    width: 48,
    fixed: 'right',
    render: (_, invoice, index) =>
      !isLocked && (
        <Dropdown menu={{ items: menuFor(invoice) }} trigger={['click']}>
          <Button
            type="text"
            icon={<MoreOutlined aria-hidden />}
            aria-label={`Actions for payment ${index + 1}`}
          />
        </Dropdown>
      ),
  };
  // A phone has no room for four columns side by side: the due date goes under the payment and
  // the reminder's state under the status, so nothing is cut off or needs scrolling.
  const columns: TableColumnsType<TInvoice> = isMobile
    ? [
        {
          key: 'payment',
          title: 'Payment',
          render: (_, invoice) => (
            <>
              {payment(invoice)}
              <div>
                <Typography.Text type="secondary">Due {dueDay(invoice)}</Typography.Text>
              </div>
            </>
          ),
        },
        {
          key: 'status',
          title: 'Status',
          render: (_, invoice) => (
            <>
              {status(invoice)}
              <div>
                <Typography.Text type="secondary">{emailStatus(invoice)}</Typography.Text>
              </div>
            </>
          ),
        },
        actions,
      ]
    : [
        { key: 'payment', title: 'Payment', render: (_, invoice) => payment(invoice) },
        {
          key: 'due',
          title: 'Due',
          render: (_, invoice) => (
            <>
              <div>{dueDay(invoice)}</div>
              <Typography.Text type="secondary">{emailStatus(invoice)}</Typography.Text>
            </>
          ),
        },
        { key: 'status', title: 'Status', render: (_, invoice) => status(invoice) },
        actions,
      ];

  return (
    <Card
      title="Invoices"
      extra={
        !isLocked && (
          <Button
            type="link"
            icon={<PlusOutlined aria-hidden />}
            onClick={() => setEditing({ kind: 'add' })}
          >
            Add invoice
          </Button>
        )
      }
    >
      <section aria-label="Invoices">
        <Table<TInvoice>
          rowKey="id"
          size="small"
          pagination={false}
          columns={columns}
          dataSource={order.invoices}
          className="shoot-detail-invoices"
          // On a phone the stacked cells wrap to the card's width; wider screens keep each column
          // on one line, and whatever does not fit scrolls inside the card, never past its edge.
          {...(isMobile ? {} : { scroll: { x: 'max-content' } })}
          locale={{
            emptyText: (
              <Empty
                image={Empty.PRESENTED_IMAGE_SIMPLE}
                description="No invoices yet. Add one to ask the client for a payment."
              />
            ),
          }}
        />
      </section>
      {editing && <InvoiceModal order={order} editing={editing} onClose={() => setEditing(null)} />}
    </Card>
  );
}
