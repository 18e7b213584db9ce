// Contact: how to reach the photographer — email, phone, and an address with a link to a map.
// The server runs this file through tsx, which does not apply a package's tsconfig to files of
// another workspace: the pragma keeps the automatic JSX runtime everywhere.
/** @jsxRuntime automatic @jsxImportSource react */
import type { Fields } from '@puckeditor/core';
import { z } from 'zod';
import { text } from '../fields.ts';

export const ZContactProps = z.object({
  heading: text('Heading', 120),
  email: z.union([z.literal(''), z.email('Email must be a valid email address').max(254)]),
  phone: text('Phone', 40).regex(
    /^[0-9+()\-.\s]*$/,
    'Phone may hold only digits, spaces and + ( ) - .',
  ),
  address: text('Address', 300),
});
export type TContactProps = z.infer<typeof ZContactProps>;

export const contactDefaults: TContactProps = {
  heading: 'Get in touch',
  email: '',
  phone: '',
  address: '',
};

export const contactFields: Fields<TContactProps> = {
  heading: { type: 'text', label: 'Heading' },
  email: { type: 'text', label: 'Email' },
  phone: { type: 'text', label: 'Phone' },
  address: { type: 'textarea', label: 'Address' },
};

export function mapLink(address: string): string {
  return `https://www.openstreetmap.org/search?query=${encodeURIComponent(address)}`;
}

export function ContactBlock(props: TContactProps) {
  return (
    <section className="site-block site-contact" id="contact">
      {props.heading && <h2 className="site-heading">{props.heading}</h2>}
      <dl className="site-contact__list">
        {props.email && (
          <div>
            <dt>Email</dt>
            <dd>
              <a href={`mailto:${props.email}`}>{props.email}</a>
            </dd>
          </div>
        )}
        {props.phone && (
          <div>
            <dt>Phone</dt>
            <dd>
              <a href={`tel:${props.phone.replace(/[^0-9+]/g, '')}`}>{props.phone}</a>
            </dd>
          </div>
        )}
        {props.address && (
          <div>
            <dt>Studio</dt>
            <dd>
              <address>{props.address}</address>
              <a href={mapLink(props.address)} target="_blank" rel="noopener noreferrer">
                Open in a map
              </a>
            </dd>
          </div>
        )}
      </dl>
    </section>
  );
}
