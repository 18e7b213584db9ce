import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Outlet, type RouteObject } from 'react-router';
import type { TSocialProviders, TSocialSignup } from '@studio/shared/auth/social-contracts';
import { messages } from '@studio/shared/messages';
import type { Session } from '../../app/session-context.ts';
import { json, problem, sentTo, stubFetch, type FetchRoutes } from '../../test/fetch-stub.ts';
import {
  anonymousSession,
  fakeAccount,
  Where,
  withProviders,
} from '../../test/session-fixture.tsx';
import { SignupPage } from './signup-page.tsx';

const bothProviders: TSocialProviders = {
  google: { authorizeUrl: 'https://accounts.google.test/auth?client_id=c1' },
  facebook: { authorizeUrl: 'https://www.facebook.test/dialog/oauth?client_id=f1' },
};
const noProviders: TSocialProviders = { google: null, facebook: null };

function stubServer(routes: FetchRoutes = {}, providers: TSocialProviders = noProviders) {
  return stubFetch({ 'GET /auth/social-providers': () => json(200, providers), ...routes });
}

function renderSignup(path: string, session: Session = anonymousSession()) {
  render(
    withProviders(<Outlet />, {
      session,
      path,
      routes: [
        { path: '/signup', element: <SignupPage /> },
        { path: '/', element: <Where /> },
      ] satisfies RouteObject[],
    }),
  );
}

const PSK = 'psk-0123abcd';
const googleSignup: TSocialSignup = {
  provider: 'google',
  email: 'ann@gmail.test',
  fullName: 'Ann Lee',
  ticket: 'signed-ticket',
};

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
  sessionStorage.clear();
});

describe('SignupPage', { timeout: 60_000 }, () => {
  it('offers Google and Facebook above the email form', async () => {
    stubServer({}, bothProviders);
    renderSignup('/signup');
    expect(await screen.findByRole('button', { name: /Sign up with Google/ })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Sign up with Facebook/ })).toBeInTheDocument();
    expect(screen.getByText('or')).toBeInTheDocument();
    expect(screen.getByLabelText('Password')).toBeInTheDocument();
  });

  it('finishes a Google sign-up with the ticket and the edited email, then signs in', async () => {
    const account = fakeAccount();
    const fetchMock = stubServer({
      'POST /auth/register/social': () => json(200, { token: 't1', tokenExpiresIn: 900, account }),
    });
    localStorage.setItem(PSK, JSON.stringify(googleSignup));
    const session = anonymousSession();
    renderSignup(`/signup?psk=${PSK}`, session);

    expect(await screen.findByRole('heading', { name: 'Finish signing up' })).toBeInTheDocument();
    expect(screen.getByText('You are signing up with Google as Ann Lee.')).toBeInTheDocument();
    expect(screen.queryByLabelText('Password')).not.toBeInTheDocument();
    const email = screen.getByLabelText('Email');
    expect(email).toHaveValue('ann@gmail.test');
    expect(screen.getByText(/If you change it, we will email you a link/)).toBeInTheDocument();

    await userEvent.click(screen.getByLabelText('Business name'));
    await userEvent.paste('Willow & Light');
    await userEvent.clear(email);
    await userEvent.paste('studio@willow.test');
    await userEvent.click(screen.getByRole('button', { name: 'Create account' }));

    expect(await screen.findByTestId('where')).toHaveTextContent(/^\/$/);
    expect(sentTo(fetchMock, 'POST /auth/register/social')).toEqual([
      {
        ticket: 'signed-ticket',
        businessName: 'Willow & Light',
        email: 'studio@willow.test',
        timeOffset: expect.any(Number) as number,
        timeZone: expect.any(String) as string,
        leadSources: [],
        utm: {},
      },
    ]);
    expect(session.signIn).toHaveBeenCalledWith({ token: 't1', tokenExpiresIn: 900, account });
    expect(localStorage.getItem(PSK)).toBeNull();
  });

  it('asks for the business name with the shared rules before sending', async () => {
    const fetchMock = stubServer();
    localStorage.setItem(PSK, JSON.stringify({ ...googleSignup, email: null }));
    renderSignup(`/signup?psk=${PSK}`);

    expect(await screen.findByLabelText('Email')).toHaveValue('');
    await userEvent.click(screen.getByRole('button', { name: 'Create account' }));
    // antd validates each field on its own: the messages appear one render apart.
    await waitFor(() =>
      expect(screen.getAllByText('This field cannot be left blank')).toHaveLength(2),
    );
    expect(sentTo(fetchMock, 'POST /auth/register/social')).toEqual([]);
  });

  it('says the sign-up expired and offers the choices when the psk is not kept here', async () => {
    stubServer({}, bothProviders);
    renderSignup('/signup?psk=psk-from-another-browser');

    expect(await screen.findByText(messages.socialSignupExpired)).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Create your account' })).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: /Sign up with Google/ })).toBeInTheDocument();
    expect(screen.getByLabelText('Password')).toBeInTheDocument();
  });

  it('says the sign-up expired when the server no longer takes the ticket', async () => {
    stubServer({
      'POST /auth/register/social': () =>
        problem(400, 'Bad Request', messages.socialSignupExpired, { code: 'VALIDATION' }),
    });
    localStorage.setItem(PSK, JSON.stringify(googleSignup));
    renderSignup(`/signup?psk=${PSK}`);

    await userEvent.click(await screen.findByLabelText('Business name'));
    await userEvent.paste('Willow & Light');
    await userEvent.click(screen.getByRole('button', { name: 'Create account' }));

    expect(await screen.findByText(messages.socialSignupExpired)).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Create your account' })).toBeInTheDocument();
    expect(screen.getByLabelText('Password')).toBeInTheDocument();
    expect(localStorage.getItem(PSK)).toBeNull();
  });

  it('shows other server errors on the finish form', async () => {
    stubServer({
      'POST /auth/register/social': () =>
        problem(409, 'Conflict', 'This email address is already in use'),
    });
    localStorage.setItem(PSK, JSON.stringify(googleSignup));
    renderSignup(`/signup?psk=${PSK}`);

    await userEvent.click(await screen.findByLabelText('Business name'));
    await userEvent.paste('Willow & Light');
    await userEvent.click(screen.getByRole('button', { name: 'Create account' }));

    await waitFor(() =>
      expect(screen.getByTestId('form-errors')).toHaveTextContent(
        'This email address is already in use',
      ),
    );
    expect(screen.getByRole('heading', { name: 'Finish signing up' })).toBeInTheDocument();
    expect(localStorage.getItem(PSK)).not.toBeNull();
  });
});
