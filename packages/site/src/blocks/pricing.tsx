// Pricing: a card per service with its packages and prices in the business's currency, each card
// linking to the service's booking page. Services and prices are read when the page is rendered,
// so a paused, private or deleted service simply drops out and a new price shows at once.
// The server runs this file through tsx, which does not apply a package's tsconfig to files of
// another workspace: the pragma keeps the automatic JSX runtime everywhere.
/** @jsxRuntime automatic @jsxImportSource react */
import type { Fields } from '@puckeditor/core';
import { z } from 'zod';
import { formatMoney } from '@studio/shared/money';
import { text } from '../fields.ts';
import { bookingPath, useSite, type TSiteService } from '../site-context.tsx';

export const ZPricingProps = z.object({
  heading: text('Heading', 120),
  intro: text('Introduction', 400),
  /** The services shown, in this order; none chosen shows every bookable service. */
  services: z
    .array(
      z.object({
        serviceSlug: z
          .string()
          .trim()
          .max(200, 'Service must be at most 200 characters')
          .regex(/^[a-z0-9-]*$/, 'Choose one of your services'),
      }),
    )
    .max(12, 'Pricing shows at most 12 services'),
  buttonLabel: text('Button label', 40),
});
export type TPricingProps = z.infer<typeof ZPricingProps>;

export const pricingDefaults: TPricingProps = {
  heading: 'Investment',
  intro: 'Every session includes planning, the session itself and an online gallery.',
  services: [],
  buttonLabel: 'Book now',
};

export const pricingFields: Fields<TPricingProps> = {
  heading: { type: 'text', label: 'Heading' },
  intro: { type: 'textarea', label: 'Introduction' },
  services: {
    type: 'array',
    label: 'Services (none: all of them)',
    max: 12,
    arrayFields: { serviceSlug: { type: 'text', label: 'Service' } },
    defaultItemProps: { serviceSlug: '' },
    getItemSummary: (item, index) => item.serviceSlug || `Service ${(index ?? 0) + 1}`,
  },
  buttonLabel: { type: 'text', label: 'Button label' },
};

function chosen(all: TSiteService[], picks: TPricingProps['services']): TSiteService[] {
  if (picks.length === 0) return all;
  return picks.flatMap((pick) => all.filter((service) => service.slug === pick.serviceSlug));
}

export function PricingBlock(props: TPricingProps) {
  const { business, services } = useSite();
  const shown = chosen(services, props.services);
  if (shown.length === 0) return null;
  return (
    <section className="site-block site-pricing">
      {props.heading && <h2 className="site-heading">{props.heading}</h2>}
      {props.intro && <p className="site-lead">{props.intro}</p>}
      <ul className="site-pricing__list">
        {shown.map((service) => (
          <li key={service.slug} className="site-pricing__card">
            <h3 className="site-pricing__name">{service.name}</h3>
            {service.fromPrice !== null && (
              <p className="site-pricing__price">
                <span className="site-muted">from </span>
                {formatMoney(service.fromPrice, business.currency)}
              </p>
            )}
            {(service.packages?.length ?? 0) > 1 && (
              <ul className="site-pricing__packages">
                {service.packages?.map((pkg, index) => (
                  <li key={index}>
                    <span>{pkg.name}</span>
                    <span>{formatMoney(pkg.price, business.currency)}</span>
                  </li>
                ))}
              </ul>
            )}
            <a
              className="site-button"
              href={bookingPath(business.slug, service.slug)}
              aria-label={`${props.buttonLabel || 'Book'}: ${service.name}`}
            >
              {props.buttonLabel || 'Book'}
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}
