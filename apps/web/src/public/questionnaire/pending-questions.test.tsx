import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { messages } from '@studio/shared/messages';
import type { TQuestionnaireField } from '@studio/shared/questionnaires/contracts';
import { BookingConfirmation } from '../confirmation/booking-confirmation.tsx';
import { PublicApp } from '../public-app.tsx';
import { Router } from '../router.tsx';
import { bookingOf, mockFetch } from '../test-fixtures.ts';

const token = 'O1.signature';
const bookingPath = `/api/public/bookings/${token}`;
const questions: TQuestionnaireField[] = [
  { id: 'kids', type: 'SHORT_TEXT', label: 'Names of the children', isRequired: true, options: [] },
  { id: 'outdoor', type: 'YES_NO', label: 'Outdoors?', isRequired: false, options: [] },
];

describe('questions asked after booking', () => {
  beforeEach(() => window.history.pushState({}, '', `/booking/${token}`));
  afterEach(() => vi.unstubAllGlobals());

  it('on the manage page: checked, sent once, then a thank-you', async () => {
    const { calls } = mockFetch({
      [`GET ${bookingPath}`]: () => ({ body: bookingOf({ pendingQuestions: questions }) }),
      [`POST ${bookingPath}/answers`]: () => ({
        body: bookingOf({
          answers: [
            { fieldId: 'kids', type: 'SHORT_TEXT', label: 'Names of the children', value: 'Mia' },
          ],
        }),
      }),
    });
    const user = userEvent.setup();
    render(<PublicApp />);

    expect(
      await screen.findByRole('heading', { name: 'A few questions before your session' }),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Send answers' }));
    expect(await screen.findByText(messages.required)).toBeInTheDocument();
    expect(screen.getByLabelText(/Names of the children/)).toHaveAttribute('aria-invalid', 'true');
    expect(calls.some((call) => call.url.endsWith('/answers'))).toBe(false);

    await user.type(screen.getByLabelText(/Names of the children/), 'Mia');
    await user.click(screen.getByRole('radio', { name: 'Yes' }));
    await user.click(screen.getByRole('button', { name: 'Send answers' }));

    expect(await screen.findByText('Thank you! Your answers have been sent.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Send answers' })).not.toBeInTheDocument();
    const sent = calls.filter((call) => call.url.endsWith('/answers'));
    expect(sent.map((call) => [call.method, call.body])).toEqual([
      ['POST', { answers: { kids: 'Mia', outdoor: true } }],
    ]);
  });

  it("shows the server's refusal by the question it names", async () => {
    mockFetch({
      [`GET ${bookingPath}`]: () => ({ body: bookingOf({ pendingQuestions: questions }) }),
      [`POST ${bookingPath}/answers`]: () => ({
        status: 400,
        body: {
          status: 400,
          title: 'Bad Request',
          detail: 'The answer is too long',
          errors: [{ field: 'answers.kids', message: 'The answer is too long' }],
        },
      }),
    });
    const user = userEvent.setup();
    render(<PublicApp />);
    await user.type(await screen.findByLabelText(/Names of the children/), 'Mia');
    await user.click(screen.getByRole('button', { name: 'Send answers' }));
    expect(await screen.findByText('The answer is too long')).toBeInTheDocument();
    expect(screen.getByLabelText(/Names of the children/)).toHaveAttribute('aria-invalid', 'true');
  });

  it('on the confirmation, and not at all when nothing waits', async () => {
    mockFetch({
      [`GET ${bookingPath}`]: () => ({ body: bookingOf({ pendingQuestions: questions }) }),
    });
    const { unmount } = render(
      <Router>
        <BookingConfirmation manageToken={token} email="jane@example.com" />
      </Router>,
    );
    expect(await screen.findByLabelText(/Names of the children/)).toBeInTheDocument();
    unmount();

    mockFetch({ [`GET ${bookingPath}`]: () => ({ body: bookingOf() }) });
    render(
      <Router>
        <BookingConfirmation manageToken={token} email="jane@example.com" />
      </Router>,
    );
    expect(await screen.findByRole('heading', { name: 'You are booked!' })).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: 'Send answers' })).not.toBeInTheDocument(),
    );
  });
});
