import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import dayjs from 'dayjs';
import type { TShootContract } from '@studio/shared/contracts/contracts';
import type { TActivity, TOrder } from '@studio/shared/orders/contracts';
import { todayIn } from '@studio/shared/scheduling/zoned-time';
import { DataError, http } from '../../api/http-client.ts';
import { withProviders } from '../../test/session-fixture.tsx';
import { dayToInstant } from './detail-invoice-modals.tsx';
import { fakeActivities, fakeInvoice, fakeOrder } from './detail-test-order.ts';
import { ShootDetailPage } from './shoot-detail-page.tsx';

const user = userEvent.setup({ delay: null });
const ORDER_PATH = '/api/orders/OABCDE12345';

afterEach(() => vi.restoreAllMocks());

const modelRelease: TShootContract = {
  id: 'k1',
  orderId: 'OABCDE12345',
  templateId: 't1',
  name: 'Model release',
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
};

/** Answers the page's GETs: the order, its log and its contracts. */
function serve(order: TOrder | Error, activities: TActivity[] = fakeActivities) {
  return vi.spyOn(http, 'get').mockImplementation(async (url: string) => {
    if (url === ORDER_PATH) {
      if (order instanceof Error) throw order;
      return order;
    }
    if (url === `${ORDER_PATH}/activities`) return activities;
    if (url === `${ORDER_PATH}/contracts`) return [modelRelease];
    if (url === '/api/flow-tasks/orders/OABCDE12345') return { isPaused: false, tasks: [] };
    throw new Error(`Unexpected GET ${url}`);
  });
}

function renderPage() {
  return render(
    withProviders(null, {
      path: '/shoots/OABCDE12345',
      routes: [{ path: '/shoots/:id', element: <ShootDetailPage /> }],
    }),
  );
}

describe('ShootDetailPage', { timeout: 90_000 }, () => {
  it('renders the shoot: client, service, date and time in its time zone, money and invoices', async () => {
    serve(fakeOrder());
    renderPage();
    expect(await screen.findByRole('heading', { name: 'Ada Lovelace' })).toBeInTheDocument();
    expect(screen.getByText('Family portraits')).toBeInTheDocument();
    // 08:00 UTC is 10:00 in Berlin.
    expect(screen.getByText(/Jun 10, 2030 · 10:00 AM/)).toBeInTheDocument();
    expect(screen.getByText('10:00 AM – 11:30 AM')).toBeInTheDocument();
    expect(screen.getByText('Rose Garden')).toBeInTheDocument();
    expect(screen.getByText('Classic')).toBeInTheDocument();
    const addons = screen.getByRole('list', { name: 'Add-ons' });
    expect(within(addons).getByText('Extra prints')).toBeInTheDocument();
    expect(within(addons).getByText('50,00 €')).toBeInTheDocument();
    const summary = screen.getByLabelText('Payment summary');
    expect(within(summary).getAllByText('240,00 €')).toHaveLength(3);
    expect(screen.getAllByText('Unpaid').length).toBeGreaterThan(0);
    const invoices = screen.getByRole('region', { name: 'Invoices' });
    expect(within(invoices).getAllByText('120,00 €')).toHaveLength(2);
    expect(within(invoices).getByText('Before shoot date · 3 days')).toBeInTheDocument();
    expect(within(invoices).getAllByText('Pending')).toHaveLength(2);
    expect(await screen.findByText('Model release')).toBeInTheDocument();
  });

  it('says when a shoot has no date yet', async () => {
    serve(fakeOrder({ startTime: null }));
    renderPage();
    expect(await screen.findAllByText('No date set')).toHaveLength(2);
  });

  it('marks an invoice paid with today as the paid date and shows it paid', async () => {
    const order = fakeOrder();
    serve(order);
    const today = todayIn(order.timeZone);
    const paidDate = dayToInstant(dayjs(today), order.timeZone, '12:00');
    const patch = vi.spyOn(http, 'patch').mockResolvedValue({
      ...order,
      amountPaid: 12000,
      balanceDue: 12000,
      paymentState: 2,
      invoices: [fakeInvoice({ paymentStatus: 'PAID', paidDate }), ...order.invoices.slice(1)],
    } satisfies TOrder);
    renderPage();
    await user.click(await screen.findByRole('button', { name: 'Actions for payment 1' }));
    await user.click(await screen.findByText('Mark paid'));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Mark paid' }));
    await waitFor(() =>
      expect(patch).toHaveBeenCalledWith('/api/orders/invoices/inv-1/paid-date', { paidDate }),
    );
    expect(await screen.findByText('Saved!')).toBeInTheDocument();
    const invoices = screen.getByRole('region', { name: 'Invoices' });
    expect(await within(invoices).findByText('Paid')).toBeInTheDocument();
    expect(within(invoices).getByText(dayjs(today).format('MMM D, YYYY'))).toBeInTheDocument();
    expect(screen.getAllByText('Balance due').length).toBeGreaterThan(0);
  });

  it('asks before deleting an add-on and says the fee and invoices go down', async () => {
    const order = fakeOrder();
    serve(order);
    const remove = vi
      .spyOn(http, 'delete')
      .mockResolvedValue({ ...order, addons: [], totalFee: 19000 } satisfies TOrder);
    renderPage();
    await user.click(await screen.findByRole('button', { name: 'Delete Extra prints' }));
    expect(
      (await screen.findAllByText('Delete the add-on “Extra prints”?'))[0],
    ).toBeInTheDocument();
    expect(screen.getByText(/goes down by 50,00 €, and so do the invoices/)).toBeInTheDocument();
    expect(remove).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(remove).toHaveBeenCalledWith('/api/orders/addons/line-1'));
    expect(await screen.findByText('Deleted!')).toBeInTheDocument();
    expect(await screen.findByText(/No add-ons yet/)).toBeInTheDocument();
  });

  it('checks an add-on quantity against its maximum before sending it', async () => {
    serve(fakeOrder());
    const put = vi.spyOn(http, 'put');
    renderPage();
    const input = await screen.findByLabelText('Quantity of Extra prints');
    await user.clear(input);
    await user.type(input, '9');
    await user.tab();
    expect(await screen.findByText('Quantity must be less than or equal to 5')).toBeInTheDocument();
    expect(put).not.toHaveBeenCalled();
  });

  it('shows a cancelled shoot under a banner with every change disabled', async () => {
    serve(fakeOrder({ status: 'CANCELED', canceledDate: '2030-05-03T10:00:00.000Z' }));
    renderPage();
    expect(
      await screen.findByText(
        'This booking was cancelled on May 3, 2030. Its details can no longer be changed.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Cancel booking' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Edit client' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Change date and time/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Edit shoot fee' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Add invoice/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Delete Extra prints' })).not.toBeInTheDocument();
    expect(screen.getByLabelText('Quantity of Extra prints')).toBeDisabled();
    expect(screen.getByLabelText('Notes')).toBeDisabled();
  });

  it('cancels a booking after confirming and shows it cancelled', async () => {
    const order = fakeOrder();
    serve(order);
    const patch = vi.spyOn(http, 'patch').mockResolvedValue({
      ...order,
      status: 'CANCELED',
      canceledDate: '2030-05-03T10:00:00.000Z',
    } satisfies TOrder);
    renderPage();
    await user.click(await screen.findByRole('button', { name: 'Cancel booking' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel booking' }));
    await waitFor(() => expect(patch).toHaveBeenCalledWith(`${ORDER_PATH}/cancel-booking`));
    expect(await screen.findByText('Booking cancelled')).toBeInTheDocument();
    expect(await screen.findByText(/This booking was cancelled on/)).toBeInTheDocument();
  });

  it('lists the activity log: what, who, when and what changed', async () => {
    serve(fakeOrder());
    renderPage();
    const log = await screen.findByRole('list', { name: 'Activity log' });
    const lines = within(log)
      .getAllByRole('listitem')
      .filter((item) => item.parentElement === log);
    expect(lines).toHaveLength(2);
    expect(within(lines[0]!).getByText('Changed the location')).toBeInTheDocument();
    expect(within(lines[0]!).getByText('owner@willow.test')).toBeInTheDocument();
    expect(within(lines[0]!).getByText('Location: Park → Rose Garden')).toBeInTheDocument();
    const time = lines[0]!.querySelector('time');
    expect(time).toHaveAttribute('title', 'May 2, 2030 at 11:30 AM');
    expect(within(lines[1]!).getByText('Created the shoot')).toBeInTheDocument();
  });

  it('shows the not-found state for a shoot that does not exist', async () => {
    serve(
      new DataError({
        status: 404,
        title: 'Not Found',
        detail: 'This shoot does not exist or was deleted',
      }),
    );
    renderPage();
    expect(
      await screen.findByText('The page you’re looking for does not exist. Sorry!'),
    ).toBeInTheDocument();
  });
});
