// The live notification stream (Server-Sent Events over fetch: EventSource cannot send our
// Authorization and X-Business-Id headers). One stream per browser tab, however many parts of the
// page want it. Every (re)connection loads the lists and the count again, so whatever happened
// while it was down shows without duplicates; an expired token is renewed and the stream opened
// again; a stream silent for longer than two heartbeats is taken for dead and reopened.
import { useEffect } from 'react';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { fetchEventSource, type EventSourceMessage } from '@microsoft/fetch-event-source';
import { NOTIFICATION_EVENT, ZNotification } from '@studio/shared/notifications/contracts';
import { AJAX_VALUE, TOKEN_EXPIRED } from '@studio/shared/platform/protocol';
import { DataError, NetworkError, http } from '../../api/http-client.ts';
import { useSession } from '../../app/session-context.ts';
import { receiveNotification, refreshNotifications } from './use-notifications.ts';

export const STREAM_PATH = '/api/notifications/stream';
/** The server comments every 25 s; this much silence means the connection is gone. */
export const SILENCE_LIMIT_MS = 60_000;
const FIRST_RETRY_MS = 1_000;
const MAX_RETRY_MS = 30_000;

/** A failure after which trying again cannot help (signed out, no such business). */
class StreamStopped extends Error {}
/** The stream should be opened again now (a renewed token, or the server ended it). */
class ReopenNow extends Error {}

type StreamOptions = { queryClient: QueryClient; businessId: string };

/** Opens the stream; the answer closes it. Exported for tests: the app uses the hook. */
export function openNotificationStream({ queryClient, businessId }: StreamOptions): () => void {
  let failures = 0;
  let current: AbortController | undefined;
  let watchdog: ReturnType<typeof setTimeout> | undefined;

  const restartWatchdog = () => {
    clearTimeout(watchdog);
    watchdog = setTimeout(() => current?.abort(new ReopenNow()), SILENCE_LIMIT_MS);
  };

  // Each attempt reads the token and business of this moment, and every byte (events and the
  // heartbeat comments alike) proves the connection alive.
  const watchedFetch: typeof fetch = async (input, init) => {
    const attempt = new AbortController();
    current = attempt;
    init?.signal?.addEventListener('abort', () => attempt.abort(), { once: true });
    const token = http.getAccessToken();
    const response = await fetch(input, {
      ...init,
      credentials: 'same-origin',
      headers: {
        ...(init?.headers as Record<string, string> | undefined),
        'X-Requested-With': AJAX_VALUE,
        'X-Business-Id': businessId,
        ...(token ? { Authorization: `Bearer ${token}` } : {}),
      },
      signal: attempt.signal,
    });
    if (!response.ok || !response.body) return response;
    restartWatchdog();
    const body = response.body.pipeThrough(
      new TransformStream<Uint8Array, Uint8Array>({
        transform(chunk, controller) {
          restartWatchdog();
          controller.enqueue(chunk);
        },
      }),
    );
    return new Response(body, { status: response.status, headers: response.headers });
  };

  const onopen = async (response: Response) => {
    if (response.ok && response.headers.get('content-type')?.startsWith('text/event-stream')) {
      failures = 0;
      // Whatever was made while no stream was open (or before this one) is loaded now.
      void refreshNotifications(queryClient);
      return;
    }
    if (response.status === 401 && (await problemCode(response)) === TOKEN_EXPIRED) {
      try {
        await http.refreshAccessToken();
      } catch (error) {
        // The session is over: the app's next request signs out. An unreachable server: later.
        if (error instanceof DataError && !(error instanceof NetworkError))
          throw new StreamStopped();
        throw error;
      }
      throw new ReopenNow();
    }
    if (response.status >= 400 && response.status < 500) throw new StreamStopped();
    throw new Error(`the notification stream answered ${response.status}`);
  };

  const onmessage = (message: EventSourceMessage) => {
    if (message.event !== NOTIFICATION_EVENT) return;
    let data: unknown;
    try {
      data = JSON.parse(message.data);
    } catch {
      return;
    }
    const parsed = ZNotification.safeParse(data);
    if (parsed.success) void receiveNotification(queryClient, parsed.data);
  };

  const onerror = (error: unknown): number => {
    clearTimeout(watchdog);
    if (error instanceof StreamStopped) throw error;
    if (error instanceof ReopenNow || current?.signal.reason instanceof ReopenNow) return 0;
    // Backing off: 1 s, 2 s, 4 s ... up to 30 s, so a server being restarted is not hammered.
    failures += 1;
    return Math.min(FIRST_RETRY_MS * 2 ** (failures - 1), MAX_RETRY_MS);
  };

  let run: AbortController | undefined;
  const start = () => {
    run = new AbortController();
    failures = 0;
    fetchEventSource(STREAM_PATH, {
      signal: run.signal,
      // Background tabs stay live too: every open tab hears of a new notification.
      openWhenHidden: true,
      fetch: watchedFetch,
      onopen,
      onmessage,
      // The server ends a stream after a token's lifetime: open it again at once.
      onclose: () => {
        throw new ReopenNow();
      },
      onerror,
    }).catch(() => {
      // Stopped for good (StreamStopped): failures are silently ignored.
    });
  };

  // Back online: start over at once instead of waiting for the next try.
  const onOnline = () => {
    run?.abort();
    start();
  };
  window.addEventListener('online', onOnline);
  start();

  return () => {
    window.removeEventListener('online', onOnline);
    clearTimeout(watchdog);
    run?.abort();
  };
}

async function problemCode(response: Response): Promise<string | undefined> {
  try {
    const body = (await response.json()) as { code?: unknown };
    return typeof body.code === 'string' ? body.code : undefined;
  } catch {
    return undefined;
  }
}

// One stream per tab: the first user opens it, the last one closes it.
let shared: { key: string; users: number; close(): void } | undefined;

function useSharedStream(queryClient: QueryClient, businessId: string | undefined): void {
  useEffect(() => {
    if (!businessId) return;
    const key = businessId;
    if (shared && shared.key !== key) {
      shared.close();
      shared = undefined;
    }
    shared ??= { key, users: 0, close: openNotificationStream({ queryClient, businessId }) };
    const mine = shared;
    mine.users += 1;
    return () => {
      mine.users -= 1;
      if (mine.users === 0) {
        mine.close();
        if (shared === mine) shared = undefined;
      }
    };
  }, [queryClient, businessId]);
}

/** Keeps this tab's notification lists and count live while mounted. */
export function useNotificationStream(): void {
  const queryClient = useQueryClient();
  const { business } = useSession();
  useSharedStream(queryClient, business?.id);
}
