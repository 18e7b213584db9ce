// Services: the business's bookable services with their prices, each linking to its booking page.
// The server runs this file through tsx, which does not apply a package's tsconfig to files of
// another workspace: the pragma keeps the automatic JSX runtime everywhere.
/** @jsxRuntime automatic @jsxImportSource react */
// The list is read when the page is rendered (never stored in the block), so a new, renamed or
// paused service shows up on the site without publishing again.
import type { Fields } from '@puckeditor/core';
import { z } from 'zod';
import { formatMoney } from '@studio/shared/money';
import { text } from '../fields.ts';
import { bookingPath, useSite } from '../site-context.tsx';

export const ZServicesProps = z.object({
  heading: text('Heading', 120),
  buttonLabel: text('Button label', 40),
});
export type TServicesProps = z.infer<typeof ZServicesProps>;

export const servicesDefaults: TServicesProps = { heading: 'Sessions', buttonLabel: 'Book' };

export const servicesFields: Fields<TServicesProps> = {
  heading: { type: 'text', label: 'Heading' },
  buttonLabel: { type: 'text', label: 'Button label' },
};

export function ServicesBlock(props: TServicesProps) {
  const { business, services } = useSite();
  return (
    <section className="site-block site-services" id="services">
      {props.heading && <h2 className="site-heading">{props.heading}</h2>}
      {services.length === 0 ? (
        // No service open for booking yet: the booking page is still the visitor's next step.
        <a className="site-button" href={`/book/${encodeURIComponent(business.slug)}`}>
          {props.buttonLabel || 'Book'}
        </a>
      ) : (
        <ul className="site-services__list">
          {services.map((service) => (
            <li key={service.slug} className="site-services__item">
              <a href={bookingPath(business.slug, service.slug)} className="site-services__link">
                {service.imageUrl && (
                  <img
                    className="site-services__image"
                    src={service.imageUrl}
                    alt=""
                    loading="lazy"
                  />
                )}
                <span className="site-services__name">{service.name}</span>
                {service.fromPrice !== null && (
                  <span className="site-services__price">
                    from {formatMoney(service.fromPrice, business.currency)}
                  </span>
                )}
                <span className="site-button site-button--small">
                  {props.buttonLabel || 'Book'}
                </span>
              </a>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
