import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { TCustomer } from '@studio/shared/customers/contracts';
import { messages } from '@studio/shared/messages';
import { DataError, http, type QueryParams } from '../../api/http-client.ts';
import { withProviders } from '../../test/session-fixture.tsx';
import { ContactsPage } from './contacts-page.tsx';
import { contactOf, listItem, pageOf } from './test-contacts.ts';

afterEach(() => vi.restoreAllMocks());

function fill(input: HTMLElement, value: string) {
  fireEvent.change(input, { target: { value } });
}

type GetAnswer = (url: string, params: QueryParams) => unknown;

function mockGet(answer: GetAnswer) {
  return vi
    .spyOn(http, 'get')
    .mockImplementation(async (url: string, params?: QueryParams) =>
      answer(url, params ?? {}),
    ) as unknown as ReturnType<typeof vi.fn>;
}

function renderPage() {
  render(
    withProviders(<ContactsPage />, {
      path: '/contacts',
      routes: [
        { path: '/contacts', element: <ContactsPage /> },
        { path: '/contacts/:id', element: <p>Contact page</p> },
      ],
    }),
  );
  return userEvent.setup({ delay: null, pointerEventsCheck: 0 });
}

const ines = listItem(1, {
  fullName: 'Inês Carvalho',
  companyName: 'Carvalho & Filhos',
  email: 'ines@example.com',
  phone: '+351 912 345 678',
  shootCount: 2,
  inquiryCount: 1,
});
const grace = listItem(2, { fullName: 'Grace Hopper', email: 'grace@example.com' });

describe('ContactsPage', { timeout: 90_000 }, () => {
  it('shows an empty state that leads to adding a contact', async () => {
    mockGet(() => pageOf([]));
    const user = renderPage();
    expect(await screen.findByText('No contacts yet')).toBeInTheDocument();
    expect(screen.queryByLabelText('Search contacts')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /Add your first contact/ }));
    expect(
      await screen.findByText('New contact', { selector: '.ant-modal-title' }),
    ).toBeInTheDocument();
  });

  it('lists contacts with company, email, phone, shoots and inquiries; a row opens the contact', async () => {
    mockGet(() => pageOf([ines, grace]));
    const user = renderPage();
    const rows = await screen.findAllByTestId('contact-row');
    expect(rows).toHaveLength(2);
    const first = within(rows[0]!);
    expect(first.getByText('Carvalho & Filhos')).toBeInTheDocument();
    expect(first.getByText('ines@example.com')).toBeInTheDocument();
    expect(first.getByText('+351 912 345 678')).toBeInTheDocument();
    expect(first.getByText('2 shoots · 1 inquiry')).toBeInTheDocument();
    expect(within(rows[1]!).getByText('No bookings yet')).toBeInTheDocument();
    expect(screen.getByText('Showing 2 of 2')).toBeInTheDocument();
    await user.click(first.getByRole('link', { name: 'Inês Carvalho' }));
    expect(await screen.findByText('Contact page')).toBeInTheDocument();
  });

  it('searches (debounced) and sorts on the server, and says when nothing matches', async () => {
    const get = mockGet((_url, params) =>
      params.search === 'nobody' ? pageOf([]) : pageOf([ines, grace]),
    );
    const user = renderPage();
    await screen.findAllByTestId('contact-row');
    // (Its rows also ask once whether any of them is demo data.)
    expect(get).toHaveBeenCalledWith(
      '/api/customers',
      { sortBy: 'created', order: 'desc', page: 1, size: 50 },
      expect.anything(),
    );
    fill(screen.getByLabelText('Search contacts'), 'nobody');
    expect(await screen.findByText('No contacts match “nobody”.')).toBeInTheDocument();
    expect(get).toHaveBeenLastCalledWith(
      '/api/customers',
      expect.objectContaining({ search: 'nobody', page: 1 }),
      expect.anything(),
    );
    await user.click(screen.getByRole('button', { name: 'Clear search' }));
    await screen.findAllByTestId('contact-row');

    await user.click(screen.getByLabelText('Sort contacts'));
    await user.click(await screen.findByTitle('Name, A to Z'));
    await waitFor(() =>
      expect(get).toHaveBeenLastCalledWith(
        '/api/customers',
        { sortBy: 'name', order: 'asc', page: 1, size: 50 },
        expect.anything(),
      ),
    );
  });

  it('loads the next page with Load more while the total says there is one', async () => {
    // Pages of 3 here (the server names its page size) keep the test small; the app asks for 50.
    const page = (items: ReturnType<typeof listItem>[], number: number) => ({
      items,
      total: 4,
      page: number,
      size: 3,
    });
    const get = mockGet((_url, params) =>
      params.page === 2
        ? page([listItem(99)], 2)
        : page([listItem(10), listItem(11), listItem(12)], 1),
    );
    const user = renderPage();
    expect(await screen.findAllByTestId('contact-row')).toHaveLength(3);
    expect(screen.getByText('Showing 3 of 4')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByText('Client 99')).toBeInTheDocument();
    expect(screen.getAllByTestId('contact-row')).toHaveLength(4);
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
    expect(get).toHaveBeenCalledWith(
      '/api/customers',
      expect.objectContaining({ page: 2 }),
      expect.anything(),
    );
  });

  it('creates a contact with the shared rules, toasts Saved! and opens it', async () => {
    mockGet(() => pageOf([grace]));
    const created: TCustomer = contactOf(listItem(7, { fullName: 'Mia Wong' }));
    const post = vi.spyOn(http, 'post').mockResolvedValue(created);
    const user = renderPage();
    await screen.findAllByTestId('contact-row');
    await user.click(screen.getByRole('button', { name: /New contact/ }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(within(dialog).getAllByText('This field cannot be left blank')).toHaveLength(2),
    );
    fill(within(dialog).getByLabelText('Full name'), 'Mia Wong');
    fill(within(dialog).getByLabelText('Email'), 'not-an-email');
    fill(within(dialog).getByLabelText('Phone'), 'call me');
    expect(await within(dialog).findByText(messages.email)).toBeInTheDocument();
    expect(await within(dialog).findByText(messages.phone)).toBeInTheDocument();
    fill(within(dialog).getByLabelText('Email'), 'Mia@Example.com');
    fill(within(dialog).getByLabelText('Phone'), '+1 503 555 0101');
    fill(within(dialog).getByLabelText('Lead source'), 'Referral');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(post).toHaveBeenCalledWith('/api/customers', {
        fullName: 'Mia Wong',
        email: 'mia@example.com',
        phone: '+1 503 555 0101',
        companyName: '',
        location: '',
        leadSource: 'Referral',
        note: '',
      }),
    );
    expect(await screen.findByText('Saved!')).toBeInTheDocument();
    expect(await screen.findByText('Contact page')).toBeInTheDocument();
  });

  it('a taken email shows on the email field with a link to that contact', async () => {
    mockGet((_url, params) =>
      params.search === 'grace@example.com' ? pageOf([grace]) : pageOf([grace]),
    );
    vi.spyOn(http, 'post').mockRejectedValue(
      new DataError({
        status: 409,
        title: 'Conflict',
        detail: messages.customerEmailTaken,
        errors: [{ field: 'email', message: messages.customerEmailTaken }],
      }),
    );
    const user = renderPage();
    await screen.findAllByTestId('contact-row');
    await user.click(screen.getByRole('button', { name: /New contact/ }));
    const dialog = await screen.findByRole('dialog');
    fill(within(dialog).getByLabelText('Full name'), 'Grace H.');
    fill(within(dialog).getByLabelText('Email'), 'grace@example.com');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText(messages.customerEmailTaken)).toBeInTheDocument();
    expect(await within(dialog).findByRole('link', { name: 'Grace Hopper' })).toHaveAttribute(
      'href',
      '/contacts/c2',
    );
  });

  it('edits a contact read in full first, so its note is kept', async () => {
    const full = contactOf(grace, { note: 'Prefers mornings', location: 'Arlington' });
    mockGet((url) => (url === '/api/customers/c2' ? full : pageOf([grace])));
    const put = vi.spyOn(http, 'put').mockResolvedValue({ ...full, fullName: 'Grace B. Hopper' });
    const user = renderPage();
    await screen.findAllByTestId('contact-row');
    await user.click(screen.getByRole('button', { name: 'Edit Grace Hopper' }));
    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByDisplayValue('Prefers mornings')).toBeInTheDocument();
    fill(within(dialog).getByLabelText('Full name'), 'Grace B. Hopper');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(put).toHaveBeenCalledWith('/api/customers/c2', {
        fullName: 'Grace B. Hopper',
        email: 'grace@example.com',
        phone: '',
        companyName: '',
        location: 'Arlington',
        leadSource: '',
        note: 'Prefers mornings',
      }),
    );
    expect(await screen.findByText('Saved!')).toBeInTheDocument();
  });

  it('deletes a contact after confirming, saying its inquiries stay', async () => {
    const withInquiry = listItem(3, { fullName: 'Ann Smith', inquiryCount: 2 });
    mockGet(() => pageOf([withInquiry]));
    const remove = vi.spyOn(http, 'delete').mockResolvedValue(undefined);
    const user = renderPage();
    await screen.findAllByTestId('contact-row');
    await user.click(screen.getByRole('button', { name: 'Delete Ann Smith' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getAllByText('Delete the contact “Ann Smith”?')[0]).toBeInTheDocument();
    expect(
      within(dialog).getAllByText(/Their 2 inquiries stay in your inquiry list/)[0],
    ).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Keep it' }));
    expect(remove).not.toHaveBeenCalled();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await user.click(screen.getByRole('button', { name: 'Delete Ann Smith' }));
    const again = await screen.findByRole('dialog');
    await user.click(within(again).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(remove).toHaveBeenCalledWith('/api/customers/c3'));
    expect(await screen.findByText('Deleted!')).toBeInTheDocument();
  });

  it('explains instead of asking when the contact has shoots', async () => {
    mockGet(() => pageOf([ines]));
    const remove = vi.spyOn(http, 'delete');
    const user = renderPage();
    await screen.findAllByTestId('contact-row');
    await user.click(screen.getByRole('button', { name: 'Delete Inês Carvalho' }));
    expect(await screen.findByText(messages.customerHasShoots(2))).toBeInTheDocument();
    expect(remove).not.toHaveBeenCalled();
  });
});
