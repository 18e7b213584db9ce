// /book/{businessSlug}/{serviceSlug}: the service, its packages and add-ons, its times, and the
// way to book one; the waitlist when no time is left; the service's inquiry form. Back from the
// payment page with Cancel, the payment is ended first, so the times shown include the one let go.
import { Suspense, useCallback, useMemo, useState } from 'react';
import { useParams, useSearchParams } from '../router.tsx';
import type { TPublicService } from '@studio/shared/booking/contracts';
import { paths, request } from '../api.ts';
import { InquiryForm } from '../inquiry/inquiry-form.tsx';
import { BookingConfirmation, WaitlistForm } from '../lazy-parts.ts';
import { PageError } from '../ui/error-state.tsx';
import { PageShell } from '../ui/page-shell.tsx';
import { PageSkeleton, SectionSkeleton } from '../ui/skeleton.tsx';
import { texts } from '../texts.ts';
import { useDocumentTitle } from '../use-document-title.ts';
import { useResource } from '../use-resource.ts';
import { BookingFlow } from './booking-flow.tsx';
import { addonLines } from './choice.ts';
import { AddonSteppers, PackagePicker } from './package-picker.tsx';
import { ServiceIntro } from './service-intro.tsx';
import { useCancelledPayment } from './use-cancelled-payment.ts';

export function ServicePage() {
  const { businessSlug = '', serviceSlug = '' } = useParams();
  const service = useResource(
    (signal) =>
      request<TPublicService>('GET', paths.service(businessSlug, serviceSlug), undefined, signal),
    `${businessSlug}/${serviceSlug}`,
  );
  const cancelled = useCancelledPayment();
  const data = service.data;
  useDocumentTitle(data ? `${data.name} · ${data.business.name}` : null);

  if (service.error) return <PageError error={service.error} onRetry={service.retry} />;
  if (!data || cancelled.state === 'CANCELLING') return <PageSkeleton />;
  if (cancelled.state === 'PAID') {
    return (
      <PageShell business={data.business}>
        <p className="alert alert--info page-notice" role="status">
          {texts.paymentCompletedMeanwhile}
        </p>
        <Suspense fallback={<SectionSkeleton rows={5} />}>
          <BookingConfirmation manageToken={cancelled.manageToken} />
        </Suspense>
      </PageShell>
    );
  }
  return (
    <PageShell business={data.business}>
      {cancelled.state === 'CANCELLED' && (
        <p className="alert alert--info page-notice" role="status">
          {cancelled.notice}
        </p>
      )}
      <ServiceContent key={data.id} service={data} />
    </PageShell>
  );
}

function ServiceContent({ service }: { service: TPublicService }) {
  const { business } = service;
  // ?date=YYYY-MM-DD&time=HH:mm: the day and the time a free time on the business's website links to.
  const searchParams = useSearchParams();
  const initialDate = searchParams.get('date');
  const initialTime = searchParams.get('time');
  const [packageId, setPackageId] = useState<string | null>(service.packages[0]?.id ?? null);
  const [quantities, setQuantities] = useState<Record<string, number>>({});
  const [isEmpty, setIsEmpty] = useState(false);
  const [confirmed, setConfirmed] = useState<{ manageToken: string; email: string } | null>(null);
  const addons = useMemo(() => addonLines(quantities), [quantities]);
  const onNothingToBook = useCallback((empty: boolean) => setIsEmpty(empty), []);
  const hasChoiceStep = service.packages.length > 1 || service.addons.length > 0;

  if (confirmed) {
    return (
      <Suspense fallback={<SectionSkeleton rows={5} />}>
        <BookingConfirmation manageToken={confirmed.manageToken} email={confirmed.email} />
      </Suspense>
    );
  }

  return (
    <div className="service stack-lg">
      <ServiceIntro service={service} />
      <div className="flow">
        {hasChoiceStep && !isEmpty && (
          <section className="step" aria-labelledby="step-package">
            <h2 id="step-package" className="step__title">
              <span className="step__number" aria-hidden="true">
                1
              </span>
              {service.packages.length > 1 ? texts.stepPackage : texts.stepExtras}
            </h2>
            {service.packages.length > 1 && (
              <PackagePicker
                packages={service.packages}
                currency={business.currency}
                value={packageId}
                onChange={setPackageId}
              />
            )}
            {service.addons.length > 0 && (
              <AddonSteppers
                addons={service.addons}
                currency={business.currency}
                quantities={quantities}
                onChange={(id, quantity) =>
                  setQuantities((previous) => ({ ...previous, [id]: quantity }))
                }
              />
            )}
          </section>
        )}
        {isEmpty ? (
          <section className="step" aria-labelledby="waitlist-title">
            <h2 id="waitlist-title" className="step__title">
              {texts.noTimesTitle}
            </h2>
            <p className="muted">{texts.waitlistLead}</p>
            <Suspense fallback={<SectionSkeleton rows={4} />}>
              <WaitlistForm businessSlug={business.slug} serviceSlug={service.slug} />
            </Suspense>
          </section>
        ) : (
          <BookingFlow
            service={service}
            initialDate={initialDate}
            initialTime={initialTime}
            packageId={packageId}
            addons={addons}
            step={hasChoiceStep ? 2 : 1}
            onNothingToBook={onNothingToBook}
            onConfirmed={(manageToken, email) => {
              setConfirmed({ manageToken, email });
              window.scrollTo({ top: 0 });
            }}
          />
        )}
        {service.inquiryFields.length > 0 && (
          <section className="step step--quiet" aria-labelledby="inquiry-title">
            <h2 id="inquiry-title" className="step__title">
              {texts.inquiryTitle}
            </h2>
            <p className="muted">{texts.inquiryLead}</p>
            <InquiryForm
              businessSlug={business.slug}
              serviceSlug={service.slug}
              fields={service.inquiryFields}
              newsletterOf={business.hasNewsletter ? business.name : null}
            />
          </section>
        )}
      </div>
    </div>
  );
}
