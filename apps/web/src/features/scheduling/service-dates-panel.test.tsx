import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { messages } from '@studio/shared/messages';
import type { TServiceDate, TSlot } from '@studio/shared/scheduling/contracts';
import type { TService } from '@studio/shared/services/contracts';
import { DataError, http } from '../../api/http-client.ts';
import { withProviders } from '../../test/session-fixture.tsx';
import { ServiceDatesPanel } from './service-dates-panel.tsx';

afterEach(() => vi.restoreAllMocks());

const inTenMinutes = new Date(Date.now() + 10 * 60_000).toISOString();

/** Berlin in June is UTC+2: 07:00Z reads 9:00 AM. */
function slot(id: string, start: string, end: string, extra: Partial<TSlot> = {}): TSlot {
  return {
    id,
    serviceDateId: 'd1',
    startTime: `2030-06-10T${start}:00.000Z`,
    endTime: `2030-06-10T${end}:00.000Z`,
    duration: 20,
    status: 'AVAILABLE',
    lockoutEnd: null,
    isPremium: false,
    premiumFee: 0,
    isReservation: false,
    isBreakTime: false,
    isConFlict: false,
    order: 1,
    orderId: null,
    ...extra,
  };
}

const june10: TServiceDate = {
  id: 'd1',
  serviceId: 's1',
  date: '2030-06-10',
  startTime: '2030-06-10T07:00:00.000Z',
  location: 'Rose Garden',
  slots: [
    slot('free', '07:00', '07:20'),
    slot('booked', '07:30', '07:50', { status: 'BOOKED', orderId: 'O1' }),
    slot('held', '08:00', '08:20', { status: 'BOOKING', lockoutEnd: inTenMinutes }),
    slot('shot', '08:30', '08:50', { status: 'SHOOTED' }),
    slot('break', '09:00', '09:20', { isBreakTime: true }),
    slot('premium', '09:30', '09:50', { isPremium: true, premiumFee: 2500, isReservation: true }),
    slot('overlap', '09:40', '10:00', { isConFlict: true }),
  ],
};

const june11: TServiceDate = { ...june10, id: 'd2', date: '2030-06-11', location: '', slots: [] };

/** Only what the panel reads; the rest of the aggregate belongs to the services feature. */
function fakeService(dates: TServiceDate[]): TService {
  const months = new Map<string, { dates: number; slots: number }>();
  for (const date of dates) {
    const month = months.get(date.date.slice(0, 7)) ?? { dates: 0, slots: 0 };
    months.set(date.date.slice(0, 7), {
      dates: month.dates + 1,
      slots: month.slots + date.slots.length,
    });
  }
  const dateMonths = [...months].map(([month, counts]) => ({ month, ...counts }));
  return { id: 's1', name: 'Spring minis', timeZone: 'Europe/Berlin', dateMonths } as TService;
}

/** Renders the panel with the server answering each month's dates; waits for the first month. */
async function renderPanel(dates: TServiceDate[] = [june10, june11]) {
  const get = vi.spyOn(http, 'get').mockImplementation(async (_url, params) => {
    const { from, to } = params as { from: string; to: string };
    return dates.filter((date) => date.date >= from && date.date <= to);
  });
  render(withProviders(<ServiceDatesPanel service={fakeService(dates)} />));
  if (dates.length > 0) expect(await screen.findByText(formatDateText(dates))).toBeInTheDocument();
  return get;
}

function formatDateText(dates: TServiceDate[]) {
  const first = dates[0]?.date ?? '';
  return new Date(`${first}T12:00:00Z`).toLocaleDateString('en-US', {
    month: 'short',
    day: 'numeric',
    year: 'numeric',
  });
}

function row(name: RegExp) {
  const found = screen.getAllByTestId('slot-row').find((item) => name.test(item.textContent ?? ''));
  if (!found) throw new Error(`no row ${name}`);
  return within(found);
}

describe('ServiceDatesPanel', { timeout: 45_000 }, () => {
  it('lists dates in the business time zone with each slot’s status, terms and conflicts', async () => {
    const get = await renderPanel();
    expect(get).toHaveBeenCalledWith(
      '/api/services/s1/service-dates',
      { from: '2030-06-01', to: '2030-06-30' },
      expect.anything(),
    );
    expect(screen.getByText('Jun 10, 2030')).toBeInTheDocument();
    expect(screen.getByText('Monday')).toBeInTheDocument();
    expect(screen.getByText('Rose Garden')).toBeInTheDocument();
    expect(screen.getByText(/2 dates, 7 time slots · times in Europe\/Berlin/)).toBeInTheDocument();

    expect(row(/^9:00 AM – 9:20 AM/).getByText('Available')).toBeInTheDocument();
    expect(row(/^9:30 AM/).getByText('Booked')).toBeInTheDocument();
    expect(row(/^10:00 AM/).getByText(messages.slotBookingHeld)).toBeInTheDocument();
    expect(row(/^10:30 AM/).getByText('Shooted')).toBeInTheDocument();
    expect(row(/^11:00 AM/).getByText('Break time')).toBeInTheDocument();
    const premium = row(/^11:30 AM/);
    expect(premium.getByText(/Premium \+25,00\s€/)).toBeInTheDocument();
    expect(premium.getByText('Reservation')).toBeInTheDocument();
    expect(screen.getAllByText(messages.slotConflict)).toHaveLength(1);
    expect(row(/^11:40 AM/).getByText(messages.slotConflict)).toBeInTheDocument();
    expect(screen.getByText(/7 time slots · 2 booked · 1 in conflict/)).toBeInTheDocument();
  });

  it('offers no edit or removal of booked, held or shot slots, and greys break time', async () => {
    await renderPanel();
    for (const name of [/^9:30 AM/, /^10:00 AM/, /^10:30 AM/]) {
      expect(row(name).getByRole('button', { name: 'Remove slot' })).toBeDisabled();
      expect(row(name).getByRole('button', { name: 'Edit times' })).toBeDisabled();
      expect(row(name).getByRole('switch', { name: 'Break time' })).toBeDisabled();
    }
    expect(row(/^9:00 AM/).getByRole('button', { name: 'Remove slot' })).toBeEnabled();
    const breakRow = screen
      .getAllByTestId('slot-row')
      .find((item) => /^11:00 AM/.test(item.textContent ?? ''));
    expect(breakRow).toHaveClass('is-break');
  });

  it('shows the empty states that lead to adding dates and slots', async () => {
    await renderPanel([]);
    expect(screen.getByText(/No dates yet/)).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: /Add date/ })).toHaveLength(2);
  });

  it('removes a slot after confirmation and says Deleted!', async () => {
    const remove = vi
      .spyOn(http, 'delete')
      .mockResolvedValue({ ...june10, slots: june10.slots.slice(1) });
    await renderPanel();
    const user = userEvent.setup({ delay: null });
    await user.click(row(/^9:00 AM/).getByRole('button', { name: 'Remove slot' }));
    await user.click(await screen.findByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(remove).toHaveBeenCalledWith('/api/services/s1/slots/free'));
    expect(await screen.findByText(messages.deleted)).toBeInTheDocument();
  });

  it('marks a slot as break time', async () => {
    const put = vi.spyOn(http, 'put').mockResolvedValue(june10);
    await renderPanel();
    const user = userEvent.setup({ delay: null });
    await user.click(row(/^9:00 AM/).getByRole('switch', { name: 'Break time' }));
    await waitFor(() =>
      expect(put).toHaveBeenCalledWith('/api/services/s1/slots/free', { isBreakTime: true }),
    );
    expect(await screen.findByText(messages.saved)).toBeInTheDocument();
  });

  it('shows the server’s refusal in an error dialog', async () => {
    vi.spyOn(http, 'put').mockRejectedValue(
      new DataError({ status: 409, title: 'Conflict', detail: messages.slotBreakProtected }),
    );
    await renderPanel();
    const user = userEvent.setup({ delay: null });
    await user.click(row(/^9:00 AM/).getByRole('switch', { name: 'Break time' }));
    expect(await screen.findByText(messages.slotBreakProtected)).toBeInTheDocument();
  });

  it('shows one month at a time and moves between the months that have dates', async () => {
    const july2: TServiceDate = { ...june11, id: 'd3', date: '2030-07-02' };
    const get = await renderPanel([june11, july2]);
    expect(screen.getByText(/2 dates, 0 time slots/)).toBeInTheDocument();
    expect(screen.queryByText('Jul 2, 2030')).not.toBeInTheDocument();
    const user = userEvent.setup({ delay: null });
    await user.click(screen.getByRole('button', { name: 'Next month' }));
    expect(await screen.findByText('Jul 2, 2030')).toBeInTheDocument();
    expect(screen.queryByText('Jun 11, 2030')).not.toBeInTheDocument();
    expect(get).toHaveBeenLastCalledWith(
      '/api/services/s1/service-dates',
      { from: '2030-07-01', to: '2030-07-31' },
      expect.anything(),
    );
    expect(screen.getByRole('button', { name: 'Next month' })).toBeDisabled();
  });

  it('previews how many slots a window makes before generating them', async () => {
    const post = vi.spyOn(http, 'post').mockResolvedValue(june11);
    // Only the empty date: a smaller page keeps jsdom's role queries quick.
    await renderPanel([june11]);
    const user = userEvent.setup({ delay: null });
    await user.click(screen.getByRole('button', { name: 'Generate slots' }));
    const dialog = within(await screen.findByRole('dialog'));
    expect(await dialog.findByText('6 time slots, 9:00 AM to 11:50 AM')).toBeInTheDocument();
    await user.click(dialog.getByRole('button', { name: 'Generate' }));
    await waitFor(() =>
      expect(post).toHaveBeenCalledWith('/api/services/s1/date-times/d2/slots', {
        kind: 'GENERATE',
        startTime: '09:00',
        endTime: '12:00',
        duration: 20,
        buffer: 10,
      }),
    );
  });
});
