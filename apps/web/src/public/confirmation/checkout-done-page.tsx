// /book/{b}/{s}/done?checkout={id}: back from the payment page. The booking confirms when the
// provider's webhook arrives, so this page asks every 1.5 s for up to a minute.
import { useEffect, useState } from 'react';
import { Link, useParams, useSearchParams } from '../router.tsx';
import type { TPublicService } from '@studio/shared/booking/contracts';
import { paths, request } from '../api.ts';
import { NotFoundPage, PageError } from '../ui/error-state.tsx';
import { PageShell } from '../ui/page-shell.tsx';
import { PageSkeleton, SectionSkeleton } from '../ui/skeleton.tsx';
import { texts } from '../texts.ts';
import { useResource } from '../use-resource.ts';
import { BookingConfirmation } from './booking-confirmation.tsx';

export const POLL_INTERVAL_MS = 1500;
export const POLL_ATTEMPTS = 40;

type CheckoutState = { status: 'OPEN' | 'COMPLETED' | 'EXPIRED'; manageToken: string | null };
type Poll = { state: 'WAITING' | 'EXPIRED' | 'STILL_OPEN' } | { state: 'COMPLETED'; token: string };

function usePaymentPoll(checkoutId: string, round: number): Poll {
  const [poll, setPoll] = useState<Poll>({ state: 'WAITING' });
  useEffect(() => {
    if (!checkoutId) return;
    let attempts = 0;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let isStopped = false;
    setPoll({ state: 'WAITING' });
    async function ask() {
      attempts += 1;
      try {
        const answer = await request<CheckoutState>('GET', paths.checkoutState(checkoutId));
        if (isStopped) return;
        if (answer.status === 'COMPLETED' && answer.manageToken) {
          return setPoll({ state: 'COMPLETED', token: answer.manageToken });
        }
        if (answer.status === 'EXPIRED') return setPoll({ state: 'EXPIRED' });
      } catch {
        // A failed poll is asked again like an open one.
      }
      if (isStopped) return;
      if (attempts >= POLL_ATTEMPTS) return setPoll({ state: 'STILL_OPEN' });
      timer = setTimeout(() => void ask(), POLL_INTERVAL_MS);
    }
    void ask();
    return () => {
      isStopped = true;
      clearTimeout(timer);
    };
  }, [checkoutId, round]);
  return poll;
}

export function CheckoutDonePage() {
  const { businessSlug = '', serviceSlug = '' } = useParams();
  const search = useSearchParams();
  const checkoutId = search.get('checkout') ?? '';
  const [round, setRound] = useState(0);
  const service = useResource(
    (signal) =>
      request<TPublicService>('GET', paths.service(businessSlug, serviceSlug), undefined, signal),
    `${businessSlug}/${serviceSlug}`,
  );
  const poll = usePaymentPoll(checkoutId, round);

  if (!checkoutId) return <NotFoundPage />;
  if (service.error) return <PageError error={service.error} onRetry={service.retry} />;
  if (!service.data) return <PageSkeleton />;
  const backLink = `/book/${businessSlug}/${serviceSlug}`;
  return (
    <PageShell business={service.data.business}>
      {poll.state === 'COMPLETED' ? (
        <BookingConfirmation manageToken={poll.token} />
      ) : (
        <section className="panel confirmation" aria-live="polite">
          {poll.state === 'WAITING' && (
            <>
              <p className="lead" role="status">
                {texts.waitingForPayment}
              </p>
              <SectionSkeleton rows={3} />
            </>
          )}
          {poll.state === 'EXPIRED' && (
            <>
              <p className="alert alert--warning" role="alert">
                {texts.paymentExpired}
              </p>
              <Link className="button button--primary" to={backLink}>
                {texts.backToService}
              </Link>
            </>
          )}
          {poll.state === 'STILL_OPEN' && (
            <>
              <p className="alert alert--info">{texts.paymentStillOpen}</p>
              <div className="actions">
                <button
                  type="button"
                  className="button button--primary"
                  onClick={() => setRound((n) => n + 1)}
                >
                  {texts.checkAgain}
                </button>
                <Link className="button button--secondary" to={backLink}>
                  {texts.backToService}
                </Link>
              </div>
            </>
          )}
        </section>
      )}
    </PageShell>
  );
}
