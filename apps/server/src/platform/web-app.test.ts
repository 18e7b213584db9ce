// The built web app's two entries: the owner app (index.html) and the clients' booking pages
// (book.html) for /book/... and /booking/....
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
    const scriptPath = path.join(distDir, 'assets', 'book-1a2b.js');
    fs.mkdirSync(path.dirname(scriptPath));
    fs.writeFileSync(scriptPath, script);
    fs.writeFileSync(`${scriptPath}.br`, zlib.brotliCompressSync(script));
    fs.writeFileSync(`${scriptPath}.gz`, zlib.gzipSync(script));
    app = await testApp({ webDistDir: distDir });
  });
  afterAll(async () => {
    await app.close();
    fs.rmSync(distDir, { recursive: true, force: true });
  });

  it.each(['/book/x/y', '/book/x', '/book/x/y/done?checkout=abc', '/booking/token.abc'])(
    'serves the booking pages for %s',
    async (url) => {
      const res = await app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toContain('text/html');
      expect(res.body).toContain('booking pages');
    },
  );

  it.each(['/', '/services/edit/1', '/bookings', '/booker'])(
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

  it('still answers unknown API paths with a problem document', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/public/nothing-here' });
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toContain('application/problem+json');
  });
});
