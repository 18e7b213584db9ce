// The contact's shoots: date and time, service colour and name, package, payment state and total.
// Each row opens the shoot page.
import { useState } from 'react';
import { Button, Card, Tag } from 'antd';
import { PlusOutlined, RightOutlined } from '@ant-design/icons';
import { Link } from 'react-router';
import type { TCustomer, TCustomerShoot } from '@studio/shared/customers/contracts';
import { formatMoney } from '@studio/shared/money';
import { paymentStateLabels } from '@studio/shared/orders/payment-state';
import { paymentStateColors } from '../shoots/detail-format.ts';
import { ShootFormModal } from '../shoots/shoot-form-modal.tsx';
import { formatDate, formatTime } from '../../ui/date-formats.ts';
import { CutNote, listCutNote, SummaryCardBody, type SummaryQuery } from './summary-card-body.tsx';
import { ServiceDot } from '../../ui/service-dot.tsx';

type Props = { contact: TCustomer; summary: SummaryQuery; timeZone: string; currency: string };

export function ContactShootsCard({ contact, summary, timeZone, currency }: Props) {
  const [isBooking, setBooking] = useState(false);
  return (
    <Card
      title="Shoots"
      styles={{ body: { paddingBlock: 8 } }}
      extra={
        <Button size="small" icon={<PlusOutlined />} onClick={() => setBooking(true)}>
          New shoot
        </Button>
      }
    >
      <SummaryCardBody
        summary={summary}
        isEmpty={(data) => data.shoots.length === 0}
        emptyText="No shoots yet. Book one with New shoot; shoots booked for this client's email appear here too."
      >
        {(data) => (
          <>
            <ul className="contact-rows" aria-label="Shoots">
              {data.shoots.map((shoot) => (
                <ShootRow key={shoot.id} shoot={shoot} timeZone={timeZone} currency={currency} />
              ))}
            </ul>
            <CutNote
              text={listCutNote(data.shoots.length, data.totals.shootCount, data.listLimit)}
            />
          </>
        )}
      </SummaryCardBody>
      {/* The shoot joins this contact by its email; after creating, the shoot page opens. */}
      <ShootFormModal
        isOpen={isBooking}
        onClose={() => setBooking(false)}
        prefill={{ fullName: contact.fullName, email: contact.email, phone: contact.phone }}
      />
    </Card>
  );
}

function ShootRow({
  shoot,
  timeZone,
  currency,
}: {
  shoot: TCustomerShoot;
  timeZone: string;
  currency: string;
}) {
  const isCanceled = shoot.status === 'CANCELED';
  return (
    <li>
      <Link to={`/shoots/${shoot.id}`} className="contact-item" data-testid="contact-shoot">
        <span className="contact-item-when">
          {shoot.startTime ? (
            <>
              <span className="contact-item-strong">{formatDate(shoot.startTime, timeZone)}</span>
              <span className="contact-muted">{formatTime(shoot.startTime, timeZone)}</span>
            </>
          ) : (
            <span className="contact-muted">No date yet</span>
          )}
        </span>
        <span className="contact-item-main">
          <span className="contact-item-service">
            <ServiceDot color={shoot.serviceColor} />
            <span className="contact-ellipsis">{shoot.serviceName ?? 'Deleted service'}</span>
          </span>
          {shoot.packageName && (
            <span className="contact-muted contact-ellipsis">{shoot.packageName}</span>
          )}
        </span>
        <span className="contact-item-end">
          {isCanceled ? (
            <Tag style={{ margin: 0 }}>Cancelled</Tag>
          ) : (
            <Tag color={paymentStateColors[shoot.paymentState]} style={{ margin: 0 }}>
              {paymentStateLabels[shoot.paymentState]}
            </Tag>
          )}
          <span className="contact-amount">{formatMoney(shoot.grandTotal, currency)}</span>
        </span>
        <RightOutlined className="contact-chevron" aria-hidden />
      </Link>
    </li>
  );
}
