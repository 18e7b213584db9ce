import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { messages } from '@studio/shared/messages';
import { DataError, http } from '../../api/http-client.ts';
import { withProviders } from '../../test/session-fixture.tsx';
import { HelpDialog } from './help-dialog.tsx';
import { supportLinks } from './support-channels.ts';

const initialWidth = window.innerWidth;

function setViewportWidth(width: number) {
  Object.defineProperty(window, 'innerWidth', { configurable: true, writable: true, value: width });
  act(() => {
    window.dispatchEvent(new Event('resize'));
  });
}

afterEach(() => {
  setViewportWidth(initialWidth);
  vi.restoreAllMocks();
});

function renderDialog(onClose = vi.fn()) {
  render(withProviders(<HelpDialog isOpen onClose={onClose} />));
  return { user: userEvent.setup({ delay: null }), onClose };
}

async function openEmailForm(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole('button', { name: /Email us/ }));
  return {
    name: screen.getByLabelText('Your name'),
    email: screen.getByLabelText('Email'),
    message: screen.getByLabelText('Message'),
    send: screen.getByRole('button', { name: 'Send message' }),
  };
}

// antd forms re-validate on every keystroke; jsdom makes that slow, not wrong.
describe('HelpDialog', () => {
  it('offers Facebook, Instagram and email on desktop, with the reply promise', () => {
    setViewportWidth(1440);
    renderDialog();
    expect(screen.getByRole('link', { name: /Message us on Facebook/ })).toHaveAttribute(
      'href',
      supportLinks.facebook,
    );
    const instagram = screen.getByRole('link', { name: /Message us on Instagram/ });
    expect(instagram).toHaveAttribute('href', supportLinks.instagram);
    expect(instagram).toHaveAttribute('target', '_blank');
    expect(screen.getByText('We usually reply within 4 hours.')).toBeInTheDocument();
  });

  it('leaves Instagram out on mobile', () => {
    setViewportWidth(390);
    renderDialog();
    expect(screen.getByRole('link', { name: /Message us on Facebook/ })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Instagram/ })).not.toBeInTheDocument();
  });

  it('shows the required message under each empty field, word for word', async () => {
    const post = vi.spyOn(http, 'post');
    const { user } = renderDialog();
    const fields = await openEmailForm(user);
    await user.clear(fields.email);
    await user.click(fields.send);

    await waitFor(() =>
      expect(screen.getAllByText('This field cannot be left blank')).toHaveLength(3),
    );
    expect(post).not.toHaveBeenCalled();
  });

  it('rejects a malformed email with the exact message', async () => {
    const { user } = renderDialog();
    const fields = await openEmailForm(user);
    await user.clear(fields.email);
    await user.type(fields.email, 'not-an-email');
    await user.click(fields.send);
    expect(await screen.findByText('Please enter the correct email format')).toBeInTheDocument();
  });

  it('starts with the account email and sends the request', async () => {
    const post = vi.spyOn(http, 'post').mockResolvedValue({ message: 'ok' });
    const { user, onClose } = renderDialog();
    const fields = await openEmailForm(user);
    expect(fields.email).toHaveValue('owner@willow.test');
    await user.type(fields.name, 'Ada');
    await user.type(fields.message, 'Logo?');
    await user.click(fields.send);

    await waitFor(() =>
      expect(post).toHaveBeenCalledWith('/api/emails/help', {
        name: 'Ada',
        email: 'owner@willow.test',
        message: 'Logo?',
      }),
    );
    expect(await screen.findByText(messages.helpSent)).toBeInTheDocument();
    expect(onClose).toHaveBeenCalled();
  });

  it('shows each line of a server error under the form', async () => {
    vi.spyOn(http, 'post').mockRejectedValue(
      new DataError({ status: 400, title: 'Bad request', detail: 'First problem; Second problem' }),
    );
    const { user, onClose } = renderDialog();
    const fields = await openEmailForm(user);
    await user.type(fields.name, 'Ada');
    await user.type(fields.message, 'Hello');
    await user.click(fields.send);

    expect(await screen.findByText('First problem')).toBeInTheDocument();
    expect(screen.getByText('Second problem')).toBeInTheDocument();
    expect(onClose).not.toHaveBeenCalled();
  });

  it('asks before closing with a message typed', async () => {
    const { user, onClose } = renderDialog();
    const fields = await openEmailForm(user);
    await user.type(fields.message, 'Hm');
    await user.click(screen.getByRole('button', { name: 'Close' }));
    await user.click(await screen.findByRole('button', { name: 'Keep editing' }));
    expect(onClose).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: 'Close' }));
    const discard = await screen.findAllByRole('button', { name: 'Discard changes' });
    await user.click(discard[discard.length - 1]!);
    await waitFor(() => expect(onClose).toHaveBeenCalled());
  });
});
