import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { TPublicContract } from '@studio/shared/contracts/contracts';
import { messages } from '@studio/shared/messages';
import { PublicApp } from '../public-app.tsx';
import { mockFetch } from '../test-fixtures.ts';

const token = 'C1.signature';
const contractPath = `/api/public/contracts/${token}`;
const sha = 'b'.repeat(64);

function contractOf(overrides: Partial<TPublicContract> = {}): TPublicContract {
  return {
    name: 'Wedding agreement',
    state: 'VIEWED',
    business: {
      name: 'Anna Light Photography',
      email: 'anna@example.com',
      logoUrl: null,
      color: '#2F5D50',
    },
    content: '<h2>Terms</h2><p>The photographer will deliver 300 photos.</p>',
    contentSha256: sha,
    clientName: 'Jane Client',
    clientEmail: 'jane@example.com',
    clientSignedAt: null,
    isAwaitingCountersign: false,
    isPdfReady: false,
    ...overrides,
  };
}

const signButton = () => screen.getByRole('button', { name: 'Adopt and sign' });

describe('contract signing page', () => {
  beforeEach(() => window.history.pushState({}, '', `/contract/${token}`));
  afterEach(() => vi.unstubAllGlobals());

  it('shows the business, the contract and the disclosure, and asks for consent before signing', async () => {
    const { calls } = mockFetch({ [`GET ${contractPath}`]: () => ({ body: contractOf() }) });
    const user = userEvent.setup();
    render(<PublicApp />);

    expect(await screen.findByRole('heading', { name: 'Wedding agreement' })).toBeInTheDocument();
    expect(screen.getByText('Anna Light Photography', { selector: '.topbar__name' })).toBeVisible();
    expect(screen.getByText('The photographer will deliver 300 photos.')).toBeInTheDocument();
    expect(screen.getByText(/a paper copy of this contract at no charge/)).toHaveTextContent(
      'anna@example.com',
    );
    expect(screen.getByText(/withdraw this consent/)).toBeInTheDocument();
    expect(screen.getByText(/download and open a PDF/)).toBeInTheDocument();

    await user.click(signButton());
    expect(await screen.findByText(messages.contractConsentRequired)).toBeInTheDocument();
    expect(calls.some((call) => call.method === 'POST')).toBe(false);
  });

  it('signs with the typed name and the content it showed, then says it waits for the countersignature', async () => {
    const { calls } = mockFetch({
      [`GET ${contractPath}`]: () => ({ body: contractOf() }),
      [`POST ${contractPath}/sign`]: () => ({
        body: contractOf({
          state: 'CLIENT_SIGNED',
          clientSignedAt: '2030-06-02T09:30:00.000Z',
          isAwaitingCountersign: true,
        }),
      }),
    });
    const user = userEvent.setup();
    render(<PublicApp />);

    const name = await screen.findByLabelText(/Full name/);
    expect(name).toHaveValue('Jane Client');
    await user.clear(name);
    await user.type(name, 'Jane Q. Client');
    expect(screen.getByTestId('typed-signature')).toHaveTextContent('Jane Q. Client');
    await user.click(screen.getByRole('checkbox', { name: /I agree to use electronic records/ }));
    await user.click(signButton());

    const confirmation = await screen.findByRole('status', { name: /Signed/ });
    expect(confirmation).toHaveTextContent('You signed this contract on');
    expect(screen.getByText(/Waiting for the photographer’s countersignature/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Adopt and sign' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Download PDF' })).not.toBeInTheDocument();
    const signed = calls.filter((call) => call.method === 'POST');
    expect(signed.map((call) => [call.url, call.body])).toEqual([
      [
        `${contractPath}/sign`,
        {
          fullName: 'Jane Q. Client',
          signature: { kind: 'typed', name: 'Jane Q. Client' },
          contentSha256: sha,
          consent: true,
        },
      ],
    ]);
  });

  it('shows a signed contract with its PDF once it is ready', async () => {
    mockFetch({
      [`GET ${contractPath}`]: () => ({
        body: contractOf({
          state: 'COMPLETED',
          clientSignedAt: '2030-06-02T09:30:00.000Z',
          isPdfReady: true,
        }),
      }),
    });
    render(<PublicApp />);
    const download = await screen.findByRole('link', { name: 'Download PDF' });
    expect(download).toHaveAttribute('href', `${contractPath}/pdf`);
    expect(screen.queryByRole('button', { name: 'Adopt and sign' })).not.toBeInTheDocument();
  });

  it('says a voided contract can no longer be signed', async () => {
    mockFetch({
      [`GET ${contractPath}`]: () => ({ body: contractOf({ state: 'VOIDED', content: '' }) }),
    });
    render(<PublicApp />);
    expect(await screen.findByText(messages.contractVoided)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Adopt and sign' })).not.toBeInTheDocument();
  });

  it('shows the server’s words for a link that is not valid', async () => {
    mockFetch({
      [`GET ${contractPath}`]: () => ({
        status: 404,
        body: { status: 404, title: 'Not Found', detail: messages.contractLinkInvalid },
      }),
    });
    render(<PublicApp />);
    expect(await screen.findByText(messages.contractLinkInvalid)).toBeInTheDocument();
  });

  it('shows why signing was refused and offers to reload a contract that changed', async () => {
    let reads = 0;
    const { calls } = mockFetch({
      [`GET ${contractPath}`]: () => {
        reads += 1;
        return { body: contractOf() };
      },
      [`POST ${contractPath}/sign`]: () => ({
        status: 409,
        body: { status: 409, title: 'Conflict', detail: messages.contractChanged },
      }),
    });
    const user = userEvent.setup();
    render(<PublicApp />);
    await user.click(
      await screen.findByRole('checkbox', { name: /I agree to use electronic records/ }),
    );
    await user.click(signButton());
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(messages.contractChanged);
    await user.click(within(alert).getByRole('button', { name: 'Reload the contract' }));
    await waitFor(() => expect(reads).toBe(2));
    expect(calls.filter((call) => call.method === 'POST')).toHaveLength(1);
  });
});
