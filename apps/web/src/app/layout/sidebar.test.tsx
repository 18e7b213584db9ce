import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { fakeAccount, fakeSession, withProviders } from '../../test/session-fixture.tsx';
import { navEntries, visibleNavEntries, type NavEntry } from './nav-items.ts';
import { Sidebar, sidebarWidthFor } from './sidebar.tsx';

const initialWidth = window.innerWidth;

function setViewportWidth(width: number) {
  Object.defineProperty(window, 'innerWidth', { configurable: true, writable: true, value: width });
  act(() => {
    window.dispatchEvent(new Event('resize'));
  });
}

afterEach(() => setViewportWidth(initialWidth));

function labels(entries: NavEntry[]): string[] {
  return entries.flatMap((entry) =>
    entry.kind === 'link' ? [entry.label] : [entry.label, ...entry.children.map((c) => c.label)],
  );
}

describe('sidebar width', () => {
  it('is 72 px below 1608 px of viewport and 240 px from 1608 px', () => {
    expect(sidebarWidthFor(1607)).toBe(72);
    expect(sidebarWidthFor(1608)).toBe(240);
    expect(sidebarWidthFor(1920)).toBe(240);
    expect(sidebarWidthFor(800)).toBe(72);
  });

  it('follows the window as it is resized', () => {
    setViewportWidth(1607);
    render(withProviders(<Sidebar />));
    const sider = screen.getByTestId('sidebar');
    expect(sider.style.width).toBe('72px');

    setViewportWidth(1608);
    expect(sider.style.width).toBe('240px');

    setViewportWidth(1200);
    expect(sider.style.width).toBe('72px');
  });

  it('shows the business name only when wide', () => {
    setViewportWidth(1700);
    const { unmount } = render(withProviders(<Sidebar />));
    expect(screen.getByText('Willow & Light')).toBeInTheDocument();
    unmount();

    setViewportWidth(1440);
    render(withProviders(<Sidebar />));
    expect(screen.queryByText('Willow & Light')).not.toBeInTheDocument();
  });
});

describe('nav items and capabilities', () => {
  it('shows an Administrator every entry', () => {
    const entries = visibleNavEntries(navEntries, { roles: ['Administrator'], caps: [] });
    expect(labels(entries)).toEqual(labels(navEntries));
  });

  it('grants everything to the ** capability', () => {
    const entries = visibleNavEntries(navEntries, { roles: [], caps: ['**'] });
    expect(labels(entries)).toEqual(labels(navEntries));
  });

  it('hides entries whose capability the account lacks, and accepts any alternative', () => {
    const viewer = labels(visibleNavEntries(navEntries, { roles: [], caps: ['VIEW'] }));
    expect(viewer).toContain('Account');
    expect(viewer).not.toContain('Business Profile');
    expect(viewer).not.toContain('Payments');

    const editor = labels(visibleNavEntries(navEntries, { roles: [], caps: ['UPDATE'] }));
    expect(editor).toContain('Business Profile');
    expect(editor).toContain('Payments');
  });

  it('needs both when an entry asks for a capability and a role', () => {
    const entries: NavEntry[] = [
      {
        kind: 'link',
        label: 'Both',
        path: '/both',
        icon: () => null,
        requires: { cap: 'CHANGE', role: 'Manager' },
      },
    ];
    expect(visibleNavEntries(entries, { roles: ['Manager'], caps: [] })).toEqual([]);
    expect(visibleNavEntries(entries, { roles: [], caps: ['CHANGE'] })).toEqual([]);
    expect(visibleNavEntries(entries, { roles: ['Manager'], caps: ['CHANGE'] })).toHaveLength(1);
  });

  it('drops a group whose children are all hidden', () => {
    const entries: NavEntry[] = [
      {
        kind: 'group',
        key: 'g',
        label: 'Group',
        icon: () => null,
        children: [
          { kind: 'link', label: 'Secret', path: '/s', icon: () => null, requires: { cap: 'X' } },
        ],
      },
    ];
    expect(visibleNavEntries(entries, { roles: [], caps: [] })).toEqual([]);
  });

  it('renders only the entries the signed-in account may see', () => {
    setViewportWidth(1700);
    const session = fakeSession(fakeAccount({ roles: [], caps: ['VIEW'] }));
    render(withProviders(<Sidebar />, { session }));
    expect(screen.getByRole('link', { name: 'Account' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Contacts' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Business Profile' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Payments' })).not.toBeInTheDocument();
  });

  it('renders every entry for an Administrator', () => {
    setViewportWidth(1700);
    render(withProviders(<Sidebar />));
    for (const label of ['Home', 'Services', 'Website builder', 'Business Profile', 'Payments']) {
      expect(screen.getByRole('link', { name: label })).toBeInTheDocument();
    }
  });
});
