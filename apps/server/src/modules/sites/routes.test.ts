import crypto from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOwner, type Owner } from '../../test/factories/owner.ts';
import { testApp } from '../../test/harness.ts';
import { services } from '../services/schema.ts';

let app: FastifyInstance;

beforeAll(async () => {
  app = await testApp();
});
afterAll(() => app.close());

type Call = {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  url: string;
  payload?: unknown;
  as: Owner;
};

function call({ method, url, payload, as }: Call) {
  return app.inject({
    method,
    url,
    headers: as.headers,
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
}

type Page = {
  id: string;
  slug: string;
  title: string;
  parentId: string | null;
  isHome: boolean;
  hasUnpublishedChanges: boolean;
};
type Draft = {
  data: { root: { props: object }; content: { type: string; props: Record<string, unknown> }[] };
  version: number;
};

async function pages(as: Owner): Promise<Page[]> {
  const res = await call({ method: 'GET', url: '/api/site/pages', as });
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as { pages: Page[] }).pages;
}

async function addPage(as: Owner, title: string, extra: { parentId?: string; slug?: string } = {}) {
  const res = await call({
    method: 'POST',
    url: '/api/site/pages',
    payload: { title, ...extra },
    as,
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as Page;
}

async function draftOf(as: Owner, id: string): Promise<Draft> {
  const res = await call({ method: 'GET', url: `/api/site/pages/${id}/draft`, as });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as Draft;
}

function block(
  type: string,
  props: Record<string, unknown>,
  id = `${type}-${crypto.randomUUID()}`,
) {
  return { type, props: { id, ...props } };
}

const hero = (heading: string) =>
  block('Hero', {
    heading,
    text: 'Natural light portraits',
    imageUrl: '',
    buttonLabel: 'Book',
    buttonLink: '#services',
  });

async function saveDraft(as: Owner, id: string, content: unknown[], version: number) {
  return call({
    method: 'PUT',
    url: `/api/site/pages/${id}/draft`,
    payload: {
      data: { root: { props: { description: 'Portraits in Lisbon' } }, content },
      version,
    },
    as,
  });
}

async function publish(as: Owner) {
  const res = await call({ method: 'POST', url: '/api/site/publish', as });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { url: string; publishedAt: string };
}

const live = (url: string, headers: Record<string, string> = {}) =>
  app.inject({ method: 'GET', url, headers });

describe('website pages', () => {
  it('starts with a home page and keeps pages as a tree in order', async () => {
    const owner = await createOwner(app);
    const [home] = await pages(owner);
    expect(home).toMatchObject({ slug: '', isHome: true, title: 'Home' });

    const about = await addPage(owner, 'About me');
    expect(about.slug).toBe('about-me');
    const pricing = await addPage(owner, 'Pricing');
    const faq = await addPage(owner, 'FAQ', { parentId: pricing.id });
    // A page titled like a reserved address gets a free one.
    expect((await addPage(owner, 'Home')).slug).toBe('home-2');

    const res = await call({
      method: 'POST',
      url: '/api/site/pages',
      payload: { title: 'Again', slug: 'about-me' },
      as: owner,
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().detail).toBe('Another page already uses this address');

    let list = await pages(owner);
    expect(list.map((page) => page.slug)).toEqual(['', 'about-me', 'pricing', 'faq', 'home-2']);
    expect(list.find((page) => page.id === faq.id)?.parentId).toBe(pricing.id);

    // Move Pricing (with its FAQ) before About me.
    const moved = await call({
      method: 'POST',
      url: `/api/site/pages/${pricing.id}/move`,
      payload: { parentId: null, index: 0 },
      as: owner,
    });
    expect(moved.statusCode, moved.body).toBe(200);
    list = await pages(owner);
    expect(list.map((page) => page.slug)).toEqual(['', 'pricing', 'faq', 'about-me', 'home-2']);

    // A page cannot go under its own child.
    const loop = await call({
      method: 'POST',
      url: `/api/site/pages/${pricing.id}/move`,
      payload: { parentId: faq.id, index: 0 },
      as: owner,
    });
    expect(loop.statusCode).toBe(400);
    expect(loop.json().detail).toBe('A page cannot be moved under itself');

    const renamed = await call({
      method: 'PATCH',
      url: `/api/site/pages/${about.id}`,
      payload: { title: 'About', slug: 'about' },
      as: owner,
    });
    expect(renamed.json()).toMatchObject({ title: 'About', slug: 'about' });
    const badSlug = await call({
      method: 'PATCH',
      url: `/api/site/pages/${about.id}`,
      payload: { slug: 'a b' },
      as: owner,
    });
    expect(badSlug.statusCode).toBe(400);
    expect(badSlug.json().detail).toContain(
      'Address may hold only letters, numbers and single hyphens',
    );

    // Deleting a page removes the pages under it; the home page stays.
    const removed = await call({
      method: 'DELETE',
      url: `/api/site/pages/${pricing.id}`,
      as: owner,
    });
    expect(removed.statusCode).toBe(204);
    expect((await pages(owner)).map((page) => page.slug)).toEqual(['', 'about', 'home-2']);
    const homeDelete = await call({
      method: 'DELETE',
      url: `/api/site/pages/${home!.id}`,
      as: owner,
    });
    expect(homeDelete.statusCode).toBe(400);
    expect(homeDelete.json().detail).toBe('The home page cannot be deleted');
  });

  it("answers 404 for another business's pages", async () => {
    const owner = await createOwner(app);
    const other = await createOwner(app);
    const page = await addPage(owner, 'Weddings');
    for (const [method, url, payload] of [
      ['GET', `/api/site/pages/${page.id}/draft`, undefined],
      [
        'PUT',
        `/api/site/pages/${page.id}/draft`,
        { data: { root: { props: {} }, content: [] }, version: 1 },
      ],
      ['PATCH', `/api/site/pages/${page.id}`, { title: 'Mine' }],
      ['POST', `/api/site/pages/${page.id}/move`, { parentId: null, index: 0 }],
      ['DELETE', `/api/site/pages/${page.id}`, undefined],
    ] as const) {
      const res = await call({ method, url, payload, as: other });
      expect(res.statusCode, `${method} ${url}`).toBe(404);
    }
    expect((await draftOf(owner, page.id)).version).toBe(1);
  });
});

describe('page drafts', () => {
  it('checks every block and names the block and field in the message', async () => {
    const owner = await createOwner(app);
    const page = await addPage(owner, 'Stories');
    const res = await saveDraft(
      owner,
      page.id,
      [
        hero('x'.repeat(121)),
        block('Contact', { heading: 'Hi', email: 'not-an-email', phone: '', address: '' }),
        block('Marquee', {}),
        block('Hero', {
          heading: 'Hi',
          text: '',
          imageUrl: 'https://elsewhere.example/a.jpg',
          buttonLabel: '',
          buttonLink: 'javascript:alert(1)',
        }),
      ],
      1,
    );
    expect(res.statusCode).toBe(400);
    const body = res.json() as { detail: string; errors: { field: string; message: string }[] };
    expect(body.errors).toEqual(
      expect.arrayContaining([
        {
          field: 'data.content.0.props.heading',
          message: 'Hero block 1: Heading must be at most 120 characters',
        },
        {
          field: 'data.content.1.props.email',
          message: 'Contact block 2: Email must be a valid email address',
        },
        {
          field: 'data.content.2.type',
          message:
            "Block 3 is of an unknown type 'Marquee' (known: Hero, Text, Gallery, Services, Contact, PortfolioGrid, About, HowItWorks, Pricing, InlineBooking, Testimonials, Faq, InquiryForm, SocialLinks, Footer)",
        },
        {
          field: 'data.content.3.props.imageUrl',
          message: 'Hero block 4: Image must be one of your uploaded images',
        },
        {
          field: 'data.content.3.props.buttonLink',
          message: 'Hero block 4: Link must start with /, #, https://, mailto: or tel:',
        },
      ]),
    );
    expect(body.detail).toContain('Hero block 1: Heading must be at most 120 characters; ');
    // Nothing was stored.
    expect((await draftOf(owner, page.id)).version).toBe(1);
  });

  it('sanitises rich text before storing it', async () => {
    const owner = await createOwner(app);
    const page = await addPage(owner, 'About');
    const res = await saveDraft(
      owner,
      page.id,
      [
        block('Text', {
          content:
            '<h2>About</h2><p onclick="x()">Hello<script>alert(1)</script></p><img src=x onerror=alert(1)>',
        }),
      ],
      1,
    );
    expect(res.statusCode, res.body).toBe(200);
    expect((await draftOf(owner, page.id)).data.content[0]?.props.content).toBe(
      '<h2>About</h2><p>Hello</p>',
    );
  });

  it('refuses a save made from an older version (another tab) with 409', async () => {
    const owner = await createOwner(app);
    const page = await addPage(owner, 'Weddings');
    const first = await saveDraft(owner, page.id, [hero('First tab')], 1);
    expect(first.statusCode).toBe(200);
    expect(first.json().version).toBe(2);
    const second = await saveDraft(owner, page.id, [hero('Second tab')], 1);
    expect(second.statusCode).toBe(409);
    expect(second.json().detail).toBe(
      'This page was changed in another tab or window. Reload to get the latest version; your last changes were not saved.',
    );
    expect((await draftOf(owner, page.id)).data.content[0]?.props.heading).toBe('First tab');
  });
});

describe('publishing and the live site', () => {
  it('shows a business with nothing published its name and booking link, and hides drafts until publish', async () => {
    const owner = await createOwner(app, { businessName: 'Lumen & Co Photography' });
    const base = `/site/${owner.business.slug}/`;
    const [home] = await pages(owner);
    await saveDraft(owner, home!.id, [hero('Secret draft heading')], 1);

    const before = await live(base);
    expect(before.statusCode).toBe(200);
    expect(before.body).toContain('Lumen &amp; Co Photography');
    expect(before.body).toContain(`href="/book/${owner.business.slug}"`);
    expect(before.body).not.toContain('Secret draft heading');

    await addPage(owner, 'About');
    expect((await live(`${base}about`)).statusCode).toBe(404);
  });

  it('publishes every draft at once and renders the page with its blocks, theme, menu and services', async () => {
    const owner = await createOwner(app, { businessName: 'Harbour Light Studio' });
    const base = `/site/${owner.business.slug}/`;
    await app.deps.db.insert(services).values({
      businessId: owner.businessId,
      number: crypto.randomInt(1, 2_000_000_000),
      kind: 2,
      name: 'Family session',
      slug: 'family-session',
      color: '#2F5D50',
    });
    const [home] = await pages(owner);
    const about = await addPage(owner, 'About me');
    expect(
      (
        await saveDraft(
          owner,
          home!.id,
          [
            hero('Stories told in natural light'),
            block('Services', { heading: 'Sessions', buttonLabel: 'Book now' }),
            block('Contact', {
              heading: 'Say hello',
              email: 'hi@harbour.example',
              phone: '+1 555 0100',
              address: '1 Pier Road, Portland',
            }),
            block('Footer', { text: 'Thanks for stopping by' }),
          ],
          1,
        )
      ).statusCode,
    ).toBe(200);
    await saveDraft(
      owner,
      about.id,
      [block('Text', { content: '<h2>Hi, I am Ana</h2><p>I photograph families.</p>' })],
      1,
    );
    const settings = (await call({ method: 'GET', url: '/api/site/settings', as: owner })).json();
    const savedSettings = await call({
      method: 'PUT',
      url: '/api/site/settings',
      payload: {
        theme: { brandColor: '#8A3B12', spacing: 'large' },
        menu: { items: [{ pageId: home!.id, label: 'Welcome' }, { pageId: about.id }] },
        version: settings.version,
      },
      as: owner,
    });
    expect(savedSettings.statusCode, savedSettings.body).toBe(200);
    const staleSettings = await call({
      method: 'PUT',
      url: '/api/site/settings',
      payload: {
        theme: { brandColor: null, spacing: 'none' },
        menu: { items: [] },
        version: settings.version,
      },
      as: owner,
    });
    expect(staleSettings.statusCode).toBe(409);

    const published = await publish(owner);
    expect(published.url).toBe(base);
    expect((await pages(owner)).map((page) => page.hasUnpublishedChanges)).toEqual([false, false]);

    const res = await live(base);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    const html = res.body;
    expect(html.startsWith('<!doctype html>')).toBe(true);
    expect(html).toContain('<title>Harbour Light Studio</title>');
    expect(html).toContain('<meta name="description" content="Portraits in Lisbon"/>');
    expect(html).toContain(`<link rel="canonical" href="${app.deps.config.appUrl}${base}"/>`);
    expect(html).toContain('<meta property="og:title" content="Harbour Light Studio"/>');
    expect(html).toContain('Stories told in natural light');
    expect(html).toContain('--site-brand:#8A3B12');
    expect(html).toContain('--site-space:80px');
    expect(html).toContain(`href="/book/${owner.business.slug}/family-session"`);
    expect(html).toContain('Family session');
    expect(html).toContain('href="mailto:hi@harbour.example"');
    expect(html).toContain(
      'https://www.openstreetmap.org/search?query=1%20Pier%20Road%2C%20Portland',
    );
    expect(html).toContain('>Welcome</a>');
    expect(html).toContain(`href="${base}about-me"`);
    expect(html).not.toContain('<script');

    const aboutPage = await live(`${base}about-me`);
    expect(aboutPage.statusCode).toBe(200);
    expect(aboutPage.body).toContain('<title>About me · Harbour Light Studio</title>');
    expect(aboutPage.body).toContain('<h2>Hi, I am Ana</h2><p>I photograph families.</p>');

    // The stylesheet the page names is served, with the self-hosted fonts it names.
    const cssPath = /<link rel="stylesheet" href="([^"]+)"/.exec(html)?.[1];
    const css = await live(cssPath!);
    expect(css.statusCode).toBe(200);
    expect(css.body).toContain("font-family:'Lora'");
    const fontPath = /url\((\/site\/_assets\/fonts\/lora-latin-500-normal\.woff2)\)/.exec(
      css.body,
    )?.[1];
    expect((await live(fontPath!)).headers['content-type']).toBe('font/woff2');

    // Cache validators: the same page again with its ETag is 304.
    const again = await live(base, { 'if-none-match': String(res.headers.etag) });
    expect(again.statusCode).toBe(304);

    // The rendered page is kept, but never past a change of what it shows, whoever writes it.
    const kept = await live(base);
    expect((await live(base)).headers.etag).toBe(kept.headers.etag);
    await app.deps.db
      .update(services)
      .set({ name: 'Family session by the sea' })
      .where(eq(services.businessId, owner.businessId));
    expect((await live(base)).body).toContain('Family session by the sea');

    // A later draft stays off the live site until the next publish.
    const draft = await draftOf(owner, home!.id);
    await saveDraft(owner, home!.id, [hero('A new season')], draft.version);
    expect((await live(base)).body).toContain('Stories told in natural light');
    expect((await live(base)).body).not.toContain('A new season');
    await publish(owner);
    expect((await live(base)).body).toContain('A new season');

    const missing = await live(`${base}no-such-page`);
    expect(missing.statusCode).toBe(404);
    expect(missing.body).toContain('Page not found');
    expect((await live('/site/no-such-business-anywhere/')).statusCode).toBe(404);

    const sitemap = await live(`${base}sitemap.xml`);
    expect(sitemap.statusCode).toBe(200);
    expect(sitemap.headers['content-type']).toContain('application/xml');
    expect(sitemap.body).toContain(`<loc>${app.deps.config.appUrl}${base}</loc>`);
    expect(sitemap.body).toContain(`<loc>${app.deps.config.appUrl}${base}about-me</loc>`);
    const robots = await live(`${base}robots.txt`);
    expect(robots.body).toContain(`Sitemap: ${app.deps.config.appUrl}${base}sitemap.xml`);
  });
});
