// The published website, public: /site/{businessSlug}/ and /site/{businessSlug}/{pageSlug}, with
// its sitemap.xml, robots.txt, favicon, stylesheet, fonts and analytics script. Only published
// content is ever shown. The answers themselves are live-answers.ts, shared with custom-host.ts.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { siteUrl } from '@studio/site/contracts';
import { faviconFiles, type LiveSite } from './live-answers.ts';
import {
  assetsPrefix,
  fontFile,
  placeholderFile,
  siteScriptAt,
  siteStylesheet,
  trackingScript,
} from './site-assets.ts';

const publicRoute = { access: 'public' as const };
const ZSlug = z.string().min(1).max(200);
const hidden = { hide: true };

export async function liveSiteRoutes(
  fastify: FastifyInstance,
  options: { live: LiveSite },
): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { live } = options;
  const onProductHost = (businessSlug: string) => ({ businessSlug, isOwnHost: false });

  app.get(
    `${assetsPrefix}/:file`,
    { config: publicRoute, schema: { ...hidden, params: z.object({ file: ZSlug }) } },
    async (request, reply) => {
      const path = `${assetsPrefix}/${request.params.file}`;
      const stylesheet = siteStylesheet();
      if (path === stylesheet.path) {
        return reply
          .type('text/css; charset=utf-8')
          .header('cache-control', 'public, max-age=31536000, immutable')
          .send(stylesheet.css);
      }
      // The analytics script, or a block's script (the inquiry form, more dates of a booking).
      const tracking = trackingScript();
      const script = path === tracking.path ? tracking : siteScriptAt(request.params.file);
      if (!script) return reply.code(404).type('text/plain; charset=utf-8').send('Not found');
      return reply
        .type('text/javascript; charset=utf-8')
        .header('cache-control', 'public, max-age=31536000, immutable')
        .send(script.js);
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
      live.page(request, reply, onProductHost(request.params.businessSlug), ''),
  );

  app.get(
    '/site/:businessSlug/:pageSlug',
    {
      config: publicRoute,
      schema: { ...hidden, params: z.object({ businessSlug: ZSlug, pageSlug: ZSlug }) },
    },
    async (request, reply) =>
      live.page(
        request,
        reply,
        onProductHost(request.params.businessSlug),
        request.params.pageSlug,
      ),
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
    async (request, reply) => live.missing(request, reply, null),
  );

  app.get(
    '/site/:businessSlug/sitemap.xml',
    { config: publicRoute, schema: { ...hidden, params: z.object({ businessSlug: ZSlug }) } },
    async (request, reply) =>
      live.sitemap(request, reply, onProductHost(request.params.businessSlug)),
  );

  app.get(
    '/site/:businessSlug/robots.txt',
    { config: publicRoute, schema: { ...hidden, params: z.object({ businessSlug: ZSlug }) } },
    async (request, reply) =>
      live.robots(request, reply, onProductHost(request.params.businessSlug)),
  );

  for (const file of faviconFiles) {
    app.get(
      `/site/:businessSlug/${file}`,
      { config: publicRoute, schema: { ...hidden, params: z.object({ businessSlug: ZSlug }) } },
      async (request, reply) =>
        live.favicon(request, reply, onProductHost(request.params.businessSlug), file),
    );
  }
}
