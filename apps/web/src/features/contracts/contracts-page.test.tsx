import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type {
  TContractTemplate,
  TContractTemplateListItem,
  TContractTemplatePage,
} from '@studio/shared/contract-templates/contracts';
import { http } from '../../api/http-client.ts';
import { withProviders } from '../../test/session-fixture.tsx';
import { ContractsPage } from './contracts-page.tsx';

afterEach(() => vi.restoreAllMocks());
// The first render of antd's modal and the editor is slow under jsdom.

// ProseMirror measures the selection to scroll it into view; jsdom's Range cannot measure.
Range.prototype.getClientRects ??= () =>
  Object.assign([], { item: () => null }) as unknown as DOMRectList;
Range.prototype.getBoundingClientRect ??= () => new DOMRect();
document.elementFromPoint ??= () => null;

function item(overrides: Partial<TContractTemplateListItem>): TContractTemplateListItem {
  return {
    id: 't1',
    name: 'Wedding contract',
    isPrivate: false,
    // 23:30 UTC is already the next day in the business time zone (Europe/Berlin).
    createdDate: '2025-10-01T23:30:00.000Z',
    modified: '2025-10-01T23:30:00.000Z',
    serviceCount: 0,
    ...overrides,
  };
}

function page(items: TContractTemplateListItem[]): TContractTemplatePage {
  return { items, total: items.length, page: 1, size: 50 };
}

/** GET answers: the list, and one template by id. */
function serve(list: TContractTemplateListItem[], templates: TContractTemplate[] = []) {
  return vi.spyOn(http, 'get').mockImplementation(async (url: string) => {
    if (url === '/api/contract-templates') return page(list);
    if (url === '/api/options') return { name: 'COUNTERSIGN_CONTRACTS', value: null };
    if (url === '/api/account/signature') return null;
    const found = templates.find((template) => url === `/api/contract-templates/${template.id}`);
    if (found) return found;
    throw new Error(`unexpected GET ${url}`);
  });
}

function renderPage() {
  render(withProviders(<ContractsPage />, { path: '/management/contracts' }));
  return userEvent.setup();
}

// antd forms re-validate on every keystroke; jsdom makes that slow, not wrong.
describe('ContractsPage', { timeout: 40_000 }, () => {
  it('offers to create the first contract when there is none', async () => {
    serve([]);
    const user = renderPage();
    expect(await screen.findByText(/No contracts yet/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /Create contract/ }));
    expect(
      await screen.findByText('New contract', { selector: '.ant-modal-title' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Contract content' })).toBeInTheDocument();
  });

  it('shows the exact messages in the create form', async () => {
    serve([]);
    const post = vi.spyOn(http, 'post');
    const user = renderPage();
    await user.click(await screen.findByRole('button', { name: /New contract/ }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(within(dialog).getAllByText('This field cannot be left blank')).toHaveLength(2),
    );
    await user.click(within(dialog).getByLabelText('Contract name'));
    await user.paste('x'.repeat(513));
    expect(
      await within(dialog).findByText('The name must be less than 512 characters'),
    ).toBeInTheDocument();
    expect(post).not.toHaveBeenCalled();
  });

  it('lists name, private tag, last change in the business time zone and use', async () => {
    serve([
      item({ id: 't1', name: 'Wedding contract', serviceCount: 2 }),
      item({ id: 't2', name: 'Newborn agreement', isPrivate: true }),
    ]);
    renderPage();
    const list = await screen.findByRole('list', { name: 'Contracts' });
    const rows = within(list).getAllByRole('listitem');
    expect(rows.map((row) => within(row).getAllByRole('button')[0]!.textContent)).toEqual([
      'Wedding contract',
      'Newborn agreement',
    ]);
    expect(
      within(rows[0]!).getByText(/Last modified Oct 2, 2025 · Used by 2 services/),
    ).toBeVisible();
    expect(within(rows[0]!).queryByText('Private')).toBeNull();
    expect(within(rows[1]!).getByText('Private')).toBeVisible();
  });

  it('searches by name after a pause', async () => {
    const get = serve([item({})]);
    const user = renderPage();
    await screen.findByText('Wedding contract');
    await user.type(screen.getByRole('textbox', { name: 'Search contracts' }), 'wed');
    await waitFor(() =>
      expect(get).toHaveBeenCalledWith(
        '/api/contract-templates',
        expect.objectContaining({ search: 'wed', page: 1, size: 50 }),
        expect.anything(),
      ),
    );
  });

  it('edits a template and saves it with "Saved!"', async () => {
    const template: TContractTemplate = {
      ...item({ id: 't1', name: 'Wedding contract' }),
      content: '<p>The terms.</p>',
    };
    serve([item({ id: 't1' })], [template]);
    const put = vi
      .spyOn(http, 'put')
      .mockResolvedValue({ ...template, name: 'Wedding contract 2026' });
    const user = renderPage();
    await user.click(await screen.findByRole('button', { name: 'Wedding contract' }));
    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByText('The terms.')).toBeInTheDocument();
    const name = within(dialog).getByLabelText('Contract name');
    await user.clear(name);
    await user.type(name, 'Wedding contract 2026');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(put).toHaveBeenCalledWith('/api/contract-templates/t1', {
        name: 'Wedding contract 2026',
        content: '<p>The terms.</p>',
        isPrivate: false,
      }),
    );
    expect(await screen.findByText('Saved!')).toBeInTheDocument();
  });

  it('asks before discarding changes', async () => {
    const template: TContractTemplate = { ...item({ id: 't1' }), content: '<p>The terms.</p>' };
    serve([item({ id: 't1' })], [template]);
    const user = renderPage();
    await user.click(await screen.findByRole('button', { name: 'Wedding contract' }));
    const dialog = await screen.findByRole('dialog');
    await user.type(await within(dialog).findByLabelText('Contract name'), ' (draft)');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(
      (await screen.findAllByText('Your changes have not been saved. Do you want to discard them?'))
        .length,
    ).toBeGreaterThan(0);
  });

  it('says how many services a delete detaches it from', async () => {
    serve([item({ id: 't1', name: 'Wedding contract', serviceCount: 3 })]);
    const remove = vi.spyOn(http, 'delete').mockResolvedValue({ detachedFromServices: 3 });
    const user = renderPage();
    await user.click(await screen.findByRole('button', { name: 'Delete Wedding contract' }));
    expect(
      await screen.findByText(
        'It will also be detached from 3 services that use it. This cannot be undone.',
      ),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(remove).toHaveBeenCalledWith('/api/contract-templates/t1'));
    expect(await screen.findByText('Deleted!')).toBeInTheDocument();
  });

  it('turns countersigning on and adopts the signature to countersign with', async () => {
    serve([item({})]);
    const post = vi.spyOn(http, 'post').mockResolvedValue(undefined);
    const put = vi.spyOn(http, 'put').mockImplementation(async (_url, body) => ({
      ...(body as { fullName: string; signature: { kind: 'typed'; name: string } }),
      mark: (body as { signature: { kind: 'typed'; name: string } }).signature,
      adoptedAt: '2025-10-02T10:00:00.000Z',
    }));
    const user = renderPage();
    const toggle = await screen.findByRole('switch', { name: 'Countersign contracts' });
    expect(toggle).not.toBeChecked();
    await user.click(toggle);
    await waitFor(() => expect(post).toHaveBeenCalledWith('/api/options/countersign-contracts'));
    await waitFor(() => expect(toggle).toBeChecked());

    expect(screen.getByText(/Not adopted yet/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Adopt signature' }));
    const dialog = await screen.findByRole('dialog', { name: 'Adopt your signature' });
    await user.type(within(dialog).getByLabelText('Full name'), 'Willow Owner');
    await user.click(within(dialog).getByRole('button', { name: 'Adopt signature' }));
    await waitFor(() =>
      expect(put).toHaveBeenCalledWith('/api/account/signature', {
        fullName: 'Willow Owner',
        signature: { kind: 'typed', name: 'Willow Owner' },
      }),
    );
    expect(await screen.findByTestId('adopted-signature')).toHaveTextContent('Willow Owner');
    expect(screen.getByRole('button', { name: 'Replace signature' })).toBeInTheDocument();
  });
});
