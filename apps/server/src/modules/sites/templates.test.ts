// Templates and setting the site up from a look: every template rendered by the live site's
// renderer with a business's own data and theme, pages made from templates, /site/setup with its
// refusal to overwrite, and the setup steps the wizard advances.
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { placeholderNames } from '@studio/site/templates/placeholders';
import { uploadImage } from '../../test/factories/image.ts';
import { createOwner, type Owner } from '../../test/factories/owner.ts';
import { createBookingService } from '../../test/factories/service.ts';
import { testApp } from '../../test/harness.ts';

let app: FastifyInstance;

beforeAll(async () => {
  app = await testApp();
});
afterAll(() => app.close());

type Catalogue = {
  templates: {
    id: string;
    kind: string;
    name: string;
    lookId: string | null;
    slug: string | null;
  }[];
  looks: { id: string; pageTemplateIds: string[] }[];
};
type Page = { id: string; slug: string; title: string; isHome: boolean };

function call(as: Owner, method: 'GET' | 'POST' | 'PATCH', url: string, payload?: object) {
  return app.inject({ method, url, headers: as.headers, ...(payload ? { payload } : {}) });
}

async function catalogue(as: Owner): Promise<Catalogue> {
  const res = await call(as, 'GET', '/api/site/templates');
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as Catalogue;
}

async function pages(as: Owner): Promise<Page[]> {
  return ((await call(as, 'GET', '/api/site/pages')).json() as { pages: Page[] }).pages;
}

describe('every template', () => {
  it('renders through the live site’s renderer with the business’s data and theme', async () => {
    const owner = await createOwner(app, { businessName: 'Fern & Fable Photography' });
    await app.inject({
      method: 'PUT',
      url: `/api/businesses/${owner.businessId}/brandColor`,
      headers: owner.headers,
      payload: { value: '#7A4E3B' },
    });
    const { templates } = await catalogue(owner);
    expect(templates.length).toBeGreaterThan(60);
    const images = new Set<string>();
    for (const template of templates) {
      const res = await call(owner, 'GET', `/api/site/templates/${template.id}/preview`);
      expect(res.statusCode, `${template.id}: ${res.body}`).toBe(200);
      expect(res.headers['content-type']).toContain('text/html');
      const html = res.body;
      expect(html, template.id).toContain('Fern &amp; Fable Photography');
      expect(html, template.id).toContain('--site-brand:#7A4E3B');
      expect(html, template.id).not.toMatch(/\{\{[a-zA-Z:]+\}\}/);
      expect(html, template.id).toContain('<meta name="robots" content="noindex"/>');
      expect(html, template.id).not.toContain('rel="canonical"');
      for (const [, src] of html.matchAll(/<img[^>]* src="([^"]+)"/g)) images.add(src!);
    }
    // Every image a template shows is served: the shipped placeholders, never a broken link.
    expect(images.size).toBeGreaterThan(4);
    for (const src of images) {
      expect(src).toMatch(/^\/site\/_assets\/placeholders\/[a-z]+-[a-z]+\.webp$/);
      const res = await app.inject({ method: 'GET', url: src });
      expect(res.statusCode, src).toBe(200);
      expect(res.headers['content-type']).toBe('image/webp');
    }
  });

  it('has a thumbnail: the preview answers for each one, an unknown one is 404', async () => {
    const owner = await createOwner(app);
    const res = await call(owner, 'GET', '/api/site/templates/no-such-template/preview');
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toContain('application/problem+json');
    expect(res.json().detail).toBe('There is no such template');
  });

  it('ships every placeholder photo, small, and serves it', async () => {
    let total = 0;
    for (const name of placeholderNames) {
      const res = await app.inject({ method: 'GET', url: `/site/_assets/placeholders/${name}` });
      expect(res.statusCode, name).toBe(200);
      total += res.rawPayload.length;
    }
    expect(total).toBeLessThan(1.5 * 1024 * 1024);
  });

  it('a placeholder that does not exist is 404', async () => {
    const res = await app.inject({ method: 'GET', url: '/site/_assets/placeholders/x.webp' });
    expect(res.statusCode).toBe(404);
  });
});

describe('pages and sections from templates', () => {
  it('adds a page filled from a template, and inserts a section’s blocks', async () => {
    const owner = await createOwner(app, { businessName: 'Tidewater Portraits' });
    const created = await call(owner, 'POST', '/api/site/pages', {
      title: 'Weddings',
      templateId: 'airy-weddings',
    });
    expect(created.statusCode, created.body).toBe(201);
    const draft = (await call(owner, 'GET', `/api/site/pages/${created.json().id}/draft`)).json();
    const types = draft.data.content.map((block: { type: string }) => block.type);
    expect(types).toEqual(['Hero', 'Gallery', 'Text', 'InquiryForm', 'Contact', 'Footer']);
    expect(JSON.stringify(draft.data)).toContain('Tidewater Portraits');
    expect(draft.data.content[4].props.email).toBe(owner.email);

    const section = await call(owner, 'GET', '/api/site/templates/testimonials');
    expect(section.statusCode).toBe(200);
    expect(section.json().data.content[0].type).toBe('Testimonials');
    // The filled blocks save as they are: each one passes its block's schema.
    const saved = await app.inject({
      method: 'PUT',
      url: `/api/site/pages/${created.json().id}/draft`,
      headers: owner.headers,
      payload: {
        data: { ...draft.data, content: [...draft.data.content, ...section.json().data.content] },
        version: draft.version,
      },
    });
    expect(saved.statusCode, saved.body).toBe(200);
  });

  it('shows the first bookable service’s free times on a page made from a template', async () => {
    const owner = await createOwner(app);
    // No service yet: the block links to the booking page until one is chosen.
    const none = await call(owner, 'GET', '/api/site/templates/free-times');
    expect(none.json().data.content[0].props.serviceSlug).toBe('');

    await createBookingService(app, owner, { name: 'Spring minis' });
    await createBookingService(app, owner, { name: 'Studio portraits' });
    // The first service the business's booking page lists.
    const listed = await app.inject({
      method: 'GET',
      url: `/api/public/businesses/${owner.business.slug}`,
    });
    const first = (listed.json() as { services: { slug: string }[] }).services[0]?.slug;
    expect(first).toMatch(/^service-/);
    const created = await call(owner, 'POST', '/api/site/pages', {
      title: 'Mini sessions',
      templateId: 'classic-mini-sessions',
    });
    expect(created.statusCode, created.body).toBe(201);
    const draft = (await call(owner, 'GET', `/api/site/pages/${created.json().id}/draft`)).json();
    const slugs = (draft.data.content as { type: string; props: { serviceSlug?: string } }[])
      .filter((block) => block.type === 'InlineBooking')
      .map((block) => block.props.serviceSlug);
    expect(slugs).toEqual([first]);
  });

  it('fills its photos with the business’s own uploads, big enough, before any placeholder', async () => {
    const owner = await createOwner(app);
    const older = await uploadImage(app, owner, { width: 1200, height: 800, format: 'jpeg' });
    const newer = await uploadImage(app, owner, { width: 1600, height: 1067, format: 'jpeg' });
    const small = await uploadImage(app, owner, { width: 600, height: 400, format: 'jpeg' });
    const template = await call(owner, 'GET', '/api/site/templates/airy-weddings');
    expect(template.statusCode, template.body).toBe(200);
    const photos = [...JSON.stringify(template.json().data).matchAll(/"(\/uploads\/[^"]+)"/g)].map(
      (match) => match[1],
    );
    // The newest first; a photo too small for a hero, and the smaller copies, are left out.
    expect(photos[0]).toBe(newer.url);
    expect(photos).toContain(older.url);
    expect(photos).not.toContain(small.url);
    expect(photos.some((url) => /-w\d+\./.test(url ?? ''))).toBe(false);
    // Another business's template never shows them.
    const other = await createOwner(app);
    const theirs = await call(other, 'GET', '/api/site/templates/airy-weddings');
    expect(theirs.body).not.toContain(newer.url);
  });

  it('refuses an unknown template before making the page', async () => {
    const owner = await createOwner(app);
    const res = await call(owner, 'POST', '/api/site/pages', {
      title: 'Mystery',
      templateId: 'nope',
    });
    expect(res.statusCode).toBe(404);
    expect((await pages(owner)).map((page) => page.title)).toEqual(['Home']);
    expect((await call(owner, 'GET', '/api/site/templates/nope')).statusCode).toBe(404);
  });
});

describe('POST /api/site/setup', () => {
  it('validates the look', async () => {
    const owner = await createOwner(app);
    const missing = await call(owner, 'POST', '/api/site/setup', {});
    expect(missing.statusCode).toBe(400);
    const unknown = await call(owner, 'POST', '/api/site/setup', { lookId: 'baroque' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().detail).toContain('There is no such look');
  });

  it('creates the look’s pages, theme and menu; the wizard’s steps advance; it publishes', async () => {
    const owner = await createOwner(app, { businessName: 'Harbour Light Studio' });
    const res = await call(owner, 'POST', '/api/site/setup', { lookId: 'editorial' });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.pages.map((page: Page) => page.slug)).toEqual([
      '',
      'about',
      'portfolio',
      'sessions',
      'faq',
      'contact',
    ]);
    expect(body.settings.theme).toEqual({ brandColor: null, spacing: 'small' });
    expect(body.settings.menu.items).toHaveLength(6);

    const step = await call(owner, 'PATCH', '/api/businesses/created-pages');
    expect(step.json().setupStep).toBe('PAGES_CREATED');
    expect((await call(owner, 'POST', '/api/site/publish')).statusCode).toBe(200);
    expect((await call(owner, 'PATCH', '/api/businesses/completed-setup')).json().setupStep).toBe(
      'COMPLETED',
    );

    const live = await app.inject({ method: 'GET', url: `/site/${owner.business.slug}/about` });
    expect(live.statusCode).toBe(200);
    expect(live.body).toContain('Harbour Light Studio');
    expect(live.body).toContain('aria-current="page"');
  });

  it('never overwrites the owner’s pages unless confirmed', async () => {
    const owner = await createOwner(app);
    await call(owner, 'POST', '/api/site/pages', { title: 'My own page' });
    const refused = await call(owner, 'POST', '/api/site/setup', { lookId: 'classic' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().detail).toBe(
      'Your website already has pages of its own. Setting it up from a look replaces every page and its draft; confirm to go ahead.',
    );
    expect((await pages(owner)).map((page) => page.title)).toEqual(['Home', 'My own page']);

    const replaced = await call(owner, 'POST', '/api/site/setup', {
      lookId: 'classic',
      replaceExisting: true,
    });
    expect(replaced.statusCode, replaced.body).toBe(200);
    const titles = (await pages(owner)).map((page) => page.title);
    expect(titles).toEqual(['Home', 'About', 'Portfolio', 'Sessions', 'Questions', 'Contact']);
    // Set up once, the site is the owner's: a second run needs the confirmation too.
    expect((await call(owner, 'POST', '/api/site/setup', { lookId: 'airy' })).statusCode).toBe(409);
  });

  it('touches only the business named in the header', async () => {
    const owner = await createOwner(app);
    const other = await createOwner(app);
    await call(other, 'POST', '/api/site/pages', { title: 'Other business page' });
    const res = await call(owner, 'POST', '/api/site/setup', { lookId: 'airy' });
    expect(res.statusCode, res.body).toBe(200);
    expect((await pages(other)).map((page) => page.title)).toEqual(['Home', 'Other business page']);
    const anonymous = await app.inject({
      method: 'POST',
      url: '/api/site/setup',
      payload: { lookId: 'airy' },
    });
    expect(anonymous.statusCode).toBe(401);
  });
});
