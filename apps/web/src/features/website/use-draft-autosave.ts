// Autosave of a page's draft: a change is saved a moment after typing stops, one save at a time,
// each naming the version it was made from (the server answers 409 when another tab saved first).
import { useCallback, useEffect, useRef, useState } from 'react';
import type { TSitePageDraft } from '@studio/site/contracts';
import { ApiError, http } from '../../api/http-client.ts';

export type SaveState =
  | { kind: 'saved' }
  | { kind: 'pending' }
  | { kind: 'saving' }
  | { kind: 'failed'; reason: string; isConflict: boolean };

/** How long typing must pause before the draft is saved. */
export const AUTOSAVE_DELAY_MS = 800;

export function useDraftAutosave(pageId: string, initialVersion: number) {
  const [state, setState] = useState<SaveState>({ kind: 'saved' });
  const version = useRef(initialVersion);
  const latest = useRef<unknown>(undefined);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const running = useRef<Promise<void> | undefined>(undefined);

  const save = useCallback(async (): Promise<void> => {
    if (running.current) await running.current;
    const data = latest.current;
    if (data === undefined) return;
    latest.current = undefined;
    setState({ kind: 'saving' });
    const attempt = (async () => {
      try {
        const saved = await http.put<TSitePageDraft>(`/api/site/pages/${pageId}/draft`, {
          data,
          version: version.current,
        });
        version.current = saved.version;
        setState(latest.current === undefined ? { kind: 'saved' } : { kind: 'pending' });
      } catch (error) {
        // What was not saved is kept, so Retry sends it again.
        latest.current ??= data;
        const reason = error instanceof ApiError ? error.lines.join(' ') : 'The network is down';
        setState({
          kind: 'failed',
          reason,
          isConflict: error instanceof ApiError && error.status === 409,
        });
      }
    })();
    running.current = attempt;
    await attempt;
    running.current = undefined;
  }, [pageId]);

  const change = useCallback(
    (data: unknown) => {
      latest.current = data;
      setState({ kind: 'pending' });
      clearTimeout(timer.current);
      timer.current = setTimeout(() => void save(), AUTOSAVE_DELAY_MS);
    },
    [save],
  );

  /** Saves what is waiting now (before publishing or leaving the page). */
  const flush = useCallback(async () => {
    clearTimeout(timer.current);
    await save();
  }, [save]);

  useEffect(() => () => clearTimeout(timer.current), []);

  return { state, change, flush, retry: flush };
}
