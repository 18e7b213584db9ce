import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { TCoupon, TCouponPage } from '@studio/shared/coupons/requests';
import { DataError, http } from '../../api/http-client.ts';
import { withProviders } from '../../test/session-fixture.tsx';
import { couponState } from './coupon-display.ts';
import { CouponsPage } from './coupons-page.tsx';

const user = userEvent.setup({ delay: null });

afterEach(() => vi.restoreAllMocks());

function fill(input: HTMLElement, value: string) {
  fireEvent.change(input, { target: { value } });
}

const spring: TCoupon = {
  id: 'c1',
  code: 'SPRING-15',
  amount: 1500,
  isFixed: false,
  startDate: '2026-03-01',
  endDate: '2026-05-31',
  usageLimit: 10,
  usedCount: 4,
  createdDate: '2026-02-01T10:00:00.000Z',
};
const tenOff: TCoupon = {
  ...spring,
  id: 'c2',
  code: 'TEN-OFF',
  amount: 1000,
  isFixed: true,
  startDate: null,
  endDate: null,
  usageLimit: null,
  usedCount: 2,
};

function page(items: TCoupon[]): TCouponPage {
  return { items, total: items.length, page: 1, size: 50 };
}

async function openNewForm() {
  await user.click(
    (await screen.findAllByRole('button', { name: /New coupon|Create coupon/ }))[0]!,
  );
  return screen.findByRole('dialog');
}

describe('CouponsPage', { timeout: 90_000 }, () => {
  it('lists coupons: amount in the business currency or %, dates, used / limit', async () => {
    vi.spyOn(http, 'get').mockResolvedValue(page([spring, tenOff]));
    render(withProviders(<CouponsPage />));
    const row = (await screen.findByText('SPRING-15')).closest('tr')!;
    expect(within(row).getByText('15%')).toBeInTheDocument();
    expect(within(row).getByText('Mar 1, 2026 – May 31, 2026')).toBeInTheDocument();
    expect(within(row).getByText('4 / 10')).toBeInTheDocument();
    const other = screen.getByText('TEN-OFF').closest('tr')!;
    // The business currency is EUR (de-DE).
    expect(within(other).getByText('10,00 €')).toBeInTheDocument();
    expect(within(other).getByText('Any date')).toBeInTheDocument();
    expect(within(other).getByText('2 / no limit')).toBeInTheDocument();
    expect(within(other).getByText('Active')).toBeInTheDocument();
  });

  it('shows an empty state that leads to creating one', async () => {
    vi.spyOn(http, 'get').mockResolvedValue(page([]));
    render(withProviders(<CouponsPage />));
    expect(await screen.findByText(/No coupons yet/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /Create coupon/ }));
    expect(
      await screen.findByText('New coupon', { selector: '.ant-modal-title' }),
    ).toBeInTheDocument();
  });

  it('checks the form with the shared rules before sending', async () => {
    vi.spyOn(http, 'get').mockResolvedValue(page([]));
    const post = vi.spyOn(http, 'post');
    render(withProviders(<CouponsPage />));
    const dialog = await openNewForm();
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(within(dialog).getAllByText('This field cannot be left blank')).toHaveLength(2),
    );
    fill(within(dialog).getByLabelText('Code'), 'TEN OFF');
    expect(
      await within(dialog).findByText(
        'The coupon code may contain only letters, numbers, hyphens and underscores',
      ),
    ).toBeInTheDocument();
    expect(post).not.toHaveBeenCalled();
  });

  it('creates a coupon in minor units and toasts Saved!', async () => {
    vi.spyOn(http, 'get').mockResolvedValue(page([]));
    const post = vi.spyOn(http, 'post').mockResolvedValue(tenOff);
    render(withProviders(<CouponsPage />));
    const dialog = await openNewForm();
    fill(within(dialog).getByLabelText('Code'), 'ten-off');
    await user.click(within(dialog).getByText('€'));
    fill(within(dialog).getByLabelText('Amount'), '10.5');
    fill(within(dialog).getByLabelText('Usage limit'), '3');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(post).toHaveBeenCalledWith('/api/coupons', {
        code: 'ten-off',
        isFixed: true,
        amount: 1050,
        startDate: null,
        endDate: null,
        usageLimit: 3,
      }),
    );
    expect(await screen.findByText('Saved!')).toBeInTheDocument();
  });

  it('shows a taken code on the code field', async () => {
    vi.spyOn(http, 'get').mockResolvedValue(page([]));
    vi.spyOn(http, 'post').mockRejectedValue(
      new DataError({
        status: 409,
        title: 'Conflict',
        detail: 'A coupon with this code already exists',
        errors: [{ field: 'code', message: 'A coupon with this code already exists' }],
      }),
    );
    render(withProviders(<CouponsPage />));
    const dialog = await openNewForm();
    fill(within(dialog).getByLabelText('Code'), 'TEN-OFF');
    fill(within(dialog).getByLabelText('Amount'), '10');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(
      await within(dialog).findByText('A coupon with this code already exists'),
    ).toBeInTheDocument();
  });

  it('edits a coupon with its values filled in', async () => {
    vi.spyOn(http, 'get').mockResolvedValue(page([spring]));
    const put = vi.spyOn(http, 'put').mockResolvedValue(spring);
    render(withProviders(<CouponsPage />));
    await user.click(await screen.findByRole('button', { name: 'Edit SPRING-15' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByLabelText('Code')).toHaveValue('SPRING-15');
    expect(within(dialog).getByText('Used 4 times so far.')).toBeInTheDocument();
    fill(within(dialog).getByLabelText('Amount'), '20');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(put).toHaveBeenCalledWith('/api/coupons/c1', {
        code: 'SPRING-15',
        isFixed: false,
        amount: 2000,
        startDate: '2026-03-01',
        endDate: '2026-05-31',
        usageLimit: 10,
      }),
    );
  });

  it('asks before deleting, says what is lost, then toasts Deleted!', async () => {
    vi.spyOn(http, 'get').mockResolvedValue(page([spring]));
    const remove = vi.spyOn(http, 'delete').mockResolvedValue(undefined);
    render(withProviders(<CouponsPage />));
    await user.click(await screen.findByRole('button', { name: 'Delete SPRING-15' }));
    expect((await screen.findAllByText('Delete the coupon “SPRING-15”?'))[0]).toBeInTheDocument();
    expect(screen.getByText(/no longer be able to use this code/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(remove).toHaveBeenCalledWith('/api/coupons/c1'));
    expect(await screen.findByText('Deleted!')).toBeInTheDocument();
  });
});

describe('couponState', () => {
  it('reads used up, expired, scheduled or active on the local date', () => {
    expect(couponState(spring, '2026-02-28')).toBe('SCHEDULED');
    expect(couponState(spring, '2026-05-31')).toBe('ACTIVE');
    expect(couponState(spring, '2026-06-01')).toBe('EXPIRED');
    expect(couponState({ ...spring, usedCount: 10 }, '2026-04-01')).toBe('USED_UP');
  });
});
