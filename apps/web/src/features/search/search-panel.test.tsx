import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { TSearchCounts, TSearchPage, TSearchResult } from '@studio/shared/search/contracts';
import { http, type QueryParams, type RequestOptions } from '../../api/http-client.ts';
import { withProviders } from '../../test/session-fixture.tsx';
import { SearchOverlay } from '../../app/layout/search-overlay.tsx';

const user = userEvent.setup({ delay: null });

function result(index: number, overrides: Partial<TSearchResult> = {}): TSearchResult {
  const id = `O${String(index).padStart(10, 'A')}`;
  return {
    type: 'shoot',
    id,
    customerName: `Grace Hopper ${index}`,
    email: `grace${index}@navy.test`,
    serviceName: 'Autumn minis',
    serviceColor: '#c96f3b',
    // 23:30 UTC is the next day in Berlin (the business time zone).
    createdDate: '2030-06-13T22:30:00.000Z',
    link: `/shoots/${id}`,
    ...overrides,
  };
}

function page(items: TSearchResult[], pageNumber = 1, hasMore = false): TSearchPage {
  return { items, page: pageNumber, size: 10, hasMore };
}

const counts: TSearchCounts = {
  totalResults: 104,
  totalShoots: 99,
  totalMeetings: 0,
  totalInquiries: 2,
  totalClients: 3,
  isCapped: { shoot: true, inquiry: false, clients: false },
};

type Get = (path: string, params?: QueryParams, options?: RequestOptions) => Promise<unknown>;

function mockGet(answer: Get) {
  return vi.spyOn(http, 'get').mockImplementation(answer as typeof http.get);
}

/** Answers every search with `items` (one page) and the counts above. */
function mockSearch(items: TSearchResult[] = [result(1), result(2)]) {
  return mockGet(async (path) => {
    if (path === '/api/search') return page(items);
    if (path === '/api/search/count') return counts;
    throw new Error(`unexpected GET ${path}`);
  });
}

function searchCalls(get: ReturnType<typeof mockGet>) {
  return get.mock.calls.filter(([path]) => path === '/api/search').map(([, params]) => params);
}

function renderOverlay(onClose = vi.fn()) {
  render(
    withProviders(null, {
      path: '/',
      routes: [
        { path: '/', element: <SearchOverlay isOpen onClose={onClose} /> },
        { path: '/shoots/:id', element: <p>Shoot page</p> },
        { path: '/contacts/:id', element: <p>Contact page</p> },
      ],
    }),
  );
  return onClose;
}

const input = () => screen.getByRole('combobox', { name: 'Search shoots, inquiries and clients' });

type ObserverCallback = (entries: { isIntersecting: boolean }[]) => void;
let observers: ObserverCallback[] = [];
beforeEach(() => {
  observers = [];
  vi.stubGlobal(
    'IntersectionObserver',
    class {
      constructor(callback: ObserverCallback) {
        observers.push(callback);
      }
      observe() {}
      disconnect() {}
    },
  );
});
afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('search overlay', { timeout: 120_000 }, () => {
  it('asks nothing before typing, then shows the rows and every tab with its count', async () => {
    const get = mockSearch();
    renderOverlay();
    // The modal animates in.
    await waitFor(() =>
      expect(screen.getByText('Find a shoot, an inquiry or a client')).toBeVisible(),
    );
    await waitFor(() => expect(input()).toHaveFocus());
    expect(get).not.toHaveBeenCalled();

    await user.type(input(), 'grace');
    const rows = await screen.findAllByTestId('search-result');
    expect(rows).toHaveLength(2);
    expect(within(rows[0]!).getByText('Grace Hopper 1')).toBeVisible();
    expect(within(rows[0]!).getByText('grace1@navy.test')).toBeVisible();
    expect(within(rows[0]!).getByText('Autumn minis')).toBeVisible();
    expect(within(rows[0]!).getByText('Jun 14, 2030')).toBeVisible();
    expect(within(rows[0]!).getByText('Shoot')).toBeVisible();
    expect(rows[0]).toHaveAttribute('href', '/shoots/OAAAAAAAAA1');

    expect(await screen.findByTestId('search-count-all')).toHaveTextContent('99+');
    expect(screen.getByTestId('search-count-shoot')).toHaveTextContent('99+');
    expect(screen.getByTestId('search-count-inquiry')).toHaveTextContent('2');
    expect(screen.getByTestId('search-count-clients')).toHaveTextContent('3');
    expect(get).toHaveBeenCalledWith(
      '/api/search/count',
      { search: 'grace' },
      expect.objectContaining({ signal: expect.any(AbortSignal) }),
    );
  });

  it('waits until typing pauses for 300 ms, then asks once', async () => {
    const get = mockSearch();
    renderOverlay();
    await user.type(input(), 'gr');
    await new Promise((resolve) => setTimeout(resolve, 150));
    await user.type(input(), 'ace');
    expect(searchCalls(get)).toEqual([]);
    await screen.findAllByTestId('search-result');
    expect(searchCalls(get)).toEqual([{ search: 'grace', type: 'all', page: 1 }]);
  });

  it('aborts the previous request when the input changes', async () => {
    const signals: AbortSignal[] = [];
    const get = mockGet((path, params, options) => {
      if (path === '/api/search/count') return Promise.resolve(counts);
      if (options?.signal) signals.push(options.signal);
      // The first search never answers; the second does.
      return (params as { search: string }).search === 'gra'
        ? new Promise(() => {})
        : Promise.resolve(page([result(7)]));
    });
    renderOverlay();
    await user.type(input(), 'gra');
    await waitFor(() => expect(signals).toHaveLength(1));
    expect(signals[0]!.aborted).toBe(false);

    await user.type(input(), 'ce');
    expect(await screen.findByText('Grace Hopper 7')).toBeVisible();
    expect(searchCalls(get).map((params) => (params as { search: string }).search)).toEqual([
      'gra',
      'grace',
    ]);
    expect(signals[0]!.aborted).toBe(true);
    expect(signals[1]!.aborted).toBe(false);
  });

  it('loads the next page of 10 when the bottom of the list comes into view', async () => {
    const first = Array.from({ length: 10 }, (_, i) => result(i + 1));
    const get = mockGet(async (path, params) => {
      if (path === '/api/search/count') return counts;
      const pageNumber = (params as { page: number }).page;
      return pageNumber === 1 ? page(first, 1, true) : page([result(11), result(12)], 2, false);
    });
    renderOverlay();
    await user.type(input(), 'grace');
    expect(await screen.findAllByTestId('search-result')).toHaveLength(10);
    await waitFor(() => expect(observers.length).toBeGreaterThan(0));

    act(() => observers.at(-1)?.([{ isIntersecting: true }]));
    await waitFor(() => expect(screen.getAllByTestId('search-result')).toHaveLength(12));
    expect(searchCalls(get)).toEqual([
      { search: 'grace', type: 'all', page: 1 },
      { search: 'grace', type: 'all', page: 2 },
    ]);
    // The last page: no more requests, however often the bottom shows.
    act(() => observers.at(-1)?.([{ isIntersecting: true }]));
    expect(searchCalls(get)).toHaveLength(2);
  });

  it('switches tabs: each tab asks for its own kind', async () => {
    const get = mockGet(async (path, params) => {
      if (path === '/api/search/count') return counts;
      const { type } = params as { type: string };
      return page(
        type === 'clients'
          ? [result(5, { type: 'clients', id: 'c5', link: '/contacts/c5', serviceName: null })]
          : [result(1)],
      );
    });
    renderOverlay();
    await user.type(input(), 'grace');
    await screen.findByText('Grace Hopper 1');
    await user.click(screen.getByRole('tab', { name: /Clients/ }));
    const row = await screen.findByText('Grace Hopper 5');
    expect(row.closest('a')).toHaveAttribute('href', '/contacts/c5');
    expect(screen.getByText('No shoots yet')).toBeVisible();
    // Rows of one kind do not repeat the kind.
    expect(within(row.closest('a')!).queryByText('Client')).toBeNull();
    expect(searchCalls(get)).toContainEqual({ search: 'grace', type: 'clients', page: 1 });
  });

  it('opens a row on click and closes the overlay', async () => {
    mockSearch();
    const onClose = renderOverlay();
    await user.type(input(), 'grace');
    await user.click(await screen.findByText('Grace Hopper 2'));
    expect(await screen.findByText('Shoot page')).toBeVisible();
    expect(onClose).toHaveBeenCalled();
  });

  it('moves through the rows with the arrow keys and opens one with Enter', async () => {
    mockSearch();
    const onClose = renderOverlay();
    await user.type(input(), 'grace');
    const rows = await screen.findAllByTestId('search-result');
    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(rows[1]).toHaveAttribute('aria-selected', 'true');
    expect(input()).toHaveAttribute('aria-activedescendant', rows[1]!.id);
    await user.keyboard('{ArrowUp}');
    expect(rows[0]).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{Enter}');
    expect(await screen.findByText('Shoot page')).toBeVisible();
    expect(onClose).toHaveBeenCalled();
  });

  it('closes with Esc', async () => {
    mockSearch();
    const onClose = renderOverlay();
    await user.type(input(), 'g');
    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalled();
  });

  it('says when nothing matches, and offers a retry when the search fails', async () => {
    let isFailing = true;
    mockGet(async (path, params) => {
      if (path === '/api/search/count') return counts;
      if ((params as { search: string }).search === 'zzz') return page([]);
      if (isFailing) throw new Error('The server is not answering');
      return page([result(3)]);
    });
    renderOverlay();
    await user.type(input(), 'zzz');
    expect(await screen.findByText('Nothing matches “zzz”')).toBeVisible();

    await user.clear(input());
    await user.type(input(), 'grace');
    expect(await screen.findByText('The search could not be finished')).toBeVisible();
    isFailing = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Grace Hopper 3')).toBeVisible();
  });
});
