// Serves the built web app beside the API: its files, robots.txt, and the HTML entry of every
// client-side route (index.html for the owner app, book.html for the clients' booking pages,
// login.html for the login form).
import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fastifyStatic from '@fastify/static';
import { messages } from '@studio/shared/messages';
import type { Config } from './config.ts';
import { problem } from './errors.ts';

/**
 * What crawlers may fetch on this host. The owner app and the API are private to the photographer:
 * nothing of them is crawled. The booking pages of a business and of its services are its shop
 * window and may be found through search engines; a client's own pages (the page after paying, the
 * manage link of a booking under /booking/, a contract's signing page under /contract/) are not.
 * A business's published website under /site/ is public too, with its own robots.txt and sitemap.
 */
export const robotsTxt = [
  'User-agent: *',
  'Allow: /book/',
  'Allow: /site/',
  'Disallow: /book/*/*/done',
  'Disallow: /',
  '',
].join('\n');

/** Files of the installed owner app that keep their name across releases (apps/web/public). */
const revalidatedFiles = new Set(['sw.js', 'manifest.webmanifest']);

/** The API's own prefixes: a miss there is an API miss, never a page. */
const apiPath = /^\/(api|auth|uploads)(\/|$)/;
/**
 * The clients' pages: booking, managing a booking, signing a contract. Their last segment may hold
 * a dot (a signed token).
 */
const publicPagePath = /^\/(book|booking|contract)(\/|$)/;
/** The login form: a light page of its own, the first thing a returning photographer loads. */
const loginPath = /^\/login\/?$/;
/** A path naming a file (`/favicon.ico`, `/assets/x.js`, `/.env`) rather than a page. */
const filePath = /\/[^/]*\.[^./]+$/;

/** Whether a path not matched by any route is a page of the app (answered with its HTML entry). */
export function isPagePath(pathname: string): boolean {
  if (apiPath.test(pathname)) return false;
  if (publicPagePath.test(pathname)) return true;
  // The build's files are all served as they are: a file the build does not have is missing, and
  // answering it with the app's HTML would hand a script tag or an image tag a page (and a
  // stale chunk after a deploy would fail as a MIME error instead of a clean 404).
  if (pathname.startsWith('/assets/')) return false;
  return !filePath.test(pathname) || pathname.endsWith('.html');
}

export function registerWebApp(app: FastifyInstance, config: Config): void {
  const indexFile = path.join(config.webDistDir, 'index.html');
  const hasWebApp = fs.existsSync(indexFile);
  const hasPublicPages = fs.existsSync(path.join(config.webDistDir, 'book.html'));
  const hasLoginPage = fs.existsSync(path.join(config.webDistDir, 'login.html'));

  app.get(
    '/robots.txt',
    { config: { access: 'public' }, schema: { hide: true } },
    async (_request, reply) =>
      reply
        .type('text/plain; charset=utf-8')
        .header('cache-control', 'public, max-age=3600')
        .send(robotsTxt),
  );

  if (hasWebApp) {
    void app.register(fastifyStatic, {
      root: config.webDistDir,
      wildcard: false,
      index: false,
      // The build keeps .br and .gz copies of its text files (apps/web/vite.config.ts): a browser
      // that accepts them gets about a third of the bytes, with no compressing per request.
      preCompressed: true,
      setHeaders(res, filePath) {
        if (filePath.includes(`${path.sep}assets${path.sep}`)) {
          void res.header('cache-control', 'public, max-age=31536000, immutable');
        }
        // The service worker and the manifest keep their names across releases: a browser checks
        // them on every load, so an installed app picks up a new release at once.
        if (revalidatedFiles.has(path.basename(filePath))) {
          void res.header('cache-control', 'no-cache');
        }
      },
    });
  }

  app.setNotFoundHandler((request: FastifyRequest, reply: FastifyReply) => {
    const pathname = request.url.split('?', 1)[0] ?? '/';
    // HEAD answers like GET without a body (link checkers and monitors use it).
    const isRead = request.method === 'GET' || request.method === 'HEAD';
    if (hasWebApp && isRead && isPagePath(pathname)) {
      const isPublicPage = hasPublicPages && publicPagePath.test(pathname);
      if (!isPublicPage) reply.header('x-robots-tag', 'noindex, nofollow');
      const entry = isPublicPage
        ? 'book.html'
        : hasLoginPage && loginPath.test(pathname)
          ? 'login.html'
          : 'index.html';
      return reply.header('cache-control', 'no-cache').sendFile(entry);
    }
    return reply
      .status(404)
      .type('application/problem+json')
      .send(problem(404, [messages.notFound]));
  });
}
