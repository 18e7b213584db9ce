// The head of every owner page: a title, one sentence on what the page is for, optional actions.
// Plain elements, so the home (the first screen) carries no antd; every page's head looks alike.
import type { ReactNode } from 'react';

type PageHeaderProps = { title: ReactNode; description?: ReactNode; extra?: ReactNode };

export function PageHeader({ title, description, extra }: PageHeaderProps) {
  return (
    <div
      style={{
        display: 'flex',
        flexWrap: 'wrap',
        justifyContent: 'space-between',
        alignItems: 'flex-start',
        gap: 16,
        marginBottom: 24,
      }}
    >
      <div style={{ minWidth: 0, flex: '1 1 320px' }}>
        {/* The page's one h1, drawn at the size of the app's page titles. */}
        <h1
          style={{
            margin: 0,
            fontSize: 26,
            fontWeight: 700,
            lineHeight: 1.21,
            color: 'rgba(29, 37, 33, 0.88)',
            overflowWrap: 'break-word',
          }}
        >
          {title}
        </h1>
        {description && (
          <p
            style={{
              margin: '8px 0 0',
              maxWidth: 640,
              fontSize: 14,
              lineHeight: 1.5714,
              color: '#5C625E',
            }}
          >
            {description}
          </p>
        )}
      </div>
      {extra && <div style={{ display: 'flex', gap: 8 }}>{extra}</div>}
    </div>
  );
}

/** A page's content column: readable width, centred in the canvas. */
export function PageBody({ children, width = 960 }: { children: ReactNode; width?: number }) {
  return <div style={{ maxWidth: width, margin: '0 auto', width: '100%' }}>{children}</div>;
}
