// A business's public site on its own host: a request whose Host is one of its ACTIVE custom
// domains is that business's: the root of such a host redirects to the business's published
// website (/site/{slug}/, which shows its booking link until something is published); every other
// path (the site, the booking pages, /api/public/*) is served as on the product's host. Requests to the product's host, and to hosts no business
// has, are not looked up at all.
import type { FastifyInstance } from 'fastify';
import type { Config } from '../../platform/config.ts';
import { findBusiness } from '../businesses/profile-service.ts';
import { activeDomainBusiness, productHostOf } from './service.ts';

const isHome = (url: string) => url === '/' || url.startsWith('/?');

/** Registered on the root instance: the root path has no route, the web app answers it. */
export function registerCustomHostHome(app: FastifyInstance, config: Config): void {
  const productHost = productHostOf(config);
  app.addHook('onRequest', async (request, reply) => {
    if ((request.method !== 'GET' && request.method !== 'HEAD') || !isHome(request.url)) return;
    const hostname = request.hostname.toLowerCase().replace(/\.$/, '');
    if (hostname === productHost || hostname === '') return;
    const businessId = await activeDomainBusiness(app.deps.db, hostname);
    if (!businessId) return;
    const business = await findBusiness(app.deps.db, { businessId });
    return reply
      .header('cache-control', 'no-cache')
      .redirect(`/site/${encodeURIComponent(business.slug)}/`, 302);
  });
}
