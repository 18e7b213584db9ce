import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { TAvailabilityTemplate } from '@studio/shared/availability/contracts';
import type { TBookableTimes } from '@studio/shared/availability/requests';
import { http } from '../../api/http-client.ts';
import { withProviders } from '../../test/session-fixture.tsx';
import { fakeService } from '../packages/test-service.ts';
import { ServiceAvailabilityCard } from './service-availability-card.tsx';

afterEach(() => {
  vi.restoreAllMocks();
  vi.useRealTimers();
});

const template: TAvailabilityTemplate = {
  id: 't1',
  name: 'Studio hours',
  type: 'WEEKDAY',
  windows: [],
  blockOffs: [],
  usedBy: [],
  createdDate: '2026-01-01T00:00:00.000Z',
  modified: '2026-01-01T00:00:00.000Z',
};

describe('ServiceAvailabilityCard', { timeout: 60_000 }, () => {
  it('shows the week’s bookable times in the business time zone as h:mm A', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-03-27T10:00:00Z') });
    const get = vi.spyOn(http, 'get').mockImplementation(async (url: string) => {
      if (url === '/api/availability-templates') return [template];
      const answer: TBookableTimes = {
        serviceId: 's1',
        timeZone: 'Europe/Berlin',
        availabilityTemplateId: 't1',
        durationMinutes: 60,
        bufferMinutes: 0,
        from: '2026-03-27',
        to: '2026-04-02',
        // Friday before the change (+1) and Monday after it (+2): 9:00 AM both.
        startTimes: [
          '2026-03-27T08:00:00.000Z',
          '2026-03-30T07:00:00.000Z',
          '2026-03-30T12:30:00.000Z',
        ],
      };
      return answer;
    });
    const service = fakeService({ availabilityTemplateId: 't1' });
    render(withProviders(<ServiceAvailabilityCard service={service} />));
    const week = await screen.findByRole('region', { name: 'Bookable times' });
    expect(await within(week).findAllByText('9:00 AM')).toHaveLength(2);
    expect(within(week).getByText('2:30 PM')).toBeInTheDocument();
    expect(within(week).getByText('Mon, Mar 30')).toBeInTheDocument();
    expect(get).toHaveBeenCalledWith(
      `/api/services/${service.id}/bookable-times`,
      { from: '2026-03-27', to: '2026-04-02' },
      expect.anything(),
    );
  });

  it('links a template with PATCH and says Saved!', async () => {
    vi.spyOn(http, 'get').mockImplementation(async () => [template]);
    const patch = vi
      .spyOn(http, 'patch')
      .mockResolvedValue({ serviceId: 's1', availabilityTemplateId: 't1' });
    const service = fakeService();
    render(withProviders(<ServiceAvailabilityCard service={service} />));
    expect(
      await screen.findByText('Choose an availability template to offer bookable times.'),
    ).toBeInTheDocument();
    const user = userEvent.setup({ delay: null });
    await user.click(screen.getByRole('combobox', { name: 'Availability template' }));
    await user.click(await screen.findByTitle('Studio hours'));
    await waitFor(() =>
      expect(patch).toHaveBeenCalledWith(`/api/services/${service.id}/availability-template`, {
        availabilityTemplateId: 't1',
      }),
    );
    expect(await screen.findByText('Saved!')).toBeInTheDocument();
  });

  it('shows nothing for a mini session', () => {
    vi.spyOn(http, 'get').mockResolvedValue([]);
    const { container } = render(
      withProviders(
        <ServiceAvailabilityCard service={fakeService({ isMiniSession: true, type: 1 })} />,
      ),
    );
    expect(container.querySelector('.ant-card')).toBeNull();
  });
});
