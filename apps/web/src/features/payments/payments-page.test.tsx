import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { TPaymentReminder, TPaymentSetup } from '@studio/shared/payments/requests';
import { DataError, http, NetworkError } from '../../api/http-client.ts';
import { clickWhenEnabled } from '../../test/click-when-enabled.ts';
import { withProviders } from '../../test/session-fixture.tsx';
import { PaymentsPage } from './payments-page.tsx';

const user = userEvent.setup({ delay: null });

afterEach(() => vi.restoreAllMocks());

function fill(input: HTMLElement, value: string) {
  fireEvent.change(input, { target: { value } });
}

type Stored = { setup: TPaymentSetup; schedules: unknown[]; reminder: TPaymentReminder };

function mockGets(stored: Partial<Stored> = {}) {
  const values: Stored = {
    setup: { taxMode: 'EXCLUDE', salesTaxBps: 700 },
    schedules: [],
    reminder: { isEnabled: false, daysBefore: 3 },
    ...stored,
  };
  return vi.spyOn(http, 'get').mockImplementation(async (url: string) => {
    if (url === '/api/options/payment-setup') return values.setup;
    if (url === '/api/options/payment-schedules') return { paymentSchedules: values.schedules };
    if (url === '/api/options/payment-reminder') return values.reminder;
    if (url === '/api/businesses/b1/payment-services') return [];
    throw new Error(`unexpected GET ${url}`);
  });
}

/** Waits until every card has loaded (the skeleton cards are replaced by the forms). */
async function loaded() {
  await waitFor(() => expect(document.querySelector('.ant-skeleton')).toBeNull());
}

function card(title: string): HTMLElement {
  const heading = screen.getByText(title, { selector: '.ant-card-head-title' });
  const element = heading.closest('.ant-card');
  if (!(element instanceof HTMLElement)) throw new Error(`no card ${title}`);
  return element;
}

describe('PaymentsPage', { timeout: 90_000 }, () => {
  it('shows what 100.00 becomes under the tax setting, in the business currency', async () => {
    mockGets();
    render(withProviders(<PaymentsPage />));
    // The business currency is EUR (de-DE).
    const example = await screen.findByTestId('tax-example');
    expect(example).toHaveTextContent('A fee of 100,00 € becomes 107,00 € (7,00 € tax added).');

    fill(within(card('Tax')).getByLabelText('Sales tax'), '10');
    await waitFor(() => expect(example).toHaveTextContent('becomes 110,00 €'));
    await user.click(within(card('Tax')).getByText('Prices include tax'));
    await waitFor(() =>
      expect(example).toHaveTextContent(
        'A fee of 100,00 € stays 100,00 €, of which 9,09 € is tax.',
      ),
    );
  });

  it('saves the tax mode and rate in basis points and toasts Saved!', async () => {
    mockGets({ setup: { taxMode: 'NO_TAX', salesTaxBps: 700 } });
    const post = vi
      .spyOn(http, 'post')
      .mockResolvedValue({ taxMode: 'EXCLUDE', salesTaxBps: 825 } satisfies TPaymentSetup);
    render(withProviders(<PaymentsPage />));
    await loaded();
    const tax = card('Tax');
    expect(within(tax).getByRole('button', { name: 'Save tax' })).toBeDisabled();
    await user.click(within(tax).getByText('Add tax to prices'));
    fill(await within(tax).findByLabelText('Sales tax'), '8.25');
    await clickWhenEnabled(user, within(tax).getByRole('button', { name: 'Save tax' }));
    await waitFor(() =>
      expect(post).toHaveBeenCalledWith('/api/options/payment-setup', {
        taxMode: 'EXCLUDE',
        salesTaxBps: 825,
      }),
    );
    expect(await screen.findByText('Saved!')).toBeInTheDocument();
  });

  it('saves the default payment schedule in minor units and basis points', async () => {
    mockGets();
    const post = vi.spyOn(http, 'post').mockImplementation(async (_url, body) => body);
    render(withProviders(<PaymentsPage />));
    await loaded();
    const schedule = card('Default payment schedule');
    expect(await within(schedule).findByText(/No payments yet/)).toBeInTheDocument();
    await user.click(within(schedule).getByRole('button', { name: /Add payment/ }));
    fill(within(schedule).getByLabelText('Payment 1 amount'), '50');
    await clickWhenEnabled(user, within(schedule).getByRole('button', { name: 'Save schedule' }));
    await waitFor(() =>
      expect(post).toHaveBeenCalledWith('/api/options/payment-schedules', {
        paymentSchedules: [
          {
            milestone: 'BEFORE_SHOOT_DATE',
            isFixed: false,
            amount: 5000,
            dueInterval: 1,
            intervalUnit: 'DAYS',
          },
        ],
      }),
    );
    expect(await screen.findByText('Saved!')).toBeInTheDocument();
  });

  it('turns payment reminders on with the days before, and shows the server’s message', async () => {
    mockGets();
    const post = vi.spyOn(http, 'post').mockRejectedValueOnce(
      new DataError({
        status: 400,
        title: 'Bad Request',
        detail: 'Reminders can be sent 1 to 60 days before the due date',
        errors: [],
      }),
    );
    render(withProviders(<PaymentsPage />));
    await loaded();
    const reminders = card('Payment reminders');
    const days = await within(reminders).findByLabelText('Days before the due date');
    expect(days).toBeDisabled();
    await user.click(within(reminders).getByRole('switch', { name: 'Send payment reminders' }));
    // The days field opens with the switch: type only once it can take the value.
    await waitFor(() => expect(days).toBeEnabled());
    fill(days, '5');
    await clickWhenEnabled(user, within(reminders).getByRole('button', { name: 'Save reminders' }));
    await waitFor(() =>
      expect(post).toHaveBeenCalledWith('/api/options/payment-reminder', {
        isEnabled: true,
        daysBefore: 5,
      }),
    );
    expect(
      await within(reminders).findByText('Reminders can be sent 1 to 60 days before the due date'),
    ).toBeInTheDocument();
  });

  it('changes the currency on the business profile', async () => {
    mockGets();
    const put = vi.spyOn(http, 'put').mockResolvedValue({});
    render(withProviders(<PaymentsPage />));
    await loaded();
    const currency = card('Currency');
    expect(within(currency).getByText('1.234,56 €')).toBeInTheDocument();
    const select = within(currency).getByRole('combobox', { name: 'Currency' });
    await user.click(select);
    fill(select, 'GBP');
    await user.click(await screen.findByText('GBP · British Pound'));
    expect(await within(currency).findByText('£1,234.56')).toBeInTheDocument();
    await clickWhenEnabled(user, within(currency).getByRole('button', { name: 'Save currency' }));
    await waitFor(() =>
      expect(put).toHaveBeenCalledWith('/api/businesses/b1/currency', { value: 'GBP' }),
    );
    expect(await screen.findByText('Saved!')).toBeInTheDocument();
  });

  it('shows a loading skeleton, then the error with a retry', async () => {
    vi.spyOn(http, 'get').mockRejectedValue(new NetworkError());
    render(withProviders(<PaymentsPage />));
    expect(document.querySelector('.ant-skeleton')).not.toBeNull();
    // Online payments, tax, default schedule and reminders each say so.
    await waitFor(() => expect(screen.getAllByText('Error connect to server')).toHaveLength(4));
    expect(screen.getAllByRole('button', { name: 'Try again' })).toHaveLength(4);
  });
});
