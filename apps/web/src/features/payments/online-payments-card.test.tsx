import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { messages } from '@studio/shared/messages';
import type { TPaymentConnection } from '@studio/shared/payments/connections';
import { DataError, http } from '../../api/http-client.ts';
import { withProviders } from '../../test/session-fixture.tsx';
import { OnlinePaymentsCard } from './online-payments-card.tsx';

const user = userEvent.setup({ delay: null });
afterEach(() => vi.restoreAllMocks());

const PATH = '/api/businesses/b1/payment-services';
const keys = {
  publishableKey: 'pk_test_51Abc',
  secretKey: 'sk_test_51SecretValue9876',
  webhookSecret: 'whsec_SigningSecret42',
};
const connection: TPaymentConnection = {
  id: 'pc1',
  provider: 'STRIPE',
  label: 'Willow & Light Studio (…9876)',
  publishableKey: keys.publishableKey,
  isTestMode: true,
  createdAt: '2030-01-01T00:00:00.000Z',
};

function mockConnections(initial: TPaymentConnection[]) {
  return vi.spyOn(http, 'get').mockImplementation(async (url: string) => {
    if (url === PATH) return initial;
    throw new Error(`unexpected GET ${url}`);
  });
}

function modal(): HTMLElement {
  const element = document.querySelector('.ant-modal');
  if (!(element instanceof HTMLElement)) throw new Error('no modal');
  return element;
}

async function fillKeys(values: Partial<typeof keys> = keys) {
  await user.click(await screen.findByRole('button', { name: 'Connect Stripe' }));
  await screen.findByLabelText('Publishable key');
  for (const [label, value] of [
    ['Publishable key', values.publishableKey],
    ['Secret key', values.secretKey],
    ['Webhook signing secret', values.webhookSecret],
  ] as const) {
    if (value !== undefined) fireEvent.change(screen.getByLabelText(label), { target: { value } });
  }
}

describe('OnlinePaymentsCard', { timeout: 90_000 }, () => {
  it('explains where the keys are and the webhook address to give Stripe', async () => {
    mockConnections([]);
    render(withProviders(<OnlinePaymentsCard />));
    await user.click(await screen.findByRole('button', { name: 'Connect Stripe' }));
    expect(await screen.findByLabelText('Webhook address')).toHaveValue(
      `${window.location.origin}/api/public/payments/stripe/b1/webhook`,
    );
    expect(within(modal()).getByText(/Developers › API keys/)).toBeInTheDocument();
    // Secrets are typed into masked inputs.
    expect(screen.getByLabelText('Secret key')).toHaveAttribute('type', 'password');
    expect(screen.getByLabelText('Webhook signing secret')).toHaveAttribute('type', 'password');
  });

  it('connects with the three keys and shows the account, never the secret', async () => {
    mockConnections([]);
    const post = vi.spyOn(http, 'post').mockResolvedValue(connection);
    render(withProviders(<OnlinePaymentsCard />));
    await fillKeys();
    await user.click(within(modal()).getByRole('button', { name: 'Connect' }));
    await waitFor(() =>
      expect(post).toHaveBeenCalledWith(PATH, {
        provider: 'STRIPE',
        publishableKey: keys.publishableKey,
        secretKey: keys.secretKey,
        webhookSecret: keys.webhookSecret,
      }),
    );
    expect(await screen.findByText('Stripe connected')).toBeInTheDocument();
    expect(screen.getByText(connection.label)).toBeInTheDocument();
    expect(screen.getByText('Test mode')).toBeInTheDocument();
    await waitFor(() => expect(document.querySelector('.ant-modal')).toBeNull());
    expect(document.body.innerHTML).not.toContain(keys.secretKey);
    expect(document.body.innerHTML).not.toContain(keys.webhookSecret);
  });

  it('checks the keys with the shared rules before sending', async () => {
    mockConnections([]);
    const post = vi.spyOn(http, 'post');
    render(withProviders(<OnlinePaymentsCard />));
    await fillKeys({
      publishableKey: 'pk_live_51Abc',
      secretKey: keys.secretKey,
      webhookSecret: 'nope',
    });
    await user.click(within(modal()).getByRole('button', { name: 'Connect' }));
    expect(await screen.findByText(messages.stripeWebhookSecretFormat)).toBeInTheDocument();
    expect(screen.getByText(messages.stripeKeyModesDiffer)).toBeInTheDocument();
    expect(post).not.toHaveBeenCalled();
  });

  it('shows a refusal from Stripe on the form', async () => {
    mockConnections([]);
    vi.spyOn(http, 'post').mockRejectedValue(
      new DataError({
        status: 400,
        title: 'Bad request',
        detail: messages.stripeKeyRefused,
        errors: [{ field: 'secretKey', message: messages.stripeKeyRefused }],
      }),
    );
    render(withProviders(<OnlinePaymentsCard />));
    await fillKeys();
    await user.click(within(modal()).getByRole('button', { name: 'Connect' }));
    expect(await screen.findByText(messages.stripeKeyRefused)).toBeInTheDocument();
  });

  it('disconnects after confirming', async () => {
    mockConnections([connection]);
    const remove = vi.spyOn(http, 'delete').mockResolvedValue([]);
    render(withProviders(<OnlinePaymentsCard />));
    await user.click(await screen.findByRole('button', { name: /Disconnect/ }));
    expect(
      (await screen.findAllByText('Are you sure you want to disconnect from your Stripe account?'))
        .length,
    ).toBeGreaterThan(0);
    const dialog = document.querySelector('.ant-modal-confirm');
    await user.click(within(dialog as HTMLElement).getByRole('button', { name: 'Disconnect' }));
    await waitFor(() => expect(remove).toHaveBeenCalledWith(`${PATH}/pc1`));
    expect(await screen.findByRole('button', { name: 'Connect Stripe' })).toBeInTheDocument();
  });
});
