// One GET's state for a page or section: loading, data, error, and a retry.
import { useCallback, useEffect, useState } from 'react';
import { PublicApiError } from './api.ts';

export type Resource<T> = {
  data: T | undefined;
  error: PublicApiError | undefined;
  isLoading: boolean;
  retry: () => void;
  /** Replace the data after a change the server answered with (no second request). */
  setData: (data: T) => void;
};

export function useResource<T>(
  load: ((signal: AbortSignal) => Promise<T>) | null,
  key: string,
): Resource<T> {
  const [state, setState] = useState<{ key: string; data?: T; error?: PublicApiError }>({ key });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (!load) return;
    const controller = new AbortController();
    setState((previous) => (previous.key === key ? { key, data: previous.data } : { key }));
    load(controller.signal).then(
      (data) => {
        if (!controller.signal.aborted) setState({ key, data });
      },
      (error: unknown) => {
        if (controller.signal.aborted) return;
        setState({
          key,
          error: error instanceof PublicApiError ? error : new PublicApiError(500, null),
        });
      },
    );
    return () => controller.abort();
    // The key names what is loaded; load is a new function on every render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, attempt]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  const setData = useCallback((data: T) => setState({ key, data }), [key]);
  const isCurrent = state.key === key;
  return {
    data: isCurrent ? state.data : undefined,
    error: isCurrent ? state.error : undefined,
    isLoading: Boolean(load) && (!isCurrent || (state.data === undefined && !state.error)),
    retry,
    setData,
  };
}
