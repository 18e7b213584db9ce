import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Outlet, useLocation, type Location, type RouteObject } from 'react-router';
import { fakeAccount, fakeSession, withProviders } from '../../test/session-fixture.tsx';
import type { Session } from '../../app/session-context.ts';
import { afterLoginPath } from './auth-links.ts';
import { LoginPage } from './login-page.tsx';

function Where() {
  const location = useLocation();
  return <p data-testid="where">{`${location.pathname}${location.search}`}</p>;
}

function json(status: number, body: unknown) {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json' },
  });
}

let fetchMock: ReturnType<typeof vi.fn<typeof fetch>>;
beforeEach(() => {
  fetchMock = vi.fn<typeof fetch>();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

function renderLogin(path: string, session: Session) {
  render(
    withProviders(<Outlet />, {
      session,
      path,
      routes: [
        { path: '/login', element: <LoginPage /> },
        { path: '/', element: <Where /> },
        { path: '/services', element: <Where /> },
      ] satisfies RouteObject[],
    }),
  );
}

async function fillAndSubmit(email: string, password: string) {
  // One paste per field: typing key by key re-renders the antd form for every character.
  await userEvent.click(screen.getByLabelText('Email'));
  await userEvent.paste(email);
  await userEvent.click(screen.getByLabelText('Password'));
  await userEvent.paste(password);
  await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
}

function anonymousSession() {
  const signIn = vi.fn<Session['signIn']>();
  const session: Session = {
    ...fakeSession(),
    status: 'anonymous',
    account: undefined,
    business: undefined,
    signIn,
  };
  return Object.assign(session, { signIn });
}

describe('LoginPage', () => {
  it('logs in with username and password, signs in and goes to the returnUrl', async () => {
    const account = fakeAccount();
    fetchMock.mockResolvedValueOnce(json(200, { token: 't1', tokenExpiresIn: 900, account }));
    const session = anonymousSession();
    renderLogin('/login?returnUrl=%2Fservices%3Ftab%3D1', session);

    await fillAndSubmit('ann@willow.test', 'secret1');

    expect(await screen.findByTestId('where')).toHaveTextContent('/services?tab=1');
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/auth/login');
    expect(init?.method).toBe('POST');
    expect(JSON.parse(String(init?.body))).toEqual({
      username: 'ann@willow.test',
      password: 'secret1',
    });
    expect(session.signIn).toHaveBeenCalledWith({ token: 't1', tokenExpiresIn: 900, account });
  });

  it('shows each piece of the server error on its own line', async () => {
    fetchMock.mockResolvedValueOnce(
      json(401, {
        status: 401,
        title: 'Unauthorized',
        detail:
          'The email or password is incorrect; Too many attempts. Please try again in 5 minutes.',
        code: 'UNAUTHORIZED',
      }),
    );
    const session = anonymousSession();
    renderLogin('/login', session);

    await fillAndSubmit('ann@willow.test', 'wrong-password');

    const errors = await screen.findByTestId('form-errors');
    const lines = Array.from(errors.children).map((line) => line.textContent);
    expect(lines).toEqual([
      'The email or password is incorrect',
      'Too many attempts. Please try again in 5 minutes.',
    ]);
    expect(session.signIn).not.toHaveBeenCalled();
    expect(screen.queryByTestId('where')).not.toBeInTheDocument();
  });

  it('validates with the shared schema before calling the server', async () => {
    renderLogin('/login', anonymousSession());
    await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
    await waitFor(() =>
      expect(screen.getAllByText('This field cannot be left blank')).toHaveLength(2),
    );
    await userEvent.click(screen.getByLabelText('Email'));
    await userEvent.paste('not-an-email');
    await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findByText('Please enter the correct email format')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('links to the forgotten-password page and to signup', () => {
    renderLogin('/login', anonymousSession());
    expect(screen.getByRole('link', { name: 'Forgot password?' })).toHaveAttribute(
      'href',
      '/lost-password',
    );
    expect(screen.getByRole('link', { name: 'Create an account' })).toHaveAttribute(
      'href',
      '/signup',
    );
  });
});

describe('afterLoginPath', () => {
  const at = (search: string, state: unknown = null) =>
    ({ pathname: '/login', search, hash: '', state, key: 'k' }) as Location;
  const from = { from: { pathname: '/shoots/O12', search: '?tab=invoices' } };

  it('prefers the returnUrl, then the page the user came from, then /', () => {
    expect(afterLoginPath(at('?returnUrl=%2Fservices', from))).toBe('/services');
    expect(afterLoginPath(at('', from))).toBe('/shoots/O12?tab=invoices');
    expect(afterLoginPath(at(''))).toBe('/');
  });

  it('never leaves the app nor returns to an auth page', () => {
    expect(afterLoginPath(at('?returnUrl=https%3A%2F%2Fevil.test'))).toBe('/');
    expect(afterLoginPath(at('?returnUrl=%2F%2Fevil.test'))).toBe('/');
    expect(afterLoginPath(at('?returnUrl=%2Flogout'))).toBe('/');
  });
});
