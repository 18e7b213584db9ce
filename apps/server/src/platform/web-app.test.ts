// The built web app's two entries: the owner app (index.html) and the clients' booking pages
// (book.html) for /book/... and /booking/....
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { testApp } from '../test/harness.ts';

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

  it('still answers unknown API paths with a problem document', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/public/nothing-here' });
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toContain('application/problem+json');
  });
});
