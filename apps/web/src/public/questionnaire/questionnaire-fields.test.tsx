import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { messages } from '@studio/shared/messages';
import type { TQuestionnaireField } from '@studio/shared/questionnaires/contracts';
import { InquiryForm } from '../inquiry/inquiry-form.tsx';
import { PublicApp } from '../public-app.tsx';
import { Router } from '../router.tsx';
import { business, mockFetch } from '../test-fixtures.ts';

function field(
  id: string,
  type: TQuestionnaireField['type'],
  label: string,
  extra: Partial<TQuestionnaireField> = {},
) {
  return {
    id,
    type,
    label,
    isRequired: false,
    options: [],
    ...extra,
  } satisfies TQuestionnaireField;
}

const everyType: TQuestionnaireField[] = [
  field('short', 'SHORT_TEXT', 'Favourite colour'),
  field('long', 'LONG_TEXT', 'Tell us about your family'),
  field('yesno', 'YES_NO', 'Bringing a pet?'),
  field('select', 'SELECT', 'Preferred season', { options: ['Spring', 'Autumn'] }),
  field('checkbox', 'CHECKBOX', 'Outfits', { options: ['Casual', 'Formal'] }),
  field('date', 'DATE', 'Any date'),
  field('shoot', 'SHOOT_DATE', 'Shoot date'),
  field('newborn', 'NEWBORN_DATE', 'Due date'),
  field('wedding', 'WEDDING_DATE', 'Wedding date'),
  field('name', 'FULL_NAME', 'Your name', { isRequired: true }),
  field('email', 'EMAIL_ADDRESS', 'Your email', { isRequired: true }),
  field('phone', 'PHONE_NUMBER', 'Your phone'),
  field('message', 'MESSAGE', 'Message', { isRequired: true }),
  field('service', 'SERVICE_SELECTION', 'Which session?'),
  field('referral', 'REFERRAL', 'How did you find us?'),
];

function renderForm() {
  window.history.pushState({}, '', '/book/anna-light');
  return render(
    <Router>
      <InquiryForm
        businessSlug="anna-light"
        serviceSlug={null}
        fields={everyType}
        serviceNames={['Fall Minis', 'Newborn']}
      />
    </Router>,
  );
}

describe('questionnaire fields', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('renders a labelled control for every field type', () => {
    mockFetch({});
    renderForm();
    expect(screen.getByLabelText('Favourite colour')).toHaveAttribute('type', 'text');
    expect(screen.getByLabelText('Tell us about your family').tagName).toBe('TEXTAREA');
    const pet = screen.getByRole('group', { name: 'Bringing a pet?' });
    expect(
      within(pet)
        .getAllByRole('radio')
        .map((radio) => radio.getAttribute('value')),
    ).toEqual(['Yes', 'No']);
    expect(
      within(screen.getByLabelText('Preferred season'))
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Choose…', 'Spring', 'Autumn']);
    expect(
      within(screen.getByRole('group', { name: 'Outfits' })).getAllByRole('checkbox'),
    ).toHaveLength(2);
    for (const label of ['Any date', 'Shoot date', 'Due date', 'Wedding date']) {
      expect(screen.getByLabelText(label)).toHaveAttribute('type', 'date');
    }
    expect(screen.getByLabelText(/Your name/)).toHaveAttribute('autocomplete', 'name');
    expect(screen.getByLabelText(/Your email/)).toHaveAttribute('type', 'email');
    expect(screen.getByLabelText('Your phone')).toHaveAttribute('type', 'tel');
    expect(screen.getByLabelText(/^Message/).tagName).toBe('TEXTAREA');
    expect(
      within(screen.getByLabelText('Which session?')).getByRole('option', { name: 'Newborn' }),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('How did you find us?')).toHaveAttribute('type', 'text');
  });

  it('refuses to send without the required answers, then sends the filled ones', async () => {
    const { calls } = mockFetch({
      'POST /api/public/businesses/anna-light/inquiries': () => ({ body: { inquiryId: 'I1' } }),
    });
    const user = userEvent.setup();
    renderForm();
    await user.click(screen.getByRole('button', { name: 'Send inquiry' }));

    await waitFor(() => expect(screen.getAllByText(messages.required)).toHaveLength(3));
    expect(screen.getByLabelText(/Your name/)).toHaveAttribute('aria-invalid', 'true');
    expect(calls).toHaveLength(0);

    await user.type(screen.getByLabelText(/Your name/), 'Jane Client');
    await user.type(screen.getByLabelText(/Your email/), 'jane@');
    await user.type(screen.getByLabelText(/^Message/), 'Hello!');
    await user.click(screen.getByRole('radio', { name: 'No' }));
    await user.click(screen.getByRole('checkbox', { name: 'Formal' }));
    await user.click(screen.getByRole('button', { name: 'Send inquiry' }));
    expect(await screen.findByText(messages.email)).toBeInTheDocument();
    expect(calls).toHaveLength(0);

    await user.type(screen.getByLabelText(/Your email/), 'example.com');
    await user.click(screen.getByRole('button', { name: 'Send inquiry' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Your inquiry has been sent');
    expect(calls[0]?.body).toEqual({
      serviceSlug: null,
      answers: {
        name: 'Jane Client',
        email: 'jane@example.com',
        message: 'Hello!',
        yesno: false,
        checkbox: ['Formal'],
      },
      // No newsletter connected: no box shown, so no consent given.
      newsletterConsent: false,
    });
  });

  it("shows the server's answer errors under their fields", async () => {
    mockFetch({
      'POST /api/public/businesses/anna-light/inquiries': () => ({
        status: 400,
        body: {
          status: 400,
          title: 'Validation failed',
          detail: messages.phone,
          errors: [{ field: 'answers.phone', message: messages.phone }],
        },
      }),
    });
    const user = userEvent.setup();
    renderForm();
    await user.type(screen.getByLabelText(/Your name/), 'Jane Client');
    await user.type(screen.getByLabelText(/Your email/), 'jane@example.com');
    await user.type(screen.getByLabelText(/^Message/), 'Hello!');
    await user.type(screen.getByLabelText('Your phone'), '+1 555 0100');
    await user.click(screen.getByRole('button', { name: 'Send inquiry' }));
    expect(await screen.findByText(messages.phone)).toBeInTheDocument();
    expect(screen.getByLabelText('Your phone')).toHaveAttribute('aria-invalid', 'true');
  });

  it('shows the business page with its services and inquiry form', async () => {
    mockFetch({
      'GET /api/public/businesses/anna-light': () => ({
        body: {
          business,
          services: [
            {
              slug: 'fall-minis',
              name: 'Fall Minis',
              color: '#C0612B',
              kind: 1,
              fromPrice: 15000,
              imageUrl: null,
            },
          ],
          inquiryFields: [field('name', 'FULL_NAME', 'Your name', { isRequired: true })],
        },
      }),
    });
    window.history.pushState({}, '', '/book/anna-light');
    render(<PublicApp />);
    const card = await screen.findByRole('link', { name: /Fall Minis/ });
    expect(card).toHaveAttribute('href', '/book/anna-light/fall-minis');
    expect(card).toHaveTextContent('From $150.00');
    expect(screen.getByRole('heading', { name: 'Send an inquiry' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Book a session · Anna Light Photography'));
  });
});
