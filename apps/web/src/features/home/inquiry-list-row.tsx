// One inquiry of the home list: when it came, the client, the service it is about (colour dot and
// name, or 'General inquiry'). Unread ones are bold with a dot. The row is a link to the inquiry
// page (which marks it read), so it also opens in a new tab. The link is named by what it shows
// (a name of its own would hide the visible text from speech control), with 'Unread inquiry:'
// for the screen reader in front of an unread one.
import { RightOutlined } from '@ant-design/icons';
import { Link } from 'react-router';
import type { TInquiryListItem } from '@studio/shared/inquiries/contracts';
import { ServiceDot } from '../../ui/service-dot.tsx';
import { formatDate } from '../../ui/date-formats.ts';
import { DemoTag } from '../onboarding/demo-data-parts.tsx';

export function InquiryListRow({
  inquiry,
  timeZone,
}: {
  inquiry: TInquiryListItem;
  timeZone: string;
}) {
  const isUnread = !inquiry.isRead;
  return (
    <Link
      to={`/inquiries/${inquiry.id}`}
      className={`studio-inquiry-row${isUnread ? ' is-unread' : ''}`}
      data-testid="inquiry-row"
    >
      <span className="studio-inquiry-unread" aria-hidden>
        {isUnread && <span className="studio-inquiry-unread-dot" />}
      </span>
      {isUnread && <span className="studio-visually-hidden">Unread inquiry: </span>}
      <span className="studio-inquiry-date">{formatDate(inquiry.createdAt, timeZone)}</span>
      <span className="studio-shoot-client">
        <span className="studio-inquiry-name">
          {inquiry.fullName} <DemoTag id={inquiry.id} />
        </span>
        <span className="studio-shoot-email">{inquiry.email}</span>
      </span>
      <span className="studio-shoot-service">
        {inquiry.serviceName ? (
          <>
            <ServiceDot color={inquiry.serviceColor} />
            <span className="studio-shoot-service-name">{inquiry.serviceName}</span>
          </>
        ) : (
          <span className="studio-inquiry-general">General inquiry</span>
        )}
      </span>
      <RightOutlined aria-hidden className="studio-shoot-chevron" />
    </Link>
  );
}
