// The head of the inquiry page: the service it is about, the client, when it came, and what to do
// with it: create a shoot (the shoot form, prefilled) or view the one made, and delete.
import { useState } from 'react';
import { Button, Tag } from 'antd';
import { DeleteOutlined, MailOutlined, PlusOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { messages } from '@studio/shared/messages';
import type { TInquiry } from '@studio/shared/inquiries/contracts';
import { ButtonLink } from '../../ui/button-link.tsx';
import { DetailHead } from '../../ui/detail-page.tsx';
import { useConfirmDelete } from '../../ui/use-confirm-delete.ts';
import { inquiryKeys } from '../home/use-inquiries.ts';
import { formatDateTime } from '../../ui/date-formats.ts';
import { ShootFormModal } from '../shoots/shoot-form-modal.tsx';
import { InquiryEmailModal } from './inquiry-email-modal.tsx';
import { useDeleteInquiry, useRefreshInquiry } from './use-inquiry.ts';
import { toast } from '../../ui/light/toast.tsx';

type Props = { inquiry: TInquiry; timeZone: string };

export function InquiryHeader({ inquiry, timeZone }: Props) {
  const [isShootFormOpen, setShootFormOpen] = useState(false);
  const [isEmailOpen, setEmailOpen] = useState(false);
  const refresh = useRefreshInquiry(inquiry.id);
  // A deleted service cannot be booked any more: the owner chooses another one.
  const serviceToPrefill = inquiry.isServiceDeleted ? null : inquiry.serviceId;

  return (
    <DetailHead
      back={{ to: '/inquiries', label: 'Inquiries' }}
      service={
        inquiry.serviceName
          ? {
              name: inquiry.serviceName,
              color: inquiry.serviceColor,
              isDeleted: inquiry.isServiceDeleted,
            }
          : null
      }
      noServiceText="General inquiry"
      title={inquiry.fullName}
      tags={
        inquiry.orderId && (
          <Tag color="green" style={{ margin: 0 }}>
            Shoot created
          </Tag>
        )
      }
      subtitle={`Received ${formatDateTime(inquiry.createdAt, timeZone)}`}
      actions={
        <>
          <DeleteInquiryButton inquiry={inquiry} />
          <Button icon={<MailOutlined aria-hidden />} onClick={() => setEmailOpen(true)}>
            Email client
          </Button>
          {inquiry.orderId ? (
            <ButtonLink type="primary" to={`/shoots/${inquiry.orderId}`}>
              View shoot
            </ButtonLink>
          ) : (
            <Button
              type="primary"
              icon={<PlusOutlined aria-hidden />}
              onClick={() => setShootFormOpen(true)}
            >
              Create shoot
            </Button>
          )}
        </>
      }
    >
      {isEmailOpen && <InquiryEmailModal inquiry={inquiry} onClose={() => setEmailOpen(false)} />}
      {isShootFormOpen && (
        <ShootFormModal
          isOpen
          inquiryId={inquiry.id}
          prefill={{ fullName: inquiry.fullName, email: inquiry.email, phone: inquiry.phone }}
          {...(serviceToPrefill ? { initialServiceId: serviceToPrefill } : {})}
          onCreated={() => void refresh()}
          // Closed without a shoot: another tab may have made one meanwhile (the form said so).
          onClose={() => {
            setShootFormOpen(false);
            void refresh();
          }}
        />
      )}
    </DetailHead>
  );
}

function DeleteInquiryButton({ inquiry }: { inquiry: TInquiry }) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const confirmDelete = useConfirmDelete();
  const remove = useDeleteInquiry();

  const ask = async () => {
    const isDeleted = await confirmDelete({
      title: `Delete the inquiry from ${inquiry.fullName}?`,
      content: inquiry.orderId
        ? 'The inquiry, its answers and notes leave your lists. The client is not told. The shoot made from it stays. This cannot be undone.'
        : 'The inquiry, its answers and notes leave your lists. The client is not told. This cannot be undone.',
      onDelete: () => remove.mutateAsync(inquiry.id),
    });
    if (!isDeleted) return;
    // The light toast: the home the owner lands on has no antd, whose messages leave with the page.
    toast.success(messages.deleted);
    await navigate('/inquiries', { replace: true });
    // Dropped once the page has gone, so it does not ask for the deleted inquiry again.
    for (const key of [
      inquiryKeys.detail(inquiry.id),
      inquiryKeys.activities(inquiry.id),
      inquiryKeys.notes(inquiry.id),
    ]) {
      queryClient.removeQueries({ queryKey: key });
    }
  };

  return (
    <Button danger icon={<DeleteOutlined aria-hidden />} onClick={() => void ask()}>
      Delete
    </Button>
  );
}
