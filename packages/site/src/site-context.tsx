// What blocks read besides their own props: the business and its bookable services, looked up when
// The server runs this file through tsx, which does not apply a package's tsconfig to files of
// another workspace: the pragma keeps the automatic JSX runtime everywhere.
/** @jsxRuntime automatic @jsxImportSource react */
// the page is rendered (never stored in the page), and the rich-text cleaner of the side rendering.
import { createContext, useContext } from 'react';
import type { TQuestionnaireField } from '@studio/shared/questionnaires/contracts';

export type TSitePackage = { name: string; price: number };

export type TSiteService = {
  name: string;
  slug: string;
  /** Lowest price in minor units; null when the service has no price. */
  fromPrice: number | null;
  imageUrl: string | null;
  /** Its packages with today's prices (minor units), cheapest first; empty when it has none. */
  packages?: TSitePackage[];
};

/** What the server knows of an uploaded image: its size and its smaller copies for srcset. */
export type TSiteImage = {
  width: number | null;
  height: number | null;
  /** "url 480w, url 800w, url 1200w", or '' when the upload has no smaller copies. */
  srcSet: string;
};

export type TSiteContext = {
  business: {
    name: string;
    slug: string;
    currency: string;
    email: string;
    phone: string;
    /** IANA zone the free times are shown in. */
    timeZone?: string;
  };
  services: TSiteService[];
  /** The business-wide inquiry form's questions (the same as the booking site's inquiry form). */
  inquiryFields?: TQuestionnaireField[];
  /** Uploaded images of the page by their /uploads/ address. */
  images?: Record<string, TSiteImage>;
  /**
   * Cleans stored rich text before it is rendered. The server passes its sanitiser: a stored page
   * is never trusted at render, even though it was cleaned when it was saved.
   */
  sanitize: (html: string) => string;
};

const emptyContext: TSiteContext = {
  business: { name: '', slug: '', currency: 'USD', email: '', phone: '' },
  services: [],
  sanitize: () => '',
};

export const SiteContext = createContext<TSiteContext>(emptyContext);

export function useSite(): TSiteContext {
  return useContext(SiteContext);
}

/** The booking page of a service: the client's next step from the website. */
export function bookingPath(businessSlug: string, serviceSlug: string): string {
  return `/book/${encodeURIComponent(businessSlug)}/${encodeURIComponent(serviceSlug)}`;
}

/** The business's own booking page (its services and its inquiry form). */
export function businessBookingPath(businessSlug: string): string {
  return `/book/${encodeURIComponent(businessSlug)}`;
}
