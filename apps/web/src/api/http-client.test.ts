import { describe, expect, it, vi } from 'vitest';
import { messages } from '@studio/shared/messages';
import { fakeAccount } from '../test/session-fixture.tsx';
import {
  AbortedError,
  DataError,
  HttpClient,
  HttpError,
  NetworkError,
  errorLines,
  fileNameFromDisposition,
} from './http-client.ts';

type FetchArgs = [input: string, init: RequestInit];

function json(status: number, body: unknown, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json', ...headers },
  });
}

function problem(status: number, detail: string, extra: Record<string, unknown> = {}) {
  return json(status, { status, title: 'Problem', detail, ...extra });
}

function setup(...answers: Array<Response | Error>) {
  const fetch = vi.fn<(...args: FetchArgs) => Promise<Response>>();
  for (const answer of answers) {
    if (answer instanceof Error) fetch.mockRejectedValueOnce(answer);
    else fetch.mockResolvedValueOnce(answer);
  }
  const client = new HttpClient({
    fetch: fetch as unknown as typeof globalThis.fetch,
    retryDelayMs: 0,
  });
  const onUnauthorized = vi.fn();
  client.setOnUnauthorized(onUnauthorized);
  return { client, fetch, onUnauthorized };
}

function call(fetch: ReturnType<typeof setup>['fetch'], index: number): FetchArgs {
  const args = fetch.mock.calls[index];
  if (!args) throw new Error(`fetch call ${index} was not made`);
  return args;
}

function header(init: RequestInit, name: string): string | undefined {
  return (init.headers as Record<string, string>)[name];
}

const expired = () => problem(401, messages.sessionExpired, { code: 'TOKEN_EXPIRED' });
const tokenAnswer = (token: string) =>
  json(200, { token, tokenExpiresIn: 900, account: fakeAccount() });

describe('request shape', () => {
  it('sends GET parameters as a query string and no body', async () => {
    const { client, fetch } = setup(json(200, { ok: true }));
    await client.get('/api/services', { page: 1, search: 'a b', skip: undefined, ids: ['1', '2'] });
    const [url, init] = call(fetch, 0);
    expect(url).toBe('/api/services?page=1&search=a+b&ids=1&ids=2');
    expect(init.method).toBe('GET');
    expect(init.body).toBeNull();
  });

  it('sends DELETE parameters as a query string', async () => {
    const { client, fetch } = setup(json(200, []));
    await client.delete('/api/account/logins', { provider: 'google', providerKey: 'k' });
    const [url, init] = call(fetch, 0);
    expect(url).toBe('/api/account/logins?provider=google&providerKey=k');
    expect(init.method).toBe('DELETE');
    expect(init.body).toBeNull();
  });

  it.each(['post', 'put', 'patch'] as const)('sends a JSON body with %s', async (method) => {
    const { client, fetch } = setup(json(200, { ok: true }));
    await client[method]('/api/account', { allowTracking: true });
    const [url, init] = call(fetch, 0);
    expect(url).toBe('/api/account');
    expect(init.method).toBe(method.toUpperCase());
    expect(init.body).toBe('{"allowTracking":true}');
    expect(header(init, 'Content-Type')).toBe('application/json');
  });

  it('sends form data as it is, letting the browser set the multipart type', async () => {
    const { client, fetch } = setup(json(200, {}));
    const form = new FormData();
    form.append('file', new Blob(['x']), 'logo.png');
    await client.post('/api/options/logo', form);
    const [, init] = call(fetch, 0);
    expect(init.body).toBe(form);
    expect(header(init, 'Content-Type')).toBeUndefined();
  });

  it('calls only its own origin', async () => {
    const { client, fetch } = setup();
    await expect(client.get('https://evil.example/api')).rejects.toThrow(/own origin/);
    await expect(client.get('//evil.example/api')).rejects.toThrow(/own origin/);
    expect(fetch).not.toHaveBeenCalled();
  });

  it('marks every request as AJAX and sends the business id and token when known', async () => {
    const { client, fetch } = setup(json(200, {}), json(200, {}));
    await client.get('/api/enums');
    const [, anonymous] = call(fetch, 0);
    expect(header(anonymous, 'X-Requested-With')).toBe('XMLHttpRequest');
    expect(header(anonymous, 'X-Business-Id')).toBeUndefined();
    expect(header(anonymous, 'Authorization')).toBeUndefined();
    expect(anonymous.credentials).toBe('same-origin');

    client.setAccessToken('t1');
    client.setBusinessId('b1');
    await client.get('/api/account');
    const [, signedIn] = call(fetch, 1);
    expect(header(signedIn, 'X-Requested-With')).toBe('XMLHttpRequest');
    expect(header(signedIn, 'X-Business-Id')).toBe('b1');
    expect(header(signedIn, 'Authorization')).toBe('Bearer t1');
  });

  it('answers JSON bodies, and undefined for 204', async () => {
    const { client } = setup(json(200, { a: 1 }), new Response(null, { status: 204 }));
    await expect(client.get('/api/a')).resolves.toEqual({ a: 1 });
    await expect(client.delete('/api/a/1')).resolves.toBeUndefined();
  });
});

describe('retries', () => {
  it('retries a GET once after a network failure', async () => {
    const { client, fetch } = setup(new TypeError('Failed to fetch'), json(200, { a: 1 }));
    await expect(client.get('/api/a')).resolves.toEqual({ a: 1 });
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it('retries a GET once after a 5xx, then gives up', async () => {
    const { client, fetch } = setup(problem(500, 'x'), problem(500, 'Server down'));
    await expect(client.get('/api/a')).rejects.toBeInstanceOf(HttpError);
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it('does not retry a GET after a 4xx', async () => {
    const { client, fetch } = setup(problem(404, 'Not here'));
    await expect(client.get('/api/a')).rejects.toBeInstanceOf(DataError);
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it.each(['post', 'put', 'patch', 'delete'] as const)('never retries %s', async (method) => {
    const { client, fetch } = setup(problem(500, 'x'), json(200, {}));
    await expect(client[method]('/api/a')).rejects.toBeInstanceOf(HttpError);
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('does not retry a POST after a network failure', async () => {
    const { client, fetch } = setup(new TypeError('Failed to fetch'), json(200, {}));
    await expect(client.post('/api/a', {})).rejects.toBeInstanceOf(NetworkError);
    expect(fetch).toHaveBeenCalledTimes(1);
  });
});

describe('expired access token', () => {
  it('refreshes the token with the cookie and retries the request once', async () => {
    const { client, fetch, onUnauthorized } = setup(
      expired(),
      tokenAnswer('fresh'),
      json(200, { ok: true }),
    );
    client.setAccessToken('stale');
    await expect(client.post('/api/account', { a: 1 })).resolves.toEqual({ ok: true });

    const [refreshUrl, refresh] = call(fetch, 1);
    expect(refreshUrl).toBe('/auth/refresh-token');
    expect(refresh.method).toBe('POST');
    expect(refresh.credentials).toBe('same-origin');
    expect(header(refresh, 'Authorization')).toBeUndefined();
    const [retryUrl, retry] = call(fetch, 2);
    expect(retryUrl).toBe('/api/account');
    expect(retry.body).toBe('{"a":1}');
    expect(header(retry, 'Authorization')).toBe('Bearer fresh');
    expect(client.getAccessToken()).toBe('fresh');
    expect(onUnauthorized).not.toHaveBeenCalled();
  });

  it('shares one refresh between concurrent expired requests', async () => {
    const fetch = vi.fn<(...args: FetchArgs) => Promise<Response>>(async (url, init) => {
      if (url === '/auth/refresh-token') {
        await new Promise((resolve) => setTimeout(resolve, 5));
        return tokenAnswer('fresh');
      }
      return header(init, 'Authorization') === 'Bearer fresh' ? json(200, { url }) : expired();
    });
    const client = new HttpClient({ fetch: fetch as unknown as typeof globalThis.fetch });
    client.setAccessToken('stale');
    const answers = await Promise.all([
      client.get('/api/a'),
      client.get('/api/b'),
      client.post('/api/c'),
    ]);
    expect(answers).toEqual([{ url: '/api/a' }, { url: '/api/b' }, { url: '/api/c' }]);
    expect(fetch.mock.calls.filter(([url]) => url === '/auth/refresh-token')).toHaveLength(1);
  });

  it('logs out when the refresh is refused', async () => {
    const { client, fetch, onUnauthorized } = setup(
      expired(),
      problem(401, messages.unauthorized, { code: 'UNAUTHORIZED' }),
    );
    client.setAccessToken('stale');
    const error = await client.get('/api/account').catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(DataError);
    expect((error as DataError).status).toBe(401);
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
    expect(client.getAccessToken()).toBeUndefined();
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it('retries only once: a second expiry logs out', async () => {
    const { client, fetch, onUnauthorized } = setup(expired(), tokenAnswer('fresh'), expired());
    client.setAccessToken('stale');
    await expect(client.get('/api/account')).rejects.toBeInstanceOf(DataError);
    expect(fetch).toHaveBeenCalledTimes(3);
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
  });

  it('keeps the session when the refresh cannot reach the server', async () => {
    const { client, onUnauthorized } = setup(expired(), new TypeError('Failed to fetch'));
    client.setAccessToken('stale');
    await expect(client.post('/api/a')).rejects.toBeInstanceOf(NetworkError);
    expect(onUnauthorized).not.toHaveBeenCalled();
  });

  it('logs out on a 401 without the expired-token marker, without refreshing', async () => {
    const { client, fetch, onUnauthorized } = setup(
      problem(401, messages.unauthorized, { code: 'UNAUTHORIZED' }),
    );
    client.setAccessToken('bad');
    await expect(client.get('/api/account')).rejects.toBeInstanceOf(DataError);
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
  });

  it('refreshes on demand for the boot, storing the token', async () => {
    const { client, fetch } = setup(tokenAnswer('boot'));
    await expect(client.refreshAccessToken()).resolves.toBe('boot');
    expect(client.getAccessToken()).toBe('boot');
    const [, init] = call(fetch, 0);
    expect(header(init, 'X-Requested-With')).toBe('XMLHttpRequest');
  });
});

describe('aborted requests', () => {
  it('turns an abort into an AbortedError and does not retry', async () => {
    const controller = new AbortController();
    const fetch = vi.fn((_url: string, init: RequestInit) => {
      return new Promise<Response>((_resolve, reject) => {
        init.signal?.addEventListener('abort', () =>
          reject(new DOMException('The operation was aborted.', 'AbortError')),
        );
      });
    });
    const client = new HttpClient({ fetch: fetch as unknown as typeof globalThis.fetch });
    const pending = client.get('/api/search', { search: 'a' }, { signal: controller.signal });
    controller.abort();
    await expect(pending).rejects.toBeInstanceOf(AbortedError);
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('does not send a request whose signal is already aborted', async () => {
    const { client, fetch } = setup(json(200, {}));
    const controller = new AbortController();
    controller.abort();
    await expect(client.get('/api/a', {}, { signal: controller.signal })).rejects.toBeInstanceOf(
      AbortedError,
    );
    expect(fetch).not.toHaveBeenCalled();
  });
});

describe('error kinds', () => {
  it('reports a failed fetch as a network error with status 499', async () => {
    const { client } = setup(new TypeError('Failed to fetch'));
    const error = await client.post('/api/a').catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(NetworkError);
    expect((error as NetworkError).status).toBe(499);
    expect((error as NetworkError).message).toBe('Error connect to server');
    expect(errorLines(error)).toEqual(['Error connect to server']);
  });

  it('reports 500 and above as an HttpError', async () => {
    const { client } = setup(problem(500, messages.internalError));
    const error = await client.post('/api/a').catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(HttpError);
    expect((error as HttpError).status).toBe(500);
    expect((error as HttpError).lines).toEqual([messages.internalError]);
  });

  it('gives a gateway failure without problem details its fixed message', async () => {
    const { client } = setup(new Response('<html>bad gateway</html>', { status: 502 }));
    const error = await client.post('/api/a').catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(HttpError);
    expect((error as HttpError).message).toBe('Bad gateway');
  });

  it('reports below 500 as a DataError with the detail split on semicolons', async () => {
    const { client } = setup(
      json(400, {
        status: 400,
        title: 'Validation failed',
        detail: 'This field cannot be left blank; Please enter the correct email format ;',
        errors: [
          { field: 'businessName', message: 'This field cannot be left blank' },
          { field: 'email', message: 'Please enter the correct email format' },
        ],
      }),
    );
    const error = await client.post('/auth/register', {}).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(DataError);
    const dataError = error as DataError;
    expect(dataError.status).toBe(400);
    expect(dataError.title).toBe('Validation failed');
    expect(dataError.lines).toEqual([
      'This field cannot be left blank',
      'Please enter the correct email format',
    ]);
    expect(dataError.fieldErrors.map((e) => e.field)).toEqual(['businessName', 'email']);
  });

  it('keeps the extension members of a problem for the feature that asked', async () => {
    const signup = { provider: 'google', email: null, fullName: null, ticket: 't' };
    const { client } = setup(
      problem(409, 'No account yet', { code: 'CONFLICT', actionNeeded: 'SIGNUP', signup }),
    );
    const error = await client.post('/auth/login/google', {}).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(DataError);
    expect((error as DataError).problem).toMatchObject({
      status: 409,
      actionNeeded: 'SIGNUP',
      signup,
    });
    expect((error as DataError).lines).toEqual(['No account yet']);
  });
});

describe('downloads', () => {
  function file(disposition: string | undefined) {
    return new Response('%PDF', {
      status: 200,
      headers: disposition ? { 'content-disposition': disposition } : {},
    });
  }

  it('takes the UTF-8 file name from filename*', async () => {
    const { client, fetch } = setup(
      file(`attachment; filename="fallback.pdf"; filename*=UTF-8''Contrat%20%C3%A9t%C3%A9.pdf`),
    );
    const result = await client.download('/api/orders/O1/invoice', { format: 'pdf' });
    expect(result.fileName).toBe('Contrat été.pdf');
    expect(await result.blob.text()).toBe('%PDF');
    expect(call(fetch, 0)[0]).toBe('/api/orders/O1/invoice?format=pdf');
  });

  it('takes a quoted file name', async () => {
    const { client } = setup(file('attachment; filename="invoice \\"May\\".pdf"'));
    expect((await client.download('/api/x')).fileName).toBe('invoice "May".pdf');
  });

  it('falls back to the last path segment without a header', async () => {
    const { client } = setup(file(undefined));
    expect((await client.download('/api/files/report.csv')).fileName).toBe('report.csv');
  });

  it('parses plain and ISO-8859-1 names', () => {
    expect(fileNameFromDisposition('attachment; filename=plain.txt')).toBe('plain.txt');
    expect(fileNameFromDisposition("attachment; filename*=iso-8859-1'en'caf%E9.txt")).toBe(
      'café.txt',
    );
    expect(fileNameFromDisposition('inline')).toBeUndefined();
  });

  it('applies the error rules to downloads too', async () => {
    const { client } = setup(problem(404, 'Not found'));
    await expect(client.download('/api/x')).rejects.toBeInstanceOf(DataError);
  });
});
