import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { TSocialProviders } from '@studio/shared/auth/social-contracts';
import { json, problem, sentTo, stubFetch, type FetchRoutes } from '../test/fetch-stub.ts';
import { landingPath, LoginScreen } from './login-screen.tsx';

const noProviders: TSocialProviders = { google: null, facebook: null };
const GOOGLE_CONSENT =
  'https://accounts.google.test/o/oauth2/v2/auth?client_id=c1&redirect_uri=https%3A%2F%2Fapp.test%2Fsocial%2Fgoogle&response_type=code&scope=openid%20email%20profile';

/** The login page's routes: the providers question plus whatever the test adds. */
function stubServer(routes: FetchRoutes = {}, providers: TSocialProviders = noProviders) {
  return stubFetch({ 'GET /auth/social-providers': () => json(200, providers), ...routes });
}

let replace: ReturnType<typeof vi.fn<(url: string) => void>>;
let assign: ReturnType<typeof vi.fn<(url: string) => void>>;

/** The page at /login with the given query; leaving it is recorded, not performed. */
function openLogin(search = '') {
  vi.stubGlobal('location', { ...window.location, search, replace, assign });
  render(<LoginScreen />);
}

beforeEach(() => {
  replace = vi.fn<(url: string) => void>();
  assign = vi.fn<(url: string) => void>();
});

afterEach(() => {
  vi.unstubAllGlobals();
  sessionStorage.clear();
});

async function fillAndSubmit(email: string, password: string) {
  await userEvent.type(screen.getByLabelText('Email'), email);
  await userEvent.type(screen.getByLabelText('Password'), password);
  await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
}

describe('LoginScreen', () => {
  it('logs in and hands over to the owner app at the returnUrl', async () => {
    const fetchMock = stubServer({
      'POST /auth/login': () => json(200, { token: 't1', tokenExpiresIn: 900, account: {} }),
    });
    openLogin('?returnUrl=%2Fservices%3Ftab%3D1');

    await fillAndSubmit('ann@willow.test', 'secret1');

    await waitFor(() => expect(replace).toHaveBeenCalledWith('/services?tab=1'));
    expect(sentTo(fetchMock, 'POST /auth/login')).toEqual([
      { username: 'ann@willow.test', password: 'secret1' },
    ]);
  });

  it('shows each piece of the server error on its own line and stays on the form', async () => {
    stubServer({
      'POST /auth/login': () =>
        problem(
          401,
          'Unauthorized',
          'The email or password is incorrect; Too many attempts. Please try again in 5 minutes.',
        ),
    });
    openLogin();

    await fillAndSubmit('ann@willow.test', 'wrong-password');

    const alert = await screen.findByRole('alert');
    expect(Array.from(alert.children, (line) => line.textContent)).toEqual([
      'The email or password is incorrect',
      'Too many attempts. Please try again in 5 minutes.',
    ]);
    expect(replace).not.toHaveBeenCalled();
    // The form can be sent again.
    expect(screen.getByRole('button', { name: 'Log in' })).toBeEnabled();
  });

  it("shows the server's field messages under their fields, not twice", async () => {
    stubServer({
      'POST /auth/login': () =>
        problem(
          400,
          'Bad Request',
          'Please enter the correct email format; This field cannot be left blank',
          {
            errors: [
              { field: 'username', message: 'Please enter the correct email format' },
              { field: 'password', message: 'This field cannot be left blank' },
            ],
          },
        ),
    });
    openLogin();

    await userEvent.type(screen.getByLabelText('Email'), 'not-an-email');
    await userEvent.click(screen.getByRole('button', { name: 'Log in' }));

    expect(await screen.findByText('Please enter the correct email format')).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription(
      'Please enter the correct email format',
    );
    expect(screen.getByLabelText('Password')).toHaveAccessibleDescription(
      'This field cannot be left blank',
    );
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('says so when the server cannot be reached', async () => {
    stubServer({
      'POST /auth/login': () => Promise.reject(new TypeError('Failed to fetch')),
    });
    openLogin();
    await fillAndSubmit('ann@willow.test', 'secret1');
    expect(await screen.findByRole('alert')).toHaveTextContent('Error connect to server');
  });

  it('shows and hides the password', async () => {
    stubServer();
    openLogin();
    await userEvent.type(screen.getByLabelText('Password'), 'secret1');
    expect(screen.getByLabelText('Password')).toHaveAttribute('type', 'password');
    await userEvent.click(screen.getByRole('button', { name: 'Show' }));
    expect(screen.getByLabelText('Password')).toHaveAttribute('type', 'text');
    await userEvent.click(screen.getByRole('button', { name: 'Hide' }));
    expect(screen.getByLabelText('Password')).toHaveAttribute('type', 'password');
  });

  it('links to the forgotten-password page and to signup', () => {
    stubServer();
    openLogin();
    expect(screen.getByRole('heading', { level: 1, name: 'Welcome back' })).toBeInTheDocument();
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

describe('LoginScreen with Google and Facebook', () => {
  const googleOnly: TSocialProviders = { google: { authorizeUrl: GOOGLE_CONSENT }, facebook: null };

  it('offers only the configured provider and leaves for its consent page with a kept state', async () => {
    stubServer({}, googleOnly);
    openLogin('?returnUrl=%2Fservices');

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
    openLogin();
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    expect(screen.queryByRole('button', { name: /Continue with/ })).not.toBeInTheDocument();
    expect(screen.queryByText('or')).not.toBeInTheDocument();
  });

  it('shows just the email form when the providers cannot be asked', async () => {
    const fetchMock = stubFetch({
      'GET /auth/social-providers': () => problem(500, 'Error', 'x'),
    });
    openLogin();
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    expect(screen.getByLabelText('Email')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Continue with/ })).not.toBeInTheDocument();
  });

  it('hides the buttons inside an embedded app without asking', async () => {
    const fetchMock = stubServer({}, googleOnly);
    vi.stubGlobal('top', {});
    openLogin();
    // Give an answer a render to show up in, had one been asked for.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(fetchMock).not.toHaveBeenCalled();
    expect(screen.queryByRole('button', { name: /Continue with Google/ })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Log in' })).toBeInTheDocument();
  });
});

describe('landingPath', () => {
  it('is the returnUrl, else the home', () => {
    expect(landingPath('?returnUrl=%2Fservices')).toBe('/services');
    expect(landingPath('?returnUrl=%2Fshoots%2FO12%3Ftab%3Dinvoices')).toBe(
      '/shoots/O12?tab=invoices',
    );
    expect(landingPath('')).toBe('/');
  });

  it('never leaves the app nor returns to an auth page', () => {
    expect(landingPath('?returnUrl=https%3A%2F%2Fevil.test')).toBe('/');
    expect(landingPath('?returnUrl=%2F%2Fevil.test')).toBe('/');
    expect(landingPath('?returnUrl=%2Flogout')).toBe('/');
  });
});
