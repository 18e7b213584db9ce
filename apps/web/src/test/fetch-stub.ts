// A global fetch stub that answers by method and path, for pages that call several endpoints
// (the order in which a page's queries and a user's submit reach fetch is not the test's concern).
import { vi } from 'vitest';

export function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json' },
  });
}

export function problem(status: number, title: string, detail: string, extra: object = {}) {
  return json(status, { status, title, detail, ...extra });
}

/** 'POST /auth/login' -> the answer; an answer is made per call, so a route may be hit twice. */
export type FetchRoutes = Record<string, () => Response | Promise<Response>>;

/**
 * Replaces the global fetch (undo with vi.unstubAllGlobals). A call without a route answers 404,
 * so a test that forgot one fails on what the page shows rather than hanging.
 */
export function stubFetch(routes: FetchRoutes) {
  const fetchMock = vi.fn<typeof fetch>(async (input, init) => {
    const key = `${init?.method ?? 'GET'} ${String(input)}`;
    const answer = routes[key];
    return answer ? answer() : problem(404, 'Not Found', `No stub for ${key}`);
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

/** The JSON bodies sent to one route, in order. */
export function sentTo(fetchMock: ReturnType<typeof stubFetch>, key: string): unknown[] {
  return fetchMock.mock.calls
    .filter(([input, init]) => `${init?.method ?? 'GET'} ${String(input)}` === key)
    .map(([, init]) => JSON.parse(String(init?.body ?? 'null')));
}
