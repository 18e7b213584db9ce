import { describe, expect, it, vi } from 'vitest';
import { act, render, screen, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { HttpClient } from '../api/http-client.ts';
import { fakeAccount } from '../test/session-fixture.tsx';
import { useSession, type Session } from './session-context.ts';
import { SessionProvider, startBootEarly } from './session-provider.tsx';

function json(status: number, body: unknown) {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json' },
  });
}

type Routes = Record<string, () => Response | Promise<Response>>;

/** A fake server answering by "METHOD path"; the client under test is the real one. */
function setup(routes: Routes, { bootEarly = false } = {}) {
  const fetch = vi.fn(async (url: string, init: RequestInit) => {
    const answer = routes[`${init.method} ${url}`];
    return answer ? answer() : json(404, { status: 404, title: 'Not Found', detail: 'none' });
  });
  const client = new HttpClient({
    fetch: fetch as unknown as typeof globalThis.fetch,
    retryDelayMs: 0,
  });
  if (bootEarly) startBootEarly(client);
  const callsBeforeRender = fetch.mock.calls.length;
  const queryClient = new QueryClient();
  let session: Session | undefined;
  function Probe() {
    session = useSession();
    return <p data-testid="status">{session.status}</p>;
  }
  render(
    <QueryClientProvider client={queryClient}>
      <SessionProvider client={client}>
        <Probe />
      </SessionProvider>
    </QueryClientProvider>,
  );
  return { fetch, client, queryClient, callsBeforeRender, current: () => session as Session };
}

/** The refresh answer: a token and the account, as a sign-in answers. */
const refreshed = (account = fakeAccount()) =>
  json(200, { token: 'boot', tokenExpiresIn: 900, account });

const problem = (status: number, code?: string) =>
  json(status, { status, title: 'Problem', detail: 'Problem detail', code });

describe('SessionProvider boot', () => {
  it('takes the boot started before the first render: one refresh request, signed in', async () => {
    const account = fakeAccount();
    const { fetch, current, callsBeforeRender } = setup(
      { 'POST /auth/refresh-token': () => refreshed(account) },
      { bootEarly: true },
    );
    // The request left before React rendered, and the provider did not send another.
    expect(callsBeforeRender).toBe(1);
    expect(await screen.findByTestId('status')).toHaveTextContent('authenticated');
    expect(current().account?.id).toBe(account.id);
    expect(fetch.mock.calls.map(([url]) => url)).toEqual(['/auth/refresh-token']);
  });

  it('boots from the one refresh answer: token, account and business, no other request', async () => {
    const account = fakeAccount();
    const { fetch, client, current } = setup({
      'POST /auth/refresh-token': () => refreshed(account),
    });
    expect(screen.getByRole('status', { name: 'Loading' })).toBeInTheDocument();
    expect(await screen.findByTestId('status')).toHaveTextContent('authenticated');

    expect(fetch.mock.calls.map(([url]) => url)).toEqual(['/auth/refresh-token']);
    expect(current().account).toEqual(account);
    expect(current().business?.id).toBe('b1');
    expect(current().enums?.fonts).toContain('Lora');
    expect(client.getAccessToken()).toBe('boot');
    // The next request names the business.
    await client.get('/api/services').catch(() => undefined);
    const [, next] = fetch.mock.calls[1] ?? [];
    expect((next?.headers as Record<string, string>)['X-Business-Id']).toBe('b1');
  });

  it('is anonymous when there is no session cookie', async () => {
    const { fetch } = setup({ 'POST /auth/refresh-token': () => problem(401, 'UNAUTHORIZED') });
    expect(await screen.findByTestId('status')).toHaveTextContent('anonymous');
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('is anonymous when the refresh answers no account', async () => {
    const { client } = setup({
      'POST /auth/refresh-token': () => json(200, { token: 'boot', tokenExpiresIn: 900 }),
    });
    expect(await screen.findByTestId('status')).toHaveTextContent('anonymous');
    expect(client.getAccessToken()).toBeUndefined();
  });

  it('shows the error when the server fails with 500 or above', async () => {
    const { current } = setup({ 'POST /auth/refresh-token': () => problem(500) });
    expect(await screen.findByTestId('status')).toHaveTextContent('error');
    expect(current().error).toEqual({ status: 500, message: 'Problem detail' });
  });
});

describe('SessionProvider later on', () => {
  async function signedIn(extra: Routes = {}) {
    const context = setup({
      'POST /auth/refresh-token': () => refreshed(),
      'GET /api/account': () => json(200, fakeAccount()),
      ...extra,
    });
    await waitFor(() => expect(context.current().status).toBe('authenticated'));
    return context;
  }

  it('resets to anonymous when the session expires and cannot be refreshed', async () => {
    let refreshes = 0;
    const { client, queryClient } = await signedIn({
      'POST /auth/refresh-token': () =>
        ++refreshes === 1 ? refreshed() : problem(401, 'UNAUTHORIZED'),
      'GET /api/services': () => problem(401, 'TOKEN_EXPIRED'),
    });
    queryClient.setQueryData(['services'], ['cached']);
    await act(() => client.get('/api/services').catch(() => undefined));
    expect(screen.getByTestId('status')).toHaveTextContent('anonymous');
    expect(queryClient.getQueryData(['services'])).toBeUndefined();
    expect(client.getAccessToken()).toBeUndefined();
  });

  it('signs out on the server, then clears the token and the query cache', async () => {
    const { fetch, client, queryClient, current } = await signedIn({
      'GET /auth/logout': () => json(200, { ok: true }),
    });
    queryClient.setQueryData(['services'], ['cached']);
    await act(() => current().signOut());
    expect(fetch.mock.calls.some(([url]) => url === '/auth/logout')).toBe(true);
    expect(current().status).toBe('anonymous');
    expect(client.getAccessToken()).toBeUndefined();
    expect(queryClient.getQueryData(['services'])).toBeUndefined();
  });

  it('signs in with the token and account of a login answer', async () => {
    const { client, current } = setup({
      'POST /auth/refresh-token': () => problem(401, 'UNAUTHORIZED'),
    });
    await waitFor(() => expect(current().status).toBe('anonymous'));
    const account = fakeAccount({ email: 'new@willow.test' });
    act(() => current().signIn({ token: 'login', tokenExpiresIn: 900, account }));
    expect(current().status).toBe('authenticated');
    expect(current().account?.email).toBe('new@willow.test');
    expect(client.getAccessToken()).toBe('login');
  });
});
