// A business's own host: a request whose Host is one of its ACTIVE custom domains is answered as
// that business's public presence, and nothing else. Its website answers at the root ('/',
// '/{page}', '/sitemap.xml', '/robots.txt', the favicon); the clients' booking pages (/book/...,
// /booking/...), the public API they call, uploads and the build's and site's assets are served
// as on the product's host, so the site's links to booking work there too. The owner app, its API
// and sign-in are never served on a custom domain: they stay on the product's host only (its
// cookies and sign-in must not be offered on a host the business controls). Requests to the
// product's host are not looked up at all.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { messages } from '@studio/shared/messages';
import type { Config } from '../../platform/config.ts';
import { problem } from '../../platform/errors.ts';
import { findBusiness } from '../businesses/profile-service.ts';
import { activeDomainBusiness, productHostOf } from '../domains/service.ts';
import { faviconFiles, type LiveSite } from './live-answers.ts';

/** Served on a custom domain as on the product's host. */
const passThrough = /^\/(book|booking|assets|uploads)(\/|$)|^\/api\/public\/|^\/site\/_assets\//;
/** The site's address on the product's host: on its own host it lives at the root. */
const productSitePath = /^\/site\/([^/]+)(\/.*)?$/;
/** A page of the site at the root: one segment, as page addresses are made (ZPageSlug). */
const rootPage = /^\/([a-z0-9]+(?:-[a-z0-9]+)*)$/i;

function answerNotServed(request: FastifyRequest, reply: FastifyReply) {
  return reply
    .status(404)
    .type('application/problem+json')
    .send(problem(404, [messages.notFound]));
}

export function registerCustomHostSite(app: FastifyInstance, config: Config, live: LiveSite): void {
  const productHost = productHostOf(config);
  app.addHook('onRequest', async (request, reply) => {
    const hostname = request.hostname.toLowerCase().replace(/\.$/, '');
    if (hostname === productHost || hostname === '') return;
    const pathname = request.url.split('?', 1)[0] ?? '/';
    if (passThrough.test(pathname)) return;
    const businessId = await activeDomainBusiness(app.deps.db, hostname);
    if (!businessId) return;
    const isRead = request.method === 'GET' || request.method === 'HEAD';
    if (!isRead) return answerNotServed(request, reply);
    const business = await findBusiness(app.deps.db, { businessId });
    const site = { businessSlug: business.slug, isOwnHost: true };
    if (pathname === '/') return live.page(request, reply, site, '');
    if (pathname === '/sitemap.xml') return live.sitemap(request, reply, site);
    if (pathname === '/robots.txt') return live.robots(request, reply, site);
    const file = pathname.slice(1);
    if (faviconFiles.includes(file)) return live.favicon(request, reply, site, file);
    // An old link to the site's product address moves to the root; another site is not here.
    const onProduct = productSitePath.exec(pathname);
    if (onProduct) {
      if (decodeURIComponent(onProduct[1] ?? '').toLowerCase() !== business.slug) {
        return live.missing(request, reply, business, site);
      }
      // Only to a page of this host: a rest such as '//elsewhere' must never leave it.
      const rest = onProduct[2] ?? '/';
      const isSitePath =
        rest === '/' || rootPage.test(rest) || faviconFiles.includes(rest.slice(1));
      if (!isSitePath && !['/sitemap.xml', '/robots.txt'].includes(rest)) {
        return live.missing(request, reply, business, site);
      }
      return reply.redirect(rest, 301);
    }
    const page = rootPage.exec(pathname)?.[1];
    if (page) return live.page(request, reply, site, page.toLowerCase());
    if (/^\/(api|auth)(\/|$)/.test(pathname)) return answerNotServed(request, reply);
    return live.missing(request, reply, business, site);
  });
}
