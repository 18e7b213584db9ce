// A card of the light parts (antd's Card without antd): an optional head with a title and a note
// on its right, then the body.
import type { ReactNode } from 'react';
import './light.css';
import './parts.css';

export function LightCard({
  title,
  extra,
  isFlush = false,
  className,
  children,
  'data-testid': testId,
  'aria-busy': isBusy,
}: {
  title?: ReactNode;
  extra?: ReactNode;
  /** The body without padding, for rows that run to the card's edges. */
  isFlush?: boolean;
  className?: string;
  children?: ReactNode;
  'data-testid'?: string;
  'aria-busy'?: boolean;
}) {
  return (
    <div
      className={className ? `l-card ${className}` : 'l-card'}
      data-testid={testId}
      aria-busy={isBusy || undefined}
    >
      {title !== undefined && (
        <div className="l-card-head">
          <div className="l-card-title">{title}</div>
          {extra}
        </div>
      )}
      <div className={isFlush ? undefined : 'l-card-body'}>{children}</div>
    </div>
  );
}
