// /booking/{manageToken}: the client's own booking: details, payments, calendar, and (when the
// service allows it and the notice has not passed) cancel or move to another time; the service's
// questions first when it asks them after booking and they wait for an answer; its contracts to
// sign and their signed PDFs.
import { Suspense, useRef, useState } from 'react';
import { useParams } from '../router.tsx';
import type { TPublicBooking } from '@studio/shared/booking/contracts';
import type { TStoredAnswer } from '@studio/shared/questionnaires/contracts';
import { PublicApiError, paths, request } from '../api.ts';
import { BookingDetails } from '../confirmation/booking-details.tsx';
import { formatDateTime } from '../format.ts';
import { PageError } from '../ui/error-state.tsx';
import { FormAlert } from '../ui/form-field.tsx';
import { PageShell } from '../ui/page-shell.tsx';
import { PageSkeleton, SectionSkeleton } from '../ui/skeleton.tsx';
import { PendingQuestions } from '../lazy-parts.ts';
import { texts } from '../texts.ts';
import { useDocumentTitle } from '../use-document-title.ts';
import { useResource } from '../use-resource.ts';
import { BookingContracts } from './booking-contracts.tsx';
import { ChangeTime } from './change-time.tsx';
import { ConfirmDialog } from './confirm-dialog.tsx';
import { InvoiceList } from './invoice-list.tsx';
import { YourAnswers } from './your-answers.tsx';

export function ManagePage() {
  const { token = '' } = useParams();
  const booking = useResource(
    (signal) => request<TPublicBooking>('GET', paths.booking(token), undefined, signal),
    token,
  );
  const data = booking.data;
  useDocumentTitle(data ? `${texts.yourBooking} · ${data.business.name}` : null);

  if (booking.error) return <PageError error={booking.error} onRetry={booking.retry} />;
  if (!data) return <PageSkeleton />;
  return (
    <PageShell business={data.business}>
      <ManageContent booking={data} token={token} onChanged={booking.retry} />
    </PageShell>
  );
}

type ContentProps = { booking: TPublicBooking; token: string; onChanged: () => void };

function ManageContent({ booking, token, onChanged }: ContentProps) {
  const [isCancelOpen, setIsCancelOpen] = useState(false);
  const [isCanceling, setIsCanceling] = useState(false);
  const [isMoveOpen, setIsMoveOpen] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);
  const [lines, setLines] = useState<string[]>([]);
  // The answers sent from this page: shown at once, the booking is not reloaded for them.
  const [sentAnswers, setSentAnswers] = useState<TStoredAnswer[] | null>(null);
  const answers = sentAnswers ?? booking.answers;
  const noticeRef = useRef<HTMLParagraphElement>(null);
  const isActive = booking.status === 'ACTIVE';
  const canChange = isActive && booking.canChange;
  const when = booking.startTime
    ? formatDateTime(booking.startTime, booking.business.timeZone)
    : texts.noDate;

  function announce(text: string) {
    setNotice(text);
    onChanged();
    requestAnimationFrame(() => noticeRef.current?.focus());
  }

  async function cancel() {
    setIsCanceling(true);
    setLines([]);
    try {
      await request('POST', paths.cancel(token), {});
      setIsCancelOpen(false);
      announce(texts.canceled);
    } catch (error) {
      setIsCancelOpen(false);
      setLines((error instanceof PublicApiError ? error : new PublicApiError(500, null)).lines);
    } finally {
      setIsCanceling(false);
    }
  }

  return (
    <div className="stack-lg narrow">
      <div className="manage__head">
        <h1 className="display">{texts.yourBooking}</h1>
        <span className={`badge badge--${booking.status.toLowerCase()}`}>
          {texts.bookingStatus[booking.status] ?? booking.status}
        </span>
      </div>
      {notice && (
        <p className="alert alert--success" role="status" tabIndex={-1} ref={noticeRef}>
          {notice}
        </p>
      )}
      <FormAlert lines={lines} />
      {booking.pendingQuestions.length > 0 && (
        <Suspense fallback={<SectionSkeleton rows={3} />}>
          <PendingQuestions
            booking={booking}
            manageToken={token}
            onAnswered={(answered) => setSentAnswers(answered.answers)}
          />
        </Suspense>
      )}
      <section className="panel section">
        <BookingDetails booking={booking} isPaymentNoteShown={booking.invoices.length === 0} />
        <div className="actions">
          {isActive && booking.startTime && (
            <a className="button button--secondary" href={paths.calendar(token)} download>
              {texts.addToCalendar}
            </a>
          )}
          {canChange && booking.isMiniSession && !isMoveOpen && (
            <button
              type="button"
              className="button button--secondary"
              onClick={() => setIsMoveOpen(true)}
            >
              {texts.moveTitle}
            </button>
          )}
          {canChange && (
            <button
              type="button"
              className="button button--danger-outline"
              onClick={() => setIsCancelOpen(true)}
            >
              {texts.cancelBooking}
            </button>
          )}
        </div>
        {isActive && !booking.canChange && booking.changeClosedReason && (
          <p className="muted">{booking.changeClosedReason}</p>
        )}
        {canChange && booking.clientChangeNoticeHours > 0 && (
          <p className="muted small">{texts.changeNotice(booking.clientChangeNoticeHours)}</p>
        )}
      </section>
      {isMoveOpen && canChange && (
        <ChangeTime
          booking={booking}
          manageToken={token}
          onMoved={() => {
            setIsMoveOpen(false);
            announce(texts.moved);
          }}
          onClose={() => setIsMoveOpen(false)}
        />
      )}
      <BookingContracts manageToken={token} />
      <InvoiceList booking={booking} manageToken={token} />
      {answers.length > 0 && <YourAnswers answers={answers} />}
      {isCancelOpen && (
        <ConfirmDialog
          title={texts.cancelTitle}
          confirmLabel={texts.confirmCancel}
          cancelLabel={texts.keepBooking}
          isDanger
          isBusy={isCanceling}
          onConfirm={() => void cancel()}
          onClose={() => setIsCancelOpen(false)}
        >
          <p>{texts.cancelBody(when)}</p>
        </ConfirmDialog>
      )}
    </div>
  );
}
