import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { TSiteTemplateCatalogue } from '@studio/site/contracts';
import { DataError, http } from '../../api/http-client.ts';
import { fakeBusiness, withProviders } from '../../test/session-fixture.tsx';
import { StartPage } from './start-page.tsx';

afterEach(() => vi.restoreAllMocks());

const catalogue: TSiteTemplateCatalogue = {
  templates: ['home', 'about', 'contact'].flatMap((kind) =>
    ['classic', 'airy'].map((look) => ({
      id: `${look}-${kind}`,
      kind: 'page' as const,
      name: `${kind} · ${look}`,
      group: 'Essentials',
      summary: 'A page',
      lookId: look,
      title: kind === 'home' ? 'Home' : kind === 'about' ? 'About' : 'Contact',
      slug: kind === 'home' ? '' : kind,
    })),
  ),
  looks: [
    {
      id: 'classic',
      name: 'Classic',
      summary: 'Warm sand tones',
      pageTemplateIds: ['classic-home', 'classic-about', 'classic-contact'],
    },
    {
      id: 'airy',
      name: 'Light and airy',
      summary: 'Soft mist tones',
      pageTemplateIds: ['airy-home', 'airy-about', 'airy-contact'],
    },
  ],
  pageGroups: ['Essentials'],
  sectionGroups: [],
};

function serve() {
  return vi.spyOn(http, 'get').mockImplementation(async (url: string) => {
    if (url === '/api/site/templates') return catalogue;
    if (url.endsWith('/preview')) return '<!doctype html><p>preview</p>';
    throw new Error(`unexpected GET ${url}`);
  });
}

describe('StartPage', { timeout: 30_000 }, () => {
  it('picks a look with the keyboard, keeps the details, confirms replacing pages and publishes', async () => {
    const get = serve();
    const put = vi.spyOn(http, 'put');
    const patch = vi
      .spyOn(http, 'patch')
      .mockImplementation(async () => fakeBusiness({ setupStep: 'PAGES_CREATED' }));
    const post = vi.spyOn(http, 'post').mockImplementation(async (url: string, body?: unknown) => {
      if (url === '/api/site/setup') {
        if (!(body as { replaceExisting: boolean }).replaceExisting) {
          throw new DataError({
            status: 409,
            title: 'Conflict',
            detail: 'Your website already has pages of its own.',
          });
        }
        return { pages: [], settings: {} };
      }
      if (url === '/api/site/publish') {
        return { publishedAt: '2026-01-01T00:00:00.000Z', url: '/site/willow/', pageCount: 3 };
      }
      throw new Error(`unexpected POST ${url}`);
    });
    render(withProviders(<StartPage />, { path: '/start' }));
    const user = userEvent.setup();

    // The looks are radio cards: Space chooses the focused one, arrow keys move the choice.
    const classic = await screen.findByRole('radio', { name: /Classic/ });
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
    classic.focus();
    await user.keyboard('[Space]');
    expect(classic).toBeChecked();
    await user.keyboard('[ArrowRight]');
    expect(screen.getByRole('radio', { name: /Light and airy/ })).toBeChecked();
    expect(screen.getAllByText(/Pages: Home, About, Contact/, { selector: 'span' })).toHaveLength(
      2,
    );
    // Each look's card shows its home page's preview.
    await waitFor(() =>
      expect(get).toHaveBeenCalledWith('/api/site/templates/airy-home/preview', undefined, {
        signal: expect.any(AbortSignal),
      }),
    );
    await user.click(screen.getByRole('button', { name: 'Next' }));

    // The details come from the business; unchanged, nothing is saved.
    expect(await screen.findByLabelText('Business name')).toHaveValue('Willow & Light');
    await user.click(screen.getByRole('button', { name: 'Next' }));

    await user.click(await screen.findByRole('button', { name: 'Create pages' }));
    const confirm = await screen.findByRole('dialog');
    expect(within(confirm).getByText('Your website already has pages of its own.')).toBeTruthy();
    await user.click(within(confirm).getByRole('button', { name: 'Replace my pages' }));
    await waitFor(() =>
      expect(post).toHaveBeenCalledWith('/api/site/setup', {
        lookId: 'airy',
        replaceExisting: true,
      }),
    );
    expect(patch).toHaveBeenCalledWith('/api/businesses/created-pages');

    await user.click(await screen.findByRole('button', { name: 'Publish my website' }));
    expect(await screen.findByText('Your website is live')).toBeTruthy();
    expect(patch).toHaveBeenCalledWith('/api/businesses/completed-setup');
    expect(screen.getByRole('link', { name: /Visit your website/ })).toHaveAttribute(
      'href',
      '/site/willow/',
    );
    expect(put).not.toHaveBeenCalled();
  });
});
