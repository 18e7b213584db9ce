import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { TPublicDay } from '@studio/shared/booking/contracts';
import { TimeList } from './time-list.tsx';

const day: TPublicDay = {
  date: '2026-06-05',
  location: 'Central Park',
  times: [
    time('2026-06-05T19:00:00.000Z', 'AVAILABLE'),
    { ...time('2026-06-05T19:30:00.000Z', 'AVAILABLE'), isPremium: true, premiumFee: 2500 },
    time('2026-06-05T20:00:00.000Z', 'HELD'),
    { ...time('2026-06-05T20:30:00.000Z', 'AVAILABLE'), isReservation: true },
  ],
};

function time(startTime: string, state: 'AVAILABLE' | 'HELD' | 'TAKEN') {
  return {
    slotId: startTime,
    startTime,
    endTime: startTime,
    state,
    isPremium: false,
    premiumFee: 0,
    isReservation: false,
  };
}

function renderList(clientTimeZone: string, onChoose = vi.fn()) {
  render(
    <TimeList
      day={day}
      timeZone="America/New_York"
      clientTimeZone={clientTimeZone}
      currency="USD"
      onChoose={onChoose}
      pendingStartTime={null}
    />,
  );
  return onChoose;
}

describe('TimeList', () => {
  it('shows times in the business zone and the client time under them when it differs', () => {
    renderList('Europe/Berlin');
    const first = screen.getByRole('button', { name: /3:00 PM/ });
    expect(first).toHaveTextContent('3:00 PM9:00 PM your time');
    expect(screen.getByText('Friday, June 5')).toBeInTheDocument();
    expect(screen.getByText('Central Park')).toBeInTheDocument();
  });

  it('shows no second time when the client is in the business zone', () => {
    renderList('America/New_York');
    expect(screen.getByRole('button', { name: /3:00 PM/ })).toHaveTextContent(/^3:00 PM$/);
    expect(screen.queryByText(/your time/)).not.toBeInTheDocument();
  });

  it("marks premium and reservation times, and disables held ones as 'Booking...'", async () => {
    const onChoose = renderList('America/New_York');
    expect(screen.getByRole('button', { name: /3:30 PM/ })).toHaveTextContent('+ $25.00 fee');
    expect(screen.getByRole('button', { name: /4:30 PM/ })).toHaveTextContent('Reservation');
    const held = screen.getByRole('button', { name: /4:00 PM/ });
    expect(held).toBeDisabled();
    expect(held).toHaveTextContent('Booking...');
    await userEvent.click(screen.getByRole('button', { name: /3:00 PM/ }));
    expect(onChoose).toHaveBeenCalledWith(day.times[0]);
  });
});
