// /inquiries/{id}: one client inquiry with everything the photographer does with it. The client and
// their answers on the left; notes and activity on the right (one column on a phone, client first).
// Opening the page marks the inquiry read: the one place that does (the home rows link here).
import { useEffect, useRef } from 'react';
import { useParams } from 'react-router';
import { messages } from '@studio/shared/messages';
import type { TInquiry } from '@studio/shared/inquiries/contracts';
import { DataError, errorLines } from '../../api/http-client.ts';
import { useSession } from '../../app/session-context.ts';
import { ButtonLink } from '../../ui/button-link.tsx';
import { DetailSkeleton } from '../../ui/detail-page.tsx';
import { PageBody } from '../../ui/page-header.tsx';
import { ErrorScreen } from '../errors/error-screen.tsx';
import { InquiryActivityCard } from './inquiry-activity-card.tsx';
import { InquiryAnswersCard, InquiryClientCard } from './inquiry-client-cards.tsx';
import { InquiryHeader } from './inquiry-header.tsx';
import { InquiryNotesCard } from './inquiry-notes-card.tsx';
import { FlowTaskCard } from '../workflows/flow-task-card.tsx';
import { useInquiry, useMarkInquiryRead } from './use-inquiry.ts';
import './inquiry-page.css';

const PAGE_WIDTH = 1120;

export function InquiryPage() {
  const { id = '' } = useParams();
  const { business } = useSession();
  const timeZone = business?.timeZone ?? 'UTC';
  const query = useInquiry(id);
  useMarkReadOnOpen(query.data);

  if (query.isPending)
    return (
      <DetailSkeleton
        label="Loading the inquiry"
        width={PAGE_WIDTH}
        headerRows={2}
        main={[3, 5]}
        side={[4]}
      />
    );
  if (query.isError) {
    const isMissing = query.error instanceof DataError && query.error.status === 404;
    if (isMissing) {
      return <ErrorScreen fullPage={false} heading={404} message={messages.notFound} />;
    }
    return (
      <ErrorScreen
        fullPage={false}
        message={errorLines(query.error).join(' ')}
        action={
          <ButtonLink type="primary" size="large" to="/inquiries">
            Back to inquiries
          </ButtonLink>
        }
      />
    );
  }

  const inquiry = query.data;
  return (
    <PageBody width={PAGE_WIDTH}>
      <InquiryHeader inquiry={inquiry} timeZone={timeZone} />
      <div className="detail-grid">
        <div className="detail-column">
          <InquiryClientCard inquiry={inquiry} />
          <InquiryAnswersCard inquiry={inquiry} />
        </div>
        <div className="detail-column">
          <FlowTaskCard subject={{ kind: 'inquiry', inquiryId: inquiry.id }} timeZone={timeZone} />
          <InquiryNotesCard inquiryId={inquiry.id} timeZone={timeZone} />
          <InquiryActivityCard inquiryId={inquiry.id} timeZone={timeZone} />
        </div>
      </div>
    </PageBody>
  );
}

/** Marks an unread inquiry read once, when it is first shown (a failure leaves it unread). */
function useMarkReadOnOpen(inquiry: TInquiry | undefined) {
  const { mutate: markRead } = useMarkInquiryRead();
  const markedId = useRef<string | null>(null);
  useEffect(() => {
    if (!inquiry || inquiry.isRead || markedId.current === inquiry.id) return;
    markedId.current = inquiry.id;
    markRead(inquiry.id);
  }, [inquiry, markRead]);
}
