import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { withProviders } from '../../test/session-fixture.tsx';
import { appIcons } from './app-icons.ts';
import { IconsPage } from './icons-page.tsx';
import { matchIcons } from './match-icons.ts';

const user = userEvent.setup({ delay: null });

afterEach(() => {
  vi.restoreAllMocks();
});

/** Every source file of the app, as text (tests and this gallery's own list left out). */
const sources = import.meta.glob(['../../**/*.{ts,tsx}', '!../../**/*.test.{ts,tsx}'], {
  query: '?raw',
  import: 'default',
  eager: true,
}) as Record<string, string>;

function importedIconNames(): Set<string> {
  const names = new Set<string>();
  const importPattern = /import\s*(?:type\s*)?\{([^}]*)\}\s*from\s*['"]@ant-design\/icons['"]/g;
  for (const [path, text] of Object.entries(sources)) {
    if (path.endsWith('/app-icons.ts')) continue;
    for (const match of text.matchAll(importPattern)) {
      for (const part of (match[1] ?? '').split(',')) {
        const name = part.trim();
        if (name) names.add(name);
      }
    }
  }
  return names;
}

describe('the icon gallery', () => {
  it('holds every icon the app imports, and only those', () => {
    const imported = importedIconNames();
    expect(imported.size).toBeGreaterThan(50);
    expect(new Set(Object.keys(appIcons))).toEqual(imported);
  });

  it('finds icons by any words of their name', () => {
    const names = ['ArrowLeftOutlined', 'ArrowRightOutlined', 'CalendarOutlined'];
    expect(matchIcons(names, 'arrow left')).toEqual(['ArrowLeftOutlined']);
    expect(matchIcons(names, 'ArrowLeft')).toEqual(['ArrowLeftOutlined']);
    expect(matchIcons(names, 'arrow')).toEqual(['ArrowLeftOutlined', 'ArrowRightOutlined']);
    expect(matchIcons(names, '  ')).toEqual(names);
  });

  it('filters as the user types, says when nothing matches, and copies a name on click', async () => {
    const writeText = vi.fn<(text: string) => Promise<void>>().mockResolvedValue();
    Object.defineProperty(navigator, 'clipboard', { configurable: true, value: { writeText } });
    render(withProviders(<IconsPage />, { path: '/icons' }));

    const total = Object.keys(appIcons).length;
    expect(screen.getByRole('heading', { level: 1, name: 'Icons' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent(`${total} icons`);
    const gallery = screen.getByRole('list', { name: 'Icons' });
    expect(within(gallery).getAllByRole('button')).toHaveLength(total);

    await user.type(screen.getByRole('textbox', { name: 'Search icons' }), 'calendar');
    expect(
      within(gallery)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['CalendarOutlined']);
    expect(screen.getByRole('status')).toHaveTextContent(`1 of ${total} icons`);

    await user.click(screen.getByRole('button', { name: 'Copy CalendarOutlined' }));
    expect(writeText).toHaveBeenCalledWith('CalendarOutlined');
    expect(await screen.findByText('Copied CalendarOutlined')).toBeInTheDocument();

    await user.clear(screen.getByRole('textbox', { name: 'Search icons' }));
    await user.type(screen.getByRole('textbox', { name: 'Search icons' }), 'unicorn');
    expect(screen.getByText('No icon matches “unicorn”')).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Icons' })).not.toBeInTheDocument();
  });
});
