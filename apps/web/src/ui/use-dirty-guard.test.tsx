import { useState } from 'react';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { App as AntApp, Form, Input } from 'antd';
import { createMemoryRouter, Link, Outlet, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { messages } from '@studio/shared/messages';
import { DirtyGuardProvider } from '../app/layout/dirty-guard-provider.tsx';
import { useDirtyGuard, useIsFormDirty } from './use-dirty-guard.tsx';

function EditPage() {
  const [form] = Form.useForm<{ name: string }>();
  const isDirty = useIsFormDirty(form, { name: 'Willow' });
  const { confirmDiscard } = useDirtyGuard(isDirty);
  const [answer, setAnswer] = useState('');
  return (
    <Form form={form} initialValues={{ name: 'Willow' }}>
      <Form.Item name="name" label="Name">
        <Input />
      </Form.Item>
      <output aria-label="state">{isDirty ? 'dirty' : 'clean'}</output>
      <button type="button" onClick={async () => setAnswer(String(await confirmDiscard()))}>
        Close drawer
      </button>
      <output aria-label="answer">{answer}</output>
      <Link to="/elsewhere">Leave</Link>
    </Form>
  );
}

function renderGuarded() {
  const router = createMemoryRouter(
    [
      {
        element: (
          <DirtyGuardProvider>
            <Outlet />
          </DirtyGuardProvider>
        ),
        children: [
          { path: '/edit', element: <EditPage /> },
          { path: '/elsewhere', element: <p>Somewhere else</p> },
        ],
      },
    ],
    { initialEntries: ['/edit'] },
  );
  render(
    <AntApp>
      <RouterProvider router={router} />
    </AntApp>,
  );
  return { user: userEvent.setup(), router };
}

/** The confirm dialog names its title twice (heading and accessible label): one is enough. */
async function expectPrompt() {
  const dialog = await screen.findByRole('dialog');
  expect(within(dialog).getAllByText(messages.discardChanges)[0]).toBeInTheDocument();
}

function fireBeforeUnload(): boolean {
  const event = new Event('beforeunload', { cancelable: true });
  window.dispatchEvent(event);
  return event.defaultPrevented;
}

describe('useIsFormDirty', () => {
  it('is dirty after a change and clean again once the change is undone', async () => {
    const { user } = renderGuarded();
    const input = screen.getByLabelText('Name');
    expect(screen.getByLabelText('state')).toHaveTextContent('clean');
    await user.type(input, 's');
    expect(screen.getByLabelText('state')).toHaveTextContent('dirty');
    await user.type(input, '{Backspace}');
    expect(screen.getByLabelText('state')).toHaveTextContent('clean');
  });
});

describe('useDirtyGuard', () => {
  it('lets a clean form be left without asking', async () => {
    const { user } = renderGuarded();
    await user.click(screen.getByRole('link', { name: 'Leave' }));
    expect(await screen.findByText('Somewhere else')).toBeInTheDocument();
    expect(screen.queryByText(messages.discardChanges)).not.toBeInTheDocument();
  });

  it('asks before in-app navigation leaves a dirty form, and stays when told to', async () => {
    const { user, router } = renderGuarded();
    await user.type(screen.getByLabelText('Name'), ' Studio');
    await user.click(screen.getByRole('link', { name: 'Leave' }));

    await expectPrompt();
    await user.click(screen.getByRole('button', { name: 'Keep editing' }));
    expect(router.state.location.pathname).toBe('/edit');
    expect(screen.getByLabelText('Name')).toHaveValue('Willow Studio');
  });

  it('leaves a dirty form when the user discards the changes', async () => {
    const { user, router } = renderGuarded();
    await user.type(screen.getByLabelText('Name'), ' Studio');
    await user.click(screen.getByRole('link', { name: 'Leave' }));
    await user.click(await screen.findByRole('button', { name: 'Discard changes' }));
    expect(await screen.findByText('Somewhere else')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/elsewhere');
  });

  it('sets beforeunload only while the form is dirty', async () => {
    const { user } = renderGuarded();
    expect(fireBeforeUnload()).toBe(false);
    // The dirty state follows the form one render later (useIsFormDirty).
    await user.type(screen.getByLabelText('Name'), 'x');
    await waitFor(() => expect(fireBeforeUnload()).toBe(true));
    await user.type(screen.getByLabelText('Name'), '{Backspace}');
    await waitFor(() => expect(fireBeforeUnload()).toBe(false));
  });

  it('confirmDiscard resolves true at once for a clean form', async () => {
    const { user } = renderGuarded();
    await user.click(screen.getByRole('button', { name: 'Close drawer' }));
    expect(screen.getByLabelText('answer')).toHaveTextContent('true');
    expect(screen.queryByText(messages.discardChanges)).not.toBeInTheDocument();
  });

  it('confirmDiscard asks for a dirty form and answers what the user chose', async () => {
    const { user } = renderGuarded();
    await user.type(screen.getByLabelText('Name'), 'x');

    await user.click(screen.getByRole('button', { name: 'Close drawer' }));
    await expectPrompt();
    await user.click(screen.getByRole('button', { name: 'Keep editing' }));
    await waitFor(() => expect(screen.getByLabelText('answer')).toHaveTextContent('false'));

    await user.click(screen.getByRole('button', { name: 'Close drawer' }));
    await user.click(await screen.findByRole('button', { name: 'Discard changes' }));
    await waitFor(() => expect(screen.getByLabelText('answer')).toHaveTextContent('true'));
  });
});
