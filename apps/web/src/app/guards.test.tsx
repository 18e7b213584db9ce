import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { Outlet, useLocation, type RouteObject } from 'react-router';
import { fakeAccount, fakeSession, withProviders } from '../test/session-fixture.tsx';
import type { Session } from './session-context.ts';
import { RequireAccess, RequireAnonymous, RequireAuth } from './guards.tsx';

function Where() {
  const location = useLocation();
  return (
    <p data-testid="where">
      {location.pathname}
      {location.search}
    </p>
  );
}

const routes: RouteObject[] = [
  { path: '/login', element: <Where /> },
  {
    element: <RequireAnonymous />,
    children: [{ path: '/signup', element: <p>Signup form</p> }],
  },
  {
    element: <RequireAuth />,
    children: [
      { path: '/', element: <p>Home screen</p> },
      { path: '/services', element: <p>Services screen</p> },
      {
        element: <RequireAccess cap="MANAGE_PAYMENTS" />,
        children: [{ path: '/management/payments', element: <p>Payments screen</p> }],
      },
    ],
  },
];

function renderAt(path: string, session: Session) {
  render(withProviders(<Outlet />, { session, routes, path }));
}

const anonymous: Session = {
  ...fakeSession(),
  status: 'anonymous',
  account: undefined,
  business: undefined,
};

describe('RequireAuth', () => {
  it('sends an anonymous user to /login with the page asked for as returnUrl', async () => {
    renderAt('/services?tab=shoots', anonymous);
    expect(await screen.findByTestId('where')).toHaveTextContent(
      '/login?returnUrl=%2Fservices%3Ftab%3Dshoots',
    );
    expect(screen.queryByText('Services screen')).not.toBeInTheDocument();
  });

  it('lets a logged-in user through', async () => {
    renderAt('/services', fakeSession());
    expect(await screen.findByText('Services screen')).toBeInTheDocument();
  });

  it('waits calmly while the session boots', () => {
    renderAt('/services', { ...anonymous, status: 'loading' });
    expect(screen.getByRole('status', { name: 'Loading' })).toBeInTheDocument();
  });

  it('shows the boot error with its status', () => {
    renderAt('/services', {
      ...anonymous,
      status: 'error',
      error: { status: 500, message: 'Something went wrong. Please try again.' },
    });
    expect(screen.getByRole('heading', { name: '500' })).toBeInTheDocument();
    expect(screen.getByText('Something went wrong. Please try again.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});

describe('RequireAnonymous', () => {
  it('sends a logged-in user from /signup to /', async () => {
    renderAt('/signup', fakeSession());
    expect(await screen.findByText('Home screen')).toBeInTheDocument();
  });

  it('shows /signup to a visitor', () => {
    renderAt('/signup', anonymous);
    expect(screen.getByText('Signup form')).toBeInTheDocument();
  });
});

describe('RequireAccess', () => {
  it('shows 403 Access denied without the capability', () => {
    renderAt('/management/payments', fakeSession(fakeAccount({ roles: [], caps: ['VIEW'] })));
    expect(screen.getByText('Access denied')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: '403' })).toBeInTheDocument();
    expect(screen.queryByText('Payments screen')).not.toBeInTheDocument();
  });

  it('lets through an account with the capability', () => {
    renderAt(
      '/management/payments',
      fakeSession(fakeAccount({ roles: [], caps: ['MANAGE_PAYMENTS'] })),
    );
    expect(screen.getByText('Payments screen')).toBeInTheDocument();
  });
});
