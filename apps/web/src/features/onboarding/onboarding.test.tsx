import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { TDemoDataValue, TSetupProgress } from '@studio/shared/options/contracts';
import type { TShootPage } from '@studio/shared/orders/contracts';
import { http } from '../../api/http-client.ts';
import { withProviders } from '../../test/session-fixture.tsx';
import { HomePage } from '../home/home-page.tsx';
import { DemoDataBanner } from './demo-data-parts.tsx';

const user = userEvent.setup({ delay: null });
afterEach(() => vi.restoreAllMocks());

const noShoots: TShootPage = {
  items: [],
  total: 0,
  isTotalCapped: false,
  hasMore: false,
  page: 1,
  size: 50,
};
const demo: TDemoDataValue = {
  serviceIds: ['s1'],
  customerIds: ['c1'],
  orderIds: ['OABCDEFGHJK'],
  inquiryIds: ['IABCDEFGHJK'],
  loadedAt: '2030-01-01T00:00:00.000Z',
};

function mockHome(progress: TSetupProgress, demoValue: TDemoDataValue | null = null) {
  return vi.spyOn(http, 'get').mockImplementation(async (path: string) => {
    if (path === '/api/businesses/setup-progress') return progress;
    if (path === '/api/options/data-demo') return { name: 'DEMO_DATA', value: demoValue };
    if (path === '/api/orders') return noShoots;
    throw new Error(`unexpected GET ${path}`);
  });
}

const nothingDone = { hasService: false, hasDates: false, hasPayments: false, hasShared: false };

describe('the home checklist', { timeout: 60_000 }, () => {
  it('leads a new owner in order, each step ticked from the progress and linking to its place', async () => {
    mockHome({ ...nothingDone, hasService: true });
    render(withProviders(<HomePage />));
    const list = await screen.findByRole('list', { name: 'Get ready for your first booking' });
    const steps = within(list).getAllByRole('listitem');
    expect(steps.map((step) => step.querySelector('strong')?.textContent)).toEqual([
      'Create a service',
      'Add dates or availability',
      'Set up payments',
      'Share your booking link',
    ]);
    expect(within(steps[0]!).getByText('Done')).toBeVisible();
    // The next step to do is the one button; the later ones are links to their pages.
    expect(
      within(steps[1]!).getByRole('button', { name: 'Add: Add dates or availability' }),
    ).toBeVisible();
    expect(
      within(steps[2]!).getByRole('link', { name: 'Connect: Set up payments' }),
    ).toHaveAttribute('href', '/management/payments');
    expect(screen.getByText('1 of 4 done.')).toBeVisible();
  });

  it('loads demo data from the checklist', async () => {
    mockHome(nothingDone);
    const post = vi.spyOn(http, 'post').mockResolvedValue({ name: 'DEMO_DATA', value: demo });
    render(withProviders(<HomePage />));
    await user.click(await screen.findByRole('button', { name: /Explore with demo data/ }));
    await waitFor(() => expect(post).toHaveBeenCalledWith('/api/services/demo-data', {}));
    expect(await screen.findByText('Demo data loaded')).toBeVisible();
  });

  it('is gone once the four steps are done', async () => {
    mockHome({ hasService: true, hasDates: true, hasPayments: true, hasShared: true });
    render(withProviders(<HomePage />));
    expect(await screen.findByText('No shoots yet')).toBeVisible();
    expect(screen.queryByText('Get ready for your first booking')).toBeNull();
  });
});

describe('the demo data banner', { timeout: 60_000 }, () => {
  it('shows while demo data is loaded and removes it in one click', async () => {
    mockHome(nothingDone, demo);
    const remove = vi.spyOn(http, 'delete').mockResolvedValue(undefined);
    render(
      withProviders(
        <>
          <DemoDataBanner />
        </>,
      ),
    );
    expect(await screen.findByText('You are looking at demo data')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Remove demo data' }));
    await waitFor(() => expect(remove).toHaveBeenCalledWith('/api/services/demo-data'));
    expect(await screen.findByText('Demo data removed')).toBeVisible();
  });

  it('is not there without demo data', async () => {
    const get = mockHome(nothingDone, null);
    render(withProviders(<DemoDataBanner />));
    await waitFor(() =>
      expect(get).toHaveBeenCalledWith('/api/options/data-demo', undefined, expect.anything()),
    );
    expect(screen.queryByText('You are looking at demo data')).toBeNull();
  });
});
