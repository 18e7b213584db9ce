import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { TSiteTemplateCatalogue } from '@studio/site/contracts';
import { http } from '../../api/http-client.ts';
import { withProviders } from '../../test/session-fixture.tsx';
import { PageFormModal } from './page-form-modal.tsx';

afterEach(() => vi.restoreAllMocks());

const template = (look: string, kind: string, group: string) => ({
  id: `${look}-${kind}`,
  kind: 'page' as const,
  name: `${kind[0]!.toUpperCase()}${kind.slice(1)} · ${look}`,
  group,
  summary: `The ${kind} page`,
  lookId: look,
  title: `${kind[0]!.toUpperCase()}${kind.slice(1)}`,
  slug: kind,
});

const catalogue: TSiteTemplateCatalogue = {
  templates: [
    template('classic', 'about', 'Essentials'),
    template('classic', 'weddings', 'Portfolio and sessions'),
    template('airy', 'about', 'Essentials'),
  ],
  looks: [
    { id: 'classic', name: 'Classic', summary: '', pageTemplateIds: [] },
    { id: 'airy', name: 'Light and airy', summary: '', pageTemplateIds: [] },
  ],
  pageGroups: ['Essentials', 'Portfolio and sessions'],
  sectionGroups: [],
};

describe('Add page with a template', { timeout: 30_000 }, () => {
  it('groups the templates with thumbnails, filters by look and names the page after the choice', async () => {
    const get = vi.spyOn(http, 'get').mockImplementation(async (url: string) => {
      if (url === '/api/site/templates') return catalogue;
      if (url.endsWith('/preview')) return '<!doctype html><h1>Preview</h1>';
      throw new Error(`unexpected GET ${url}`);
    });
    const onSubmit = vi.fn(async () => undefined);
    render(
      withProviders(
        <PageFormModal
          title="Add page"
          siteBase="/site/willow/"
          withTemplates
          onSubmit={onSubmit}
          onClose={() => {}}
        />,
      ),
    );
    const user = userEvent.setup();

    // Blank is the default; the groups are fieldsets named by their legend.
    expect(await screen.findByRole('radio', { name: /Blank page/ })).toBeChecked();
    expect(screen.getByRole('group', { name: 'Essentials' })).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Portfolio and sessions' })).toBeInTheDocument();
    // Every card has its thumbnail: the template's preview in a frame.
    await waitFor(() => expect(document.querySelectorAll('iframe')).toHaveLength(3));
    expect(get).toHaveBeenCalledWith('/api/site/templates/classic-weddings/preview', undefined, {
      signal: expect.any(AbortSignal),
    });

    await user.click(screen.getByText('Light and airy'));
    expect(screen.queryByRole('radio', { name: /Weddings · classic/ })).toBeNull();
    await user.click(screen.getByText('All looks'));

    await user.click(screen.getByRole('radio', { name: /Weddings · classic/ }));
    expect(screen.getByLabelText('Title')).toHaveValue('Weddings');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(onSubmit).toHaveBeenCalledWith({
        title: 'Weddings',
        slug: 'weddings',
        templateId: 'classic-weddings',
      }),
    );
  });
});
