import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { TCustomerSummary } from '@studio/shared/customers/contracts';
import type { TContactContract } from '@studio/shared/contracts/contracts';
import { messages } from '@studio/shared/messages';
import { DataError, http, type QueryParams } from '../../api/http-client.ts';
import { clickWhenEnabled } from '../../test/click-when-enabled.ts';
import { withProviders } from '../../test/session-fixture.tsx';
import { ContactDetailPage } from './contact-detail-page.tsx';
import { contactOf, emptySummary, listItem, pageOf } from './test-contacts.ts';

afterEach(() => vi.restoreAllMocks());

const mia = contactOf(
  listItem(1, {
    fullName: 'Mia Wong',
    email: 'mia@example.com',
    phone: '+1 503 555 0101',
    location: 'Portland',
    leadSource: 'Referral',
  }),
  { note: 'Loves golden hour' },
);
const miaWork = listItem(2, {
  fullName: 'Mia W.',
  email: 'mia.work@example.com',
  shootCount: 1,
  inquiryCount: 0,
});

const summary: TCustomerSummary = {
  ...emptySummary,
  shoots: [
    {
      id: 'OSHOOT00001',
      status: 'ACTIVE',
      serviceId: 's1',
      serviceName: 'Family Session',
      serviceColor: '#C27C5B',
      packageName: 'Golden hour',
      // 17:30 in Berlin (the fake business's time zone).
      startTime: '2026-06-12T15:30:00.000Z',
      duration: 60,
      grandTotal: 45000,
      amountPaid: 15000,
      paymentState: 2,
      createdDate: '2026-05-01T10:00:00.000Z',
    },
  ],
  inquiries: [
    {
      id: 'IINQUIRY001',
      serviceId: null,
      serviceName: null,
      serviceColor: null,
      isRead: false,
      orderId: null,
      createdDate: '2026-05-02T10:00:00.000Z',
    },
  ],
  invoices: [
    {
      id: 'inv1',
      orderId: 'OSHOOT00001',
      number: 1,
      serviceId: 's1',
      serviceName: 'Family Session',
      serviceColor: '#C27C5B',
      total: 15000,
      paymentStatus: 'PAID',
      isOverdue: false,
      paidDate: '2026-05-01T10:00:00.000Z',
      dueDate: null,
    },
    {
      id: 'inv2',
      orderId: 'OSHOOT00001',
      number: 2,
      serviceId: 's1',
      serviceName: 'Family Session',
      serviceColor: '#C27C5B',
      total: 30000,
      paymentStatus: 'PENDING',
      isOverdue: true,
      paidDate: null,
      dueDate: '2026-05-10T10:00:00.000Z',
    },
  ],
  notes: [
    {
      id: 'n1',
      source: 'INQUIRY',
      sourceId: 'IINQUIRY001',
      serviceName: null,
      body: 'Asked about autumn dates',
      authorName: 'owner@willow.test',
      createdDate: '2026-05-03T10:00:00.000Z',
    },
  ],
  activities: [
    {
      id: 'a1',
      type: 'CREATE_INQUIRY',
      source: 'INQUIRY',
      sourceId: 'IINQUIRY001',
      serviceName: null,
      serviceColor: null,
      actorName: 'Mia Wong',
      summary: 'Sent an inquiry',
      createdDate: '2026-05-02T10:00:00.000Z',
    },
    {
      id: 'a2',
      type: 'CREATED_SHOOT',
      source: 'SHOOT',
      sourceId: 'OSHOOT00001',
      serviceName: 'Family Session',
      serviceColor: '#C27C5B',
      actorName: 'owner@willow.test',
      summary: 'Created the shoot',
      createdDate: '2026-05-01T10:00:00.000Z',
    },
  ],
  totals: { shootCount: 1, inquiryCount: 1, totalPaid: 15000, balanceDue: 30000 },
};

function mockGet(answer: (url: string, params: QueryParams) => unknown) {
  return vi
    .spyOn(http, 'get')
    .mockImplementation(async (url: string, params?: QueryParams) =>
      answer(url, params ?? {}),
    ) as unknown as ReturnType<typeof vi.fn>;
}

const signedContract: TContactContract = {
  id: 'k1',
  orderId: 'OSHOOT00001',
  name: 'Family session agreement',
  state: 'COMPLETED',
  sentAt: '2026-05-02T10:00:00.000Z',
  completedAt: '2026-05-03T10:00:00.000Z',
  serviceName: 'Family Session',
  shootStartTime: '2026-06-12T16:30:00.000Z',
};

function mockContactApi(
  overrides: { summary?: TCustomerSummary; contracts?: TContactContract[] } = {},
) {
  return mockGet((url, params) => {
    if (url === '/api/customers/c1') return mia;
    if (url === '/api/customers/c1/summary') return overrides.summary ?? summary;
    if (url === '/api/customers/c1/contracts') return overrides.contracts ?? [signedContract];
    if (url === '/api/customers') {
      return String(params.search ?? '').startsWith('Mia')
        ? pageOf([listItem(1, mia), miaWork])
        : pageOf([]);
    }
    throw new Error(`unexpected GET ${url}`);
  });
}

function renderPage(path = '/contacts/c1') {
  render(
    withProviders(<ContactDetailPage />, {
      path,
      routes: [
        { path: '/contacts/:id', element: <ContactDetailPage /> },
        { path: '/contacts', element: <p>Contact list</p> },
      ],
    }),
  );
  return userEvent.setup({ delay: null, pointerEventsCheck: 0 });
}

describe('ContactDetailPage', { timeout: 90_000 }, () => {
  it('shows the details, shoots, inquiries, invoices with the total paid, notes and activity', async () => {
    mockContactApi();
    renderPage();
    expect(await screen.findByRole('heading', { name: 'Mia Wong' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /mia@example.com/ })).toHaveAttribute(
      'href',
      'mailto:mia@example.com',
    );
    const shoot = await screen.findByTestId('contact-shoot');
    expect(shoot).toHaveAttribute('href', '/shoots/OSHOOT00001');
    expect(within(shoot).getByText('Jun 12, 2026')).toBeInTheDocument();
    expect(within(shoot).getByText('5:30 PM')).toBeInTheDocument();
    expect(within(shoot).getByText('Family Session')).toBeInTheDocument();
    expect(within(shoot).getByText('Balance due')).toBeInTheDocument();
    // The business currency is EUR (de-DE).
    expect(within(shoot).getByText('450,00 €')).toBeInTheDocument();
    expect(screen.getByTestId('contact-inquiry')).toHaveAttribute('href', '/inquiries/IINQUIRY001');
    expect(within(screen.getByTestId('contact-inquiry')).getByText('Unread')).toBeInTheDocument();
    const invoices = screen.getByRole('list', { name: 'Invoices' });
    expect(within(invoices).getByText('Paid')).toBeInTheDocument();
    expect(within(invoices).getByText('Overdue')).toBeInTheDocument();
    expect(screen.getByTestId('contact-total-paid')).toHaveTextContent('150,00 €');
    expect(screen.getByLabelText('Note about this contact')).toHaveValue('Loves golden hour');
    expect(screen.getByText('Asked about autumn dates')).toBeInTheDocument();
    const activity = screen.getByRole('list', { name: 'Activity' });
    const lines = within(activity).getAllByRole('listitem');
    expect(lines.map((line) => line.textContent)).toEqual([
      expect.stringContaining('Sent an inquiry'),
      expect.stringContaining('Created the shoot'),
    ]);
    const contract = await screen.findByTestId('contact-contract');
    expect(
      within(contract).getByRole('link', { name: 'Family session agreement' }),
    ).toHaveAttribute('href', '/shoots/OSHOOT00001');
    expect(within(contract).getByText('Completed')).toBeInTheDocument();
    expect(
      within(contract).getByRole('button', { name: 'Download Family session agreement PDF' }),
    ).toBeInTheDocument();
  });

  it('says what to do when the contact has nothing yet', async () => {
    mockContactApi({ summary: emptySummary, contracts: [] });
    renderPage();
    expect(await screen.findByText(/No shoots yet/)).toBeInTheDocument();
    expect(await screen.findByText('No contracts sent to this client yet.')).toBeInTheDocument();
    expect(screen.getByText('No inquiries from this client.')).toBeInTheDocument();
    expect(screen.getByText('Nothing has happened yet.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /New shoot/ })).toBeInTheDocument();
  });

  it('answers the not-found page for an unknown contact', async () => {
    mockGet(() => {
      throw new DataError({ status: 404, title: 'Not Found', detail: messages.customerNotFound });
    });
    renderPage();
    expect(await screen.findByText(messages.notFound)).toBeInTheDocument();
  });

  it('merges chosen duplicates into the contact and toasts Saved!', async () => {
    const get = mockContactApi();
    const post = vi.spyOn(http, 'post').mockResolvedValue(mia);
    const user = renderPage();
    await screen.findByRole('heading', { name: 'Mia Wong' });
    await user.click(screen.getByRole('button', { name: /Merge duplicates/ }));
    const dialog = await screen.findByRole('dialog');
    // The search starts from the first name; the contact itself is never offered.
    expect(within(dialog).getByLabelText('Search contacts to merge')).toHaveValue('Mia');
    const option = await within(dialog).findByRole('checkbox', { name: /Mia W\./ });
    expect(within(dialog).queryByRole('checkbox', { name: /Mia Wong/ })).not.toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Merge' })).toBeDisabled();
    await user.click(option);
    expect(within(dialog).getByText('1 shoot will move to Mia Wong.')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Merge 1 contact' }));
    await waitFor(() =>
      expect(post).toHaveBeenCalledWith('/api/customers/c1/merge', { duplicateIds: ['c2'] }),
    );
    expect(await screen.findByText('Saved!')).toBeInTheDocument();
    // The page reads the contact and its summary again.
    await waitFor(() =>
      expect(
        get.mock.calls.filter(([url]) => url === '/api/customers/c1/summary').length,
      ).toBeGreaterThan(1),
    );
  });

  it('shows a failed merge in the dialog', async () => {
    mockContactApi();
    vi.spyOn(http, 'post').mockRejectedValue(
      new DataError({ status: 404, title: 'Not Found', detail: messages.customerNotFound }),
    );
    const user = renderPage();
    await screen.findByRole('heading', { name: 'Mia Wong' });
    await user.click(screen.getByRole('button', { name: /Merge duplicates/ }));
    const dialog = await screen.findByRole('dialog');
    await user.click(await within(dialog).findByRole('checkbox', { name: /Mia W\./ }));
    await user.click(within(dialog).getByRole('button', { name: 'Merge 1 contact' }));
    expect(await within(dialog).findByText(messages.customerNotFound)).toBeInTheDocument();
  });

  it("saves the contact's note with its other details", async () => {
    mockContactApi();
    const put = vi.spyOn(http, 'put').mockResolvedValue({ ...mia, note: 'Two kids' });
    const user = renderPage();
    const note = await screen.findByLabelText('Note about this contact');
    fireEvent.change(note, { target: { value: 'Two kids' } });
    await clickWhenEnabled(user, screen.getByRole('button', { name: 'Save note' }));
    await waitFor(() =>
      expect(put).toHaveBeenCalledWith('/api/customers/c1', {
        fullName: 'Mia Wong',
        companyName: '',
        email: 'mia@example.com',
        phone: '+1 503 555 0101',
        location: 'Portland',
        leadSource: 'Referral',
        note: 'Two kids',
      }),
    );
    expect(await screen.findByText('Saved!')).toBeInTheDocument();
  });

  it('deletes the contact after confirming and goes back to the list', async () => {
    mockContactApi({ summary: emptySummary });
    const remove = vi.spyOn(http, 'delete').mockResolvedValue(undefined);
    const user = renderPage();
    await screen.findByText(/No shoots yet/);
    await user.click(screen.getByRole('button', { name: 'Delete contact' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(remove).toHaveBeenCalledWith('/api/customers/c1'));
    expect(await screen.findByText('Contact list')).toBeInTheDocument();
  });

  it("an edit to another contact's email offers merging them", async () => {
    mockContactApi();
    vi.spyOn(http, 'put').mockRejectedValue(
      new DataError({
        status: 409,
        title: 'Conflict',
        detail: messages.customerEmailTakenMerge,
        errors: [{ field: 'email', message: messages.customerEmailTakenMerge }],
      }),
    );
    const user = renderPage();
    await screen.findByRole('heading', { name: 'Mia Wong' });
    await user.click(screen.getAllByRole('button', { name: /Edit/ })[0]!);
    const form = await screen.findByRole('dialog');
    fireEvent.change(within(form).getByLabelText('Email'), {
      target: { value: 'mia.work@example.com' },
    });
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await within(form).findByText(messages.customerEmailTakenMerge)).toBeInTheDocument();
    await user.click(await within(form).findByRole('button', { name: /Merge contacts/ }));
    const merge = await screen.findByRole('dialog', { name: /Merge duplicates into Mia Wong/ });
    expect(within(merge).getByLabelText('Search contacts to merge')).toHaveValue(
      'mia.work@example.com',
    );
  });
});
