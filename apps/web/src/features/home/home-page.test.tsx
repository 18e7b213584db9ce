import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { TShootListItem, TShootPage } from '@studio/shared/orders/contracts';
import { http } from '../../api/http-client.ts';
import { withProviders } from '../../test/session-fixture.tsx';
import { HomePage } from './home-page.tsx';

const user = userEvent.setup({ delay: null });
afterEach(() => vi.restoreAllMocks());

const shoot: TShootListItem = {
  id: 'OABCDEFGHJK',
  serviceId: 's1',
  fullName: 'Emma Thompson',
  email: 'emma@example.com',
  // 23:30 UTC is 00:30 the next day in Berlin (the business time zone).
  startTime: '2030-06-13T22:30:00.000Z',
  duration: 60,
  createdDate: '2030-01-01T00:00:00.000Z',
  service: { isDeleted: false, color: '#c96f3b', name: 'Autumn minis' },
  slots: [],
  grandTotal: 15000,
  amountPaid: 5000,
  paymentState: 3,
};

function page(items: TShootListItem[], total = items.length): TShootPage {
  return { items, total, isTotalCapped: false, hasMore: total > items.length, page: 1, size: 50 };
}

describe('HomePage', { timeout: 60_000 }, () => {
  it('lists shoots in the business time zone with their payment state and filters them', async () => {
    const done = { hasService: true, hasDates: true, hasPayments: true, hasShared: true };
    const get = vi.spyOn(http, 'get').mockImplementation(async (path: string) => {
      if (path === '/api/businesses/setup-progress') return done;
      if (path === '/api/options/data-demo') return { name: 'DEMO_DATA', value: null };
      return page([shoot], 51);
    });
    render(withProviders(<HomePage />));
    const row = await screen.findByRole('link', { name: /Emma Thompson/ });
    expect(row).toHaveAttribute('href', '/shoots/OABCDEFGHJK');
    expect(within(row).getByText('Jun 14, 2030')).toBeVisible();
    expect(within(row).getByText('12:30 AM')).toBeVisible();
    expect(within(row).getByText('Autumn minis')).toBeVisible();
    expect(within(row).getByText('Overdue')).toBeVisible();
    expect(screen.getByText('51 shoots')).toBeVisible();
    expect(get).toHaveBeenCalledWith(
      '/api/orders',
      { dateFilter: 0, overdue: 'false', page: 1, size: 50 },
      expect.anything(),
    );

    await user.click(screen.getByRole('button', { name: 'Load more' }));
    await waitFor(() =>
      expect(get).toHaveBeenLastCalledWith(
        '/api/orders',
        { dateFilter: 0, overdue: 'false', page: 2, size: 50 },
        expect.anything(),
      ),
    );
    await user.click(screen.getByText('Past'));
    await user.click(screen.getByRole('checkbox', { name: 'Overdue payments only' }));
    await waitFor(() =>
      expect(get).toHaveBeenLastCalledWith(
        '/api/orders',
        { dateFilter: 3, overdue: 'true', page: 1, size: 50 },
        expect.anything(),
      ),
    );
  });

  it('leads to creating the first shoot when there is none', async () => {
    vi.spyOn(http, 'get').mockImplementation(async (path: string) =>
      path === '/api/orders' ? page([]) : [],
    );
    render(withProviders(<HomePage />));
    expect(await screen.findByText('No shoots yet')).toBeVisible();
    expect(screen.getByText('Your shoots, what is coming first.')).toBeVisible();
    await user.click(screen.getByRole('button', { name: /Create a shoot/ }));
    expect(await screen.findByRole('dialog', { name: 'New shoot' })).toBeInTheDocument();
    expect(await screen.findByLabelText('Full name')).toBeInTheDocument();
  });

  it('shows the inquiries tab with its empty state', async () => {
    vi.spyOn(http, 'get').mockImplementation(async (path: string) => {
      if (path === '/api/inquiries') return { items: [], total: 0, page: 1, size: 50 };
      if (path === '/api/inquiries/count') return { total: 0, totalUnRead: 0 };
      return page([]);
    });
    render(withProviders(<HomePage />, { path: '/inquiries' }));
    expect(await screen.findByText('No inquiries yet')).toBeVisible();
    // The header speaks of the list shown.
    expect(screen.getByText('What clients asked you, newest first.')).toBeVisible();
    expect(screen.queryByText('Your shoots, what is coming first.')).toBeNull();
  });
});
