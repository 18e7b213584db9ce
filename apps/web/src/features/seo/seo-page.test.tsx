import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { TSitePage } from '@studio/site/contracts';
import type { TSeoSettings } from '@studio/site/seo';
import { http } from '../../api/http-client.ts';
import { withProviders } from '../../test/session-fixture.tsx';
import { SeoPage } from './seo-page.tsx';

const user = userEvent.setup({ delay: null });

afterEach(() => {
  vi.restoreAllMocks();
});

const page = (id: string, title: string, slug: string): TSitePage => ({
  id,
  title,
  slug,
  parentId: null,
  sortIndex: 0,
  isHome: slug === '',
  draftUpdatedAt: '2026-05-01T10:00:00.000Z',
  publishedAt: '2026-05-01T10:00:00.000Z',
  hasUnpublishedChanges: false,
});

const settings: TSeoSettings = {
  site: { title: '', description: '', socialImageUrl: null, faviconUrl: null },
  pages: [
    { page: page('p1', 'Home', ''), seo: { title: '', description: '', noindex: false } },
    {
      page: page('p2', 'Thank you', 'thank-you'),
      seo: { title: '', description: 'After booking', noindex: true },
    },
  ],
  liveUrl: 'https://www.anna.photo/',
  publishedAt: '2026-05-01T10:00:00.000Z',
  hasUnpublishedChanges: false,
};

describe('SeoPage', { timeout: 90_000 }, () => {
  it('shows how pages appear in search and that settings go live on publish', async () => {
    vi.spyOn(http, 'get').mockResolvedValue(settings);
    render(withProviders(<SeoPage />));
    expect(await screen.findByText('Your website shows these settings')).toBeInTheDocument();
    expect(
      screen.getByText(/like the theme and the pages, they go live when you publish/),
    ).toBeInTheDocument();
    expect(screen.getByText('https://www.anna.photo/thank-you')).toBeInTheDocument();
    expect(screen.getByText('After booking')).toBeInTheDocument();
    expect(screen.getByText('Hidden from search')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Upload social image/ })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Upload favicon/ })).toBeInTheDocument();
  });

  it('saves the site title and description; the title stops at 70 characters', async () => {
    vi.spyOn(http, 'get').mockResolvedValue(settings);
    const put = vi.spyOn(http, 'put').mockImplementation(async (_url, body) => ({
      ...settings,
      site: { ...settings.site, ...(body as object) },
      hasUnpublishedChanges: true,
    }));
    render(withProviders(<SeoPage />));
    const title = await screen.findByLabelText('Site title');
    await user.type(title, 'x'.repeat(71));
    // The input stops at 70; the schema's message is the server's.
    expect(title).toHaveValue('x'.repeat(70));
    await user.clear(title);
    await user.type(title, 'Anna Photo');
    await user.type(screen.getByLabelText('Site description'), 'Family photos in Leeds');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(put).toHaveBeenCalledWith('/api/site/seo', {
        title: 'Anna Photo',
        description: 'Family photos in Leeds',
        socialImageUrl: null,
        faviconUrl: null,
      }),
    );
    expect(await screen.findByText('You have changes that are not live yet')).toBeInTheDocument();
  });

  it('edits a page’s search title, description and noindex', async () => {
    vi.spyOn(http, 'get').mockResolvedValue(settings);
    const put = vi.spyOn(http, 'put').mockResolvedValue({ seo: settings.pages[0]!.seo });
    render(withProviders(<SeoPage />));
    await user.click(await screen.findByRole('button', { name: 'Edit SEO of Home' }));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByLabelText('Page title'), 'Anna, family photographer');
    await user.click(within(dialog).getByRole('switch'));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(put).toHaveBeenCalledWith('/api/site/pages/p1/seo', {
        title: 'Anna, family photographer',
        description: '',
        noindex: true,
      }),
    );
  });

  it('publishes after asking', async () => {
    vi.spyOn(http, 'get').mockResolvedValue({ ...settings, hasUnpublishedChanges: true });
    const post = vi.spyOn(http, 'post').mockResolvedValue({
      publishedAt: '2026-05-02T10:00:00.000Z',
      url: '/site/anna/',
      pageCount: 2,
    });
    render(withProviders(<SeoPage />));
    await user.click(await screen.findByRole('button', { name: /Publish website/ }));
    await user.click(await screen.findByRole('button', { name: 'Publish' }));
    await waitFor(() => expect(post).toHaveBeenCalledWith('/api/site/publish'));
  });
});
