import { render, screen, waitFor, within } from '@testing-library/react';
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

    expect(screen.getByText('Please check the fields marked in red.')).toBeInTheDocument();

    await user.type(screen.getByLabelText(/Names of the children/), 'Mia');
    // Fixed: the summary goes with the last error, before anything is sent again.
    expect(screen.queryByText('Please check the fields marked in red.')).not.toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: 'Yes' }));
    await user.click(screen.getByRole('button', { name: 'Send answers' }));

    expect(await screen.findByText('Thank you! Your answers have been sent.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Send answers' })).not.toBeInTheDocument();
    // What was sent shows under Your answers, as the server stored it.
    const yours = screen.getByRole('region', { name: 'Your answers' });
    expect(within(yours).getByRole('term')).toHaveTextContent('Names of the children');
    expect(within(yours).getByRole('definition')).toHaveTextContent('Mia');
    const sent = calls.filter((call) => call.url.endsWith('/answers'));
    expect(sent.map((call) => [call.method, call.body])).toEqual([
      ['POST', { answers: { kids: 'Mia', outdoor: true } }],
    ]);
  });

  it('on the manage page: the answers already given, days and yes/no in words', async () => {
    mockFetch({
      [`GET ${bookingPath}`]: () => ({
        body: bookingOf({
          answers: [
            { fieldId: 'due', type: 'NEWBORN_DATE', label: 'Due date', value: '2027-03-09' },
            { fieldId: 'pets', type: 'YES_NO', label: 'Bringing a pet?', value: false },
            { fieldId: 'looks', type: 'CHECKBOX', label: 'Looks', value: ['Casual', 'Formal'] },
            { fieldId: 'note', type: 'LONG_TEXT', label: 'Anything else?', value: 'Line one' },
          ],
        }),
      }),
    });
    render(<PublicApp />);
    const yours = await screen.findByRole('region', { name: 'Your answers' });
    expect(
      within(yours)
        .getAllByRole('definition')
        .map((item) => item.textContent),
    ).toEqual(['Mar 9, 2027', 'No', 'Casual, Formal', 'Line one']);
    expect(screen.queryByRole('heading', { name: 'A few questions before your session' })).toBe(
      null,
    );
  });

  it('on the manage page: no answers section without answers', async () => {
    mockFetch({ [`GET ${bookingPath}`]: () => ({ body: bookingOf() }) });
    render(<PublicApp />);
    expect(await screen.findByRole('heading', { name: 'Your booking' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Your answers' })).toBeNull();
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
