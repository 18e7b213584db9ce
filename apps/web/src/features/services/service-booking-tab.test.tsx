import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { messages } from '@studio/shared/messages';
import type { TQuestionnaireTemplate } from '@studio/shared/questionnaires/contracts';
import type { TService } from '@studio/shared/services/contracts';
import type { TWaitlistEntry } from '@studio/shared/waitlist/contracts';
import { http } from '../../api/http-client.ts';
import { clickWhenEnabled } from '../../test/click-when-enabled.ts';
import { withProviders } from '../../test/session-fixture.tsx';
import { fakeService } from '../packages/test-service.ts';
import { BookingLinkCard } from './booking-link-card.tsx';
import { ClientChangesCard } from './client-changes-card.tsx';
import { ServiceQuestionnairesCard } from './service-questionnaires-card.tsx';
import { WaitlistCard } from './waitlist-card.tsx';

const user = userEvent.setup({ delay: null });
afterEach(() => vi.restoreAllMocks());

function questionnaire(
  id: string,
  name: string,
  type: TQuestionnaireTemplate['type'],
): TQuestionnaireTemplate {
  return {
    id,
    name,
    type,
    fields: [],
    isDefault: false,
    serviceCount: 0,
    createdAt: '2030-01-01T00:00:00.000Z',
    updatedAt: '2030-01-01T00:00:00.000Z',
  };
}

const entry: TWaitlistEntry = {
  id: 'w1',
  serviceId: 's1',
  customerId: null,
  fullName: 'Mary Shelley',
  email: 'mary@example.test',
  phone: '+44 20 7946 0000',
  note: 'Any Saturday works',
  emailedAt: null,
  // 23:30 UTC is the next day in Berlin (the service's time zone).
  createdAt: '2030-03-01T23:30:00.000Z',
};

function card(title: string | RegExp): HTMLElement {
  const heading = screen.getByText(title, { selector: '.ant-card-head-title' });
  const element = heading.closest('.ant-card');
  if (!(element instanceof HTMLElement)) throw new Error(`no card ${String(title)}`);
  return element;
}

describe('BookingLinkCard', () => {
  it('shows the public address with the business and service slugs, and copies it', async () => {
    const writeText = vi.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    render(withProviders(<BookingLinkCard service={fakeService()} />));
    const url = `${window.location.origin}/book/willow/family-session`;
    expect(screen.getByLabelText('Booking page address')).toHaveValue(url);
    expect(screen.getByRole('link', { name: /Open/ })).toHaveAttribute('href', url);
    await user.click(screen.getByRole('button', { name: /Copy/ }));
    expect(writeText).toHaveBeenCalledWith(url);
    expect(screen.queryByText(/clients cannot book it/)).not.toBeInTheDocument();
  });

  it('says clients cannot book a paused or private service', () => {
    render(withProviders(<BookingLinkCard service={fakeService({ isPaused: true })} />));
    expect(screen.getByText(/This service is paused, so clients cannot book it/)).toBeVisible();
  });
});

describe('ServiceQuestionnairesCard', { timeout: 60_000 }, () => {
  function mockTemplates() {
    vi.spyOn(http, 'get').mockImplementation(async (url: string) => {
      if (url === '/api/questionnaire-templates') {
        return [
          questionnaire('00000000-0000-4000-8000-0000000000b1', 'Newborn questions', 'BOOKING'),
          questionnaire('00000000-0000-4000-8000-0000000000c1', 'Wedding inquiry', 'INQUIRY'),
        ];
      }
      throw new Error(`unexpected GET ${url}`);
    });
  }

  it('saves the booking questionnaire, then asks after booking', async () => {
    mockTemplates();
    const service = fakeService();
    const put = vi
      .spyOn(http, 'put')
      .mockImplementation(async (_url, body) => ({ ...service, ...(body as object) }) as TService);
    const { rerender } = render(withProviders(<ServiceQuestionnairesCard service={service} />));
    expect(screen.getByRole('switch', { name: 'Ask after booking' })).toBeDisabled();
    await user.click(screen.getByRole('combobox', { name: 'Booking questionnaire' }));
    await user.click(await screen.findByTitle('Newborn questions'));
    await waitFor(() =>
      expect(put).toHaveBeenCalledWith(`/api/services/${service.id}/questionnaire-template`, {
        questionnaireTemplateId: '00000000-0000-4000-8000-0000000000b1',
        isAfterBookingQuestionnaire: false,
      }),
    );
    expect(await screen.findByText(messages.saved)).toBeInTheDocument();

    const linked = fakeService({
      bookingQuestionnaireTemplateId: '00000000-0000-4000-8000-0000000000b1',
    });
    rerender(withProviders(<ServiceQuestionnairesCard service={linked} />));
    const ask = await screen.findByRole('switch', { name: 'Ask after booking' });
    expect(ask).toBeEnabled();
    await user.click(ask);
    await waitFor(() =>
      expect(put).toHaveBeenLastCalledWith(`/api/services/${service.id}/questionnaire-template`, {
        questionnaireTemplateId: '00000000-0000-4000-8000-0000000000b1',
        isAfterBookingQuestionnaire: true,
      }),
    );
  });

  it('saves the inquiry questionnaire, and none as null', async () => {
    mockTemplates();
    const service = fakeService({ inquiryTemplateId: '00000000-0000-4000-8000-0000000000c1' });
    const put = vi.spyOn(http, 'put').mockResolvedValue(service);
    render(withProviders(<ServiceQuestionnairesCard service={service} />));
    await user.click(screen.getByRole('combobox', { name: 'Inquiry questionnaire' }));
    await user.click(await screen.findByTitle('None: the basic form'));
    await waitFor(() =>
      expect(put).toHaveBeenCalledWith(`/api/services/${service.id}/inquiry-template`, {
        inquiryTemplateId: null,
      }),
    );
  });
});

describe('ClientChangesCard', { timeout: 60_000 }, () => {
  it('saves whether clients may change and the notice in hours', async () => {
    const service = fakeService({ allowClientChanges: false, clientChangeNoticeHours: 24 });
    const patch = vi
      .spyOn(http, 'patch')
      .mockResolvedValue({ ...service, allowClientChanges: true, clientChangeNoticeHours: 48 });
    render(withProviders(<ClientChangesCard service={service} />));
    const save = screen.getByRole('button', { name: 'Save' });
    expect(save).toBeDisabled();
    await user.click(screen.getByRole('switch', { name: 'Clients can cancel or move' }));
    const hours = await screen.findByLabelText('Minimum notice in hours');
    fireEvent.change(hours, { target: { value: '48' } });
    expect(
      await screen.findByText('Clients can change their booking until 2 days before it starts.'),
    ).toBeInTheDocument();
    await user.click(save);
    await waitFor(() =>
      expect(patch).toHaveBeenCalledWith(`/api/services/${service.id}/client-changes`, {
        allowClientChanges: true,
        clientChangeNoticeHours: 48,
      }),
    );
    expect(await screen.findByText(messages.saved)).toBeInTheDocument();
  });

  it('refuses a notice over 720 hours with the shared message', async () => {
    const service = fakeService({ allowClientChanges: true, clientChangeNoticeHours: 24 });
    const patch = vi.spyOn(http, 'patch');
    render(withProviders(<ClientChangesCard service={service} />));
    fireEvent.change(screen.getByLabelText('Minimum notice in hours'), {
      target: { value: '800' },
    });
    await clickWhenEnabled(user, screen.getByRole('button', { name: 'Save' }));
    expect((await screen.findAllByText(messages.clientChangeNoticeRange)).length).toBeGreaterThan(
      0,
    );
    expect(patch).not.toHaveBeenCalled();
  });
});

describe('WaitlistCard', { timeout: 60_000 }, () => {
  function mockWaitlist(items: TWaitlistEntry[]) {
    return vi.spyOn(http, 'get').mockImplementation(async (url: string) => {
      if (url === '/api/services/s1/waitlist')
        return { items, total: items.length, page: 1, size: 50 };
      throw new Error(`unexpected GET ${url}`);
    });
  }
  const service = fakeService({ id: 's1', name: 'Spring minis' });

  it('shows an empty state', async () => {
    mockWaitlist([]);
    render(withProviders(<WaitlistCard service={service} />));
    expect(await screen.findByText(/Nobody is waiting/)).toBeInTheDocument();
  });

  it('lists entries and emails one with subject and message', async () => {
    mockWaitlist([entry]);
    const post = vi
      .spyOn(http, 'post')
      .mockResolvedValue({ ...entry, emailedAt: '2030-03-05T10:00:00.000Z' });
    render(withProviders(<WaitlistCard service={service} />));
    const row = await screen.findByTestId('waitlist-entry');
    expect(within(row).getByText('Mary Shelley')).toBeVisible();
    expect(within(row).getByText('Any Saturday works')).toBeInTheDocument();
    expect(within(row).getByText(/Joined Mar 2, 2030 · Not emailed yet/)).toBeVisible();
    expect(card('Waitlist (1)')).toBeInTheDocument();

    await user.click(within(row).getByRole('button', { name: 'Email Mary Shelley' }));
    const subject = await screen.findByLabelText('Subject');
    expect(subject).toHaveValue('A time for Spring minis is open');
    fireEvent.change(subject, { target: { value: '' } });
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect((await screen.findAllByText(messages.required)).length).toBeGreaterThan(0);
    expect(post).not.toHaveBeenCalled();
    fireEvent.change(subject, { target: { value: 'A spot opened' } });
    fireEvent.change(screen.getByLabelText('Message'), { target: { value: 'Saturday at 10?' } });
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() =>
      expect(post).toHaveBeenCalledWith('/api/services/s1/waitlist/w1/email', {
        subject: 'A spot opened',
        message: 'Saturday at 10?',
      }),
    );
    expect(await screen.findByText('Email sent')).toBeInTheDocument();
  });

  it('deletes an entry after confirming', async () => {
    mockWaitlist([entry]);
    const remove = vi.spyOn(http, 'delete').mockResolvedValue({ id: 'w1' });
    render(withProviders(<WaitlistCard service={service} />));
    await user.click(await screen.findByRole('button', { name: 'Delete Mary Shelley' }));
    expect(
      (await screen.findAllByText('Remove Mary Shelley from the waitlist?')).length,
    ).toBeGreaterThan(0);
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(remove).toHaveBeenCalledWith('/api/orders/w1/waitlist'));
    expect(await screen.findByText(messages.deleted)).toBeInTheDocument();
  });
});
