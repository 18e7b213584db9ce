import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { App as AntApp, Form, Input } from 'antd';
import { describe, expect, it, vi } from 'vitest';
import { messages } from '@studio/shared/messages';
import { FormModal } from './form-modal.tsx';
import { useDirtyGuard, useIsFormDirty } from './use-dirty-guard.tsx';

type Values = { name: string };
const initial: Values = { name: 'Willow' };

function NameModal(props: { onFinish(values: Values): void; onClose(): void; lines?: string[] }) {
  const [form] = Form.useForm<Values>();
  const guard = useDirtyGuard(useIsFormDirty(form, initial));
  return (
    <FormModal<Values>
      open
      width={498}
      title="Rename"
      formProps={{ form, initialValues: initial, onFinish: props.onFinish }}
      errorLines={props.lines ?? []}
      onClose={props.onClose}
      guard={guard}
    >
      <Form.Item name="name" label="Name">
        <Input />
      </Form.Item>
    </FormModal>
  );
}

function renderModal(lines?: string[]) {
  const onFinish = vi.fn();
  const onClose = vi.fn();
  render(
    <AntApp>
      <NameModal onFinish={onFinish} onClose={onClose} lines={lines} />
    </AntApp>,
  );
  return { user: userEvent.setup(), onFinish, onClose };
}

describe('FormModal', () => {
  it('shows the error lines above the form and submits it with Save', async () => {
    const { user, onFinish } = renderModal(['Name is taken']);
    const dialog = screen.getByRole('dialog');
    expect(within(dialog).getByTestId('form-errors')).toHaveTextContent('Name is taken');
    await user.type(screen.getByLabelText('Name'), 's');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onFinish).toHaveBeenCalledWith({ name: 'Willows' }));
  });

  it('closes a clean form at once and asks before a dirty one is dropped', async () => {
    const { user, onClose } = renderModal();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));

    await user.type(screen.getByLabelText('Name'), 's');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect((await screen.findAllByText(messages.discardChanges))[0]).toBeInTheDocument();
    expect(onClose).toHaveBeenCalledTimes(1);
    await user.click(screen.getByRole('button', { name: 'Discard changes' }));
    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(2));
  });
});
