// /book/{businessSlug}: the business's bookable services and its inquiry form.
import { Link, useParams } from '../router.tsx';
import type { TPublicBusinessPage } from '@studio/shared/booking/contracts';
import { formatMoney } from '@studio/shared/money';
import { paths, request } from '../api.ts';
import { InquiryForm } from '../inquiry/inquiry-form.tsx';
import { PageError } from '../ui/error-state.tsx';
import { PageShell } from '../ui/page-shell.tsx';
import { PageSkeleton } from '../ui/skeleton.tsx';
import { texts } from '../texts.ts';
import { useDocumentTitle } from '../use-document-title.ts';
import { useResource } from '../use-resource.ts';

export function BusinessPage() {
  const { businessSlug = '' } = useParams();
  const page = useResource(
    (signal) =>
      request<TPublicBusinessPage>('GET', paths.business(businessSlug), undefined, signal),
    businessSlug,
  );
  const data = page.data;
  useDocumentTitle(data ? `${texts.bookSession} · ${data.business.name}` : null);

  if (page.error) return <PageError error={page.error} onRetry={page.retry} />;
  if (!data) return <PageSkeleton />;
  const { business, services } = data;
  return (
    <PageShell business={business}>
      <section className="hero" aria-labelledby="business-title">
        <h1 id="business-title" className="display">
          {business.name}
        </h1>
        <p className="lead">{services.length > 0 ? texts.chooseService : texts.noServices}</p>
      </section>
      {services.length > 0 && (
        <ul className="card-grid" aria-label={texts.chooseService}>
          {services.map((service) => (
            <li key={service.slug}>
              <Link className="service-card" to={`/book/${business.slug}/${service.slug}`}>
                <span className="service-card__media" style={{ backgroundColor: service.color }}>
                  {service.imageUrl && <img src={service.imageUrl} alt="" loading="lazy" />}
                </span>
                <span className="service-card__body">
                  <span className="service-card__name">
                    <span
                      className="dot"
                      style={{ backgroundColor: service.color }}
                      aria-hidden="true"
                    />
                    {service.name}
                  </span>
                  {service.fromPrice !== null && (
                    <span className="service-card__price">
                      {texts.fromPrice(formatMoney(service.fromPrice, business.currency))}
                    </span>
                  )}
                  <span className="service-card__cta" aria-hidden="true">
                    {texts.viewService} →
                  </span>
                </span>
              </Link>
            </li>
          ))}
        </ul>
      )}
      {data.inquiryFields.length > 0 && (
        <section className="panel section" aria-labelledby="inquiry-title">
          <h2 id="inquiry-title">{texts.inquiryTitle}</h2>
          <p className="muted">{texts.inquiryLead}</p>
          <InquiryForm
            businessSlug={business.slug}
            serviceSlug={null}
            fields={data.inquiryFields}
            serviceNames={services.map((service) => service.name)}
            newsletterOf={business.hasNewsletter ? business.name : null}
          />
        </section>
      )}
    </PageShell>
  );
}
