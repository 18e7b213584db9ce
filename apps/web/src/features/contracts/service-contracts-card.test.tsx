import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { TServiceContract } from '@studio/shared/contract-templates/contracts';
import type { TService } from '@studio/shared/services/contracts';
import { DataError, http } from '../../api/http-client.ts';
import { withProviders } from '../../test/session-fixture.tsx';
import { ServiceContractsCard } from './service-contracts-card.tsx';

afterEach(() => vi.restoreAllMocks());

const contracts: TServiceContract[] = [
  { contractTemplateId: 'c1', name: 'Booking agreement', sortIndex: 0 },
  { contractTemplateId: 'c2', name: 'Model release', sortIndex: 1 },
  { contractTemplateId: 'c3', name: 'Cancellation policy', sortIndex: 2 },
];

/** Only what the card reads; the rest of the aggregate belongs to the services feature. */
function fakeService(list: TServiceContract[] = contracts): TService {
  return { id: 's1', name: 'Spring minis', serviceContractTemplates: list } as TService;
}

function rowNames() {
  return screen
    .getAllByTestId('service-contract-row')
    .map((row) => within(row).getByRole('button', { name: /^(?!Reorder|Remove)/ }).textContent);
}

/** jsdom lays nothing out: give each row a place so dnd-kit's keyboard sensor can move between them. */
function layOutRows() {
  vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (
    this: HTMLElement,
  ) {
    const row = this.closest('[data-testid="service-contract-row"]');
    const rows = screen.queryAllByTestId('service-contract-row');
    const index = row ? rows.indexOf(row as HTMLElement) : 0;
    const top = 100 + index * 60;
    return new DOMRect(0, top, 400, 48);
  });
}

/** Space on the handle picks the row up, ArrowDown moves it one place, Space drops it. */
async function moveDownByKeyboard(name: string) {
  const handle = screen.getByRole('button', { name: `Reorder ${name}` });
  handle.focus();
  // The sensor starts listening for the next keys on a later tick.
  const press = async (target: Element | Document, code: string) =>
    act(async () => {
      fireEvent.keyDown(target, { code });
      await new Promise((resolve) => setTimeout(resolve, 10));
    });
  await press(handle, 'Space');
  await press(document, 'ArrowDown');
  await press(document, 'Space');
}

describe('ServiceContractsCard', () => {
  it('lists the service’s contracts in their order', () => {
    render(withProviders(<ServiceContractsCard service={fakeService()} />));
    expect(screen.getByText('Contract(s)')).toBeInTheDocument();
    expect(rowNames()).toEqual(['Booking agreement', 'Model release', 'Cancellation policy']);
    expect(screen.getByRole('button', { name: 'Reorder Model release' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add a contract' })).toBeInTheDocument();
  });

  it('shows an empty state that points at the plus button', () => {
    render(withProviders(<ServiceContractsCard service={fakeService([])} />));
    expect(screen.getByText(/No contracts yet/)).toBeInTheDocument();
  });

  it('moves a row with the keyboard and saves the new order', async () => {
    layOutRows();
    const patch = vi.spyOn(http, 'patch').mockImplementation(async (_url, body) =>
      (body as { contractTemplateIds: string[] }).contractTemplateIds.map((id, index) => ({
        contractTemplateId: id,
        name: contracts.find((c) => c.contractTemplateId === id)!.name,
        sortIndex: index,
      })),
    );
    vi.spyOn(http, 'get').mockResolvedValue(fakeService());
    render(withProviders(<ServiceContractsCard service={fakeService()} />));
    await moveDownByKeyboard('Booking agreement');
    await waitFor(() => expect(patch).toHaveBeenCalled());
    expect(patch).toHaveBeenCalledWith('/api/services/s1/service-contract/change', {
      contractTemplateIds: ['c2', 'c1', 'c3'],
    });
  });

  it('puts the rows back when the server refuses the new order', async () => {
    layOutRows();
    let refuse: (error: unknown) => void = () => {};
    vi.spyOn(http, 'patch').mockImplementation(
      () =>
        new Promise((_resolve, reject) => {
          refuse = reject;
        }),
    );
    vi.spyOn(http, 'get').mockResolvedValue(fakeService());
    render(withProviders(<ServiceContractsCard service={fakeService()} />));
    await moveDownByKeyboard('Booking agreement');
    // Optimistic: the new order shows while it is being saved.
    await waitFor(() =>
      expect(rowNames()).toEqual(['Model release', 'Booking agreement', 'Cancellation policy']),
    );
    await act(async () => {
      refuse(
        new DataError({
          status: 400,
          title: 'Validation failed',
          detail: 'The new order must list every contract of this service exactly once',
        }),
      );
    });
    await waitFor(() =>
      expect(rowNames()).toEqual(['Booking agreement', 'Model release', 'Cancellation policy']),
    );
    expect(
      await screen.findByText(
        'The new order must list every contract of this service exactly once',
      ),
    ).toBeInTheDocument();
  });

  it('asks before removing a contract from the service', async () => {
    const user = userEvent.setup();
    const remove = vi.spyOn(http, 'delete').mockResolvedValue([contracts[0], contracts[2]]);
    vi.spyOn(http, 'get').mockResolvedValue(fakeService());
    render(withProviders(<ServiceContractsCard service={fakeService()} />));
    await user.click(
      screen.getByRole('button', { name: 'Remove Model release from this service' }),
    );
    expect(
      (await screen.findAllByText('Remove “Model release” from this service?')).length,
    ).toBeGreaterThan(0);
    await user.click(screen.getByRole('button', { name: 'Remove' }));
    await waitFor(() =>
      expect(remove).toHaveBeenCalledWith('/api/services/s1/service-contract', {
        contractTemplateId: 'c2',
      }),
    );
    expect(await screen.findByText('Deleted!')).toBeInTheDocument();
  });

  it('opens the contract editor when a row is clicked', async () => {
    const user = userEvent.setup();
    vi.spyOn(http, 'get').mockResolvedValue({
      id: 'c2',
      name: 'Model release',
      content: '<p>I allow the photographer to use the images.</p>',
      isPrivate: false,
      createdDate: '2025-10-01T00:00:00.000Z',
      modified: '2025-10-02T00:00:00.000Z',
      serviceCount: 1,
    });
    render(withProviders(<ServiceContractsCard service={fakeService()} />));
    await user.click(screen.getAllByTestId('service-contract-row')[1]!);
    expect(await screen.findByText('Edit contract')).toBeInTheDocument();
    expect(await screen.findByDisplayValue('Model release')).toBeInTheDocument();
    expect(
      await screen.findByText('I allow the photographer to use the images.'),
    ).toBeInTheDocument();
  });
});
