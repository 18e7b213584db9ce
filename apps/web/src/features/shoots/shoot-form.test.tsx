import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { TOrder } from '@studio/shared/orders/contracts';
import type { TPackage } from '@studio/shared/packages/contracts';
import type { TServiceDate, TSlot } from '@studio/shared/scheduling/contracts';
import type { TConflictShootsResponse } from '@studio/shared/scheduling/requests';
import type { TServiceBrief } from '@studio/shared/services/requests';
import { messages } from '@studio/shared/messages';
import { DataError, http } from '../../api/http-client.ts';
import { withProviders } from '../../test/session-fixture.tsx';
import { ShootFormModal } from './shoot-form-modal.tsx';

const user = userEvent.setup({ delay: null });

function fill(input: HTMLElement, value: string) {
  fireEvent.change(input, { target: { value } });
}

afterEach(() => vi.restoreAllMocks());

const MINI = 'c0a8012e-0000-4000-8000-000000000001';
const FULL = 'c0a8012e-0000-4000-8000-000000000002';
/** A mini session whose dates are all past: nothing to book yet. */
const MINI_WITHOUT_DATES = 'c0a8012e-0000-4000-8000-000000000003';
const services: TServiceBrief[] = [
  { id: MINI, name: 'Autumn minis', color: '#c96f3b', type: 1 },
  { id: FULL, name: 'Family portraits', color: '#3b6fc9', type: 2 },
  { id: MINI_WITHOUT_DATES, name: 'Winter minis', color: '#6f8fa8', type: 1 },
];

// Europe/Berlin in June is UTC+2: 09:00 local = 07:00Z.
function slot(id: string, hour: number, overrides: Partial<TSlot> = {}): TSlot {
  const start = `2030-06-14T${String(hour - 2).padStart(2, '0')}:00:00.000Z`;
  const end = `2030-06-14T${String(hour - 2).padStart(2, '0')}:20:00.000Z`;
  return {
    id,
    serviceDateId: 'd1',
    startTime: start,
    endTime: end,
    duration: 20,
    status: 'AVAILABLE',
    lockoutEnd: null,
    isPremium: false,
    premiumFee: 0,
    isReservation: false,
    isBreakTime: false,
    isConFlict: false,
    order: hour,
    orderId: null,
    ...overrides,
  };
}

const FREE_SLOT = 'c0a8012e-0000-4000-8000-00000000a001';
const dates: TServiceDate[] = [
  {
    id: 'd1',
    serviceId: MINI,
    date: '2030-06-14',
    startTime: '2030-06-14T07:00:00.000Z',
    location: 'Rose Garden',
    slots: [
      slot(FREE_SLOT, 9, { isPremium: true, premiumFee: 2500 }),
      slot('s2', 10, { status: 'BOOKED', orderId: 'O1' }),
      slot('s3', 11, { status: 'BOOKING', lockoutEnd: '2099-01-01T00:00:00.000Z' }),
      slot('s4', 12, { isBreakTime: true }),
      slot('s5', 13, { isConFlict: true }),
    ],
  },
];

const classic: TPackage = {
  id: 'c0a8012e-0000-4000-8000-00000000b001',
  serviceId: FULL,
  name: 'Classic',
  type: 'STANDARD',
  totalFee: 30000,
  shootDuration: 90,
  shootLocation: 'Client home',
  discount: null,
  isPremium: false,
  premiumFee: 0,
  isReservation: false,
  reservationDiscount: 0,
  parentId: null,
  sortIndex: 0,
};

const noConflict: TConflictShootsResponse = { hasConflict: false, conflicts: [], calendarBusy: [] };

function mockReads(conflicts: TConflictShootsResponse = noConflict) {
  return vi.spyOn(http, 'get').mockImplementation(async (path: string) => {
    if (path === '/api/services/all') return services;
    if (path === `/api/packages/service/${FULL}`) return [classic];
    if (path.startsWith('/api/packages/service/')) return [];
    if (path.startsWith('/api/addons/service/')) return [];
    if (path === `/api/services/${MINI}/service-dates`) return dates;
    if (path === `/api/services/${MINI_WITHOUT_DATES}/service-dates`) return [];
    if (path.endsWith('/shoot-time/conflict-shoots')) return conflicts;
    throw new Error(`unexpected GET ${path}`);
  });
}

function renderForm(initialServiceId?: string) {
  render(
    withProviders(null, {
      routes: [
        {
          path: '/',
          element: (
            <ShootFormModal
              isOpen
              onClose={() => {}}
              {...(initialServiceId ? { initialServiceId } : {})}
            />
          ),
        },
        { path: '/shoots/:id', element: <p>Shoot page</p> },
      ],
    }),
  );
}

async function fillClient() {
  fill(await screen.findByLabelText('Full name'), 'Emma Thompson');
  fill(screen.getByLabelText('Email'), 'emma@example.com');
  fill(screen.getByLabelText('Phone'), '+49 30 1234567');
}

/** The messages shown under one field of the form, by its label. */
function errorsOf(label: string): string[] {
  const item = screen.getByLabelText(label).closest('.ant-form-item');
  if (!item) throw new Error(`no form item for ${label}`);
  return [...item.querySelectorAll('.ant-form-item-explain-error')].map((node) => node.textContent);
}

/** Opens the Service select and clicks one of its options. */
async function chooseService(name: string) {
  fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Service' }));
  const options = await screen.findAllByTitle(name);
  const option = options.find((node) => node.classList.contains('ant-select-item-option'));
  if (!option) throw new Error(`no option ${name}`);
  await user.click(option);
}

async function pickDate(text: string) {
  const input = await screen.findByLabelText('Date');
  await user.click(input);
  fill(input, text);
  fireEvent.keyDown(input, { key: 'Enter', code: 'Enter' });
}

describe('ShootForm', { timeout: 90_000 }, () => {
  it('fills the client from an existing contact found by a debounced search', async () => {
    const get = mockReads();
    const base = get.getMockImplementation()!;
    const ava = {
      id: 'c0a8012e-0000-4000-8000-00000000c001',
      fullName: 'Ava Thompson',
      companyName: '',
      email: 'ava@example.com',
      phone: '+1 555 014 2231',
      location: '',
      leadSource: '',
      createdDate: '2030-01-01T00:00:00.000Z',
      shootCount: 1,
      inquiryCount: 0,
    };
    get.mockImplementation(async (path: string, params?: unknown, options?: unknown) => {
      if (path === '/api/customers') {
        const search = (params as { search?: string }).search ?? '';
        return {
          items: 'ava'.startsWith(search.toLowerCase()) ? [ava] : [],
          total: 1,
          page: 1,
          size: 8,
        };
      }
      return base(path, params as never, options as never);
    });
    renderForm();
    const picker = await screen.findByRole('combobox', { name: 'Existing contact' });
    await user.click(picker);
    await user.type(picker, 'av');
    // One search for what was typed, not one per key.
    await waitFor(() =>
      expect(get).toHaveBeenCalledWith(
        '/api/customers',
        { page: 1, size: 8, search: 'av' },
        expect.anything(),
      ),
    );
    expect(get).not.toHaveBeenCalledWith(
      '/api/customers',
      { page: 1, size: 8, search: 'a' },
      expect.anything(),
    );
    const option = await screen.findByText('ava@example.com · +1 555 014 2231');
    await user.click(option);
    await waitFor(() => expect(screen.getByLabelText('Full name')).toHaveValue('Ava Thompson'));
    expect(screen.getByLabelText('Email')).toHaveValue('ava@example.com');
    expect(screen.getByLabelText('Phone')).toHaveValue('+1 555 014 2231');
  });

  it('asks for the required fields', async () => {
    mockReads();
    const post = vi.spyOn(http, 'post');
    renderForm();
    await user.click(await screen.findByRole('button', { name: 'Create shoot' }));
    await waitFor(() =>
      expect(screen.getAllByText('This field cannot be left blank').length).toBeGreaterThanOrEqual(
        4,
      ),
    );
    expect(post).not.toHaveBeenCalled();
  });

  it('shows the exact money messages', async () => {
    mockReads();
    renderForm();
    const fee = await screen.findByLabelText('Total fee');
    fill(fee, '-1');
    fireEvent.blur(fee);
    // antd re-renders a message when a dependent field re-validates: query afresh each time.
    const shows = (text: string) => waitFor(() => expect(screen.getByText(text)).toBeVisible());
    await shows('Total fee must be greater than or equal to 0');
    fill(fee, '0.3');
    fireEvent.blur(fee);
    await shows('The total amount must be 0 or greater than 0.5');
    fill(fee, '100');
    fireEvent.blur(fee);
    const paid = screen.getByLabelText('Amount paid');
    fill(paid, '150');
    fireEvent.blur(paid);
    await shows('Amount paid by client must be less than or equal to total fee');
  });

  it('requires a package when the service has packages and warns about a conflicting time', async () => {
    const get = mockReads({
      hasConflict: true,
      conflicts: [
        {
          slotId: 'x1',
          serviceId: MINI,
          serviceName: 'Autumn minis',
          serviceColor: '#c96f3b',
          startTime: '2030-06-14T13:00:00.000Z',
          endTime: '2030-06-14T13:20:00.000Z',
          status: 'BOOKED',
          isBreakTime: false,
        },
      ],
      calendarBusy: [],
    });
    renderForm(FULL);
    await screen.findByRole('combobox', { name: 'Package' }, { timeout: 5000 });
    await user.click(screen.getByRole('button', { name: 'Create shoot' }));
    expect(await screen.findByText('Please choose a package')).toBeVisible();
    await pickDate('Jun 14, 2030');
    const start = screen.getByLabelText('Start time');
    await user.click(start);
    fill(start, '3:00 PM');
    fireEvent.keyDown(start, { key: 'Enter', code: 'Enter' });
    const warning = await screen.findByText(
      'The time you selected conflicts with another time slot(s):',
    );
    expect(warning).toBeVisible();
    const list = screen.getByTestId('shoot-conflicts');
    expect(within(list).getByText('Autumn minis')).toBeVisible();
    // 13:00Z is 3:00 PM in Berlin (the business time zone).
    expect(within(list).getByText(/Jun 14, 2030 · 3:00 PM – 3:20 PM/)).toBeVisible();
    expect(get).toHaveBeenCalledWith(
      `/api/services/${FULL}/shoot-time/conflict-shoots`,
      { startTime: '2030-06-14T13:00:00.000Z', endTime: '2030-06-14T14:00:00.000Z' },
      expect.anything(),
    );
  });

  it('shows booked, held, break-time and conflicting slots disabled, books a free one and opens the shoot', async () => {
    mockReads();
    const post = vi
      .spyOn(http, 'post')
      .mockResolvedValue({ orderId: 'OABCDEFGHJK' } as unknown as TOrder);
    renderForm(MINI);
    await fillClient();
    await pickDate('Jun 14, 2030');
    const group = await screen.findByRole('radiogroup', { name: 'Time slot' });
    const radios = within(group).getAllByRole('radio');
    expect(radios.map((radio) => (radio as HTMLInputElement).disabled)).toEqual([
      false,
      true,
      true,
      true,
      true,
    ]);
    expect(within(group).getByText('Booked')).toBeVisible();
    expect(within(group).getByText('Booking...')).toBeVisible();
    expect(within(group).getByText('Break time')).toBeVisible();
    expect(within(group).getByText('Conflict with another time slot')).toBeVisible();
    await user.click(within(group).getByText('9:00 AM – 9:20 AM'));
    // The date's location and the premium slot's fee are proposed.
    await waitFor(() => expect(screen.getByLabelText('Location')).toHaveValue('Rose Garden'));
    await waitFor(() => expect(screen.getByLabelText('Total fee')).toHaveValue('25.00'));
    await user.click(screen.getByRole('button', { name: 'Create shoot' }));
    await waitFor(() => expect(post).toHaveBeenCalledTimes(1));
    expect(post).toHaveBeenCalledWith(`/api/services/${MINI}/create-shoot`, {
      fullName: 'Emma Thompson',
      email: 'emma@example.com',
      phone: '+49 30 1234567',
      packageId: null,
      slotId: FREE_SLOT,
      date: null,
      startTime: null,
      duration: null,
      shootLocation: 'Rose Garden',
      addons: [],
      totalFee: 2500,
      amountPaid: 0,
      couponCode: null,
      note: '',
      isSendEmail: true,
    });
    expect(await screen.findByText('Shoot page')).toBeVisible();
    expect(await screen.findByText('Saved!')).toBeVisible();
  });

  it('clears each error as soon as its field is fixed, and sends only a complete form', async () => {
    mockReads();
    const post = vi
      .spyOn(http, 'post')
      .mockResolvedValue({ orderId: 'OABCDEFGHJK' } as unknown as TOrder);
    renderForm(FULL);
    await screen.findByRole('combobox', { name: 'Package' }, { timeout: 5000 });
    await user.click(screen.getByRole('button', { name: 'Create shoot' }));
    await waitFor(() => expect(errorsOf('Date')).toEqual(['This field cannot be left blank']));
    expect(errorsOf('Full name')).toEqual(['This field cannot be left blank']);
    expect(errorsOf('Package')).toEqual(['Please choose a package']);
    expect(errorsOf('Start time')).toEqual(['This field cannot be left blank']);

    fill(screen.getByLabelText('Full name'), 'Emma Thompson');
    await waitFor(() => expect(errorsOf('Full name')).toEqual([]));
    await pickDate('Jun 14, 2030');
    await waitFor(() => expect(errorsOf('Date')).toEqual([]));
    // The others stay until they are fixed; nothing was sent.
    expect(errorsOf('Start time')).toEqual(['This field cannot be left blank']);
    expect(errorsOf('Email')).toEqual(['This field cannot be left blank']);
    expect(post).not.toHaveBeenCalled();

    // Another service is another booking: the date and its error go, the new fields start clean.
    await chooseService('Autumn minis');
    await waitFor(() => expect(screen.queryByRole('combobox', { name: 'Package' })).toBeNull());
    await waitFor(() => expect(errorsOf('Date')).toEqual([]));
    expect(screen.getByLabelText('Date')).toHaveValue('');
    await user.click(screen.getByRole('button', { name: 'Create shoot' }));
    await waitFor(() => expect(errorsOf('Date')).toEqual(['This field cannot be left blank']));
    await pickDate('Jun 14, 2030');
    await waitFor(() => expect(errorsOf('Date')).toEqual([]));
    expect(post).not.toHaveBeenCalled();
  });

  it('sends nothing for a mini session without dates, and says why', async () => {
    mockReads();
    const post = vi.spyOn(http, 'post');
    renderForm(MINI_WITHOUT_DATES);
    expect(await screen.findByText('This mini session has no upcoming dates.')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Create shoot' }));
    // Said at once, beside the client's fields that are still empty.
    expect(await screen.findByText('Date: This field cannot be left blank')).toBeVisible();
    await waitFor(() => expect(errorsOf('Full name')).toEqual(['This field cannot be left blank']));
    await fillClient();
    await user.click(screen.getByRole('button', { name: 'Create shoot' }));
    await waitFor(() => expect(errorsOf('Full name')).toEqual([]));
    expect(screen.getByText('Date: This field cannot be left blank')).toBeVisible();
    expect(post).not.toHaveBeenCalled();
  });

  it("drops the server's error on a field as soon as the field is changed", async () => {
    mockReads();
    const post = vi.spyOn(http, 'post').mockRejectedValue(
      new DataError({
        status: 400,
        title: 'Bad request',
        detail: `couponCode: ${messages.couponNotFound}`,
        errors: [{ field: 'couponCode', message: messages.couponNotFound }],
      }),
    );
    renderForm(MINI);
    await fillClient();
    await pickDate('Jun 14, 2030');
    const group = await screen.findByRole('radiogroup', { name: 'Time slot' });
    await user.click(within(group).getByText('9:00 AM – 9:20 AM'));
    fill(screen.getByLabelText('Coupon code (optional)'), 'SPRNG');
    await user.click(screen.getByRole('button', { name: 'Create shoot' }));
    await waitFor(() => expect(post).toHaveBeenCalledTimes(1));
    await waitFor(() =>
      expect(errorsOf('Coupon code (optional)')).toEqual([messages.couponNotFound]),
    );
    fill(screen.getByLabelText('Coupon code (optional)'), 'SPRING');
    await waitFor(() => expect(errorsOf('Coupon code (optional)')).toEqual([]));
  });
});
