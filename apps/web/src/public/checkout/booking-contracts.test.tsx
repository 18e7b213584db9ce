import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { TBookingContractDraft } from '@studio/shared/contracts/contracts';
import { messages } from '@studio/shared/messages';
import { PublicApp } from '../public-app.tsx';
import {
  OTHER_SLOT_ID,
  SLOT_ID,
  availabilityOf,
  bookingOf,
  mockFetch,
  service,
  timeAt,
} from '../test-fixtures.ts';

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
const hold = {
  holdToken: `hold-token-${SLOT_ID}`,
  slotId: SLOT_ID,
  startTime: timeAt('15:00').startTime,
  endTime: timeAt('15:00').endTime,
  lockoutEnd: new Date(Date.now() + 15 * 60_000).toISOString(),
};

const AGREEMENT_ID = '6a1f4a52-4b4e-4f8e-9c55-1d1f3c0e0b01';
const RELEASE_ID = '6a1f4a52-4b4e-4f8e-9c55-1d1f3c0e0b02';

function draftsFor(client: { fullName: string }, version = 'a'): TBookingContractDraft[] {
  return [
    {
      templateId: AGREEMENT_ID,
      name: 'Session agreement',
      content: `<p>${client.fullName} books Fall Minis (version ${version}).</p>`,
      contentSha256: version.repeat(64),
    },
    {
      templateId: RELEASE_ID,
      name: 'Model release',
      content: '<p>The photographer may show the photos.</p>',
      contentSha256: 'c'.repeat(64),
    },
  ];
}

const confirmed = { body: { status: 'CONFIRMED', orderId: 'O1', manageToken: 'O1.signature' } };

type Routes = Parameters<typeof mockFetch>[0];

function renderBooking(routes: Routes) {
  const fetched = mockFetch({
    [`GET ${servicePath}`]: () => ({ body: service }),
    [`GET ${servicePath}/availability`]: () => ({ body: availabilityOf([timeAt('15:00')]) }),
    [`POST ${servicePath}/holds`]: () => ({ body: hold }),
    [`POST /api/public/businesses/anna-light/quote`]: () => ({ body: quote }),
    [`GET /api/public/bookings/O1.signature`]: () => ({ body: bookingOf() }),
    ...routes,
  });
  const user = userEvent.setup();
  render(<PublicApp />);
  return { ...fetched, user };
}

async function holdAndFillDetails(user: UserEvent) {
  await user.click(await screen.findByRole('button', { name: /^3:00 PM/ }));
  await waitFor(() => expect(screen.getByRole('heading', { name: /Your details/ })).toHaveFocus());
  await user.type(await screen.findByLabelText(/^Full name/), 'Jane Client');
  await user.type(screen.getByLabelText(/^Email/), 'jane@example.com');
  await user.type(screen.getByLabelText(/^Phone/), '+1 555 0199');
  await user.type(screen.getByLabelText(/Names of the children/), 'Mia');
}

async function openContractsStep(user: UserEvent) {
  await holdAndFillDetails(user);
  await user.click(screen.getByRole('button', { name: 'Book' }));
  const heading = await screen.findByRole('heading', { name: /Contracts/ });
  await waitFor(() => expect(heading).toHaveFocus());
  return heading.closest('section') as HTMLElement;
}

const consent = () => screen.getByRole('checkbox', { name: /I agree to use electronic records/ });
const signerName = (step: HTMLElement) => within(step).getByLabelText(/^Full name/);

describe('contracts while booking', () => {
  beforeEach(() => window.history.pushState({}, '', '/book/anna-light/fall-minis'));
  afterEach(() => vi.unstubAllGlobals());

  it('books at once, with no contracts step, when the service has no contracts', async () => {
    const { calls, user } = renderBooking({
      [`POST ${servicePath}/contracts`]: () => ({ body: [] }),
      [`POST ${servicePath}/checkout`]: () => confirmed,
    });
    await holdAndFillDetails(user);
    await user.click(screen.getByRole('button', { name: 'Book' }));

    expect(await screen.findByRole('heading', { name: 'You are booked!' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: /Contracts/ })).not.toBeInTheDocument();
    expect(calls.find((call) => call.url.endsWith('/checkout'))?.body).toMatchObject({
      contracts: [],
    });
  });

  it('shows the contracts filled for the client, with the step heading focused, before booking', async () => {
    const { calls, user } = renderBooking({
      [`POST ${servicePath}/contracts`]: (body) => ({
        body: draftsFor(body as { fullName: string }),
      }),
    });
    const step = await openContractsStep(user);

    expect(calls.find((call) => call.url.endsWith('/contracts'))?.body).toEqual({
      fullName: 'Jane Client',
      email: 'jane@example.com',
      phone: '+1 555 0199',
      holdToken: hold.holdToken,
      packageId: null,
    });
    expect(within(step).getByRole('region', { name: 'Session agreement' })).toHaveTextContent(
      'Jane Client books Fall Minis',
    );
    expect(within(step).getByRole('region', { name: 'Model release' })).toBeInTheDocument();
    expect(within(step).getByText(/a paper copy of these contracts/)).toBeInTheDocument();
    expect(signerName(step)).toHaveValue('Jane Client');
    // The hold keeps counting while the client reads.
    expect(screen.getByRole('timer')).toBeInTheDocument();
    expect(calls.some((call) => call.url.endsWith('/checkout'))).toBe(false);
  });

  it('does not book without the consent and a signature, and says what is missing', async () => {
    const { calls, user } = renderBooking({
      [`POST ${servicePath}/contracts`]: (body) => ({
        body: draftsFor(body as { fullName: string }),
      }),
    });
    const step = await openContractsStep(user);

    await user.click(screen.getByRole('button', { name: 'Book' }));
    expect(await within(step).findByText(messages.contractConsentRequired)).toBeInTheDocument();
    expect(screen.getByText('Please check the fields marked in red.')).toBeInTheDocument();
    await waitFor(() => expect(consent()).toHaveFocus());

    await user.click(consent());
    await user.clear(signerName(step));
    await user.click(screen.getByRole('button', { name: 'Book' }));
    expect(await within(step).findByText(messages.required)).toBeInTheDocument();

    await user.type(signerName(step), 'Jane Client');
    await user.click(within(step).getByRole('button', { name: 'Draw' }));
    await user.click(screen.getByRole('button', { name: 'Book' }));
    expect(await within(step).findByText(messages.contractSignatureRequired)).toBeInTheDocument();
    expect(calls.some((call) => call.url.endsWith('/checkout'))).toBe(false);
  });

  it('sends each contract with the content read, when it was opened, and the typed signature', async () => {
    const { calls, user } = renderBooking({
      [`POST ${servicePath}/contracts`]: (body) => ({
        body: draftsFor(body as { fullName: string }),
      }),
      [`POST ${servicePath}/checkout`]: () => confirmed,
    });
    const openedFrom = Date.now();
    const step = await openContractsStep(user);
    await user.clear(signerName(step));
    await user.type(signerName(step), 'Jane Q. Client');
    expect(within(step).getByTestId('typed-signature')).toHaveTextContent('Jane Q. Client');
    await user.click(consent());
    await user.click(screen.getByRole('button', { name: 'Book' }));

    expect(await screen.findByRole('heading', { name: 'You are booked!' })).toBeInTheDocument();
    const body = calls.find((call) => call.url.endsWith('/checkout'))?.body as {
      fullName: string;
      contracts: Array<{ viewedAt: string }>;
    };
    const signed = {
      fullName: 'Jane Q. Client',
      signature: { kind: 'typed', name: 'Jane Q. Client' },
      consent: true,
      viewedAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT.*Z$/),
    };
    expect(body.fullName).toBe('Jane Client');
    expect(body.contracts).toEqual([
      { templateId: AGREEMENT_ID, contentSha256: 'a'.repeat(64), ...signed },
      { templateId: RELEASE_ID, contentSha256: 'c'.repeat(64), ...signed },
    ]);
    for (const contract of body.contracts) {
      expect(Date.parse(contract.viewedAt)).toBeGreaterThanOrEqual(openedFrom - 1000);
    }
  });

  it('reads the contracts again when the client changes their details after reading them', async () => {
    const { calls, user } = renderBooking({
      // The agreement names the client, so another name is another text (another SHA-256).
      [`POST ${servicePath}/contracts`]: (body) => {
        const client = body as { fullName: string };
        return { body: draftsFor(client, client.fullName === 'Jane Client' ? 'a' : 'd') };
      },
      [`POST ${servicePath}/checkout`]: () => confirmed,
    });
    const step = await openContractsStep(user);
    await user.click(consent());
    await user.type(screen.getByLabelText(/^Full name/, { selector: '#checkout-fullName' }), 'son');
    await user.click(screen.getByRole('button', { name: 'Book' }));

    expect(await within(step).findByText(/Your details changed/)).toBeInTheDocument();
    expect(within(step).getByRole('region', { name: 'Session agreement' })).toHaveTextContent(
      'Jane Clientson books',
    );
    expect(consent()).not.toBeChecked();
    expect(signerName(step)).toHaveValue('Jane Clientson');
    expect(calls.filter((call) => call.url.endsWith('/contracts'))).toHaveLength(2);
    expect(calls.some((call) => call.url.endsWith('/checkout'))).toBe(false);

    await user.click(consent());
    await user.click(screen.getByRole('button', { name: 'Book' }));
    expect(await screen.findByRole('heading', { name: 'You are booked!' })).toBeInTheDocument();
    const body = calls.find((call) => call.url.endsWith('/checkout'))?.body as {
      contracts: Array<{ contentSha256: string }>;
    };
    expect(body.contracts[0]?.contentSha256).toBe('d'.repeat(64));
  });

  it('on a contract changed meanwhile (409) reads them again and asks to sign again', async () => {
    let version = 'a';
    const { calls, user } = renderBooking({
      [`POST ${servicePath}/contracts`]: (body) => ({
        body: draftsFor(body as { fullName: string }, version),
      }),
      [`POST ${servicePath}/checkout`]: (body) => {
        const sent = (body as { contracts: Array<{ contentSha256: string }> }).contracts;
        if (sent[0]?.contentSha256 === 'e'.repeat(64)) return confirmed;
        return {
          status: 409,
          body: { status: 409, title: 'Conflict', detail: messages.contractsChangedDuringBooking },
        };
      },
    });
    const step = await openContractsStep(user);
    await user.click(consent());
    version = 'e';
    await user.click(screen.getByRole('button', { name: 'Book' }));

    expect(await within(step).findByRole('alert')).toHaveTextContent(
      messages.contractsChangedDuringBooking,
    );
    await waitFor(() => expect(screen.getByRole('heading', { name: /Contracts/ })).toHaveFocus());
    expect(within(step).getByRole('region', { name: 'Session agreement' })).toHaveTextContent(
      'version e',
    );
    expect(consent()).not.toBeChecked();
    // The time is still held: the client signs again and books.
    expect(screen.getByRole('timer')).toBeInTheDocument();
    expect(calls.filter((call) => call.url.endsWith('/contracts'))).toHaveLength(2);

    await user.click(consent());
    await user.click(screen.getByRole('button', { name: 'Book' }));
    expect(await screen.findByRole('heading', { name: 'You are booked!' })).toBeInTheDocument();
    expect(calls.filter((call) => call.url.endsWith('/checkout'))).toHaveLength(2);
  });

  it('an expired hold when the contracts are asked for drops the time and offers others, as the checkout does', async () => {
    const { calls, user } = renderBooking({
      [`POST ${servicePath}/contracts`]: () => ({
        status: 409,
        body: {
          status: 409,
          title: 'Conflict',
          detail: messages.holdExpired,
          alternatives: [timeAt('16:00', { slotId: OTHER_SLOT_ID })],
        },
      }),
    });
    await holdAndFillDetails(user);
    await user.click(screen.getByRole('button', { name: 'Book' }));

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(messages.holdExpired);
    expect(within(alert).getByRole('button', { name: /4:00 PM/ })).toBeEnabled();
    expect(screen.queryByRole('timer')).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: /Your details/ })).not.toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getByRole('heading', { name: /Choose a date and time/ })).toHaveFocus(),
    );
    expect(calls.some((call) => call.url.endsWith('/checkout'))).toBe(false);
  });
});
