import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { invoicePaymentStates } from '@studio/shared/enums';
import type { TInquiryPage } from '@studio/shared/inquiries/contracts';
import type { TShootListItem, TShootPage } from '@studio/shared/orders/contracts';
import type { TSearchPage } from '@studio/shared/search/contracts';
import { http } from '../../api/http-client.ts';
import { withProviders } from '../../test/session-fixture.tsx';
import { EmailPreviewModal } from './email-preview-modal.tsx';
import { preview } from './test-templates.ts';

afterEach(() => vi.restoreAllMocks());

const shoot: TShootListItem = {
  id: 'o1',
  serviceId: 's1',
  fullName: 'Inês Carvalho',
  email: 'ines@example.com',
  startTime: '2025-11-14T16:30:00.000Z',
  duration: 60,
  createdDate: '2025-10-01T10:00:00.000Z',
  service: { isDeleted: false, color: '#2F5D50', name: 'Family Session' },
  slots: [],
  grandTotal: 45_000,
  amountPaid: 15_000,
  paymentState: invoicePaymentStates.BALANCE_DUE,
};

const shoots: TShootPage = {
  items: [shoot],
  total: 1,
  isTotalCapped: false,
  hasMore: false,
  page: 1,
  size: 10,
};
const inquiries: TInquiryPage = {
  items: [
    {
      id: 'i1',
      fullName: 'Tomás Reis',
      email: 'tomas@example.com',
      phone: '',
      serviceId: null,
      serviceName: null,
      serviceColor: null,
      isRead: true,
      createdAt: '2025-10-05T09:00:00.000Z',
    },
  ],
  total: 1,
  page: 1,
  size: 50,
};
const found: TSearchPage = {
  items: [
    {
      type: 'inquiry',
      id: 'i1',
      customerName: 'Tomás Reis',
      email: 'tomas@example.com',
      serviceName: null,
      serviceColor: null,
      createdDate: '2025-10-05T09:00:00.000Z',
      link: '/inquiries/i1',
    },
  ],
  page: 1,
  size: 10,
  hasMore: false,
};

function serve() {
  return vi.spyOn(http, 'get').mockImplementation(async (url: string) => {
    if (url === '/api/orders') return shoots;
    if (url === '/api/inquiries') return inquiries;
    if (url === '/api/search') return found;
    if (url === '/api/email-templates/orders/o1')
      return [
        preview({ templateId: 'other', subject: 'Another template' }),
        preview({
          subject: 'Your photos from Nov 14, 2025 are ready, Inês',
          html: '<p>Hi Inês,</p><p>Balance due: €300.00</p><p><a href="https://studio.test/booking/x">Manage your booking</a></p>',
        }),
      ];
    if (url === '/api/email-templates/inquiries/i1')
      return [
        preview({ subject: 'Thank you for your inquiry, Tomás', html: '<p>Hi Tomás, ----</p>' }),
      ];
    throw new Error(`unexpected GET ${url}`);
  });
}

function renderModal(props: { hasUnsavedChanges?: boolean } = {}) {
  render(
    withProviders(
      <EmailPreviewModal
        isOpen
        templateId="t1"
        templateName="Gallery delivery"
        onClose={() => {}}
        {...props}
      />,
    ),
  );
  return userEvent.setup();
}

function frame(): HTMLIFrameElement {
  return screen.getByTitle('Preview of Gallery delivery');
}

describe('EmailPreviewModal', { timeout: 40_000 }, () => {
  it('renders the template for a shoot the owner picks, in a sandboxed frame', async () => {
    const get = serve();
    const user = renderModal();
    await user.click(await screen.findByRole('combobox', { name: 'Shoot or inquiry' }));
    await user.click(await screen.findByText('Inês Carvalho · Family Session · Nov 14, 2025'));

    expect(await screen.findByTestId('preview-subject')).toHaveTextContent(
      'Your photos from Nov 14, 2025 are ready, Inês',
    );
    expect(get).toHaveBeenCalledWith(
      '/api/email-templates/orders/o1',
      undefined,
      expect.anything(),
    );
    const document = frame().getAttribute('srcdoc') ?? '';
    expect(document).toContain('<p>Balance due: €300.00</p>');
    expect(document).toContain('Manage your booking');
    expect(document).not.toContain('Another template');
    // No scripts and no access to the app: only links may open a new tab.
    expect(frame().getAttribute('sandbox')).toBe('allow-popups allow-popups-to-escape-sandbox');
  });

  it('shows the email at a phone’s width and at a desktop’s', async () => {
    serve();
    const user = renderModal();
    await user.click(await screen.findByRole('combobox', { name: 'Shoot or inquiry' }));
    await user.click(await screen.findByText(/^Inês Carvalho/));
    await screen.findByTestId('preview-subject');
    expect(frame().style.width).toBe('100%');
    await user.click(screen.getByText('Phone'));
    await waitFor(() => expect(frame().style.width).toBe('375px'));
  });

  it('finds an inquiry by its client and renders for it', async () => {
    const get = serve();
    const user = renderModal();
    const picker = await screen.findByRole('combobox', { name: 'Shoot or inquiry' });
    await user.click(picker);
    await user.type(picker, 'tom');
    await waitFor(() =>
      expect(get).toHaveBeenCalledWith(
        '/api/search',
        { search: 'tom', type: 'all', page: 1 },
        expect.anything(),
      ),
    );
    await user.click(await screen.findByText('Tomás Reis · General inquiry · created Oct 5, 2025'));
    expect(await screen.findByTestId('preview-subject')).toHaveTextContent(
      'Thank you for your inquiry, Tomás',
    );
  });

  it('sends a test to the owner and says where it went', async () => {
    serve();
    const post = vi
      .spyOn(http, 'post')
      .mockResolvedValue({ outboxId: 'm1', to: 'owner@willow.test', status: 'NEW' });
    const user = renderModal();
    await user.click(await screen.findByRole('combobox', { name: 'Shoot or inquiry' }));
    await user.click(await screen.findByText(/^Inês Carvalho/));
    await screen.findByTestId('preview-subject');
    await user.click(screen.getByRole('button', { name: /Send me a test/ }));
    await waitFor(() =>
      expect(post).toHaveBeenCalledWith('/api/emails/test', { templateId: 't1', orderId: 'o1' }),
    );
    expect(
      await screen.findByText(
        /Test email sent to owner@willow.test. It can take a minute to arrive./,
      ),
    ).toBeVisible();
  });

  it('says that unsaved changes are not in the preview', async () => {
    serve();
    renderModal({ hasUnsavedChanges: true });
    const dialog = await screen.findByRole('dialog');
    expect(
      within(dialog).getByText(
        'You have unsaved changes. The preview and the test show the saved template.',
      ),
    ).toBeVisible();
  });
});
