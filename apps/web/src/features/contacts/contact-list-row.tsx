// One contact of /contacts: initials, name with company, email and phone, how many shoots and
// inquiries, when the contact was added, and Edit / Delete. The name is a link that covers the
// row (so the row opens the contact page), the two buttons sit above it and keep their own focus.
import { Button, Tooltip } from 'antd';
import { DeleteOutlined, EditOutlined } from '@ant-design/icons';
import { Link } from 'react-router';
import type { TCustomerListItem } from '@studio/shared/customers/contracts';
import { ContactAvatar } from './contact-avatar.tsx';
import { formatDate } from '../../ui/date-formats.ts';
import { plural } from './contact-format.ts';
import { DemoTag } from '../onboarding/demo-data-parts.tsx';

type ContactListRowProps = {
  contact: TCustomerListItem;
  timeZone: string;
  onEdit(): void;
  onDelete(): void;
};

export function ContactListRow({ contact, timeZone, onEdit, onDelete }: ContactListRowProps) {
  const history = [
    contact.shootCount > 0 ? plural(contact.shootCount, 'shoot') : '',
    contact.inquiryCount > 0 ? plural(contact.inquiryCount, 'inquiry', 'inquiries') : '',
  ].filter(Boolean);
  return (
    <li className="contact-row" data-testid="contact-row">
      <ContactAvatar fullName={contact.fullName} />
      <span className="contact-row-who">
        <Link to={`/contacts/${contact.id}`} className="contact-row-link">
          {contact.fullName}
        </Link>
        <DemoTag id={contact.id} />
        {contact.companyName && <span className="contact-row-company">{contact.companyName}</span>}
      </span>
      <span className="contact-row-reach">
        <span className="contact-row-email">{contact.email}</span>
        {contact.phone && <span className="contact-row-phone">{contact.phone}</span>}
      </span>
      <span className="contact-row-history">
        {history.length > 0 ? (
          history.join(' · ')
        ) : (
          <span className="contact-muted">No bookings yet</span>
        )}
      </span>
      <span className="contact-row-added">
        <span className="contact-row-label">Added</span> {formatDate(contact.createdDate, timeZone)}
      </span>
      <span className="contact-row-actions">
        <Tooltip title="Edit">
          <Button
            type="text"
            icon={<EditOutlined />}
            aria-label={`Edit ${contact.fullName}`}
            onClick={onEdit}
          />
        </Tooltip>
        <Tooltip title="Delete">
          <Button
            type="text"
            danger
            icon={<DeleteOutlined />}
            aria-label={`Delete ${contact.fullName}`}
            onClick={onDelete}
          />
        </Tooltip>
      </span>
    </li>
  );
}
