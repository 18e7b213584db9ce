// The answers of the published site, shared by its routes under /site/{slug}/ on the product's
// host and by the business's own host (custom-host.ts), where the same site answers at the root.
import crypto from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Deps } from '../../platform/deps.ts';
import { trackingPolicy } from '../../platform/content-policy.ts';
import { replyFor } from '../../platform/versioned-cache.ts';
import type { BusinessRow } from '../businesses/service.ts';
import { activeHostname } from '../domains/domain-queries.ts';
import { faviconBytes, type FaviconVariant } from './favicon.ts';
import { LivePageCache, type LiveHead } from './live-cache.ts';
import { livePageDocument, missingDocument, unpublishedDocument } from './live-document.tsx';
import { hasLiveTimes, LiveTimes } from './live-times.tsx';
import { findLivePage, livePageList, pageHref, type SiteAddress } from './live-site.ts';
import { liveBaseUrl } from './seo-service.ts';
import { publishedSettings } from './settings-service.ts';

/** Which site is asked for, and whether on the business's own host (its root) or the product's. */
export type SiteRequest = { businessSlug: string; isOwnHost: boolean };

/**
 * Sends a document with a strong ETag of its bytes: a browser or proxy revalidates (no-cache) and
 * gets 304 while nothing changed. The published content changes only on publish, but the services
 * on a page are read live, so the bytes, not the publish time, decide whether it changed.
 */
export function sendDocument(
  request: FastifyRequest,
  reply: FastifyReply,
  input: { status: number; html: string; lastModified?: Date; contentType?: string },
): FastifyReply {
  const etag = `"${crypto.createHash('sha256').update(input.html).digest('base64url').slice(0, 27)}"`;
  void reply
    .header('etag', etag)
    .header('cache-control', 'public, no-cache')
    .type(input.contentType ?? 'text/html; charset=utf-8');
  if (input.lastModified) void reply.header('last-modified', input.lastModified.toUTCString());
  if (input.status === 200 && request.headers['if-none-match'] === etag) {
    return reply.code(304).send();
  }
  return reply.code(input.status).send(input.html);
}

const favicons: Record<string, { variant: FaviconVariant; type: string }> = {
  'favicon.ico': { variant: 'ico', type: 'image/x-icon' },
  'favicon-32.png': { variant: 'png32', type: 'image/png' },
  'apple-touch-icon.png': { variant: 'appleTouch', type: 'image/png' },
};
export const faviconFiles = Object.keys(favicons);

export function createLiveSite(deps: Pick<Deps, 'db' | 'config' | 'storage'>) {
  const { db, config, storage } = deps;
  const pages = new LivePageCache();
  const liveTimes = new LiveTimes();

  const addressOf =
    (site: SiteRequest, canonicalHostname: string | null) =>
    (business: BusinessRow): SiteAddress => ({
      pathBase: site.isOwnHost ? '/' : `/site/${encodeURIComponent(business.slug)}/`,
      canonicalBase: liveBaseUrl({
        appUrl: config.appUrl,
        businessSlug: business.slug,
        customHostname: canonicalHostname,
      }),
    });

  /** The uncached answer: the page, the unpublished home, or the site's 404. */
  const renderPage = async (site: SiteRequest, pageSlug: string, head: LiveHead) => {
    const answer = await findLivePage(db, {
      businessSlug: site.businessSlug,
      pageSlug,
      address: addressOf(site, head.activeHostname),
      tracking: {
        googleAnalyticsId: head.googleAnalyticsId,
        facebookPixelId: head.facebookPixelId,
      },
    });
    if (answer.kind === 'page') return { html: livePageDocument(answer.live, config.appUrl) };
    if (answer.kind === 'unpublished') return { html: unpublishedDocument(answer.business) };
    return null;
  };

  const missing = (
    request: FastifyRequest,
    reply: FastifyReply,
    business: BusinessRow | null,
    site?: SiteRequest,
  ) =>
    sendDocument(request, reply, {
      status: 404,
      html: missingDocument(business, site?.isOwnHost ? '/' : undefined),
    });

  /** The canonical base of a business's site (for the sitemap and robots.txt). */
  const canonicalBaseOf = async (business: BusinessRow) =>
    liveBaseUrl({
      appUrl: config.appUrl,
      businessSlug: business.slug,
      customHostname: await activeHostname(db, { businessId: business.id }),
    });

  return {
    async page(request: FastifyRequest, reply: FastifyReply, site: SiteRequest, pageSlug: string) {
      const kept = await pages.answer(db, { ...site, pageSlug }, (head) =>
        renderPage(site, pageSlug, head),
      );
      if (kept) {
        // The analytics' origins are allowed on this site's pages only when it has ids set.
        const policy = trackingPolicy({
          googleAnalytics: Boolean(kept.head.googleAnalyticsId),
          facebookPixel: Boolean(kept.head.facebookPixelId),
        });
        if (policy) void reply.header('content-security-policy', policy);
        if (hasLiveTimes(kept.body)) {
          // A page with free times: the kept page with them filled in (live-times.tsx says why).
          const html = await liveTimes.fill(db, site.businessSlug, kept.body.toString('utf8'));
          return sendDocument(request, reply, { status: 200, html });
        }
        const answer = replyFor(kept, request.headers['if-none-match']);
        void reply.header('cache-control', 'public, no-cache').header('etag', answer.etag);
        if (answer.status === 304) return reply.code(304).send();
        return reply.type('text/html; charset=utf-8').send(answer.body);
      }
      const answer = await findLivePage(db, {
        businessSlug: site.businessSlug,
        pageSlug,
        address: addressOf(site, null),
        tracking: { googleAnalyticsId: null, facebookPixelId: null },
      });
      const business = answer.kind === 'page' ? answer.live.business : answer.business;
      return missing(request, reply, business, site);
    },

    missing,

    async sitemap(request: FastifyRequest, reply: FastifyReply, site: SiteRequest) {
      const list = await livePageList(db, site.businessSlug);
      if (!list) return missing(request, reply, null, site);
      const base = await canonicalBaseOf(list.business);
      const escape = (value: string) =>
        value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
      const urls = list.pages
        .map(
          (page) =>
            `<url><loc>${escape(pageHref(base, page.slug))}</loc>` +
            `<lastmod>${page.publishedAt.toISOString()}</lastmod></url>`,
        )
        .join('');
      const xml =
        '<?xml version="1.0" encoding="UTF-8"?>' +
        `<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">${urls}</urlset>`;
      return sendDocument(request, reply, {
        status: 200,
        html: xml,
        contentType: 'application/xml; charset=utf-8',
      });
    },

    async robots(request: FastifyRequest, reply: FastifyReply, site: SiteRequest) {
      const list = await livePageList(db, site.businessSlug);
      if (!list) return missing(request, reply, null, site);
      const base = await canonicalBaseOf(list.business);
      const lines = site.isOwnHost
        ? // The whole host is the site, but for the owner app's and clients' private pages.
          ['User-agent: *', 'Allow: /', 'Disallow: /booking/', 'Disallow: /api/']
        : ['User-agent: *', 'Allow: /'];
      const text = [...lines, `Sitemap: ${base}sitemap.xml`, ''].join('\n');
      return sendDocument(request, reply, {
        status: 200,
        html: text,
        contentType: 'text/plain; charset=utf-8',
      });
    },

    async favicon(request: FastifyRequest, reply: FastifyReply, site: SiteRequest, file: string) {
      const kind = favicons[file];
      const list = kind ? await livePageList(db, site.businessSlug) : null;
      const settings = list ? await publishedSettings(db, { businessId: list.business.id }) : null;
      const url = settings?.seo.faviconUrl;
      const bytes =
        kind && url ? await faviconBytes(db, { storage, url, variant: kind.variant }) : undefined;
      if (!kind || !bytes) {
        return reply.code(404).type('text/plain; charset=utf-8').send('Not found');
      }
      return reply.type(kind.type).header('cache-control', 'public, max-age=86400').send(bytes);
    },
  };
}

export type LiveSite = ReturnType<typeof createLiveSite>;
