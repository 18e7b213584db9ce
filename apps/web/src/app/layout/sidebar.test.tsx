import { useState } from 'react';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { fakeAccount, fakeSession, Where, withProviders } from '../../test/session-fixture.tsx';
import { navEntries, visibleNavEntries, type NavEntry } from './nav-items.ts';
import { MobileNavDrawer, Sidebar, sidebarWidthFor } from './sidebar.tsx';

const user = userEvent.setup({ delay: null });

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

describe('the wide sidebar', () => {
  it('marks the entry of the current page, also for a nested entry', () => {
    setViewportWidth(1700);
    render(withProviders(<Sidebar />, { path: '/management/payments' }));
    const nav = screen.getByRole('navigation', { name: 'Main navigation' });
    expect(within(nav).getByRole('link', { name: 'Payments' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(within(nav).getByRole('link', { name: 'Home' })).not.toHaveAttribute('aria-current');
  });

  it('has Management open at first, and its button closes and opens it', async () => {
    setViewportWidth(1700);
    render(withProviders(<Sidebar />));
    const group = screen.getByRole('button', { name: 'Management' });
    expect(group).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('link', { name: 'Domain' })).toBeVisible();

    await user.click(group);
    expect(group).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('link', { name: 'Domain' })).not.toBeInTheDocument();

    await user.click(group);
    expect(screen.getByRole('link', { name: 'Domain' })).toBeVisible();
  });

  it('names the home link after the business', () => {
    setViewportWidth(1700);
    render(withProviders(<Sidebar />));
    expect(screen.getByRole('link', { name: 'Willow & Light: home' })).toHaveAttribute('href', '/');
  });
});

describe('the icon-only sidebar', () => {
  it('names each icon link by its label', () => {
    setViewportWidth(1200);
    render(withProviders(<Sidebar />, { path: '/contacts' }));
    for (const label of ['Home', 'Services', 'Website builder', 'Contacts'])
      expect(screen.getByRole('link', { name: label })).toHaveAttribute('title', label);
    expect(screen.getByRole('link', { name: 'Contacts' })).toHaveAttribute('aria-current', 'page');
  });

  it('opens a group beside it by click or keyboard; Escape closes it and returns', async () => {
    setViewportWidth(1200);
    render(
      withProviders(null, {
        routes: [
          { path: '/', element: <Sidebar /> },
          { path: '/management/domain', element: <Where /> },
        ],
      }),
    );
    const group = screen.getByRole('button', { name: 'Management' });
    expect(group).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('link', { name: 'Domain' })).not.toBeInTheDocument();

    group.focus();
    await user.keyboard('{Enter}');
    expect(group).toHaveAttribute('aria-expanded', 'true');
    const list = screen.getByRole('list', { name: 'Management' });
    expect(within(list).getAllByRole('link')).toHaveLength(11);
    await user.tab();
    expect(within(list).getByRole('link', { name: 'Account' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(group).toHaveAttribute('aria-expanded', 'false');
    expect(group).toHaveFocus();

    await user.click(group);
    await user.click(screen.getByRole('link', { name: 'Domain' }));
    expect(screen.getByTestId('where')).toHaveTextContent('/management/domain');
  });

  it('closes the group on a click elsewhere', async () => {
    setViewportWidth(1200);
    render(withProviders(<Sidebar />));
    const group = screen.getByRole('button', { name: 'Management' });
    await user.click(group);
    expect(group).toHaveAttribute('aria-expanded', 'true');
    await user.click(screen.getByRole('link', { name: 'Home' }));
    expect(group).toHaveAttribute('aria-expanded', 'false');
  });
});

/** The top bar's menu button and the drawer it opens, as the layout has them. */
function PhoneMenu() {
  const [isOpen, setIsOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setIsOpen(true)}>
        Open menu
      </button>
      <MobileNavDrawer isOpen={isOpen} onClose={() => setIsOpen(false)} />
      <Where />
    </>
  );
}

describe('the phone drawer', () => {
  it('is a modal dialog that takes focus and keeps it, and Escape returns it', async () => {
    setViewportWidth(390);
    render(withProviders(null, { routes: [{ path: '*', element: <PhoneMenu /> }] }));
    const opener = screen.getByRole('button', { name: 'Open menu' });
    await user.click(opener);
    const drawer = screen.getByRole('dialog', { name: 'Menu' });
    expect(drawer).toHaveAttribute('aria-modal', 'true');
    expect(document.body.style.overflow).toBe('hidden');
    expect(within(drawer).getByRole('link', { name: 'Willow & Light: home' })).toHaveFocus();
    expect(within(drawer).getByRole('navigation', { name: 'Main navigation' })).toBeInTheDocument();

    // Shift+Tab from the first goes round to the last entry, Tab from there back to the first.
    await user.tab({ shift: true });
    expect(within(drawer).getByRole('link', { name: 'Mobile notification app' })).toHaveFocus();
    await user.tab();
    expect(within(drawer).getByRole('link', { name: 'Willow & Light: home' })).toHaveFocus();

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog', { name: 'Menu' })).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
    expect(document.body.style.overflow).toBe('');
  });

  it('closes on the backdrop and after choosing an entry', async () => {
    setViewportWidth(390);
    render(withProviders(null, { routes: [{ path: '*', element: <PhoneMenu /> }] }));
    const opener = screen.getByRole('button', { name: 'Open menu' });
    await user.click(opener);
    const backdrop = document.querySelector('.studio-drawer-backdrop');
    if (!backdrop) throw new Error('no backdrop');
    await user.click(backdrop);
    expect(screen.queryByRole('dialog', { name: 'Menu' })).not.toBeInTheDocument();
    expect(opener).toHaveFocus();

    await user.click(opener);
    await user.click(screen.getByRole('link', { name: 'Contacts' }));
    expect(screen.queryByRole('dialog', { name: 'Menu' })).not.toBeInTheDocument();
    expect(screen.getByTestId('where')).toHaveTextContent('/contacts');
  });
});
