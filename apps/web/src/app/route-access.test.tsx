import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { isValidElement } from 'react';
import type { RouteObject } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Requirement } from '@studio/shared/permissions';
import { stubFetch } from '../test/fetch-stub.ts';
import { fakeAccount, fakeSession, withProviders } from '../test/session-fixture.tsx';
import { RequireAccess } from './guards.tsx';
import { AccountMenu } from './layout/account-menu.tsx';
import { navEntries } from './layout/nav-items.ts';
import { Sidebar } from './layout/sidebar.tsx';
import { routeAccess } from './route-access.ts';
import { routes } from './router.tsx';

const user = userEvent.setup({ delay: null });

const initialWidth = window.innerWidth;

afterEach(() => {
  vi.unstubAllGlobals();
  Object.defineProperty(window, 'innerWidth', { configurable: true, value: initialWidth });
});

/** Every routed path with the requirement of the RequireAccess above it (undefined: none). */
function guardedPaths(
  tree: readonly RouteObject[],
  above: Requirement | undefined = undefined,
  found = new Map<string, Requirement | undefined>(),
): Map<string, Requirement | undefined> {
  for (const route of tree) {
    const element = route.element;
    const guard =
      isValidElement(element) && element.type === RequireAccess
        ? (element.props as Requirement)
        : above;
    if (route.path !== undefined) found.set(route.path, guard);
    if (route.children) guardedPaths(route.children, guard, found);
  }
  return found;
}

const viewer = fakeSession(fakeAccount({ roles: [], caps: ['VIEW'] }));
const editor = fakeSession(fakeAccount({ roles: [], caps: ['VIEW', 'UPDATE'] }));

describe('routes that need a capability or a role', () => {
  it('sit under RequireAccess with exactly their requirement, and no other route does', () => {
    const paths = guardedPaths(routes);
    for (const [path, requirement] of Object.entries(routeAccess)) {
      expect(paths.has(path), path).toBe(true);
      expect(paths.get(path), path).toEqual(requirement);
    }
    for (const [path, requirement] of paths) {
      if (!(path in routeAccess)) expect(requirement, path).toBeUndefined();
    }
  });

  it.each(['/management/payments', '/management/business', '/website', '/zoom', '/icons'])(
    'answers 403 Access denied at %s to an account without the capability',
    async (path) => {
      stubFetch({});
      render(withProviders(null, { routes, path, session: viewer }));
      expect(await screen.findByText('Access denied')).toBeInTheDocument();
      expect(screen.getByRole('heading', { name: '403' })).toBeInTheDocument();
    },
  );

  it('opens the icon gallery for an Administrator, but not for the ** capability alone', async () => {
    stubFetch({});
    const { unmount } = render(withProviders(null, { routes, path: '/icons' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Icons' })).toBeInTheDocument();
    unmount();

    const allCaps = fakeSession(fakeAccount({ roles: [], caps: ['**'] }));
    render(withProviders(null, { routes, path: '/icons', session: allCaps }));
    expect(await screen.findByText('Access denied')).toBeInTheDocument();
  });

  it('lets an account with UPDATE open the settings it may change', async () => {
    stubFetch({});
    render(withProviders(null, { routes, path: '/zoom', session: editor }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Zoom' })).toBeInTheDocument();
    expect(screen.queryByText('Access denied')).not.toBeInTheDocument();
  });
});

describe('menu items of guarded routes', () => {
  it('each sidebar entry asks what its route asks', () => {
    const links = navEntries.flatMap((entry) => (entry.kind === 'link' ? [entry] : entry.children));
    for (const link of links) expect(link.requires, link.path).toEqual(routeAccess[link.path]);
  });

  it('hides the sidebar entries and the account menu item an account may not open', async () => {
    Object.defineProperty(window, 'innerWidth', { configurable: true, value: 1700 });
    const { unmount } = render(withProviders(<Sidebar />, { session: viewer }));
    for (const label of [
      'Website builder',
      'Business Profile',
      'Domain',
      'Payments',
      'Integrations',
    ])
      expect(screen.queryByRole('link', { name: label }), label).not.toBeInTheDocument();
    for (const label of ['Home', 'Services', 'Contacts', 'Account', 'Emails'])
      expect(screen.getByRole('link', { name: label }), label).toBeInTheDocument();
    unmount();

    render(withProviders(<AccountMenu />, { session: viewer }));
    await user.click(screen.getByRole('button', { name: 'Account menu' }));
    expect(await screen.findByRole('menuitem', { name: /Change password/ })).toBeInTheDocument();
    expect(screen.queryByRole('menuitem', { name: /Business Profile/ })).not.toBeInTheDocument();
  });

  it('shows them to an account with the capability', async () => {
    render(withProviders(<AccountMenu />, { session: editor }));
    await user.click(screen.getByRole('button', { name: 'Account menu' }));
    expect(await screen.findByRole('menuitem', { name: /Business Profile/ })).toBeInTheDocument();
  });
});
