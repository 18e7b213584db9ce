// Serving the built web app: its three entries (index.html for the owner app, book.html for the
// clients' booking pages under /book/... and /booking/..., login.html for /login), its files,
// robots.txt and HEAD.
import fs from 'node:fs';
import zlib from 'node:zlib';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { testApp } from '../test/harness.ts';

/** A built script, and what the build writes beside it: its brotli and gzip copies. */
const script = Buffer.from('export const page = "booking";\n'.repeat(200));

describe('web app entries', () => {
  let app: FastifyInstance;
  let distDir: string;
  beforeAll(async () => {
    distDir = fs.mkdtempSync(path.join(os.tmpdir(), 'studio-web-dist-'));
    fs.writeFileSync(path.join(distDir, 'index.html'), '<!doctype html><title>owner app</title>');
    fs.writeFileSync(
      path.join(distDir, 'book.html'),
      '<!doctype html><title>booking pages</title>',
    );
    fs.writeFileSync(path.join(distDir, 'login.html'), '<!doctype html><title>login form</title>');
    const scriptPath = path.join(distDir, 'assets', 'book-1a2b.js');
    fs.mkdirSync(path.dirname(scriptPath));
    fs.writeFileSync(scriptPath, script);
    fs.writeFileSync(`${scriptPath}.br`, zlib.brotliCompressSync(script));
    fs.writeFileSync(`${scriptPath}.gz`, zlib.gzipSync(script));
    fs.writeFileSync(
      path.join(distDir, 'favicon.svg'),
      '<svg xmlns="http://www.w3.org/2000/svg"/>',
    );
    fs.writeFileSync(path.join(distDir, 'sw.js'), "self.addEventListener('push', () => {});");
    fs.writeFileSync(path.join(distDir, 'manifest.webmanifest'), '{"name":"Studio"}');
    app = await testApp({ webDistDir: distDir });
  });
  afterAll(async () => {
    await app.close();
    fs.rmSync(distDir, { recursive: true, force: true });
  });

  it.each([
    '/book/x/y',
    '/book/x',
    '/book/x/y/done?checkout=abc',
    '/booking/token.abc',
    '/contract/token.abc',
  ])('serves the booking pages for %s', async (url) => {
    const res = await app.inject({ method: 'GET', url });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.body).toContain('booking pages');
  });

  it.each(['/login', '/login?returnUrl=%2Fservices', '/login/'])(
    'serves the light login page for %s',
    async (url) => {
      const res = await app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain('login form');
      expect(res.headers['x-robots-tag']).toBe('noindex, nofollow');
    },
  );

  it.each(['/', '/services/edit/1', '/bookings', '/booker', '/login-help', '/lost-password'])(
    'serves the owner app for %s',
    async (url) => {
      const res = await app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain('owner app');
    },
  );

  it.each([
    ['br, gzip', 'br', (body: Buffer) => zlib.brotliDecompressSync(body)],
    ['gzip', 'gzip', (body: Buffer) => zlib.gunzipSync(body)],
    ['identity', undefined, (body: Buffer) => body],
  ])('sends a script compressed as the browser accepts (%s)', async (accepts, encoding, decode) => {
    const res = await app.inject({
      method: 'GET',
      url: '/assets/book-1a2b.js',
      headers: { 'accept-encoding': accepts },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe(encoding);
    expect(res.headers['content-type']).toContain('javascript');
    expect(decode(res.rawPayload).equals(script)).toBe(true);
    if (encoding) expect(res.rawPayload.length).toBeLessThan(script.length / 3);
  });

  it.each([
    ['/', 'owner app'],
    ['/shoots/OABCDEFGHJK', 'owner app'],
    ['/book/x/y', 'booking pages'],
    ['/booking/token.abc', 'booking pages'],
  ])('answers HEAD %s like GET, without a body', async (url, page) => {
    const get = await app.inject({ method: 'GET', url });
    expect(get.body).toContain(page);
    const head = await app.inject({ method: 'HEAD', url });
    expect(head.statusCode).toBe(200);
    expect(head.headers['content-type']).toContain('text/html');
    expect(head.headers['content-length']).toBe(get.headers['content-length']);
    expect(head.body).toBe('');
  });

  it.each([
    ['/sw.js', 'javascript'],
    ['/manifest.webmanifest', 'manifest+json'],
  ])('serves %s for the installed app, revalidated on every load', async (url, type) => {
    const res = await app.inject({ method: 'GET', url });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain(type);
    expect(res.headers['cache-control']).toBe('no-cache');
  });

  it('answers HEAD for a built file like GET, without a body', async () => {
    const head = await app.inject({ method: 'HEAD', url: '/favicon.svg' });
    expect(head.statusCode).toBe(200);
    expect(head.headers['content-type']).toContain('image/svg+xml');
    expect(head.body).toBe('');
  });

  it.each([
    '/favicon.ico',
    '/foo.js',
    '/assets/gone-1a2b.js',
    '/assets/nothing',
    '/.env',
    '/wp-login.php',
  ])('answers a missing file %s with 404, not the app', async (url) => {
    for (const method of ['GET', 'HEAD'] as const) {
      const res = await app.inject({ method, url });
      expect(res.statusCode).toBe(404);
      expect(res.headers['content-type']).not.toContain('text/html');
    }
    expect((await app.inject({ method: 'GET', url })).body).not.toContain('owner app');
  });

  it('serves a robots.txt that keeps crawlers out of the owner app but lets them find the booking pages', async () => {
    for (const method of ['GET', 'HEAD'] as const) {
      const res = await app.inject({ method, url: '/robots.txt' });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toContain('text/plain');
    }
    const { body } = await app.inject({ method: 'GET', url: '/robots.txt' });
    const rules = body.split('\n').filter((line) => /^(allow|disallow):/i.test(line));
    expect(rules).toEqual([
      'Allow: /book/',
      'Allow: /site/',
      'Disallow: /book/*/*/done',
      'Disallow: /',
    ]);
    expect(body).toMatch(/^User-agent: \*$/m);
  });

  it('tells search engines not to index the owner app, and lets them index the booking pages', async () => {
    const owner = await app.inject({ method: 'GET', url: '/services' });
    expect(owner.headers['x-robots-tag']).toBe('noindex, nofollow');
    const booking = await app.inject({ method: 'GET', url: '/book/x/y' });
    expect(booking.headers['x-robots-tag']).toBeUndefined();
  });

  it('still answers unknown API paths with a problem document', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/public/nothing-here' });
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toContain('application/problem+json');
  });
});
