import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { TSitePage, TSitePageDraft, TSiteSettings } from '@studio/site/contracts';
import { http } from '../../api/http-client.ts';
import { withProviders } from '../../test/session-fixture.tsx';
import { WebsitePage } from './website-page.tsx';

afterEach(() => vi.restoreAllMocks());

// Puck measures its panels and watches their size; jsdom has neither.
globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
} as unknown as typeof ResizeObserver;
// Puck finds what the pointer is over; jsdom lays nothing out.
document.elementsFromPoint ??= () => [];
// A desktop window: Puck shows its side panels (the page's fields) only on a wide screen.
window.matchMedia = ((query: string) => ({
  matches: /min-width/.test(query),
  media: query,
  onchange: null,
  addListener: () => {},
  removeListener: () => {},
  addEventListener: () => {},
  removeEventListener: () => {},
  dispatchEvent: () => false,
})) as typeof window.matchMedia;

const home: TSitePage = {
  id: '00000000-0000-4000-8000-000000000001',
  slug: '',
  title: 'Home',
  parentId: null,
  sortIndex: 0,
  isHome: true,
  draftUpdatedAt: '2026-01-01T10:00:00.000Z',
  publishedAt: null,
  hasUnpublishedChanges: true,
};

const draft: TSitePageDraft = {
  page: home,
  version: 3,
  data: {
    root: { props: { description: '' } },
    content: [
      {
        type: 'Hero',
        props: {
          id: 'Hero-1',
          heading: 'Stories told in natural light',
          text: 'Portraits and families',
          imageUrl: '',
          buttonLabel: 'Book a session',
          buttonLink: '#services',
        },
      },
    ],
  },
};

const settings: TSiteSettings = {
  theme: { brandColor: null, spacing: 'medium' },
  menu: { items: [] },
  version: 1,
  businessSlug: 'harbour-light',
  businessName: 'Harbour Light',
  businessColor: '#2F5D50',
  businessCurrency: 'USD',
  publishedAt: null,
};

/** The page's own field in Puck's panel (Puck labels it without tying the label to the box). */
async function pageDescription(): Promise<HTMLTextAreaElement> {
  await screen.findAllByText(/Page description/);
  return waitFor(() => {
    const box = document.querySelector<HTMLTextAreaElement>('textarea[name="description"]');
    if (!box) throw new Error('no page description field');
    return box;
  });
}

function serve() {
  vi.spyOn(http, 'get').mockImplementation(async (url: string) => {
    if (url === '/api/site/pages') return { pages: [home] };
    if (url === '/api/site/settings') return settings;
    if (url === `/api/site/pages/${home.id}/draft`) return draft;
    if (url === '/api/public/businesses/harbour-light') {
      return { services: [], business: {}, inquiryFields: [] };
    }
    throw new Error(`unexpected GET ${url}`);
  });
}

describe('WebsitePage', { timeout: 60_000 }, () => {
  it('loads the home page into the editor, autosaves a change and publishes', async () => {
    serve();
    const put = vi.spyOn(http, 'put').mockImplementation(async (_url: string, body?: unknown) => ({
      ...draft,
      data: (body as { data: unknown }).data,
      version: 4,
    }));
    const post = vi.spyOn(http, 'post').mockImplementation(async (url: string) => {
      if (url === '/api/site/publish') {
        return {
          publishedAt: '2026-01-01T11:00:00.000Z',
          url: '/site/harbour-light/',
          pageCount: 1,
        };
      }
      throw new Error(`unexpected POST ${url}`);
    });
    render(withProviders(<WebsitePage />, { path: '/website' }));
    const user = userEvent.setup();

    // The page list and the editor with the page's own fields.
    const pageList = await screen.findByRole('navigation', { name: 'Pages' });
    expect(within(pageList).getByText('Home')).toBeInTheDocument();
    // Puck re-renders its header often: finding the text is the check (the node may be replaced).
    await screen.findByText('Saved');
    const description = await pageDescription();

    await user.type(description, 'Portraits in Lisbon');
    await screen.findByText('Saving…');
    await waitFor(() => expect(put).toHaveBeenCalled(), { timeout: 5000 });
    const [url, body] = put.mock.calls.at(-1)!;
    expect(url).toBe(`/api/site/pages/${home.id}/draft`);
    expect(body).toMatchObject({
      version: 3,
      data: {
        root: { props: { description: 'Portraits in Lisbon' } },
        content: [{ type: 'Hero', props: { heading: 'Stories told in natural light' } }],
      },
    });
    await screen.findByText('Saved');

    const [publish] = await screen.findAllByText('Publish', { selector: 'button span' });
    await user.click(publish!);
    const confirm = await screen.findByRole('dialog');
    expect(within(confirm).getAllByText('Publish your website?')[0]).toBeInTheDocument();
    await user.click(within(confirm).getByRole('button', { name: 'Publish' }));
    await screen.findAllByText('Your website is live');
    expect(screen.getByRole('link', { name: /\/site\/harbour-light\/$/ })).toHaveAttribute(
      'href',
      '/site/harbour-light/',
    );
    expect(post).toHaveBeenCalledWith('/api/site/publish');
  });

  it('says why a save failed and offers to retry', async () => {
    serve();
    const { DataError } = await import('../../api/http-client.ts');
    const put = vi.spyOn(http, 'put').mockRejectedValueOnce(
      new DataError({
        status: 400,
        title: 'Bad Request',
        detail: 'Page description must be at most 160 characters',
      }),
    );
    render(withProviders(<WebsitePage />, { path: '/website' }));
    const user = userEvent.setup();
    const description = await pageDescription();
    await user.type(description, 'x');
    expect(
      await screen.findByText(
        /Not saved: Page description must be at most 160 characters/,
        undefined,
        {
          timeout: 5000,
        },
      ),
    ).toBeInTheDocument();
    put.mockResolvedValueOnce({ ...draft, version: 4 });
    await user.click(await screen.findByText('Retry', { selector: 'button span' }));
    await screen.findByText('Saved');
    expect(put).toHaveBeenCalledTimes(2);
  });
});
