// React Router's errorElement: what went wrong while loading or rendering a route.
import { useEffect } from 'react';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { timing } from '@studio/shared/constants';
import { messages } from '@studio/shared/messages';
import { ApiError, fixedMessage } from '../../api/http-client.ts';
import { LightSpinner } from '../../ui/light/button.tsx';
import { ErrorScreen } from './error-screen.tsx';

const CHUNK_LOAD_FAILURE =
  /Failed to fetch dynamically imported module|Importing a module script failed|error loading dynamically imported module/i;
/** A reload that fails the same way again within this window is not repeated (no reload loop). */
const RELOAD_MARK = 'studio:chunk-reload-at';
const RELOAD_WINDOW_MS = 10_000;

export type ErrorView = {
  heading: string | number | undefined;
  message: string;
  isChunkLoad: boolean;
};

export function describeError(error: unknown): ErrorView {
  if (error instanceof Error && CHUNK_LOAD_FAILURE.test(error.message)) {
    // A new deployment replaced the chunk: a calm note, not an error name, while the page reloads.
    return { heading: undefined, message: messages.chunkLoadError, isChunkLoad: true };
  }
  if (isRouteErrorResponse(error)) {
    const data: unknown = error.data;
    const text = typeof data === 'string' ? data : error.statusText;
    return {
      heading: error.status,
      message: statusMessage(error.status, text),
      isChunkLoad: false,
    };
  }
  if (error instanceof ApiError) {
    return {
      heading: error.status,
      message: statusMessage(error.status, error.message),
      isChunkLoad: false,
    };
  }
  if (error instanceof Error) {
    return {
      heading: error.name,
      message: error.message || messages.internalError,
      isChunkLoad: false,
    };
  }
  return { heading: 'Error', message: messages.internalError, isChunkLoad: false };
}

function statusMessage(status: number, fallback: string): string {
  if (status === 404) return messages.notFound;
  if (status === 403) return messages.accessDenied;
  return fixedMessage(status) ?? (fallback || messages.internalError);
}

function reloadPage() {
  window.location.reload();
}

export function RouteErrorScreen({ reload = reloadPage }: { reload?: () => void }) {
  const error = useRouteError();
  const view = describeError(error);
  const willReload = view.isChunkLoad && !reloadedRecently();

  useEffect(() => {
    if (!willReload) return undefined;
    const timer = setTimeout(() => {
      markReload();
      reload();
    }, timing.chunkReloadMs);
    return () => clearTimeout(timer);
  }, [willReload, reload]);

  return (
    <ErrorScreen
      heading={view.heading}
      // Failing again right after a reload means the server is out of reach, not a new version.
      message={view.isChunkLoad && !willReload ? messages.networkError : view.message}
      reloadDocument
      action={
        willReload ? (
          <span role="status" aria-label="Reloading">
            <LightSpinner isLarge />
          </span>
        ) : undefined
      }
    />
  );
}

function reloadedRecently(): boolean {
  try {
    const at = Number(sessionStorage.getItem(RELOAD_MARK));
    return Number.isFinite(at) && Date.now() - at < RELOAD_WINDOW_MS;
  } catch {
    return false;
  }
}

function markReload(): void {
  try {
    sessionStorage.setItem(RELOAD_MARK, String(Date.now()));
  } catch {
    // Storage may be unavailable (private mode); the reload still happens.
  }
}
