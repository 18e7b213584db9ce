import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ContactFields } from './contact-fields.tsx';

describe('ContactFields', () => {
  it('names the inputs after the form, shows their errors and reports each change', async () => {
    const onChange = vi.fn();
    render(
      <ContactFields
        idPrefix="waitlist"
        values={{ fullName: '', email: '', phone: '' }}
        errors={{ email: 'Enter a valid email address.' }}
        onChange={onChange}
      />,
    );
    const email = screen.getByRole('textbox', { name: /email/i });
    expect(email).toHaveAttribute('id', 'waitlist-email');
    expect(email).toHaveAttribute('type', 'email');
    expect(email).toHaveAccessibleDescription('Enter a valid email address.');
    expect(screen.getByRole('textbox', { name: /phone/i })).toHaveAttribute('type', 'tel');
    await userEvent.type(screen.getByRole('textbox', { name: /name/i }), 'A');
    expect(onChange).toHaveBeenCalledWith('fullName', 'A');
  });
});
