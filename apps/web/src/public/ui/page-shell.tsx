// The frame of every booking page: the business's brand (colour, logo, name) and contact footer.
import { useEffect, type ReactNode } from 'react';
import { Link } from '../router.tsx';
import type { TPublicBusiness } from '@studio/shared/booking/contracts';
import { brandStyle } from '../brand.ts';
import { texts } from '../texts.ts';
import { startTracking, trackPageView } from '../tracking.ts';

/**
 * What the frame shows of the business. Without a slug (a contract's page) the name is not a link
 * to its booking page.
 */
export type ShellBusiness = Pick<TPublicBusiness, 'name' | 'logoUrl' | 'brandColor'> & {
  slug?: string;
  email?: string | null;
  phone?: string | null;
  /** The business's analytics and pixel ids; a page without them (a contract's) sends nothing. */
  tracking?: TPublicBusiness['tracking'];
};

/** Loads the business's tracking once its ids are known, and counts this page as viewed. */
function usePageTracking(tracking: ShellBusiness['tracking']) {
  const googleAnalyticsId = tracking?.googleAnalyticsId ?? null;
  const facebookPixelId = tracking?.facebookPixelId ?? null;
  const pathname = window.location.pathname;
  useEffect(() => {
    if (!googleAnalyticsId && !facebookPixelId) return;
    startTracking({ googleAnalyticsId, facebookPixelId });
    // After the page's own effects, which set its title.
    const timer = setTimeout(trackPageView, 0);
    return () => clearTimeout(timer);
  }, [googleAnalyticsId, facebookPixelId, pathname]);
}

export function PageShell({
  business,
  children,
}: {
  business: ShellBusiness;
  children: ReactNode;
}) {
  usePageTracking(business.tracking);
  const brand = (
    <>
      <BusinessLogo business={business} />
      <span className="topbar__name">{business.name}</span>
    </>
  );
  return (
    <div className="page" style={brandStyle(business.brandColor)}>
      <a className="skip-link" href="#main">
        {texts.skipToContent}
      </a>
      <header className="topbar">
        <div className="container topbar__inner">
          {business.slug ? (
            <Link className="topbar__brand" to={`/book/${business.slug}`}>
              {brand}
            </Link>
          ) : (
            <span className="topbar__brand">{brand}</span>
          )}
        </div>
      </header>
      <main id="main" className="container main" tabIndex={-1}>
        {children}
      </main>
      <footer className="footer">
        <div className="container footer__inner">
          <span>{business.name}</span>
          {business.email && <a href={`mailto:${business.email}`}>{business.email}</a>}
          {business.phone && (
            <a href={`tel:${business.phone.replace(/[^+\d]/g, '')}`}>{business.phone}</a>
          )}
        </div>
      </footer>
    </div>
  );
}

export function BusinessLogo({ business }: { business: Pick<ShellBusiness, 'name' | 'logoUrl'> }) {
  if (business.logoUrl) {
    return <img className="logo" src={business.logoUrl} alt="" width={40} height={40} />;
  }
  return (
    <span className="logo logo--monogram" aria-hidden="true">
      {business.name.trim().charAt(0).toUpperCase()}
    </span>
  );
}
