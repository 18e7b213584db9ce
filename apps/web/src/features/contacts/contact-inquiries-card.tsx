// The contact's inquiries: the service they asked about (or the general form), when it came,
// whether it is read and whether a shoot was made from it. Each row opens the inquiry page.
import { Card, Tag } from 'antd';
import { RightOutlined } from '@ant-design/icons';
import { Link } from 'react-router';
import type { TCustomerInquiry } from '@studio/shared/customers/contracts';
import { formatDate } from '../../ui/date-formats.ts';
import { CutNote, listCutNote, SummaryCardBody, type SummaryQuery } from './summary-card-body.tsx';
import { ServiceDot } from '../../ui/service-dot.tsx';

export function ContactInquiriesCard({
  summary,
  timeZone,
}: {
  summary: SummaryQuery;
  timeZone: string;
}) {
  return (
    <Card title="Inquiries" styles={{ body: { paddingBlock: 8 } }}>
      <SummaryCardBody
        summary={summary}
        isEmpty={(data) => data.inquiries.length === 0}
        emptyText="No inquiries from this client."
      >
        {(data) => (
          <>
            <ul className="contact-rows" aria-label="Inquiries">
              {data.inquiries.map((inquiry) => (
                <InquiryRow key={inquiry.id} inquiry={inquiry} timeZone={timeZone} />
              ))}
            </ul>
            <CutNote
              text={listCutNote(data.inquiries.length, data.totals.inquiryCount, data.listLimit)}
            />
          </>
        )}
      </SummaryCardBody>
    </Card>
  );
}

function InquiryRow({ inquiry, timeZone }: { inquiry: TCustomerInquiry; timeZone: string }) {
  return (
    <li>
      <Link to={`/inquiries/${inquiry.id}`} className="contact-item" data-testid="contact-inquiry">
        <span className="contact-item-when">
          <span className="contact-item-strong">{formatDate(inquiry.createdDate, timeZone)}</span>
          <span className="contact-muted">Received</span>
        </span>
        <span className="contact-item-main">
          <span className="contact-item-service">
            {inquiry.serviceName ? (
              <>
                <ServiceDot color={inquiry.serviceColor} />
                <span className="contact-ellipsis">{inquiry.serviceName}</span>
              </>
            ) : (
              <span className="contact-ellipsis">General inquiry</span>
            )}
          </span>
        </span>
        <span className="contact-item-end">
          {!inquiry.isRead && (
            <Tag color="blue" style={{ margin: 0 }}>
              Unread
            </Tag>
          )}
          {inquiry.orderId && (
            <Tag color="green" style={{ margin: 0 }}>
              Shoot created
            </Tag>
          )}
        </span>
        <RightOutlined className="contact-chevron" aria-hidden />
      </Link>
    </li>
  );
}
