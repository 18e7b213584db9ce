import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { TInquiry, TInquiryActivity, TInquiryNote } from '@studio/shared/inquiries/contracts';
import type { TEmailPreview } from '@studio/shared/emails/contracts';
import { messages } from '@studio/shared/messages';
import type { TOrder } from '@studio/shared/orders/contracts';
import type { TServiceBrief } from '@studio/shared/services/requests';
import { DataError, http } from '../../api/http-client.ts';
import { withProviders } from '../../test/session-fixture.tsx';
import { answersBesidesContact } from './inquiry-client-cards.tsx';
import { InquiryPage } from './inquiry-page.tsx';

const user = userEvent.setup({ delay: null });
afterEach(() => vi.restoreAllMocks());

const ID = 'IABCDEFGHJK';
const PATH = `/api/inquiries/${ID}`;
const FULL = 'c0a8012e-0000-4000-8000-000000000002';
const services: TServiceBrief[] = [
  { id: FULL, name: 'Family portraits', color: '#3b6fc9', type: 2 },
];

function fakeInquiry(overrides: Partial<TInquiry> = {}): TInquiry {
  return {
    id: ID,
    fullName: 'Grace Hopper',
    email: 'grace@example.test',
    phone: '+1 555 0100',
    serviceId: FULL,
    serviceName: 'Family portraits',
    serviceColor: '#3b6fc9',
    isRead: false,
    // 22:30 UTC is 00:30 the next day in Berlin (the business time zone).
    createdAt: '2030-06-13T22:30:00.000Z',
    customerId: 'c0a8012e-0000-4000-8000-00000000c001',
    orderId: null,
    isServiceDeleted: false,
    answers: [
      { fieldId: 'n', type: 'FULL_NAME', label: 'Full name', value: 'Grace Hopper' },
      { fieldId: 'e', type: 'EMAIL_ADDRESS', label: 'Email', value: 'Grace@example.test' },
      { fieldId: 'a', type: 'MESSAGE', label: 'Message', value: 'Do you shoot outdoors?' },
      { fieldId: 'b', type: 'YES_NO', label: 'Bringing a dog?', value: true },
      { fieldId: 'c', type: 'WEDDING_DATE', label: 'Wedding date', value: '2030-09-12' },
    ],
    ...overrides,
  };
}

const activities: TInquiryActivity[] = [
  {
    id: 'a1',
    type: 'CREATE_INQUIRY',
    createdDate: '2030-06-13T22:30:00.000Z',
    actorName: 'Grace Hopper',
    summary: 'Sent an inquiry about Family portraits',
  },
];

const firstNote: TInquiryNote = {
  id: 'n1',
  body: 'Called back: prefers a Saturday.',
  authorName: 'owner@willow.test',
  createdDate: '2030-06-14T08:00:00.000Z',
};

const inquiryResponse: TEmailPreview = {
  templateId: 'e2',
  name: 'Initial inquiry response',
  kind: 'INITIAL_INQUIRY_RESPONSE',
  isDefault: true,
  isPrivate: false,
  subject: 'Thank you for your inquiry, Grace',
  html: '<p>We would love to photograph your family.</p>',
  text: 'We would love to photograph your family.',
  attachment: null,
};

/** Answers the page's GETs (and the shoot form's); notes is the list the server holds now. */
function serve(inquiry: TInquiry | Error, notes: TInquiryNote[] = [firstNote]) {
  return vi.spyOn(http, 'get').mockImplementation(async (path: string) => {
    if (path === PATH) {
      if (inquiry instanceof Error) throw inquiry;
      return inquiry;
    }
    if (path === `${PATH}/activities`) return activities;
    if (path === `${PATH}/notes`) return [...notes];
    if (path === `/api/flow-tasks/inquiries/${ID}`) return { isPaused: false, tasks: [] };
    if (path === `/api/email-templates/inquiries/${ID}`) return [inquiryResponse];
    if (path === '/api/services/all') return services;
    if (path.startsWith('/api/packages/service/')) return [];
    if (path.startsWith('/api/addons/service/')) return [];
    if (path.endsWith('/shoot-time/conflict-shoots')) return { hasConflict: false, conflicts: [] };
    throw new Error(`unexpected GET ${path}`);
  });
}

function renderPage() {
  return render(
    withProviders(null, {
      path: `/inquiries/${ID}`,
      routes: [
        { path: '/inquiries/:id', element: <InquiryPage /> },
        { path: '/inquiries', element: <p>Inquiries list</p> },
        { path: '/shoots/:id', element: <p>Shoot page</p> },
      ],
    }),
  );
}

function fill(input: HTMLElement, value: string) {
  fireEvent.change(input, { target: { value } });
}

describe('InquiryPage', { timeout: 90_000 }, () => {
  it('shows the client, the service, when it came, the answers, notes and activity', async () => {
    serve(fakeInquiry({ isRead: true }));
    renderPage();
    expect(await screen.findByRole('heading', { name: 'Grace Hopper' })).toBeVisible();
    expect(screen.getAllByText('Family portraits')[0]).toBeVisible();
    expect(screen.getByText('Received Jun 14, 2030 at 12:30 AM')).toBeVisible();

    const client = screen.getByText('Client').closest('.ant-card') as HTMLElement;
    expect(within(client).getByRole('link', { name: 'Grace Hopper' })).toHaveAttribute(
      'href',
      '/contacts/c0a8012e-0000-4000-8000-00000000c001',
    );
    expect(within(client).getByRole('link', { name: 'grace@example.test' })).toHaveAttribute(
      'href',
      'mailto:grace@example.test',
    );
    expect(within(client).getByRole('link', { name: '+1 555 0100' })).toHaveAttribute(
      'href',
      'tel:+1 555 0100',
    );

    const answers = screen.getByText('Answers').closest('.ant-card') as HTMLElement;
    expect(within(answers).getByText('Do you shoot outdoors?')).toBeVisible();
    expect(within(answers).getByText('Yes')).toBeVisible();
    expect(within(answers).getByText('Sep 12, 2030')).toBeVisible();
    // The name and email answers are the Client card's: not twice.
    expect(within(answers).queryByText('Full name')).toBeNull();

    expect(await screen.findByText('Called back: prefers a Saturday.')).toBeVisible();
    expect(screen.getByText(/owner@willow\.test/)).toBeVisible();
    const log = await screen.findByRole('list', { name: 'Activity log' });
    expect(within(log).getByText('Sent an inquiry about Family portraits')).toBeVisible();
    expect(screen.getByRole('button', { name: /Create shoot/ })).toBeVisible();
  });

  it('marks an unread inquiry read once when it opens, and a read one not again', async () => {
    serve(fakeInquiry());
    const patch = vi
      .spyOn(http, 'patch')
      .mockResolvedValue(fakeInquiry({ isRead: true }) as unknown as TOrder);
    const { unmount } = renderPage();
    await screen.findByRole('heading', { name: 'Grace Hopper' });
    await waitFor(() => expect(patch).toHaveBeenCalledWith(`${PATH}/mark-as-read`));
    expect(patch).toHaveBeenCalledTimes(1);
    unmount();

    vi.restoreAllMocks();
    serve(fakeInquiry({ isRead: true }));
    const again = vi.spyOn(http, 'patch');
    renderPage();
    await screen.findByRole('heading', { name: 'Grace Hopper' });
    await screen.findByRole('list', { name: 'Activity log' });
    expect(again).not.toHaveBeenCalled();
  });

  it('adds a note, refusing an empty one with the exact message', async () => {
    const notes = [firstNote];
    serve(fakeInquiry({ isRead: true }), notes);
    const added: TInquiryNote = {
      id: 'n2',
      body: 'Sent the price list.',
      authorName: 'owner@willow.test',
      createdDate: '2030-06-14T09:00:00.000Z',
    };
    const post = vi.spyOn(http, 'post').mockImplementation(async () => {
      notes.push(added);
      return added;
    });
    renderPage();
    await screen.findByText('Called back: prefers a Saturday.');
    await user.click(screen.getByRole('button', { name: 'Add note' }));
    expect(await screen.findByText(messages.required)).toBeVisible();
    expect(post).not.toHaveBeenCalled();

    fill(screen.getByLabelText('New note'), 'Sent the price list.');
    await user.click(screen.getByRole('button', { name: 'Add note' }));
    await waitFor(() =>
      expect(post).toHaveBeenCalledWith(`${PATH}/notes`, { body: 'Sent the price list.' }),
    );
    // Newest last, and the box is empty again.
    const list = await screen.findByRole('list', { name: 'Notes' });
    await waitFor(() =>
      expect(
        within(list)
          .getAllByRole('listitem')
          .map((item) => item.textContent),
      ).toEqual([
        expect.stringContaining('Called back'),
        expect.stringContaining('Sent the price list.'),
      ]),
    );
    expect(screen.getByLabelText('New note')).toHaveValue('');
    expect(await screen.findByText(messages.saved)).toBeVisible();
  });

  it('deletes only after confirming, then goes back to the inquiries', async () => {
    serve(fakeInquiry({ isRead: true }));
    const remove = vi.spyOn(http, 'delete').mockResolvedValue({ id: ID });
    renderPage();
    await screen.findByRole('heading', { name: 'Grace Hopper' });

    await user.click(screen.getByRole('button', { name: /Delete/ }));
    // antd writes the confirm's title twice (heading and label): any will do.
    expect(
      (await screen.findAllByText('Delete the inquiry from Grace Hopper?'))[0],
    ).toBeInTheDocument();
    expect(screen.getByText(/The client is not told/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Keep it' }));
    await waitFor(() => expect(screen.queryByText(/The client is not told/)).toBeNull());
    expect(remove).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: /Delete/ }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(remove).toHaveBeenCalledWith(PATH));
    expect(await screen.findByText('Inquiries list')).toBeVisible();
    expect(await screen.findByText(messages.deleted)).toBeVisible();
  });

  it('opens the shoot form prefilled and creates the shoot from the inquiry', async () => {
    serve(fakeInquiry({ isRead: true }));
    const post = vi
      .spyOn(http, 'post')
      .mockResolvedValue({ orderId: 'OABCDEFGHJK' } as unknown as TOrder);
    renderPage();
    await user.click(await screen.findByRole('button', { name: /Create shoot/ }));
    const dialog = await screen.findByRole('dialog', { name: 'New shoot' });
    expect(within(dialog).getByLabelText('Full name')).toHaveValue('Grace Hopper');
    expect(within(dialog).getByLabelText('Email')).toHaveValue('grace@example.test');
    expect(within(dialog).getByLabelText('Phone')).toHaveValue('+1 555 0100');
    // The inquiry's service is chosen, so its date and time fields are there.
    await waitFor(() => expect(within(dialog).getByTitle('Family portraits')).toBeInTheDocument());
    const date = await within(dialog).findByLabelText('Date');
    await user.click(date);
    fill(date, 'Jun 14, 2030');
    fireEvent.keyDown(date, { key: 'Enter', code: 'Enter' });
    const start = within(dialog).getByLabelText('Start time');
    await user.click(start);
    fill(start, '3:00 PM');
    fireEvent.keyDown(start, { key: 'Enter', code: 'Enter' });

    await user.click(within(dialog).getByRole('button', { name: 'Create shoot' }));
    await waitFor(() => expect(post).toHaveBeenCalledTimes(1));
    expect(post).toHaveBeenCalledWith(
      `${PATH}/create-shoot`,
      expect.objectContaining({
        serviceId: FULL,
        fullName: 'Grace Hopper',
        email: 'grace@example.test',
        phone: '+1 555 0100',
        date: '2030-06-14',
        startTime: '15:00',
      }),
    );
    expect(await screen.findByText('Shoot page')).toBeVisible();
  });

  it('offers View shoot once a shoot was made, and leaves a deleted service to choose', async () => {
    serve(fakeInquiry({ isRead: true, orderId: 'OABCDEFGHJK', isServiceDeleted: true }));
    renderPage();
    const view = await screen.findByRole('link', { name: 'View shoot' });
    expect(view).toHaveAttribute('href', '/shoots/OABCDEFGHJK');
    expect(screen.queryByRole('button', { name: /Create shoot/ })).toBeNull();
    expect(screen.getByText('Shoot created')).toBeVisible();
    expect(screen.getByText('Service deleted')).toBeVisible();
  });

  it('shows the client without a contact link once the contact was deleted', async () => {
    serve(fakeInquiry({ isRead: true, customerId: null }));
    renderPage();
    const client = (await screen.findByText('Client')).closest('.ant-card') as HTMLElement;
    expect(within(client).getByText('Grace Hopper')).toBeVisible();
    expect(within(client).queryByRole('link', { name: 'Grace Hopper' })).toBeNull();
    expect(within(client).queryByRole('link', { name: /View contact/ })).toBeNull();
  });

  it('says the page does not exist for an unknown inquiry', async () => {
    serve(new DataError({ status: 404, title: 'Not Found', detail: messages.inquiryNotFound }));
    renderPage();
    expect(await screen.findByText(messages.notFound)).toBeVisible();
  });
});

describe('answersBesidesContact', () => {
  it('drops only the contact answers the Client card shows word for word', () => {
    const inquiry = fakeInquiry({
      answers: [
        { fieldId: 'n', type: 'FULL_NAME', label: 'Your names', value: 'Ann & Bo' },
        { fieldId: 'e', type: 'EMAIL_ADDRESS', label: 'Email', value: 'GRACE@example.test' },
        { fieldId: 'p', type: 'PHONE_NUMBER', label: 'Phone', value: '+1 555 0100' },
      ],
    });
    expect(answersBesidesContact(inquiry).map((answer) => answer.fieldId)).toEqual(['n']);
  });

  it('answers the inquiry by email, starting from a template filled in for it', async () => {
    serve(fakeInquiry({ isRead: true }));
    const post = vi
      .spyOn(http, 'post')
      .mockResolvedValue({ outboxId: 'o1', to: 'grace@example.test', status: 'NEW' });
    renderPage();
    await user.click(await screen.findByRole('button', { name: 'Email client' }));
    const dialog = await screen.findByRole('dialog', { name: 'Email Grace Hopper' });
    expect(within(dialog).getByLabelText('To')).toHaveValue('grace@example.test');
    await user.click(within(dialog).getByRole('button', { name: 'Send' }));
    // Both the subject and the message are refused (antd shows each field's error as it settles).
    await waitFor(() => expect(within(dialog).getAllByText(messages.required)).toHaveLength(2));
    expect(post).not.toHaveBeenCalled();

    fireEvent.mouseDown(within(dialog).getByRole('combobox', { name: 'Start from a template' }));
    const options = await screen.findAllByTitle('Initial inquiry response');
    await user.click(options.find((node) => node.classList.contains('ant-select-item-option'))!);
    await waitFor(() =>
      expect(within(dialog).getByLabelText('Subject')).toHaveValue(
        'Thank you for your inquiry, Grace',
      ),
    );
    await user.click(within(dialog).getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('Email sent')).toBeInTheDocument();
    expect(post).toHaveBeenCalledWith('/api/emails/send-inquiry', {
      inquiryId: ID,
      subject: 'Thank you for your inquiry, Grace',
      content: '<p>We would love to photograph your family.</p>',
    });
  });
});
