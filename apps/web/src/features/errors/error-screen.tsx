// The one error screen: status or error name, a message and the way back Home.
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { messages } from '@studio/shared/messages';
import { BrandLockup } from '../../app/brand-mark.tsx';
import { brand } from '../../app/theme.ts';
import { lightButtonClass } from '../../ui/light/button.tsx';

export type ErrorScreenProps = {
  /** The big heading: an HTTP status such as 404, or an error name. */
  heading?: string | number;
  message: string;
  /** Replaces the Home link, e.g. while the page reloads itself. */
  action?: ReactNode;
  /** A full reload on the way Home, for states the app cannot leave by itself. */
  reloadDocument?: boolean;
  /** Fills the viewport; off when shown inside the app layout. */
  fullPage?: boolean;
};

export function ErrorScreen({
  heading,
  message,
  action,
  reloadDocument = false,
  fullPage = true,
}: ErrorScreenProps) {
  const homeClass = lightButtonClass({ variant: 'primary', size: 'large' });
  // Light (no antd): the error screen stands in for any page, including the first one.
  return (
    <div
      role="alert"
      style={{
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        justifyContent: 'center',
        gap: 24,
        minHeight: fullPage ? '100vh' : '60vh',
        boxSizing: 'border-box',
        padding: '48px 24px',
        textAlign: 'center',
        background: fullPage ? brand.canvas : undefined,
      }}
    >
      {fullPage && <BrandLockup />}
      {heading !== undefined && (
        <h1
          style={{
            margin: 0,
            fontSize: typeof heading === 'number' ? 88 : 40,
            fontWeight: 600,
            lineHeight: 1,
            letterSpacing: '-0.03em',
            color: brand.accent,
          }}
        >
          {heading}
        </h1>
      )}
      <p style={{ margin: 0, maxWidth: 440, fontSize: 16, lineHeight: 1.5 }}>{message}</p>
      {action ??
        (reloadDocument ? (
          <a className={homeClass} href="/">
            {messages.goBackHome}
          </a>
        ) : (
          <Link className={homeClass} to="/">
            {messages.goBackHome}
          </Link>
        ))}
    </div>
  );
}
