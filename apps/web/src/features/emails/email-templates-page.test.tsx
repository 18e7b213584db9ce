import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { TEmailTemplateListItem } from '@studio/shared/emails/contracts';
import { http } from '../../api/http-client.ts';
import { Where, withProviders } from '../../test/session-fixture.tsx';
import { EmailTemplatesPage } from './email-templates-page.tsx';
import { listItem, page, template } from './test-templates.ts';

afterEach(() => vi.restoreAllMocks());

function serve(list: TEmailTemplateListItem[]) {
  return vi.spyOn(http, 'get').mockImplementation(async (url: string) => {
    if (url === '/api/email-templates') return page(list);
    throw new Error(`unexpected GET ${url}`);
  });
}

function renderPage() {
  render(
    withProviders(null, {
      path: '/management/emails',
      routes: [
        { path: '/management/emails', element: <EmailTemplatesPage /> },
        { path: '/management/emails/:id', element: <Where /> },
      ],
    }),
  );
  return userEvent.setup();
}

const defaults = [
  listItem({
    id: 'd1',
    name: 'Booking confirmation',
    subject: 'Your [Service Name] session is confirmed',
    kind: 'BOOKING_CONFIRMATION',
    isDefault: true,
  }),
  listItem({
    id: 'd2',
    name: 'Shoot reminder',
    subject: 'See you soon',
    kind: 'SHOOT_REMINDER',
    isDefault: true,
    isChanged: true,
    attachment: { id: 'f1', url: '/uploads/b1/files/f1.pdf', name: 'What to wear.pdf' },
  }),
];
const own = listItem({ id: 't1', name: 'Gallery delivery', isPrivate: true });

describe('EmailTemplatesPage', { timeout: 40_000 }, () => {
  it('shows a skeleton while loading, then offers to create the first template', async () => {
    serve([]);
    const user = renderPage();
    expect(document.querySelector('.ant-skeleton')).not.toBeNull();
    expect(await screen.findByText(/No email templates yet/)).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: /Create email template/ }));
    expect(await screen.findByTestId('where')).toHaveTextContent('/management/emails/new');
  });

  it('lists name, tags, subject and last change, with the actions each kind allows', async () => {
    serve([...defaults, own]);
    renderPage();
    const list = await screen.findByRole('list', { name: 'Email templates' });
    const [confirmation, reminder, gallery] = within(list).getAllByRole('listitem');

    expect(within(confirmation!).getByText('Default')).toBeVisible();
    expect(within(confirmation!).queryByText('Changed')).toBeNull();
    expect(
      within(confirmation!).getByText('Your [Service Name] session is confirmed'),
    ).toBeVisible();
    // Last changed in the business time zone (Europe/Berlin): already Oct 2.
    expect(within(confirmation!).getByText('Last changed Oct 2, 2025')).toBeVisible();
    // A default is never deleted, and one that was not changed has nothing to restore.
    expect(within(confirmation!).queryByRole('button', { name: /Delete/ })).toBeNull();
    expect(within(confirmation!).queryByRole('button', { name: /Restore/ })).toBeNull();

    expect(within(reminder!).getByText('Changed')).toBeVisible();
    expect(
      within(reminder!).getByRole('button', { name: 'Restore the original Shoot reminder' }),
    ).toBeVisible();
    expect(within(reminder!).queryByRole('button', { name: /Delete/ })).toBeNull();

    expect(within(gallery!).getByText('Private')).toBeVisible();
    expect(within(gallery!).queryByText('Default')).toBeNull();
    expect(within(gallery!).getByRole('button', { name: 'Delete Gallery delivery' })).toBeVisible();
    for (const row of [confirmation!, reminder!, gallery!])
      expect(within(row).getByRole('button', { name: /^Preview / })).toBeVisible();
  });

  it('opens a template on its own page', async () => {
    serve([own]);
    const user = renderPage();
    await user.click(await screen.findByRole('button', { name: 'Gallery delivery' }));
    expect(await screen.findByTestId('where')).toHaveTextContent('/management/emails/t1');
  });

  it('asks before restoring a changed default, saying what is lost', async () => {
    serve(defaults);
    const revert = vi
      .spyOn(http, 'post')
      .mockResolvedValue(
        template({ ...defaults[1], content: '<p>Original</p>', isChanged: false }),
      );
    const user = renderPage();
    await user.click(
      await screen.findByRole('button', { name: 'Restore the original Shoot reminder' }),
    );
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getAllByText('Restore the original “Shoot reminder”?')[0]).toBeVisible();
    expect(
      within(dialog).getAllByText(
        'Your changes to its name, subject and content are replaced by the original text and its attachment is removed. This cannot be undone.',
      )[0],
    ).toBeVisible();

    await user.click(within(dialog).getByRole('button', { name: 'Keep my changes' }));
    expect(revert).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: 'Restore the original Shoot reminder' }));
    await user.click(await screen.findByRole('button', { name: 'Restore original' }));
    await waitFor(() => expect(revert).toHaveBeenCalledWith('/api/email-templates/d2/reverse'));
    expect(await screen.findByText('Saved!')).toBeInTheDocument();
  });

  it('deletes a template of the photographer after a confirmation', async () => {
    serve([own]);
    const remove = vi.spyOn(http, 'delete').mockResolvedValue({ id: 't1' });
    const user = renderPage();
    await user.click(await screen.findByRole('button', { name: 'Delete Gallery delivery' }));
    expect(
      await screen.findByText(
        'Its subject, content and attachment are deleted with it. This cannot be undone.',
      ),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(remove).toHaveBeenCalledWith('/api/email-templates/t1'));
    expect(await screen.findByText('Deleted!')).toBeInTheDocument();
  });

  it('searches by name after a pause', async () => {
    const get = serve([own]);
    const user = renderPage();
    await screen.findByText('Gallery delivery');
    await user.type(screen.getByRole('textbox', { name: 'Search email templates' }), 'gal');
    await waitFor(() =>
      expect(get).toHaveBeenCalledWith(
        '/api/email-templates',
        expect.objectContaining({ search: 'gal', page: 1, size: 50 }),
        expect.anything(),
      ),
    );
  });
});
