import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { TSitePage, TSiteSettings } from '@studio/site/contracts';
import { defaultTheme } from '@studio/site/theme';
import { http } from '../../api/http-client.ts';
import { withProviders } from '../../test/session-fixture.tsx';
import { MenuPanel } from './menu-panel.tsx';
import { parentChoices } from './page-nesting.ts';

const user = userEvent.setup({ delay: null });

afterEach(() => {
  vi.restoreAllMocks();
});

const id = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
const page = (n: number, title: string, parentId: string | null = null): TSitePage => ({
  id: id(n),
  title,
  slug: n === 0 ? '' : title.toLowerCase(),
  parentId,
  sortIndex: n,
  isHome: n === 0,
  draftUpdatedAt: '2026-05-01T10:00:00.000Z',
  publishedAt: null,
  hasUnpublishedChanges: true,
});
const pages = [page(0, 'Home'), page(1, 'About'), page(2, 'Pricing'), page(3, 'Contact')];
const settings: TSiteSettings = {
  theme: defaultTheme,
  menu: {
    items: [
      { pageId: id(0), label: '' },
      { pageId: id(1), label: 'Meet Anna' },
    ],
  },
  version: 4,
  businessSlug: 'anna',
  businessName: 'Anna Photo',
  businessColor: '#2F5D50',
  businessCurrency: 'USD',
  publishedAt: null,
};

describe('MenuPanel', { timeout: 90_000 }, () => {
  it('adds, relabels and reorders links with the keyboard, then saves the menu', async () => {
    const put = vi.spyOn(http, 'put').mockResolvedValue(settings);
    render(withProviders(<MenuPanel settings={settings} theme={defaultTheme} pages={pages} />));
    expect(screen.getByText('Home · Meet Anna')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /Edit menu/ }));
    const dialog = await screen.findByRole('dialog');

    // Add Contact from the list of pages not in the menu.
    await user.click(within(dialog).getByRole('combobox', { name: 'Add a page to the menu' }));
    await user.click(await screen.findByTitle('Contact'));
    await user.type(within(dialog).getByLabelText('Menu label for Contact'), 'Say hello');

    // Move Contact up twice with the keyboard: focus its button, press Enter.
    const up = within(dialog).getByRole('button', { name: 'Move Contact up' });
    up.focus();
    await user.keyboard('{Enter}');
    within(dialog).getByRole('button', { name: 'Move Contact up' }).focus();
    await user.keyboard('{Enter}');
    expect(within(dialog).getByRole('button', { name: 'Move Contact up' })).toBeDisabled();
    await user.click(within(dialog).getByRole('button', { name: 'Remove Home from the menu' }));

    await user.click(within(dialog).getByRole('button', { name: 'Save menu' }));
    await waitFor(() =>
      expect(put).toHaveBeenCalledWith('/api/site/settings', {
        theme: defaultTheme,
        menu: {
          items: [
            { pageId: id(3), label: 'Say hello' },
            { pageId: id(1), label: 'Meet Anna' },
          ],
        },
        version: 4,
      }),
    );
  });

  it('holds at most 12 links', async () => {
    const many = Array.from({ length: 13 }, (_, n) => page(n, `Page ${n}`));
    const full = {
      ...settings,
      menu: { items: many.slice(0, 12).map((entry) => ({ pageId: entry.id, label: '' })) },
    };
    render(withProviders(<MenuPanel settings={full} theme={defaultTheme} pages={many} />));
    await user.click(screen.getByRole('button', { name: /Edit menu/ }));
    const dialog = await screen.findByRole('dialog');
    expect(
      within(dialog).getByText('12 of 12 links. Changes go live when you publish.'),
    ).toBeInTheDocument();
    expect(within(dialog).getByText('The menu holds at most 12 links')).toBeInTheDocument();
  });
});

describe('parentChoices', () => {
  it('offers every page but itself, the pages below it and its current parent', () => {
    const about = page(1, 'About');
    const team = page(2, 'Team', about.id);
    const anna = page(3, 'Anna', team.id);
    const contact = page(4, 'Contact');
    const tree = [page(0, 'Home'), about, team, anna, contact];
    expect(parentChoices(about, tree).map((p) => p.title)).toEqual(['Home', 'Contact']);
    expect(parentChoices(anna, tree).map((p) => p.title)).toEqual(['Home', 'About', 'Contact']);
    expect(parentChoices(tree[0]!, tree)).toEqual([]);
  });
});
