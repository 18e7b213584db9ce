import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { App as AntApp } from 'antd';
import { describe, expect, it, vi } from 'vitest';
import { ZRequestChangeEmailRequest } from '@studio/shared/account/contracts';
import { ChangeEmailModal, type ChangeEmailValues } from './change-email-modal.tsx';
import { zodRule } from './zod-form.ts';

function renderModal(isPasswordNeeded: boolean) {
  const mutate = vi.fn(
    (_values: ChangeEmailValues, options: { onSuccess(answer: { message: string }): void }) =>
      options.onSuccess({ message: 'We have sent you a confirmation email' }),
  );
  const onClose = vi.fn();
  render(
    <AntApp>
      <ChangeEmailModal
        isOpen
        onClose={onClose}
        title="Change email"
        intro="We will send a link to the new address."
        emailLabel="New email"
        emailRule={zodRule(ZRequestChangeEmailRequest.shape.email)}
        isPasswordNeeded={isPasswordNeeded}
        request={{ mutate, isPending: false }}
      />
    </AntApp>,
  );
  return { user: userEvent.setup(), mutate, onClose };
}

describe('ChangeEmailModal', () => {
  it('checks the address with the shared rule before sending anything', async () => {
    const { user, mutate } = renderModal(false);
    await user.type(screen.getByLabelText('New email'), 'not-an-email');
    await user.click(screen.getByRole('button', { name: 'Send confirmation link' }));
    expect(await screen.findByText('Please enter the correct email format')).toBeInTheDocument();
    expect(mutate).not.toHaveBeenCalled();
  });

  it('asks for the current password only when the account has one, then sends and closes', async () => {
    const { user, mutate, onClose } = renderModal(true);
    await user.type(screen.getByLabelText('New email'), 'New@Example.com');
    await user.click(screen.getByRole('button', { name: 'Send confirmation link' }));
    expect(await screen.findByText('This field cannot be left blank')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Current password'), 'secret-123');
    await user.click(screen.getByRole('button', { name: 'Send confirmation link' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(mutate.mock.calls[0]?.[0]).toEqual({ email: 'New@Example.com', password: 'secret-123' });
    expect(await screen.findByText('We have sent you a confirmation email')).toBeInTheDocument();
  });

  it('has no password field for an account without one', () => {
    renderModal(false);
    expect(screen.queryByLabelText('Current password')).not.toBeInTheDocument();
  });
});
