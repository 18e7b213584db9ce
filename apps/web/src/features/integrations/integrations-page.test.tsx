import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { TCalendarFeed } from '@studio/shared/integrations/contracts';
import type { TGoogleCalendarState } from '@studio/shared/integrations/google-calendar';
import { integrationMessages } from '@studio/shared/integrations/messages';
import type { TOption } from '@studio/shared/options/contracts';
import { http } from '../../api/http-client.ts';
import { withProviders } from '../../test/session-fixture.tsx';
import { IntegrationsPage } from './integrations-page.tsx';

const user = userEvent.setup({ delay: null });

afterEach(() => {
  vi.restoreAllMocks();
});

const FEED_URL = `https://studio.photos/api/calendar/${'a'.repeat(43)}.ics`;
const NEW_FEED_URL = `https://studio.photos/api/calendar/${'b'.repeat(43)}.ics`;
const notConnected: TCalendarFeed = { isConnected: false, createdAt: null, url: null };
const connected: TCalendarFeed = {
  isConnected: true,
  createdAt: '2026-05-01T10:00:00.000Z',
  url: null,
};

const googleDisconnected: TGoogleCalendarState = {
  isConfigured: true,
  status: 'DISCONNECTED',
  email: null,
  connectedAt: null,
  calendars: [],
  pendingWrites: 0,
  failedWrites: 0,
};
const googleConnected: TGoogleCalendarState = {
  ...googleDisconnected,
  status: 'CONNECTED',
  email: 'ana@gmail.test',
  connectedAt: '2026-05-01T10:00:00.000Z',
  calendars: [
    { id: 'ana@gmail.test', summary: 'ana@gmail.test', isPrimary: true, isChosen: true },
    { id: 'family@group.test', summary: 'Family', isPrimary: false, isChosen: false },
  ],
};

/** Answers GET like the server: the feed state, and the tracking options by name. */
function serve(
  feed: TCalendarFeed,
  tracking: Record<string, string> = {},
  google: TGoogleCalendarState = googleDisconnected,
) {
  return vi.spyOn(http, 'get').mockImplementation(async (url, params) => {
    if (url === '/api/integrations/calendar-feed') return feed;
    if (url === '/api/integrations/google-calendar') return google;
    if (url === '/api/facebook') return { isConnected: false, pixelId: null, connectedAt: null };
    const newsletter = /^\/api\/options\/(mailchimp|flodesk)-setup$/.exec(url);
    if (newsletter)
      return {
        provider: newsletter[1]!.toUpperCase(),
        isConnected: false,
        accountName: null,
        listId: null,
        listName: null,
        connectedAt: null,
      };
    if (url === '/api/options') {
      const name = String(params?.optionName);
      const id = tracking[name];
      return { name, value: id ? { id } : null } satisfies TOption;
    }
    throw new Error(`unexpected GET ${url}`);
  });
}

async function cardByLabel(name: string): Promise<HTMLElement> {
  const found = (await screen.findAllByLabelText(name)).find((element) =>
    element.classList.contains('ant-card'),
  );
  if (!found) throw new Error(`no card ${name}`);
  return found;
}

describe('IntegrationsPage', { timeout: 90_000 }, () => {
  it('lists only the integrations that work, each with its state', async () => {
    serve(notConnected, { 'google-analytics': 'G-AB12CD3' });
    render(withProviders(<IntegrationsPage />));
    const calendar = await cardByLabel('Apple Calendar & others');
    expect(within(calendar).getByText('Not connected')).toBeInTheDocument();
    const analytics = await cardByLabel('Google Analytics');
    await waitFor(() => expect(within(analytics).getByText('Connected')).toBeInTheDocument());
    expect(within(analytics).getByLabelText('Measurement ID')).toHaveValue('G-AB12CD3');
    const pixel = await cardByLabel('Facebook pixel');
    expect(within(pixel).getByText('Not connected')).toBeInTheDocument();
    // Each label names its own card's field.
    expect(pixel).toContainElement(within(pixel).getByLabelText('Pixel ID'));
    expect(analytics).toContainElement(screen.getByLabelText('Measurement ID'));
    for (const name of ['Mailchimp', 'Flodesk', 'Facebook Conversions API']) {
      expect(within(await cardByLabel(name)).getByText('Not connected')).toBeInTheDocument();
    }
    const google = await cardByLabel('Google Calendar');
    expect(
      await within(google).findByRole('button', { name: /Connect Google Calendar/ }),
    ).toBeInTheDocument();
    for (const missing of [/coming soon/i]) {
      expect(screen.queryByText(missing)).not.toBeInTheDocument();
    }
  });

  it('connecting the calendar shows the URL once, to copy, with how to subscribe', async () => {
    serve(notConnected);
    const post = vi
      .spyOn(http, 'post')
      .mockResolvedValue({ isConnected: true, createdAt: connected.createdAt, url: FEED_URL });
    render(withProviders(<IntegrationsPage />));
    const calendar = await cardByLabel('Apple Calendar & others');
    await user.click(await within(calendar).findByRole('button', { name: /Connect/ }));
    expect(post).toHaveBeenCalledWith('/api/integrations/calendar-feed');
    expect(await within(calendar).findByText(FEED_URL)).toBeInTheDocument();
    expect(within(calendar).getByRole('button', { name: 'Copy URL' })).toBeInTheDocument();
    expect(within(calendar).getByText(/it is shown only this once/)).toBeInTheDocument();
    expect(within(calendar).getByText(/New Calendar Subscription/)).toBeInTheDocument();
    expect(within(calendar).getByText(/Subscribe from web/)).toBeInTheDocument();
    expect(within(calendar).getByText(/From URL/)).toBeInTheDocument();
    expect(within(calendar).getByText('Connected')).toBeInTheDocument();
  });

  it('regenerating and disconnecting the calendar ask first', async () => {
    serve(connected);
    const post = vi.spyOn(http, 'post').mockResolvedValue({ ...connected, url: NEW_FEED_URL });
    const remove = vi.spyOn(http, 'delete').mockResolvedValue(undefined);
    render(withProviders(<IntegrationsPage />));
    const calendar = await cardByLabel('Apple Calendar & others');
    expect(await within(calendar).findByText(/Connected since May 1, 2026/)).toBeInTheDocument();
    expect(within(calendar).queryByText(FEED_URL)).not.toBeInTheDocument();

    await user.click(within(calendar).getByRole('button', { name: 'Regenerate URL' }));
    let dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent(integrationMessages.regenerateCalendar);
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(post).not.toHaveBeenCalled();
    await user.click(within(calendar).getByRole('button', { name: 'Regenerate URL' }));
    dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Regenerate' }));
    expect(await within(calendar).findByText(NEW_FEED_URL)).toBeInTheDocument();

    await user.click(within(calendar).getByRole('button', { name: 'Disconnect' }));
    await waitFor(() =>
      expect(screen.getAllByRole('dialog').at(-1)).toHaveTextContent(
        integrationMessages.disconnectCalendar,
      ),
    );
    await user.click(
      within(screen.getAllByRole('dialog').at(-1) as HTMLElement).getByRole('button', {
        name: 'Disconnect',
      }),
    );
    await waitFor(() => expect(remove).toHaveBeenCalledWith('/api/integrations/calendar-feed'));
  });

  it('checks an analytics id before saving it, and asks before disconnecting', async () => {
    serve(notConnected, { 'facebook-pixel': '123456789012' });
    const post = vi
      .spyOn(http, 'post')
      .mockResolvedValue({ name: 'google-analytics', value: { id: 'G-NEW1234' } });
    const remove = vi.spyOn(http, 'delete').mockResolvedValue(undefined);
    render(withProviders(<IntegrationsPage />));
    const analytics = await cardByLabel('Google Analytics');
    const field = within(analytics).getByLabelText('Measurement ID');
    await waitFor(() => expect(field).toBeEnabled());
    await user.type(field, 'UA-1234-5');
    await user.click(within(analytics).getByRole('button', { name: 'Connect' }));
    expect(
      await within(analytics).findByText(integrationMessages.measurementIdFormat),
    ).toBeInTheDocument();
    expect(post).not.toHaveBeenCalled();
    await user.clear(field);
    await user.type(field, 'G-NEW1234');
    await user.click(within(analytics).getByRole('button', { name: 'Connect' }));
    await waitFor(() =>
      expect(post).toHaveBeenCalledWith('/api/options/google-analytics', { value: 'G-NEW1234' }),
    );

    const pixel = await cardByLabel('Facebook pixel');
    await waitFor(() => expect(within(pixel).getByText('Connected')).toBeInTheDocument());
    await user.click(within(pixel).getByRole('button', { name: 'Disconnect' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent(integrationMessages.disconnectFacebook);
    await user.click(within(dialog).getByRole('button', { name: 'Disconnect' }));
    await waitFor(() =>
      expect(remove).toHaveBeenCalledWith('/api/options/facebook-pixel/integration'),
    );
  });

  it('Google Calendar: calendars to choose, Reconnect needed, and the return from Google', async () => {
    serve(notConnected, {}, googleConnected);
    const put = vi.spyOn(http, 'put').mockResolvedValue({
      ...googleConnected,
      calendars: googleConnected.calendars.map((entry) => ({ ...entry, isChosen: true })),
    });
    const view = render(withProviders(<IntegrationsPage />));
    const google = await cardByLabel('Google Calendar');
    expect(await within(google).findByText('ana@gmail.test')).toBeInTheDocument();
    expect(
      within(google).getByRole('checkbox', { name: 'ana@gmail.test (primary)' }),
    ).toBeChecked();
    await user.click(within(google).getByRole('checkbox', { name: 'Family' }));
    expect(put).toHaveBeenCalledWith('/api/integrations/google-calendar/calendars', {
      calendarIds: ['ana@gmail.test', 'family@group.test'],
    });
    await user.click(within(google).getByRole('button', { name: 'Disconnect' }));
    expect(await screen.findByRole('dialog')).toHaveTextContent(
      integrationMessages.disconnectGoogle,
    );
    view.unmount();
    vi.restoreAllMocks();

    serve(notConnected, {}, { ...googleConnected, status: 'RECONNECT_NEEDED' });
    const post = vi.spyOn(http, 'post').mockResolvedValue(googleConnected);
    render(
      withProviders(<IntegrationsPage />, {
        path: '/management/integrations?code=4%2Fabc&state=s1',
        routes: [{ path: '/management/integrations', element: <IntegrationsPage /> }],
      }),
    );
    await waitFor(() =>
      expect(post).toHaveBeenCalledWith('/api/integrations/google-calendar/callback', {
        code: '4/abc',
        state: 's1',
      }),
    );
    expect(post).toHaveBeenCalledTimes(1);
  });
});
