// The invoices of the contact's shoots with their payment states (paid, pending, overdue,
// cancelled), and what the client paid in all. Each row opens its shoot.
import { Card, Tag } from 'antd';
import { Link } from 'react-router';
import type { TCustomerInvoice } from '@studio/shared/customers/contracts';
import { formatMoney } from '@studio/shared/money';
import { invoiceStatusLooks } from '../shoots/detail-format.ts';
import { formatDate } from '../../ui/date-formats.ts';
import { SummaryCardBody, type SummaryQuery } from './summary-card-body.tsx';
import { ServiceDot } from '../../ui/service-dot.tsx';

type Props = { summary: SummaryQuery; timeZone: string; currency: string };

export function ContactInvoicesCard({ summary, timeZone, currency }: Props) {
  return (
    <Card title="Invoices" styles={{ body: { paddingBlock: 8 } }}>
      <SummaryCardBody
        summary={summary}
        isEmpty={(data) => data.invoices.length === 0}
        emptyText="No invoices yet. Each shoot's payment schedule makes its invoices."
      >
        {(data) => (
          <>
            <ul className="contact-rows" aria-label="Invoices">
              {data.invoices.map((invoice) => (
                <InvoiceRow
                  key={invoice.id}
                  invoice={invoice}
                  timeZone={timeZone}
                  currency={currency}
                />
              ))}
            </ul>
            <dl className="contact-money">
              <div>
                <dt>Total paid</dt>
                <dd data-testid="contact-total-paid">
                  {formatMoney(data.totals.totalPaid, currency)}
                </dd>
              </div>
              <div>
                <dt>Balance due</dt>
                <dd>{formatMoney(data.totals.balanceDue, currency)}</dd>
              </div>
            </dl>
          </>
        )}
      </SummaryCardBody>
    </Card>
  );
}

function invoiceLook(invoice: TCustomerInvoice) {
  if (invoice.isOverdue) return { label: 'Overdue', color: 'red' };
  return invoiceStatusLooks[invoice.paymentStatus];
}

function InvoiceRow({
  invoice,
  timeZone,
  currency,
}: {
  invoice: TCustomerInvoice;
  timeZone: string;
  currency: string;
}) {
  const look = invoiceLook(invoice);
  const when =
    invoice.paymentStatus === 'PAID' && invoice.paidDate
      ? `Paid ${formatDate(invoice.paidDate, timeZone)}`
      : invoice.dueDate
        ? `Due ${formatDate(invoice.dueDate, timeZone)}`
        : 'No due date';
  return (
    <li>
      <Link to={`/shoots/${invoice.orderId}`} className="contact-item contact-item--invoice">
        <span className="contact-item-main">
          <span className="contact-item-service">
            <ServiceDot color={invoice.serviceColor} />
            <span className="contact-ellipsis">
              {invoice.serviceName ?? 'Deleted service'} · Payment {invoice.number}
            </span>
          </span>
          <span className="contact-muted">{when}</span>
        </span>
        <span className="contact-item-end">
          <Tag color={look.color} style={{ margin: 0 }}>
            {look.label}
          </Tag>
          <span className="contact-amount">{formatMoney(invoice.total, currency)}</span>
        </span>
      </Link>
    </li>
  );
}
