import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { TInquiryListItem } from '@studio/shared/inquiries/contracts';
import { http } from '../../api/http-client.ts';
import { withProviders } from '../../test/session-fixture.tsx';
import { HomePage } from './home-page.tsx';

const user = userEvent.setup({ delay: null });
afterEach(() => vi.restoreAllMocks());

const unread: TInquiryListItem = {
  id: 'IABCDEFGHJK',
  fullName: 'Grace Hopper',
  email: 'grace@example.test',
  phone: '+1 555 0100',
  serviceId: 's1',
  serviceName: 'Autumn minis',
  serviceColor: '#c96f3b',
  isRead: false,
  // 23:30 UTC is the next day in Berlin (the business time zone).
  createdAt: '2030-06-13T22:30:00.000Z',
};
const read: TInquiryListItem = {
  ...unread,
  id: 'IBCDEFGHJKL',
  fullName: 'Alan Turing',
  email: 'alan@example.test',
  serviceId: null,
  serviceName: null,
  serviceColor: null,
  isRead: true,
  createdAt: '2030-06-01T10:00:00.000Z',
};
function mockGets(items: TInquiryListItem[], total = items.length, totalUnRead = 1) {
  return vi.spyOn(http, 'get').mockImplementation(async (path: string) => {
    if (path === '/api/inquiries') return { items, total, page: 1, size: 50 };
    if (path === '/api/inquiries/count') return { total, totalUnRead };
    throw new Error(`unexpected GET ${path}`);
  });
}

describe('Inquiries tab', { timeout: 120_000 }, () => {
  it('lists inquiries with unread ones bold and the unread count on the tab', async () => {
    const get = mockGets([unread, read], 51, 7);
    render(withProviders(<HomePage />, { path: '/inquiries' }));
    const rows = await screen.findAllByTestId('inquiry-row');
    expect(rows).toHaveLength(2);
    expect(rows[0]).toHaveClass('is-unread');
    // Named by what the row shows, with 'Unread inquiry:' in front for a screen reader.
    expect(rows[0]).toHaveAccessibleName(/^Unread inquiry: Jun 14, 2030 Grace Hopper /);
    expect(within(rows[0]!).getByText('Jun 14, 2030')).toBeVisible();
    expect(within(rows[0]!).getByText('Autumn minis')).toBeVisible();
    expect(rows[1]).not.toHaveClass('is-unread');
    expect(rows[1]).not.toHaveAccessibleName(/Unread/);
    expect(within(rows[1]!).getByText('General inquiry')).toBeVisible();
    expect(await screen.findByTestId('unread-inquiries')).toHaveTextContent('7');

    await user.click(screen.getByRole('button', { name: /Load more/ }));
    await waitFor(() =>
      expect(get).toHaveBeenCalledWith('/api/inquiries', { page: 2 }, expect.anything()),
    );
  });

  it('links each row to its inquiry page, which marks it read', async () => {
    mockGets([unread, read]);
    const patch = vi.spyOn(http, 'patch');
    render(
      withProviders(null, {
        path: '/inquiries',
        routes: [
          { path: '/inquiries', element: <HomePage /> },
          { path: '/inquiries/:id', element: <p>Inquiry page</p> },
        ],
      }),
    );
    const rows = await screen.findAllByTestId('inquiry-row');
    expect(rows[0]).toHaveAttribute('href', `/inquiries/${unread.id}`);
    expect(rows[1]).toHaveAttribute('href', `/inquiries/${read.id}`);
    await user.click(rows[0]!);
    expect(await screen.findByText('Inquiry page')).toBeVisible();
    // Marking read is the page's job: the list does not do it too.
    expect(patch).not.toHaveBeenCalled();
  });
});
