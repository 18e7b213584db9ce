import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { TBookingAvailability } from '@studio/shared/booking/settings';
import { http } from '../../api/http-client.ts';
import { clickWhenEnabled } from '../../test/click-when-enabled.ts';
import { withProviders } from '../../test/session-fixture.tsx';
import { BookingLimitsCard } from './booking-limits-card.tsx';

const user = userEvent.setup({ delay: null });

afterEach(() => vi.restoreAllMocks());

const stored: TBookingAvailability = {
  maxOpenCheckoutsPerEmail: 2,
  maxUpcomingBookingsPerEmail: 2,
  maxLiveHoldsPerAddress: 3,
};

describe('BookingLimitsCard', { timeout: 90_000 }, () => {
  it('explains each limit and saves a raised one', async () => {
    const post = vi
      .spyOn(http, 'post')
      .mockResolvedValue({ ...stored, maxUpcomingBookingsPerEmail: 4 });
    render(withProviders(<BookingLimitsCard limits={stored} />));
    const perService = screen.getByLabelText('Upcoming bookings per client, per service');
    expect(perService).toHaveValue('2');
    expect(screen.getByText(/a family booking each child’s session/)).toBeInTheDocument();

    fireEvent.change(perService, { target: { value: '4' } });
    await clickWhenEnabled(user, screen.getByRole('button', { name: 'Save limits' }));
    await waitFor(() =>
      expect(post).toHaveBeenCalledWith('/api/options/booking-availability', {
        ...stored,
        maxUpcomingBookingsPerEmail: 4,
      }),
    );
  });
});
