import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { messages } from '@studio/shared/messages';
import type { TInquiry, TInquiryListItem } from '@studio/shared/inquiries/contracts';
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
const details: TInquiry = {
  ...unread,
  customerId: 'c1',
  orderId: null,
  answers: [
    { fieldId: 'a', type: 'MESSAGE', label: 'Message', value: 'Do you shoot outdoors?' },
    { fieldId: 'b', type: 'YES_NO', label: 'Bringing a dog?', value: true },
    { fieldId: 'c', type: 'WEDDING_DATE', label: 'Wedding date', value: '2030-09-12' },
    { fieldId: 'd', type: 'CHECKBOX', label: 'Locations', value: ['Beach', 'Forest'] },
  ],
};

function mockGets(items: TInquiryListItem[], total = items.length, totalUnRead = 1) {
  return vi.spyOn(http, 'get').mockImplementation(async (path: string) => {
    if (path === '/api/inquiries') return { items, total, page: 1, size: 50 };
    if (path === '/api/inquiries/count') return { total, totalUnRead };
    if (path === `/api/inquiries/${details.id}`) return details;
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
    expect(rows[0]).toHaveAccessibleName('Unread inquiry from Grace Hopper');
    expect(within(rows[0]!).getByText('Jun 14, 2030')).toBeVisible();
    expect(within(rows[0]!).getByText('Autumn minis')).toBeVisible();
    expect(rows[1]).not.toHaveClass('is-unread');
    expect(within(rows[1]!).getByText('General inquiry')).toBeVisible();
    expect(await screen.findByTestId('unread-inquiries')).toHaveTextContent('7');

    await user.click(screen.getByRole('button', { name: /Load more/ }));
    await waitFor(() =>
      expect(get).toHaveBeenCalledWith('/api/inquiries', { page: 2 }, expect.anything()),
    );
  });

  it('marks an unread inquiry read when it is opened and shows its answers', async () => {
    const items = [{ ...unread }, read];
    mockGets(items);
    // The server remembers: the list refetched afterwards says read too.
    const patch = vi.spyOn(http, 'patch').mockImplementation(async () => {
      items[0] = { ...unread, isRead: true };
      return { ...details, isRead: true };
    });
    render(withProviders(<HomePage />, { path: '/inquiries' }));
    const [row] = await screen.findAllByTestId('inquiry-row');
    await user.click(row!);
    expect(patch).toHaveBeenCalledWith(`/api/inquiries/${unread.id}/mark-as-read`);
    // The row turns read at once.
    await waitFor(() =>
      expect(screen.getAllByTestId('inquiry-row')[0]).not.toHaveClass('is-unread'),
    );
    expect(await screen.findByText('Do you shoot outdoors?')).toBeVisible();
    expect(screen.getByText('Yes')).toBeVisible();
    expect(screen.getByText('Sep 12, 2030')).toBeVisible();
    expect(screen.getByText('Forest')).toBeVisible();
  });

  it('does not mark a read inquiry again', async () => {
    mockGets([read]);
    const patch = vi.spyOn(http, 'patch');
    render(withProviders(<HomePage />, { path: '/inquiries' }));
    await user.click(await screen.findByTestId('inquiry-row'));
    expect(patch).not.toHaveBeenCalled();
  });

  it('deletes an inquiry after confirming', async () => {
    mockGets([unread]);
    vi.spyOn(http, 'patch').mockResolvedValue({ ...details, isRead: true });
    const remove = vi.spyOn(http, 'delete').mockResolvedValue({ id: unread.id });
    render(withProviders(<HomePage />, { path: '/inquiries' }));
    await user.click(await screen.findByTestId('inquiry-row'));
    await user.click(await screen.findByRole('button', { name: /Delete inquiry/ }));
    expect(await screen.findByText(/The client is not told/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(remove).toHaveBeenCalledWith(`/api/inquiries/${unread.id}`));
    expect(await screen.findByText(messages.deleted)).toBeInTheDocument();
  });
});
