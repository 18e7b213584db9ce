// A contact's details: email and phone as links, company, location, lead source.
import type { ReactNode } from 'react';
import { Button, Card } from 'antd';
import { EditOutlined, EnvironmentOutlined, MailOutlined, PhoneOutlined } from '@ant-design/icons';
import type { TCustomer } from '@studio/shared/customers/contracts';

export function ContactDetailsCard({ contact, onEdit }: { contact: TCustomer; onEdit(): void }) {
  const rows: { label: string; value: ReactNode }[] = [
    {
      label: 'Email',
      value: (
        <a href={`mailto:${contact.email}`} className="contact-detail-link">
          <MailOutlined aria-hidden /> {contact.email}
        </a>
      ),
    },
    {
      label: 'Phone',
      value: contact.phone ? (
        <a href={`tel:${contact.phone.replace(/[^\d+]/g, '')}`} className="contact-detail-link">
          <PhoneOutlined aria-hidden /> {contact.phone}
        </a>
      ) : null,
    },
    { label: 'Company', value: contact.companyName || null },
    {
      label: 'Location',
      value: contact.location ? (
        <span className="contact-detail-link">
          <EnvironmentOutlined aria-hidden /> {contact.location}
        </span>
      ) : null,
    },
    { label: 'Lead source', value: contact.leadSource || null },
  ];
  return (
    <Card
      title="Details"
      extra={
        <Button type="text" size="small" icon={<EditOutlined />} onClick={onEdit}>
          Edit
        </Button>
      }
    >
      <dl className="contact-details">
        {rows.map((row) => (
          <div key={row.label}>
            <dt>{row.label}</dt>
            <dd>{row.value ?? <span className="contact-muted">Not given</span>}</dd>
          </div>
        ))}
      </dl>
    </Card>
  );
}
