// For the stream tests: a listening app and a small Server-Sent Events reader over fetch, as a
// browser's fetch-event-source reads the stream (same headers, same framing).
import type { FastifyInstance } from 'fastify';

export type StreamEvent = { id: string; event: string; data: string };

export type OpenStream = {
  status: number;
  headers: Headers;
  events: StreamEvent[];
  comments: string[];
  /** The retry field the server sent (ms), if any. */
  retry: number | undefined;
  /** Resolves when `count` events have arrived in all; rejects after `timeoutMs`. */
  waitForEvents(count: number, timeoutMs?: number): Promise<StreamEvent[]>;
  /** Resolves when the server ends the stream. */
  ended: Promise<void>;
  close(): void;
};

export async function listen(app: FastifyInstance): Promise<string> {
  return app.listen({ port: 0, host: '127.0.0.1' });
}

/**
 * Closes a listening app. fetch may leave a spare connection that never carried a request, which
 * the server would wait for until its headers timeout: cut every connection once streams ended.
 */
export async function stop(app: FastifyInstance): Promise<void> {
  const closing = app.close();
  app.server.closeAllConnections();
  await closing;
}

export async function openStream(
  baseUrl: string,
  headers: Record<string, string>,
  options: { accept?: string } = {},
): Promise<OpenStream> {
  const controller = new AbortController();
  const response = await fetch(`${baseUrl}/api/notifications/stream`, {
    headers: { accept: options.accept ?? 'text/event-stream', ...headers },
    signal: controller.signal,
  });
  const events: StreamEvent[] = [];
  const comments: string[] = [];
  const waiters = new Set<() => void>();
  const stream: OpenStream = {
    status: response.status,
    headers: response.headers,
    events,
    comments,
    retry: undefined,
    waitForEvents(count, timeoutMs = 1_000) {
      return new Promise((resolve, reject) => {
        const check = () => {
          if (events.length < count) return;
          clearTimeout(timer);
          waiters.delete(check);
          resolve(events.slice());
        };
        const timer = setTimeout(() => {
          waiters.delete(check);
          reject(
            new Error(`expected ${count} events within ${timeoutMs} ms, got ${events.length}`),
          );
        }, timeoutMs);
        waiters.add(check);
        check();
      });
    },
    ended: Promise.resolve(),
    close: () => controller.abort(),
  };

  const apply = (block: string) => {
    const event: StreamEvent = { id: '', event: 'message', data: '' };
    let hasData = false;
    for (const line of block.split('\n')) {
      if (line.startsWith(':')) comments.push(line.slice(1).trim());
      else if (line.startsWith('retry:')) stream.retry = Number(line.slice(6).trim());
      else if (line.startsWith('id:')) event.id = line.slice(3).trim();
      else if (line.startsWith('event:')) event.event = line.slice(6).trim();
      else if (line.startsWith('data:')) {
        event.data += (hasData ? '\n' : '') + line.slice(5).trim();
        hasData = true;
      }
    }
    if (hasData) events.push(event);
    for (const waiter of [...waiters]) waiter();
  };

  stream.ended = (async () => {
    if (!response.body) return;
    const decoder = new TextDecoder();
    let buffer = '';
    try {
      for await (const chunk of response.body) {
        buffer += decoder.decode(chunk as Uint8Array, { stream: true });
        let end = buffer.indexOf('\n\n');
        while (end >= 0) {
          apply(buffer.slice(0, end));
          buffer = buffer.slice(end + 2);
          end = buffer.indexOf('\n\n');
        }
      }
    } catch {
      // Aborted by close().
    }
  })();
  return stream;
}

/** Resolves after `ms`: to prove nothing more arrives. */
export function pause(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

/** Polls until `check` holds (a stream's server-side clean-up happens after the socket closes). */
export async function eventually(check: () => boolean, timeoutMs = 2_000): Promise<void> {
  const started = Date.now();
  while (!check()) {
    if (Date.now() - started > timeoutMs) throw new Error('the condition never held');
    await pause(20);
  }
}
