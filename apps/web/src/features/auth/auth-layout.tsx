// The shared frame of the anonymous pages: brand panel and form card (one column on small screens).
import type { ReactNode } from 'react';
import { BrandLockup, PRODUCT_NAME } from '../../app/brand-mark.tsx';
import './auth-layout.css';

export type AuthLayoutProps = {
  title: string;
  subtitle?: ReactNode;
  /** Under the card: links to the other auth pages. */
  footer?: ReactNode;
  children: ReactNode;
};

export function AuthLayout({ title, subtitle, footer, children }: AuthLayoutProps) {
  return (
    <div className="auth-layout">
      <aside className="auth-brand" aria-label={PRODUCT_NAME}>
        <BrandLockup inverted />
        <div>
          <h2 className="auth-brand-headline">Your photo business, calmly in order.</h2>
          <p className="auth-brand-line">
            Bookings, shoots, clients, contracts and payments in one place, so you can spend your
            time behind the camera.
          </p>
        </div>
        <div className="auth-brand-foot">Made for photographers</div>
      </aside>
      <main className="auth-main">
        <div className="auth-mobile-brand">
          <BrandLockup />
        </div>
        <section className="auth-card" aria-labelledby="auth-title">
          <h1 id="auth-title" className={subtitle ? 'auth-title' : 'auth-title auth-title-alone'}>
            {title}
          </h1>
          {subtitle && <p className="auth-subtitle">{subtitle}</p>}
          {children}
        </section>
        {footer && <div className="auth-footer">{footer}</div>}
      </main>
    </div>
  );
}
