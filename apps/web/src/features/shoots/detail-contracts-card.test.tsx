import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { TAdoptedSignature, TShootContract } from '@studio/shared/contracts/contracts';
import { messages } from '@studio/shared/messages';
import { json, problem, sentTo, stubFetch, type FetchRoutes } from '../../test/fetch-stub.ts';
import { withProviders } from '../../test/session-fixture.tsx';
import { DetailContractsCard } from './detail-contracts-card.tsx';

const user = userEvent.setup({ delay: null });
const BASE = '/api/orders/OABCDE12345/contracts';
const LIST = `GET ${BASE}`;

afterEach(() => vi.unstubAllGlobals());

function contract(overrides: Partial<TShootContract> = {}): TShootContract {
  return {
    id: 'c1',
    orderId: 'OABCDE12345',
    templateId: 't1',
    name: 'Wedding agreement',
    state: 'NOT_SENT',
    isCountersignRequired: false,
    contentSha256: null,
    sentAt: null,
    viewedAt: null,
    clientSignedAt: null,
    countersignedAt: null,
    completedAt: null,
    voidedAt: null,
    sealing: null,
    events: [],
    ...overrides,
  };
}

const sent = contract({
  state: 'SENT',
  sentAt: '2030-06-01T08:00:00.000Z',
  contentSha256: 'a'.repeat(64),
  events: [
    {
      type: 'SENT',
      at: '2030-06-01T08:00:00.000Z',
      actorName: 'Willow Owner',
      ipAddress: null,
      userAgent: null,
      detail: 'ada@example.com',
    },
  ],
});

const clientSigned = contract({
  ...sent,
  state: 'CLIENT_SIGNED',
  isCountersignRequired: true,
  clientSignedAt: '2030-06-02T09:30:00.000Z',
  events: [
    ...sent.events,
    {
      type: 'CLIENT_SIGNED',
      at: '2030-06-02T09:30:00.000Z',
      actorName: 'Ada Lovelace',
      ipAddress: '203.0.113.7',
      userAgent: 'Mozilla/5.0',
      detail: null,
    },
  ],
});

/** The card with a list that answers whatever `current()` holds at the time. */
function renderCard(current: () => TShootContract[], routes: FetchRoutes = {}) {
  const fetchMock = stubFetch({ [LIST]: () => json(200, current()), ...routes });
  render(withProviders(<DetailContractsCard orderId="OABCDE12345" timeZone="Europe/Berlin" />));
  return fetchMock;
}

const rowOf = async (name: string) => {
  const rows = await screen.findAllByTestId('shoot-contract');
  const row = rows.find((item) => within(item).queryByText(name));
  if (!row) throw new Error(`no contract ${name}`);
  return row;
};

describe('DetailContractsCard', { timeout: 90_000 }, () => {
  it('sends a contract not sent yet, then offers to send it again', async () => {
    let list = [contract()];
    const fetchMock = renderCard(() => list, {
      [`POST ${BASE}/c1/send`]: () => {
        list = [sent];
        return json(200, sent);
      },
    });
    const row = await rowOf('Wedding agreement');
    expect(within(row).getByTestId('contract-state')).toHaveTextContent('Not sent');
    await user.click(within(row).getByRole('button', { name: /^Send$/ }));
    expect(await screen.findByText('Contract sent')).toBeInTheDocument();
    await waitFor(() =>
      expect(within(row).getByTestId('contract-state')).toHaveTextContent('Sent'),
    );
    // 08:00 UTC is 10:00 in Berlin in June.
    expect(within(row).getByText('Sent Jun 1, 2030 at 10:00 AM')).toBeInTheDocument();
    expect(within(row).getByRole('button', { name: /Send again/ })).toBeInTheDocument();
    // Neither subject nor content: the business's contract email template goes.
    expect(sentTo(fetchMock, `POST ${BASE}/c1/send`)).toEqual([{}]);
  });

  it('voids a contract only after the owner confirms', async () => {
    const voided = { ...sent, state: 'VOIDED' as const, voidedAt: '2030-06-03T08:00:00.000Z' };
    let list = [sent];
    const fetchMock = renderCard(() => list, {
      [`POST ${BASE}/c1/void`]: () => {
        list = [voided];
        return json(200, voided);
      },
    });
    const row = await rowOf('Wedding agreement');
    await user.click(within(row).getByRole('button', { name: /Void/ }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getAllByText('Void Wedding agreement?')[0]).toBeInTheDocument();
    expect(sentTo(fetchMock, `POST ${BASE}/c1/void`)).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Void contract' }));
    expect(await screen.findByText('Contract voided')).toBeInTheDocument();
    await waitFor(() =>
      expect(within(row).getByTestId('contract-state')).toHaveTextContent('Voided'),
    );
    expect(sentTo(fetchMock, `POST ${BASE}/c1/void`)).toHaveLength(1);
    expect(within(row).queryByRole('button', { name: /Void/ })).not.toBeInTheDocument();
  });

  it('asks for a signature when countersigning without one, then countersigns', async () => {
    const countersigned = {
      ...clientSigned,
      state: 'COUNTERSIGNED' as const,
      countersignedAt: '2030-06-02T10:00:00.000Z',
      sealing: { status: 'WAITING' as const, attempts: 0, error: null, nextAttemptAt: null },
    };
    let list = [clientSigned];
    let hasSignature = false;
    const adopted: TAdoptedSignature = {
      fullName: 'Willow Owner',
      mark: { kind: 'typed', name: 'Willow Owner' },
      adoptedAt: '2030-06-02T09:59:00.000Z',
    };
    const fetchMock = renderCard(() => list, {
      [`POST ${BASE}/c1/countersign`]: () => {
        if (!hasSignature) return problem(409, 'Conflict', messages.contractSignatureNotAdopted);
        list = [countersigned];
        return json(200, countersigned);
      },
      'PUT /api/account/signature': () => {
        hasSignature = true;
        return json(200, adopted);
      },
    });
    const row = await rowOf('Wedding agreement');
    expect(within(row).getByTestId('contract-state')).toHaveTextContent('Signed by client');
    expect(within(row).getByText(/waiting for your countersignature/)).toBeInTheDocument();
    await user.click(within(row).getByRole('button', { name: /Countersign/ }));

    const dialog = await screen.findByRole('dialog', { name: 'Adopt your signature' });
    await user.click(within(dialog).getByRole('button', { name: 'Adopt signature' }));
    expect(await within(dialog).findByText(messages.required)).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText('Full name'), 'Willow Owner');
    expect(within(dialog).getByTestId('typed-signature')).toHaveTextContent('Willow Owner');
    await user.click(within(dialog).getByRole('button', { name: 'Adopt signature' }));

    expect(await screen.findByText('Contract countersigned')).toBeInTheDocument();
    await waitFor(() =>
      expect(within(row).getByTestId('contract-state')).toHaveTextContent('Countersigned'),
    );
    expect(within(row).getByText('Preparing the signed PDF…')).toBeInTheDocument();
    expect(sentTo(fetchMock, 'PUT /api/account/signature')).toEqual([
      { fullName: 'Willow Owner', signature: { kind: 'typed', name: 'Willow Owner' } },
    ]);
    expect(sentTo(fetchMock, `POST ${BASE}/c1/countersign`)).toHaveLength(2);
  });

  it('shows why sealing failed with a retry, and the audit trail on demand', async () => {
    const failed = {
      ...clientSigned,
      isCountersignRequired: false,
      sealing: {
        status: 'FAILED' as const,
        attempts: 5,
        error: 'The certificate could not be read',
        nextAttemptAt: null,
      },
    };
    const fetchMock = renderCard(() => [failed], {
      [`POST ${BASE}/c1/seal`]: () =>
        json(200, { ...failed, sealing: { ...failed.sealing, status: 'WAITING' } }),
    });
    const row = await rowOf('Wedding agreement');
    expect(within(row).getByText('The certificate could not be read')).toBeInTheDocument();
    await user.click(within(row).getByRole('button', { name: /Retry sealing/ }));
    await waitFor(() => expect(sentTo(fetchMock, `POST ${BASE}/c1/seal`)).toHaveLength(1));

    await user.click(within(row).getByRole('button', { name: 'Audit trail (2)' }));
    const trail = within(row).getByRole('list', { name: 'Audit trail of Wedding agreement' });
    const events = within(trail).getAllByRole('listitem');
    expect(events[0]).toHaveTextContent('Sent to the client');
    expect(events[0]).toHaveTextContent('ada@example.com');
    expect(events[1]).toHaveTextContent('Signed by the client');
    expect(events[1]).toHaveTextContent('Jun 2, 2030 at 11:30 AM');
    expect(events[1]).toHaveTextContent('Ada Lovelace · IP 203.0.113.7');
  });

  it('offers to add a contract when the shoot has none', async () => {
    renderCard(() => []);
    expect(await screen.findByText(/No contracts on this shoot/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Add contract/ })).toBeInTheDocument();
  });

  it('says when the contracts could not be loaded', async () => {
    stubFetch({ [LIST]: () => problem(500, 'Internal Server Error', messages.internalError) });
    render(withProviders(<DetailContractsCard orderId="OABCDE12345" timeZone="Europe/Berlin" />));
    expect(await screen.findByText(messages.internalError)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
