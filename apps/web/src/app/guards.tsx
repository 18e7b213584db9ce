// Route guards: who may open each route, by sign-in, role and capability.
import type { ReactNode } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { messages } from '@studio/shared/messages';
import { canAccess, type Requirement } from '@studio/shared/permissions';
import { ErrorScreen } from '../features/errors/error-screen.tsx';
import { LightButton } from '../ui/light/button.tsx';
import { LoadingScreen } from './loading-screen.tsx';
import { useSession } from './session-context.ts';

/** The login address that remembers the page asked for. */
export function loginPath(pathname: string, search: string): string {
  const returnUrl = `${pathname}${search}`;
  if (returnUrl === '/') return '/login';
  return `/login?returnUrl=${encodeURIComponent(returnUrl)}`;
}

/** Logged-in routes: anonymous users go to /login and the origin is remembered. */
export function RequireAuth() {
  const session = useSession();
  const location = useLocation();
  if (session.status === 'loading') return <LoadingScreen />;
  if (session.status === 'error') return <SessionErrorScreen />;
  if (session.status === 'anonymous') {
    return <Navigate to={loginPath(location.pathname, location.search)} replace />;
  }
  return <Outlet />;
}

/** Pages for visitors only (/signup): a logged-in user is sent to /. */
export function RequireAnonymous() {
  const { status } = useSession();
  if (status === 'loading') return <LoadingScreen />;
  if (status === 'authenticated') return <Navigate to="/" replace />;
  return <Outlet />;
}

/**
 * A route or panel that needs a capability or a role ("a|b" for either; both when both are
 * given). Without them the user sees 403 'Access denied'. Wraps children, or the child routes.
 */
export function RequireAccess({
  children,
  ...requirement
}: Requirement & { children?: ReactNode }) {
  const { account } = useSession();
  if (!account || !canAccess(account, requirement)) {
    return <ErrorScreen heading={403} message={messages.accessDenied} fullPage={false} />;
  }
  return children ?? <Outlet />;
}

/** The boot failed with 500 or above, or the server could not be reached. */
function SessionErrorScreen() {
  const { error, reload } = useSession();
  return (
    <ErrorScreen
      heading={error?.status ?? 500}
      message={error?.message ?? messages.internalError}
      action={
        <LightButton variant="primary" size="large" onClick={() => void reload()}>
          Try again
        </LightButton>
      }
    />
  );
}
