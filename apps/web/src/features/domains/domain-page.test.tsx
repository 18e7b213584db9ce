import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { TBusinessDomains, TCustomDomain } from '@studio/shared/domains/contracts';
import { DataError, http } from '../../api/http-client.ts';
import { withProviders } from '../../test/session-fixture.tsx';
import { DomainPage } from './domain-page.tsx';

const user = userEvent.setup({ delay: null });
const initialWidth = window.innerWidth;

function setViewportWidth(width: number) {
  Object.defineProperty(window, 'innerWidth', { configurable: true, writable: true, value: width });
  act(() => {
    window.dispatchEvent(new Event('resize'));
  });
}

afterEach(() => {
  vi.restoreAllMocks();
  setViewportWidth(initialWidth);
});

const token = 'studio-verify=0f1e2d3c4b5a69788796a5b4c3d2e1f0';

const pending: TCustomDomain = {
  domain: 'www.willowlight.com',
  businessId: 'b1',
  state: 'PENDING',
  isActive: false,
  isApex: false,
  failureReason: 'The TXT record _studio-verify.www.willowlight.com was not found',
  lastCheckedDate: '2026-05-01T10:01:00.000Z',
  nextCheckDate: '2026-05-01T10:06:00.000Z',
  createdDate: '2026-05-01T10:00:00.000Z',
  records: [
    { type: 'CNAME', name: 'www.willowlight.com', value: 'studio.photos', note: null },
    { type: 'TXT', name: '_studio-verify.www.willowlight.com', value: token, note: null },
  ],
};
const apexNote =
  "The server's public IPv4 address is not configured yet, so a domain without www cannot be connected: use a subdomain such as www, or ask support";
const failedApex: TCustomDomain = {
  ...pending,
  domain: 'willowlight.com',
  state: 'FAILED',
  isApex: true,
  failureReason: 'The TXT record _studio-verify.willowlight.com was not found',
  nextCheckDate: null,
  records: [
    { type: 'A', name: 'willowlight.com', value: null, note: apexNote },
    { type: 'TXT', name: '_studio-verify.willowlight.com', value: token, note: null },
  ],
};
const active: TCustomDomain = {
  ...pending,
  state: 'ACTIVE',
  isActive: true,
  failureReason: null,
  nextCheckDate: null,
};

function domains(customDomains: TCustomDomain[]): TBusinessDomains {
  return {
    domain: 'willow',
    productUrl: 'https://studio.photos/book/willow',
    productHost: 'studio.photos',
    customDomains,
  };
}

describe('DomainPage', { timeout: 90_000 }, () => {
  it('shows the business’s address and an empty state that leads to connecting a domain', async () => {
    vi.spyOn(http, 'get').mockResolvedValue(domains([]));
    render(withProviders(<DomainPage />));
    expect(
      await screen.findByRole('link', { name: 'https://studio.photos/book/willow' }),
    ).toBeInTheDocument();
    expect(screen.getByText('No domain of your own yet')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /Connect a domain/ }));
    expect(screen.getByLabelText('Domain')).toHaveFocus();
  });

  it('shows each domain’s state, what the last check found and the records to copy', async () => {
    vi.spyOn(http, 'get').mockResolvedValue(domains([pending, failedApex]));
    render(withProviders(<DomainPage />));
    const card = await screen.findByLabelText('www.willowlight.com');
    expect(within(card).getByText('Pending')).toBeInTheDocument();
    expect(
      within(card).getByText('The TXT record _studio-verify.www.willowlight.com was not found'),
    ).toBeInTheDocument();
    expect(within(card).getByText('studio.photos')).toBeInTheDocument();
    await user.click(within(card).getByRole('button', { name: 'Copy TXT value' }));
    expect(await navigator.clipboard.readText()).toBe(token);
    await user.click(within(card).getByRole('button', { name: 'Copy TXT name' }));
    expect(await navigator.clipboard.readText()).toBe('_studio-verify.www.willowlight.com');

    const apex = screen.getByLabelText('willowlight.com');
    expect(within(apex).getByText('Failed')).toBeInTheDocument();
    expect(
      within(apex).getByText('The TXT record _studio-verify.willowlight.com was not found'),
    ).toBeInTheDocument();
    // The A record's target is not known: said, never invented.
    expect(within(apex).getByText(apexNote)).toBeInTheDocument();
    expect(within(apex).queryByRole('button', { name: 'Copy A value' })).toBeNull();
  });

  it('checks the domain now and shows the new state', async () => {
    // The server's view: the check finds the records and the domain is active from then on.
    let current = pending;
    const get = vi.spyOn(http, 'get').mockImplementation(async (url: string) => {
      if (!url.endsWith('/check-dns')) return domains([current]);
      current = active;
      return active;
    });
    render(withProviders(<DomainPage />));
    const card = await screen.findByLabelText('www.willowlight.com');
    await user.click(within(card).getByRole('button', { name: /Check now/ }));
    expect(get).toHaveBeenCalledWith('/api/business-domains/check-dns', {
      domain: 'www.willowlight.com',
    });
    expect(await screen.findByText('www.willowlight.com is connected')).toBeInTheDocument();
    expect(
      await within(screen.getByLabelText('www.willowlight.com')).findByText('Active'),
    ).toBeInTheDocument();
  });

  it('checks a domain with the shared rules, connects it, and shows the server’s refusal', async () => {
    vi.spyOn(http, 'get').mockResolvedValue(domains([]));
    const post = vi
      .spyOn(http, 'post')
      .mockRejectedValueOnce(
        new DataError({
          status: 409,
          title: 'Conflict',
          detail: 'This domain is already connected to another business',
          errors: [
            { field: 'domain', message: 'This domain is already connected to another business' },
          ],
        }),
      )
      .mockResolvedValueOnce(pending);
    render(withProviders(<DomainPage />));
    const input = await screen.findByLabelText('Domain');

    await user.type(input, 'localhost');
    await user.click(screen.getByRole('button', { name: 'Connect' }));
    expect(
      await screen.findByText('Please enter the full domain, such as www.example.com'),
    ).toBeInTheDocument();
    expect(post).not.toHaveBeenCalled();

    await user.clear(input);
    await user.type(input, 'www.taken.com');
    await user.click(screen.getByRole('button', { name: 'Connect' }));
    expect(
      await screen.findByText('This domain is already connected to another business'),
    ).toBeInTheDocument();
    expect(post).toHaveBeenCalledWith('/api/business-domains/domain', { domain: 'www.taken.com' });

    await user.clear(input);
    await user.type(input, 'www.willowlight.com');
    await user.click(screen.getByRole('button', { name: 'Connect' }));
    expect(
      await screen.findByText('www.willowlight.com added: now add its DNS records'),
    ).toBeInTheDocument();
  });

  it('removes a domain after asking', async () => {
    vi.spyOn(http, 'get').mockResolvedValue(domains([pending]));
    const remove = vi.spyOn(http, 'delete').mockResolvedValue(undefined);
    render(withProviders(<DomainPage />));
    const card = await screen.findByLabelText('www.willowlight.com');
    await user.click(within(card).getByRole('button', { name: /Remove/ }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Remove www.willowlight.com?');
    await user.click(within(dialog).getByRole('button', { name: 'Keep it' }));
    expect(remove).not.toHaveBeenCalled();

    await user.click(within(card).getByRole('button', { name: /Remove/ }));
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }),
    );
    await waitFor(() =>
      expect(remove).toHaveBeenCalledWith('/api/business-domains/domain', {
        domain: 'www.willowlight.com',
      }),
    );
    expect(await screen.findByText('Removed')).toBeInTheDocument();
  });

  it('shows loading, then a failure with a retry', async () => {
    const get = vi
      .spyOn(http, 'get')
      .mockRejectedValue(
        new DataError({ status: 503, title: 'Service Unavailable', detail: 'Service unavailable' }),
      );
    render(withProviders(<DomainPage />));
    expect(screen.getByTestId('domains-loading')).toBeInTheDocument();
    expect(await screen.findByText('Your domains could not be loaded')).toBeInTheDocument();
    get.mockResolvedValue(domains([]));
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('No domain of your own yet')).toBeInTheDocument();
  });

  it('lays the records out one under another at phone width', async () => {
    setViewportWidth(375);
    vi.spyOn(http, 'get').mockResolvedValue(domains([pending]));
    render(withProviders(<DomainPage />));
    const records = await screen.findByRole('list', { name: 'DNS records' });
    expect(within(records).getAllByRole('listitem')).toHaveLength(2);
    expect(screen.queryByRole('table')).toBeNull();
    expect(screen.getByRole('button', { name: 'Connect' })).toBeInTheDocument();
  });
});
