// The head of a contact page: back to the list, initials, name, company and lead source, since
// when they are a contact, and the actions (merge duplicates, edit, delete).
import { Button, Flex, Tag, Typography } from 'antd';
import { ArrowLeftOutlined, DeleteOutlined, EditOutlined, MergeOutlined } from '@ant-design/icons';
import { Link } from 'react-router';
import type { TCustomer } from '@studio/shared/customers/contracts';
import { ContactAvatar } from './contact-avatar.tsx';
import { formatDate } from '../../ui/date-formats.ts';

type ContactHeaderProps = {
  contact: TCustomer;
  timeZone: string;
  onEdit(): void;
  onMerge(): void;
  onDelete(): void;
};

export function ContactHeader({
  contact,
  timeZone,
  onEdit,
  onMerge,
  onDelete,
}: ContactHeaderProps) {
  return (
    <header className="contact-header">
      <Link to="/contacts" className="contact-back">
        <ArrowLeftOutlined aria-hidden /> Contacts
      </Link>
      <div className="contact-header-row">
        <div className="contact-header-who">
          <ContactAvatar fullName={contact.fullName} size={56} />
          <div style={{ minWidth: 0 }}>
            <Typography.Title level={1} className="contact-title">
              {contact.fullName}
            </Typography.Title>
            <Flex gap={8} align="center" wrap className="contact-subtitle">
              {contact.companyName && <span>{contact.companyName}</span>}
              {contact.companyName && <span aria-hidden>·</span>}
              <span>Contact since {formatDate(contact.createdDate, timeZone)}</span>
              {contact.leadSource && (
                <Tag style={{ margin: 0 }} bordered={false} color="green">
                  {contact.leadSource}
                </Tag>
              )}
            </Flex>
          </div>
        </div>
        <div className="contact-header-actions">
          <Button icon={<MergeOutlined />} onClick={onMerge}>
            Merge duplicates
          </Button>
          {/* On a phone the details card right below has its own Edit. */}
          <Button icon={<EditOutlined />} onClick={onEdit} className="contact-header-edit">
            Edit
          </Button>
          <Button danger icon={<DeleteOutlined />} onClick={onDelete} aria-label="Delete contact">
            Delete
          </Button>
        </div>
      </div>
    </header>
  );
}
