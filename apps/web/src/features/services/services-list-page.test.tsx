import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { TServiceListItem, TServicePage } from '@studio/shared/services/contracts';
import { http, type QueryParams } from '../../api/http-client.ts';
import { withProviders } from '../../test/session-fixture.tsx';
import { ServicesListPage } from './services-list-page.tsx';

afterEach(() => vi.restoreAllMocks());

function item(number: number, overrides: Partial<TServiceListItem> = {}): TServiceListItem {
  return {
    id: `s${number}`,
    number,
    name: `Service ${number}`,
    slug: `service-${number}`,
    type: 1,
    isMiniSession: true,
    color: '#2F5D50',
    isPrivate: false,
    isPaused: false,
    createdDate: '2025-10-01T10:00:00.000Z',
    nextDate: null,
    coverUrl: null,
    ...overrides,
  };
}

function pageOf(items: TServiceListItem[], page: number, total: number): TServicePage {
  return { items, total, page, size: 50 };
}

function mockList(answer: (params: QueryParams) => TServicePage) {
  return vi
    .spyOn(http, 'get')
    .mockImplementation(async (_url: string, params?: QueryParams) =>
      answer(params ?? {}),
    ) as unknown as ReturnType<typeof vi.fn>;
}

function renderPage() {
  render(
    withProviders(<ServicesListPage />, {
      path: '/services',
      routes: [
        { path: '/services', element: <ServicesListPage /> },
        { path: '/services/edit/:id', element: <p>Edit page</p> },
      ],
    }),
  );
  return userEvent.setup({ delay: null, pointerEventsCheck: 0 });
}

describe('ServicesListPage', { timeout: 60_000 }, () => {
  it('shows an empty state that leads to creating a service', async () => {
    mockList(() => pageOf([], 1, 0));
    const user = renderPage();
    expect(await screen.findByText('No services yet')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /Create your first service/ }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Mini session service')).toBeInTheDocument();
    expect(within(dialog).getByText('Full session service')).toBeInTheDocument();
  });

  it('shows each service with its kind, marks and dates, and opens it on click', async () => {
    mockList(() =>
      pageOf(
        [
          item(1, { name: 'Spring Minis', isPaused: true, nextDate: '2031-04-12' }),
          item(2, { name: 'Family Session', type: 2, isMiniSession: false, isPrivate: true }),
        ],
        1,
        2,
      ),
    );
    const user = renderPage();
    const rows = await screen.findAllByTestId('service-row');
    expect(rows).toHaveLength(2);
    const [mini, full] = rows as [HTMLElement, HTMLElement];
    expect(within(mini).getByText('Spring Minis')).toBeInTheDocument();
    expect(within(mini).getByText('Mini session')).toBeInTheDocument();
    expect(within(mini).getByText('Paused')).toBeInTheDocument();
    expect(within(mini).getAllByText('Apr 12, 2031').length).toBeGreaterThan(0);
    expect(within(mini).getAllByText('Oct 1, 2025', { exact: false }).length).toBeGreaterThan(0);
    expect(within(full).getByText('Full session')).toBeInTheDocument();
    expect(within(full).getByText('Private')).toBeInTheDocument();
    expect(mini).toHaveAttribute('href', '/services/edit/s1');
    await user.click(mini);
    expect(await screen.findByText('Edit page')).toBeInTheDocument();
  });

  it('loads the next page of 50 with Load more', async () => {
    const first = Array.from({ length: 50 }, (_, index) => item(index + 1));
    const second = Array.from({ length: 10 }, (_, index) => item(index + 51));
    const get = mockList((params) =>
      params.page === 2 ? pageOf(second, 2, 60) : pageOf(first, 1, 60),
    );
    const user = renderPage();
    expect(await screen.findAllByTestId('service-row')).toHaveLength(50);
    expect(screen.getByText('Showing 50 of 60')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(screen.getAllByTestId('service-row')).toHaveLength(60));
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
    expect(get).toHaveBeenLastCalledWith(
      '/api/services',
      expect.objectContaining({ page: 2, size: 50, sortBy: 2, sortOrder: 2 }),
      expect.anything(),
    );
  });

  it('searches after typing stops, and offers to clear a search that finds nothing', async () => {
    const get = mockList((params) => (params.search ? pageOf([], 1, 0) : pageOf([item(1)], 1, 1)));
    const user = renderPage();
    await screen.findAllByTestId('service-row');
    await user.type(screen.getByLabelText('Search services'), 'zebra');
    expect(await screen.findByText('No services match your search.')).toBeInTheDocument();
    const searched = get.mock.calls.filter(
      (call: unknown[]) => (call[1] as QueryParams | undefined)?.search,
    );
    // Debounced: one request for the whole word, not one per letter.
    expect(searched).toHaveLength(1);
    expect(searched[0]?.[1]).toMatchObject({ search: 'zebra' });
    await user.click(screen.getByRole('button', { name: 'Clear search and filters' }));
    expect(await screen.findAllByTestId('service-row')).toHaveLength(1);
  });
});
