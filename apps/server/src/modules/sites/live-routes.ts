// The published website, public: /site/{businessSlug}/ and /site/{businessSlug}/{pageSlug}, with
// its sitemap.xml, robots.txt, stylesheet and fonts. Only published content is ever shown.
import crypto from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { siteUrl } from '@studio/site/contracts';
import { replyFor } from '../../platform/versioned-cache.ts';
import { LivePageCache } from './live-cache.ts';
import { findLivePage, livePageList } from './live-site.ts';
import { livePageDocument, missingDocument, unpublishedDocument } from './live-document.tsx';
import {
  assetsPrefix,
  fontFile,
  placeholderFile,
  siteScriptAt,
  siteStylesheet,
} from './site-assets.ts';
import { hasLiveTimes, LiveTimes } from './live-times.tsx';

const publicRoute = { access: 'public' as const };
const ZSlug = z.string().min(1).max(200);
const hidden = { hide: true };

/**
 * Sends a document with a strong ETag of its bytes: a browser or proxy revalidates (no-cache) and
 * gets 304 while nothing changed. The published content changes only on publish, but the services
 * on a page are read live, so the bytes, not the publish time, decide whether it changed.
 */
function sendDocument(
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

export async function liveSiteRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db, config } = app.deps;

  const pages = new LivePageCache();
  const liveTimes = new LiveTimes();

  /** The uncached answer: the page, the unpublished home, or the site's 404. */
  const renderPage = async (slugs: { businessSlug: string; pageSlug: string }) => {
    const answer = await findLivePage(db, slugs);
    if (answer.kind === 'page') return { html: livePageDocument(answer.live, config.appUrl) };
    if (answer.kind === 'unpublished') return { html: unpublishedDocument(answer.business) };
    return null;
  };

  const answerPage = async (
    request: FastifyRequest,
    reply: FastifyReply,
    slugs: { businessSlug: string; pageSlug: string },
  ) => {
    const kept = await pages.answer(db, slugs, () => renderPage(slugs));
    if (kept && hasLiveTimes(kept.body.toString('utf8'))) {
      // A page with free times: the kept page with them filled in (live-times.ts says why).
      const html = await liveTimes.fill(db, slugs.businessSlug, kept.body.toString('utf8'));
      return sendDocument(request, reply, { status: 200, html });
    }
    if (kept) {
      const answer = replyFor(kept, request.headers['if-none-match']);
      void reply.header('cache-control', 'public, no-cache').header('etag', answer.etag);
      if (answer.status === 304) return reply.code(304).send();
      return reply.type('text/html; charset=utf-8').send(answer.body);
    }
    const answer = await findLivePage(db, slugs);
    const business = answer.kind === 'page' ? answer.live.business : answer.business;
    return sendDocument(request, reply, { status: 404, html: missingDocument(business) });
  };

  app.get(
    `${assetsPrefix}/:file`,
    { config: publicRoute, schema: { ...hidden, params: z.object({ file: ZSlug }) } },
    async (request, reply) => {
      const stylesheet = siteStylesheet();
      if (`${assetsPrefix}/${request.params.file}` !== stylesheet.path) {
        const script = siteScriptAt(request.params.file);
        if (!script) return reply.code(404).type('text/plain; charset=utf-8').send('Not found');
        return reply
          .type('text/javascript; charset=utf-8')
          .header('cache-control', 'public, max-age=31536000, immutable')
          .send(script.js);
      }
      return reply
        .type('text/css; charset=utf-8')
        .header('cache-control', 'public, max-age=31536000, immutable')
        .send(stylesheet.css);
    },
  );

  app.get(
    `${assetsPrefix}/fonts/:file`,
    { config: publicRoute, schema: { ...hidden, params: z.object({ file: ZSlug }) } },
    async (request, reply) => {
      const bytes = fontFile(request.params.file);
      if (!bytes) return reply.code(404).type('text/plain; charset=utf-8').send('Not found');
      return reply
        .type('font/woff2')
        .header('cache-control', 'public, max-age=31536000, immutable')
        .send(bytes);
    },
  );

  // The templates' placeholder photos: their names never change meaning, only new ones are added,
  // so a day of caching is safe and a changed image reaches visitors the next day.
  app.get(
    `${assetsPrefix}/placeholders/:file`,
    { config: publicRoute, schema: { ...hidden, params: z.object({ file: ZSlug }) } },
    async (request, reply) => {
      const bytes = placeholderFile(request.params.file);
      if (!bytes) return reply.code(404).type('text/plain; charset=utf-8').send('Not found');
      return reply.type('image/webp').header('cache-control', 'public, max-age=86400').send(bytes);
    },
  );

  // The site's pages link relatively under /site/{slug}/: the bare address gets the slash.
  app.get(
    '/site/:businessSlug',
    { config: publicRoute, schema: { ...hidden, params: z.object({ businessSlug: ZSlug }) } },
    async (request, reply) => reply.redirect(siteUrl(request.params.businessSlug), 301),
  );

  app.get(
    '/site/:businessSlug/',
    { config: publicRoute, schema: { ...hidden, params: z.object({ businessSlug: ZSlug }) } },
    async (request, reply) =>
      answerPage(request, reply, { businessSlug: request.params.businessSlug, pageSlug: '' }),
  );

  app.get(
    '/site/:businessSlug/:pageSlug',
    {
      config: publicRoute,
      schema: { ...hidden, params: z.object({ businessSlug: ZSlug, pageSlug: ZSlug }) },
    },
    async (request, reply) => answerPage(request, reply, request.params),
  );

  // Deeper paths are not pages of a site: the site's own 404 rather than the owner app.
  app.get(
    '/site/:businessSlug/:pageSlug/*',
    {
      config: publicRoute,
      schema: {
        ...hidden,
        params: z.object({ businessSlug: ZSlug, pageSlug: ZSlug, '*': z.string() }),
      },
    },
    async (request, reply) =>
      sendDocument(request, reply, { status: 404, html: missingDocument(null) }),
  );

  app.get(
    '/site/:businessSlug/sitemap.xml',
    { config: publicRoute, schema: { ...hidden, params: z.object({ businessSlug: ZSlug }) } },
    async (request, reply) => {
      const list = await livePageList(db, request.params.businessSlug);
      if (!list) return sendDocument(request, reply, { status: 404, html: missingDocument(null) });
      const escape = (value: string) =>
        value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
      const urls = list.pages
        .map(
          (page) =>
            `<url><loc>${escape(`${config.appUrl}${siteUrl(list.business.slug, page.slug)}`)}</loc>` +
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
  );

  app.get(
    '/site/:businessSlug/robots.txt',
    { config: publicRoute, schema: { ...hidden, params: z.object({ businessSlug: ZSlug }) } },
    async (request, reply) => {
      const base = `${config.appUrl}${siteUrl(request.params.businessSlug)}`;
      const text = ['User-agent: *', 'Allow: /', `Sitemap: ${base}sitemap.xml`, ''].join('\n');
      return sendDocument(request, reply, {
        status: 200,
        html: text,
        contentType: 'text/plain; charset=utf-8',
      });
    },
  );
}
