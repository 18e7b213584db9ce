// The client address behind the rate limits: trusted proxy hops only, IPv6 grouped by /64.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { loadConfig } from './config.ts';
import { testApp, uniqueEmail } from '../test/harness.ts';
import { uniqueIp } from '../test/factories/account.ts';
import { addressKey, parseTrustProxy } from './client-address.ts';

describe('addressKey', () => {
  it.each([
    ['203.0.113.7', '203.0.113.7'],
    ['::ffff:203.0.113.7', '203.0.113.7'],
    ['::ffff:cb00:7107', '203.0.113.7'],
    ['2001:db8:1:2:3:4:5:6', '2001:db8:1:2::/64'],
    ['2001:0db8:0001:0002::9', '2001:db8:1:2::/64'],
    ['fe80::1%eth0', 'fe80::/64'],
  ])('counts %s as %s', (ip, key) => {
    expect(addressKey(ip)).toBe(key);
  });
});

describe('TRUST_PROXY', () => {
  it('reads false, hop counts and proxy addresses, and refuses anything else', () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '2' }).trustProxy).toBe(2);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8, 192.0.2.1' }).trustProxy).toEqual([
      '10.0.0.0/8',
      '192.0.2.1',
    ]);
    expect(() => loadConfig({ TRUST_PROXY: 'yes please' })).toThrow(/TRUST_PROXY/);
  });

  it("reads 'true' as one hop, with a warning", () => {
    const config = loadConfig({ TRUST_PROXY: 'true' });
    expect(config.trustProxy).toBe(1);
    expect(config.warnings).toEqual([expect.stringContaining('TRUST_PROXY=true')]);
    expect(parseTrustProxy('false')).toEqual({ trustProxy: false });
  });
});

/** Wrong sign-ins until the per-address limit (50 in 15 minutes) answers 429. */
async function attemptsUntilRefused(
  app: FastifyInstance,
  attempt: (i: number) => { remoteAddress: string; headers?: Record<string, string> },
): Promise<number> {
  for (let i = 0; i < 60; i++) {
    const res = await app.inject({
      method: 'POST',
      url: '/auth/login',
      payload: { username: uniqueEmail('spray'), password: 'not the password' },
      ...attempt(i),
    });
    if (res.statusCode === 429) return i;
    expect(res.statusCode).toBe(401);
  }
  return Infinity;
}

describe('behind a proxy (TRUST_PROXY=true, one hop)', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await testApp({ trustProxy: loadConfig({ TRUST_PROXY: 'true' }).trustProxy });
  });
  afterAll(() => app.close());

  it("ignores what the client wrote in X-Forwarded-For: the proxy's entry counts", async () => {
    const proxy = uniqueIp();
    const client = uniqueIp();
    const refusedAt = await attemptsUntilRefused(app, (i) => ({
      remoteAddress: proxy,
      // The client sent its own X-Forwarded-For; the proxy appended the address it saw.
      headers: { 'x-forwarded-for': `198.51.100.${i}, ${client}` },
    }));
    expect(refusedAt).toBe(50);
  });

  it('tells clients behind the same proxy apart', async () => {
    const proxy = uniqueIp();
    const first = uniqueIp();
    expect(
      await attemptsUntilRefused(app, () => ({
        remoteAddress: proxy,
        headers: { 'x-forwarded-for': first },
      })),
    ).toBe(50);
    const other = await app.inject({
      method: 'POST',
      url: '/auth/login',
      payload: { username: uniqueEmail('other'), password: 'not the password' },
      remoteAddress: proxy,
      headers: { 'x-forwarded-for': uniqueIp() },
    });
    expect(other.statusCode).toBe(401);
  });
});

describe('IPv6 clients', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await testApp();
  });
  afterAll(() => app.close());

  it('counts every address of one /64 network as one client', async () => {
    const network = `2001:db8:${Math.floor(Math.random() * 0xffff).toString(16)}:7`;
    const refusedAt = await attemptsUntilRefused(app, (i) => ({
      remoteAddress: `${network}::${(i + 1).toString(16)}`,
    }));
    expect(refusedAt).toBe(50);
  });
});
