// A signed-in session and the providers a page needs, for component tests.
import type { ReactNode } from 'react';
import { App as AntApp } from 'antd';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { vi } from 'vitest';
import { createMemoryRouter, RouterProvider, useLocation, type RouteObject } from 'react-router';
import type { TAccount } from '@studio/shared/account/contracts';
import type { TBusiness } from '@studio/shared/business/contracts';
import { enums } from '@studio/shared/enums';
import { SessionContext, type Session } from '../app/session-context.ts';
import { LightToaster } from '../ui/light/toast.tsx';

export function fakeBusiness(overrides: Partial<TBusiness> = {}): TBusiness {
  return {
    id: 'b1',
    businessName: 'Willow & Light',
    email: 'hello@willow.test',
    emailConfirmed: true,
    pendingEmail: null,
    phone: null,
    domain: 'willow',
    timeZone: 'Europe/Berlin',
    currency: 'EUR',
    brandColor: '#2F5D50',
    logoUrl: null,
    website: null,
    address: null,
    description: null,
    createdDate: '2025-10-01T00:00:00.000Z',
    setupStep: 'CREATED',
    ...overrides,
  };
}

export function fakeAccount(overrides: Partial<TAccount> = {}): TAccount {
  return {
    id: 'a1',
    loggedIn: true,
    email: 'owner@willow.test',
    emailConfirmed: true,
    pendingEmail: null,
    avatar: null,
    hasPassword: true,
    allowTracking: false,
    roles: ['Administrator'],
    caps: [],
    logins: [],
    businesses: [fakeBusiness()],
    connectedPaymentServices: [],
    connectedIntegrationsServices: [],
    connectedSocialServices: [],
    domains: [],
    ...overrides,
  };
}

export function fakeSession(account: TAccount = fakeAccount()): Session {
  return {
    status: 'authenticated',
    account,
    business: account.businesses[0],
    enums,
    error: undefined,
    signIn: () => {},
    signOut: async () => {},
    reload: async () => {},
  };
}

/** A visitor who is not signed in; `signIn` is a mock to assert on. */
export function anonymousSession() {
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

/** Shows where the router is (path and query), for tests of navigation. */
export function Where() {
  const location = useLocation();
  return <p data-testid="where">{`${location.pathname}${location.search}`}</p>;
}

type RenderOptions = { session?: Session; path?: string; routes?: RouteObject[] };

/** The element at `path` (default '/') inside antd's App, the light toaster, Query, the session and a data router. */
export function withProviders(element: ReactNode, options: RenderOptions = {}) {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  const path = options.path ?? '/';
  const router = createMemoryRouter(options.routes ?? [{ path, element }], {
    initialEntries: [path],
  });
  return (
    <AntApp>
      <QueryClientProvider client={queryClient}>
        <SessionContext.Provider value={options.session ?? fakeSession()}>
          <RouterProvider router={router} />
          {/* The layout's toaster, for the light parts' toasts. */}
          <LightToaster />
        </SessionContext.Provider>
      </QueryClientProvider>
    </AntApp>
  );
}
