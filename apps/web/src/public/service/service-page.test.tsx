import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { messages } from '@studio/shared/messages';
import { PublicApp } from '../public-app.tsx';
import {
  ADDON_ID,
  OTHER_SLOT_ID,
  SLOT_ID,
  availabilityOf,
  bookingOf,
  mockFetch,
  service,
  timeAt,
  today,
} from '../test-fixtures.ts';
import { addDays } from '@studio/shared/scheduling/zoned-time';

const servicePath = '/api/public/businesses/anna-light/services/fall-minis';
const quote = {
  breakdown: {
    lines: [{ label: 'Fall Minis', amount: 15000 }],
    subtotal: 15000,
    couponDiscount: 0,
    tax: 0,
    total: 15000,
    dueNow: 5000,
  },
  couponError: null,
};

/** After a hold the page moves focus to "Your details" one frame later; typing starts after it. */
async function expectDetailsFocused() {
  await waitFor(() => expect(screen.getByRole('heading', { name: /Your details/ })).toHaveFocus());
}

function holdFor(slotId: string, lockoutEnd = new Date(Date.now() + 15 * 60_000).toISOString()) {
  const time = timeAt('15:00');
  return {
    holdToken: `hold-token-${slotId}`,
    slotId,
    startTime: time.startTime,
    endTime: time.endTime,
    lockoutEnd,
  };
}

describe('service page', () => {
  beforeEach(() => window.history.pushState({}, '', '/book/anna-light/fall-minis'));
  afterEach(() => vi.unstubAllGlobals());

  it('offers the nearest free times when the chosen time was just taken (409)', async () => {
    const { calls } = mockFetch({
      [`GET ${servicePath}`]: () => ({ body: service }),
      [`GET ${servicePath}/availability`]: () => ({ body: availabilityOf([timeAt('15:00')]) }),
      [`POST ${servicePath}/holds`]: (body) =>
        (body as { slotId: string }).slotId === SLOT_ID
          ? {
              status: 409,
              body: {
                status: 409,
                title: 'Conflict',
                detail: messages.slotTaken,
                alternatives: [timeAt('16:00', { slotId: OTHER_SLOT_ID })],
              },
            }
          : { body: holdFor(OTHER_SLOT_ID) },
      [`POST /api/public/businesses/anna-light/quote`]: () => ({ body: quote }),
    });
    render(<PublicApp />);
    await userEvent.click(await screen.findByRole('button', { name: /^3:00 PM/ }));

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(messages.slotTaken);
    const alternative = within(alert).getByRole('button', { name: /4:00 PM/ });
    await userEvent.click(alternative);

    expect(await screen.findByRole('timer')).toHaveTextContent(/Held for 1[45]:\d\d/);
    const holds = calls.filter((call) => call.url.endsWith('/holds'));
    expect(holds.map((call) => call.body)).toEqual([
      { slotId: SLOT_ID },
      { slotId: OTHER_SLOT_ID },
    ]);
    // The times were asked again after the refusal.
    expect(calls.filter((call) => call.url.includes('/availability')).length).toBeGreaterThan(1);
  });

  it('drops an expired hold, says so and shows the times again', async () => {
    const { calls } = mockFetch({
      [`GET ${servicePath}`]: () => ({ body: service }),
      [`GET ${servicePath}/availability`]: () => ({ body: availabilityOf([timeAt('15:00')]) }),
      [`POST ${servicePath}/holds`]: () => ({
        body: holdFor(SLOT_ID, new Date(Date.now() + 1200).toISOString()),
      }),
      [`POST /api/public/businesses/anna-light/quote`]: () => ({ body: quote }),
    });
    render(<PublicApp />);
    await userEvent.click(await screen.findByRole('button', { name: /^3:00 PM/ }));
    expect(await screen.findByRole('timer')).toBeInTheDocument();

    expect(await screen.findByText(messages.holdExpired)).toBeInTheDocument();
    expect(screen.queryByRole('timer')).not.toBeInTheDocument();
    expect(await screen.findByRole('button', { name: /^3:00 PM/ })).toBeEnabled();
    expect(calls.filter((call) => call.url.includes('/availability')).length).toBe(2);
  });

  it('sends the checkout with the hold, the choice, the client and the answers', async () => {
    const { calls } = mockFetch({
      [`GET ${servicePath}`]: () => ({ body: service }),
      [`GET ${servicePath}/availability`]: () => ({ body: availabilityOf([timeAt('15:00')]) }),
      [`POST ${servicePath}/holds`]: () => ({ body: holdFor(SLOT_ID) }),
      [`POST /api/public/businesses/anna-light/quote`]: () => ({ body: quote }),
      [`POST ${servicePath}/contracts`]: () => ({ body: [] }),
      [`POST ${servicePath}/checkout`]: () => ({
        body: { status: 'CONFIRMED', orderId: 'O1', manageToken: 'O1.signature' },
      }),
      [`GET /api/public/bookings/O1.signature`]: () => ({ body: bookingOf() }),
    });
    const user = userEvent.setup();
    render(<PublicApp />);
    await user.click(await screen.findByRole('button', { name: 'More Extra photo' }));
    await user.click(screen.getByRole('button', { name: /^3:00 PM/ }));
    await expectDetailsFocused();

    await user.type(await screen.findByLabelText(/Full name/), 'Jane Client');
    await user.type(screen.getByLabelText(/^Email/), 'Jane@Example.com');
    await user.type(screen.getByLabelText(/^Phone/), '+1 555 0199');
    await user.type(screen.getByLabelText(/Names of the children/), 'Mia');
    await user.type(screen.getByLabelText('Coupon code'), 'FALL10');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    await waitFor(() =>
      expect(
        calls.some((call) => (call.body as { couponCode?: string })?.couponCode === 'FALL10'),
      ).toBe(true),
    );
    await user.click(screen.getByRole('button', { name: 'Book' }));

    expect(await screen.findByRole('heading', { name: 'You are booked!' })).toBeInTheDocument();
    const checkout = calls.find((call) => call.url.endsWith('/checkout'));
    expect(checkout?.body).toEqual({
      fullName: 'Jane Client',
      email: 'Jane@Example.com',
      phone: '+1 555 0199',
      holdToken: `hold-token-${SLOT_ID}`,
      packageId: null,
      addons: [{ addonId: ADDON_ID, quantity: 1 }],
      couponCode: 'FALL10',
      answers: { 'q-kids': 'Mia' },
      clientTimeZone: expect.any(String),
      contracts: [],
      // No newsletter connected: no box shown, so no consent given.
      newsletterConsent: false,
    });
    expect(screen.getByRole('link', { name: 'Add to calendar' })).toHaveAttribute(
      'href',
      '/api/public/bookings/O1.signature/calendar.ics',
    );
    expect(screen.getByRole('link', { name: 'Manage your booking' })).toHaveAttribute(
      'href',
      '/booking/O1.signature',
    );
  });

  it('checks the contact fields with the checkout schema before sending', async () => {
    const { calls } = mockFetch({
      [`GET ${servicePath}`]: () => ({ body: service }),
      [`GET ${servicePath}/availability`]: () => ({ body: availabilityOf([timeAt('15:00')]) }),
      [`POST ${servicePath}/holds`]: () => ({ body: holdFor(SLOT_ID) }),
      [`POST /api/public/businesses/anna-light/quote`]: () => ({ body: quote }),
    });
    const user = userEvent.setup();
    render(<PublicApp />);
    await user.click(await screen.findByRole('button', { name: /^3:00 PM/ }));
    await expectDetailsFocused();
    await user.type(await screen.findByLabelText(/^Email/), 'not-an-email');
    await user.click(screen.getByRole('button', { name: 'Book' }));

    expect(await screen.findByText(messages.email)).toBeInTheDocument();
    expect(screen.getAllByText(messages.required)).toHaveLength(3);
    expect(screen.getByLabelText(/Full name/)).toHaveAttribute('aria-invalid', 'true');
    expect(calls.some((call) => call.url.endsWith('/checkout'))).toBe(false);
  });

  it('takes the "check the fields" summary away as soon as no field is in error', async () => {
    mockFetch({
      [`GET ${servicePath}`]: () => ({ body: service }),
      [`GET ${servicePath}/availability`]: () => ({ body: availabilityOf([timeAt('15:00')]) }),
      [`POST ${servicePath}/holds`]: () => ({ body: holdFor(SLOT_ID) }),
      [`POST /api/public/businesses/anna-light/quote`]: () => ({ body: quote }),
    });
    const user = userEvent.setup();
    render(<PublicApp />);
    await user.click(await screen.findByRole('button', { name: /^3:00 PM/ }));
    await expectDetailsFocused();
    await user.click(await screen.findByRole('button', { name: 'Book' }));
    const summary = 'Please check the fields marked in red.';
    expect(await screen.findByText(summary)).toBeInTheDocument();

    await user.type(screen.getByLabelText(/Full name/), 'Jane Client');
    await user.type(screen.getByLabelText(/^Email/), 'jane@example.com');
    await user.type(screen.getByLabelText(/^Phone/), '+1 555 0199');
    // One field is still marked: the summary stays.
    expect(screen.getByText(summary)).toBeInTheDocument();
    await user.type(screen.getByLabelText(/Names of the children/), 'Mia');
    expect(screen.queryByText(summary)).not.toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('without online payments shows no "due now" but how the client pays, before and after', async () => {
    mockFetch({
      [`GET ${servicePath}`]: () => ({ body: service }),
      [`GET ${servicePath}/availability`]: () => ({ body: availabilityOf([timeAt('15:00')]) }),
      [`POST ${servicePath}/holds`]: () => ({ body: holdFor(SLOT_ID) }),
      [`POST /api/public/businesses/anna-light/quote`]: () => ({ body: quote }),
      [`POST ${servicePath}/contracts`]: () => ({ body: [] }),
      [`POST ${servicePath}/checkout`]: () => ({
        body: { status: 'CONFIRMED', orderId: 'O1', manageToken: 'O1.signature' },
      }),
      [`GET /api/public/bookings/O1.signature`]: () => ({
        body: bookingOf({ grandTotal: 15000, amountPaid: 0, paysOnline: false }),
      }),
    });
    const user = userEvent.setup();
    render(<PublicApp />);
    await user.click(await screen.findByRole('button', { name: /^3:00 PM/ }));
    await expectDetailsFocused();

    const summary = await screen.findByLabelText('Price');
    await waitFor(() => expect(summary).toHaveTextContent(messages.payOffline));
    expect(summary).not.toHaveTextContent('Due now');
    expect(summary).not.toHaveTextContent('Due later');
    expect(screen.getByRole('button', { name: 'Book' })).toBeInTheDocument();

    await user.type(screen.getByLabelText(/Full name/), 'Jane Client');
    await user.type(screen.getByLabelText(/^Email/), 'jane@example.com');
    await user.type(screen.getByLabelText(/^Phone/), '+1 555 0199');
    await user.type(screen.getByLabelText(/Names of the children/), 'Mia');
    await user.click(screen.getByRole('button', { name: 'Book' }));

    expect(await screen.findByRole('heading', { name: 'You are booked!' })).toBeInTheDocument();
    const terms = screen.getAllByRole('term').map((term) => term.textContent);
    expect(terms).toEqual(['Service', 'When', 'Where', 'Total', 'Payment']);
    expect(screen.getByText(messages.payOffline)).toBeVisible();
  });

  it('after "Choose another time" the keyboard lands on the time step, not the page', async () => {
    mockFetch({
      [`GET ${servicePath}`]: () => ({ body: service }),
      [`GET ${servicePath}/availability`]: () => ({ body: availabilityOf([timeAt('15:00')]) }),
      [`POST ${servicePath}/holds`]: () => ({ body: holdFor(SLOT_ID) }),
      [`POST /api/public/businesses/anna-light/quote`]: () => ({ body: quote }),
    });
    const user = userEvent.setup();
    render(<PublicApp />);
    await user.click(await screen.findByRole('button', { name: /^3:00 PM/ }));
    await expectDetailsFocused();
    await user.click(screen.getByRole('button', { name: 'Choose another time' }));

    expect(screen.queryByRole('timer')).not.toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getByRole('heading', { name: /Choose a date and time/ })).toHaveFocus(),
    );
  });

  it('back from the payment page with Cancel: ends the payment, clears the address, says so', async () => {
    window.history.pushState({}, '', '/book/anna-light/fall-minis?checkout=ck-1&utm=mail');
    const { calls } = mockFetch({
      [`GET ${servicePath}`]: () => ({ body: service }),
      [`GET ${servicePath}/availability`]: () => ({ body: availabilityOf([timeAt('15:00')]) }),
      [`POST /api/public/checkouts/ck-1/cancel`]: () => ({
        body: { status: 'EXPIRED', manageToken: null },
      }),
    });
    render(<PublicApp />);

    expect(
      await screen.findByText(
        'Payment cancelled. Your time was released — choose a time to book again.',
      ),
    ).toHaveAttribute('role', 'status');
    expect(window.location.search).toBe('?utm=mail');
    expect(await screen.findByRole('button', { name: /^3:00 PM/ })).toBeEnabled();
    const cancels = calls.filter((call) => call.url.endsWith('/cancel'));
    expect(cancels.map((call) => call.method)).toEqual(['POST']);
    // The times are read after the payment ended, so the released time is among them.
    const cancelAt = calls.findIndex((call) => call.url.endsWith('/cancel'));
    const timesAt = calls.findIndex((call) => call.url.includes('/availability'));
    expect(timesAt).toBeGreaterThan(cancelAt);
  });

  it('back with Cancel after paying in another tab: shows the booking', async () => {
    window.history.pushState({}, '', '/book/anna-light/fall-minis?checkout=ck-2');
    mockFetch({
      [`GET ${servicePath}`]: () => ({ body: service }),
      [`POST /api/public/checkouts/ck-2/cancel`]: () => ({
        body: { status: 'COMPLETED', manageToken: 'O1.signature' },
      }),
      [`GET /api/public/bookings/O1.signature`]: () => ({ body: bookingOf() }),
    });
    render(<PublicApp />);
    expect(await screen.findByRole('heading', { name: 'You are booked!' })).toBeInTheDocument();
    expect(
      screen.getByText('This payment went through, so your booking is confirmed.'),
    ).toBeVisible();
    expect(window.location.search).toBe('');
  });

  it('shows the not-found page for a service that is not open for booking', async () => {
    mockFetch({});
    render(<PublicApp />);
    expect(await screen.findByText(messages.bookingPageNotFound)).toBeInTheDocument();
  });

  it("opens the day a website's free time links to (?date=), and ignores a past or malformed one", async () => {
    const later = addDays(today, 45);
    for (const [query, from] of [
      [`?date=${later}`, `${later.slice(0, 7)}-01`],
      ['?date=2000-01-01', today],
      ['?date=soon', today],
    ] as const) {
      window.history.pushState({}, '', `/book/anna-light/fall-minis${query}`);
      const { calls } = mockFetch({
        [`GET ${servicePath}`]: () => ({ body: service }),
        [`GET ${servicePath}/availability`]: () => ({ body: availabilityOf([timeAt('15:00')]) }),
      });
      const view = render(<PublicApp />);
      await waitFor(() =>
        expect(calls.some((call) => call.url.includes('/availability'))).toBe(true),
      );
      const first = calls.find((call) => call.url.includes('/availability'));
      expect(first?.url).toContain(`from=${from}`);
      view.unmount();
      vi.unstubAllGlobals();
    }
  });
  it("marks the time a website's free time links to (&time=) while it is free, and holds it on Enter", async () => {
    window.history.pushState({}, '', `/book/anna-light/fall-minis?date=${today}&time=15:00`);
    const { calls } = mockFetch({
      [`GET ${servicePath}`]: () => ({ body: service }),
      [`GET ${servicePath}/availability`]: () => ({
        body: availabilityOf([timeAt('15:00'), timeAt('16:00', { slotId: OTHER_SLOT_ID })]),
      }),
      [`POST ${servicePath}/holds`]: () => ({ body: holdFor(SLOT_ID) }),
      [`POST /api/public/businesses/anna-light/quote`]: () => ({ body: quote }),
    });
    render(<PublicApp />);
    const picked = await screen.findByRole('button', { name: /^3:00 PM/ });
    expect(picked).toHaveTextContent(/Your pick$/);
    // Focused, so the page shows it and the keyboard is on it; nothing is held yet.
    await waitFor(() => expect(picked).toHaveFocus());
    expect(screen.getByRole('button', { name: /^4:00 PM/ })).not.toHaveTextContent('Your pick');
    expect(calls.some((call) => call.url.endsWith('/holds'))).toBe(false);

    await userEvent.keyboard('{Enter}');
    expect(await screen.findByRole('timer')).toHaveTextContent(/Held for 1[45]:\d\d/);
    const holds = calls.filter((call) => call.url.endsWith('/holds'));
    expect(holds.map((call) => call.body)).toEqual([{ slotId: SLOT_ID }]);
  });

  it('shows the linked day as it is when the linked time is no longer free or is not a time', async () => {
    for (const query of [`?date=${today}&time=15:00`, `?date=${today}&time=3pm`]) {
      window.history.pushState({}, '', `/book/anna-light/fall-minis${query}`);
      mockFetch({
        [`GET ${servicePath}`]: () => ({ body: service }),
        [`GET ${servicePath}/availability`]: () => ({
          body: availabilityOf([
            timeAt('15:00', { state: query.endsWith('15:00') ? 'HELD' : 'AVAILABLE' }),
            timeAt('16:00', { slotId: OTHER_SLOT_ID }),
          ]),
        }),
      });
      const view = render(<PublicApp />);
      const later = await screen.findByRole('button', { name: /^4:00 PM/ });
      expect(screen.getByRole('button', { name: /^3:00 PM/ })).not.toHaveTextContent('Your pick');
      expect(later).not.toHaveTextContent('Your pick');
      expect(document.body).toHaveFocus();
      view.unmount();
      vi.unstubAllGlobals();
    }
  });
});
