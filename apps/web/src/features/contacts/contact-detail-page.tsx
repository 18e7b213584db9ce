// /contacts/{id}: one client. The header with the actions (merge duplicates, edit, delete), the
// figures, then shoots, inquiries and invoices beside the details, notes and activity (one column
// on a phone, details first).
import { useState } from 'react';
import { Card, Skeleton } from 'antd';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { messages } from '@studio/shared/messages';
import { DataError, errorLines } from '../../api/http-client.ts';
import { useSession } from '../../app/session-context.ts';
import { ButtonLink } from '../../ui/button-link.tsx';
import { PageBody } from '../../ui/page-header.tsx';
import { ErrorScreen } from '../errors/error-screen.tsx';
import { ContactActivityCard } from './contact-activity-card.tsx';
import { ContactDetailsCard } from './contact-details-card.tsx';
import { ContactFormModal } from './contact-form-modal.tsx';
import { ContactHeader } from './contact-header.tsx';
import { ContactContractsCard } from './contact-contracts-card.tsx';
import { ContactInquiriesCard } from './contact-inquiries-card.tsx';
import { ContactInvoicesCard } from './contact-invoices-card.tsx';
import { ContactNotesCard } from './contact-notes-card.tsx';
import { ContactShootsCard } from './contact-shoots-card.tsx';
import { ContactStats } from './contact-stats.tsx';
import { MergeContactsModal } from './merge-contacts-modal.tsx';
import { useConfirmDeleteContact } from './use-confirm-delete-contact.ts';
import { useContact, useContactSummary } from './use-contacts.ts';
import './contacts.css';

/** What is open over the page: the edit form, or the merge dialog with its first search. */
type Dialog = { kind: 'edit' } | { kind: 'merge'; search: string | undefined } | undefined;

export function ContactDetailPage() {
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const { business } = useSession();
  const timeZone = business?.timeZone ?? 'UTC';
  const currency = business?.currency ?? 'USD';
  const contact = useContact(id);
  const summary = useContactSummary(id);
  const confirmDelete = useConfirmDeleteContact();
  // /contacts/{id}?merge=<email>: the list's edit form asked to merge the contact with that email.
  const [searchParams, setSearchParams] = useSearchParams();
  const mergeParam = searchParams.get('merge');
  const [dialog, setDialog] = useState<Dialog>(
    mergeParam !== null ? { kind: 'merge', search: mergeParam } : undefined,
  );
  const closeDialog = () => {
    setDialog(undefined);
    if (mergeParam !== null) setSearchParams({}, { replace: true });
  };

  if (contact.isPending) return <ContactSkeleton />;
  if (contact.isError) {
    const isMissing = contact.error instanceof DataError && contact.error.status === 404;
    if (isMissing) {
      return <ErrorScreen fullPage={false} heading={404} message={messages.notFound} />;
    }
    return (
      <ErrorScreen
        fullPage={false}
        message={errorLines(contact.error).join(' ')}
        action={
          <ButtonLink type="primary" size="large" to="/contacts">
            Back to contacts
          </ButtonLink>
        }
      />
    );
  }

  const customer = contact.data;
  const remove = async () => {
    const totals = summary.data?.totals;
    const isDeleted = await confirmDelete({
      id: customer.id,
      fullName: customer.fullName,
      shootCount: totals?.shootCount ?? 0,
      inquiryCount: totals?.inquiryCount ?? 0,
    });
    if (isDeleted) void navigate('/contacts', { replace: true });
  };

  return (
    <PageBody width={1200}>
      <ContactHeader
        contact={customer}
        timeZone={timeZone}
        onEdit={() => setDialog({ kind: 'edit' })}
        onMerge={() => setDialog({ kind: 'merge', search: undefined })}
        onDelete={() => void remove()}
      />
      <ContactStats summary={summary} currency={currency} />
      <div className="contact-grid">
        <div className="contact-grid-details">
          <ContactDetailsCard contact={customer} onEdit={() => setDialog({ kind: 'edit' })} />
        </div>
        <div className="contact-grid-main">
          <ContactShootsCard
            contact={customer}
            summary={summary}
            timeZone={timeZone}
            currency={currency}
          />
          <ContactInquiriesCard summary={summary} timeZone={timeZone} />
          <ContactInvoicesCard summary={summary} timeZone={timeZone} currency={currency} />
          <ContactContractsCard customerId={id} timeZone={timeZone} />
        </div>
        <div className="contact-grid-side">
          <ContactNotesCard contact={customer} summary={summary} timeZone={timeZone} />
          <ContactActivityCard summary={summary} timeZone={timeZone} />
        </div>
      </div>
      {dialog?.kind === 'edit' && (
        <ContactFormModal
          contact={customer}
          onClose={closeDialog}
          onMergeRequest={(email) => setDialog({ kind: 'merge', search: email })}
        />
      )}
      {dialog?.kind === 'merge' && (
        <MergeContactsModal
          contact={customer}
          initialSearch={dialog.search}
          onClose={closeDialog}
        />
      )}
    </PageBody>
  );
}

function ContactSkeleton() {
  return (
    <PageBody width={1200}>
      <div aria-busy="true" aria-label="Loading the contact">
        <Skeleton active avatar title={{ width: 320 }} paragraph={{ rows: 1 }} />
        <div className="contact-grid" style={{ marginTop: 24 }}>
          <div className="contact-grid-details">
            <Card>
              <Skeleton active paragraph={{ rows: 4 }} />
            </Card>
          </div>
          <div className="contact-grid-main">
            <Card>
              <Skeleton active paragraph={{ rows: 5 }} />
            </Card>
          </div>
        </div>
      </div>
    </PageBody>
  );
}
