import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

const user = userEvent.setup({ delay: null });
// antd forms validate asynchronously; on a busy machine that takes longer than the default second.

/** Sets an input's value in one change event (typing key by key is slow in jsdom). */
function fill(input: HTMLElement, value: string) {
  fireEvent.change(input, { target: { value } });
}
import type { TPackage } from '@studio/shared/packages/contracts';
import { http } from '../../api/http-client.ts';
import { withProviders } from '../../test/session-fixture.tsx';
import { PackagesCard } from './packages-card.tsx';
import { fakeService } from './test-service.ts';

afterEach(() => vi.restoreAllMocks());

const classic: TPackage = {
  id: 'p1',
  serviceId: 'c0a8012e-0000-4000-8000-000000000001',
  name: 'Classic',
  type: 'STANDARD',
  totalFee: 25000,
  shootDuration: 90,
  shootLocation: 'Rose Garden',
  discount: {
    amount: 1000,
    isFixed: false,
    startDate: null,
    endDate: null,
    maxSlots: 5,
    usedCount: 2,
  },
  isPremium: true,
  premiumFee: 5000,
  isReservation: false,
  reservationDiscount: 0,
  parentId: null,
  sortIndex: 0,
};

async function openAddForm() {
  await user.click(await screen.findByRole('button', { name: /Add package/ }));
  return screen.findByRole('dialog');
}

describe('PackagesCard', { timeout: 90_000 }, () => {
  it('lists packages with the fee in the business currency, duration, location and tags', async () => {
    render(withProviders(<PackagesCard service={fakeService({ packages: [classic] })} />));
    const list = await screen.findByRole('list', { name: 'Packages' });
    expect(within(list).getByText('Classic')).toBeInTheDocument();
    // The business currency is EUR (de-DE).
    expect(within(list).getByText('250,00 €')).toBeInTheDocument();
    expect(within(list).getByText('1 h 30 min · Rose Garden')).toBeInTheDocument();
    expect(within(list).getByText('10% off · 2 of 5 used')).toBeInTheDocument();
    expect(within(list).getByText('Premium +50,00 €')).toBeInTheDocument();
  });

  it('shows an empty state that offers to add one', async () => {
    render(withProviders(<PackagesCard service={fakeService()} />));
    expect(await screen.findByText(/No packages yet/)).toBeInTheDocument();
  });

  it('shows the exact messages for the name and the total fee', async () => {
    const post = vi.spyOn(http, 'post');
    render(withProviders(<PackagesCard service={fakeService()} />));
    const dialog = await openAddForm();
    expect(within(dialog).getByText('Add package')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(within(dialog).getAllByText('This field cannot be left blank')).toHaveLength(2),
    );

    const fee = within(dialog).getByLabelText('Total fee');
    fill(fee, '0.3');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(
      await within(dialog).findByText('The total amount must be 0 or greater than 0.5'),
    ).toBeInTheDocument();

    fill(fee, '-5');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(
      await within(dialog).findByText('Total fee must be greater than or equal to 0'),
    ).toBeInTheDocument();
    expect(post).not.toHaveBeenCalled();
  });

  it('sends money in minor units and toasts Saved!', async () => {
    const post = vi.spyOn(http, 'post').mockResolvedValue({ ...classic, id: 'p2' });
    render(withProviders(<PackagesCard service={fakeService()} />));
    const dialog = await openAddForm();
    fill(within(dialog).getByLabelText('Package name'), 'Mini family');
    fill(within(dialog).getByLabelText('Total fee'), '150.5');
    fill(within(dialog).getByLabelText('Shoot location'), 'Beach');
    await user.click(within(dialog).getByRole('switch', { name: 'Discount' }));
    fill(await within(dialog).findByLabelText('Amount off'), '12.5');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(post).toHaveBeenCalledTimes(1));
    expect(post).toHaveBeenCalledWith(
      '/api/services/c0a8012e-0000-4000-8000-000000000001/packages',
      {
        name: 'Mini family',
        totalFee: 15050,
        shootDuration: 60,
        shootLocation: 'Beach',
        discount: { amount: 1250, isFixed: false, startDate: null, endDate: null, maxSlots: null },
        isPremium: false,
        premiumFee: 0,
        isReservation: false,
        reservationDiscount: 0,
      },
    );
    expect(await screen.findByText('Saved!')).toBeInTheDocument();
  });

  it('shows the discount-over-fee rule from the shared schema on the discount field', async () => {
    const post = vi.spyOn(http, 'post');
    render(withProviders(<PackagesCard service={fakeService()} />));
    const dialog = await openAddForm();
    fill(within(dialog).getByLabelText('Package name'), 'Mini');
    fill(within(dialog).getByLabelText('Total fee'), '100');
    await user.click(within(dialog).getByRole('switch', { name: 'Discount' }));
    await user.click(await within(dialog).findByText('Fixed amount'));
    fill(await within(dialog).findByLabelText('Amount off'), '120');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(
      await within(dialog).findByText('The discount cannot be more than the total fee'),
    ).toBeInTheDocument();
    expect(post).not.toHaveBeenCalled();
  });

  it('asks before deleting and says what is lost', async () => {
    const remove = vi.spyOn(http, 'delete').mockResolvedValue([]);
    render(withProviders(<PackagesCard service={fakeService({ packages: [classic] })} />));
    await user.click(await screen.findByRole('button', { name: 'Delete Classic' }));
    expect((await screen.findAllByText('Delete the package “Classic”?'))[0]).toBeInTheDocument();
    expect(screen.getByText(/no longer be able to choose it/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    await waitFor(() =>
      expect(remove).toHaveBeenCalledWith(
        '/api/services/c0a8012e-0000-4000-8000-000000000001/packages',
        { packageId: 'p1' },
      ),
    );
    expect(await screen.findByText('Deleted!')).toBeInTheDocument();
  });
});
