import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Outlet, type RouteObject } from 'react-router';
import type { TSocialSignup } from '@studio/shared/auth/social-contracts';
import { messages } from '@studio/shared/messages';
import type { Session } from '../../app/session-context.ts';
import { json, problem, sentTo, stubFetch } from '../../test/fetch-stub.ts';
import {
  anonymousSession,
  fakeAccount,
  fakeSession,
  Where,
  withProviders,
} from '../../test/session-fixture.tsx';
import { SocialCallbackPage } from './social-callback-page.tsx';
import type { SocialTrip } from './social-sign-in.ts';

function renderCallback(path: string, session: Session = anonymousSession()) {
  render(
    withProviders(<Outlet />, {
      session,
      path,
      routes: [
        { path: '/social/:provider', element: <SocialCallbackPage /> },
        { path: '/', element: <Where /> },
        { path: '/login', element: <Where /> },
        { path: '/signup', element: <Where /> },
        { path: '/services', element: <Where /> },
        { path: '/management/account', element: <Where /> },
      ] satisfies RouteObject[],
    }),
  );
}

function leftFor(trip: Partial<SocialTrip> = {}) {
  const stored: SocialTrip = {
    state: 's-123',
    provider: 'google',
    intent: 'login',
    returnUrl: '/services',
    ...trip,
  };
  sessionStorage.setItem('studio.social', JSON.stringify(stored));
}

function warningDialog(): HTMLElement {
  const element = document.querySelector('.ant-modal-confirm');
  if (!(element instanceof HTMLElement)) throw new Error('no warning dialog');
  return element;
}

const signupData: TSocialSignup = {
  provider: 'google',
  email: 'ann@gmail.test',
  fullName: 'Ann Lee',
  ticket: 'signed-ticket',
};

afterEach(() => {
  vi.unstubAllGlobals();
  sessionStorage.clear();
  localStorage.clear();
});

describe('SocialCallbackPage', { timeout: 60_000 }, () => {
  it('sends nothing on when the state is not the one the browser left with', async () => {
    const fetchMock = stubFetch({});
    leftFor({ state: 's-123' });
    renderCallback('/social/google?code=c-9&state=s-forged');

    expect(await screen.findByText(messages.socialSignInFailed('Google'))).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to log in' })).toHaveAttribute('href', '/login');
    expect(fetchMock).not.toHaveBeenCalled();
    expect(sessionStorage.getItem('studio.social')).toBeNull();
  });

  it('sends nothing on when no sign-in was started in this browser', async () => {
    const fetchMock = stubFetch({});
    renderCallback('/social/google?code=c-9&state=s-123');
    expect(await screen.findByText(messages.socialSignInFailed('Google'))).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('signs in with the Google code and goes to the kept returnUrl', async () => {
    const account = fakeAccount();
    const fetchMock = stubFetch({
      'POST /auth/login/google': () => json(200, { token: 't1', tokenExpiresIn: 900, account }),
    });
    const session = anonymousSession();
    leftFor();
    renderCallback('/social/google?code=c-9&state=s-123&scope=email', session);

    expect(await screen.findByTestId('where')).toHaveTextContent(/^\/services$/);
    expect(sentTo(fetchMock, 'POST /auth/login/google')).toEqual([
      { code: 'c-9', leadSources: [], utm: {} },
    ]);
    expect(session.signIn).toHaveBeenCalledWith({ token: 't1', tokenExpiresIn: 900, account });
    expect(sessionStorage.getItem('studio.social')).toBeNull();
  });

  it('reads Facebook’s token and state from the fragment', async () => {
    const account = fakeAccount();
    const fetchMock = stubFetch({
      'POST /auth/login/facebook': () => json(200, { token: 't2', tokenExpiresIn: 900, account }),
    });
    leftFor({ provider: 'facebook', state: 'fb-state', returnUrl: '/' });
    renderCallback('/social/facebook#access_token=EAAB-token&expires_in=5000&state=fb-state');

    expect(await screen.findByTestId('where')).toHaveTextContent(/^\/$/);
    expect(sentTo(fetchMock, 'POST /auth/login/facebook')).toEqual([
      { accessToken: 'EAAB-token', leadSources: [], utm: {} },
    ]);
  });

  it('keeps the sign-up ticket under a psk key and goes on to finish signing up', async () => {
    stubFetch({
      'POST /auth/login/google': () =>
        problem(409, 'Conflict', 'No account yet', {
          code: 'CONFLICT',
          actionNeeded: 'SIGNUP',
          signup: signupData,
        }),
    });
    leftFor();
    renderCallback('/social/google?code=c-9&state=s-123');

    const where = await screen.findByTestId('where');
    const key = /^\/signup\?psk=(psk-[0-9a-f]+)$/.exec(where.textContent ?? '')?.[1];
    expect(key).toBeDefined();
    expect(JSON.parse(localStorage.getItem(key ?? '') ?? 'null')).toEqual(signupData);
  });

  it('shows any other failure in a warning with its title and lines, then returns to log in', async () => {
    stubFetch({
      'POST /auth/login/google': () =>
        problem(409, 'Conflict', `${messages.socialEmailInUse('Google')}; Or use another account.`),
    });
    leftFor({ returnUrl: '/services' });
    renderCallback('/social/google?code=c-9&state=s-123');

    const dialog = await waitFor(warningDialog);
    expect(dialog.querySelector('.ant-modal-confirm-title')).toHaveTextContent(/^Conflict$/);
    expect(within(dialog).getByText(messages.socialEmailInUse('Google'))).toBeInTheDocument();
    expect(within(dialog).getByText('Or use another account.')).toBeInTheDocument();
    expect(localStorage.length).toBe(0);

    await userEvent.click(within(dialog).getByRole('button', { name: 'OK' }));
    expect(await screen.findByTestId('where')).toHaveTextContent('/login?returnUrl=%2Fservices');
  });

  it('goes back quietly when the person cancelled at the provider', async () => {
    const fetchMock = stubFetch({});
    leftFor({ provider: 'facebook', state: 'fb-state', returnUrl: '/' });
    renderCallback(
      '/social/facebook?error=access_denied&error_reason=user_denied&state=fb-state#_=_',
    );
    expect(await screen.findByTestId('where')).toHaveTextContent(/^\/login$/);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('connects the provider to the signed-in account and returns to the account page', async () => {
    const fetchMock = stubFetch({
      'POST /auth/connect/google': () =>
        json(200, fakeAccount({ logins: [{ provider: 'google', providerKey: 'g-1' }] })),
    });
    const session = fakeSession();
    const reload = vi.spyOn(session, 'reload');
    leftFor({ intent: 'connect', returnUrl: '/management/account' });
    renderCallback('/social/google?code=c-9&state=s-123', session);

    expect(await screen.findByTestId('where')).toHaveTextContent('/management/account');
    expect(await screen.findByText('Google is connected.')).toBeInTheDocument();
    expect(sentTo(fetchMock, 'POST /auth/connect/google')).toEqual([
      { code: 'c-9', leadSources: [], utm: {} },
    ]);
    expect(reload).toHaveBeenCalled();
  });

  it('shows a refused connection in a warning, then returns to the account page', async () => {
    stubFetch({
      'POST /auth/connect/facebook': () =>
        problem(409, 'Conflict', messages.socialConnectedElsewhere('Facebook')),
    });
    leftFor({
      provider: 'facebook',
      state: 'fb-state',
      intent: 'connect',
      returnUrl: '/management/account',
    });
    renderCallback('/social/facebook#access_token=EAAB-token&state=fb-state', fakeSession());

    const dialog = await waitFor(warningDialog);
    expect(
      within(dialog).getByText(messages.socialConnectedElsewhere('Facebook')),
    ).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'OK' }));
    expect(await screen.findByTestId('where')).toHaveTextContent('/management/account');
  });
});
