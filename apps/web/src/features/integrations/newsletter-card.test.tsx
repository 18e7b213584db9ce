import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { integrationMessages as m } from '@studio/shared/integrations/messages';
import {
  FLODESK_SETUP,
  MAILCHIMP_SETUP,
  ZFlodeskApiKey,
  ZMailchimpApiKey,
  type TNewsletterState,
} from '@studio/shared/newsletters/contracts';
import { DataError, http } from '../../api/http-client.ts';
import { withProviders } from '../../test/session-fixture.tsx';
import { FacebookConversionsCard } from './facebook-conversions-card.tsx';
import { NewsletterCard } from './newsletter-card.tsx';

const user = userEvent.setup({ delay: null });
afterEach(() => vi.restoreAllMocks());

const KEY = '0123456789abcdef0123456789abcdef-us21';
const disconnected: TNewsletterState = {
  provider: 'MAILCHIMP',
  isConnected: false,
  accountName: null,
  listId: null,
  listName: null,
  connectedAt: null,
};
const connected: TNewsletterState = {
  ...disconnected,
  isConnected: true,
  accountName: 'Lovelace Photography',
  connectedAt: '2026-05-01T10:00:00.000Z',
};
const audiences = {
  lists: [
    { id: 'aud001', name: 'Clients' },
    { id: 'aud002', name: 'Newsletter' },
  ],
};

function mailchimpCard() {
  return (
    <NewsletterCard
      name={MAILCHIMP_SETUP}
      description="Mailchimp card"
      keySchema={ZMailchimpApiKey}
      keyPlaceholder="key-us21"
    />
  );
}

describe('NewsletterCard', { timeout: 90_000 }, () => {
  it('connects with a key, then chooses the audience', async () => {
    let state = disconnected;
    vi.spyOn(http, 'get').mockImplementation(async (url) => {
      if (url === '/api/options/mailchimp-setup') return state;
      if (url === '/api/options/mailchimp-setup/lists') return audiences;
      throw new Error(`unexpected GET ${url}`);
    });
    const post = vi.spyOn(http, 'post').mockImplementation(async (_url, body) => {
      const { apiKey, listId } = body as { apiKey?: string; listId?: string };
      state = apiKey
        ? connected
        : {
            ...state,
            listId: listId ?? null,
            listName: listId === 'aud002' ? 'Newsletter' : 'Clients',
          };
      return state;
    });
    render(withProviders(mailchimpCard()));
    const card = await screen.findByLabelText('Mailchimp', { selector: '.ant-card' });
    expect(within(card).getByText('Not connected')).toBeInTheDocument();
    await waitFor(() => expect(within(card).getByLabelText('API key')).toBeEnabled());
    // A malformed key is refused before it is sent.
    await user.type(within(card).getByLabelText('API key'), 'nodash');
    await user.click(within(card).getByRole('button', { name: 'Connect' }));
    expect(await within(card).findByText(m.mailchimpKeyFormat)).toBeInTheDocument();
    expect(post).not.toHaveBeenCalled();
    await user.clear(within(card).getByLabelText('API key'));
    await user.type(within(card).getByLabelText('API key'), KEY);
    await user.click(within(card).getByRole('button', { name: 'Connect' }));
    await waitFor(() =>
      expect(post).toHaveBeenCalledWith('/api/options/mailchimp-setup', { apiKey: KEY }),
    );
    expect(await within(card).findByText('Lovelace Photography')).toBeInTheDocument();
    expect(within(card).getByText('Connected')).toBeInTheDocument();
    expect(within(card).getByText(/Choose the audience clients are added to/)).toBeInTheDocument();
    // The key is not shown anywhere once saved.
    expect(card.textContent).not.toContain(KEY);

    await user.click(within(card).getByRole('combobox', { name: 'Audience' }));
    await user.click(await screen.findByTitle('Newsletter'));
    await user.click(within(card).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(post).toHaveBeenLastCalledWith('/api/options/mailchimp-setup', { listId: 'aud002' }),
    );
    await waitFor(() =>
      expect(within(card).queryByText(/Choose the audience clients are added to/)).toBeNull(),
    );
  });

  it('shows a refused key on the field', async () => {
    vi.spyOn(http, 'get').mockResolvedValue({ ...disconnected, provider: 'FLODESK' });
    vi.spyOn(http, 'post').mockRejectedValue(
      new DataError({
        status: 400,
        title: 'Validation failed',
        detail: m.newsletterKeyRefused('Flodesk'),
        errors: [{ field: 'apiKey', message: m.newsletterKeyRefused('Flodesk') }],
      }),
    );
    render(
      withProviders(
        <NewsletterCard
          name={FLODESK_SETUP}
          description="Flodesk card"
          keySchema={ZFlodeskApiKey}
          keyPlaceholder="key"
        />,
      ),
    );
    const card = await screen.findByLabelText('Flodesk', { selector: '.ant-card' });
    await waitFor(() => expect(within(card).getByLabelText('API key')).toBeEnabled());
    await user.type(within(card).getByLabelText('API key'), 'wrong-key');
    await user.click(within(card).getByRole('button', { name: 'Connect' }));
    expect(await within(card).findByText(m.newsletterKeyRefused('Flodesk'))).toBeInTheDocument();
  });

  it('disconnects only after confirming', async () => {
    let state: TNewsletterState = { ...connected, listId: 'aud001', listName: 'Clients' };
    vi.spyOn(http, 'get').mockImplementation(async (url) =>
      url.endsWith('/lists') ? audiences : state,
    );
    const remove = vi.spyOn(http, 'delete').mockImplementation(async () => {
      state = disconnected;
      return undefined;
    });
    render(withProviders(mailchimpCard()));
    const card = await screen.findByLabelText('Mailchimp', { selector: '.ant-card' });
    await user.click(await within(card).findByRole('button', { name: 'Disconnect' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getAllByText(m.disconnectNewsletter('Mailchimp')).length).toBeGreaterThan(
      0,
    );
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(remove).not.toHaveBeenCalled();
    await user.click(within(card).getByRole('button', { name: 'Disconnect' }));
    const again = await screen.findByRole('dialog');
    await user.click(within(again).getByRole('button', { name: 'Disconnect' }));
    await waitFor(() =>
      expect(remove).toHaveBeenCalledWith('/api/options/mailchimp-setup/integration'),
    );
    expect(await within(card).findByText('Not connected')).toBeInTheDocument();
  });
});

describe('FacebookConversionsCard', { timeout: 90_000 }, () => {
  it('connects with a pixel and token and shows the pixel, never the token', async () => {
    let state = {
      isConnected: false,
      pixelId: null as string | null,
      connectedAt: null as string | null,
    };
    vi.spyOn(http, 'get').mockImplementation(async () => state);
    const post = vi.spyOn(http, 'post').mockImplementation(async () => {
      state = {
        isConnected: true,
        pixelId: '123456789012345',
        connectedAt: '2026-05-01T10:00:00.000Z',
      };
      return state;
    });
    render(withProviders(<FacebookConversionsCard />));
    const card = await screen.findByLabelText('Facebook Conversions API', {
      selector: '.ant-card',
    });
    await user.type(within(card).getByLabelText('Pixel ID'), '123456789012345');
    await user.type(within(card).getByLabelText('Access token'), 'EAAsecret');
    await user.click(within(card).getByRole('button', { name: 'Connect' }));
    await waitFor(() =>
      expect(post).toHaveBeenCalledWith('/api/facebook/connect', {
        pixelId: '123456789012345',
        accessToken: 'EAAsecret',
      }),
    );
    expect(await within(card).findByText('123456789012345')).toBeInTheDocument();
    expect(card.textContent).not.toContain('EAAsecret');
  });
});
