import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

const user = userEvent.setup({ delay: null });
// antd forms validate asynchronously; on a busy machine that takes longer than the default second.

/** Sets an input's value in one change event (typing key by key is slow in jsdom). */
function fill(input: HTMLElement, value: string) {
  fireEvent.change(input, { target: { value } });
}
import type { TAddon } from '@studio/shared/packages/contracts';
import { withProviders } from '../../test/session-fixture.tsx';
import { SelectAddonsModal } from './select-addons-modal.tsx';

const addon = (id: string, name: string, fee: number, maxQuantity: number): TAddon => ({
  id,
  serviceId: 's1',
  name,
  fee,
  maxQuantity,
  parentId: null,
  sortIndex: 0,
});
const prints = addon('a1', 'Extra prints', 1500, 3);
const album = addon('a2', 'Album', 12000, 1);

describe('SelectAddonsModal', { timeout: 90_000 }, () => {
  it('checks quantities with the exact messages and answers the selection', async () => {
    const onSubmit = vi.fn();
    render(
      withProviders(
        <SelectAddonsModal
          open
          addons={[prints, album]}
          currency="USD"
          onCancel={() => undefined}
          onSubmit={onSubmit}
        />,
      ),
    );
    expect(await screen.findByText('Select add-ons')).toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: /Extra prints/ }));
    const quantity = await screen.findByLabelText('Quantity of Extra prints');

    fill(quantity, '0');
    await user.click(screen.getByRole('button', { name: 'Done' }));
    expect(await screen.findByText('Quantity must be greater than 0')).toBeInTheDocument();

    fill(quantity, '4');
    await user.click(screen.getByRole('button', { name: 'Done' }));
    expect(await screen.findByText('Quantity must be less than or equal to 3')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();

    fill(quantity, '2');
    await user.click(screen.getByRole('checkbox', { name: /Album/ }));
    expect(await screen.findByText('$150.00')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Done' }));
    await waitFor(() =>
      expect(onSubmit).toHaveBeenCalledWith([
        { addonId: 'a1', quantity: 2 },
        { addonId: 'a2', quantity: 1 },
      ]),
    );
  });

  it('starts from the current selection', async () => {
    render(
      withProviders(
        <SelectAddonsModal
          open
          addons={[prints, album]}
          currency="USD"
          value={[{ addonId: 'a1', quantity: 3 }]}
          onCancel={() => undefined}
          onSubmit={() => undefined}
        />,
      ),
    );
    expect(await screen.findByLabelText('Quantity of Extra prints')).toHaveValue('3');
    expect(await screen.findByText('$45.00')).toBeInTheDocument();
  });
});
