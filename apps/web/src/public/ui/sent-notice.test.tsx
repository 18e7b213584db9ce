import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SentNotice } from './sent-notice.tsx';

describe('SentNotice', () => {
  it('takes the focus when it replaces the form, so it is read out', () => {
    render(<SentNotice>Thank you!</SentNotice>);
    expect(screen.getByRole('status')).toHaveTextContent('Thank you!');
    expect(screen.getByRole('status')).toHaveFocus();
  });
});
