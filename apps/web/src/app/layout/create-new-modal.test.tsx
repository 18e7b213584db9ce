import { useState } from 'react';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useParams } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { TService } from '@studio/shared/services/contracts';
import { DataError, http } from '../../api/http-client.ts';
import { withProviders } from '../../test/session-fixture.tsx';
import { CreateNewModal } from './create-new-modal.tsx';

afterEach(() => vi.restoreAllMocks());

function EditPage() {
  const { id } = useParams();
  return <p>Editing {id}</p>;
}

/** The chooser behind a button, as the top bar has it. */
function Harness() {
  const [isOpen, setOpen] = useState(true);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        New
      </button>
      <CreateNewModal isOpen={isOpen} onClose={() => setOpen(false)} />
    </>
  );
}

function renderChooser() {
  render(
    withProviders(<Harness />, {
      routes: [
        { path: '/', element: <Harness /> },
        { path: '/services/edit/:id', element: <EditPage /> },
      ],
    }),
  );
  return userEvent.setup({ delay: null, pointerEventsCheck: 0 });
}

/** Pasting is what a user could do too; typing letter by letter re-validates the form each time. */
async function typeName(user: ReturnType<typeof userEvent.setup>, text: string) {
  await user.click(screen.getByLabelText('Service name'));
  await user.paste(text);
}

describe('CreateNewModal', { timeout: 60_000 }, () => {
  it('creates a mini session service from its name and goes to its edit page', async () => {
    const post = vi
      .spyOn(http, 'post')
      .mockResolvedValue({ id: 'svc-42', name: 'Spring Minis' } as TService);
    const user = renderChooser();
    await user.click(await screen.findByText('Mini session service'));
    await typeName(user, 'Spring Minis');
    await user.click(screen.getByRole('button', { name: 'Create service' }));

    expect(await screen.findByText('Editing svc-42')).toBeInTheDocument();
    expect(post).toHaveBeenCalledWith('/api/services', { name: 'Spring Minis', kind: 1 });
    expect(screen.getByText('Saved!')).toBeInTheDocument();
  });

  it('creates a full session service with kind 2', async () => {
    const post = vi.spyOn(http, 'post').mockResolvedValue({ id: 'svc-7' } as TService);
    const user = renderChooser();
    await user.click(await screen.findByText('Full session service'));
    await typeName(user, 'Family Portraits');
    await user.click(screen.getByRole('button', { name: 'Create service' }));
    expect(await screen.findByText('Editing svc-7')).toBeInTheDocument();
    expect(post).toHaveBeenCalledWith('/api/services', { name: 'Family Portraits', kind: 2 });
  });

  it('needs a name that is not blank once tags are stripped, and at most 512 characters', async () => {
    const post = vi.spyOn(http, 'post');
    const user = renderChooser();
    await user.click(await screen.findByText('Mini session service'));
    const create = screen.getByRole('button', { name: 'Create service' });
    await user.click(create);
    expect(await screen.findByText('This field cannot be left blank')).toBeInTheDocument();
    const name = screen.getByLabelText('Service name');
    await typeName(user, '<b> </b>');
    await user.click(create);
    await waitFor(() =>
      expect(screen.getByText('This field cannot be left blank')).toBeInTheDocument(),
    );
    await user.clear(name);
    await user.click(name);
    await user.paste('x'.repeat(513));
    expect(
      await screen.findByText('The name must be less than 512 characters'),
    ).toBeInTheDocument();
    expect(post).not.toHaveBeenCalled();
  });

  it('shows the server’s message under the form', async () => {
    vi.spyOn(http, 'post').mockRejectedValue(
      new DataError({ status: 409, title: 'Conflict', detail: 'Something clashed; Try again' }),
    );
    const user = renderChooser();
    await user.click(await screen.findByText('Mini session service'));
    await typeName(user, 'Spring');
    await user.click(screen.getByRole('button', { name: 'Create service' }));
    const errors = await screen.findByTestId('form-errors');
    expect(within(errors).getByText('Something clashed')).toBeInTheDocument();
    expect(within(errors).getByText('Try again')).toBeInTheDocument();
  });

  it('opens the shoot form for a photoshoot, with the services to choose from', async () => {
    const get = vi.spyOn(http, 'get').mockResolvedValue([]);
    const user = renderChooser();
    await user.click(await screen.findByText('Photoshoot'));
    expect(await screen.findByLabelText('Full name')).toBeInTheDocument();
    expect(screen.getByLabelText('Service')).toBeInTheDocument();
    await waitFor(() =>
      expect(get).toHaveBeenCalledWith('/api/services/all', undefined, expect.anything()),
    );
  });

  it('resets everything when closed', async () => {
    const user = renderChooser();
    await user.click(await screen.findByText('Mini session service'));
    await typeName(user, 'Half typed');
    await user.click(screen.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByLabelText('Service name')).not.toBeInTheDocument());
    await user.click(screen.getByRole('button', { name: 'New' }));
    expect(await screen.findByText('Create new')).toBeInTheDocument();
    await user.click(screen.getByText('Mini session service'));
    expect(screen.getByLabelText('Service name')).toHaveValue('');
  });
});
