import crypto from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOwner, type Owner } from '../../test/factories/owner.ts';
import { uploadImage } from '../../test/factories/image.ts';
import { testApp } from '../../test/harness.ts';
import { businessDomains } from '../domains/schema.ts';

const PRODUCT = 'https://studio.test';
let app: FastifyInstance;

beforeAll(async () => {
  app = await testApp({ appUrl: PRODUCT });
});
afterAll(() => app.close());

type SeoPage = { page: { id: string; slug: string; isHome: boolean }; seo: object };

const api = (as: Owner, method: 'GET' | 'PUT' | 'POST', url: string, payload?: object) =>
  app.inject({ method, url, headers: as.headers, ...(payload ? { payload } : {}) });

const live = (url: string, host = 'studio.test') =>
  app.inject({ method: 'GET', url, headers: { host } });

async function addPage(as: Owner, title: string) {
  const res = await api(as, 'POST', '/api/site/pages', { title });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<{ id: string; slug: string }>();
}

async function publish(as: Owner) {
  const res = await api(as, 'POST', '/api/site/publish');
  expect(res.statusCode, res.body).toBe(200);
}

async function activeDomain(owner: Owner): Promise<string> {
  const hostname = `www.anna-${crypto.randomBytes(4).toString('hex')}.test`;
  await app.deps.db.insert(businessDomains).values({
    businessId: owner.businessId,
    hostname,
    verificationToken: crypto.randomBytes(16).toString('hex'),
    state: 'ACTIVE',
    checksStartedAt: new Date(),
  });
  return hostname;
}

const metaOf = (html: string, attribute: string, name: string) =>
  new RegExp(`<meta ${attribute}="${name}" content="([^"]*)"`).exec(html)?.[1];
const canonicalOf = (html: string) => /<link rel="canonical" href="([^"]*)"/.exec(html)?.[1];

describe('SEO settings', () => {
  it('saves drafts that go live on publish: title, description, social image, favicon', async () => {
    const owner = await createOwner(app);
    const image = await uploadImage(app, owner);
    const icon = await uploadImage(app, owner);
    const about = await addPage(owner, 'About');
    await publish(owner);

    const saved = await api(owner, 'PUT', '/api/site/seo', {
      title: 'Anna Photo',
      description: ' Family photos in Leeds ',
      socialImageUrl: image.url,
      faviconUrl: icon.url,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({
      site: { title: 'Anna Photo', description: 'Family photos in Leeds' },
      hasUnpublishedChanges: true,
      liveUrl: `${PRODUCT}/site/${owner.business.slug}/`,
    });
    const pageSeo = await api(owner, 'PUT', `/api/site/pages/${about.id}/seo`, {
      title: 'About Anna, family photographer',
      description: 'Who I am',
      noindex: false,
    });
    expect(pageSeo.statusCode, pageSeo.body).toBe(200);

    // Not live before publishing: the site still shows the business's name.
    let home = await live(`/site/${owner.business.slug}/`);
    expect(home.body).toContain(`<title>${owner.business.name}</title>`);

    await publish(owner);
    home = await live(`/site/${owner.business.slug}/`);
    expect(home.statusCode).toBe(200);
    expect(home.body).toContain('<title>Anna Photo</title>');
    expect(metaOf(home.body, 'name', 'description')).toBe('Family photos in Leeds');
    expect(canonicalOf(home.body)).toBe(`${PRODUCT}/site/${owner.business.slug}/`);
    expect(metaOf(home.body, 'property', 'og:title')).toBe('Anna Photo');
    expect(metaOf(home.body, 'property', 'og:site_name')).toBe('Anna Photo');
    expect(metaOf(home.body, 'property', 'og:image')).toBe(`${PRODUCT}${image.url}`);
    expect(metaOf(home.body, 'property', 'og:url')).toBe(`${PRODUCT}/site/${owner.business.slug}/`);
    expect(metaOf(home.body, 'name', 'twitter:card')).toBe('summary_large_image');
    expect(metaOf(home.body, 'name', 'twitter:image')).toBe(`${PRODUCT}${image.url}`);
    expect(home.body).not.toContain('noindex');
    const icoHref = /<link rel="icon" href="([^"]*)" sizes="any"/.exec(home.body)?.[1];
    expect(icoHref).toMatch(new RegExp(`^/site/${owner.business.slug}/favicon\\.ico\\?v=`));
    expect(home.body).toContain('rel="apple-touch-icon"');

    const aboutPage = await live(`/site/${owner.business.slug}/${about.slug}`);
    expect(aboutPage.body).toContain('<title>About Anna, family photographer</title>');
    expect(metaOf(aboutPage.body, 'name', 'description')).toBe('Who I am');

    // The favicon in the forms browsers ask for.
    const ico = await live(icoHref!);
    expect(ico.statusCode).toBe(200);
    expect(ico.headers['content-type']).toBe('image/x-icon');
    expect(ico.rawPayload.readUInt16LE(2)).toBe(1);
    expect(ico.rawPayload.readUInt16LE(4)).toBe(3);
    const png = await live(`/site/${owner.business.slug}/apple-touch-icon.png`);
    expect(png.headers['content-type']).toBe('image/png');
    expect(png.rawPayload.readUInt32BE(16)).toBe(180);
  });

  it('refuses images that are not the business’s uploads and over-long texts, word for word', async () => {
    const owner = await createOwner(app);
    const other = await createOwner(app);
    const foreign = await uploadImage(app, other);
    const res = await api(owner, 'PUT', '/api/site/seo', { socialImageUrl: foreign.url });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual([
      {
        field: 'socialImageUrl',
        message: 'Upload the image here: only images uploaded to your account can be used',
      },
    ]);
    const outside = await api(owner, 'PUT', '/api/site/seo', {
      faviconUrl: 'https://evil.example/x.png',
    });
    expect(outside.statusCode).toBe(400);
    const long = await api(owner, 'PUT', '/api/site/seo', { title: 'x'.repeat(71) });
    expect(long.json().detail).toBe('Site title must be at most 70 characters');
    // Another business's page answers 404.
    const page = (await api(other, 'GET', '/api/site/seo')).json<{ pages: SeoPage[] }>().pages[0]!;
    const foreignPage = await api(owner, 'PUT', `/api/site/pages/${page.page.id}/seo`, {
      noindex: true,
    });
    expect(foreignPage.statusCode).toBe(404);
  });

  it('marks noindex pages and leaves them out of the sitemap', async () => {
    const owner = await createOwner(app);
    const thanks = await addPage(owner, 'Thank you');
    const about = await addPage(owner, 'About');
    await api(owner, 'PUT', `/api/site/pages/${thanks.id}/seo`, { noindex: true });
    await publish(owner);

    const page = await live(`/site/${owner.business.slug}/${thanks.slug}`);
    expect(page.body).toContain('<meta name="robots" content="noindex"/>');
    const indexed = await live(`/site/${owner.business.slug}/${about.slug}`);
    expect(indexed.body).not.toContain('noindex');

    const sitemap = await live(`/site/${owner.business.slug}/sitemap.xml`);
    expect(sitemap.body).toContain(
      `<loc>${PRODUCT}/site/${owner.business.slug}/${about.slug}</loc>`,
    );
    expect(sitemap.body).toContain(`<loc>${PRODUCT}/site/${owner.business.slug}/</loc>`);
    expect(sitemap.body).not.toContain(thanks.slug);
  });
});

describe('the canonical address', () => {
  it('is the active custom domain when there is one, else the product’s address', async () => {
    const owner = await createOwner(app);
    const about = await addPage(owner, 'About');
    await publish(owner);
    const path = `/site/${owner.business.slug}/${about.slug}`;
    expect(canonicalOf((await live(path)).body)).toBe(`${PRODUCT}${path}`);

    // A domain going live changes the canonical address at once (the cache is keyed by it).
    const hostname = await activeDomain(owner);
    const page = await live(path);
    expect(canonicalOf(page.body)).toBe(`https://${hostname}/${about.slug}`);
    const sitemap = await live(`/site/${owner.business.slug}/sitemap.xml`);
    expect(sitemap.body).toContain(`<loc>https://${hostname}/${about.slug}</loc>`);
    const account = await app.inject({
      method: 'GET',
      url: '/api/account',
      headers: owner.headers,
    });
    expect(account.json().domains).toEqual([
      { domain: hostname, businessId: owner.businessId, isActive: true },
    ]);
  });
});

describe('analytics on the published site', () => {
  const setId = (owner: Owner, name: string, value: string) =>
    api(owner, 'POST', `/api/options/${name}`, { value });

  it('loads Google Analytics and the pixel only when set, with a policy allowing exactly them', async () => {
    const owner = await createOwner(app);
    await publish(owner);
    const url = `/site/${owner.business.slug}/`;
    let page = await live(url);
    expect(page.body).not.toContain('<script');
    expect(page.headers['content-security-policy']).not.toContain('googletagmanager');
    expect(page.headers['content-security-policy']).not.toContain('facebook');

    await setId(owner, 'google-analytics', 'G-AB12CD34EF');
    page = await live(url);
    expect(page.body).toMatch(
      /<script src="\/site\/_assets\/tracking\.[0-9a-f]{12}\.js" defer="" data-google-analytics="G-AB12CD34EF"><\/script>/,
    );
    const gaPolicy = String(page.headers['content-security-policy']);
    expect(gaPolicy).toContain("script-src 'self' https://www.googletagmanager.com;");
    expect(gaPolicy).not.toContain('facebook');

    await setId(owner, 'facebook-pixel', '1234567890');
    page = await live(url);
    expect(page.body).toContain('data-facebook-pixel="1234567890"');
    const bothPolicy = String(page.headers['content-security-policy']);
    expect(bothPolicy).toContain(
      "script-src 'self' https://www.googletagmanager.com https://connect.facebook.net;",
    );

    // The script itself: served from the site's assets, page views, nothing on a local host.
    const script = /src="(\/site\/_assets\/tracking\.[0-9a-f]{12}\.js)"/.exec(page.body)![1]!;
    const js = await live(script);
    expect(js.statusCode).toBe(200);
    expect(js.headers['content-type']).toContain('javascript');
    expect(js.body).toContain("fbq('track', 'PageView')");
    expect(js.body).toContain("window.gtag('config', ga)");
    expect(js.body).toContain("host === 'localhost'");

    // The owner app's policy stays strict.
    const other = await live('/management/seo');
    expect(String(other.headers['content-security-policy'])).not.toContain('googletagmanager');
  });
});

describe('a business’s own host', () => {
  it('serves the site at its root, the booking pages and assets, never the owner app', async () => {
    const owner = await createOwner(app);
    const about = await addPage(owner, 'About');
    const icon = await uploadImage(app, owner);
    await api(owner, 'PUT', '/api/site/seo', { faviconUrl: icon.url });
    await publish(owner);
    const host = await activeDomain(owner);
    const at = (url: string, method: 'GET' | 'POST' = 'GET') =>
      app.inject({ method, url, headers: { host } });

    const home = await at('/');
    expect(home.statusCode).toBe(200);
    expect(canonicalOf(home.body)).toBe(`https://${host}/`);
    // Its links stay on the host: the menu, the stylesheet.
    expect(home.body).toContain(`href="/${about.slug}"`);
    expect(home.body).not.toContain(`/site/${owner.business.slug}/`);
    const stylesheet = /<link rel="stylesheet" href="([^"]*)"/.exec(home.body)![1]!;
    expect((await at(stylesheet)).statusCode).toBe(200);

    // The product address of the site moves to the root; another business's site is not here.
    const old = await at(`/site/${owner.business.slug}/${about.slug}`);
    expect(old.statusCode).toBe(301);
    expect(old.headers.location).toBe(`/${about.slug}`);
    expect((await at(`/site/${owner.business.slug}//evil.example`)).statusCode).toBe(404);
    const stranger = await createOwner(app);
    expect((await at(`/site/${stranger.business.slug}/`)).statusCode).toBe(404);

    const page = await at(`/${about.slug}`);
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain(`<link rel="canonical" href="https://${host}/${about.slug}"/>`);
    expect((await at('/no-such-page')).statusCode).toBe(404);

    const sitemap = await at('/sitemap.xml');
    expect(sitemap.headers['content-type']).toContain('application/xml');
    expect(sitemap.body).toContain(`<loc>https://${host}/${about.slug}</loc>`);
    const robots = await at('/robots.txt');
    expect(robots.body).toContain(`Sitemap: https://${host}/sitemap.xml`);
    expect((await at('/favicon.ico')).headers['content-type']).toBe('image/x-icon');
    expect((await at(icon.url)).statusCode).toBe(200);

    // The booking pages and the public API they call answer as on the product's host.
    const booking = await at(`/api/public/businesses/${owner.business.slug}`);
    expect(booking.statusCode, booking.body).toBe(200);
    const bookPage = await at(`/book/${owner.business.slug}`);
    expect(bookPage.body).not.toContain('Page not found');

    // The owner app, its API and sign-in are not served there.
    for (const url of ['/management/seo', '/login', '/website/editor']) {
      const res = await at(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.body, url).not.toContain('<div id="root"');
    }
    expect(
      (
        await app.inject({
          method: 'GET',
          url: '/api/account',
          headers: { ...owner.headers, host },
        })
      ).statusCode,
    ).toBe(404);
    expect((await at('/auth/login', 'POST')).statusCode).toBe(404);
  });
});
