// Rich text as blocks show it: stored HTML goes through the side's sanitiser before it is written
// into the page; inside the editor Puck may hand a block its live editor element instead.
// The server runs this file through tsx, which does not apply a package's tsconfig to files of
// another workspace: the pragma keeps the automatic JSX runtime everywhere.
/** @jsxRuntime automatic @jsxImportSource react */
import type { ReactNode } from 'react';
import { useSite } from './site-context.tsx';

export function RichText(props: { html: string | ReactNode; className?: string }) {
  const { sanitize } = useSite();
  const className = `site-rich-text${props.className ? ` ${props.className}` : ''}`;
  return typeof props.html === 'string' ? (
    <div className={className} dangerouslySetInnerHTML={{ __html: sanitize(props.html) }} />
  ) : (
    <div className={className}>{props.html}</div>
  );
}
