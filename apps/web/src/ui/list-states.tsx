// What a paged list shows before its rows: a skeleton while it loads, the failure with a retry,
// and the words of its empty state. Drawn with the light parts, so the home (the first screen)
// carries no antd; the antd pages that use them look the same.
import { errorLines } from '../api/http-client.ts';
import { LightAlert } from './light/alert.tsx';
import { LightButton } from './light/button.tsx';
import { LightCard } from './light/card.tsx';
import './list-states.css';

/** Grey rows in a card while the list loads; busy, so a test or a screen reader waits for it. */
export function ListSkeleton({ rows, testId }: { rows: number; testId: string }) {
  return (
    <LightCard isFlush className="studio-list-skeleton" data-testid={testId} aria-busy>
      {Array.from({ length: rows }, (_, row) => (
        <div key={row} className="studio-list-skeleton-row">
          <span className="l-skeleton" />
          <span className="l-skeleton studio-list-skeleton-short" />
        </div>
      ))}
    </LightCard>
  );
}

export function ListLoadError({
  title,
  error,
  onRetry,
}: {
  title: string;
  error: unknown;
  onRetry(): void;
}) {
  return (
    <LightAlert
      type="error"
      title={title}
      description={errorLines(error).join(' ')}
      action={<LightButton onClick={onRetry}>Try again</LightButton>}
    />
  );
}

/** The description of an empty list's Empty: what is missing, then what to do about it. */
export function EmptyListText({
  title,
  text,
  maxWidth = 440,
}: {
  title: string;
  text: string;
  maxWidth?: number;
}) {
  return (
    <span className="studio-empty-text">
      <strong className="studio-empty-text-title">{title}</strong>
      <span className="studio-empty-text-body" style={{ maxWidth }}>
        {text}
      </span>
    </span>
  );
}
