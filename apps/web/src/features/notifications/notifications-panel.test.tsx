// The bell and its panel as the owner sees them: the badge (capped at 99+), rows grouped New and
// Earlier, click to read and go, mark all, the settings, empty states, loading more, and the live
// stream adding a new notification on top once.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { FetchEventSourceInit } from '@microsoft/fetch-event-source';
import { messages } from '@studio/shared/messages';
import type {
  TNotification,
  TNotificationOption,
  TNotificationPage,
} from '@studio/shared/notifications/contracts';
import { http } from '../../api/http-client.ts';
import { NotificationsButton } from '../../app/layout/notifications-panel.tsx';
import { withProviders } from '../../test/session-fixture.tsx';
import { NotificationsPage } from './notifications-page.tsx';

const streams = vi.hoisted(() => [] as FetchEventSourceInit[]);
vi.mock('@microsoft/fetch-event-source', () => ({
  fetchEventSource: vi.fn((_url: string, init: FetchEventSourceInit) => {
    streams.push(init);
    return new Promise(() => {});
  }),
}));

const user = userEvent.setup({ delay: null });
const HOUR = 3_600_000;

function notification(overrides: Partial<TNotification> & { id: string }): TNotification {
  return {
    type: 'BOOKED',
    isRead: false,
    createdDate: new Date(Date.now() - HOUR).toISOString(),
    link: `/shoots/O${overrides.id}`,
    customer: { fullName: 'Marta Sousa' },
    service: { name: 'Garden Minis', color: '#c96f3b' },
    startTime: '2030-06-12T08:30:00.000Z',
    ...overrides,
  };
}

const booked = notification({ id: 'n1' });
const waitlisted = notification({
  id: 'n2',
  type: 'WAITLISTED',
  customer: { fullName: 'Rui Almeida' },
  service: { name: 'Winter Minis', color: '#3b6fc9' },
  startTime: null,
  createdDate: new Date(Date.now() - 3 * HOUR).toISOString(),
});
const oldInquiry = notification({
  id: 'n3',
  type: 'INQUIRY',
  isRead: true,
  customer: { fullName: 'Ana Lopes' },
  service: null,
  startTime: null,
  link: '/inquiries/IABCDEFGHJK',
  createdDate: new Date(Date.now() - 50 * HOUR).toISOString(),
});

type Server = {
  all: TNotification[];
  count: number;
  hasMore?: boolean;
  option?: TNotificationOption;
};

function mockServer(server: Server) {
  const get = vi.spyOn(http, 'get').mockImplementation(async (path: string, params?: unknown) => {
    if (path === '/api/notifications') {
      const { unread, skip } = params as { unread: boolean; skip: number };
      const items = server.all.filter((item) => !unread || !item.isRead);
      return {
        items: skip === 0 ? items : [],
        hasMore: skip === 0 && Boolean(server.hasMore),
      } satisfies TNotificationPage;
    }
    if (path === '/api/notifications/count/unread') return { count: server.count };
    if (path === '/api/options/notifications') {
      return server.option ?? { disabledAll: false, disabledTypes: [] };
    }
    throw new Error(`unexpected GET ${path}`);
  });
  const post = vi.spyOn(http, 'post').mockImplementation(async (path: string, body?: unknown) => {
    const read = /^\/api\/notifications\/(\w+)\/mark-as-read$/.exec(path);
    if (read) {
      const item = server.all.find((one) => one.id === read[1]);
      if (item && !item.isRead) {
        item.isRead = true;
        server.count -= 1;
      }
      return item;
    }
    if (path === '/api/notifications/mark-all-as-read') {
      const updated = server.count;
      for (const item of server.all) item.isRead = true;
      server.count = 0;
      return { updated };
    }
    if (path === '/api/options/notifications') {
      server.option = body as TNotificationOption;
      return body;
    }
    if (path === '/api/options/last-seen/merge') return { name: 'LAST_SEEN', value: body };
    throw new Error(`unexpected POST ${path}`);
  });
  return { get, post };
}

function renderBell() {
  return render(
    withProviders(null, {
      routes: [
        { path: '/', element: <NotificationsButton /> },
        { path: '/shoots/:id', element: <p>The shoot page</p> },
        { path: '/inquiries/:id', element: <p>The inquiry page</p> },
        { path: '/notifications', element: <NotificationsPage /> },
      ],
    }),
  );
}

const bell = () => screen.getByTestId('notifications-bell');

async function openPanel() {
  await user.click(bell());
  return screen.findByRole('tab', { name: 'All' });
}

const rows = () => screen.queryAllByTestId('notification-row');

/**
 * The settings dialog once its values have loaded (the form is made afresh with them). antd's ids
 * are all 'test-id' under test, so the dialog is found by its title text.
 */
async function settingsDialog() {
  await screen.findByRole('switch', { name: 'Notifications' });
  const dialog = screen.getByRole('dialog');
  expect(dialog).toHaveTextContent('Notification settings');
  return dialog;
}

/** The live stream's options, as fetchEventSource received them. */
function liveStream(): FetchEventSourceInit {
  const stream = streams.at(-1);
  if (!stream) throw new Error('no stream was opened');
  return stream;
}

function push(item: TNotification) {
  act(() => {
    liveStream().onmessage?.({ id: item.id, event: 'notification', data: JSON.stringify(item) });
  });
}

beforeEach(() => {
  streams.length = 0;
});
afterEach(() => vi.restoreAllMocks());

describe('the notifications bell', { timeout: 120_000 }, () => {
  it('shows the unread count, capped at 99+', async () => {
    mockServer({ all: [], count: 7 });
    const first = renderBell();
    await waitFor(() => expect(bell()).toHaveAccessibleName('Notifications, 7 unread'));
    expect(screen.getByText('7')).toBeVisible();
    first.unmount();

    mockServer({ all: [], count: 150 });
    renderBell();
    await waitFor(() => expect(bell()).toHaveAccessibleName('Notifications, 150 unread'));
    expect(screen.getByText('99+')).toBeVisible();
  });

  it('lists rows grouped New and Earlier, and remembers when the panel was seen', async () => {
    const { post } = mockServer({ all: [booked, waitlisted, oldInquiry], count: 2 });
    renderBell();
    await openPanel();
    await waitFor(() => expect(rows()).toHaveLength(3));
    // A region of its own, opened outside the page's landmarks, headed below the page's h1.
    const panel = screen.getByRole('region', { name: 'Notifications' });
    expect(within(panel).getByRole('heading', { level: 2, name: 'Notifications' })).toBeVisible();
    const fresh = screen.getByRole('region', { name: 'New' });
    const earlier = screen.getByRole('region', { name: 'Earlier' });
    expect(within(fresh).getAllByTestId('notification-row')).toHaveLength(2);
    expect(within(earlier).getAllByTestId('notification-row')).toHaveLength(1);

    const [first, second, third] = rows();
    // Named by what it shows, 'Unread:' first and a comma before the time (read after the row's
    // line break, so a space may come before it).
    expect(first).toHaveAccessibleName(
      /^Unread: Marta Sousa booked Garden Minis ?, an hour ago for Jun 12, 2030 at 10:30 AM$/,
    );
    expect(first).toHaveTextContent('Marta Sousa booked Garden Minis');
    // The booked time in the business time zone (Berlin).
    expect(first).toHaveTextContent('an hour ago · for Jun 12, 2030 at 10:30 AM');
    expect(second).toHaveTextContent('Rui Almeida joined the waitlist of Winter Minis');
    expect(second).toHaveTextContent('3 hours ago');
    expect(third).toHaveAccessibleName(/^Ana Lopes sent an inquiry ?, 2 days ago$/);
    expect(post).toHaveBeenCalledWith('/api/options/last-seen/merge', {
      value: { seenDateNotification: expect.any(String) },
    });
  });

  it('shows the empty states of both tabs', async () => {
    mockServer({ all: [oldInquiry], count: 0 });
    renderBell();
    await openPanel();
    await waitFor(() => expect(rows()).toHaveLength(1));
    await user.click(screen.getByRole('tab', { name: 'Unread' }));
    await waitFor(() => expect(screen.getByText(messages.noUnreadNotifications)).toBeVisible());
  });

  it('says there are no notifications at all', async () => {
    mockServer({ all: [], count: 0 });
    renderBell();
    await openPanel();
    // The popover may still be opening: wait until its words show.
    await waitFor(() => expect(screen.getByText(messages.noNotifications)).toBeVisible());
    expect(screen.getByText(messages.notificationsEmptyHint)).toBeVisible();
  });

  it('marks an unread row read, lowers the count by one and opens its link', async () => {
    const { post } = mockServer({ all: [booked, waitlisted], count: 2 });
    renderBell();
    await waitFor(() => expect(bell()).toHaveAccessibleName('Notifications, 2 unread'));
    await openPanel();
    await waitFor(() => expect(rows()).toHaveLength(2));
    await user.click(rows()[0]!);
    expect(await screen.findByText('The shoot page')).toBeVisible();
    expect(post).toHaveBeenCalledWith('/api/notifications/n1/mark-as-read');
  });

  it('lowers the count as a row is read, and a read row only opens its link', async () => {
    const { post } = mockServer({ all: [booked, oldInquiry], count: 1 });
    renderBell();
    await waitFor(() => expect(bell()).toHaveAccessibleName('Notifications, 1 unread'));
    await openPanel();
    await waitFor(() => expect(rows()).toHaveLength(2));
    await user.click(rows()[1]!);
    expect(await screen.findByText('The inquiry page')).toBeVisible();
    expect(post).not.toHaveBeenCalledWith('/api/notifications/n3/mark-as-read');
  });

  it('marks all read: the toast, the count to 0 and no unread rows', async () => {
    const { post } = mockServer({
      all: [{ ...booked }, { ...waitlisted }, oldInquiry],
      count: 2,
    });
    renderBell();
    await waitFor(() => expect(bell()).toHaveAccessibleName('Notifications, 2 unread'));
    await openPanel();
    await waitFor(() => expect(rows()).toHaveLength(3));
    await user.click(screen.getByRole('button', { name: 'Notification options' }));
    await user.click(await screen.findByRole('menuitem', { name: /Mark all as read/ }));
    expect(await screen.findByText(messages.allNotificationsRead)).toBeVisible();
    expect(post).toHaveBeenCalledWith('/api/notifications/mark-all-as-read');
    await waitFor(() => expect(bell()).toHaveAccessibleName('Notifications'));
    expect(rows().filter((row) => row.classList.contains('is-unread'))).toHaveLength(0);
  });

  it('saves the notification settings with the toast', async () => {
    const { post } = mockServer({
      all: [],
      count: 0,
      option: { disabledAll: false, disabledTypes: ['WAITLISTED'] },
    });
    renderBell();
    await openPanel();
    await user.click(screen.getByRole('button', { name: 'Notification options' }));
    await user.click(await screen.findByRole('menuitem', { name: /Notification settings/ }));
    const dialog = await settingsDialog();
    const master = await within(dialog).findByRole('switch', { name: 'Notifications' });
    expect(master).toBeChecked();
    expect(within(dialog).getByRole('switch', { name: 'Bookings' })).toBeChecked();
    expect(within(dialog).getByRole('switch', { name: 'Waitlists' })).not.toBeChecked();
    await user.click(within(dialog).getByRole('switch', { name: 'Inquiries' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(messages.notificationSettingsUpdated)).toBeVisible();
    expect(post).toHaveBeenCalledWith('/api/options/notifications', {
      disabledAll: false,
      disabledTypes: ['WAITLISTED', 'INQUIRY'],
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('turns everything off with the master switch, the others then greyed', async () => {
    const { post } = mockServer({ all: [], count: 0 });
    renderBell();
    await openPanel();
    await user.click(screen.getByRole('button', { name: 'Notification options' }));
    await user.click(await screen.findByRole('menuitem', { name: /Notification settings/ }));
    const dialog = await settingsDialog();
    await user.click(await within(dialog).findByRole('switch', { name: 'Notifications' }));
    // The form's watched value settles after the click's own render, so wait for it.
    await waitFor(() =>
      expect(within(dialog).getByRole('switch', { name: 'Bookings' })).toBeDisabled(),
    );
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(messages.notificationSettingsUpdated)).toBeVisible();
    expect(post).toHaveBeenCalledWith('/api/options/notifications', {
      disabledAll: true,
      disabledTypes: [],
    });
  });

  it('opens as a full-width sheet on a phone, closed by its X', async () => {
    const width = window.innerWidth;
    Object.defineProperty(window, 'innerWidth', { configurable: true, value: 390 });
    try {
      mockServer({ all: [booked], count: 1 });
      renderBell();
      await user.click(bell());
      await waitFor(() => expect(rows()).toHaveLength(1));
      await user.click(screen.getByRole('button', { name: 'Close notifications' }));
      await waitFor(() => expect(screen.queryByRole('tab', { name: 'All' })).toBeNull());
    } finally {
      Object.defineProperty(window, 'innerWidth', { configurable: true, value: width });
    }
  });

  it('loads 100 more at the bottom', async () => {
    const { get } = mockServer({ all: [booked, waitlisted], count: 2, hasMore: true });
    renderBell();
    await openPanel();
    await waitFor(() => expect(rows()).toHaveLength(2));
    await user.click(screen.getByRole('button', { name: 'Load more' }));
    await waitFor(() =>
      expect(get).toHaveBeenCalledWith(
        '/api/notifications',
        { unread: false, skip: 2 },
        expect.anything(),
      ),
    );
  });
});

describe('live notifications', { timeout: 120_000 }, () => {
  it('adds a new one at the top once and raises the count', async () => {
    mockServer({ all: [waitlisted], count: 1 });
    renderBell();
    await waitFor(() => expect(bell()).toHaveAccessibleName('Notifications, 1 unread'));
    await openPanel();
    await waitFor(() => expect(rows()).toHaveLength(1));

    const fresh = notification({
      id: 'n9',
      customer: { fullName: 'Joana Reis' },
      // Made after the panel last read the time, by a server whose clock runs a little ahead.
      createdDate: new Date(Date.now() + 20_000).toISOString(),
    });
    push(fresh);
    await waitFor(() => expect(rows()).toHaveLength(2));
    expect(rows()[0]).toHaveAccessibleName(
      /^Unread: Joana Reis booked Garden Minis ?, a few seconds ago/,
    );
    await waitFor(() => expect(bell()).toHaveAccessibleName('Notifications, 2 unread'));

    // The same event again (a repeat after a reconnection): nothing changes.
    push(fresh);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(rows()).toHaveLength(2);
    expect(bell()).toHaveAccessibleName('Notifications, 2 unread');
  });

  it('raises the count even before the panel was ever opened', async () => {
    mockServer({ all: [], count: 0 });
    renderBell();
    await waitFor(() => expect(streams).toHaveLength(1));
    push(notification({ id: 'n7' }));
    await waitFor(() => expect(bell()).toHaveAccessibleName('Notifications, 1 unread'));
  });

  it('loads the list and the count again on every (re)connection, without duplicates', async () => {
    const server: Server = { all: [waitlisted], count: 1 };
    const { get } = mockServer(server);
    renderBell();
    await openPanel();
    await waitFor(() => expect(rows()).toHaveLength(1));
    // While the network was down, one arrived on the server.
    server.all = [notification({ id: 'n8', customer: { fullName: 'Joana Reis' } }), waitlisted];
    server.count = 2;
    const calls = get.mock.calls.length;
    await act(async () => {
      await liveStream().onopen?.(
        new Response('', { headers: { 'content-type': 'text/event-stream; charset=utf-8' } }),
      );
    });
    await waitFor(() => expect(rows()).toHaveLength(2));
    expect(get.mock.calls.length).toBeGreaterThan(calls);
    await waitFor(() => expect(bell()).toHaveAccessibleName('Notifications, 2 unread'));
    // Its event arriving afterwards adds nothing.
    push(server.all[0]!);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(rows()).toHaveLength(2);
    expect(bell()).toHaveAccessibleName('Notifications, 2 unread');
  });

  it('opens one stream with the session’s business, and renews an expired token', async () => {
    mockServer({ all: [], count: 0 });
    const refresh = vi.spyOn(http, 'refreshAccessToken').mockResolvedValue('fresh-token');
    renderBell();
    await waitFor(() => expect(streams).toHaveLength(1));
    const stream = liveStream();
    expect(stream.openWhenHidden).toBe(true);
    const expired = new Response(JSON.stringify({ status: 401, code: 'TOKEN_EXPIRED' }), {
      status: 401,
      headers: { 'content-type': 'application/problem+json' },
    });
    let thrown: unknown;
    await stream.onopen?.(expired).catch((error: unknown) => {
      thrown = error;
    });
    expect(refresh).toHaveBeenCalledTimes(1);
    // Opened again at once with the new token.
    expect(stream.onerror?.(thrown)).toBe(0);
    // A refused stream (not a member) is not tried again.
    const refused = new Response('{}', { status: 404 });
    let stopped: unknown;
    await stream.onopen?.(refused).catch((error: unknown) => {
      stopped = error;
    });
    expect(() => stream.onerror?.(stopped)).toThrow();
    // A server failure is tried again later, backing off.
    expect(stream.onerror?.(new Error('502'))).toBe(1_000);
    expect(stream.onerror?.(new Error('502'))).toBe(2_000);
  });
});

describe('the stream after a network drop', { timeout: 120_000 }, () => {
  it('starts over at once when the browser is back online', async () => {
    mockServer({ all: [], count: 0 });
    renderBell();
    await waitFor(() => expect(streams).toHaveLength(1));
    const first = liveStream();
    act(() => {
      window.dispatchEvent(new Event('online'));
    });
    expect(streams).toHaveLength(2);
    expect(first.signal?.aborted).toBe(true);
    expect(liveStream().signal?.aborted).toBe(false);
  });
});

describe('/notifications', { timeout: 120_000 }, () => {
  it('is the same list as a page, without the app header, and live', async () => {
    mockServer({ all: [booked, oldInquiry], count: 1 });
    render(
      withProviders(null, {
        path: '/notifications',
        routes: [
          { path: '/notifications', element: <NotificationsPage /> },
          { path: '/shoots/:id', element: <p>The shoot page</p> },
        ],
      }),
    );
    expect(await screen.findByRole('heading', { name: 'Notifications', level: 1 })).toBeVisible();
    await waitFor(() => expect(rows()).toHaveLength(2));
    expect(screen.queryByTestId('notifications-bell')).toBeNull();
    expect(screen.getByRole('link', { name: 'Back to the app' })).toHaveAttribute('href', '/');
    await waitFor(() => expect(streams).toHaveLength(1));
    push(notification({ id: 'n5', customer: { fullName: 'Joana Reis' } }));
    await waitFor(() => expect(rows()).toHaveLength(3));
    await user.click(rows()[0]!);
    expect(await screen.findByText('The shoot page')).toBeVisible();
  });
});
