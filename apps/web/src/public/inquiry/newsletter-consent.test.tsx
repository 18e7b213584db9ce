import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { integrationMessages as m } from '@studio/shared/integrations/messages';
import type { TQuestionnaireField } from '@studio/shared/questionnaires/contracts';
import { Router } from '../router.tsx';
import { mockFetch } from '../test-fixtures.ts';
import { InquiryForm } from './inquiry-form.tsx';

const user = userEvent.setup({ delay: null });

const fields: TQuestionnaireField[] = [
  { id: 'fullName', type: 'FULL_NAME', label: 'Your name', isRequired: true, options: [] },
  { id: 'email', type: 'EMAIL_ADDRESS', label: 'Your email', isRequired: true, options: [] },
];

function renderForm(newsletterOf: string | null) {
  window.history.pushState({}, '', '/book/anna-light');
  return render(
    <Router>
      <InquiryForm
        businessSlug="anna-light"
        serviceSlug={null}
        fields={fields}
        newsletterOf={newsletterOf}
      />
    </Router>,
  );
}

async function fillAndSend() {
  await user.type(screen.getByLabelText(/Your name/), 'Ada Lovelace');
  await user.type(screen.getByLabelText(/Your email/), 'ada@example.com');
  await user.click(screen.getByRole('button', { name: /Send/ }));
}

describe('the newsletter box of the inquiry form', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('is not shown when the business has no newsletter; the consent is sent as false', async () => {
    const { calls } = mockFetch({ 'POST /api/public': () => ({ body: { inquiryId: 'I1' } }) });
    renderForm(null);
    expect(screen.queryByRole('checkbox')).toBeNull();
    await fillAndSend();
    await waitFor(() => expect(calls.some((call) => call.method === 'POST')).toBe(true));
    expect(calls.find((call) => call.method === 'POST')?.body).toMatchObject({
      newsletterConsent: false,
    });
  });

  it('is shown unticked, and sends the consent once ticked', async () => {
    const { calls } = mockFetch({ 'POST /api/public': () => ({ body: { inquiryId: 'I1' } }) });
    renderForm('Anna Light Photography');
    const box = screen.getByRole('checkbox', {
      name: m.newsletterConsentLabel('Anna Light Photography'),
    });
    expect(box).not.toBeChecked();
    await user.click(box);
    await fillAndSend();
    await waitFor(() => expect(calls.some((call) => call.method === 'POST')).toBe(true));
    expect(calls.find((call) => call.method === 'POST')?.body).toMatchObject({
      newsletterConsent: true,
    });
  });
});
