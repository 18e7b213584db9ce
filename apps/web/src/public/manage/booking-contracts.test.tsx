import { render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { TBookingContract } from '@studio/shared/contracts/contracts';
import { PublicApp } from '../public-app.tsx';
import { bookingOf, mockFetch } from '../test-fixtures.ts';

const token = 'O1.signature';
const bookingPath = `/api/public/bookings/${token}`;

function contractOf(overrides: Partial<TBookingContract>): TBookingContract {
  return {
    name: 'Wedding agreement',
    state: 'SENT',
    token: 'C1.sig',
    isToSign: true,
    isPdfReady: false,
    ...overrides,
  };
}

describe('contracts on the manage page', () => {
  beforeEach(() => window.history.pushState({}, '', `/booking/${token}`));
  afterEach(() => vi.unstubAllGlobals());

  it('lists each contract with a link to sign it or its signed PDF', async () => {
    mockFetch({
      [`GET ${bookingPath}`]: () => ({ body: bookingOf() }),
      [`GET ${bookingPath}/contracts`]: () => ({
        body: [
          contractOf({}),
          contractOf({
            name: 'Model release',
            state: 'COMPLETED',
            token: 'C2.sig',
            isToSign: false,
            isPdfReady: true,
          }),
        ],
      }),
    });
    render(<PublicApp />);
    const section = await screen.findByRole('region', { name: 'Contracts' });
    const items = within(section).getAllByRole('listitem');
    expect(items[0]).toHaveTextContent('Wedding agreement');
    expect(items[0]).toHaveTextContent('To sign');
    expect(within(items[0]!).getByRole('link', { name: 'Read and sign' })).toHaveAttribute(
      'href',
      '/contract/C1.sig',
    );
    expect(within(items[0]!).queryByRole('link', { name: 'Download PDF' })).toBeNull();
    expect(items[1]).toHaveTextContent('Signed');
    expect(within(items[1]!).getByRole('link', { name: 'Download PDF' })).toHaveAttribute(
      'href',
      '/api/public/contracts/C2.sig/pdf',
    );
    expect(within(items[1]!).queryByRole('link', { name: 'Read and sign' })).toBeNull();
  });

  it('shows no contracts section for a booking without contracts', async () => {
    mockFetch({
      [`GET ${bookingPath}`]: () => ({ body: bookingOf() }),
      [`GET ${bookingPath}/contracts`]: () => ({ body: [] }),
    });
    render(<PublicApp />);
    expect(await screen.findByRole('heading', { name: 'Your booking' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Contracts' })).not.toBeInTheDocument();
  });
});
