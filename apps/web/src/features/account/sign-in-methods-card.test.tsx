import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { TSocialProviders } from '@studio/shared/auth/social-contracts';
import { json, stubFetch } from '../../test/fetch-stub.ts';
import { withProviders } from '../../test/session-fixture.tsx';
import { SignInMethodsCard } from './sign-in-methods-card.tsx';
import type { TLogin } from './use-account.ts';

const FACEBOOK_CONSENT = 'https://www.facebook.test/dialog/oauth?client_id=f1&response_type=token';
const bothProviders: TSocialProviders = {
  google: { authorizeUrl: 'https://accounts.google.test/auth?client_id=c1' },
  facebook: { authorizeUrl: FACEBOOK_CONSENT },
};
const googleLogin: TLogin = { provider: 'google', providerKey: 'g-1' };

function stubServer(logins: TLogin[], providers: TSocialProviders) {
  return stubFetch({
    'GET /auth/social-providers': () => json(200, providers),
    'GET /api/account/logins': () => json(200, logins),
    'DELETE /api/account/logins?provider=google&providerKey=g-1': () => json(200, []),
  });
}

afterEach(() => {
  vi.unstubAllGlobals();
  sessionStorage.clear();
});

describe('SignInMethodsCard', { timeout: 60_000 }, () => {
  it('asks before disconnecting, in the exact words', async () => {
    const fetchMock = stubServer([googleLogin], bothProviders);
    render(withProviders(<SignInMethodsCard />));

    await userEvent.click(await screen.findByRole('button', { name: 'Disconnect' }));
    const dialog = await waitFor(() => {
      const element = document.querySelector('.ant-modal-confirm');
      if (!(element instanceof HTMLElement)) throw new Error('no confirmation');
      return element;
    });
    expect(dialog.querySelector('.ant-modal-confirm-title')).toHaveTextContent(
      'Are you sure you want to disconnect from your Google account?',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Disconnect' }));

    expect(await screen.findByText('Google is disconnected.')).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledWith(
      '/api/account/logins?provider=google&providerKey=g-1',
      expect.objectContaining({ method: 'DELETE' }),
    );
  });

  it('offers to connect only the configured providers not connected yet', async () => {
    stubServer([googleLogin], bothProviders);
    const assign = vi.fn<(url: string) => void>();
    vi.stubGlobal('location', { ...window.location, assign });
    render(withProviders(<SignInMethodsCard />));

    await userEvent.click(await screen.findByRole('button', { name: /Connect Facebook/ }));

    expect(screen.queryByRole('button', { name: /Connect Google/ })).not.toBeInTheDocument();
    const stored = JSON.parse(sessionStorage.getItem('studio.social') ?? '{}') as {
      state: string;
    };
    expect(stored).toMatchObject({
      provider: 'facebook',
      intent: 'connect',
      returnUrl: '/management/account',
    });
    expect(assign).toHaveBeenCalledWith(`${FACEBOOK_CONSENT}&state=${stored.state}`);
  });

  it('says what to do next when nothing is connected', async () => {
    stubServer([], {
      google: { authorizeUrl: 'https://accounts.google.test/auth' },
      facebook: null,
    });
    render(withProviders(<SignInMethodsCard />));
    expect(await screen.findByRole('button', { name: /Connect Google/ })).toBeInTheDocument();
    expect(screen.getByText(/Connect one to log in with a click/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Connect Facebook/ })).not.toBeInTheDocument();
  });
});
