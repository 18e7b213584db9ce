import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Outlet } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { TEmailTemplate } from '@studio/shared/emails/contracts';
import { messages } from '@studio/shared/messages';
import { http } from '../../api/http-client.ts';
import { Where, withProviders } from '../../test/session-fixture.tsx';
import { DirtyGuardProvider } from '../../app/layout/dirty-guard-provider.tsx';
import { EmailTemplateEditorPage } from './email-template-editor-page.tsx';
import { letProseMirrorMeasure, template } from './test-templates.ts';

afterEach(() => vi.restoreAllMocks());
letProseMirrorMeasure();

function serve(templates: TEmailTemplate[] = []) {
  return vi.spyOn(http, 'get').mockImplementation(async (url: string) => {
    const found = templates.find((entry) => url === `/api/email-templates/${entry.id}`);
    if (found) return found;
    throw new Error(`unexpected GET ${url}`);
  });
}

function renderEditor(id: string) {
  render(
    withProviders(null, {
      path: `/management/emails/${id}`,
      routes: [
        {
          element: (
            <DirtyGuardProvider>
              <Outlet />
            </DirtyGuardProvider>
          ),
          children: [
            { path: '/management/emails/:id', element: <EmailTemplateEditorPage /> },
            { path: '/management/emails', element: <Where /> },
          ],
        },
      ],
    }),
  );
  return userEvent.setup();
}

function subjectField(): HTMLTextAreaElement {
  return screen.getByLabelText('Subject');
}

/** Opens a placeholder menu, narrows it to `search` and picks `label`. */
async function pickPlaceholder(
  user: ReturnType<typeof userEvent.setup>,
  menuName: string,
  search: string,
  label: string,
) {
  const menu = screen.getByRole('combobox', { name: menuName });
  await user.click(menu);
  await user.type(menu, search);
  const options = await screen.findAllByRole('option');
  expect(options.length).toBeGreaterThan(0);
  await user.click(
    await screen.findByText(label, { selector: '.ant-select-item-option-content span span' }),
  );
}

describe('EmailTemplateEditorPage', { timeout: 60_000 }, () => {
  it('shows the exact messages of the name, subject and message', async () => {
    serve();
    const post = vi.spyOn(http, 'post');
    const user = renderEditor('new');
    expect(await screen.findByRole('heading', { name: 'New email template' })).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.getAllByText(messages.required)).toHaveLength(3));

    await user.click(subjectField());
    await user.paste('x'.repeat(901));
    expect(
      await screen.findByText('The subject must be less than 900 characters'),
    ).toBeInTheDocument();

    await user.clear(subjectField());
    await user.type(subjectField(), 'Your photos{Enter}are ready');
    expect(await screen.findByText('The subject cannot contain line breaks')).toBeInTheDocument();
    expect(post).not.toHaveBeenCalled();
  });

  it('inserts a placeholder at the caret of the subject', async () => {
    serve();
    const user = renderEditor('new');
    await user.click(await screen.findByLabelText('Subject'));
    await user.paste('Hello , your photos are ready');
    // The caret after 'Hello' when the owner opens the menu.
    subjectField().setSelectionRange(5, 5);
    fireEvent.select(subjectField());
    await pickPlaceholder(user, 'Insert a placeholder into the subject', 'first', 'First name');
    await waitFor(() =>
      expect(subjectField()).toHaveValue('Hello[Client First Name] , your photos are ready'),
    );
  });

  it('inserts a placeholder at the caret of the message', async () => {
    serve([template({ content: '<p>Hi , welcome</p>' })]);
    const user = renderEditor('t1');
    const message = await screen.findByRole('textbox', { name: 'Message' });
    // Put the caret after 'Hi' as a click there would, and let the editor read it.
    message.focus();
    const text = message.querySelector('p')!.firstChild!;
    document.getSelection()!.collapse(text, 2);
    document.dispatchEvent(new Event('selectionchange'));
    await new Promise((resolve) => setTimeout(resolve, 50));
    await pickPlaceholder(user, 'Insert a placeholder into the message', 'full', 'Full name');
    await waitFor(() =>
      expect(message.querySelector('p')).toHaveTextContent('Hi[Client Full Name] , welcome'),
    );
    expect(screen.getByText('You have unsaved changes.')).toBeVisible();
  });

  it('saves the fields and the uploaded attachment with "Saved!"', async () => {
    serve([template()]);
    const post = vi.spyOn(http, 'post').mockResolvedValue({
      id: '5f0c3c1e-8f55-4a8e-9d3f-3c7a3c1b2e10',
      url: '/uploads/b1/files/price-list.pdf',
      contentType: 'application/pdf',
      size: 1200,
      originalName: 'Price list.pdf',
    });
    const put = vi.spyOn(http, 'put').mockImplementation(async (_url, body) => ({
      ...template(),
      ...(body as object),
      updatedAt: '2025-10-03T10:00:00.000Z',
    }));
    const user = renderEditor('t1');
    const name = await screen.findByLabelText('Template name');
    await user.clear(name);
    await user.paste('Gallery is ready');
    const input = document.querySelector<HTMLInputElement>('input[type="file"]')!;
    await user.upload(input, new File(['%PDF'], 'Price list.pdf', { type: 'application/pdf' }));
    expect(await screen.findByRole('link', { name: 'Price list.pdf' })).toBeVisible();
    expect(post).toHaveBeenCalledWith('/api/upload', expect.any(FormData));
    await user.click(screen.getByLabelText('Private template'));
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() =>
      expect(put).toHaveBeenCalledWith('/api/email-templates/t1', {
        name: 'Gallery is ready',
        subject: 'Your photos are ready, [Client First Name]',
        content: '<p>Hi [Client First Name],</p><p>Your gallery is ready.</p>',
        isPrivate: true,
        attachmentId: '5f0c3c1e-8f55-4a8e-9d3f-3c7a3c1b2e10',
      }),
    );
    expect(await screen.findByText('Saved!')).toBeInTheDocument();
    expect(await screen.findByText('All changes saved.')).toBeVisible();
  });

  it('creates a template and continues on its own page', async () => {
    serve();
    const created = template({
      id: 'new-1',
      name: 'Gallery delivery',
      subject: 'Your photos are ready',
      content: '<p>[Client First Name]</p>',
    });
    const post = vi.spyOn(http, 'post').mockResolvedValue(created);
    const user = renderEditor('new');
    await user.click(await screen.findByLabelText('Template name'));
    await user.paste('Gallery delivery');
    await user.click(subjectField());
    await user.paste('Your photos are ready');
    await pickPlaceholder(user, 'Insert a placeholder into the message', 'first', 'First name');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(post).toHaveBeenCalledWith('/api/email-templates', {
        name: 'Gallery delivery',
        subject: 'Your photos are ready',
        content: '<p>[Client First Name]</p>',
        isPrivate: false,
        attachmentId: null,
      }),
    );
    expect(await screen.findByText('Saved!')).toBeInTheDocument();
    // The saved template, at its own address, with nothing left unsaved and nothing asked.
    expect(await screen.findByRole('heading', { name: /Gallery delivery/ })).toBeVisible();
    expect(screen.getByRole('button', { name: /Preview email/ })).toBeVisible();
    expect(screen.getByText('All changes saved.')).toBeVisible();
    expect(screen.queryByText(messages.discardChanges)).toBeNull();
  });

  it('asks before leaving with unsaved changes', async () => {
    serve([template()]);
    const user = renderEditor('t1');
    await user.click(await screen.findByLabelText('Template name'));
    await user.paste(' (draft)');
    await user.click(screen.getByRole('link', { name: /Emails/ }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getAllByText(messages.discardChanges)[0]).toBeVisible();
    await user.click(within(dialog).getByRole('button', { name: 'Discard changes' }));
    expect(await screen.findByTestId('where')).toHaveTextContent('/management/emails');
  });

  it('offers to restore a changed default and never to delete it', async () => {
    serve([
      template({
        id: 'd1',
        name: 'Shoot reminder',
        kind: 'SHOOT_REMINDER',
        isDefault: true,
        isChanged: true,
      }),
    ]);
    renderEditor('d1');
    expect(await screen.findByRole('button', { name: /Restore original/ })).toBeVisible();
    expect(screen.getByText('Default')).toBeVisible();
    expect(screen.getByText('Changed')).toBeVisible();
    expect(screen.queryByRole('button', { name: /Delete/ })).toBeNull();
  });
});
