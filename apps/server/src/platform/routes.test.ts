import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { testApp } from '../test/harness.ts';

describe('platform routes', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await testApp();
  });
  afterAll(() => app.close());

  it('reports health after checking the database', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok', database: 'ok' });
  });

  it('serves a generated OpenAPI document that lists the routes', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/openapi.json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    expect(doc.openapi).toMatch(/^3\./);
    expect(Object.keys(doc.paths)).toContain('/api/health');
  });

  it('serves the enum lists', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/enums' });
    const body = res.json();
    expect(body.slotStatuses).toEqual(['AVAILABLE', 'BOOKED', 'BOOKING', 'SHOOTED']);
    expect(body.serviceKinds).toEqual({ MINI_SESSION: 1, SESSION_TYPES: 2, BUNDLES: 3 });
    expect(body.currencies).toHaveLength(30);
  });

  it('answers an unknown API path with a problem document', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/nothing-here' });
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toContain('application/problem+json');
    expect(res.json().detail).toBe('The page you’re looking for does not exist. Sorry!');
  });

  it('sets security headers', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/health' });
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['content-security-policy']).toContain("default-src 'self'");
  });

  it('allows the analytics origins on the booking pages only', async () => {
    const policyOf = async (url: string) =>
      String((await app.inject({ method: 'GET', url })).headers['content-security-policy']);
    for (const url of ['/book/anna', '/book/anna/family?x=1', '/booking/some.token']) {
      const policy = await policyOf(url);
      expect(policy).toMatch(
        /script-src 'self' https:\/\/www\.googletagmanager\.com https:\/\/connect\.facebook\.net/,
      );
      expect(policy).toContain('https://*.google-analytics.com');
      expect(policy).toContain("frame-ancestors 'self'");
    }
    for (const url of [
      '/',
      '/management/integrations',
      '/api/health',
      '/contract/x',
      '/bookings',
    ]) {
      const policy = await policyOf(url);
      expect(policy).not.toContain('googletagmanager');
      expect(policy).not.toContain('facebook');
    }
  });

  it('answers the same documents in production, where responses skip the schema check', async () => {
    const production = await testApp({ env: 'production' });
    try {
      const health = await production.inject({ method: 'GET', url: '/api/health' });
      expect(health.json()).toEqual({ status: 'ok', database: 'ok' });
      const enums = await production.inject({ method: 'GET', url: '/api/enums' });
      expect(enums.json().slotStatuses).toEqual(['AVAILABLE', 'BOOKED', 'BOOKING', 'SHOOTED']);
    } finally {
      await production.close();
    }
  });
});
