import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Outlet, type Location, type RouteObject } from 'react-router';
import type { TSocialProviders } from '@studio/shared/auth/social-contracts';
import {
  anonymousSession,
  fakeAccount,
  Where,
  withProviders,
} from '../../test/session-fixture.tsx';
import { json, sentTo, stubFetch, type FetchRoutes } from '../../test/fetch-stub.ts';
import type { Session } from '../../app/session-context.ts';
import { afterLoginPath } from './auth-links.ts';
import { LoginPage } from './login-page.tsx';

const noProviders: TSocialProviders = { google: null, facebook: null };
const GOOGLE_CONSENT =
  'https://accounts.google.test/o/oauth2/v2/auth?client_id=c1&redirect_uri=https%3A%2F%2Fapp.test%2Fsocial%2Fgoogle&response_type=code&scope=openid%20email%20profile';

/** The login page's routes: the providers question plus whatever the test adds. */
function stubServer(routes: FetchRoutes = {}, providers: TSocialProviders = noProviders) {
  return stubFetch({ 'GET /auth/social-providers': () => json(200, providers), ...routes });
}

afterEach(() => {
  vi.unstubAllGlobals();
  sessionStorage.clear();
});

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

describe('LoginPage', () => {
  it('logs in with username and password, signs in and goes to the returnUrl', async () => {
    const account = fakeAccount();
    const fetchMock = stubServer({
      'POST /auth/login': () => json(200, { token: 't1', tokenExpiresIn: 900, account }),
    });
    const session = anonymousSession();
    renderLogin('/login?returnUrl=%2Fservices%3Ftab%3D1', session);

    await fillAndSubmit('ann@willow.test', 'secret1');

    expect(await screen.findByTestId('where')).toHaveTextContent('/services?tab=1');
    expect(sentTo(fetchMock, 'POST /auth/login')).toEqual([
      { username: 'ann@willow.test', password: 'secret1' },
    ]);
    expect(session.signIn).toHaveBeenCalledWith({ token: 't1', tokenExpiresIn: 900, account });
  });

  it('shows each piece of the server error on its own line', async () => {
    stubServer({
      'POST /auth/login': () =>
        json(401, {
          status: 401,
          title: 'Unauthorized',
          detail:
            'The email or password is incorrect; Too many attempts. Please try again in 5 minutes.',
          code: 'UNAUTHORIZED',
        }),
    });
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
    const fetchMock = stubServer();
    renderLogin('/login', anonymousSession());
    await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
    await waitFor(() =>
      expect(screen.getAllByText('This field cannot be left blank')).toHaveLength(2),
    );
    await userEvent.click(screen.getByLabelText('Email'));
    await userEvent.paste('not-an-email');
    await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findByText('Please enter the correct email format')).toBeInTheDocument();
    expect(sentTo(fetchMock, 'POST /auth/login')).toEqual([]);
  });

  it('links to the forgotten-password page and to signup', () => {
    stubServer();
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

describe('LoginPage with Google and Facebook', () => {
  const googleOnly: TSocialProviders = { google: { authorizeUrl: GOOGLE_CONSENT }, facebook: null };

  it('offers only the configured provider and leaves for its consent page with a kept state', async () => {
    stubServer({}, googleOnly);
    const assign = vi.fn<(url: string) => void>();
    vi.stubGlobal('location', { ...window.location, assign });
    renderLogin('/login?returnUrl=%2Fservices', anonymousSession());

    await userEvent.click(await screen.findByRole('button', { name: /Continue with Google/ }));

    expect(screen.queryByRole('button', { name: /Facebook/ })).not.toBeInTheDocument();
    expect(screen.getByText('or')).toBeInTheDocument();
    const stored = JSON.parse(sessionStorage.getItem('studio.social') ?? '{}') as {
      state: string;
    };
    expect(stored).toEqual({
      state: expect.stringMatching(/^[0-9a-f]{32}$/),
      provider: 'google',
      intent: 'login',
      returnUrl: '/services',
    });
    // Every parameter of the server's address as sent, and the state the page kept.
    expect(assign).toHaveBeenCalledWith(`${GOOGLE_CONSENT}&state=${stored.state}`);
  });

  it('shows no provider button and no divider when none is configured', async () => {
    const fetchMock = stubServer();
    renderLogin('/login', anonymousSession());
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    await screen.findByRole('button', { name: 'Log in' });
    expect(screen.queryByRole('button', { name: /Continue with/ })).not.toBeInTheDocument();
    expect(screen.queryByText('or')).not.toBeInTheDocument();
  });

  it('shows just the email form when the providers cannot be asked', async () => {
    const fetchMock = stubFetch({
      'GET /auth/social-providers': () => json(500, { status: 500, title: 'Error', detail: 'x' }),
    });
    renderLogin('/login', anonymousSession());
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(2)); // the client retries a GET once
    expect(screen.getByLabelText('Email')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Continue with/ })).not.toBeInTheDocument();
  });

  it('hides the buttons inside an embedded app', async () => {
    const fetchMock = stubServer({}, googleOnly);
    vi.stubGlobal('top', {});
    renderLogin('/login', anonymousSession());
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    // Give the answer a render to show up in, had it been going to.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('button', { name: /Continue with Google/ })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Log in' })).toBeInTheDocument();
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
