// The root of every route: sets the page title of the deepest matched route.
import { useEffect } from 'react';
import { Outlet, useMatches } from 'react-router';

export const APP_NAME = 'Studio';

export function RootRoute() {
  const matches = useMatches();
  const title = [...matches]
    .reverse()
    .map((match) => (match.handle as { title?: string } | undefined)?.title)
    .find(Boolean);
  useEffect(() => {
    document.title = title ? `${title} · ${APP_NAME}` : APP_NAME;
  }, [title]);
  return <Outlet />;
}
