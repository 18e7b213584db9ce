import { messages } from '@studio/shared/messages';
import type { PublicApiError } from '../api.ts';
import { texts } from '../texts.ts';
import { useDocumentTitle } from '../use-document-title.ts';

/** A load that failed: what happened and a retry (a 404 gets the not-found page instead). */
export function ErrorState({ error, onRetry }: { error: PublicApiError; onRetry: () => void }) {
  return (
    <div className="error-state" role="alert">
      <p className="error-state__title">{texts.loadFailed}</p>
      {error.lines.map((line) => (
        <p key={line} className="muted">
          {line}
        </p>
      ))}
      <button type="button" className="button button--secondary" onClick={onRetry}>
        {texts.retry}
      </button>
    </div>
  );
}

export function NotFoundPage() {
  useDocumentTitle(texts.notFoundTitle);
  return (
    <div className="page page--plain">
      <main className="container not-found">
        <p className="not-found__code" aria-hidden="true">
          404
        </p>
        <h1>{texts.notFoundTitle}</h1>
        <p className="muted">{messages.bookingPageNotFound}</p>
      </main>
    </div>
  );
}

/** A whole page that could not load: the not-found page for a 404, else the error with a retry. */
export function PageError({ error, onRetry }: { error: PublicApiError; onRetry: () => void }) {
  useDocumentTitle(error.isNotFound ? texts.notFoundTitle : texts.loadFailed);
  if (error.isNotFound) return <NotFoundPage />;
  return (
    <div className="page page--plain">
      <main className="container">
        <ErrorState error={error} onRetry={onRetry} />
      </main>
    </div>
  );
}
